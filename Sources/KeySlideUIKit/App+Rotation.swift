import KeySlideEasing
import KeySlideGeometry

/// What the app is laid out against in one orientation: the root view's frame before any strategy
/// moves it, the bars' extent and the keyboard's height. Whoever builds the screen (the scene)
/// knows these; the app takes them when the interface turns.
public struct InterfaceLayout: Hashable, Sendable {
    public var orientation: Orientation
    /// The root view's frame, upright window coordinates.
    public var rootFrame: Rect
    /// The bottom of the status and navigation bars (`App.topLayoutGuide`).
    public var topLayoutGuide: Double
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// A tab bar or bottom toolbar and the safe area below it (`App.bottomBarsHeight`).
    public var bottomBarsHeight: Double
    /// The keyboard's own height, without an accessory bar.
    public var keyboardHeight: Double

    public init(
        orientation: Orientation, rootFrame: Rect, topLayoutGuide: Double, safeAreaInsets: EdgeInsets,
        bottomBarsHeight: Double, keyboardHeight: Double
    ) {
        self.orientation = orientation
        self.rootFrame = rootFrame
        self.topLayoutGuide = topLayoutGuide
        self.safeAreaInsets = safeAreaInsets
        self.bottomBarsHeight = bottomBarsHeight
        self.keyboardHeight = keyboardHeight
    }
}

/// A turn of the interface: when it began and the orientation it turned to.
public struct OrientationChange: Hashable, Sendable {
    public var time: Double
    public var orientation: Orientation
}

/// The device rotates (docs/facts.md §11.6).
///
/// What UIKit does, in order, as the sources record it:
/// 1. with the keyboard up, `WillChangeFrame` and `WillHide` are posted before anything turns
///    (Apple Developer Forums thread 5706: from `UIInputWindowController`'s
///    `willRotateToInterfaceOrientation:duration:`), although the keyboard stays on screen
///    ("notified that the keyboard is hidden, then that the view is rotated, then that the
///    keyboard is shown again", apontious.com, 2013). From iOS 8 the handlers run inside
///    `performWithoutAnimation:`, so what they animate jumps (smnh.me, 2015);
/// 2. the interface takes the new orientation's layout in UIKit's rotation animation
///    (`rotationDuration`, ease-in-out): the root view fills the new screen (so a strategy's shift
///    of it is undone), subviews autoresize, the keyboard moves to its new frame; the controller's
///    `viewWillTransition(to:duration:in:)` runs inside that animation;
/// 3. when the rotation ends, the "did" notifications of the hide, then `WillChangeFrame`,
///    `WillShow` and their "did"s with the new orientation's frames ("then reshows once rotation
///    finishes", firefox-ios #31738, 2026; willHide, didHide, willShow, didShow,
///    cordova-plugin-native-keyboard #30). iOS 8.3 posted the pair twice (`rotationPostsTwice`).
extension App {
    /// The interface turns to `layout.orientation`, as described above. Nothing happens when it is
    /// already in that orientation.
    public mutating func rotate<C: ViewController>(to layout: InterfaceLayout, controller: inout C) {
        run(until: now, controller: &controller)
        guard layout.orientation != orientation else { return }
        let duration = profile.rotationDuration
        log(
            "rotate",
            [
                .init("from", .text(orientation.rawValue)), .init("to", .text(layout.orientation.rawValue)),
                .init("duration", .number(duration)),
            ])
        let keyboardUp = isKeyboardShown
        if keyboardUp {
            let begin = keyboardScreenFrame(top: keyboardTop.value(at: now))
            let end = keyboardScreenFrame(top: screenSize.height)
            postDuringRotation([.willChangeFrame, .willHide], from: begin, to: end, controller: &controller)
            run(until: now, controller: &controller)
        }

        orientation = layout.orientation
        orientationChanges.append(OrientationChange(time: now, orientation: layout.orientation))
        topLayoutGuide = layout.topLayoutGuide
        windowSafeAreaInsets = layout.safeAreaInsets
        bottomBarsHeight = layout.bottomBarsHeight
        if keyboardState.mode == .floating {
            keyboardState.dockedHeight = layout.keyboardHeight
        } else {
            keyboard.height = layout.keyboardHeight
        }

        let rotation = AnimationParameters(duration: duration, options: AnimationOptions(curve: .easeInOut))
        contexts.append(AnimationContext(kind: .rotation, parameters: rotation))
        layOut(for: layout)
        turnKeyboard(keyboardUp: keyboardUp, timing: profile.curveResolver.timing(for: rotation))
        call(
            "viewWillTransition",
            [.init("width", .number(screenSize.width)), .init("height", .number(screenSize.height))],
            controller: &controller
        ) { $0.viewWillTransition(to: $1.screenSize, duration: duration, in: &$1) }
        contexts.removeLast()

        if keyboardUp { enqueue(.finishRotation(posts: profile.rotationPostsTwice ? 2 : 1), at: now + duration) }
        run(until: now, controller: &controller)
    }

