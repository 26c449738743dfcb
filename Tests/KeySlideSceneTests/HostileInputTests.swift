import Foundation
import KeySlideScene
import KeySlideSystem
import KeySlideUIKit
import Testing

/// Values that must not reach a terminal raw, files that are not files, and text that other tools
/// write: each one gets a one-line message (or loads), never a hang or a raw control character.
@Suite struct QuotedTests {
    @Test func controlCharactersAreEscapedSwiftStyle() {
        #expect(Quoted.value("a\u{1B}]0;owned\u{07}b") == #""a\u{1b}]0;owned\u{7}b""#)
        #expect(Quoted.value("say \"hi\"\\\n") == #""say \"hi\"\\\n""#)
        #expect(Quoted.text("tab\there\u{9B}31m\u{7F}") == #"tab\there\u{9b}31m\u{7f}"#)
        #expect(Quoted.text("line\u{2028}separator") == #"line\u{2028}separator"#)
    }

    @Test func longValuesAreShortenedWithTheirLength() {
        let name = String(repeating: "é", count: 1_048_576)
        #expect(Quoted.value(name) == "\"" + String(repeating: "é", count: 60) + "…\" (1,048,576 characters)")
        #expect(Quoted.text(name, limit: 3) == "ééé… (1,048,576 characters)")
        #expect(Quoted.text(String(repeating: "a", count: 60)) == String(repeating: "a", count: 60))
    }

    /// A character built of a million combining marks is one `Character` but long all the same.
    @Test func lengthIsCountedInUnicodeScalars() {
        let accent = String(repeating: "\u{301}", count: 100)
        #expect(Quoted.text("e" + accent, limit: 2) == "e\u{301}… (101 characters)")
    }
}

@Suite struct HostileInputTests {
    @Test func controlCharactersFromASceneAreEscapedInMessages() {
        expectFailure(
            "device: \"iphone\\e]0;owned\\a\"\nview: {elements: []}",
            "scene.yaml:1:9: device: unknown device 'iphone\\u{1b}]0;owned\\u{7}'; "
                + "`keyslide devices` lists the \(Device.all.count) presets")
        expectFailure(
            "\"ti\\etle\": x\nview: {elements: []}",
            "scene.yaml:1:1: unknown key 'ti\\u{1b}tle'; did you mean 'title'? accepted keys: title, "
                + "device, profile, orientation, appearance, bezel, fps, duration, rootFrame, navigationBar, toolbar, "
                + "splitView, presentation, window, keyboard, "
                + "settings, view, timeline, strategies, safeArea, libraries, tabBar, bottomToolbar, inputAccessory, "
                + "expect")
    }

    @Test func controlCharactersInAFileNameAreEscaped() {
        let description = failure("view: []", fileName: "bad\u{1B}[2J\u{07}.yaml")
        #expect(description.hasPrefix(#"bad\u{1b}[2J\u{7}.yaml:1:7: view: expected a mapping"#))
        let raw = SceneError(file: "x.yaml", message: "raw \u{1B} escape")
        #expect(raw.description == #"x.yaml: raw \u{1b} escape"#)
    }

    @Test func aHugeDeviceNameGivesAShortLine() {
        let name = String(repeating: "x", count: 900_000)
        let description = failure("device: \(name)\nview: {elements: []}")
        let start = "scene.yaml:1:9: device: unknown device '" + String(repeating: "x", count: 60)
        #expect(description.hasPrefix(start + "… (900,000 characters)'; `keyslide devices` lists the "))
        #expect(description.count < 200)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let scene = try SceneLoader.parse(
            "\u{FEFF}title: BOM\nview: {elements: []}", fileName: "bom.yaml",
            knownStrategies: [])
        #expect(scene.title == "BOM")
        let json = try SceneLoader.parse(
            "\u{FEFF}{\"view\": {\"elements\": []}}", fileName: "bom.json",
            knownStrategies: [])
        #expect(json.title == "bom")
    }

    @Test func aByteOrderMarkInAFileIsSkipped() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-bom-\(getpid()).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data([0xEF, 0xBB, 0xBF] + Array("view: {elements: []}\n".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(try SceneLoader.load(contentsOf: path, knownStrategies: []).view.elements.isEmpty)
    }

    @Test func trailingCommasAreNotJSON() {
        let strict = "a .json scene must be strict JSON (use .yaml for YAML)"
        expectFailure(
            "{\"view\": {\"elements\": [],}}", fileName: "scene.json",
            "scene.json:1:25: not valid JSON: a comma before the end of a list or object; \(strict)")
        expectFailure(
            "{\"view\": {\"elements\": [\n  1,\n  ]}}", fileName: "scene.json",
            "scene.json:2:4: not valid JSON: a comma before the end of a list or object; \(strict)")
        // Lines end at `\r\n` and `\r` too, as editors count them.
        expectFailure(
            "{\"view\": {\"elements\": [\r\n  1,\r  ]}}", fileName: "scene.json",
            "scene.json:2:4: not valid JSON: a comma before the end of a list or object; \(strict)")
        // A comma inside a string is text, and a comma between items is JSON.
        #expect(
            failure("{\"title\": \",]\", \"view\": {\"elements\": []}}", fileName: "scene.json")
                == "(loaded without error)")
    }

    @Test func aFIFOIsNotARegularFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-fifo-\(getpid()).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #require(mkfifo(path, 0o600) == 0)
        let expected = SceneError(
            file: path, message: "is not a regular file (a FIFO); a scene file must be a regular file")
        #expect(throws: expected) { try SceneLoader.load(contentsOf: path, knownStrategies: []) }
    }

    /// A link is followed: a link to a scene file reads the file, a link to a device is refused.
    @Test func aLinkToADeviceIsNotARegularFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-dev-\(getpid()).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        let expected = SceneError(
            file: path, message: "is not a regular file (a character device); a scene file must be a regular file")
        #expect(throws: expected) { try SceneLoader.load(contentsOf: path, knownStrategies: []) }
    }

    @Test func deepNestingIsRefusedPlainly() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        expectFailure(
            "title: \(deep)\nview: {elements: []}",
            "scene.yaml:1:9: invalid YAML: lists and mappings nested more than 1,000 deep; "
                + "a scene needs a handful")
    }
}
