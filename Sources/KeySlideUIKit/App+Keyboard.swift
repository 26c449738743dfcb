import KeySlideEasing
import KeySlideGeometry

/// The keyboard: its own motion, and the notifications that tell the app about it.
extension App {
    /// The keyboard's motion: the posted curve and duration as this profile runs them — for
    /// curve 7 a fixed 0.5 s, the spring or its bezier look-alike (`CurveResolver`).
    public var keyboardTiming: Timing { profile.curveResolver.timing(for: keyboard.curve, duration: keyboard.duration) }

    /// The keyboard's top edge when it is up, in upright window coordinates (`keyboardRestingTop`:
    /// docked, or only a hardware keyboard's bar, or undocked).
    public var keyboardShownTop: Double { keyboardRestingTop }

    /// The keyboard's frame in screen coordinates with its top edge at `top` (upright): rotated
    /// into the portrait-fixed screen before iOS 8 in landscape.
    public func keyboardScreenFrame(top: Double) -> Rect {
        toWindow(Rect(x: keyboardSpan.left, y: top, width: keyboardSpan.width, height: keyboardBlockHeight))
    }

    /// The keyboard frame on screen at `time`, upright.
    public func keyboardFrame(at time: Double) -> Rect {
        Rect(
            x: (keyboardState.left?.value(at: time) ?? 0) + keyboardSlideX.value(at: time),
            y: keyboardTop.value(at: time),
            width: sidesWidth(at: time) ?? device.screen(orientation(at: time)).width,
            height: keyboardHeight.value(at: time))
    }

    /// The width the keyboard's sides give it at `time`, once an iPad mode has first moved them;
    /// `nil` before: the keyboard spans the screen of the moment.
    private func sidesWidth(at time: Double) -> Double? {
        guard let width = keyboardState.width, let first = width.changes.first, first.time <= time else { return nil }
        return width.value(at: time)
    }

    mutating func showKeyboard<C: ViewController>(controller: inout C) {
        if let field = firstResponder, self[field].inputAccessory != keyboardAccessory {
            placeKeyboardAccessory(self[field].inputAccessory, timing: nil)
        }
        // A third-party keyboard comes up 0 pt tall, then grows in two more posts (§11.7).
        let thirdPartyHeight = keyboardState.kind == .thirdParty ? keyboard.height : nil
        if thirdPartyHeight != nil {
            keyboard.height = 0
            keyboardHeight.set(keyboardBlockHeight, at: now)
        }
        let notifications = restingNotifications
        if navigation?.keyboardArrivesWithScreen == true {
            showKeyboardWithScreen(will: notifications.will, did: notifications.did, controller: &controller)
        } else {
            moveKeyboard(
                to: keyboardShownTop, will: notifications.will, did: notifications.did, controller: &controller)
        }
        isKeyboardShown = true
        if let thirdPartyHeight { enqueueThirdPartySteps(to: thirdPartyHeight) }
    }

    mutating func hideKeyboard<C: ViewController>(controller: inout C) {
        isKeyboardShown = false
        moveKeyboard(
            to: screenSize.height, will: [.willChangeFrame, .willHide], did: [.didChangeFrame, .didHide],
            controller: &controller)
    }

    /// The keyboard's `names` notifications (its Will… ones, before a move is animated), each with
    /// the frames `begin` and `end` and the keyboard's own duration and curve.
    mutating func postKeyboardNotifications<C: ViewController>(
        _ names: [KeyboardNotification.Name], from begin: Rect, to end: Rect, controller: inout C
    ) {
        for name in names {
            post(
                KeyboardNotification(
                    name: name, frameBegin: begin, frameEnd: end, duration: keyboard.duration, curve: keyboard.curve),
                controller: &controller)
        }
    }

    /// Posts the "will" notifications (inside the keyboard's own animation from iOS 7), starts
    /// the keyboard moving from where it is on screen, and schedules the "did" notifications for
    /// when it stops. `WillChangeFrame` is posted first; the relative order is not established
    /// by any source (docs/facts.md §8.5).
    mutating func moveKeyboard<C: ViewController>(
        to top: Double, from begin: Rect? = nil, will: [KeyboardNotification.Name], did: [KeyboardNotification.Name],
        controller: inout C
    ) {
        let begin = begin ?? keyboardScreenFrame(top: keyboardTop.value(at: now))
        let end = keyboardScreenFrame(top: top)
        postKeyboardNotifications(will, from: begin, to: end, controller: &controller)
        let timing = keyboardTiming
        let from = keyboardTop.value(at: now)
        keyboardTop.animate(to: top, at: now, Track.Animation(timing: timing, from: from, replacesRunning: true))
        moveSheet(keyboardTop: top, timing: timing)
        followKeyboard(to: top, timing: timing)
        log(
            "keyboardAnimation",
            [
                .init("from", .number(from)), .init("to", .number(top)), .init("duration", .number(timing.duration)),
                .init("curve", .text(timing.curve.description)),
            ])
        // The "did" notifications carry the same duration and curve (docs/facts.md §4.1).
        for name in did {
            let notification = KeyboardNotification(
                name: name, frameBegin: begin, frameEnd: end, duration: keyboard.duration, curve: keyboard.curve)
            enqueue(.post(notification), at: now + timing.duration)
        }
        if top < screenSize.height { needsScrollToFirstResponder = true }
    }

