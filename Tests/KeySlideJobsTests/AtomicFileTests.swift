import Foundation
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

#if canImport(Glibc)
    import Glibc
#endif

@Suite("AtomicFile")
struct AtomicFileTests {
    @Test("writes the bytes and leaves no temporary file")
    func writes() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.svg").path
        try AtomicFile.write("<svg/>\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg/>\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
    }

    @Test("replaces an existing file whole")
    func replaces() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.txt").path
        try AtomicFile.write(String(repeating: "old ", count: 1000), to: path)
        try AtomicFile.write("new", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        try AtomicFile.write([], to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    }

    @Test("a failure names the file and leaves the directory as it was")
    func failures() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("no/such/dir/out.svg").path
        #expect(throws: AtomicFile.WriteError(path: missing, reason: "no such file or directory")) {
            try AtomicFile.write("x", to: missing)
        }
        // The destination is a directory: refused before any temporary file is made.
        let folder = directory.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(throws: AtomicFile.WriteError(path: folder.path, reason: "it is a folder, not a file")) {
            try AtomicFile.write("x", to: folder.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["folder"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(throws: AtomicFile.WriteError(path: "", reason: "the path is empty")) {
            try AtomicFile.write("x", to: "")
        }
        #expect(
            AtomicFile.WriteError(path: "a/b.svg", reason: "permission denied").description
                == "cannot write 'a/b.svg': permission denied")
    }

    @Test("splits a path into directory and name")
    func split() {
        #expect(AtomicFile.split("out.svg") == (".", "out.svg"))
        #expect(AtomicFile.split("/out.svg") == ("/", "out.svg"))
        #expect(AtomicFile.split("a/b/out.svg") == ("a/b", "out.svg"))
    }
}

@Suite("AtomicFolder")
struct AtomicFolderTests {
    @Test("a folder of frames replaces the old one whole; a trailing slash names the same folder")
    func replacesWhole() throws {
        let manager = FileManager.default
        let directory = manager.temporaryDirectory.appendingPathComponent("keyslide-folder-\(UUID().uuidString)")
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("frames").path
        let one = [("frame-0000.png", Array("one".utf8)), ("frame-0001.png", Array("two".utf8))]
        try AtomicFolder.write(one, to: folder + "/")
        #expect(try manager.contentsOfDirectory(atPath: folder).sorted() == ["frame-0000.png", "frame-0001.png"])
        try AtomicFolder.write([("frame-0000.svg", Array("three".utf8))], to: folder)
        #expect(try manager.contentsOfDirectory(atPath: folder) == ["frame-0000.svg"])
        // A name that is not a frame's is a programming error, refused.
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFolder.write([("a.txt", [1])], to: folder) }
        // Nothing else is left beside it.
        #expect(try manager.contentsOfDirectory(atPath: directory.path) == ["frames"])
    }

    @Test("copies a file of any size piece by piece, byte for byte; a FIFO is not read")
    func copies() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("source.gif").path
        // Three and a half pieces, each byte its own value mod 251, so any piece out of place shows.
        let bytes = (0..<(7 << 19)).map { UInt8($0 % 251) }
        try AtomicFile.write(bytes, to: source)
        let copy = directory.appendingPathComponent("copy.gif").path
        #expect(try AtomicFile.copy(from: source, to: copy) == bytes.count)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(bytes))
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let target = directory.appendingPathComponent("never.gif").path
        #expect(throws: AtomicFile.WriteError(path: target, reason: "cannot read '\(fifo)'")) {
            try AtomicFile.copy(from: fifo, to: target)
        }
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == [
                "source.gif", "copy.gif", "pipe",
            ])
    }
}
