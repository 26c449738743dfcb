import Foundation
import KeySlideTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A run stopped part-way — by Ctrl-C, by `kill`, or a batch scene's process dying — leaves
/// nothing partial, hidden or temporary behind. Each test starts the built binary as a child,
/// waits until it has started writing (its hidden temporary appears), then stops it.
@Suite("Interrupted runs", .serialized)
struct InterruptionTests {
    /// 30 s at 50 fps: 1,501 frames, long enough to stop the run while it writes.
    static let longScene = """
        title: Long
        device: iphone-5
        fps: 50
        duration: 30
        view:
          elements:
            - {type: textField, id: a, frame: [20, 460, 280, 31]}
        timeline:
          - {at: 0.2, tap: a}
        strategies: [none]

        """

    /// Starts `keyslide` in `directory`, its output thrown away.
    func start(_ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KeySlideProcess.executablePath)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The first hidden KeySlide temporary in `folder` to appear while `process` runs.
    func waitForTemporary(in folder: URL, of process: Process) throws -> String {
        for _ in 0..<12_000 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            // A temporary is made under its name plus `~`, locked, then renamed (Temporaries): wait
            // for the name it keeps.
            let kept = names.first { $0.hasPrefix(".") && $0.contains(".keyslide-") && !$0.hasSuffix("~") }
            if let name = kept { return name }
            try #require(process.isRunning, "the run ended before it wrote anything")
            usleep(5_000)
        }
        Issue.record("no temporary appeared in 60 s")
        return ""
    }

    /// Every entry under `folder`, hidden ones included.
    func hiddenEntries(in folder: URL) throws -> [String] {
        try BatchFixture.allEntries(in: folder).filter {
            $0.split(separator: "/").contains { $0.hasPrefix(".") } || $0.hasSuffix(".tmp")
        }.sorted()
    }

    @Test("SIGINT while a frame folder is written: no folder, no temporary")
    func interruptedFrameFolder() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.longScene.utf8).write(to: directory.appendingPathComponent("long.yaml"))
        let process = try start(
            ["render", "long.yaml", "--strategy", "none", "--format", "svg", "--frames", "-o", "frames"], in: directory)
        _ = try waitForTemporary(in: directory, of: process)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["long.yaml"])
    }

    @Test("SIGINT to a batch: its scenes' processes stop too and no staging folder is left")
    func interruptedBatch() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        let output = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Data(Self.longScene.utf8).write(to: scenes.appendingPathComponent("long.yaml"))
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let process = try start(["batch", "scenes", "-o", "out", "--jobs", "1", "--gif"], in: directory)
        _ = try waitForTemporary(in: output, of: process)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(try hiddenEntries(in: output) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [])
    }

    @Test("a batch scene whose process dies (SIGKILL) fails alone: the others and the gallery complete")
    func crashedSceneCostsOnlyItself() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        let output = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        // A batch starts the largest file first: the comment makes the long scene's the larger
        // file, so the long scene is the one running when its process is killed.
        let comment = "# " + String(repeating: "long ", count: 200) + "\n"
        try Data((comment + Self.longScene).utf8).write(to: scenes.appendingPathComponent("a-long.yaml"))
        let fast = try #require(BatchFixture.goodScenes.first)
        try Data(fast.yaml.utf8).write(to: scenes.appendingPathComponent("b-fast.yaml"))
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

        let errors = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KeySlideProcess.executablePath)
        process.arguments = ["batch", "scenes", "-o", "out", "--jobs", "1", "--gif"]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        // The scene's own process names its staging folder `.a-long.keyslide-<pid>.staging`.
        let staging = try waitForTemporary(in: output, of: process)
        let pid = try #require(Int32(staging.split(separator: "-").last?.split(separator: ".").first ?? ""))
        #expect(pid != process.processIdentifier)
        kill(pid, SIGKILL)
        process.waitUntilExit()

        #expect(process.terminationStatus == 1)
        let log = try String(contentsOf: errors, encoding: .utf8)
        #expect(log.contains("failed: scenes/a-long.yaml: the render stopped (crashed with signal 9)"), "\(log)")
        let left = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(left.contains("index.html"))
        #expect(left.contains("b-fast-compare.svg"))
        #expect(!left.contains { $0.hasPrefix("a-long") })
        #expect(try hiddenEntries(in: output) == [])
    }
}
