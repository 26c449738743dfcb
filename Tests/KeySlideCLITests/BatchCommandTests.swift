import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide batch` on a folder with two good scenes and a broken one, run as a user would.
@Suite("keyslide batch")
struct BatchCommandTests {
    @Test(
        "renders the good scenes completely (--gif --compare-gif), reports the broken one, exits non-zero, same bytes")
    func batchWithABrokenScene() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        let output = directory.appendingPathComponent("out")

        let first = try KeySlideProcess.run(
            ["batch", scenes.path, "-o", output.path, "--jobs", "2", "--gif", "--compare-gif"], in: directory)
        #expect(first.status != 0)
        // The broken scene, with its file and the line and column of the mistake, on one line.
        let failures = first.standardError.split(separator: "\n").filter { $0.hasPrefix("failed: ") }
        #expect(failures.count == 1, "\(first.standardError)")
        #expect(
            failures.first?.hasPrefix("failed: \(scenes.path)/\(BatchFixture.brokenPlace): ") == true,
            "\(first.standardError)")
        #expect(
            first.standardOutput.contains(
                "2 of 3 scenes rendered into \(output.path); gallery: \(output.path)/index.html"),
            "\(first.standardOutput)")
        let before = try BatchFixture.checkOutput(in: output, strategyGIFs: true, comparisonGIF: true)
        let page = String(decoding: before["index.html"] ?? [], as: UTF8.self)
        #expect(page.components(separatedBy: ">comparison as GIF</a>").count == 3, "one link per good scene")
        // Each strategy's GIF is shown and linked beside its SVG.
        let strategies = BatchFixture.goodScenes.reduce(0) { $0 + $1.strategies.count }
        #expect(page.components(separatedBy: "Each strategy on its own (GIF)").count == 3)
        #expect(page.components(separatedBy: ".gif\">GIF</a>").count == strategies + 1)
        // Nothing in the working directory but what the test put there.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["out", "scenes"])

        // One job at a time this time: the order scenes finish in must not matter either.
        let second = try KeySlideProcess.run(
            ["batch", scenes.path, "-o", output.path, "--jobs", "1", "--gif", "--compare-gif"], in: directory)
        #expect(second.status == first.status)
        let after = try BatchFixture.checkOutput(in: output, strategyGIFs: true, comparisonGIF: true)
        #expect(before.keys.sorted() == after.keys.sorted())
        for name in before.keys.sorted() {
            #expect(before[name] == after[name], "\(name) changed between two runs on the same input")
        }
    }

    @Test("a folder of good scenes only exits with 0")
    func batchOfGoodScenes() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        try FileManager.default.removeItem(at: scenes.appendingPathComponent(BatchFixture.brokenFile))
        let output = directory.appendingPathComponent("out")
        let result = try KeySlideProcess.run(["batch", scenes.path, "-o", output.path, "--jobs", "1"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("failed"))
        // Without --gif and --compare-gif: no GIF at all, and the page shows and links the SVGs.
        let files = try BatchFixture.checkOutput(in: output)
        let page = String(decoding: files["index.html"] ?? [], as: UTF8.self)
        #expect(!page.contains(".gif"))
        #expect(page.components(separatedBy: ">comparison as SVG</a>").count == 3, "one link per scene")
        #expect(page.components(separatedBy: "Each strategy on its own (SVG)").count == 3)
    }

    @Test("--scale without a GIF to scale is a usage error that says what to add")
    func scaleWithoutGIFs() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        let refused = try KeySlideProcess.run(["batch", scenes.path, "-o", "out", "--scale", "2"], in: directory)
        #expect(refused.status == 64)
        #expect(
            refused.standardError.hasPrefix(
                "Error: --scale sets the GIFs' pixels per point, and this batch writes none: add --gif"),
            "\(refused.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scenes"])
        // A scale that is not 1, 2 or 3 is refused for that, whatever else is asked.
        let bad = try KeySlideProcess.run(["batch", scenes.path, "-o", "out", "--scale", "4", "--gif"], in: directory)
        #expect(bad.status == 64 && bad.standardError.contains("--scale"), "\(bad.standardError)")
    }
}
