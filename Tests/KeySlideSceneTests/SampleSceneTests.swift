import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import Testing

/// The scenes in Samples/: each loads, and two of them equal the same scene built from plain values,
/// so the reader adds nothing of its own between the file and the checker.
@Suite struct SampleScenes {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples").path

    static func load(_ name: String) throws -> Scene {
        try SceneLoader.load(
            contentsOf: "\(samples)/\(name).yaml", knownStrategies: DocumentationExamples.designStrategies)
    }

    static func checked(_ description: SceneDescription, name: String) throws -> Scene {
        try Scene.checked(description, name: name, knownStrategies: DocumentationExamples.designStrategies)
    }

    @Test func everySampleLoads() throws {
        let files = try SceneLoader.sceneFiles(in: Self.samples)
        #expect(files.count >= 10)
        for file in files {
            // imported-login.yaml takes its layout from login.storyboard, through the importer.
            let scene = try SceneLoader.load(
                contentsOf: file, knownStrategies: DocumentationExamples.designStrategies, layouts: ImportedLayouts())
            #expect(scene.name == SceneLoader.sceneName(of: file))
            #expect(!scene.timeline.isEmpty, "\(file)")
        }
    }

    @Test func iPadSplitViewSampleEqualsItsDescription() throws {
        let description = SceneDescription(
            title: "Seed 003 · iPad split view with a toolbar: inset and scrollRectToVisible on DidShow (iOS 6)",
            device: "ipad", profile: "ios6", orientation: "landscape", toolbar: .init(height: 44, title: "Details"),
            splitView: .init(masterWidth: 320),
            view: .init(
                type: "scroll",
                elements: [
                    .init(
                        type: "label", id: "heading", frame: Rect(x: 20, y: 20, width: 300, height: 21),
                        text: "Customer"),
                    .init(
                        type: "textField", id: "name", frame: Rect(x: 20, y: 50, width: 300, height: 31),
                        placeholder: "Name"),
                    .init(
                        type: "textField", id: "company", frame: Rect(x: 20, y: 100, width: 300, height: 31),
                        placeholder: "Company"),
                    .init(
                        type: "textView", id: "notes", frame: Rect(x: 20, y: 560, width: 660, height: 80),
                        placeholder: "Notes"),
                ]),
            timeline: [.init(time: 0.4, kind: .tap("notes")), .init(time: 2.4, kind: .dismiss)],
            strategies: ["scroll-rect-to-visible", "content-inset", "none"])
        let name = "seed-003-ipad-split-view"
        #expect(try Self.checked(description, name: name) == (try Self.load(name)))
    }

    @Test func chatComposerSampleEqualsItsDescription() throws {
        let description = SceneDescription(
            title: "Chat composer pinned to the bottom (iPhone X, iOS 17)", device: "iphone-x", profile: "ios17",
            navigationBar: .init(title: "Messages"),
            view: .init(elements: [
                .init(
                    type: "label", id: "message1", frame: Rect(x: 16, y: 20, width: 260, height: 21),
                    text: "Are we still on for tonight?"),
                .init(
                    type: "label", id: "message2", frame: Rect(x: 120, y: 60, width: 240, height: 21),
                    text: "Yes! 7 pm at the usual place."),
                .init(
                    type: "label", id: "message3", frame: Rect(x: 16, y: 100, width: 260, height: 21),
                    text: "Great, see you there."),
                .init(
                    type: "textField", id: "composer", frame: Rect(x: 12, y: 640, width: 290, height: 36),
                    placeholder: "Message", pin: "bottom"),
                .init(
                    type: "button", id: "send", frame: Rect(x: 310, y: 640, width: 53, height: 36), text: "Send",
                    pin: "bottom"),
            ]),
            timeline: [.init(time: 0.4, kind: .tap("composer")), .init(time: 2.4, kind: .dismiss)],
            strategies: [
                "keyboard-layout-guide", "iq-keyboard-manager", "shift-by-overlap", "sliding-sections", "none",
            ])
        let name = "chat-composer"
        #expect(try Self.checked(description, name: name) == (try Self.load(name)))
    }
}
