import Foundation
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

#if canImport(Glibc)
    import Glibc
#endif

/// KeySlide never deletes or replaces what it did not write (issue 9, data loss): a folder of
/// frames replaces only an empty folder or a folder of frames; a file replaces only a regular
/// file; links, devices, FIFOs and sockets are refused and left as they were.
@Suite("Output destinations")
struct DestinationTests {
    let manager = FileManager.default
    let frames: [(name: String, bytes: [UInt8])] = [("frame-0000.svg", Array("<svg/>".utf8)), ("frame-0001.svg", [1])]

    func scratch() throws -> URL { try KeySlideProcess.makeScratchDirectory() }

    @Test("a folder holding the user's file is refused, and the file stays")
    func folderWithAUsersFile() throws {
        let directory = try scratch()
        defer { try? manager.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("out")
        try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFolder.write(frames, to: folder.path) }
        var message = ""
        do { try AtomicFolder.write(frames, to: folder.path + "/") } catch { message = error.description }
        #expect(message.contains("'notes.txt', which KeySlide did not write"), "\(message)")
        #expect(try manager.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        #expect(try manager.contentsOfDirectory(atPath: directory.path) == ["out"])
    }

    @Test("an empty folder, and a folder of KeySlide's own frames, are replaced")
    func ownFramesAreReplaced() throws {
        let directory = try scratch()
        defer { try? manager.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("out")
        try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        try AtomicFolder.write(frames, to: folder.path)
        try Data([9]).write(to: folder.appendingPathComponent("frame-0007.png"))
        try AtomicFolder.write([frames[0]], to: folder.path)
        #expect(try manager.contentsOfDirectory(atPath: folder.path) == ["frame-0000.svg"])
        #expect(try manager.contentsOfDirectory(atPath: directory.path) == ["out"])
    }

    @Test("a FIFO, a symbolic link and a folder are refused as files, and left as they were")
    func specialFilesAreRefused() throws {
        let directory = try scratch()
        defer { try? manager.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let target = directory.appendingPathComponent("target.txt")
        try Data("kept".utf8).write(to: target)
        let link = directory.appendingPathComponent("link.gif").path
        try manager.createSymbolicLink(atPath: link, withDestinationPath: target.path)
        let cases = [(fifo, "it is a FIFO"), (link, "it is a symbolic link"), (directory.path, "it is a folder")]
        for (path, reason) in cases {
            do {
                try AtomicFile.write([1, 2, 3], to: path)
                Issue.record("\(path) was written")
            } catch {
                #expect(error.reason.hasPrefix(reason), "\(error)")
            }
        }
        #expect(Platform.fileKind(at: fifo) == .special("a FIFO"))
        #expect(try manager.destinationOfSymbolicLink(atPath: link) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept")
        // A folder of frames is not written over a link, a FIFO or a file either.
        for path in [fifo, link, target.path] {
            #expect(throws: AtomicFile.WriteError.self) { try AtomicFolder.write(frames, to: path) }
        }
        #expect(try manager.contentsOfDirectory(atPath: directory.path).sorted() == ["fifo", "link.gif", "target.txt"])
    }

    @Test("a 250-byte file name is written: its temporary name is shortened to fit NAME_MAX")
    func longNames() throws {
        let directory = try scratch()
        defer { try? manager.removeItem(at: directory) }
        let name = String(repeating: "é", count: 123) + ".gif"  // 250 bytes of UTF-8
        #expect(name.utf8.count == 250)
        try AtomicFile.write([1], to: directory.appendingPathComponent(name).path)
        #expect(try manager.contentsOfDirectory(atPath: directory.path) == [name])
        for kind in [Temporaries.Kind.file(attempt: 99), .folder, .previous, .staging] {
            let temporary = Temporaries.name(for: name, kind: kind, pid: Int32.max)
            #expect(temporary.utf8.count <= 255)
            #expect(Temporaries.processID(inName: temporary) == Int32.max)
        }
        #expect(Temporaries.processID(inName: ".notes.keyslide-12.txt") == nil)
        #expect(Temporaries.processID(inName: "form.keyslide-12.tmp") == nil)
    }

    @Test("a dead process's temporary frame folder and file are removed by the next write beside them")
    func staleLeftoversOfEveryKind() throws {
        let directory = try scratch()
        defer { try? manager.removeItem(at: directory) }
        let pidMax =
            (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 4_194_304
        let dead = pidMax - 1
        try #require(!Platform.isProcessAlive(dead))
        let staleFolder = Temporaries.name(for: "frames", kind: .folder, pid: dead)
        let staleFile = Temporaries.name(for: "anim.gif", kind: .file(attempt: 0), pid: dead)
        let living = Temporaries.name(for: "anim.gif", kind: .file(attempt: 0), pid: getppid())
        try manager.createDirectory(
            at: directory.appendingPathComponent(staleFolder), withIntermediateDirectories: false)
        for name in [staleFile, living, ".hidden-note"] {
            try Data([0]).write(to: directory.appendingPathComponent(name))
        }
        // A living writer holds its temporary's lock (`Temporaries`).
        let lock = open(directory.appendingPathComponent(living).path, O_RDONLY)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        try AtomicFile.write([1], to: directory.appendingPathComponent("other.svg").path)
        #expect(Set(try manager.contentsOfDirectory(atPath: directory.path)) == [living, ".hidden-note", "other.svg"])
    }

    @Test("an output folder is made with its parents; anything else in its place is one line with the reason")
    func outputFolders() throws {
        let directory = try scratch()
        defer { try? manager.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("a/b/c/").path
        try AtomicFolder.makeFolder(nested)
        #expect(Platform.fileKind(at: directory.appendingPathComponent("a/b/c").path) == .folder)
        try AtomicFolder.makeFolder(nested)
        let link = directory.appendingPathComponent("link").path
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "a")
        try AtomicFolder.makeFolder(link)
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let file = directory.appendingPathComponent("file").path
        try Data([1]).write(to: URL(fileURLWithPath: file))
        for (path, reason) in [
            (fifo, "it is a FIFO, not a folder"), (file, "a file is in the way of the folder"),
            (file + "/inner", "a file is in the way of the folder"),
            ("/proc/keyslide-test", "no such file or directory"),
        ] {
            #expect(throws: AtomicFile.WriteError(path: path == file + "/inner" ? file : path, reason: reason)) {
                try AtomicFolder.makeFolder(path)
            }
        }
        #expect(Platform.fileKind(at: fifo) == .special("a FIFO"))
    }

    @Test("a gallery page replaces only KeySlide's own index.html")
    func galleryPage() throws {
        let directory = try scratch()
        defer { try? manager.removeItem(at: directory) }
        try Gallery.checkDestination(inFolder: directory.path)
        let page = directory.appendingPathComponent(Gallery.fileName)
        try Data(Gallery.html(for: []).utf8).write(to: page)
        try Gallery.checkDestination(inFolder: directory.path)
        try Data("<html><title>My site</title></html>".utf8).write(to: page)
        #expect(
            throws: AtomicFile.WriteError(
                path: page.path,
                reason: "it is not a KeySlide gallery; KeySlide replaces only its own page (choose another -o)")
        ) { try Gallery.checkDestination(inFolder: directory.path) }
    }

    @Test("a killed run's leftovers go at once, before its parent has reaped it (a zombie is not alive)")
    func zombiesAreDead() throws {
        var pid: pid_t = 0
        let arguments = ["/bin/sleep", "30"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        #expect(posix_spawn(&pid, "/bin/sleep", nil, nil, &argv, nil) == 0)
        #expect(Platform.isProcessAlive(pid))
        kill(pid, SIGKILL)
        // Killed and not reaped: a zombie until waitpid, which `kill(pid, 0)` still finds.
        var waited = 0
        while !Platform.isZombie(pid), waited < 500 {
            usleep(10_000)
            waited += 1
        }
        #expect(kill(pid, 0) == 0)
        #expect(!Platform.isProcessAlive(pid))
        let directory = try scratch()
        defer { try? manager.removeItem(at: directory) }
        let stale = Temporaries.name(for: "anim.gif", kind: .file(attempt: 0), pid: pid)
        try Data([0]).write(to: directory.appendingPathComponent(stale))
        try AtomicFile.write([1], to: directory.appendingPathComponent("other.svg").path)
        #expect(try manager.contentsOfDirectory(atPath: directory.path) == ["other.svg"])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
