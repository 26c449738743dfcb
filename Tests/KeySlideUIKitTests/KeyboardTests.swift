import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit
import Testing

@Suite struct KeyboardTests {
    @Test func showPostsWillAndDidNotificationsWithAnimationKeys() throws {
        var app = phoneApp(profile: .iOS7)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        let will = try #require(probe.notifications.first { $0.name == .willShow })
        let did = try #require(probe.notifications.first { $0.name == .didShow })
        // Screen coordinates: from below the screen to 480 − 216 = 264.
        #expect(will.frameBegin == Rect(x: 0, y: 480, width: 320, height: 216))
        #expect(will.frameEnd == Rect(x: 0, y: 264, width: 320, height: 216))
        #expect(will.duration == 0.25 && will.curve == .keyboard)
        // Logged userInfos of DidShow carry them too (docs/facts.md §4.1).
        #expect(did.duration == 0.25 && did.curve == .keyboard)
        #expect(did.frameEnd == will.frameEnd)
    }

    @Test func landscapeFramesArePortraitShapedBeforeIOS8() throws {
        for (profile, size) in [
            (PlatformProfile.iOS7, Size(width: 162, height: 480)), (.iOS8, Size(width: 480, height: 162)),
        ] {
            var app = phoneApp(profile: profile, orientation: .landscape)
            var probe = Probe()
            app.tap(app.view(named: "a")!, controller: &probe)
            let will = try #require(probe.notifications.first)
            #expect(will.frameBegin.size == size, "\(profile.name)")
            #expect(will.frameEnd.size == size, "\(profile.name)")
        }
    }

    @Test func curve7RunsTheSpringAndDidShowWaitsForIt() throws {
        var app = phoneApp(profile: .iOS7)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        // Critically damped ω₀ = √(1000/3): 0.545 of the way after 0.1 s (docs/facts.md §2.2).
        let progress = (480 - app.keyboardTop.value(at: 0.1)) / 216
        #expect(abs(progress - 0.545) < 0.001)
        app.run(until: 0.49, controller: &probe)
        #expect(!probe.calls.contains("didShow"))
        app.run(until: 0.5, controller: &probe)
        #expect(probe.calls.suffix(2) == ["didChangeFrame", "didShow"])
        #expect(app.keyboardTop.value(at: 0.5) == 264)
    }

    @Test func iOS6KeyboardIsEaseInOutOverItsDuration() {
        var app = phoneApp(profile: .iOS6)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        let expected = 480 - 216 * UnitBezier.easeInEaseOut.progress(at: 0.1 / 0.25)
        #expect(abs(app.keyboardTop.value(at: 0.1) - expected) < 1e-9)
        app.run(until: 0.25, controller: &probe)
        #expect(probe.calls.last == "didShow")
    }

