import Foundation
import KeySlideTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 33, item 8 and the weak list's signals: a batch stopped at any moment, by any stop
/// signal, by a SIGKILL or by its reader going away, leaves nothing behind and no process running.
@Suite("stopped batches", .serialized)
struct StopTests {
    /// Small scenes, so a whole batch takes about a second and a stop lands in every phase of
    /// it: listing, starting children, staging, moving into place, the gallery.
    static func writeScenes(in directory: URL, count: Int = 4) throws -> URL {
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let scene = try #require(BatchFixture.goodScenes.first)
        for index in 0..<count {
            try Data(scene.yaml.utf8).write(to: scenes.appendingPathComponent("s\(index).yaml"))
        }
        return scenes
    }

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

    /// Hidden KeySlide temporaries in `folder`.
    func leftovers(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.contains(".keyslide-") || $0.hasSuffix(".tmp")
        }
    }

    /// The processes, of this user, whose command line names `marker` (a batch's output folder).
    static func processes(naming marker: String) -> [Int32] {
        let ids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
        return ids.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(marker) && !isZombieOrGone(pid)
        }
    }

    /// Waits (up to `seconds`: a stopped scene's process cleans up in milliseconds, and a scene
    /// of these tests renders for longer) until no process names `marker`; those left.
    static func waitForNoProcess(naming marker: String, seconds: Int = 3) -> [Int32] {
        for _ in 0..<(seconds * 100) {
            if processes(naming: marker).isEmpty { return [] }
            usleep(10_000)
        }
        return processes(naming: marker)
    }

    @Test("SIGINT at random moments of a batch: nothing left each time, no process running")
    func randomInterruptions() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.writeScenes(in: directory)
        // How long a whole batch takes here, so the moments cover all of it.
        let begin = Date()
        let whole = try start(["batch", "scenes", "-o", "whole", "--jobs", "2"], in: directory)
        whole.waitUntilExit()
        #expect(whole.terminationStatus == 0)
        let span = max(0.05, Date().timeIntervalSince(begin))
        var random = SplitMix64(seed: 33)
        let rounds = TestTier.count(fast: 10, long: 50)
        for round in 0..<rounds {
            let output = "out-\(round)"
            let process = try start(["batch", "scenes", "-o", output, "--jobs", "2"], in: directory)
            usleep(UInt32(span * 1.1 * Double.random(in: 0..<1, using: &random) * 1_000_000))
            process.interrupt()
            process.waitUntilExit()
            #expect(
                process.terminationReason == .exit && process.terminationStatus == 0
                    || process.terminationStatus == SIGINT, "round \(round)")
            #expect(Self.waitForNoProcess(naming: output) == [], "round \(round): a scene's process runs on")
            let left = leftovers(in: directory.appendingPathComponent(output))
            #expect(left == [], "round \(round), stopped at a random moment: \(left)")
        }
    }

    @Test("every stop signal, SIGQUIT among them, ends a batch cleanly by that signal")
    func everyStopSignal() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(InterruptionTests.longScene.utf8).write(to: directory.appendingPathComponent("long.yaml"))
        for number in [SIGQUIT, SIGTERM, SIGHUP, SIGUSR1, SIGALRM, SIGPIPE] {
            let output = "sig-\(number)"
            let process = try start(
                ["render", "long.yaml", "--strategy", "none", "--format", "svg", "--frames", "-o", output + "/f"],
                in: directory)
            for _ in 0..<6_000 where leftovers(in: directory.appendingPathComponent(output)).isEmpty {
                usleep(5_000)
            }
            kill(process.processIdentifier, number)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "signal \(number)")
            #expect(process.terminationStatus == number, "signal \(number)")
            #expect(leftovers(in: directory.appendingPathComponent(output)) == [], "signal \(number)")
        }
    }

    @Test("a batch killed by SIGKILL: its scenes' processes end too, and clean up")
    func killedBatch() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        // 100 s at 50 fps: each scene's GIF takes seconds, far longer than its process takes to stop.
        let longer = InterruptionTests.longScene.replacingOccurrences(of: "duration: 30", with: "duration: 100")
        for index in 0..<4 {
            try Data(longer.utf8).write(to: scenes.appendingPathComponent("l\(index).yaml"))
        }
        let output = "killed-out"
        let process = try start(["batch", "scenes", "-o", output, "--jobs", "2", "--gif"], in: directory)
        for _ in 0..<6_000 where leftovers(in: directory.appendingPathComponent(output)).isEmpty { usleep(5_000) }
        #expect(!Self.processes(naming: output).filter { $0 != process.processIdentifier }.isEmpty)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(Self.waitForNoProcess(naming: output, seconds: 1) == [], "the scenes' processes outlived their batch")
        #expect(leftovers(in: directory.appendingPathComponent(output)) == [])
    }

    @Test("batch | head -1: the batch and its scenes' processes stop when the reader goes")
    func closedPipe() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let fast = try #require(BatchFixture.goodScenes.first)
        try Data(fast.yaml.utf8).write(to: scenes.appendingPathComponent("a.yaml"))
        for index in 0..<4 {
            try Data(InterruptionTests.longScene.utf8).write(to: scenes.appendingPathComponent("l\(index).yaml"))
        }
        for ignored in [false, true] {
            let output = "piped-\(ignored)"
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            let trap = ignored ? "trap '' PIPE; " : ""
            shell.arguments = [
                "-c",
                "\(trap)'\(KeySlideProcess.executablePath)' batch scenes -o \(output) --jobs 1 --gif 2>/dev/null | head -1",
            ]
            shell.currentDirectoryURL = directory
            shell.standardOutput = FileHandle.nullDevice
            try shell.run()
            shell.waitUntilExit()
            #expect(Self.waitForNoProcess(naming: output) == [], "ignored: \(ignored)")
            // Stopped at the first line nobody read, long before the gallery.
            let page = directory.appendingPathComponent(output + "/index.html").path
            #expect(!FileManager.default.fileExists(atPath: page), "ignored: \(ignored): the batch ran on")
            #expect(leftovers(in: directory.appendingPathComponent(output)) == [], "ignored: \(ignored)")
        }
    }

    @Test("a writer in another PID namespace keeps its temporaries while this one writes beside it")
    func foreignNamespace() throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["--user", "--pid", "--fork", "--mount-proc", "--map-root-user", "/bin/true"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return }
        probe.waitUntilExit()
        try #require(probe.terminationStatus == 0, "unshare --user --pid works unprivileged here")
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(InterruptionTests.longScene.utf8).write(to: directory.appendingPathComponent("long.yaml"))
        let fast = try #require(BatchFixture.goodScenes.first)
        try Data(fast.yaml.utf8).write(to: directory.appendingPathComponent("fast.yaml"))
        // The writer's pid in its own namespace (numbered from 1: the shell, then each `true`)
        // is one no process has here, so a judge by pid alone would take it for dead. (Its own
        // /proc: without one, any Swift program with threads there crashed, before this change too.)
        let target = try #require((200..<30_000).first { kill(Int32($0), 0) != 0 && errno == ESRCH })
        let foreign = Process()
        foreign.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        foreign.arguments = [
            "--user", "--pid", "--fork", "--mount-proc", "--map-root-user", "/bin/sh", "-c",
            "i=2; while [ $i -lt \(target) ]; do /bin/true; i=$((i+1)); done; '\(KeySlideProcess.executablePath)' "
                + "render long.yaml --strategy none --format svg --frames -o out/frames",
        ]
        foreign.currentDirectoryURL = directory
        foreign.standardOutput = FileHandle.nullDevice
        foreign.standardError = FileHandle.nullDevice
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        try foreign.run()
        let out = directory.appendingPathComponent("out")
        for _ in 0..<6_000 where leftovers(in: out).isEmpty { usleep(5_000) }
        let temporary = try #require(leftovers(in: out).first)
        // Writes beside it from this namespace, each of which removes what it judges stale.
        var rounds = 0
        while foreign.isRunning, rounds < 20 {
            let local = try KeySlideProcess.run(
                ["render", "fast.yaml", "--strategy", "none", "-o", "out/fast-\(rounds).svg", "--quiet"], in: directory)
            #expect(local.status == 0)
            // Its temporary is still there, or it has become the finished folder: a writer that
            // has renamed its folder may not have exited yet (`isRunning` lags under load).
            if foreign.isRunning {
                #expect(
                    leftovers(in: out).contains { $0.hasPrefix(String(temporary.prefix(while: { $0 != "~" }))) }
                        || FileManager.default.fileExists(atPath: out.path + "/frames"),
                    "round \(rounds): the foreign writer's temporary was removed")
            }
            rounds += 1
        }
        foreign.waitUntilExit()
        #expect(foreign.terminationStatus == 0, "the foreign render failed: its temporary was taken")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path + "/frames")) ?? []).count == 1_501)
    }
}

/// Whether `/proc/<pid>/stat` says the process is a zombie, or there is no such process.
private func isZombieOrGone(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
}
