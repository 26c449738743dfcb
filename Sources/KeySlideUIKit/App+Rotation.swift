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
    /// The height of the toolbar across the root view's top, if there is one.
    public var toolbarHeight: Double?

    public init(
        orientation: Orientation, rootFrame: Rect, topLayoutGuide: Double, safeAreaInsets: EdgeInsets,
        bottomBarsHeight: Double, keyboardHeight: Double, toolbarHeight: Double? = nil
    ) {
        self.orientation = orientation
        self.rootFrame = rootFrame
        self.topLayoutGuide = topLayoutGuide
        self.safeAreaInsets = safeAreaInsets
        self.bottomBarsHeight = bottomBarsHeight
        self.keyboardHeight = keyboardHeight
        self.toolbarHeight = toolbarHeight
    }
}

/// A turn of the interface: when it began and the orientation it turned to.
public struct OrientationChange: Hashable, Sendable {
    public var time: Double
    public var orientation: Orientation

    public init(time: Double, orientation: Orientation) {
        self.time = time
        self.orientation = orientation
    }
}

/// The device rotates (docs/facts.md §11.6).
///
/// What UIKit does, in order, as a log of an iOS 5 iPad records it (OmniGroup's
/// `OUIDocumentRenameViewController.m`, 2012) and later sources confirm:
/// 1. with the keyboard up, `WillChangeFrame` and `WillHide` are posted before anything turns,
///    though the keyboard stays on screen, and at once `DidChangeFrame` and `DidHide`, without the
///    animation keys ("notified that the keyboard is hidden, then that the view is rotated, then
///    that the keyboard is shown again", apontious.com, 2013; from iOS 8 the poster is
///    `UIInputWindowController`'s `willRotateToInterfaceOrientation:duration:`, Apple Developer
///    Forums thread 5706);
/// 2. the interface takes the new orientation's layout in UIKit's rotation animation
///    (`rotationDuration`, ease-in-out): the root view fills the new screen (so a strategy's shift
///    of it is undone), subviews autoresize, the keyboard moves to its new frame, and the
///    controller's `viewWillTransition(to:duration:in:)` runs;
/// 3. inside that animation, `WillChangeFrame` (begin and end both the new resting frame) and
///    `WillShow` (from below the new screen) — so before iOS 8 what their handlers change turns
///    with the interface; from iOS 8 the handlers run inside `performWithoutAnimation:` and what
///    they animate jumps (`rotationHandlersRunWithoutAnimation`, smnh.me 2015). iOS 8.3 posted
///    the hide and the show twice (`rotationPostsTwice`, thread 5706);
/// 4. when the turn ends, `DidChangeFrame` and `DidShow`, again without the animation keys.
extension App {
    /// The interface turns to `layout.orientation`, as described above. Nothing happens when it is
    /// already in that orientation.
    public mutating func rotate<C: ViewController>(to layout: InterfaceLayout, controller: inout C) {
        run(until: now, controller: &controller)
        guard layout.orientation != orientation else { return }
        let duration = profile.rotationDuration
        // UIKit's own step, so `explain` lists the turn among the strategy's.
        attributing(to: "UIKit") { app in
            app.log(
                "rotate",
                [
                    .init("from", .text(app.orientation.rawValue)), .init("to", .text(layout.orientation.rawValue)),
                    .init("duration", .number(duration)),
                ])
        }
        rotationEnds = now + duration
        let keyboardUp = isKeyboardShown
        if keyboardUp { postRotationHide(controller: &controller) }

        let oldSafeArea = windowSafeAreaInsets
        orientation = layout.orientation
        orientationChanges.append(OrientationChange(time: now, orientation: layout.orientation))
        topLayoutGuide = layout.topLayoutGuide
        windowSafeAreaInsets = layout.safeAreaInsets
        systemMinimumLayoutMargins = Self.systemMinimumLayoutMargins(device: device, orientation: orientation)
        bottomBarsHeight = layout.bottomBarsHeight
        if keyboardState.mode == .floating {
            keyboardState.dockedHeight = layout.keyboardHeight
        } else {
            keyboard.height = layout.keyboardHeight
            // The new orientation's language keyboard (docs/facts.md §11.7).
            keyboardState.kind = .language
            keyboardState.languageHeight = nil
            noteKeyboardFace()
        }

        let rotation = AnimationParameters(duration: duration, options: AnimationOptions(curve: .easeInOut))
        contexts.append(AnimationContext(kind: .rotation, parameters: rotation))
        layOut(for: layout, oldSafeArea: oldSafeArea)
        turnKeyboard(keyboardUp: keyboardUp, timing: profile.curveResolver.timing(for: rotation))
        // Constraints are solved again for the new screen, in the turn's animation (both do
        // nothing without a layout).
        measureLayoutGuides()
        layOutViews()
        call(
            "viewWillTransition",
            [.init("width", .number(screenSize.width)), .init("height", .number(screenSize.height))],
            controller: &controller
        ) { $0.viewWillTransition(to: $1.screenSize, duration: duration, in: &$1) }
        if keyboardUp, isKeyboardShown {
            postRotationShow(controller: &controller)
            if profile.rotationPostsTwice {
                postRotationHide(controller: &controller)
                postRotationShow(controller: &controller)
            }
        }
        contexts.removeLast()

        if keyboardUp, isKeyboardShown {
            let hidden = keyboardScreenFrame(top: screenSize.height)
            let shown = keyboardScreenFrame(top: keyboardRestingTop)
            for name in [KeyboardNotification.Name.didChangeFrame, .didShow] {
                let did = KeyboardNotification(
                    name: name, frameBegin: hidden, frameEnd: shown, duration: nil, curve: nil)
                enqueue(.post(did), at: now + duration)
            }
            needsScrollToFirstResponder = true
        }
        run(until: now, controller: &controller)
    }

