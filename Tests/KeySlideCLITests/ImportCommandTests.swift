import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide import`, and scenes that reference a storyboard, run as a user would run them.
@Suite("keyslide import")
struct ImportCommandTests {
    static let fixtures = KeySlideProcess.packageRoot.appendingPathComponent("Tests/KeySlideImportTests/Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test("import -o then compare works with no editing")
    func importThenCompare() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let imported = try KeySlideProcess.run(
            ["import", Self.fixture("Login.storyboard"), "--scene", "Sign In", "-o", "login.yaml"], in: directory)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasPrefix("login.yaml ("))
        let yaml = try String(contentsOf: directory.appendingPathComponent("login.yaml"), encoding: .utf8)
        #expect(yaml.hasPrefix("# Imported by `keyslide import` from \(Self.fixture("Login.storyboard")),\n"))
        // The tree: the switch stays in its form, at its place there, with the size IB measured.
        #expect(
            yaml.contains(
                "        - {type: box, id: rememberSwitch, frame: [286, 100, 51, 31], text: \"UISwitch\", "
                    + "intrinsicSize: [51, 31], hugging: [750, 750]}    # drawn as a box"))
        #expect(yaml.contains("placeholder: \"Email\", returnKeyType: next, intrinsicSize: [335, 34]}"))
        // Warnings go to standard error, one per line, in the compiler's form.
        #expect(
            imported.standardError == "\(Self.fixture("Login.storyboard")):97: warning: viewControllerPlaceholder: "
                + "a reference to Settings; import that storyboard to get its screens\n")

        let compared = try KeySlideProcess.run(["compare", "login.yaml", "-o", "login.svg"], in: directory)
        #expect(compared.status == 0, "\(compared.standardError)")
        let svg = try String(contentsOf: directory.appendingPathComponent("login.svg"), encoding: .utf8)
        #expect(svg.contains("emailField") || svg.contains("Sign In"))
    }

    @Test("without -o the scene is printed, and the same bytes every run")
    func importPrints() throws {
        let first = try KeySlideProcess.run(["import", Self.fixture("ScrollForm.xib")])
        let second = try KeySlideProcess.run(["import", Self.fixture("ScrollForm.xib")])
        #expect(first.status == 0 && first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.contains("    - type: scroll\n      id: scrollView\n"))
        #expect(first.standardOutput.contains("      contentSize: [320, 760]\n"))
        #expect(first.standardOutput.contains("  - {at: 4, dismiss: true}\n"))
    }

    @Test("--list prints every screen, its text inputs and the initial one")
    func list() throws {
        let result = try KeySlideProcess.run(["import", Self.fixture("Tabs.storyboard"), "--list"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                id          title     storyboard identifier  text inputs
                Set-VC-001  Settings  Settings               2  (initial)
                Prf-VC-001  Profile   -                      2

                """)
    }

    @Test("a file that is not a layout is a one-line error and exit 1")
    func notALayout() throws {
        let readme = KeySlideProcess.packageRoot.appendingPathComponent("README.md").path
        let result = try KeySlideProcess.run(["import", readme])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(
            lines.count == 1 && lines[0].hasPrefix("Error: \(readme): neither an Interface Builder document"),
            "\(result.standardError)")
    }

    @Test("several screens and no initial one: an error listing them")
    func ambiguousScreen() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOfFile: Self.fixture("Tabs.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"initialViewController="Tab-Co-001""#, with: "")
        try text.write(to: directory.appendingPathComponent("Tabs.storyboard"), atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["import", "Tabs.storyboard"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.standardError == "Error: Tabs.storyboard: the file holds 2 screens and names no initial one; "
                + "choose one of the screens: Settings, Profile\n")
        let chosen = try KeySlideProcess.run(["import", "Tabs.storyboard", "--scene", "Prf-VC-001"], in: directory)
        #expect(chosen.status == 0 && chosen.standardOutput.contains("title: \"Profile\""))
    }

    @Test("-o keeps an existing file unless --force")
    func force() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("mine.yaml")
        try "# my own scene\n".write(to: target, atomically: true, encoding: .utf8)
        let refused = try KeySlideProcess.run(
            ["import", Self.fixture("OldForm.xib"), "-o", "mine.yaml"], in: directory)
        #expect(
            refused.status == 1
                && refused.standardError == "Error: mine.yaml already exists; add --force to "
                    + "overwrite it\n"
        )
        #expect(try String(contentsOf: target, encoding: .utf8) == "# my own scene\n")
        let forced = try KeySlideProcess.run(
            ["import", Self.fixture("OldForm.xib"), "-o", "mine.yaml", "--force"], in: directory)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("device: iphone-4"))
        let help = try KeySlideProcess.run(["import", "--help"])
        #expect(help.standardOutput.contains("--force"))
    }

    @Test("a scene that references a storyboard renders")
    func sceneReferencingAStoryboard() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = KeySlideProcess.packageRoot.appendingPathComponent("Samples/imported-login.yaml").path
        let result = try KeySlideProcess.run(
            ["render", sample, "--strategy", "content-inset", "--format", "png", "--at", "1", "-o", "login.png"],
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("login.png").path))

        try "view: {layout: Missing.storyboard}\n".write(
            to: directory.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        let broken = try KeySlideProcess.run(["explain", "broken.yaml"], in: directory)
        #expect(broken.status == 1)
        #expect(
            broken.standardError.hasPrefix("Error: Missing.storyboard: cannot read the layout file"),
            "\(broken.standardError)")
    }

    @Test("a scene's layout warnings go to standard error, and the scene still runs")
    func layoutWarningsOnStandardError() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("Login.storyboard"),
            to: directory.appendingPathComponent("Login.storyboard"))
        try "view: {storyboard: Login.storyboard, scene: Sign In}\n".write(
            to: directory.appendingPathComponent("login.yaml"), atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["explain", "login.yaml", "--strategy", "none"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        // The fixture's form has one constraint of four, so layout also says what it leaves open.
        #expect(
            result.standardError.hasPrefix(
                "Login.storyboard:97: warning: viewControllerPlaceholder: a reference to Settings; "
                    + "import that storyboard to get its screens\n"))
        #expect(result.standardOutput.contains("login: iphone-8"), "\(result.standardOutput)")
    }

    @Test("batch skips the storyboard next to its scenes and renders the scene that references it")
    func batchBesideAStoryboard() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: KeySlideProcess.packageRoot.appendingPathComponent("Samples/login.storyboard"),
            to: scenes.appendingPathComponent("login.storyboard"))
        try """
        title: Login from the storyboard
        fps: 5
        view: {layout: login.storyboard}
        strategies: [none]
        """.write(to: scenes.appendingPathComponent("login.yaml"), atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["batch", "scenes", "-o", "out"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("1 of 1 scenes rendered"), "\(result.standardOutput)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        #expect(written.contains("login-none.svg") && !written.contains { $0.contains("storyboard") })
    }
}
