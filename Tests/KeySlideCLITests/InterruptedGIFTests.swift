import Foundation
import KeySlideTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension InterruptionTests {
    @Test("SIGINT while a GIF is streamed to its temporary file: no GIF, no temporary, ended by the signal")
    func interruptedGIF() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.longScene.utf8).write(to: directory.appendingPathComponent("long.yaml"))
        let process = try start(["render", "long.yaml", "--strategy", "none", "-o", "long.gif"], in: directory)
        let temporary = directory.appendingPathComponent(try waitForTemporary(in: directory, of: process)).path
        // The GIF is written as it is encoded: its temporary file grows before the render ends.
        var size = 0
        for _ in 0..<12_000 where size == 0 && process.isRunning {
            size = (try? FileManager.default.attributesOfItem(atPath: temporary)[.size] as? Int) ?? 0
            usleep(5_000)
        }
        try #require(process.isRunning, "the render ended before it could be stopped")
        #expect(size > 0, "the temporary GIF stayed empty while the render ran")
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["long.yaml"])
    }
}
