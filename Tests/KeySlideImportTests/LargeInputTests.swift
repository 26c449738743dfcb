import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import KeySlideTestSupport
import Testing

/// Issue 33, 5: large files are read; XML errors are said in words.
@Suite struct LargeInputTests {
    static let storyboardHead = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>

        """
    static let storyboardTail = "</subviews></view></viewController></objects></scene></scenes></document>\n"

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
