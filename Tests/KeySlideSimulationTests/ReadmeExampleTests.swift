import Foundation
import KeySlideSimulation
import KeySlideTestSupport
import Testing

@Suite struct ReadmeExampleTests {
    static let readme = KeySlideProcess.packageRoot.appendingPathComponent("README.md")
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ReadmeExample.swift")

    @Test func readmeShowsTheExampleVerbatim() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let source = try String(contentsOf: Self.example, encoding: .utf8)
        let start = try #require(source.range(of: "import KeySlideSimulation\n"))
        let example = String(source[start.lowerBound...])
        #expect(readme.contains("```swift\n" + example + "```"))
    }

    @Test func theExampleStrategyMovesTheRootViewByTheKeyboard() {
        let scene = SceneBuilder.scene(
            device: .iPhone5, profile: .iOS7, elements: [SceneBuilder.textField("city", 20, 450, 280, 31)],
            timeline: [SceneBuilder.tap("city", at: 0.5), SceneBuilder.dismiss(at: 2)])
        let recording = Simulation.run(scene, strategy: FullHeight())
        let root = recording.app[recording.app.rootView].frame.y
        #expect(root.value(at: 1.5) == 20 - 216)
        #expect(root.value(at: 3.5) == 20)
    }
}
