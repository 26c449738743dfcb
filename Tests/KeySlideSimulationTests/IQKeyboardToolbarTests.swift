import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// IQKeyboardManager's own toolbar (`enableAutoToolbar`, docs/library-sources.md §1.6): off by
/// default in 8.x; on, every text input without an accessory of the app's gets a 44 pt bar, and
/// the keyboard's frames grow by it.
@Suite struct IQKeyboardToolbarTests {
    typealias B = SceneBuilder

    func run(toolbar: Bool?, sceneBar: Bool = false) -> Recording {
        var scene = B.scene(
            device: .iPhone8, profile: .iOS17,
            elements: [B.textField("name", 20, 300, 300, 36), B.textField("city", 20, 500, 300, 36)],
            timeline: [B.tap("city", at: 0.5), B.tap("name", at: 1.5)])
        if let toolbar { scene.libraries.enableAutoToolbar = toolbar }
        if sceneBar { scene.inputAccessory = Scene.InputAccessory(height: 30, items: ["Done"]) }
        return Simulation.run(scene, strategyID: "iq-keyboard-manager")!
    }

    func endHeights(_ recording: Recording) -> [Double] {
        recording.app.events.compactMap { event in
            guard case .rect(let end)? = event["frameEnd"] else { return nil }
            return end.height
        }
    }

    @Test func offByDefaultAsIn8x() {
        #expect(LibrarySettings.defaults.enableAutoToolbar == false)
        #expect(Set(endHeights(run(toolbar: nil))) == Set([258.0]))
    }

    @Test func onItAddsItsHeightToEveryFrameAndTheGapStartsAtItsTop() throws {
        let recording = run(toolbar: true)
        #expect(Set(endHeights(recording)) == Set([258.0 + 44]))
        let city = try #require(recording.app.element(named: "city"))
        #expect(recording.app[city].inputAccessory?.items == ["Prev", "Next", "Done"])
        #expect(recording.app[city].inputAccessory?.height == 44)
        // City's bottom sits 10 pt above the toolbar's top.
        let field = recording.windowRect(of: city, at: 1.4)
        #expect(recording.keyboardFrame(at: 1.4).minY == 667 - 258 - 44)
        #expect(recording.keyboardFrame(at: 1.4).minY - field.maxY == 10)
        // Each input has a toolbar of its own: moving focus posts the frame change (equal frames).
        let moves = recording.app.events.filter { $0.time == 1.5 && $0["frameEnd"] != nil }
        #expect(moves.map(\.name).contains("keyboardWillChangeFrame"))
    }

    @Test func anAccessoryOfTheAppsOwnIsKept() {
        #expect(Set(endHeights(run(toolbar: true, sceneBar: true))) == Set([258.0 + 30]))
    }

    @Test func aSceneTurnsItOn() throws {
        let scene = try SceneLoader.parse(
            "libraries: {iqKeyboardManager: {toolbar: true}}\nview: {elements: []}", fileName: "scene.yaml",
            knownStrategies: [])
        #expect(scene.libraries.enableAutoToolbar)
    }
}
