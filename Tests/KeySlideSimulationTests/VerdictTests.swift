import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// The verdicts, each checked on a scene whose answer can be worked out by hand.
@Suite struct VerdictTests {
    typealias B = SceneBuilder

    /// iPhone 4, iOS 6: the root view (0, 20, 320, 460) with a field at window y 370…401 and no
    /// avoidance. The keyboard rises over 0.25 s, ease-in-out, from 0.5 s.
    func uncovered(_ timeline: [Scene.Action], duration: Double) -> Recording {
        Simulation.run(
            B.scene(duration: duration, elements: [B.textField("field", 20, 350, 280, 31)], timeline: timeline),
            strategyID: "none")!
    }

    @Test func secondsCoveredCountsFromTheMomentTheOverlapPassesHalfAPoint() {
        let recording = uncovered([B.tap("field", at: 0.5)], duration: 2)
        // Covered once the top is above 401 − 0.5: progress (480 − 400.5) / 216 of the easing.
        let progress = (480 - 400.5) / 216
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if UnitBezier.easeInEaseOut.progress(at: mid) < progress { lo = mid } else { hi = mid }
        }
        let start = 0.5 + 0.25 * hi
        let verdicts = recording.verdicts
        // Sampled every millisecond: within a millisecond of the exact answer.
        #expect(abs(verdicts.secondsCovered - (2 - start)) <= 0.0015)
        #expect(verdicts.mostPointsCovered == 31)
        #expect(!verdicts.fullyVisibleAtRest)
        #expect(verdicts.restChecks.map(\.hiddenPoints) == [31])
        #expect(verdicts.home == .keyboardStillUp)
    }

    @Test func homeIsMeasuredOnceTheKeyboardHasGone() {
        let recording = uncovered([B.tap("field", at: 0.5), B.dismiss(at: 1.5)], duration: 2.5)
        #expect(recording.verdicts.home == .back)
        #expect(recording.verdicts.distanceFromHome == 0)
    }

    /// A strategy that moves the root view without animating.
    struct Teleport: AvoidanceStrategy {
        static let id = "teleport"
        static let summary = "Moves the root view up 100 pt at once."
        static let source = "a test"
        mutating func keyboardDidShow(_ note: KeyboardNotification, in app: inout App) {
            var frame = app.frame(of: app.rootView)
            frame.origin.y -= 100
            app.setFrame(frame, of: app.rootView)
        }
    }

    /// The keyboard layout guide shortens the root view as it loads, and Auto Layout centres the
    /// card again before the first frame is drawn: a step at 0 s that nobody sees.
    @Test func aLayoutBeforeTheFirstFrameIsNoJump() throws {
        let yaml = """
            device: iphone-17-pro-max
            view:
              elements:
                - type: view
                  id: card
                  constraints: ["centerY == superview.centerY", "left == margins.left", "right == margins.right",
                                "height == 200"]
                  subviews: [{type: textField, id: field, frame: [16, 150, 200, 34]}]
            timeline: [{at: 0.4, tap: field}, {at: 1.5, dismiss: true}]
            """
        let scene = try SceneLoader.parse(yaml, fileName: "first-layout.yaml", knownStrategies: StrategyCatalog.ids)
        let recording = try #require(Simulation.run(scene, strategyID: "keyboard-layout-guide"))
        let firstMoves = recording.app.events.filter { $0.time == 0 && $0["view"] == .text("card") }
        #expect(!firstMoves.isEmpty)
        #expect(recording.verdicts.jumps.isEmpty)
    }

    @Test func anUnanimatedMoveIsAJumpAndLeavesThingsAwayFromHome() throws {
        let scene = B.scene(
            duration: 2.5, elements: [B.textField("field", 20, 350, 280, 31)],
            timeline: [B.tap("field", at: 0.5), B.dismiss(at: 1.5)])
        let verdicts = Simulation.run(scene, strategy: Teleport()).verdicts
        let jump = try #require(verdicts.jumps.first)
        // DidShow at 0.5 + 0.25 s.
        #expect(verdicts.jumps.count == 1)
        #expect([jump.time, jump.from, jump.to] == [0.75, 20, -80])
        #expect([jump.view, jump.property] == ["root", "frame.y"])
        #expect(verdicts.home == .away(100))
        // Up by 100 the field sits at 270…301, wholly below the keyboard's top (264).
        #expect(verdicts.restChecks.first?.hiddenPoints == 31)
        #expect(verdicts.restChecks.first?.time == 0.75)
    }
}
