import Foundation
import KeySlideGeometry
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideScene

/// Every ceiling of `Scene+Limits.swift`: a scene at each limit loads, and one just beyond it is
/// refused with the documented message.
@Suite struct LimitTests {
    static let long = String(repeating: "x", count: Scene.maximumTextLength)
    static let tooLong = long + "y"

    static let atEveryLimit = LimitScenes.atEveryLimit

    @Test func aSceneAtEveryLimitLoads() throws {
        let scene = try SceneLoader.parse(Self.atEveryLimit, fileName: "limits.yaml", knownStrategies: [])
        #expect(scene.title.unicodeScalars.count == Scene.maximumTextLength)
        // A keyboard may be as tall as the screen (iphone-8, the default device, in portrait).
        #expect(scene.keyboardHeight == scene.device.screen(scene.orientation).height)
        #expect(scene.view.contentSize.width == Scene.maximumLength)
        #expect(scene.profile.keyboardDuration == Scene.maximumDuration)
    }

    @Test func asManyElementsAndEventsAsAllowedLoad() throws {
        let text = Self.counted(elements: 200, events: 1_000)
        let scene = try SceneLoader.parse(text, fileName: "many.yaml", knownStrategies: [])
        #expect(scene.view.elements.count == Scene.maximumElements)
        #expect(scene.timeline.count == Scene.maximumEvents)
    }

    static func counted(elements: Int, events: Int) -> String {
        LimitScenes.counted(elements: elements, events: events)
    }

    /// The file-size limit leaves room for the largest scene the other limits allow.
    @Test func theLargestAllowedSceneFitsInAFile() throws {
        var lines = ["title: \(Self.long)", "view:", "  elements:"]
        for index in 0..<Scene.maximumElements {
            let id = "f\(index)" + String(repeating: "_", count: Scene.maximumTextLength - "f\(index)".count)
            lines.append(
                "    - {type: textField, id: \(id), frame: [0, 0, 10, 10], text: \(Self.long), "
                    + "placeholder: \(Self.long)}")
        }
        lines.append("timeline:")
        for index in 0..<Scene.maximumEvents { lines.append("  - {at: \(Double(index) / 2), dismiss: true}") }
        let text = lines.joined(separator: "\n")
        #expect(text.utf8.count < Scene.maximumFileSize)
        let scene = try SceneLoader.parse(text, fileName: "largest.yaml", knownStrategies: [])
        #expect(scene.view.elements.count == Scene.maximumElements && scene.timeline.count == Scene.maximumEvents)
    }

    @Test func oneElementOrEventTooMany() {
        expectFailure(
            Self.counted(elements: 201, events: 1),
            "scene.yaml:3:5: view.elements: has 201 elements; a view holds at most 200")
        expectFailure(
            Self.counted(elements: 1, events: 1_001),
            "scene.yaml:5:3: timeline: has 1,001 events; a timeline holds at most 1,000")
    }

    static let largest = "at most 100000 (the largest length in points)"
    static let either = "from -100000 to 100000 (the largest length in points)"
    static let textTooLong =
        "must be at most 1,000 characters long, found \""
        + String(repeating: "x", count: Quoted.defaultLimit) + "…\" (1,001 characters)"