    /// The keyboard becomes `height` tall (another keyboard, the predictive bar). While it is up,
    /// UIKit posts `WillChangeFrame` and `WillShow` again, with a begin frame of the old height and
    /// an end frame of the new one, and the keyboard's top edge moves; code reading the begin
    /// frame's height is now wrong (docs/facts.md §4.3.1).
    public mutating func changeKeyboardHeight<C: ViewController>(to height: Double, controller: inout C) {
        run(until: now, controller: &controller)
        guard height != keyboard.height else {
            return log("keyboardHeight", [.init("from", .number(keyboard.height)), .init("to", .number(height))])
        }
        resizeKeyboard(to: height, controller: &controller)
        run(until: now, controller: &controller)
    }

    /// Focus moved to `field` while the keyboard is up. When its accessory bar is another view
    /// than the one on the keyboard, UIKit recomputes the keyboard's frame and posts
    /// `WillChangeFrame`, `WillShow`, then the "did"s, from the old frame to the new one, and the
    /// keyboard moves by the difference in height (docs/facts.md §10.5). Otherwise, where the profile
    /// says so (iOS 8 to 10), the same four are posted again with equal frames (`repostKeyboardShow`).
    mutating func keyboardFocusMoved<C: ViewController>(to field: ViewID, controller: inout C) {
        guard self[field].inputAccessory != keyboardAccessory else {
            if profile.repostsShowOnFocusChange { repostKeyboardShow(controller: &controller) }
            return
        }
        let begin = keyboardScreenFrame(top: keyboardTop.value(at: now))
        placeKeyboardAccessory(self[field].inputAccessory, timing: keyboardTiming)
        moveKeyboard(
            to: keyboardShownTop, from: begin, will: [.willChangeFrame, .willShow], did: [.didChangeFrame, .didShow],
            controller: &controller)
    }

    /// From iOS 8 to 10, moving focus while the keyboard is up posts `WillShow` again (openradar
    /// 34432484, which names only the show and hide notifications) — and with it the frame-change
    /// pair: "whenever a new text field is selected" the system computes the keyboard's frame again
    /// and posts `WillChangeFrame`, `WillShow`, `DidChangeFrame`, `DidShow` (docs/facts.md §4.2).
    /// Begin and end frames are equal and nothing moves; the "did"s come at the end of the turn.
    /// `repostsHideOnFocusChange` puts `WillHide` (and `DidHide`) first, the radar's other reading.
    mutating func repostKeyboardShow<C: ViewController>(controller: inout C) {
        let frame = keyboardScreenFrame(top: keyboardShownTop)
        let hide: [KeyboardNotification.Name] = profile.repostsHideOnFocusChange ? [.willHide] : []
        let didHide: [KeyboardNotification.Name] = profile.repostsHideOnFocusChange ? [.didHide] : []
        for name in hide + [.willChangeFrame, .willShow] {
            post(
                KeyboardNotification(
                    name: name, frameBegin: frame, frameEnd: frame, duration: keyboard.duration, curve: keyboard.curve),
                controller: &controller)
        }
        for name in didHide + [.didChangeFrame, .didShow] {
            let did = KeyboardNotification(
                name: name, frameBegin: frame, frameEnd: frame, duration: keyboard.duration, curve: keyboard.curve)
            enqueue(.post(did), at: now)
        }
    }

    /// Delivers a notification to the controller; "will" handlers run inside the keyboard's
    /// animation when the profile says so.
    mutating func post<C: ViewController>(_ notification: KeyboardNotification, controller: inout C) {
        let name = notification.name.rawValue
        if notification.name.isWill {
            insideKeyboardAnimation { app in
                app.call(name, notification.details, controller: &controller) { $1.deliver(notification, to: &$0) }
            }
        } else {
            call(name, notification.details, controller: &controller) { $1.deliver(notification, to: &$0) }
        }
    }

    /// Calls the controller's handler for `notification`.
    mutating func deliver<C: ViewController>(_ notification: KeyboardNotification, to controller: inout C) {
        switch notification.name {
        case .willShow: controller.keyboardWillShow(notification, in: &self)
        case .didShow: controller.keyboardDidShow(notification, in: &self)
        case .willHide: controller.keyboardWillHide(notification, in: &self)
        case .didHide: controller.keyboardDidHide(notification, in: &self)
        case .willChangeFrame: controller.keyboardWillChangeFrame(notification, in: &self)
        case .didChangeFrame: controller.keyboardDidChangeFrame(notification, in: &self)
        }
    }
}
