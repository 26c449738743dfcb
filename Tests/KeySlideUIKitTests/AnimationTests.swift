import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit
import Testing

@Suite struct AnimationTests {
    func moveRoot(_ app: inout App, to y: Double) {
        var frame = app.frame(of: app.rootView)
        frame.origin.y = y
        app.setFrame(frame, of: app.rootView)
    }

    var probe: Probe { Probe() }

    @Test func readingAFrameMidAnimationGivesTheModelValue() {
        var app = phoneApp()
        app.animate(withDuration: 1) { moveRoot(&$0, to: -100) }
        var probe = self.probe
        app.run(until: 0.5, controller: &probe)
        #expect(app.frame(of: app.rootView).minY == -100)
        #expect(
            app.presentationFrame(of: app.rootView).minY == 20 + (-120) * UnitBezier.easeInEaseOut.progress(at: 0.5))
    }

    @Test func withoutBeginFromCurrentStateANewAnimationJumpsBeforeIOS8() {
        var app = phoneApp(profile: .iOS7)
        var probe = self.probe
        app.animate(withDuration: 1) { moveRoot(&$0, to: -100) }
        app.run(until: 0.5, controller: &probe)
        let shown = app.presentationFrame(of: app.rootView).minY
        app.animate(withDuration: 1) { moveRoot(&$0, to: 0) }
        // The new animation starts from the old model value, −100: a visible jump.
        #expect(shown != -100)
        #expect(app.presentationFrame(of: app.rootView).minY == -100)
        #expect(app[app.rootView].frame.y.jumps().count == 1)
    }

    @Test func beginFromCurrentStateStartsFromWhatIsOnScreen() {
        var app = phoneApp(profile: .iOS7)
        var probe = self.probe
        app.animate(withDuration: 1) { moveRoot(&$0, to: -100) }
        app.run(until: 0.5, controller: &probe)
        let shown = app.presentationFrame(of: app.rootView).minY
        app.animate(withDuration: 1, options: .beginFromCurrentState) { moveRoot(&$0, to: 0) }
        #expect(app.presentationFrame(of: app.rootView).minY == shown)
        #expect(app[app.rootView].frame.y.jumps().isEmpty)
    }

    @Test func fromIOS8AnimationsAddUp() {
        var app = phoneApp(profile: .iOS8)
        var probe = self.probe
        app.animate(withDuration: 1, options: AnimationOptions(curve: .linear)) { moveRoot(&$0, to: -80) }
        app.run(until: 0.5, controller: &probe)
        app.animate(withDuration: 1, options: AnimationOptions(curve: .linear)) { moveRoot(&$0, to: 20) }
        // No jump: at 0.5 s the first animation is halfway (−30); the second adds −100 that decays.
        #expect(app[app.rootView].frame.y.jumps().isEmpty)
        let track = app[app.rootView].frame.y
        // At 1.0 s: model 20 + first gap (20 − (−80)) × (1 − 1) + second gap (−80 − 20) × (1 − 0.5) = −30.
        #expect(abs(track.value(at: 1.0) - (-30)) < 1e-9)
        #expect(track.value(at: 1.5) == 20)
    }

    /// iOS 8 on, an animation asked to begin from the current state is additive too, from the model
    /// value (docs/facts.md §9.1); the profile setting gives the replacing reading instead.
    @Test func fromIOS8BeginFromCurrentStateAddsUpToo() {
        func rootY(at time: Double, additiveFromCurrentState: Bool) -> (Double, jumps: Int) {
            var profile = PlatformProfile.iOS8
            profile.additiveFromCurrentState = additiveFromCurrentState
            var app = phoneApp(profile: profile)
            var probe = self.probe
            let linear = AnimationOptions(curve: .linear)
            app.animate(withDuration: 1, options: linear) { moveRoot(&$0, to: -100) }
            app.run(until: 0.5, controller: &probe)
            app.animate(withDuration: 1, options: [linear, .beginFromCurrentState]) { moveRoot(&$0, to: 20) }
            let track = app[app.rootView].frame.y
            return (track.value(at: time), track.jumps().count)
        }
        // Additive: at 1.0 s the first animation has ended (its 120 pt gap gone) and the second is
        // halfway through its −120: 20 − 60 = −40, the same as on screen at 0.5 s.
        #expect(abs(rootY(at: 1.0, additiveFromCurrentState: true).0 - (-40)) < 1e-9)
        #expect(abs(rootY(at: 0.5, additiveFromCurrentState: true).0 - (-40)) < 1e-9)
        // Replacing from the screen's −40: halfway to 20 at 1.0 s.
        #expect(abs(rootY(at: 1.0, additiveFromCurrentState: false).0 - (-10)) < 1e-9)
        // Neither jumps.
        #expect(rootY(at: 1, additiveFromCurrentState: true).jumps == 0)
        #expect(rootY(at: 1, additiveFromCurrentState: false).jumps == 0)
        #expect(PlatformProfile.iOS8.additiveFromCurrentState && PlatformProfile.iOS17.additiveFromCurrentState)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
        var app = phoneApp()
        app.animate(withDuration: 2, options: AnimationOptions(curve: .linear)) { app in
            app.animate(withDuration: 0.1, options: AnimationOptions(curve: .easeIn)) { moveRoot(&$0, to: -10) }
        }
        app.animate(withDuration: 2, options: AnimationOptions(curve: .linear)) { app in
            let options: AnimationOptions = [
                .overrideInheritedDuration, .overrideInheritedCurve, AnimationOptions(curve: .easeIn),
            ]
            app.animate(withDuration: 0.1, options: options) { moveRoot(&$0, to: -20) }
        }
        let animations = app.events.filter { $0.name == "animation" }
        #expect(animations.map { $0["duration"] } == [.number(2), .number(0.1)])
        #expect(
            animations.map { $0["curve"] } == [.text("cubic-bezier(0, 0, 1, 1)"), .text("cubic-bezier(0.42, 0, 1, 1)")])
    }

    @Test func legacyAPIDefaultsAndRawCurve7() {
        var app = phoneApp(profile: .iOS7)
        app.beginAnimations()
        moveRoot(&app, to: -10)
        app.commitAnimations()
        app.beginAnimations()
        app.setAnimationCurve(AnimationCurve(rawValue: 7))
        app.setAnimationDuration(0.25)
        moveRoot(&app, to: -20)
        app.commitAnimations()
        let animations = app.events.filter { $0.name == "animation" }
        // +beginAnimations defaults: 0.2 s ease-in-out.
        #expect(animations[0]["duration"] == .number(0.2))
        #expect(animations[0]["curve"] == .text("cubic-bezier(0.42, 0, 0.58, 1)"))
        // The legacy setter passes 7 straight through: the keyboard's spring, 0.5 s.
        #expect(animations[1]["curve"] == .text("spring(3, 1000, 500)"))
        #expect(animations[1]["duration"] == .number(0.5))
    }

    @Test func outsideAnyContextAChangeIsImmediate() {
        var app = phoneApp()
        moveRoot(&app, to: -50)
        #expect(app.presentationFrame(of: app.rootView).minY == -50)
        #expect(app.events.last?.name == "set")
    }
}
