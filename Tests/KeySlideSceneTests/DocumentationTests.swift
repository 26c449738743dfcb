import Foundation
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit
import Testing

/// The examples in docs/scene-files.md must load, so the documentation cannot drift from the loader.
@Suite struct DocumentationExamples {
    /// The strategy ids of DESIGN.md §3, which the documented example may name.
    static let designStrategies = [
        "sliding-sections", "shift-by-overlap", "shift-by-overlap-constraints", "scroll-content-offset",
        "scroll-rect-to-visible", "content-inset", "apple-recipe", "iq-keyboard-manager", "tp-keyboard-avoiding",
        "keyboard-layout-guide", "bottom-constraint-constant", "table-view-controller", "swiftui-keyboard-safe-area",
        "none",
    ]

    /// The code blocks fenced as `language` in docs/scene-files.md, in order.
    static func codeBlocks(_ language: String) throws -> [String] {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/scene-files.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func completeYAMLExampleLoads() throws {
        let blocks = try Self.codeBlocks("yaml")
        try #require(blocks.count >= 1)
        // The complete example comes first; the blocks after it (a table's `view:`) are scenes too.
        for (index, block) in blocks.enumerated().dropFirst() {
            _ = try SceneLoader.parse(block, fileName: "example-\(index).yaml", knownStrategies: Self.designStrategies)
        }
        let loaded = try SceneLoader.parse(blocks[0], fileName: "sign-up.yaml", knownStrategies: Self.designStrategies)
        #expect(loaded.title == "Sign-up form")
        #expect(loaded.device == .iPhone4)
        #expect(loaded.profile.name == "ios7")
        #expect(loaded.profile.keyboardCurveModel == .bezier)
        #expect(loaded.navigationBar == Scene.Bar(height: 44, title: "Sign up"))
        // The documented default: below a 20 pt status bar and a 44 pt navigation bar.
        #expect(loaded.rootFrame == Rect(x: 0, y: 64, width: 320, height: 416))
        #expect(loaded.view.elements.map(\.id) == ["heading", "name", "email", "about", "signUp"])
        #expect(loaded.timeline.count == 4)
        #expect(loaded.strategies == ["content-inset", "keyboard-layout-guide", "none"])
    }

    @Test func jsonExampleLoads() throws {
        let blocks = try Self.codeBlocks("json")
        try #require(blocks.count == 1)
        let loaded = try SceneLoader.parse(blocks[0], fileName: "sign-up.json", knownStrategies: Self.designStrategies)
        #expect(loaded.device == .iPhone4)
        #expect(loaded.timeline == [Scene.Action(time: 0.3, kind: .tap("email"))])
    }

    /// The timeline table documents each action under its name in the file, in `Scene.Action.Name`'s order.
    @Test func timelineTableNamesEveryAction() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/scene-files.md")
        let rows = try String(contentsOf: docs, encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("| `{at: ") }
        let documented = rows.compactMap { row in
            row.split(separator: ",").dropFirst().first?.split(separator: ":").first
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(documented == Scene.Action.Name.allCases.map(\.rawValue))
    }

    /// The Devices table documents every preset under its name, in `Device.all`'s order.
    @Test func devicesTableNamesEveryPreset() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/scene-files.md")
        let lines = try String(contentsOf: docs, encoding: .utf8).split(separator: "\n")
        let start = try #require(lines.firstIndex(of: "### Devices"))
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }
        let documented = section.filter { $0.hasPrefix("| `") }.compactMap {
            $0.split(separator: "`").dropFirst().first.map(String.init)
        }
        #expect(documented == Device.all.map(\.name))
    }

    @Test func smallestSceneLoads() throws {
        #expect(
            try SceneLoader.parse("view: {elements: []}", fileName: "s.yaml", knownStrategies: []).view.elements.isEmpty
        )
    }
}
