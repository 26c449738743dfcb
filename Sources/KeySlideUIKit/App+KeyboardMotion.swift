import KeySlideEasing
import KeySlideGeometry

/// The iPad keyboard's modes (docs/facts.md §11.3).
public enum KeyboardMode: String, Hashable, Sendable, CaseIterable {
    case docked, undocked, split, floating
}

/// The keyboard beyond shown and hidden: a hardware keyboard, the iPad's modes, a floating frame.
public struct KeyboardState: Hashable, Sendable {
    public internal(set) var mode: KeyboardMode = .docked
    public internal(set) var hasHardwareKeyboard = false
    /// The docked keyboard's height while a floating one is shown.
    var dockedHeight: Double?
    /// The keyboard the user picked last (`App.switchKeyboard`).
    public internal(set) var kind: KeyboardKind = .language
    /// The language keyboard's height while another kind is shown.
    var languageHeight: Double?
    /// The keyboard's left edge and width over time once it has floated; full width until then.
    public internal(set) var left: Track?
    public internal(set) var width: Track?

    public init() {}

    /// A floating keyboard is phone-sized: 320 pt wide (the narrowest iPhone) and 216 pt tall
    /// (the iPhone keyboard without QuickType, docs/facts.md §3.1); no source gives its exact size.
    public static let floatingSize = Size(width: 320, height: 216)
    /// Where the floating keyboard is dropped: its bottom this far above the screen's bottom.
    public static let floatingBottomGap = 120.0
}

/// What happens to the keyboard after it shows: a silent height change, a hardware keyboard,
/// the iPad's undocked, split and floating keyboards, the user's drags (docs/facts.md §11).
extension App {
    /// Where the keyboard rests while it is up, upright: its docked top, only the shortcut bar
    /// showing with a hardware keyboard, the screen's middle undocked or split (IQKeyboardManager
    /// #26: "the keyboard moves to the middle of screen"), or floating where it was dropped.
    var keyboardRestingTop: Double {
        let screen = screenSize.height
        switch keyboardState.mode {
        case .docked:
            // With a hardware keyboard the input's accessory bar stays above the shortcut bar.
            let bar = device.hardwareKeyboardBarHeight + (keyboardAccessory?.height ?? 0)
            return screen - (keyboardState.hasHardwareKeyboard ? bar : keyboardBlockHeight)
        case .undocked, .split: return ((screen - keyboardBlockHeight) / 2).rounded()
        // A floating keyboard taller than the room above its drop point (a tall accessory bar, a
        // new height while it floats) rests against the screen's top: the system keeps it on screen.
        case .floating: return max(0, screen - KeyboardState.floatingBottomGap - keyboardBlockHeight)
        }
    }

    /// The keyboard's left edge and width (upright) as they are now.
    var keyboardSpan: (left: Double, width: Double) {
        (keyboardState.left?.modelValue(at: now) ?? 0, keyboardState.width?.modelValue(at: now) ?? screenSize.width)
    }

    /// The notifications of a move to a resting place: the show family when docked; undocked,
    /// split and floating keyboards post the hide family (Avi0n/MeshCoreOne #139).
    var restingNotifications: (will: [KeyboardNotification.Name], did: [KeyboardNotification.Name]) {
        keyboardState.mode == .docked
            ? ([.willChangeFrame, .willShow], [.didChangeFrame, .didShow])
            : ([.willChangeFrame, .willHide], [.didChangeFrame, .didHide])
    }

