import Foundation
import KeySlideTestSupport
import Testing

/// `--json` on render, compare and batch: one object with `schemaVersion` 1 naming what was
/// written, with sizes that match the files on disk; `--quiet` prints nothing on success.
@Suite("--json and --quiet")
struct JSONOutputTests {
    static let scene = BatchFixture.goodScenes[0]

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    /// Every listed file exists with the listed size.
    func checkFiles(_ files: Any?, in directory: URL) throws -> [String] {
        let list = try #require(files as? [[String: Any]])
        for file in list {
            let path = try #require(file["path"] as? String)
            let size =
                try FileManager.default.attributesOfItem(
                    atPath: directory.appendingPathComponent(path).path)[.size] as? Int
            #expect(size == file["bytes"] as? Int, "\(path)")
        }
        return list.compactMap { $0["path"] as? String }
    }

    @Test("render and compare print what they wrote, with frames, verdicts and checks")
    func renderAndCompare() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try (Self.scene.yaml + "expect: {covered: 0}\n").write(
            to: directory.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let render = try KeySlideProcess.run(
            ["render", "s.yaml", "--strategy", "none", "--format", "gif", "-o", "s.gif", "--json"], in: directory)
        #expect(render.status == 0, "\(render.standardError)")
        let rendered = try object(render.standardOutput)
        #expect(rendered["schemaVersion"] as? Int == 1)
        #expect(rendered["command"] as? String == "render")
        #expect(try checkFiles(rendered["files"], in: directory) == ["s.gif"])
        // The GIF's frames, not a folder's: 1.5 s at 10 fps loops over 0, 0.1, … 1.4 (15); its last
        // frame ends as the loop restarts. Every frame is new (the strip's playhead moves).
        let gif = try DecodedGIF([UInt8](Data(contentsOf: directory.appendingPathComponent("s.gif"))))
        #expect(gif.frames.count == 15)
        #expect(rendered["frames"] as? Int == gif.frames.count)
        let verdicts = try #require(rendered["verdicts"] as? [[String: Any]])
        #expect(verdicts.map { $0["strategy"] as? String } == ["none"])
        let checks = try #require(rendered["checks"] as? [[String: Any]])
        #expect(checks.count == 1 && checks[0]["passed"] as? Bool == false)

        let frames = try KeySlideProcess.run(
            ["render", "s.yaml", "--strategy", "none", "--format", "svg", "--frames", "-o", "f", "--json"],
            in: directory)
        let folder = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("f").path)
        #expect(folder.count == 16)  // 0, 0.1, … 1.5: the frame at the duration too
        #expect(try object(frames.standardOutput)["frames"] as? Int == folder.count)
        let moment = try KeySlideProcess.run(
            ["render", "s.yaml", "--strategy", "none", "--at", "1", "-o", "m.png", "--json"], in: directory)
        #expect(try object(moment.standardOutput)["frames"] as? Int == 1)

        let compare = try KeySlideProcess.run(["compare", "s.yaml", "-o", "c.svg", "--json"], in: directory)
        let compared = try object(compare.standardOutput)
        #expect(compared["command"] as? String == "compare")
        #expect((compared["verdicts"] as? [[String: Any]])?.count == 2)
        #expect(try checkFiles(compared["files"], in: directory) == ["c.svg"])

        let quiet = try KeySlideProcess.run(
            ["render", "s.yaml", "--strategy", "none", "-o", "q.svg", "--quiet"], in: directory)
        #expect(quiet.status == 0 && quiet.standardOutput.isEmpty && quiet.standardError.isEmpty)
    }

    @Test("batch --json lists every scene's files and checks")
    func batch() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Self.scene.yaml.write(to: scenes.appendingPathComponent("one.yaml"), atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["batch", "scenes", "-o", "out", "--json"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let batch = try object(result.standardOutput)
        #expect(batch["schemaVersion"] as? Int == 1 && batch["succeeded"] as? Bool == true)
        #expect(batch["gallery"] as? String == "out/index.html")
        let entries = try #require(batch["scenes"] as? [[String: Any]])
        #expect(entries.count == 1)
        let files = try checkFiles(entries.first?["files"], in: directory)
        #expect(files.contains("out/one-explain.json") && files.contains("out/one-compare.svg"), "\(files)")
        // The comparison's GIF only with --compare-gif.
        #expect(!files.contains("out/one-compare.gif"), "\(files)")
    }
}