    /// Whether UIKit's rotation animation is running now: a strategy that follows the keyboard
    /// itself (a layout guide) ignores the hide and show a turn posts, since the keyboard never leaves.
    public var isRotating: Bool { now < rotationEnds }

    /// The layout for the new orientation: the view at the top of the tree fills the screen (or,
    /// without a container, takes the root frame), the root view takes its frame inside it,
    /// subviews autoresize, and each scroll view's content keeps its width to the scroll view's, as
    /// content laid out edge to edge does. From iOS 11 an element keeps its distance to the safe
    /// area's sides rather than the screen's, as one laid out against the safe area or the layout
    /// margins does, so nothing slides under a notch in landscape.
    private mutating func layOut(for layout: InterfaceLayout, oldSafeArea: EdgeInsets) {
        let scrollWidths = views.filter { $0.kind == .scroll }.map { ($0.id, $0.frame.model(at: now).width) }
        let top = views[0].id
        if top != rootView {
            setFrameUpright(Rect(origin: .zero, size: screenSize), of: top)
        }
        setFrameUpright(layout.rootFrame, of: rootView)
        // A laid-out screen follows its constraints and autoresizing masks (after the keyboard turns).
        guard self.layout == nil else { return }
        if let height = layout.toolbarHeight, let toolbar {
            // The toolbar takes the orientation's height (compact in a phone's landscape), and the
            // scroll view under it the room left.
            let grown = height - self[toolbar].frame.model(at: now).height
            for view in views where view.parent == rootView && (view.id == toolbar || view.fillsParentHeight) {
                var frame = view.frame.model(at: now)
                if view.id == toolbar { frame.size.height = height } else { frame.origin.y += grown }
                if view.fillsParentHeight { frame.size.height = max(0, frame.height - grown) }
                setFrame(frame, of: view.id)
            }
        }
        for (id, oldWidth) in scrollWidths {
            let grown = self[id].frame.model(at: now).width - oldWidth
            guard grown != 0 else { continue }
            var size = contentSize(of: id)
            size.width = max(0, size.width + grown)
            setContentSize(size, of: id)
            clampContentOffset(of: id)
        }
        let left = profile.hasSafeAreas ? windowSafeAreaInsets.left - oldSafeArea.left : 0
        let right = profile.hasSafeAreas ? windowSafeAreaInsets.right - oldSafeArea.right : 0
        guard left != 0 || right != 0 else { return }
        // Only the elements laid out against the root view or the scroll view the app made: one
        // inside a scene's container moves with it.
        for view in views where view.kind.isElement && !(view.parent.map { self[$0].isSceneElement } ?? false) {
            guard let parent = view.parent else { continue }
            var frame = view.frame.model(at: now)
            let parentWidth = self[parent].frame.model(at: now).width
            if frame.width * 2 >= parentWidth {
                frame.origin.x += left
                frame.size.width = max(0, frame.width - left - right)
            } else {
                // A narrow element moves with the side it stays with (autoresizing, App+Geometry).
                let toLeft = frame.minX
                let toRight = parentWidth - frame.maxX
                frame.origin.x += abs(toLeft - toRight) < 1 ? (left - right) / 2 : toRight < toLeft ? -right : left
            }
            setFrame(frame, of: view.id)
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
        } else {
            // Docked, undocked or split, it spans the new screen.
            if var width = keyboardState.width {
                width.set(screenSize.width, at: now)
                keyboardState.width = width
            }
        }
        guard keyboardUp else {
            keyboardTop.set(screenSize.height, at: now)
            keyboardHeight.set(keyboardBlockHeight, at: now)
            return
        }
        for (path, value) in [(\App.keyboardTop, keyboardRestingTop), (\App.keyboardHeight, keyboardBlockHeight)] {
            let from = self[keyPath: path].value(at: now)
            self[keyPath: path].animate(
                to: value, at: now, Track.Animation(timing: timing, from: from, replacesRunning: true))
        }
        log(
            "keyboardAnimation",
            [
                .init("to", .number(keyboardRestingTop)), .init("duration", .number(timing.duration)),
                .init("curve", .text(timing.curve.description)),
            ])
    }

