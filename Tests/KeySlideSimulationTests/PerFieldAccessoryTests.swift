import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// A field's own input accessory bar: the keyboard's frames include it while that field is
/// first responder, and moving focus to a field with another bar posts the frame change
/// (docs/facts.md §10.5).
@Suite struct PerFieldAccessoryTests {
    typealias B = SceneBuilder

    /// `barred` has a 44 pt bar of its own, `plain` none; the user taps `plain`, then `barred`,
    /// then `plain` again, then dismisses.
    func run(profile: PlatformProfile = .iOS17) -> Recording {
        var scene = B.scene(
            device: .iPhone8, profile: profile,
            elements: [B.textField("plain", 20, 100, 300, 36), B.textField("barred", 20, 160, 300, 36)],
            timeline: [B.tap("plain", at: 0.5), B.tap("barred", at: 1.5), B.tap("plain", at: 2.5), B.dismiss(at: 3.5)])
        scene.view.elements[1].inputAccessory = Scene.InputAccessory(height: 44, items: ["Prev", "Next", "Done"])
        return Simulation.run(scene, strategyID: "none")!
    }

    func notifications(_ recording: Recording) -> [(name: String, time: Double, begin: Rect, end: Rect)] {
        recording.app.events.compactMap { event in
            guard case .rect(let begin)? = event["frameBegin"], case .rect(let end)? = event["frameEnd"] else {
                return nil
            }
            return (event.name, event.time, begin, end)
        }
    }

    @Test func theBarRaisesTheKeyboardsTopBy44OnlyWhileItsFieldIsFirstResponder() {
        let recording = run()
        let keys = 258.0
        let screen = 667.0
        let frames = notifications(recording)
        // Show (4), plain → barred (4), barred → plain (4), hide (4).
        #expect(frames.map(\.name).count == 16)
        let toBarred = frames.filter { $0.time >= 1.5 && $0.time < 2.5 }
        let toPlain = frames.filter { $0.time >= 2.5 && $0.time < 3.5 }
        #expect(
            toBarred.map(\.name) == [
                "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame",
                "keyboardDidShow",
            ])
        for frame in toBarred {
            #expect(frame.begin == Rect(x: 0, y: screen - keys, width: 375, height: keys), "\(frame.name)")
            #expect(frame.end == Rect(x: 0, y: screen - keys - 44, width: 375, height: keys + 44), "\(frame.name)")
        }
        for frame in toPlain {
            #expect(frame.begin.minY == screen - keys - 44, "\(frame.name)")
            #expect(frame.end.minY == screen - keys, "\(frame.name)")
        }
        for frame in frames where frame.time < 1.5 { #expect(frame.end.height == keys, "\(frame.name)") }
        // The keyboard on screen follows: 44 pt higher while `barred` edits, back after.
        #expect(recording.keyboardFrame(at: 1.4).minY == screen - keys)
        #expect(recording.keyboardFrame(at: 2.4).minY == screen - keys - 44)
        #expect(recording.keyboardFrame(at: 3.4).minY == screen - keys)
        // The keys themselves stay put: the bar is drawn above them.
        #expect(recording.app.keyboardAccessoryHeight.value(at: 2.4) == 44)
        #expect(recording.app.keyboardAccessoryHeight.value(at: 3.4) == 0)
    }

    @Test func fieldsSharingTheScenesBarPostNothingNewWhenFocusMoves() {
        var scene = B.scene(
            device: .iPhone8, profile: .iOS17,
            elements: [B.textField("a", 20, 100, 300, 36), B.textField("b", 20, 160, 300, 36)],
            timeline: [B.tap("a", at: 0.5), B.tap("b", at: 1.5)])
        scene.inputAccessory = Scene.InputAccessory(height: 44, items: ["Done"])
        let frames = notifications(Simulation.run(scene, strategyID: "none")!)
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { $0.end.height == 258 + 44 })
    }

    @Test func aFieldsOwnBarReplacesTheScenes() {
        var scene = B.scene(
            device: .iPhone8, profile: .iOS17, elements: [B.textField("a", 20, 100, 300, 36)],
            timeline: [B.tap("a", at: 0.5)])
        scene.inputAccessory = Scene.InputAccessory(height: 44, items: ["Done"])
        scene.view.elements[0].inputAccessory = Scene.InputAccessory(height: 60, items: ["Send"])
        let recording = Simulation.run(scene, strategyID: "none")!
        #expect(notifications(recording).allSatisfy { $0.end.height == 258 + 60 })
    }

    @Test func aFileGivesAFieldItsOwnBar() throws {
        // A label has no bar: refused with the place.
        #expect(throws: SceneError.self) {
            try SceneLoader.parse(
                "view: {elements: [{type: label, id: l, frame: [0, 0, 9, 9], inputAccessory: true}]}",
                fileName: "scene.yaml", knownStrategies: [])
        }
        let scene = try SceneLoader.parse(
            """
            view:
              elements:
                - {type: textField, id: a, frame: [20, 100, 300, 36], inputAccessory: {height: 50, items: [Done]}}
                - {type: label, id: l, frame: [20, 200, 300, 20]}
            timeline: [{at: 0.5, tap: a}]
            """, fileName: "scene.yaml", knownStrategies: [])
        #expect(scene.view.elements[0].inputAccessory == Scene.InputAccessory(height: 50, items: ["Done"]))
        #expect(scene.inputAccessory(of: scene.view.elements[1]) == nil)
    }
}
