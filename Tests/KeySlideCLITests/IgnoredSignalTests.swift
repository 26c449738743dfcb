import Foundation
import KeySlideTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension InterruptionTests {
    /// `nohup keyslide compare … --format gif` used to die at the hang-up it was started to
    /// survive: the stop-signal handler replaced the ignored SIGHUP the process inherited.
    @Test("started with SIGHUP ignored, as nohup starts it, a run survives a hang-up; SIGINT still cleans up")
    func ignoredHangUpStaysIgnored() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.longScene.utf8).write(to: directory.appendingPathComponent("long.yaml"))
        // What nohup does: SIGHUP ignored, a disposition `exec` keeps. The shell execs the tool, so
        // the process is keyslide itself.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "trap '' HUP; exec \"$0\" \"$@\"", KeySlideProcess.executablePath,
            "compare", "long.yaml", "--strategies", "none,content-inset", "--format", "gif", "-o", "long.gif",
        ]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        _ = try waitForTemporary(in: directory, of: process)
        kill(process.processIdentifier, SIGHUP)
        // Long enough for the clean-up thread to remove the temporary and end the run, had it
        // handled the signal.
        usleep(500_000)
        #expect(process.isRunning, "the hang-up ended a run that was started with it ignored")
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["long.yaml"])
    }
}
