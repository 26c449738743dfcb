import Foundation
import KeySlideTestSupport
import Testing

/// Issue 33 on the command line: `keyslide import` of hostile names, deep and CRLF dumps, many
/// fields, and a scene that would not load, as a user would run it.
@Suite("keyslide import hardening")
struct ImportHardeningCommandTests {
    /// Line terminators and control characters a file name may hold (anything but `/` and NUL),
    /// and as XML character references for a title and a storyboard identifier (XML 1.0 has no
    /// reference for the C0 controls but tab, line feed and carriage return).
    static let nameBreakers = [
        "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{1B}", "\t",
    ]
    static let xmlBreakers = ["&#10;", "&#13;", "&#13;&#10;", "&#x85;", "&#x2028;", "&#x2029;", "&#9;"]

    static func storyboard(title: String, identifier: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s"><objects>
        <viewController title="\(title)" storyboardIdentifier="\(identifier)" id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
        <textField id="f" userLabel="\(title)"><rect key="frame" x="20" y="100" width="280" height="31"/></textField>
        </subviews></view></viewController></objects></scene></scenes></document>

        """
    }

    /// The keys a YAML text starts at the first column, its lines split where libyaml splits them.
    static func topLevelKeys(_ yaml: String) -> [String] {
        yaml.components(separatedBy: CharacterSet(charactersIn: "\n\r\u{85}\u{2028}\u{2029}")).compactMap { line in
            guard let first = line.first, first != " ", first != "#" else { return nil }
            return String(line.prefix { $0 != ":" })
        }
    }

    @Test("names with line breaks and controls: the YAML has its own keys only, and loads")
    func hostileNames() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SplitMix64(seed: 331)
        for round in 0..<TestTier.count(fast: 6, long: 40) {
            func pick(_ breakers: [String]) -> String {
                "Sign In" + breakers.randomElement(using: &generator)! + "fps: 7"
                    + breakers.randomElement(using: &generator)! + "strategies: [none]"
            }
            let file = "\(round)" + pick(Self.nameBreakers) + ".storyboard"
            try Self.storyboard(title: pick(Self.xmlBreakers), identifier: pick(Self.xmlBreakers))
                .write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
            let output = "scene\(round).yaml"
            let imported = try KeySlideProcess.run(["import", file, "-o", output], in: directory)
            #expect(imported.status == 0, "\(imported.standardError)")
            let yaml = try String(contentsOf: directory.appendingPathComponent(output), encoding: .utf8)
            #expect(
                Self.topLevelKeys(yaml) == ["title", "device", "orientation", "rootFrame", "view", "timeline"],
                "\(yaml)")
            #expect(
                !yaml.unicodeScalars.contains {
                    $0 != "\n"
                        && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}")
                })
            #expect(yaml.contains("fps: 7"))  // the text is still there, escaped, in its comment
            let explained = try KeySlideProcess.run(["explain", output, "--strategy", "none"], in: directory)
            #expect(explained.status == 0, "\(explained.standardError)")
            // --list keeps each screen on its row, its names escaped.
            let listed = try KeySlideProcess.run(["import", file, "--list"], in: directory)
            #expect(
                listed.status == 0 && listed.standardOutput.split(separator: "\n").count == 2,
                "\(listed.standardOutput)")
            #expect(!listed.standardOutput.unicodeScalars.contains { $0 != "\n" && $0.value < 0x20 })
        }
    }

    @Test("render of a scene that references a dump 3,000 views deep: one line naming the dump's line")
    func deepDumpReferenced() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = (0..<3_000).map { String(repeating: "|", count: $0) + "<UIView: 0x\($0 + 1); frame = (0 0; 9 9)>" }
        try dump.joined(separator: "\n").write(
            to: directory.appendingPathComponent("deep.txt"), atomically: true, encoding: .utf8)
        try "view: {layout: deep.txt}\n".write(
            to: directory.appendingPathComponent("deep.yaml"), atomically: true, encoding: .utf8)
        let rendered = try KeySlideProcess.run(
            ["render", "deep.yaml", "--strategy", "none", "-o", "deep.svg"], in: directory)
        #expect(rendered.status == 1)
        #expect(
            rendered.standardError == "Error: deep.txt:257: views nested deeper than 256 levels; "
                + "a screen's views nest a few dozen at most\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("deep.svg").path))
        let imported = try KeySlideProcess.run(["import", "deep.txt"], in: directory)
        #expect(imported.status == 1 && imported.standardOutput.isEmpty)
    }

    @Test("a dump with CRLF, CR or mixed line ends imports as with LF")
    func crlfDump() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOfFile: ImportCommandTests.fixture("LoginDump.txt"), encoding: .utf8)
        var outputs: [String] = []
        for (index, ending) in ["\n", "\r\n", "\r", "mixed"].enumerated() {
            let folder = directory.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            let lines = text.components(separatedBy: "\n")
            let rewritten = lines.enumerated().map { $0.element + ($0.offset.isMultiple(of: 2) ? "\r\n" : "\r") }
            let written = ending == "mixed" ? rewritten.joined() : lines.joined(separator: ending)
            try written.write(to: folder.appendingPathComponent("dump.txt"), atomically: true, encoding: .utf8)
            let result = try KeySlideProcess.run(["import", "dump.txt"], in: folder)
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(result.standardOutput + result.standardError)
        }
        #expect(Set(outputs).count == 1)
        #expect(outputs[0].contains("type: textField"))
    }

    @Test("a dump of 201 and more fields imports, cut to the 200 elements a scene holds")
    func manyFields() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for count in [201, 450] {
            let lines =
                ["<UIWindow: 0x1; frame = (0 0; 375 667)>"]
                + (0..<count).map { "   | <UITextField: 0x\($0 + 16); frame = (20 \($0 * 3); 280 3); text = ''>" }
            try lines.joined(separator: "\n").write(
                to: directory.appendingPathComponent("fields.txt"), atomically: true, encoding: .utf8)
            let result = try KeySlideProcess.run(["import", "fields.txt", "-o", "fields\(count).yaml"], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            let yaml = try String(contentsOf: directory.appendingPathComponent("fields\(count).yaml"), encoding: .utf8)
            #expect(yaml.components(separatedBy: "    - {type: textField").count - 1 == 200)
            #expect(yaml.contains("# the screen has \(count) elements and a scene holds at most 200"))
        }
    }

    @Test("a scene the import cannot write: one line naming the storyboard and the screen's line, no file")
    func sceneThatWouldNotLoad() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let long = String(repeating: "t", count: 1_001)
        try Self.storyboard(title: long, identifier: "id").write(
            to: directory.appendingPathComponent("long.storyboard"), atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["import", "long.storyboard", "-o", "long.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                "Error: long.storyboard:4: the scene imported from this screen would not load"),
            "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("long.yaml").path))
    }
}
