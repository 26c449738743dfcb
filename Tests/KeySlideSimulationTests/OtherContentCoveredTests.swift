import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// Other content covered (issue 10): a non-focused element that ends up under the keyboard, under
/// a bar, under another element or off the screen at rest — only where it was not so at the start.
@Suite struct OtherContentCoveredTests {
    typealias B = SceneBuilder

    func label(_ id: String, _ y: Double, height: Double = 30) -> Scene.Element {
        Scene.Element(kind: .label, id: id, frame: Rect(x: 20, y: y, width: 300, height: height), text: id)
    }

    @Test func aHeadingShiftedUnderTheNavigationBar() {
        // iPhone 8 with a navigation bar: the root starts at 64; a field at 560 (window 624–660)
        // overlaps the keyboard (top 409) by 251, so shift-by-overlap moves the root up 251 and the
        // heading at 230 (window 294–324) ends at 43–73, 21 pt under the navigation bar (20–64).
        let scene = B.scene(
            device: .iPhone8, profile: .iOS17, navigationBar: true,
            elements: [label("heading", 230), B.textField("field", 20, 560, 300, 36)],
            timeline: [B.tap("field", at: 0.5)])
        let covered = Simulation.run(scene, strategyID: "shift-by-overlap")!.verdicts.otherContentCovered
        #expect(covered.map(\.element) == ["heading"])
        #expect(covered.first?.by == "the navigation bar")
        #expect(covered.first?.points == 21)
        #expect(Simulation.run(scene, strategyID: "none")!.verdicts.otherContentCovered.isEmpty)
    }

    @Test func aLabelPushedOffTheTopOfTheScreen() {
        // As above, but the label sits at 50 (window 70–100): the 251 pt shift puts it at −181 … −151,
        // wholly above the screen — under no bar, off the screen.
        let scene = B.scene(
            device: .iPhone8, profile: .iOS17, navigationBar: true,
            elements: [label("message", 50), B.textField("field", 20, 560, 300, 36)],
            timeline: [B.tap("field", at: 0.5)])
        let verdicts = Simulation.run(scene, strategyID: "shift-by-overlap")!.verdicts
        #expect(verdicts.otherContentCovered.map(\.element) == ["message"])
        #expect(verdicts.otherContentCovered.first?.by == "the top of the screen")
        #expect(verdicts.otherContentCovered.first?.points == 30)
        #expect(verdicts.phrases(.full).other?.text.contains("message 30 pt off the top of the screen") == true)
    }

    @Test func aLabelUnderAComposerTheLayoutGuideSlidesUp() {
        // The root (20–667) shrinks by the keyboard's 258; the pinned composer (later in layout
        // order, so drawn on top) moves from 600 to 342 (window 362–406) and lands on the label at
        // 350 (window 370–400), above the keyboard's top at 409.
        var composer = B.textField("composer", 0, 600, 375, 44)
        composer.pinnedToBottom = true
        let scene = B.scene(
            device: .iPhone8, profile: .iOS17, elements: [label("note", 350), composer],
            timeline: [B.tap("composer", at: 0.5)])
        let covered = Simulation.run(scene, strategyID: "keyboard-layout-guide")!.verdicts.otherContentCovered
        #expect(covered.count == 1)
        #expect(covered.first?.element == "note")
        #expect(covered.first?.by == "composer")
        #expect(covered.first?.points == 30)
    }

    @Test func anOverlapTheScreenStartsWithIsNotBlamed() {
        // The badge sits on the heading from the start and both move together, staying on screen
        // (window 320 − 251 = 69).
        let scene = B.scene(
            device: .iPhone8, profile: .iOS17,
            elements: [label("heading", 300), label("badge", 310, height: 10), B.textField("field", 20, 560, 300, 36)],
            timeline: [B.tap("field", at: 0.5)])
        #expect(Simulation.run(scene, strategyID: "shift-by-overlap")!.verdicts.otherContentCovered.isEmpty)
    }
}
