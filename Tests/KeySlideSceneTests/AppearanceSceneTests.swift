import KeySlideScene
import KeySlideUIKit
import Testing

/// `appearance` and `bezel`: how pictures draw a scene (docs/scene-files.md), checked where they
/// are written (helpers in SceneErrorTests.swift).
@Suite struct AppearanceSceneTests {
    func loadScene(_ text: String) throws -> Scene {
        try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: testStrategies)
    }

    @Test func lightAndFrameless_byDefault() throws {
        let scene = try loadScene("view: {elements: []}")
        #expect(scene.appearance == .light)
        #expect(!scene.bezel)
    }

    @Test func darkAndFramed_whenAsked() throws {
        let scene = try loadScene("profile: ios17\nappearance: dark\nbezel: true\nview: {elements: []}")
        #expect(scene.appearance == .dark)
        #expect(scene.bezel)
    }

    @Test func dark_needsIOS13() {
        expectFailure(
            "profile: ios11\nappearance: dark\nview: {elements: []}",
            "scene.yaml:2:13: appearance: dark mode needs a profile of iOS 13 or later; profile ios11 is iOS 11")
    }

    @Test func unknownAppearance() {
        expectFailure(
            "appearance: drak\nview: {elements: []}",
            "scene.yaml:1:13: appearance: unknown appearance 'drak'; did you mean 'dark'? accepted: light, dark")
    }

    @Test func bezel_isTrueOrFalse() {
        expectFailure(
            "bezel: 12\nview: {elements: []}", "scene.yaml:1:8: bezel: expected true or false, found 12")
    }
}
