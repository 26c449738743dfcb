import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// A strategy that needs a scroll view says, on a scene without one, that it could not act.
@Suite struct StrategyRequirementTests {
    typealias B = SceneBuilder

    func scene(_ kind: Scene.View.Kind) -> Scene {
        B.scene(
            device: .iPhone8, profile: .iOS17, kind: kind, elements: [B.textField("field", 20, 500, 300, 36)],
            timeline: [B.tap("field", at: 0.5)])
    }

    @Test func theScrollViewStrategiesDeclareTheirNeed() {
        var needing: Set<String> = []
        for strategy in StrategyCatalog.all where strategy.requirements.contains(.scrollView) {
            needing.insert(strategy.id)
        }
        let expected: Set<String> = [
            "apple-recipe", "content-inset", "scroll-content-offset", "scroll-rect-to-visible", "table-view-controller",
            "tp-keyboard-avoiding",
        ]
        #expect(needing == expected)
        // A strategy that says nothing needs nothing (the protocol's default).
        #expect(NoAvoidance.requirements.isEmpty)
    }

    @Test func explainSaysContentInsetCannotActWithoutAScrollView() throws {
        let report = ExplainReport(scene: scene(.plain), strategies: [ContentInset.self, NoAvoidance.self])
        #expect(report.explanations[0].verdicts.unmetRequirements == [.scrollView])
        #expect(report.explanations[0].text.contains("\n  cannot act: needs a scroll view; the scene has none\n"))
        #expect(!report.explanations[1].text.contains("cannot act"))
        let json = report.json.serialized(.compact, decimals: 4)
        let member = #""unmetRequirements":["scrollView"]"#
        #expect(json.contains(member))
    }

    @Test func withAScrollViewItActs() {
        let recording = Simulation.run(scene(.scroll), strategy: ContentInset())
        #expect(recording.unmetRequirements.isEmpty)
        #expect(!Explanation(recording).text.contains("cannot act"))
    }
}
