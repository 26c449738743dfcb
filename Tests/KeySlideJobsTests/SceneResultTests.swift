import Foundation
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// A batch scene's answer (`Batch.SceneResult`), which the scene's process sends to the batch as
/// JSON: read back, it is the answer it was, and a batch built from answers writes the page
/// `keyslide gallery` builds from disk.
@Suite("A batch scene's answer")
struct SceneResultTests {
    /// Two strategies, a failing expectation and a tap on a field off the screen (a warning).
    static let scene = """
        title: "Answer \\"quoted\\" é"
        device: iphone-8
        fps: 10
        duration: 1.6
        view:
          elements:
            - {type: textField, id: near, frame: [20, 100, 335, 36]}
            - {type: textField, id: far,  frame: [20, 700, 335, 36]}
        timeline:
          - {at: 0.2, tap: near}
          - {at: 1.0, tap: far}
        strategies: [none, shift-by-overlap]
        expect: {covered: 0, home: true}

        """

    @Test("a rendered scene's answer, written and read back, is the same answer, on one line")
    func roundTrip() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("answer.yaml").path
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: file))
        let result = Batch.renderScene(file, output: directory.path, settings: RenderSettings())
        #expect(result.failure == nil, "\(String(describing: result.failure))")
        // Everything the batch reports is in the answer.
        #expect(result.sceneName == "answer")
        #expect(result.verdicts.map(\.strategy) == ["none", "shift-by-overlap"])
        #expect(result.checks.count == 4 && result.checks.contains { !$0.passed })
        // The far field's frame as the scene loads, then the tap on it.
        #expect(
            result.warnings.count == 2 && result.warnings[0].contains("warning: view.elements[1].frame")
                && result.warnings[1].contains("warning: timeline[1].tap"), "\(result.warnings)")
        #expect(result.entry?.scene?.strategies.map(\.id) == ["none", "shift-by-overlap"])
        #expect(result.files.count == 5)  // two strategies, the comparison, the chart, the report

        let bytes = try result.serialized()
        #expect(!bytes.contains(UInt8(ascii: "\n")))
        let read = try Batch.SceneResult(serialized: bytes)
        #expect(read == result)
        #expect(try read.serialized() == bytes)
    }

    @Test("numbers exact, infinities, text of any kind and every failure field survive the trip")
    func awkwardValues() throws {
        // Verdicts are made by recordings; these are read from JSON, then given what JSON cannot hold.
        let text = #"""
            {"secondsCovered": 0, "mostPointsCovered": 0, "restChecks": [], "jumps": [],
             "otherContentCovered": [{"time": 1e-300, "element": "a\nb", "points": -0.0, "by": "\u001b[31m"}],
             "unmetRequirements": ["scrollView"]}
            """#
        var verdicts = try JSONDecoder().decode(Verdicts.self, from: Data(text.utf8))
        verdicts.secondsCovered = 0.1 + 0.2
        verdicts.mostPointsCovered = 1.0 / 3
        verdicts.distanceFromHome = .infinity
        let failure = SceneFailure(
            kind: .workCeiling, file: "s/\"odd\" \\ name.yaml", line: 3, column: 7, place: "fps",
            message: "é ✓ \u{2028} \t")
        let result = Batch.SceneResult(
            file: "s/x.yaml", sceneName: "x", failure: failure,
            files: [WrittenFile(path: "out/x.svg", byteCount: Int.max)],
            verdicts: [Batch.StrategyVerdicts(strategy: "none", verdicts: verdicts)], warnings: ["w\n", ""])
        let read = try Batch.SceneResult(serialized: try result.serialized())
        #expect(read == result)
        let number = try #require(read.verdicts.first?.verdicts)
        #expect(number.secondsCovered.bitPattern == (0.1 + 0.2).bitPattern)
        #expect(number.otherContentCovered.first?.points.sign == .minus)
        #expect(number.distanceFromHome == .infinity)
    }

    @Test("a batch's page, built from the answers, is the page keyslide gallery builds from the folder")
    func galleryFromAnswers() async throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        try FileManager.default.removeItem(at: scenes.appendingPathComponent(BatchFixture.brokenFile))
        let output = directory.appendingPathComponent("out").path
        // Each answer goes through its JSON, as it does from a scene's process.
        let result = try await Batch.run(
            directory: scenes.path, output: output, jobs: 2,
            renderer: { file, output, settings, pictures in
                let answer = Batch.renderScene(file, output: output, settings: settings, pictures: pictures)
                return (try? Batch.SceneResult(serialized: answer.serialized())) ?? answer
            })
        #expect(result.succeeded)
        let written = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        let fromDisk = Gallery.html(for: try Gallery.entries(inFolder: output).map(\.entry))
        #expect(written == fromDisk)
        #expect(written.contains(BatchFixture.goodScenes[1].name))
    }
}