    /// The keyboard becomes `height` tall without any notification, as the predictive bar did on
    /// iOS 9 (openradar 22505056, 22437233). It moves as a posted change does
    /// (`changeKeyboardHeight(to:controller:)`); only the notifications are missing.
    public mutating func changeKeyboardHeightSilently<C: ViewController>(to height: Double, controller: inout C) {
        run(until: now, controller: &controller)
        log(
            "keyboardHeight",
            [.init("from", .number(keyboard.height)), .init("to", .number(height)), .init("silent", .flag(true))])
        let shownHeight = keyboardHeight.value(at: now)
        keyboard.height = height
        guard isKeyboardShown else { return keyboardHeight.set(keyboardBlockHeight, at: now) }
        // The guide tracks the keyboard itself, not its notifications.
        followKeyboard(to: keyboardRestingTop, timing: keyboardTiming)
        for (path, value, from) in [
            (\App.keyboardTop, keyboardRestingTop, keyboardTop.value(at: now)),
            (\App.keyboardHeight, keyboardBlockHeight, shownHeight),
        ] {
            self[keyPath: path].animate(
                to: value, at: now, Track.Animation(timing: keyboardTiming, from: from, replacesRunning: true))
        }
    }

    /// A hardware keyboard is attached or detached. With the keyboard up, the software keyboard
    /// leaves or returns with `WillChangeFrame` and `WillShow`: the end frame keeps the full
    /// keyboard's height and moves down until only the shortcut bar is on screen (Stack Overflow
    /// 32319697; IQKeyboardManager #469), so code reading the frame's height sees the whole keyboard.
    public mutating func attachHardwareKeyboard<C: ViewController>(_ attached: Bool, controller: inout C) {
        run(until: now, controller: &controller)
        log("hardwareKeyboard", [.init("attached", .flag(attached))])
        guard attached != keyboardState.hasHardwareKeyboard else { return }
        keyboardState.hasHardwareKeyboard = attached
        guard isKeyboardShown else { return }
        moveKeyboard(
            to: keyboardRestingTop, will: [.willChangeFrame, .willShow], did: [.didChangeFrame, .didShow],
            controller: &controller)
        run(until: now, controller: &controller)
    }

    /// The iPad keyboard changes mode. Undocking or splitting moves it to the screen's middle and
    /// posts the hide family; floating shrinks it to a phone-sized frame off the bottom edge, also
    /// with the hide family; docking brings it back with the show family. While it is hidden only
    /// the mode changes.
    public mutating func setKeyboardMode<C: ViewController>(_ mode: KeyboardMode, controller: inout C) {
        run(until: now, controller: &controller)
        log("keyboardMode", [.init("from", .text(keyboardState.mode.rawValue)), .init("to", .text(mode.rawValue))])
        guard mode != keyboardState.mode else { return }
        let begin = keyboardScreenFrame(top: keyboardTop.value(at: now))
        let shownHeight = keyboardHeight.value(at: now)
        let floats = mode == .floating
        if floats != (keyboardState.mode == .floating) {
            let docked = keyboardState.dockedHeight ?? keyboard.height
            keyboardState.dockedHeight = floats ? docked : nil
            keyboard.height = floats ? KeyboardState.floatingSize.height : docked
            let width = floats ? KeyboardState.floatingSize.width : screenSize.width
            moveKeyboardSides(left: ((screenSize.width - width) / 2).rounded(), width: width)
        }
        keyboardState.mode = mode
        noteKeyboardFace()
        guard isKeyboardShown else {
            keyboardHeight.set(keyboardBlockHeight, at: now)
            return
        }
        let notifications = restingNotifications
        moveKeyboard(
            to: keyboardRestingTop, from: begin, will: notifications.will, did: notifications.did,
            controller: &controller)
        keyboardHeight.animate(
            to: keyboardBlockHeight, at: now,
            Track.Animation(timing: keyboardTiming, from: shownHeight, replacesRunning: true))
        run(until: now, controller: &controller)
    }