    /// Each key just past its limit, and the message it gets.
    static let beyond: [(text: String, message: String)] = [
        (
            "rootFrame: [-100000.5, 0, 10, 10]\nview: {elements: []}",
            "1:13: rootFrame[0]: must be \(either), found -100000.5"
        ),
        ("rootFrame: [0, 1e19, 10, 10]\nview: {elements: []}", "1:16: rootFrame[1]: must be \(either), found 1e19"),
        (
            "rootFrame: [0, 0, 100001, 10]\nview: {elements: []}",
            "1:19: rootFrame[2]: width must be \(largest), found 100001"
        ),
        (
            "rootFrame: [0, 0, 10, 1e308]\nview: {elements: []}",
            "1:23: rootFrame[3]: height must be \(largest), found 1e308"
        ),
        (
            "keyboard: {height: 668}\nview: {elements: []}",
            "1:20: keyboard.height: must be at most 667 (the screen's height on iphone-8 in portrait), found 668"
        ),
        (
            "duration: 0.01\nview: {elements: []}",
            "1:11: duration: must be at least 0.02 s (one frame of an animated GIF), found 0.01"
        ),
        (
            "keyboard: {duration: 600.5}\nview: {elements: []}",
            "1:22: keyboard.duration: must be at most 600 s (the longest scene), found 600.5"
        ),
        (
            "settings: {scrollAnimationDuration: 1e308}\nview: {elements: []}",
            "1:37: settings.scrollAnimationDuration: must be at most 600 s (the longest scene), found 1e308"
        ),
        (
            "view: {type: scroll, contentSize: [100001, 1], elements: []}",
            "1:36: view.contentSize[0]: width must be \(largest), found 100001"
        ),
        (
            "view: {type: scroll, contentInset: [0, 0, -1e10, 0], elements: []}",
            "1:43: view.contentInset[2]: must be \(either), found -1e10"
        ),
        (
            "view: {elements: [{type: label, id: a, frame: [0, 0, 0, 9.3e18]}]}",
            "1:57: view.elements[0].frame[3]: height must be \(largest), found 9.3e18"
        ),
        (
            "view: {elements: [{type: textField, id: a, frame: [0, 0, 1, 1]}]}\n"
                + "timeline: [{at: 0, tap: a}, {at: 1, keyboardHeight: 667.5}]",
            "2:53: timeline[1].keyboardHeight: must be at most 667 (the screen's height on iphone-8 in portrait), "
                + "found 667.5"
        ),
        // The keyboard with a bar above it is no taller than the screen either (the property
        // test's keyboard rose above the screen under a 90 pt bar).
        (
            "keyboard: {height: 600}\ninputAccessory: {height: 90}\nview: {elements: []}",
            "1:20: keyboard.height: must be at most 577 (the screen's height on iphone-8 in portrait, 667, less the "
                + "90 pt bar above the keyboard, inputAccessory.height), found 600"
        ),
        (
            "inputAccessory: {height: 500}\nview: {elements: []}",
            "1:26: inputAccessory.height: must be at most 409 (the screen's height on iphone-8 in portrait, 667, "
                + "less the keyboard's 258), found 500"
        ),
        (
            "view: {elements: [{type: textField, id: a, frame: [0, 0, 1, 1], inputAccessory: {height: 100}}]}\n"
                + "timeline: [{at: 0, tap: a}, {at: 1, keyboardHeight: 600, silent: true}]",
            "2:53: timeline[1].keyboardHeight: must be at most 567 (the screen's height on iphone-8 in portrait, 667, "
                + "less the 100 pt bar above the keyboard, view.elements[0].inputAccessory.height), found 600"
        ),
        (
            "keyboard: {height: 667}\nlibraries: {iqKeyboardManager: {toolbar: true}}\nview: {elements: []}",
            "1:20: keyboard.height: must be at most 623 (the screen's height on iphone-8 in portrait, 667, less the "
                + "44 pt bar above the keyboard, libraries.iqKeyboardManager.toolbar), found 667"
        ),
        ("title: \(tooLong)\nview: {elements: []}", "1:8: title: \(textTooLong)"),
        ("navigationBar: {title: \(tooLong)}\nview: {elements: []}", "1:24: navigationBar.title: \(textTooLong)"),
        ("toolbar: {title: \(tooLong)}\nview: {elements: []}", "1:18: toolbar.title: \(textTooLong)"),
        (
            "view: {elements: [{type: label, id: \(tooLong), frame: [0, 0, 1, 1]}]}",
            "1:37: view.elements[0].id: \(textTooLong)"
        ),
        (
            "view: {elements: [{type: label, id: a, frame: [0, 0, 1, 1], text: \(tooLong)}]}",
            "1:67: view.elements[0].text: \(textTooLong)"
        ),
        (
            "view: {elements: [{type: label, id: a, frame: [0, 0, 1, 1], placeholder: \(tooLong)}]}",
            "1:74: view.elements[0].placeholder: \(textTooLong)"
        ),
    ]

    @Test(arguments: beyond.indices)
    func justBeyondALimitIsRefused(index: Int) {
        let (text, message) = Self.beyond[index]
        expectFailure(text, "scene.yaml:" + message)
    }

