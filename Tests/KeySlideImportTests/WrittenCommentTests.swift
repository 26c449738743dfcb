import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// Issue 33, 1: what `import` writes takes no dictation. Names from the file (a title, a
/// storyboard identifier, a class, an id, the file's own name) reach comments and values of the
/// written YAML; none of them, whatever line terminators and control characters it holds, may
/// end its line and start a key of its own.
@Suite struct WrittenCommentTests {
    /// Every way a line can end in YAML 1.1 (libyaml) or in an editor, and characters that are no
    /// text: each must be escaped in a comment. (U+FEFF is left to the names that only go into
    /// comments: Yams drops one that starts a value, escaped or not.)
    static let breakers = [
        "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{0}", "\u{1B}", "\u{7}",
        "\u{7F}", "\u{9B}", "\t", "\u{FFFE}", "\u{FFFF}",
    ]
    /// What an attacker would write after a line break: keys a scene file accepts.
    static let payloads = [
        "fps: 7", "duration: 9", "strategies: [none]", "device: ipad", "title: hijacked", "- {at: 1, dismiss: true}",
        "view: {layout: /etc/passwd}", "# ", "\"", "'", "\\", "{", "}", ": ", "é", "🙂",
    ]

    /// A text of a few pieces, each a word, a breaker or a payload; `bom` adds U+FEFF.
    static func hostile(_ generator: inout SplitMix64, bom: Bool = false) -> String {
        let pieces = ["Login", "x", " ", "a b"] + breakers + payloads + (bom ? ["\u{FEFF}"] : [])
        return (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined()
    }

    /// The text as a comment must show it: the escapes `Quoted` uses in messages, written here
    /// independently of the importer.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}":
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A screen whose every name is `names`' next text: title, identifier, classes, ids, the
    /// device, bar titles and items; the field's border and return key are `style` and `key`.
    static func screen(_ names: () -> String, style: String, key: String) -> (ImportedScreen, DeviceHint) {
        let field = ImportedView(
            kind: .textField, className: names(), id: "field", frame: Rect(x: 20, y: 100, width: 280, height: 31),
            placeholder: names(), borderStyle: style, returnKeyType: key)
        let hidden = ImportedView(
            kind: .label, className: names(), id: names(), frame: Rect(x: 0, y: 0, width: 10, height: 10),
            isHidden: true)
        let root = ImportedView(
            kind: .view, className: names(), id: names(), frame: Rect(x: 0, y: 0, width: 320, height: 568),
            children: [field, hidden])
        let screen = ImportedScreen(
            id: names(), title: names(), storyboardIdentifier: names(), controllerClass: names(),
            rootSize: root.frame.size, navigationBar: ImportedBar(kind: .navigationBar, title: names()),
            tabBar: ImportedBar(kind: .tabBar, items: [names(), names()]), root: root)
        return (screen, DeviceHint(id: names()))
    }

    /// The top-level keys of YAML text as libyaml reads its lines (YAML 1.1 ends a line at NEL,
    /// U+2028 and U+2029 too): every line that starts at the first column and is no comment.
    static func topLevelKeys(_ yaml: String) -> [String] {
        yaml.splitIntoLines(unicodeBreaks: true).compactMap { line in
            guard let first = line.first, first != " ", first != "#" else { return nil }
            return String(line.prefix { $0 != ":" })
        }
    }

    static let keys = ["title", "device", "orientation", "rootFrame", "navigationBar", "tabBar", "view", "timeline"]

    /// Random names with every line terminator and control character, in every place a name
    /// goes: the YAML has exactly the keys the scene has, reads back into exactly the scene the
    /// description checks into (an injected `fps: 7` or `strategies: [none]` would change it),
    /// holds no raw line terminator or control character but its own `\n`s, and shows each
    /// name escaped in its comment.
    @Test func namesFromTheFileNeverStartAKey() throws {
        var generator = SplitMix64(seed: 33)
        for round in 0..<TestTier.count(fast: 300, long: 3_000) {
            let (screen, hint) = Self.screen(
                { Self.hostile(&generator) }, style: ["none", "line", "bezel"].randomElement(using: &generator)!,
                key: ["next", "go", "done"].randomElement(using: &generator)!)
            let source = Self.hostile(&generator, bom: true) + ".storyboard"
            let screenName = Self.hostile(&generator, bom: true)
            let imported = screen.sceneDescription(deviceHint: hint)
            let yaml = imported.yaml(source: source, screen: screenName)
            #expect(Self.topLevelKeys(yaml) == Self.keys, "round \(round): \(yaml)")
            let read = try SceneLoader.parse(yaml, fileName: "imported.yaml", knownStrategies: StrategyCatalog.ids)
            let checked = try Scene.checked(
                imported.description, name: "imported", knownStrategies: StrategyCatalog.ids)
            #expect(read == checked, "round \(round): \(yaml)")
            #expect(!yaml.unicodeScalars.contains { $0 != "\n" && Self.escaped(String($0)) != String($0) })
            #expect(yaml.hasPrefix("# Imported by `keyslide import` from \(Self.escaped(source)),\n"))
            #expect(yaml.contains("\n# screen \(Self.escaped(screenName)).\n"))
            let skipped = try #require(imported.skipped.first)
            #expect(yaml.contains("    # \(Self.escaped(skipped.className)) \(Self.escaped(skipped.id)) "))
        }
    }

    /// A word from the file written as a value (a border style, a return key) is plain only when
    /// YAML reads it as that word; anything else is quoted, so it stays in its key: the scene
    /// checker then refuses it by its place, and no other key appears.
    @Test func wordsFromTheFileStayInTheirKey() throws {
        var generator = SplitMix64(seed: 34)
        for _ in 0..<TestTier.count(fast: 100, long: 1_000) {
            let style = Self.hostile(&generator)
            let (screen, hint) = Self.screen({ "name" }, style: style, key: "next")
            let yaml = screen.sceneDescription(deviceHint: hint).yaml(source: "a.storyboard", screen: "a")
            #expect(Self.topLevelKeys(yaml) == Self.keys, "\(yaml)")
            #expect(!yaml.unicodeScalars.contains { $0 != "\n" && Self.escaped(String($0)) != String($0) })
            #expect {
                try SceneLoader.parse(yaml, fileName: "imported.yaml", knownStrategies: StrategyCatalog.ids)
            } throws: { error in
                (error as? SceneError)?.path == "view.elements[0].borderStyle"
            }
        }
    }
}