    /// Moves the keyboard's sides with its own motion (with the keyboard hidden, at once).
    private mutating func moveKeyboardSides(left: Double, width: Double) {
        let screenWidth = screenSize.width
        for (path, value, full) in [(\KeyboardState.left, left, 0.0), (\KeyboardState.width, width, screenWidth)] {
            var track = keyboardState[keyPath: path] ?? Track(initialValue: full)
            let shown = track.value(at: now)
            if isKeyboardShown {
                track.animate(
                    to: value, at: now, Track.Animation(timing: keyboardTiming, from: shown, replacesRunning: true))
            } else {
                track.set(value, at: now)
            }
            keyboardState[keyPath: path] = track
        }
    }

    /// The user drags the scroll view's content by `by` points of content offset (clamped to its
    /// range) over `duration` seconds, with the finger's even speed. With `dismissesOnDragStart`
    /// (`keyboardDismissMode` `onDrag`) the keyboard is dismissed as the drag begins (Apple:
    /// "the keyboard dismisses when a drag begins", docs/facts.md §11.4).
    public mutating func userScroll<C: ViewController>(
        by distance: Double, duration: Double, dismissesOnDragStart: Bool, controller: inout C
    ) {
        run(until: now, controller: &controller)
        guard let scroll = scrollView else { return }
        log("userScroll", [.init("view", .text(self[scroll].name)), .init("by", .number(distance))])
        if dismissesOnDragStart, firstResponder != nil {
            resignFirstResponder()
            run(until: now, controller: &controller)
        }
        let range = contentOffsetRange(of: scroll).y
        let shown = self[scroll].contentOffset.y.value(at: now)
        let target = snappedToPixels(min(max(shown + distance, range.lowerBound), range.upperBound))
        guard target != shown else { return }
        let timing = profile.curveResolver.timing(for: .linear, duration: duration)
        views[scroll.rawValue].contentOffset.y.animate(
            to: target, at: now, Track.Animation(timing: timing, from: shown, replacesRunning: true))
        ownScrollEnds[scroll] = now + duration
    }

    /// The user drags the keyboard down (`keyboardDismissMode` `interactive`) until `fraction` of
    /// what shows of it is below its resting top, over `duration` seconds, then lets go. No
    /// notification is posted while it moves (openradar 15341512, 14847817); the keyboard layout
    /// guide follows it (WWDC23 10281). On release it leaves — the first responder resigns and
    /// the hide family is posted from where the finger left it — or returns with the show family.
    public mutating func dragKeyboard<C: ViewController>(
        to fraction: Double, duration: Double, dismisses: Bool, controller: inout C
    ) {
        run(until: now, controller: &controller)
        let release = dismisses ? "dismiss" : "restore"
        log("dragKeyboard", [.init("to", .number(fraction)), .init("release", .text(release))])
        guard isKeyboardShown, firstResponder != nil else { return }
        let rest = keyboardRestingTop
        let top = rest + fraction * (screenSize.height - rest)
        let timing = profile.curveResolver.timing(for: .linear, duration: duration)
        keyboardTop.animate(
            to: top, at: now, Track.Animation(timing: timing, from: keyboardTop.value(at: now), replacesRunning: true))
        followKeyboard(to: top, timing: timing)
        let frame = keyboardScreenFrame(top: top)
        call("keyboardLayoutGuideWillTrack", [.init("frame", .rect(frame))], controller: &controller) {
            $0.keyboardLayoutGuideWillTrack(frame, duration: duration, in: &$1)
        }
        enqueue(.releaseKeyboard(dismisses: dismisses), at: now + duration)
    }

    /// The finger leaves the dragged keyboard. A field that refuses to end editing keeps the
    /// keyboard, which then returns.
    mutating func releaseKeyboard<C: ViewController>(dismisses: Bool, controller: inout C) {
        log("releaseKeyboard", [.init("release", .text(dismisses ? "dismiss" : "restore"))])
        if dismisses { endEditing(controller: &controller) }
        if isKeyboardShown {
            moveKeyboard(
                to: keyboardRestingTop, will: [.willChangeFrame, .willShow], did: [.didChangeFrame, .didShow],
                controller: &controller)
        }
    }
}