    @Test func willHandlersMoveWithTheKeyboardFromIOS7() {
        for (profile, animated) in [(PlatformProfile.iOS6, false), (.iOS7, true)] {
            var app = phoneApp(profile: profile)
            var probe = Probe()
            probe.onWillShow = { app in
                var frame = app.frame(of: app.rootView)
                frame.origin.y -= 100
                app.setFrame(frame, of: app.rootView)  // no animation block
            }
            app.tap(app.view(named: "a")!, controller: &probe)
            let change = app.events.last { $0["property"] == .text("frame.y") }
            #expect(change?.name == (animated ? "animation" : "set"), "\(profile.name)")
            if animated { #expect(change?["curve"] == .text("spring(3, 1000, 500)")) }
        }
    }

    /// Nothing on iOS 6 and 7 (TPKeyboardAvoiding PR 8, IQKeyboardManager PR 5), the show family
    /// again on iOS 8 to 10, nothing from iOS 11 (openradar 34432484; docs/facts.md §4.2).
    @Test func focusChangeRepostsWillShowAndTheFrameChangeOnlyFromIOS8ToIOS10() {
        for (profile, count) in [(PlatformProfile.iOS6, 1), (.iOS7, 1), (.iOS8, 2), (.iOS11, 1), (.iOS17, 1)] {
            var app = phoneApp(profile: profile)
            var probe = Probe()
            app.tap(app.view(named: "a")!, controller: &probe)
            app.run(until: 1, controller: &probe)
            app.tap(app.view(named: "b")!, controller: &probe)
            app.run(until: 2, controller: &probe)
            #expect(probe.calls.filter { $0 == "willShow" }.count == count, "\(profile.name)")
            #expect(probe.calls.filter { $0 == "didShow" }.count == count, "\(profile.name)")
            // The repost includes the frame-change pair, in the order of a first show.
            #expect(probe.calls.filter { $0 == "willChangeFrame" }.count == count, "\(profile.name)")
            #expect(probe.calls.filter { $0 == "didChangeFrame" }.count == count, "\(profile.name)")
            // A repost carries equal begin and end frames: nothing moves.
            if count == 2 {
                let afterTap = Array(probe.calls.drop { $0 != "didBegin b" })
                #expect(afterTap == ["didBegin b", "willChangeFrame", "willShow", "didChangeFrame", "didShow"])
                #expect(probe.notifications.last { $0.name == .willShow }.map { $0.frameBegin == $0.frameEnd } == true)
            }
        }
    }

    /// The other reading of openradar 34432484: the field resigning posts `WillHide` first.
    @Test func theHideFirstReadingPostsWillHideBeforeTheShowFamily() {
        var profile = PlatformProfile.iOS8
        profile.repostsHideOnFocusChange = true
        var app = phoneApp(profile: profile)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        app.tap(app.view(named: "b")!, controller: &probe)
        app.run(until: 2, controller: &probe)
        let afterTap = Array(probe.calls.drop { $0 != "didBegin b" })
        #expect(
            afterTap == [
                "didBegin b", "willHide", "willChangeFrame", "willShow", "didHide", "didChangeFrame", "didShow",
            ])
        // Nothing moves: the keyboard stays up, 480 − 216.
        #expect(app.keyboardTop.value(at: 2) == 264)
    }

    /// A 2012 iOS 5 log: `WillChangeFrame`, `WillHide`, then the field's end of editing
    /// (docs/facts.md §4.2).
    @Test func endingEditingPostsWillHideBeforeDidEndEditing() {
        var app = phoneApp(profile: .iOS6)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        probe.calls.removeAll()
        app.dismissKeyboard(controller: &probe)
        app.run(until: 2, controller: &probe)
        #expect(probe.calls == ["shouldEnd a", "willChangeFrame", "willHide", "didEnd a", "didChangeFrame", "didHide"])
    }

    @Test func hideReversesTheMotion() {
        var app = phoneApp(profile: .iOS7)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        app.dismissKeyboard(controller: &probe)
        app.run(until: 2, controller: &probe)
        #expect(app.keyboardTop.value(at: 2) == 480)
        #expect(probe.notifications.last?.name == .didHide)
        #expect(
            probe.notifications.first { $0.name == .willHide }?.frameEnd == Rect(x: 0, y: 480, width: 320, height: 216))
    }
}

@Suite struct KeyboardHeightTests {
    @Test func growingKeyboardKeepsItsBottomOnTheScreensBottom() {
        var app = phoneApp(profile: .iOS11)
        var probe = Probe()
        app.tap(app.view(named: "a")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        app.changeKeyboardHeight(to: 253, controller: &probe)
        // Before the change: 216 tall from 264; during and after it the bottom stays at 480.
        #expect(app.keyboardFrame(at: 0.99) == Rect(x: 0, y: 264, width: 320, height: 216))
        for time in [1.0, 1.05, 1.1, 1.3, 2.0] {
            #expect(abs(app.keyboardFrame(at: time).maxY - 480) < 1e-9, "at \(time)")
        }
        #expect(app.keyboardFrame(at: 2) == Rect(x: 0, y: 227, width: 320, height: 253))
        // The notification's begin frame has the old height, the end frame the new one.
        let will = probe.notifications.last { $0.name == .willShow }
        #expect(will?.frameBegin.height == 216)
        #expect(will?.frameEnd.height == 253)
    }
}
