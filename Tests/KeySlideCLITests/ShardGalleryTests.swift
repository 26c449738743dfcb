import Foundation
import KeySlideTestSupport
import Testing

/// `batch --shard K/N` and `keyslide gallery`: a batch spread over machines merges into the same page.
@Suite("keyslide batch --shard and keyslide gallery")
struct ShardGalleryTests {
    @Test("two shards into two folders, then gallery over both: the same index.html bytes as one batch")
    func shardsMergeIntoTheSamePage() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        try FileManager.default.removeItem(at: scenes.appendingPathComponent(BatchFixture.brokenFile))
        // An expectation that fails, so the merged page must carry check results too.
        let checked = BatchFixture.goodScenes[0].yaml + "expect: {covered: 0, home: true}\n"
        try checked.write(
            to: scenes.appendingPathComponent(BatchFixture.goodScenes[0].name + ".yaml"), atomically: true,
            encoding: .utf8)

        let whole = try KeySlideProcess.run(["batch", "scenes", "-o", "whole", "--jobs", "2"], in: directory)
        #expect(whole.status == 1, "a failed check fails the batch: \(whole.standardOutput)")
        #expect(whole.standardOutput.contains("check failed: scenes/a-scroll.yaml: "), "\(whole.standardOutput)")
        func share(_ shard: String, into folder: String) throws -> KeySlideProcess.Result {
            try KeySlideProcess.run(["batch", "scenes", "--shard", shard, "-o", folder, "--quiet"], in: directory)
        }
        let first = try share("1/2", into: "A")
        let second = try share("2/2", into: "B")
        #expect(first.status == 1 && second.status == 0, "\(first.standardError)\(second.standardError)")
        // Sorted files, file i in share i mod N + 1: a-scroll in the first, b shift in the second.
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("A/a-scroll-none.svg").path))
        let other = directory.appendingPathComponent("A/b shift #2 50%-none.svg")
        #expect(!FileManager.default.fileExists(atPath: other.path))

        let gallery = try KeySlideProcess.run(["gallery", "A", "B", "-o", "C"], in: directory)
        #expect(gallery.status == 0, "\(gallery.standardError)")
        let merged = try Data(contentsOf: directory.appendingPathComponent("C/index.html"))
        let single = try Data(contentsOf: directory.appendingPathComponent("whole/index.html"))
        #expect(merged == single)
        #expect(String(decoding: single, as: UTF8.self).contains(">fail (2 of 2)</td>"))
        // The gathered folder is a whole batch output: every picture the page links is there.
        _ = try BatchFixture.checkOutput(in: directory.appendingPathComponent("C"))
        // One folder, no -o: the page is rebuilt in place, the same bytes again.
        let again = try KeySlideProcess.run(["gallery", "whole"], in: directory)
        #expect(again.status == 0)
        #expect(try Data(contentsOf: directory.appendingPathComponent("whole/index.html")) == single)
    }

    @Test("usage mistakes: a malformed shard, several folders without -o")
    func usage() throws {
        for shard in ["0/2", "3/2", "2", "a/b", "1/0"] {
            let result = UsageCheck.run(["batch", "Samples", "--shard", shard])
            #expect(result.status == 64, "\(shard): \(result.standardError)")
        }
        #expect(UsageCheck.run(["gallery", "A", "B"]).status == 64)
    }
}
