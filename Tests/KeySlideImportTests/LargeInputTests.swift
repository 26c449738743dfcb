import Foundation
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideImport

/// Issue 33, 3 and 5: large files give a bounded number of warnings and are read in work that
/// grows with their size only; a screen of any number of fields imports; XML errors are said
/// in words.
@Suite struct LargeInputTests {
    static let storyboardHead = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>

        """
    static let storyboardTail = "</subviews></view></viewController></objects></scene></scenes></document>\n"

    /// Views without a frame, each a warning: twenty are listed, then one line says how many
    /// more and to which line, however many there are.
    @Test func warningsOfAKindAreSummarised() throws {
        var generator = SplitMix64(seed: 5)
        for count in [1, 20, 21, 22] + (0..<6).map({ _ in Int.random(in: 23...20_000, using: &generator) }) {
            let text = Self.storyboardHead + String(repeating: "<view/>\n", count: count) + Self.storyboardTail
            let document = try LayoutImporter.importLayout(data: Data(text.utf8), file: "many.storyboard")
            let message = "no <rect key=\"frame\">; placed at (0, 0) with zero size"
            let shown = min(count, WarningLog.shownPerKind)
            #expect(document.warnings.prefix(shown).allSatisfy { $0.message == message })
            #expect(document.warnings.count == shown + (count > shown ? 1 : 0))
            if count > shown {
                #expect(
                    document.warnings.last?.description
                        == "many.storyboard:\(5 + shown): view: … and \(Quoted.grouped(count - shown)) more like "
                        + "\"\(message)\", to line \(4 + count)")
            }
            #expect(document.screens.first?.allViews.count == count + 1)
        }
    }

    /// Lines that are no view lines, and views whose text runs on over many lines or never
    /// closes its quote: each byte is scanned once, however the lines are joined (a rescan per
    /// joined line made a 15 MB dump take 45 s), and each view is read.
    @Test func unclosedQuotesAreReadInOnePass() throws {
        var generator = SplitMix64(seed: 6)
        for _ in 0..<TestTier.count(fast: 20, long: 200) {
            var lines = ["<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>"]
            let views = Int.random(in: 1...40, using: &generator)
            for view in 0..<views {
                let quote = ["'open", "'open; more", "'closed'", "'it's", "''"].randomElement(using: &generator)!
                lines.append(
                    "   | <UILabel: 0x\(view + 16); frame = (0 \(view) 10 10); text = \(quote); layer = <L: 0x3>>")
                for _ in 0..<Int.random(in: 0...150, using: &generator) {
                    lines.append(["more text", "a ' quote", "x; y", "", "}) ]>"].randomElement(using: &generator)!)
                }
            }
            let text = lines.joined(separator: ["\n", "\r\n"].randomElement(using: &generator)!)
            var reader = ViewDumpReader(file: "dump.txt")
            let document = try reader.read(text)
            #expect(reader.scanned <= text.utf8.count)
            #expect(document.screens.first?.allViews.count == views + 1)
            #expect(document.warnings.count <= 2 * WarningLog.shownPerKind)
        }
    }

    /// 100,000 views labelled alike get ids `Field`, `Field-2`, … each found without trying the
    /// suffixes before it.
    @Test func viewsNamedAlikeGetUniqueIDs() throws {
        let count = 20_000
        let text =
            Self.storyboardHead
            + String(
                repeating:
                    "<view userLabel=\"Field\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view>\n",
                count: count)
            + Self.storyboardTail
        let document = try LayoutImporter.importLayout(data: Data(text.utf8), file: "alike.storyboard")
        let ids = try #require(document.screens.first).root.children.map(\.id)
        #expect(ids == ["Field"] + (2...count).map { "Field-\($0)" })
    }

    /// A screen of any number of text fields, labels and boxes: the scene keeps 200 elements,
    /// text inputs first, says so in a note and lists the others as left out; it checks, and
    /// its YAML loads (201 fields could not be imported at all).
    @Test func screensOfManyFieldsAreCutToTheElementLimit() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<TestTier.count(fast: 8, long: 40) {
            let kinds: [ImportedViewKind] = [.textField, .textView, .label, .button, .imageView]
            let count = Int.random(in: 190...1_000, using: &generator)
            let views = (0..<count).map { index in
                ImportedView(
                    kind: kinds.randomElement(using: &generator)!, className: "V", id: "v\(index)",
                    frame: Rect(x: 10, y: Double(index) * 40, width: 200, height: 34), sourceLine: index + 2)
            }
            let root = ImportedView(
                kind: .scrollView, className: "UIScrollView", id: "root",
                frame: Rect(x: 0, y: 0, width: 375, height: 667), contentSize: Size(width: 375, height: 40_000),
                children: views)
            let screen = ImportedScreen(id: "s", rootSize: root.frame.size, root: root)
            let imported = screen.sceneDescription(deviceHint: nil)
            let scene = try Scene.checked(imported.description, name: "many", knownStrategies: StrategyCatalog.ids)
            let inputs = views.filter { $0.kind == .textField || $0.kind == .textView }.count
            #expect(scene.view.elements.count == min(count, Scene.maximumElements))
            let keptInputs = imported.description.view.elements.filter {
                $0.type == "textField" || $0.type == "textView"
            }
            #expect(keptInputs.count == min(inputs, Scene.maximumElements))
            let left = imported.skipped.filter { $0.reason == "past the 200 elements a scene holds" }
            #expect(left.count == max(0, count - Scene.maximumElements))
            #expect(left.allSatisfy { $0.className == "V" && $0.sourceLine != nil })
            #expect(imported.notes.contains { $0.hasPrefix("the screen has") } == (count > Scene.maximumElements))
            let yaml = imported.yaml(source: "many.txt", screen: "s")
            #expect(yaml.utf8.count <= Scene.maximumFileSize)
            #expect(try SceneLoader.parse(yaml, fileName: "many.yaml", knownStrategies: StrategyCatalog.ids) == scene)
        }
    }

    /// A well-formed storyboard of more than 10,000,000 bytes (libxml2's limit on input given
    /// in one piece) imports: it was refused as not well-formed, under the documented 32 MB.
    @Test func storyboardsOverTenMegabytesImport() throws {
        let comment = "<!--" + String(repeating: "x", count: 100_000) + "-->\n"
        let text =
            Self.storyboardHead + String(repeating: comment, count: 105)
            + "<textField id=\"f\"><rect key=\"frame\" x=\"20\" y=\"100\" width=\"280\" height=\"31\"/></textField>\n"
            + Self.storyboardTail
        #expect(text.utf8.count > 10_500_000)
        let document = try LayoutImporter.importLayout(data: Data(text.utf8), file: "big.storyboard")
        #expect(ImportedDocument.textInputCount(of: try #require(document.screens.first)) == 1)
    }

    /// libxml2's errors in words, at the line of the first: its code alone ("XML parser error
    /// 76") told nobody what to look for.
    @Test(arguments: [
        ("<document>\n<scenes>\n</document>\n", 3, "an end tag that does not match its start tag"),
        ("<document>\n<scenes a=\"1\" a=\"2\"/>\n</document>\n", 2, "an attribute given twice in one element"),
        ("<document>\n<a>&amp</a>\n</document>\n", 2, "an entity reference without its ';'"),
        ("<document>\n<a>\u{1}</a>\n</document>\n", 2, "a character XML does not allow"),
        ("<document>\n<a b=\"<\"/>\n</document>\n", 2, "'<' inside an attribute value"),
        ("<document>\n<a>\n", 2, "the document ends inside an element"),
        ("<document>\n<!-- open\n</document>\n", 4, "a comment that is not closed"),
    ])
    func xmlErrorsAreInWords(text: String, line: Int, words: String) {
        let error = #expect(throws: ImportError.self) {
            try LayoutImporter.importLayout(data: Data(("<?xml version=\"1.0\"?>\n" + text).utf8), file: "b.xib")
        }
        #expect(error?.line == line + 1, "\(error?.description ?? "")")
        #expect(
            error?.description.hasPrefix("b.xib:\(line + 1): not well-formed XML (\(words)") == true,
            "\(error?.description ?? "")")
    }
}
