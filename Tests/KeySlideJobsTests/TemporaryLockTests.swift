import Foundation
import KeySlideTestSupport
import Testing

@testable import KeySlideSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 33, item 8: a temporary is removed only when its writer is provably gone — its lock can
/// be taken — never because its process id means nothing here (another machine, another PID
/// namespace).
@Suite("temporaries judged by their lock")
struct TemporaryLockTests {
    let manager = FileManager.default

    /// A process that holds an `flock` on `path` until its standard input is closed: the living
    /// writer of another machine or namespace, as this one sees it. (`-o`: the lock stays with
    /// `flock` itself, not with `cat`.)
    func holdLock(on path: String) throws -> (Process, Pipe) {
        let process = Process()
        let input = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = ["-o", path, "cat"]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Until the lock is held: then our own attempt fails.
        for _ in 0..<1_000 {
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 { return (process, input) }
            flock(descriptor, LOCK_UN)
            usleep(5_000)
        }
        Issue.record("flock never took the lock")
        return (process, input)
    }

    @Test("a foreign writer's temporaries, whatever their pid, stay while locked and go once not")
    func foreignWriters() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? manager.removeItem(at: directory) }
        // Pids that mean nothing here: dead ones, this process's own, init's, ours with another machine.
        let pids: [Int32] = [1, 2, getpid(), Int32.max - 1, 4_000_000]
        for (index, pid) in pids.enumerated() {
            for (kindIndex, kind) in [Temporaries.Kind.file(attempt: 0), .folder, .staging, .previous].enumerated() {
                let name = Temporaries.name(for: "s\(index)-\(kindIndex)", kind: kind, pid: pid, machine: "0badf00d")
                let path = directory.path + "/" + name
                if case .file = kind {
                    #expect(manager.createFile(atPath: path, contents: Data([1])))
                } else {
                    try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
                }
                let (holder, input) = try holdLock(on: path)
                Temporaries.removeStale(in: directory.path)
                #expect(Platform.fileKind(at: path) != nil, "\(name): a locked temporary was removed")
                try input.fileHandleForWriting.close()
                holder.waitUntilExit()
                Temporaries.removeStale(in: directory.path)
                #expect(Platform.fileKind(at: path) == nil, "\(name): an unlocked temporary was kept")
            }
        }
    }

    @Test("an unlocked name (~) of this machine goes only when its process is gone; another machine's stays")
    func unlockedNames() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? manager.removeItem(at: directory) }
        let dead = Int32.max - 1
        let cases: [(String, Bool)] = [
            (Temporaries.name(for: "a", kind: .staging, pid: dead) + "~", true),
            (Temporaries.name(for: "b", kind: .staging, pid: getppid()) + "~", false),
            (Temporaries.name(for: "c", kind: .staging, pid: dead, machine: "0badf00d") + "~", false),
        ]
        for (name, _) in cases {
            try manager.createDirectory(atPath: directory.path + "/" + name, withIntermediateDirectories: false)
        }
        Temporaries.removeStale(in: directory.path)
        for (name, removed) in cases {
            #expect((Platform.fileKind(at: directory.path + "/" + name) == nil) == removed, "\(name)")
        }
    }

    @Test("this process's temporaries are locked from the moment they have their name")
    func ownTemporariesAreLocked() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? manager.removeItem(at: directory) }
        let folder = directory.path + "/" + Temporaries.name(for: "f", kind: .staging)
        let file = directory.path + "/" + Temporaries.name(for: "g", kind: .file(attempt: 0))
        #expect(try Platform.createTemporaryFolder(folder))
        let descriptor = try #require(try Platform.createTemporaryFile(file))
        close(descriptor)  // the lock outlives the writing descriptor
        for path in [folder, file] {
            let probe = open(path, O_RDONLY)
            #expect(flock(probe, LOCK_EX | LOCK_NB) != 0, "\(path) is not locked")
            close(probe)
        }
        Temporaries.removeStale(in: directory.path)
        #expect(Platform.fileKind(at: folder) == .folder && Platform.fileKind(at: file) == .regularFile)
        #expect(try manager.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.hasSuffix("~") })
        Platform.keep(folder)
        Platform.keep(file)
        Temporaries.removeStale(in: directory.path)
        #expect(try manager.contentsOfDirectory(atPath: directory.path) == [])
    }

    @Test("the machine tag is 8 hex digits, and names of every kind give back their owner")
    func names() {
        #expect(Temporaries.machine.count == 8 && Temporaries.machine.allSatisfy(\.isHexDigit))
        for pid: Int32 in [1, 77, Int32.max] {
            for kind in [Temporaries.Kind.file(attempt: 3), .folder, .staging, .previous] {
                for base in ["x", String(repeating: "é", count: 200), "a.keyslide-12.tmp"] {
                    let name = Temporaries.name(for: base, kind: kind, pid: pid)
                    #expect(name.utf8.count + 1 <= 255)
                    #expect(
                        Temporaries.owner(inName: name)
                            == .init(machine: Temporaries.machine, pid: pid, isUnlocked: false))
                    #expect(Temporaries.owner(inName: name + "~")?.isUnlocked == true)
                }
            }
        }
    }
}