    /// The views as UIKit lays them out for the new orientation: the view at the top of the tree
    /// fills the screen (or, without a container, takes the root frame), the root view takes its
    /// frame inside it, subviews autoresize, and each scroll view's content keeps its width to the
    /// scroll view's, as content laid out edge to edge does.
    private mutating func layOut(for layout: InterfaceLayout) {
        let scrollWidths = views.filter { $0.kind == .scroll }.map { ($0.id, $0.frame.model(at: now).width) }
        let top = views[0].id
        if top != rootView {
            setFrameUpright(Rect(origin: .zero, size: screenSize), of: top)
        }
        setFrameUpright(layout.rootFrame, of: rootView)
        for (id, oldWidth) in scrollWidths {
            let grown = self[id].frame.model(at: now).width - oldWidth
            guard grown != 0 else { continue }
            var size = contentSize(of: id)
            size.width = max(0, size.width + grown)
            setContentSize(size, of: id)
            clampContentOffset(of: id)
        }
    }

    /// Sets a frame given in upright coordinates, whatever the window's rotation.
    private mutating func setFrameUpright(_ frame: Rect, of id: ViewID) {
        setFrame(isRotatedInWindow(id) ? toWindow(frame) : frame, of: id)
    }

    /// The keyboard turns with the interface: up, it moves to its resting place in the new
    /// orientation in the rotation's own timing; down, it waits below the new screen.
    private mutating func turnKeyboard(keyboardUp: Bool, timing: Timing) {
        if keyboardState.mode == .floating {
            // A floating keyboard stays where it was dropped: centred across the new screen.
            let left = ((screenSize.width - KeyboardState.floatingSize.width) / 2).rounded()
            keyboardState.left?.set(left, at: now)
        }
        guard keyboardUp else {
            keyboardTop.set(screenSize.height, at: now)
            keyboardHeight.set(keyboardBlockHeight, at: now)
            return
        }
        for (path, value) in [(\App.keyboardTop, keyboardRestingTop), (\App.keyboardHeight, keyboardBlockHeight)] {
            let from = self[keyPath: path].value(at: now)
            self[keyPath: path].animate(to: value, at: now, Track.Animation(timing: timing, from: from, replacesRunning: true))
        }
        log(
            "keyboardAnimation",
            [
                .init("to", .number(keyboardRestingTop)), .init("duration", .number(timing.duration)),
                .init("curve", .text(timing.curve.description)),
            ])
    }

    /// The end of a rotation with the keyboard up: the hide's "did" notifications, then the show
    /// with the new orientation's frames, `posts` times (iOS 8.3 posted twice). If the keyboard
    /// went down during the turn, only the hide is finished.
    mutating func finishRotation<C: ViewController>(posts: Int, controller: inout C) {
        let hidden = keyboardScreenFrame(top: screenSize.height)
        let shown = keyboardScreenFrame(top: keyboardRestingTop)
        for round in 0..<posts {
            if round > 0 {
                postDuringRotation([.willChangeFrame, .willHide], from: shown, to: hidden, controller: &controller)
            }
            postDuringRotation([.didChangeFrame, .didHide], from: shown, to: hidden, controller: &controller)
            guard isKeyboardShown else { return }
            postDuringRotation([.willChangeFrame, .willShow], from: hidden, to: shown, controller: &controller)
            postDuringRotation([.didChangeFrame, .didShow], from: hidden, to: shown, controller: &controller)
        }
        needsScrollToFirstResponder = true
    }

    /// Delivers the notifications a rotation causes: with animations disabled from iOS 8
    /// (`rotationHandlersRunWithoutAnimation`), otherwise as any keyboard notification.
    private mutating func postDuringRotation<C: ViewController>(
        _ names: [KeyboardNotification.Name], from begin: Rect, to end: Rect, controller: inout C
    ) {
        for name in names {
            let notification = KeyboardNotification(
                name: name, frameBegin: begin, frameEnd: end, duration: keyboard.duration, curve: keyboard.curve)
            if profile.rotationHandlersRunWithoutAnimation {
                performWithoutAnimation { app in app.post(notification, controller: &controller) }
            } else {
                post(notification, controller: &controller)
            }
        }
    }
}

extension App {
    /// The app as the screen showed it up to `time`, then standing still: every view's frame and
    /// offset, the keyboard and its bar held at what they showed just before `time`. The old
    /// orientation's picture, fading out while the interface turns, is drawn from it.
    public func holding(after time: Double) -> App {
        var app = self
        for index in app.views.indices {
            app.views[index].frame = views[index].frame.holding(after: time)
            app.views[index].contentOffset.x = views[index].contentOffset.x.holding(after: time)
            app.views[index].contentOffset.y = views[index].contentOffset.y.holding(after: time)
        }
        app.keyboardTop = keyboardTop.holding(after: time)
        app.keyboardHeight = keyboardHeight.holding(after: time)
        app.keyboardAccessoryHeight = keyboardAccessoryHeight.holding(after: time)
        app.keyboardState.left = keyboardState.left?.holding(after: time)
        app.keyboardState.width = keyboardState.width?.holding(after: time)
        app.orientationChanges.removeAll { $0.time >= time }
        return app
    }
}