    @Test func aFileAtTheSizeLimitIsRead() throws {
        let scene = "view: {elements: []}\n"
        let padding = "#" + String(repeating: "x", count: Scene.maximumFileSize - scene.utf8.count - 2) + "\n"
        let text = scene + padding
        #expect(text.utf8.count == Scene.maximumFileSize)
        _ = try SceneLoader.parse(text, fileName: "big.yaml", knownStrategies: [])
        expectFailure(
            text + " ", fileName: "big.yaml",
            "big.yaml: the text is 1,000,001 bytes; a scene file may be at most 1,000,000 bytes")
    }

    @Test func aLargerFileIsRefusedBeforeItIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-limit-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.yaml").path
        try Data(count: Scene.maximumFileSize + 1).write(to: URL(fileURLWithPath: path))
        let expected = SceneError(
            file: path, message: "the file is 1,000,001 bytes; a scene file may be at most 1,000,000 bytes")
        #expect(throws: expected) {
            try SceneLoader.load(contentsOf: path, knownStrategies: [])
        }
    }

    /// A bomb of nine levels, each repeating the one before nine times: 9⁹ values from 300 bytes.
    static let aliasBomb: String = {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let repeats = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            lines.append("\(name): &\(name) [\(repeats)]")
        }
        return (lines + ["? *i", ": 1"]).joined(separator: "\n")
    }()

    @Test func anAliasBombIsRefusedBeforeAnythingIsBuilt() {
        expectFailure(
            Self.aliasBomb,
            "scene.yaml:6:12: the YAML stands for more than 200,000 values once its aliases are expanded; "
                + "a scene may hold at most 200,000")
    }

    /// The budget counts every value an alias stands for, keys included: exactly at the limit passes.
    @Test func theValueBudgetCountsExpandedAliases() throws {
        // 1 mapping + 2 keys + a list (1) of 3 scalars + an alias standing for that list (4) = 11.
        let text = "a: &l [1, 2, 3]\nb: *l"
        try YAMLBudget.check(text, fileName: "a.yaml", limit: 11)
        #expect(throws: SceneError.self) { try YAMLBudget.check(text, fileName: "a.yaml", limit: 10) }
    }

    /// A description built in code meets the same limits with the same messages, without a file.
    @Test func aDescriptionMeetsTheSameLimits() {
        let tooTall = SceneDescription(rootFrame: Rect(x: 0, y: 1e19, width: 10, height: 10), view: .init(elements: []))
        #expect(throws: SceneError(file: "", path: "rootFrame[1]", message: "must be \(Self.either), found 1e+19")) {
            try Scene.checked(tooTall, name: "tall", knownStrategies: [])
        }
        let wordy = SceneDescription(title: Self.tooLong, view: .init(elements: []))
        #expect(throws: SceneError(file: "", path: "title", message: Self.textTooLong)) {
            try Scene.checked(wordy, name: "wordy", knownStrategies: [])
        }
    }

    /// The Limits table in docs/scene-files.md gives every limit's constant and its value.
    @Test func theDocumentationListsEveryLimit() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/scene-files.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let rows = [
            "| `Scene.maximumLength` | \(Scene.maximumLength.readable()) pt, either sign |",
            "| `Scene.maximumDuration` | \(Scene.maximumDuration.readable()) s |",
            "| `Scene.minimumDuration` | \(Scene.minimumDuration.readable()) s |",
            "| `Scene.maximumElements` | \(Quoted.grouped(Scene.maximumElements)) |",
            "| `Scene.maximumEvents` | \(Quoted.grouped(Scene.maximumEvents)) |",
            "| `Scene.maximumTextLength` | \(Quoted.grouped(Scene.maximumTextLength)) characters",
            "| `Scene.maximumFileSize` | \(Quoted.grouped(Scene.maximumFileSize)) bytes |",
            "| `Scene.maximumValueCount` | \(Quoted.grouped(Scene.maximumValueCount)) values |",
            "| `Scene.maximumTypedCharacters` | \(Quoted.grouped(Scene.maximumTypedCharacters)) characters |",
            "| `Scene.maximumTypingRate` | \(Scene.maximumTypingRate.readable()) characters a second |",
        ]
        for row in rows { #expect(text.contains(row), "\(row)") }
    }
}
