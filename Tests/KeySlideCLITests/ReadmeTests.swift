import Foundation
import KeySlideTestSupport
import Testing

/// The README must not drift: its scene example loads, its command output (and docs/commands.md's)
/// is what the tool prints, and the pictures it shows are exactly the generated files kept in git.
@Suite("README")
struct ReadmeTests {
    static let root = KeySlideProcess.packageRoot

    func readme() throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The fenced blocks of the document at `path` whose opening fence names `language` (`""` for
    /// bare fences), in order.
    func blocks(_ language: String, in path: String = "README.md") throws -> [String] {
        var blocks: [String] = []
        var open: (language: String, lines: [Substring])?
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let current = open {
                if line == "```" {
                    if current.language == language { blocks.append(current.lines.joined(separator: "\n")) }
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                open = (String(line.dropFirst(3)), [])
            }
        }
        return blocks
    }

    /// The `keyslide` command lines of the bare code blocks in `path`, without their comments;
    /// `preview` serves until stopped, and has its own test (`PreviewInChromiumTests`).
    func commands(in path: String) throws -> [[String]] {
        try blocks("", in: path).flatMap { $0.split(separator: "\n") }
            .filter { $0.hasPrefix("keyslide ") && !$0.hasPrefix("keyslide preview") && !$0.contains(">") }
            .map { line in
                let command = line.components(separatedBy: "  #").first ?? String(line)
                // Words split at spaces, a quoted one kept whole (no example needs more).
                var words: [String] = []
                var quoted: String?
                for word in command.split(separator: " ").dropFirst() {
                    if let open = quoted {
                        quoted = open + " " + word
                        if word.hasSuffix("\"") || word.hasSuffix("'") {
                            words.append(String(quoted!.dropFirst().dropLast()))
                            quoted = nil
                        }
                    } else if (word.hasPrefix("\"") || word.hasPrefix("'")) && word.count > 1
                        && (word.hasSuffix("\"") || word.hasSuffix("'"))
                    {
                        words.append(String(word.dropFirst().dropLast()))
                    } else if word.hasPrefix("\"") || word.hasPrefix("'") {
                        quoted = String(word)
                    } else {
                        words.append(String(word))
                    }
                }
                return words
            }
    }

    /// Runs `commands` in order in a new folder holding a copy of Samples/, as a fresh clone has it.
    func runAsWritten(_ commands: [[String]]) throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Samples"), to: directory.appendingPathComponent("Samples"))
        for arguments in commands {
            let result = try KeySlideProcess.run(arguments, in: directory)
            #expect(result.status == 0, "keyslide \(arguments.joined(separator: " ")): \(result.standardError)")
        }
    }

    @Test("every keyslide command in the README runs as written in a fresh clone")
    func readmeCommandsRun() throws {
        let commands = try commands(in: "README.md")
        #expect(commands.count >= 3)
        #expect(commands.contains { $0.first == "import" })
        try runAsWritten(commands)
    }

    @Test(
        "every keyslide command in docs/commands.md runs as written in a fresh clone (long tier: GIFs at scale 2)",
        .enabled(if: TestTier.current == .long))
    func commandsPageRuns() throws {
        let commands = try commands(in: "docs/commands.md")
        #expect(commands.count >= 20)
        try runAsWritten(commands)
    }

    @Test("the scene file example loads and explains")
    func sceneExample() throws {
        let yaml = try #require(blocks("yaml").first)
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("example.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["explain", path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("content-inset"))
    }

    @Test("the explain table, in the README and docs/commands.md, is what explain prints")
    func explainTable() throws {
        let result = try KeySlideProcess.run([
            "explain", Self.root.appendingPathComponent("Samples/seed-001-shift-by-overlap.yaml").path,
        ])
        #expect(result.status == 0)
        for document in ["README.md", "docs/commands.md"] {
            let table = try #require(try blocks("", in: document).first { $0.hasPrefix("strategy ") }, "\(document)")
            #expect(result.standardOutput.hasSuffix(table + "\n"), "\(document)")
        }
    }

    @Test("every picture the README shows is a generated file kept in git, and no other is")
    func picturesAreKept() throws {
        let text = try readme()
        let pattern = try NSRegularExpression(pattern: #"\]\((Output/[^)]+)\)"#)
        let shown = Set(
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            })
        #expect(shown.count >= 7)
        for path in shown {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                "\(path) is missing")
        }
        // .gitignore ignores Output/ except for exactly these files (globs allowed).
        let ignore = try String(contentsOf: Self.root.appendingPathComponent(".gitignore"), encoding: .utf8)
        let kept = ignore.split(separator: "\n").filter { $0.hasPrefix("!/Output/") }.map { String($0.dropFirst(2)) }
        func matches(_ glob: String, _ path: String) -> Bool {
            fnmatch(glob, path, 0) == 0
        }
        for path in shown { #expect(kept.contains { matches($0, path) }, "\(path) is not kept in git") }
        for glob in kept { #expect(shown.contains { matches(glob, $0) }, "\(glob) is kept but not shown") }
    }
}
