import KeySlideCanvas
import KeySlideGeometry
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// The navigation bar's title and back button move with their screens in a push and a pop
/// (docs/facts.md §19.5).
@Suite struct NavigationItemsLookTests {
    typealias B = SceneBuilder

    /// An iPhone 15 (iOS 17) scene titled "Sign in" that pushes "Terms" at 0.5 s and pops at 1.5 s.
    static func recording() throws -> Recording {
        var scene = B.scene(
            name: "Sign in", device: .iPhone15, profile: .iOS17, navigationBar: true,
            elements: [B.textField("field", 20, 300, 353, 36)],
            timeline: [
                Scene.Action(time: 0.5, kind: .motion(.navigate(.push(title: "Terms")))),
                Scene.Action(time: 1.5, kind: .motion(.navigate(.pop))),
            ])
        scene.duration = 2.2
        return try #require(Simulation.run(scene, strategyID: "none"))
    }

    /// The texts drawn in the navigation bar at `time`, with their opacity.
    static func barTexts(_ recording: Recording, at time: Double) -> [(text: Text, opacity: Double)] {
        let scene = recording.scene
        let options = LookOptions(caption: false, timelineStrip: false, verdicts: false)
        let list = SceneLook.drawing(of: recording, options: options).displayList(at: time)
        let top = scene.device.statusBar(scene.orientation)
        let bar = Rect(x: 0, y: top, width: scene.screen.width, height: scene.device.navigationBarHeight[.portrait])
        return list.items.compactMap { item in
            guard let text = item.text, bar.contains(text.origin) else { return nil }
            return (text, item.fade?.opacity ?? 1)
        }
    }

    @Test func atRest_theTopScreensTitleIsCentredBesideTheBackButton() throws {
        let recording = try Self.recording()
        let midX = recording.scene.screen.width / 2
        let visible = { (time: Double) in Self.barTexts(recording, at: time).filter { $0.opacity > 0.99 } }
        let before = visible(0.4)
        #expect(before.contains { $0.text.string == "Sign in" && abs($0.text.origin.x - midX) < 0.5 })
        #expect(before.contains { $0.text.string == Scene.screenBeforeTitle && $0.text.anchor == .start })
        let pushed = visible(1.2)
        #expect(pushed.contains { $0.text.string == "Terms" && abs($0.text.origin.x - midX) < 0.5 })
        let back = try #require(pushed.first { $0.text.string == "Sign in" })
        #expect(back.text.anchor == .start && back.text.origin.x < 40 && back.text.weight == .regular)
        #expect(!pushed.contains { $0.text.string == Scene.screenBeforeTitle })
        let popped = visible(2.2)
        #expect(popped.contains { $0.text.string == "Sign in" && abs($0.text.origin.x - midX) < 0.5 })
        #expect(!popped.contains { $0.text.string == "Terms" })
    }

    @Test func midPush_theNewTitleComesFromTheRightFadingIn_theOldOneLeavesLeftFadingOut() throws {
        let recording = try Self.recording()
        let midX = recording.scene.screen.width / 2
        let texts = Self.barTexts(recording, at: 0.5 + 0.35 / 2)
        let incoming = try #require(texts.first { $0.text.string == "Terms" })
        #expect(incoming.text.origin.x > midX + 5 && incoming.text.origin.x < midX * 2)
        #expect(incoming.opacity > 0.05 && incoming.opacity < 0.95)
        let leaving = try #require(texts.first { $0.text.string == "Sign in" && $0.text.weight == .bold })
        #expect(leaving.text.origin.x < midX - 5)
        #expect(leaving.opacity > 0.05 && leaving.opacity < 0.95)
    }
}
