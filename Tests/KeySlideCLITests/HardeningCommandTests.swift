import Foundation
import KeySlideTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 9 on the command line: what `-o` may replace, batch folders, negative numbers, curve
/// names, and scene text on its way to a terminal.
@Suite("keyslide hardening")
struct HardeningCommandTests {
    static let sample = RenderCommandTests.sample

    /// A small scene; `title` goes in as a YAML double-quoted string (escapes allowed).
    static func scene(title: String) -> String {
        """
        title: "\(title)"
        device: iphone-5
        fps: 10
        duration: 1
        view:
          elements:
            - {type: textField, id: a, frame: [20, 100, 280, 31]}
        timeline:
          - {at: 0.2, tap: a}
        strategies: [none]

        """
    }

    func scratch() throws -> URL { try KeySlideProcess.makeScratchDirectory() }

    @Test("-o naming a folder with the user's file in it: refused, the file stays")
    func framesIntoAUsersFolder() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mine = directory.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        for format in [["--format", "png"], ["--format", "svg", "--frames"]] {
            let result = try KeySlideProcess.run(
                ["render", Self.sample, "--strategy", "none", "--fps", "2", "-o", "mine"] + format, in: directory)
            #expect(result.status == 1)
            #expect(
                result.standardError.contains("the folder holds 'notes.txt', which KeySlide did not write"),
                "\(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["mine"])
    }

    @Test("-o naming a FIFO or a link: one line, exit 1, left as it was; a trailing slash leaves nothing")
    func specialDestinations() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("pipe").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("link.gif").path,
            withDestinationPath: "/etc/hostname")
        let cases = [
            ("pipe", "cannot write 'pipe': it is a FIFO; KeySlide replaces only regular files"),
            ("link.gif", "cannot write 'link.gif': it is a symbolic link;"),
            ("new/", "cannot write 'new/': the path ends in '/', which names a folder, not a file"),
        ]
        for (path, message) in cases {
            let result = try KeySlideProcess.run(
                ["render", Self.sample, "--strategy", "none", "--format", "gif", "--fps", "2", "-o", path],
                in: directory)
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("Error: " + message), "\(result.standardError)")
            #expect(result.standardError.split(separator: "\n").count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.gif", "pipe"])
    }

    @Test("a 250-character output name is written")
    func longOutputName() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = String(repeating: "n", count: 246) + ".svg"
        let result = try KeySlideProcess.run(["render", Self.sample, "--strategy", "none", "-o", name], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
    }

    @Test("negative numbers are values, answered by the range; curve names get a did-you-mean")
    func numbersAndNames() throws {
        let fps = UsageCheck.run(["render", Self.sample, "--strategy", "none", "--fps", "-1"])
        #expect(fps.status == 64)
        #expect(
            fps.standardError.hasPrefix("Error: --fps must be a whole number from 1 to 50, got -1."),
            "\(fps.standardError)")
        let jobs = try KeySlideProcess.run(["batch", "--jobs", "-2"])
        #expect(
            jobs.standardError.hasPrefix("Error: --jobs must be a whole number from 1 to 256, got -2."),
            "\(jobs.standardError)")
        let curve = try KeySlideProcess.run(["curve", "easeInOt"])
        #expect(curve.status == 1)
        #expect(
            curve.standardError.hasPrefix("Error: unknown curve 'easeInOt' (did you mean 'easeInOut'?); expected"),
            "\(curve.standardError)")
        let function = try KeySlideProcess.run(["curve", "cubic-bezer(0,0,1,1)"])
        #expect(function.standardError.contains("(did you mean 'cubic-bezier(…)'?)"), "\(function.standardError)")
    }

    @Test("a command name one typo away gets a did-you-mean and exit 64; other words go to the parser")
    func commandNames() throws {
        let typo = UsageCheck.run(["rendr", "x.yaml"])
        #expect(typo.status == 64)
        #expect(
            typo.standardError.hasPrefix("Error: unknown command 'rendr'; did you mean 'render'? Commands: render, "))
        #expect(typo.standardError.filter(\.isNewline).count == 1)
        let far = UsageCheck.run(["zzzzzzzz"])
        #expect(far.status == 64)
        #expect(far.standardError.contains("Unexpected argument 'zzzzzzzz'"), "\(far.standardError)")
        #expect(try KeySlideProcess.run(["help", "render"]).status == 0)
    }

    @Test("batch: a folder without scenes is an error; a folder that is its own output works twice")
    func batchFolders() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let none = try KeySlideProcess.run(["batch", "empty", "-o", "out"], in: directory)
        #expect(none.status == 1)
        #expect(none.standardError == "Error: no scene files in empty (looked for .yaml, .yml, .json)\n")

        let both = directory.appendingPathComponent("both")
        try FileManager.default.createDirectory(at: both, withIntermediateDirectories: false)
        try Data(Self.scene(title: "Plain").utf8).write(to: both.appendingPathComponent("plain.yaml"))
        for _ in 0..<2 {
            let run = try KeySlideProcess.run(["batch", "both", "-o", "both", "--jobs", "1"], in: directory)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("1 of 1 scenes rendered"), "\(run.standardOutput)")
        }
    }

    @Test("batch and gallery: a user's index.html stays; a FIFO as the folder is one plain line")
    func galleryDestinations() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: false)
        try Data(Self.scene(title: "Plain").utf8).write(to: scenes.appendingPathComponent("plain.yaml"))
        let site = directory.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
        try Data("<title>mine</title>".utf8).write(to: site.appendingPathComponent("index.html"))
        let batch = try KeySlideProcess.run(["batch", "scenes", "-o", "site"], in: directory)
        #expect(batch.status == 1)
        #expect(
            batch.standardError
                == "Error: cannot write 'site/index.html': it is not a KeySlide gallery; KeySlide replaces only its "
                + "own page (choose another -o)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path) == ["index.html"])
        #expect(
            try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8) == "<title>mine</title>")
        #expect(mkfifo(directory.appendingPathComponent("pipe").path, 0o600) == 0)
        let ours = try KeySlideProcess.run(["batch", "scenes", "-o", "out"], in: directory)
        #expect(ours.status == 0, "\(ours.standardError)")
        for command in [["gallery", "out", "-o", "pipe"], ["batch", "scenes", "-o", "pipe"]] {
            let run = try KeySlideProcess.run(command, in: directory)
            #expect(run.status == 1)
            #expect(run.standardError == "Error: cannot write 'pipe': it is a FIFO, not a folder\n", "\(command)")
        }
    }

    @Test("control characters from a scene reach the terminal escaped: explain, batch lines")
    func controlCharacters() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: false)
        let evil = Self.scene(title: "Evil \\e]0;pwned\\a title")
        try Data(evil.utf8).write(to: scenes.appendingPathComponent("evil.yaml"))
        try Data("title: [".utf8).write(to: scenes.appendingPathComponent("bad\u{1B}[31m.yaml"))
        let explain = try KeySlideProcess.run(["explain", "scenes/evil.yaml"], in: directory)
        #expect(explain.status == 0)
        #expect(explain.standardOutput.hasPrefix("Evil \\u{1b}]0;pwned\\u{7} title\n"), "\(explain.standardOutput)")
        let batch = try KeySlideProcess.run(["batch", "scenes", "-o", "out", "--jobs", "1"], in: directory)
        #expect(batch.status == 1)
        for text in [explain.standardOutput, batch.standardOutput, batch.standardError] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text)")
        }
        #expect(batch.standardError.contains("failed: scenes/bad\\u{1b}[31m.yaml"), "\(batch.standardError)")
    }
}
