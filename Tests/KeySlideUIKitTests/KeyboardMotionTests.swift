import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit
import Testing

/// The keyboard after it shows: silent height changes, hardware keyboards, iPad modes, drags.
@Suite struct KeyboardMotionUIKitTests {
    /// An iPad app (768 × 1024, keyboard 264) with one field, the keyboard up.
    func padWithKeyboardUp(_ probe: inout Probe) -> App {
        var app = App(
            device: .iPad, orientation: .portrait, profile: .iOS17,
            keyboard: App.KeyboardSpec(height: 264, duration: 0.25, curve: .keyboard),
            rootFrame: Rect(x: 0, y: 0, width: 768, height: 1024))
        app.addView(.textField, name: "a", frame: Rect(x: 20, y: 900, width: 300, height: 34))
        app.tap(app.view(named: "a")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        probe.calls.removeAll()
        probe.notifications.removeAll()
        return app
    }

    @Test func aSilentHeightChangePostsNothingButMovesTheKeyboard() {
        var app = phoneApp(profile: .iOS11)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        probe.calls.removeAll()
        app.changeKeyboardHeightSilently(to: 253, controller: &probe)
        app.run(until: 2, controller: &probe)
        #expect(probe.calls.isEmpty)
        #expect(app.keyboardFrame(at: 2) == Rect(x: 0, y: 480 - 253, width: 320, height: 253))
    }

    @Test func attachingAHardwareKeyboardLeavesTheBarAndReportsTheWholeKeyboard() throws {
        var probe = Probe()
        var app = padWithKeyboardUp(&probe)
        app.attachHardwareKeyboard(true, controller: &probe)
        app.run(until: 2, controller: &probe)
        #expect(probe.calls == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        let will = try #require(probe.notifications.first)
        #expect(will.frameEnd == Rect(x: 0, y: 1024 - 55, width: 768, height: 264))
        #expect(1024 - app.keyboardFrame(at: 2).minY == Device.iPad.hardwareKeyboardBarHeight)
        // Attaching twice changes nothing.
        app.attachHardwareKeyboard(true, controller: &probe)
        #expect(probe.notifications.count == 2)
    }

    @Test func floatingShrinksTheFrameAndDockingRestoresIt() throws {
        var probe = Probe()
        var app = padWithKeyboardUp(&probe)
        app.setKeyboardMode(.floating, controller: &probe)
        app.run(until: 2, controller: &probe)
        #expect(probe.calls.prefix(2) == ["willChangeFrame", "willHide"])
        let floating = Rect(x: 224, y: 1024 - 120 - 216, width: 320, height: 216)
        #expect(probe.notifications.first?.frameEnd == floating)
        #expect(app.keyboardFrame(at: 2) == floating)
        app.setKeyboardMode(.docked, controller: &probe)
        app.run(until: 3, controller: &probe)
        #expect(probe.calls.suffix(4) == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(app.keyboardFrame(at: 3) == Rect(x: 0, y: 1024 - 264, width: 768, height: 264))
    }

    /// The property test's case: a keyboard 949 pt tall while floating would rest 120 pt above
    /// the bottom with its top above the screen; it rests against the screen's top instead.
    @Test func aFloatingKeyboardTallerThanTheRoomAboveItsDropPointStaysOnScreen() {
        var probe = Probe()
        var app = padWithKeyboardUp(&probe)
        app.setKeyboardMode(.floating, controller: &probe)
        app.changeKeyboardHeight(to: 949, controller: &probe)
        app.run(until: 3, controller: &probe)
        #expect(app.keyboardFrame(at: 3) == Rect(x: 224, y: 0, width: 320, height: 949))
        app.changeKeyboardHeightSilently(to: 300, controller: &probe)
        app.run(until: 4, controller: &probe)
        #expect(app.keyboardFrame(at: 4) == Rect(x: 224, y: 1024 - 120 - 300, width: 320, height: 300))
    }

    @Test func aDragPostsNothingUntilReleaseAndTellsOnlyTheLayoutGuide() {
        var app = phoneApp(profile: .iOS11, rootKind: .scroll)
        var probe = Probe()
        app.tap(app.view(named: "b")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        probe.calls.removeAll()
        app.dragKeyboard(to: 0.5, duration: 0.4, dismisses: true, controller: &probe)
        app.run(until: 1.39, controller: &probe)
        #expect(probe.calls.isEmpty)
        #expect(app.events.contains { $0.name == "keyboardLayoutGuideWillTrack" })
        // Linear: halfway through the drag the keyboard is a quarter of its height down.
        #expect(abs(app.keyboardFrame(at: 1.2).minY - (264 + 54)) < 1e-9)
        app.run(until: 2, controller: &probe)
        #expect(probe.calls.contains("willHide") && app.firstResponder == nil)
    }

    @Test func aDragWithoutAKeyboardDoesNothing() {
        var app = phoneApp(profile: .iOS11, rootKind: .scroll)
        var probe = Probe()
        app.dragKeyboard(to: 0.5, duration: 0.4, dismisses: false, controller: &probe)
        app.run(until: 1, controller: &probe)
        #expect(probe.calls.isEmpty && app.keyboardFrame(at: 1).minY == 480)
    }
}
