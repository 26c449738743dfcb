import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// An input accessory bar is part of the keyboard's frames (docs/facts.md §10.5).
@Suite struct InputAccessoryTests {
    typealias B = SceneBuilder

    func run(accessory: Double?) -> Recording {
        var scene = B.scene(
            device: .iPhone8, profile: .iOS17, elements: [B.textField("field", 20, 100, 300, 36)],
            timeline: [B.tap("field", at: 0.5), B.dismiss(at: 2)])
        scene.inputAccessory = accessory.map { Scene.InputAccessory(height: $0, items: ["Prev", "Next", "Done"]) }
        return Simulation.run(scene, strategyID: "none")!
    }

    func frames(_ recording: Recording) -> [(name: String, begin: Rect, end: Rect)] {
        recording.app.events.compactMap { event in
            guard case .rect(let begin)? = event["frameBegin"], case .rect(let end)? = event["frameEnd"] else {
                return nil
            }
            return (event.name, begin, end)
        }
    }

    @Test func a44PointBarRaisesTheKeyboardsTopBy44InEveryNotificationAndInTheTrace() {
        let bare = run(accessory: nil)
        let with = run(accessory: 44)
        let bareFrames = frames(bare)
        let withFrames = frames(with)
        #expect(bareFrames.count == 8)
        #expect(bareFrames.map(\.name) == withFrames.map(\.name))
        for (plain, accessory) in zip(bareFrames, withFrames) {
            for (a, b) in [(plain.begin, accessory.begin), (plain.end, accessory.end)] {
                #expect(b.height == a.height + 44, "\(plain.name)")
                // On screen the top is 44 pt higher; below the screen both start at its bottom.
                #expect(b.minY == (a.minY < 667 ? a.minY - 44 : a.minY), "\(plain.name)")
            }
        }
        // The trace's keyboard (the recording's frames) likewise, once it has settled.
        #expect(with.keyboardFrame(at: 1.5).minY == 667 - 258 - 44)
        #expect(with.keyboardFrame(at: 1.5).minY == bare.keyboardFrame(at: 1.5).minY - 44)
    }
}
