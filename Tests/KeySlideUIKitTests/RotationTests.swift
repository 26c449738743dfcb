import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit
import Testing

/// The device turns (docs/facts.md §11.6): notifications in the order and frames the sources
/// record, the interface laid out again in UIKit's rotation animation.
@Suite struct RotationTests {
    /// The iPhone 4's landscape layout: the screen 480 × 320, the root below the 20 pt status bar.
    static let landscape = InterfaceLayout(
        orientation: .landscape, rootFrame: Rect(x: 0, y: 20, width: 480, height: 300), topLayoutGuide: 20,
        safeAreaInsets: .zero, bottomBarsHeight: 0, keyboardHeight: Device.iPhone4.keyboardHeight.landscape)

    /// An iPhone 4 in portrait with field `b` focused and the keyboard at rest, calls cleared.
    func focused(_ profile: PlatformProfile, _ probe: inout Probe) -> App {
        var app = phoneApp(profile: profile)
        app.tap(app.view(named: "b")!, controller: &probe)
        app.run(until: 1, controller: &probe)
        probe.calls.removeAll()
        probe.notifications.removeAll()
        return app
    }

    @Test func aTurnPostsTheHideAtOnceTheShowInsideItAndTheDidsWhenItEnds() {
        var probe = Probe()
        var app = focused(.iOS8, &probe)
        app.rotate(to: Self.landscape, controller: &probe)
        #expect(
            probe.calls == ["willChangeFrame", "willHide", "didChangeFrame", "didHide", "willChangeFrame", "willShow"])
        app.run(until: 1 + PlatformProfile.iOS8.rotationDuration - 0.001, controller: &probe)
        #expect(probe.calls.count == 6)
        app.run(until: 2, controller: &probe)
        #expect(probe.calls.suffix(2) == ["didChangeFrame", "didShow"])
    }

    @Test func fromIOS8TheShowCarriesTheNewOrientationsFrame() throws {
        var probe = Probe()
        var app = focused(.iOS8, &probe)
        app.rotate(to: Self.landscape, controller: &probe)
        let hide = try #require(probe.notifications.first)
        // The hide is in the old orientation: from the portrait resting frame to below the screen.
        #expect(hide.frameBegin == Rect(x: 0, y: 480 - 216, width: 320, height: 216))
        #expect(hide.frameEnd == Rect(x: 0, y: 480, width: 320, height: 216))
        let show = try #require(probe.notifications.last)
        #expect(show.frameBegin == Rect(x: 0, y: 320, width: 480, height: 162))
        #expect(show.frameEnd == Rect(x: 0, y: 320 - 162, width: 480, height: 162))
    }

    @Test func beforeIOS8TheShowArrivesInPortraitFixedScreenCoordinates() throws {
        var probe = Probe()
        var app = focused(.iOS7, &probe)
        app.rotate(to: Self.landscape, controller: &probe)
        let show = try #require(probe.notifications.last)
        // Landscape with the home button on the right: the keyboard runs up the window's left edge,
        // 162 wide and 480 tall, and comes in from x = −162.
        #expect(show.frameEnd == Rect(x: 0, y: 0, width: 162, height: 480))
        #expect(show.frameBegin == Rect(x: -162, y: 0, width: 162, height: 480))
    }

    @Test func theDidsOfATurnCarryNoAnimationKeys() {
        var probe = Probe()
        var app = focused(.iOS8, &probe)
        app.rotate(to: Self.landscape, controller: &probe)
        app.run(until: 2, controller: &probe)
        let names = probe.calls.filter { $0 != "willChangeFrame" && $0 != "didChangeFrame" }
        #expect(names == ["willHide", "didHide", "willShow", "didShow"])
        for (name, note) in zip(names, probe.notifications) {
            #expect((note.duration == nil) == name.hasPrefix("did"), "\(name)")
            #expect((note.curve == nil) == name.hasPrefix("did"), "\(name)")
        }
    }

    /// A handler that animates field `a` down by 50 pt over 0.25 s on `WillShow`.
    func rotateWithAnimatingHandler(_ profile: PlatformProfile) -> App {
        var probe = Probe()
        var app = focused(profile, &probe)
        probe.onWillShow = { app in
            let field = app.view(named: "a")!
            var frame = app.frame(of: field)
            frame.origin.y += 50
            app.animate(withDuration: 0.25) { app in app.setFrame(frame, of: field) }
        }
        app.rotate(to: Self.landscape, controller: &probe)
        return app
    }

    @Test func fromIOS8WhatAShowHandlerAnimatesJumps() {
        let app = rotateWithAnimatingHandler(.iOS8)
        let field = app.view(named: "a")!
        // Right after the turn began the field is already 50 pt lower: no animation ran.
        #expect(app[field].frame.y.value(at: 1) == 90)
        #expect(app[field].frame.y.jumps(tolerance: 0.5).map(\.time) == [1])
    }

    @Test func beforeIOS8AShowHandlerTurnsWithTheInterface() {
        let app = rotateWithAnimatingHandler(.iOS7)
        let track = app[app.view(named: "a")!].frame.y
        let duration = PlatformProfile.iOS7.rotationDuration
        // Nested in the turn's animation, the handler's block takes its duration and curve.
        #expect(track.value(at: 1.0) == 40)
        #expect(track.value(at: 1 + duration / 2) > 40 && track.value(at: 1 + duration / 2) < 90)
        #expect(abs(track.value(at: 1 + duration) - 90) < 1e-9)
        #expect(track.jumps(tolerance: 0.5).isEmpty)
    }

    @Test func iOS83PostedTheHideAndTheShowTwice() {
        var profile = PlatformProfile.iOS8
        profile.rotationPostsTwice = true
        var probe = Probe()
        var app = focused(profile, &probe)
        app.rotate(to: Self.landscape, controller: &probe)
        app.run(until: 2, controller: &probe)
        #expect(probe.calls.filter { $0 == "willHide" }.count == 2)
        #expect(probe.calls.filter { $0 == "willShow" }.count == 2)
        #expect(probe.calls.filter { $0 == "didShow" }.count == 1)
    }

    @Test func theInterfaceAndTheKeyboardTurnInOneAnimation() {
        var probe = Probe()
        var app = focused(.iOS17, &probe)
        app.rotate(to: Self.landscape, controller: &probe)
        let end = 1 + PlatformProfile.iOS17.rotationDuration
        app.run(until: 2, controller: &probe)
        #expect(app.presentationRectInWindow(of: app.rootView, at: end) == Self.landscape.rootFrame)
        // Fields keep their margins: 20 pt either side of a root 480 pt wide.
        #expect(app.presentationRectInWindow(of: app.view(named: "a")!, at: end).width == 440)
        #expect(app.keyboardFrame(at: end) == Rect(x: 0, y: 320 - 162, width: 480, height: 162))
        #expect(app.keyboardTop.jumps(tolerance: 0.5).isEmpty)
        #expect(app.orientation(at: 0.999) == .portrait && app.orientation(at: 1) == .landscape)
        #expect(app.orientationChanges == [OrientationChange(time: 1, orientation: .landscape)])
    }

    @Test func withTheKeyboardDownATurnPostsNothing() {
        var app = phoneApp(profile: .iOS17)
        var probe = Probe()
        app.run(until: 1, controller: &probe)
        app.rotate(to: Self.landscape, controller: &probe)
        app.run(until: 2, controller: &probe)
        #expect(probe.calls.isEmpty)
        #expect(app.keyboardFrame(at: 1).minY == 320)
        #expect(app.screenSize == Size(width: 480, height: 320))
    }

    @Test func turningToTheSameOrientationDoesNothing() {
        var probe = Probe()
        var app = focused(.iOS17, &probe)
        var portrait = Self.landscape
        portrait.orientation = .portrait
        app.rotate(to: portrait, controller: &probe)
        #expect(probe.calls.isEmpty && app.orientationChanges.isEmpty)
    }

    @Test func anAppHeldAtAnInstantShowsThatInstantForGood() {
        var probe = Probe()
        var app = focused(.iOS17, &probe)
        app.rotate(to: Self.landscape, controller: &probe)
        app.run(until: 2, controller: &probe)
        let held = app.holding(after: 1)
        #expect(held.keyboardFrame(at: 1.5) == app.keyboardFrame(at: 0.999))
        #expect(
            held.presentationRectInWindow(of: app.rootView, at: 1.9)
                == app.presentationRectInWindow(of: app.rootView, at: 0.5))
        #expect(held.orientationChanges.isEmpty)
    }
}
