import Foundation
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// The DocC tutorial "Write and compare your own strategy" shows every Swift file of its steps
/// verbatim (TutorialStrategy.swift, TutorialComparison.swift, and the example tool's main.swift,
/// which `make examples` builds), so the code a reader copies is the code these tests compile and run.
@Suite struct TutorialTests {
    static let root = KeySlideProcess.packageRoot
    static let article = root.appendingPathComponent(
        "Sources/KeySlideSimulation/KeySlideSimulation.docc/WriteAndCompareYourOwnStrategy.md")
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The article's fenced blocks in `language`, in order.
    static func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        return text.components(separatedBy: "```\(language)\n").dropFirst().map { block in
            String(block[..<block.range(of: "```")!.lowerBound])
        }
    }

    /// A step file from `import KeySlideSimulation` on; the lines above it say where it is shown.
    static func step(_ name: String) throws -> String {
        let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let start = try #require(source.range(of: "import KeySlideSimulation\n"))
        return String(source[start.lowerBound...])
    }

    @Test func theArticleShowsEveryStepFileVerbatim() throws {
        let main = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/MyStrategies/Sources/my-keyslide/main.swift"),
            encoding: .utf8)
        let files = [try Self.step("TutorialStrategy.swift"), try Self.step("TutorialComparison.swift"), main]
        #expect(try Self.blocks("swift") == files)
    }

    /// The article's scene, saved under the name it tells the reader to use.
    static func sceneFile() throws -> String {
        let scene = try #require(try blocks("yaml").first)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-tutorial-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("center-field.yaml").path
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theComparisonRunsTheScenesStrategiesWithTheNumbersTheArticleGives() throws {
        let path = try Self.sceneFile()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let report = try centerFieldReport(sceneFile: path)
        #expect(report.explanations.map(\.strategy) == ["center-field", "shift-by-overlap", "none"])
        #expect(report.explanations[0].summary == CenterField.summary)
        let covered = report.explanations.map(\.verdicts.secondsCovered)
        #expect(covered[0] == 0)
        #expect(covered[2] > 1.5)
        #expect(report.explanations[0].verdicts.fullyVisibleAtRest)
        #expect(report.explanations[0].verdicts.backHome == true)
        #expect(report.text.contains("lift"))

        // "lifts the email field's middle to 258.5 pt, half of the keyboard's top edge at 517 pt"
        // (iOS 26, the default profile: the iPhone 15's keyboard is 335 pt, docs/facts.md §3.4)
        let scene = report.scene
        let recording = Simulation.run(scene, strategy: CenterField())
        let email = try #require(recording.app.element(named: "email"))
        #expect(recording.keyboardFrame(at: 1.3).minY == 517)
        #expect(recording.windowRect(of: email, at: 1.3).midY == 258.5)
    }
}
