import Foundation
import KeySlideTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 33, items 6 and 7 and the weak list: every scene in a folder is checked or named, counts
/// are bounded, no output replaces an input, and no message carries a raw escape or a huge line.
@Suite("odd names, bounded counts, inputs kept, safe messages")
struct OddNameTests {
    /// File names of every odd kind, as bytes: not UTF-8, a line break, a control character, very
    /// long, a leading dash, a Markdown table breaker. Each holds a scene whose check fails.
    static let oddNames: [[UInt8]] = [
        Array("caf".utf8) + [0xE9] + Array(".yaml".utf8),
        [0xFF, 0xFE] + Array(".yml".utf8),
        Array("a".utf8) + [0xC3] + Array("b.json".utf8),
        Array("line\nbreak.yaml".utf8),
        Array("cr\rname.yaml".utf8),
        Array("esc\u{1B}]0;title\u{7}.yaml".utf8),
        Array((String(repeating: "x", count: 245) + ".yaml").utf8),
        Array("-leading-dash.yaml".utf8),
        Array("<b>pipe|star*.yaml".utf8),
    ]

    /// Writes `text` to the file named by the raw bytes `name` in `folder` (`open`, since no
    /// Swift path can name bytes that are not UTF-8).
    static func write(_ text: String, named name: [UInt8], in folder: URL) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(descriptor >= 0)
        let bytes = Array(text.utf8)
        #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
    }

    @Test("check and batch of a folder holding one odd name: never a pass, the file named")
    func oddNamesFail() throws {
        for name in Self.oddNames {
            let directory = try KeySlideProcess.makeScratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let scenes = directory.appendingPathComponent("scenes")
            try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
            try Self.write(CheckCommandTests.button, named: name, in: scenes)
            let shown = String(decoding: name.prefix(3), as: UTF8.self)
            let check = try KeySlideProcess.run(["check", scenes.path, "--markdown", directory.path + "/c.md"])
            #expect(check.status == 1, "\(shown): \(check.standardOutput)")
            #expect(!check.standardOutput.contains("0 checks in 0 scenes: 0 passed, 0 failed\n"), "\(shown)")
            let isUTF8 = String(validating: name, as: UTF8.self) != nil
            if !isUTF8 {
                #expect(check.standardOutput.contains("not UTF-8"), "\(shown): \(check.standardOutput)")
                #expect(check.standardOutput.contains("\\x"), "\(shown)")
            }
            for output in [check.standardOutput, check.standardError] {
                #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\r" || $0 == "\u{7}" }, "\(shown)")
            }
            let markdown = try String(contentsOfFile: directory.path + "/c.md", encoding: .utf8)
            let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }
            #expect(rows.count == 2, "\(shown): one heading, one failed row: \(markdown)")
            #expect(!markdown.contains("<b>") && !markdown.unicodeScalars.contains("\r"), "\(shown)")
            let batch = try KeySlideProcess.run(["batch", scenes.path, "-o", directory.path + "/out", "--quiet"])
            #expect(batch.status == 1, "\(shown): \(batch.standardOutput) \(batch.standardError)")
            #expect(batch.standardOutput.contains("0 of 1 scenes") || batch.standardOutput.contains("check failed"))
        }
    }

    @Test("a folder of good scenes and odd names: each good one checked, each odd one counted")
    func mixedFolder() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, name) in Self.oddNames.enumerated() {
            try Self.write(
                index % 2 == 0 ? CheckCommandTests.button : CheckCommandTests.form, named: name, in: directory)
        }
        let check = try KeySlideProcess.run(["check", directory.path, "--json"])
        #expect(check.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any]
        let scenes = (report?["check"] as? [String: Any])?["scenes"] as? [Any]
        #expect(scenes?.count == Self.oddNames.count, "every file is a scene of the report")
    }

    @Test("every count option is bounded: a usage error naming the range")
    func boundedCounts() {
        let cases: [([String], String)] = [
            (["batch", "Samples", "--jobs", "0"], "from 1 to 256"),
            (["batch", "Samples", "--jobs", "257"], "from 1 to 256"),
            (["batch", "Samples", "--jobs", "9223372036854775807"], "from 1 to 256"),
            (["batch-scene", "x.yaml", "--workers", "0"], "from 1 to 64"),
            (["batch-scene", "x.yaml", "--workers", "100000"], "from 1 to 64"),
            (["curve", "linear", "--samples", "100001"], "100000"),
            (["curve", "linear", "--duration", "0"], "at most"),
            (["curve", "linear", "--duration", "-1"], "at most"),
            (["curve", "linear", "--duration", "nan"], "at most"),
            (["curve", "linear", "--duration", "inf"], "at most"),
            (["curve", "linear", "--duration", "1e308"], "at most 600, got 1e+308"),
            (
                ["curve", "keyboard", "--duration", "nan"],
                "Error: --duration must be a positive number of seconds, at most 600, got NaN"
            ),
            (["render", "x.yaml", "--strategy", "none", "--at", "-1"], "--at"),
            (["render", "x.yaml", "--strategy", "none", "--at", "nan"], "--at"),
            (["render", "x.yaml", "--strategy", "none", "--at", "1e300"], "--at"),
            (["render", "x.yaml", "--strategy", "none", "--fps", "9223372036854775807"], "from 1 to 50"),
            (["trace", "x.yaml", "--strategy", "none", "--fps", "-5"], "from 1 to 50"),
            (["compare", "x.yaml", "--scale", "100000"], "from 1 to 3"),
        ]
        for (arguments, range) in cases {
            let result = UsageCheck.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.standardError.contains(range), "\(arguments): \(result.standardError)")
        }
    }

    @Test("--at past the scene's end is a usage error, 64, found once the scene is read")
    func atPastTheEnd() throws {
        for at in ["99", "30.0001"] {
            let result = try KeySlideProcess.run(
                [
                    "render", "Samples/readme-form.yaml", "--strategy", "none", "--format", "png", "--at", at, "-o",
                    "/tmp/x.png",
                ],
                in: KeySlideProcess.packageRoot)
            #expect(result.status == 64, "\(at): \(result.standardError)")
        }
    }

    @Test("an output that is an input is refused, however it is spelled; the input is kept")
    func outputIsInput() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("a.yaml")
        try Data(CheckCommandTests.button.utf8).write(to: scene)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link.yaml", withDestinationPath: "a.yaml")
        try FileManager.default.linkItem(atPath: scene.path, toPath: directory.path + "/hard.yaml")
        for spelling in [
            "a.yaml", "./a.yaml", directory.path + "/a.yaml", "link.yaml", "hard.yaml",
            "../"
                + directory.lastPathComponent + "/a.yaml",
        ] {
            let commands: [[String]] = [
                ["check", "a.yaml", "--junit", spelling], ["check", ".", "--markdown", spelling],
                ["chart", "a.yaml", "-o", spelling],
                [
                    "render", "a.yaml", "--strategy", "none", "-o", spelling,
                    "--format", "svg",
                ],
                ["compare", "a.yaml", "-o", spelling, "--format", "svg"],
            ]
            for arguments in commands {
                let result = try KeySlideProcess.run(arguments, in: directory)
                #expect(result.status == 64, "\(arguments): \(result.standardError)")
                // render and compare refuse a .yaml before reading anything: no picture is a .yaml.
                let refusal = ["render", "compare"].contains(arguments[0]) ? "cannot write .yaml" : "is the input"
                #expect(result.standardError.contains(refusal), "\(arguments)")
                #expect(try String(contentsOf: scene, encoding: .utf8) == CheckCommandTests.button, "\(arguments)")
            }
        }
    }

    @Test("values in messages are escaped and shortened, whoever words the message")
    func safeMessages() throws {
        let huge = String(repeating: "y", count: 100_000)
        let hostile = ["\u{1B}]0;pwned\u{7}", "\u{1B}[31mred", "a\nb\rc", huge, "\u{9B}2J"]
        for value in hostile {
            for arguments in [
                ["trace", "Samples/readme-form.yaml", "--strategy", value],
                ["explain", "Samples/readme-form.yaml", "--strategies", value + "," + value],
                ["batch", "Samples", "--shard", value], ["render", "Samples/readme-form.yaml", "--" + value],
            ] {
                let result = UsageCheck.run(arguments)
                #expect(result.status == 64)
                Self.expectSafe(result.standardError, "\(arguments.prefix(3))")
            }
            for arguments in [
                ["options", value],
                ["import", "Tests/KeySlideImportTests/Fixtures/Login.storyboard", "--scene", value],
                ["curve", value], ["render", value, "--strategy", "none"],
            ] {
                let result = try KeySlideProcess.run(arguments, in: KeySlideProcess.packageRoot)
                #expect(result.status != 0)
                Self.expectSafe(result.standardError, "\(arguments.prefix(1))")
            }
        }
    }

    static func expectSafe(_ text: String, _ context: String) {
        #expect(
            !text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\r" || $0 == "\u{9B}" },
            "\(context)")
        let longest = text.split(separator: "\n").map { $0.unicodeScalars.count }.max() ?? 0
        #expect(longest < 1_200, "\(context): a line of \(longest) characters")
    }
}

extension OddNameTests {
    @Test("a folder of frames holding a file whose name is not UTF-8 is refused, and the file stays")
    func framesFolderWithOddName() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = directory.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        try Data("<svg/>".utf8).write(to: frames.appendingPathComponent("frame-0001.svg"))
        for name in Self.oddNames where String(validating: name, as: UTF8.self) == nil {
            try Self.write("mine", named: name, in: frames)
        }
        let result = try KeySlideProcess.run(
            [
                "render", "Samples/readme-form.yaml", "--strategy", "none", "--frames", "--format", "svg", "-o",
                frames.path,
            ],
            in: KeySlideProcess.packageRoot)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("\\x"), "\(result.standardError)")
        let left = try entryCount(frames.path)
        #expect(left == 4, "the user's files were deleted")
    }

    /// How many names the folder holds, by `readdir` (Foundation leaves out names that are not UTF-8).
    func entryCount(_ path: String) throws -> Int {
        let folder = try #require(opendir(path))
        defer { closedir(folder) }
        var count = 0
        while let entry = readdir(folder) {
            let first = withUnsafeBytes(of: entry.pointee.d_name) { $0[0] }
            if first != UInt8(ascii: ".") { count += 1 }
        }
        return count
    }
}