    /// A turn's hide: `WillChangeFrame` and `WillHide` from where the keyboard is to below the
    /// screen, then at once `DidChangeFrame` and `DidHide`, which carry no animation keys.
    private mutating func postRotationHide<C: ViewController>(controller: inout C) {
        let shown = keyboardScreenFrame(top: keyboardTop.value(at: now))
        let hidden = keyboardScreenFrame(top: screenSize.height)
        deliverDuringRotation([.willChangeFrame, .willHide], from: shown, to: hidden, controller: &controller)
        for name in [KeyboardNotification.Name.didChangeFrame, .didHide] {
            post(
                KeyboardNotification(name: name, frameBegin: shown, frameEnd: hidden, duration: nil, curve: nil),
                controller: &controller)
        }
        run(until: now, controller: &controller)
    }

    /// A turn's show, in the new orientation: `WillChangeFrame` that begins and ends on the
    /// resting frame, then `WillShow` from below the screen.
    private mutating func postRotationShow<C: ViewController>(controller: inout C) {
        let shown = keyboardScreenFrame(top: keyboardRestingTop)
        let hidden = keyboardScreenFrame(top: screenSize.height)
        deliverDuringRotation([.willChangeFrame], from: shown, to: shown, controller: &controller)
        deliverDuringRotation([.willShow], from: hidden, to: shown, controller: &controller)
    }

    /// Delivers "will" notifications a turn causes: with animations disabled from iOS 8
    /// (`rotationHandlersRunWithoutAnimation`); before, inside whatever animation is open — the
    /// keyboard's own before the turn, the turn's during it.
    private mutating func deliverDuringRotation<C: ViewController>(
        _ names: [KeyboardNotification.Name], from begin: Rect, to end: Rect, controller: inout C
    ) {
        for name in names {
            let notification = KeyboardNotification(
                name: name, frameBegin: begin, frameEnd: end, duration: keyboard.duration, curve: keyboard.curve)
            if profile.rotationHandlersRunWithoutAnimation {
                performWithoutAnimation { app in app.post(notification, controller: &controller) }
            } else if contexts.last?.kind == .rotation {
                call(name.rawValue, notification.details, controller: &controller) { $1.deliver(notification, to: &$0) }
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
        app.keyboardFaces = [keyboardFaces[0]] + keyboardFaces.dropFirst().filter { $0.time < time }
        return app
    }
}
