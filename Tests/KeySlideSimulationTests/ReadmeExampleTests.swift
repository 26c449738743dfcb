// The "Adding a strategy" example from the README, verbatim from `import KeySlideSimulation` to
// the end of the struct; ReadmeExampleTests checks the README still shows exactly this code.
import KeySlideSimulation

/// Moves the root view up by the keyboard's full height, with the keyboard's own animation.
struct FullHeight: AvoidanceStrategy {
    static let id = "full-height"
    static let summary = "Moves the root view up by the keyboard's height on WillShow."
    static let source = "an example"

    var shift = 0.0

    mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) {
        shift = note.frameEnd.height
        let options = AnimationOptions(curve: note.curve ?? .easeInOut)
        app.animate(withDuration: note.duration ?? 0.25, options: options) { app in
            var frame = app.frame(of: app.rootView)
            frame.origin.y -= shift
            app.setFrame(frame, of: app.rootView)
        }
    }

    mutating func keyboardWillHide(_ note: KeyboardNotification, in app: inout App) {
        app.animate(withDuration: note.duration ?? 0.25) { app in
            var frame = app.frame(of: app.rootView)
            frame.origin.y += shift
            app.setFrame(frame, of: app.rootView)
        }
    }
}

import KeySlideTestSupport
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    static let readme = KeySlideProcess.packageRoot.appendingPathComponent("README.md")
    static let thisFile = URL(fileURLWithPath: #filePath)

    @Test func readmeShowsThisExampleVerbatim() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let source = try String(contentsOf: Self.thisFile, encoding: .utf8)
        let start = try #require(source.range(of: "import KeySlideSimulation\n"))
        let end = try #require(source.range(of: "\nimport KeySlideTestSupport"))
        let example = String(source[start.lowerBound..<end.lowerBound])
        #expect(readme.contains("```swift\n" + example + "```"))
    }

    @Test func theExampleStrategyMovesTheRootViewByTheKeyboard() {
        let scene = SceneBuilder.scene(device: .iPhone5, profile: .iOS7, elements: [SceneBuilder.textField("city", 20, 450, 280, 31)],
                                       timeline: [SceneBuilder.tap("city", at: 0.5), SceneBuilder.dismiss(at: 2)])
        let recording = Simulation.run(scene, strategy: FullHeight())
        let root = recording.app[recording.app.rootView].frame.y
        #expect(root.value(at: 1.5) == 20 - 216)
        #expect(root.value(at: 3.5) == 20)
    }
}
