import Foundation
import KeySlideCLI
import KeySlideTestSupport
import Testing

/// The conventions of a command-line tool: one version in the CHANGELOG and `--version`, the exit
/// statuses `--help` and the README document, and shell completions that know the strategies.
@Suite("Version, exit statuses, completions")
struct ConventionsTests {
    static let root = KeySlideProcess.packageRoot

    @Test("the CHANGELOG's newest version is the one --version prints and the documentation names")
    func changelogVersion() throws {
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // The newest version's heading, under the changes not yet released (`## [Unreleased]`).
        let heading = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## [") && $0 != "## [Unreleased]" })
        #expect(heading.hasPrefix("## [\(KeySlideTool.version)] - "))
        let docs = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/KeySlideSimulation/KeySlideSimulation.docc/KeySlideSimulation.md"),
            encoding: .utf8)
        #expect(docs.contains("documentation of KeySlide \(KeySlideTool.version), the version `keyslide --version`"))
        let printed = try KeySlideProcess.run(["--version"])
        #expect(printed.status == 0)
        #expect(printed.standardOutput == KeySlideTool.version + "\n")
    }

    @Test("--help and the README name every exit status")
    func exitStatusesDocumented() throws {
        let help = try KeySlideProcess.run(["--help"])
        #expect(help.status == 0)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for status in ["0", "1", "64", "70"] {
            #expect(help.standardOutput.contains(" \(status) "), "\(status)")
            #expect(readme.contains("\n| \(status) | "), "\(status)")
        }
    }

    @Test("a usage mistake exits 64, a bad scene 1")
    func exitStatuses() throws {
        let sample = Self.root.appendingPathComponent("Samples/readme-form.yaml").path
        let unknownOption = UsageCheck.run(["render", sample, "--strategy", "none", "--colour", "red"])
        #expect(unknownOption.status == 64)
        #expect(unknownOption.standardError.contains("Usage: keyslide render"))
        let scale = UsageCheck.run(["compare", sample, "--scale", "4"])
        #expect(scale.status == 64)

        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.yaml").path
        try "view: {elements: [{type: textField, id: a, frame: [0, 0, -5, 30]}]}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let badScene = try KeySlideProcess.run(["explain", path])
        #expect(badScene.status == 1)
        #expect(badScene.standardError.hasPrefix("Error: \(path):"))
        let missing = try KeySlideProcess.run(["explain", directory.appendingPathComponent("none.yaml").path])
        #expect(missing.status == 1)
    }

    @Test("the bash completion script completes strategy ids, formats, scales and scene files")
    func bashCompletionScript() throws {
        let result = try KeySlideProcess.run(["--generate-completion-script", "bash"])
        #expect(result.status == 0)
        let script = result.standardOutput
        #expect(script.contains("complete -o filenames -F _keyslide keyslide"))
        // Strategy ids come from the running tool, so a tool built with more strategies offers them too.
        #expect(script.contains("---completion render -- --strategy "))
        #expect(script.contains("---completion compare -- --strategies "))
        #expect(script.contains("---completion explain -- --strategies "))
        #expect(script.contains("---completion trace -- --strategy "))
        #expect(script.contains("-W 'svg'$'\\n''gif'$'\\n''png'"))
        #expect(script.contains("-W '1'$'\\n''2'$'\\n''3'"))
        #expect(script.contains("-fX '!*.@(yaml|yml|json)'"))
        #expect(script.contains("-fX '!*.@(storyboard|xib|txt)'"))
    }

    /// Runs the hidden completion entry for the last of `words` (a command, an option, the word typed).
    func complete(_ words: [String]) throws -> KeySlideProcess.Result {
        let typed = words[2]
        let arguments = ["---completion", words[0], "--", words[1], "3", String(typed.count), "keyslide"] + words
        return try KeySlideProcess.run(arguments)
    }

    @Test("the hidden completion entry lists the tool's strategy ids, and completes the last of a list")
    func customCompletion() throws {
        // What bash runs for `keyslide render --strategy <TAB>`: the command, the argument, the word's
        // index and the cursor's place in it, then the words.
        let all = try complete(["render", "--strategy", ""])
        #expect(all.status == 0)
        let strategies = try KeySlideProcess.run(["strategies", "--json"])
        let ids = try #require(
            try JSONSerialization.jsonObject(with: Data(strategies.standardOutput.utf8)) as? [[String: String]]
        ).compactMap { $0["id"] }
        #expect(ids.count >= 10)
        #expect(all.standardOutput.split(separator: "\n").map(String.init) == ids)

        let prefixed = try complete(["trace", "--strategy", "sc"])
        #expect(prefixed.standardOutput == "scroll-content-offset\nscroll-rect-to-visible\n")

        let list = try complete(["compare", "--strategies", "none,co"])
        #expect(list.standardOutput == "none,content-inset\n")
    }
}
