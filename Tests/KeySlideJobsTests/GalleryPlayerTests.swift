import Foundation
import KeySlideMarkup
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// The player's markup and data on the page, without a browser: the scene's JSON block reads back
/// to what the reports said, whatever characters they hold, and nothing in a script can end it.
@Suite("Gallery player markup")
struct GalleryPlayerTests {
    /// A scene whose texts hold everything that could break out of a script or an attribute.
    static var entry: Gallery.Entry {
        let nasty = "</script><b x=\"1\">&amp; <!-- é"
        let step = Gallery.StepFacts(time: 0.25, cause: nasty, notes: ["height " + nasty], changes: [nasty])
        let strategy = Gallery.StrategyFacts(id: "none", summary: nasty, cells: [], checks: [], steps: [step])
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>\(nasty)</text></svg>"
        let scene = Gallery.SceneFacts(
            name: "s", title: "S", device: "iphone-5", profile: "ios7", orientation: "portrait", duration: 1.5,
            strategies: [strategy], pictures: ["s-compare.svg"], fps: 20, comparisonSVG: svg)
        return Gallery.Entry(file: "s.yaml", error: nil, scene: scene)
    }

    @Test func theSceneDataReadsBackAndNoScriptEndsEarly() throws {
        let page = Gallery.html(for: [Self.entry])
        // Exactly the two scripts the page writes end where they should.
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(!Gallery.Player.script.contains("<"), "the player's code must not need escaping")
        #expect(page.contains(Gallery.Player.script))

        let open = "<script type=\"application/json\">"
        let start = try #require(page.range(of: open))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let text = Data(page[start.upperBound..<end.lowerBound].utf8)
        let data = try #require(try JSONSerialization.jsonObject(with: text) as? [String: Any])
        let scene = try #require(Self.entry.scene)
        #expect(data["svg"] as? String == scene.comparisonSVG)
        #expect((data["fps"] as? NSNumber)?.intValue == 20)
        let events = try #require(data["events"] as? [[String: Any]])
        #expect(events.map { ($0["t"] as? NSNumber)?.doubleValue } == [0.25])
        // The event's button label, which the script writes as text.
        #expect(events.map { $0["label"] as? String } == ["0.25 s " + scene.strategies[0].steps[0].cause])
        let steps = try #require(((data["strategies"] as? [[String: Any]])?.first?["steps"]) as? [[String: Any]])
        #expect(steps.first?["cause"] as? String == scene.strategies[0].steps[0].cause)
        #expect(steps.first?["changes"] as? [String] == scene.strategies[0].steps[0].changes)
        // The picture's box: the SVG's size (none given here), its label escaped in an attribute,
        // and the `<img>` for browsers without scripts.
        #expect(
            page.contains(
                "<div class=\"picture\" data-label=\"S: the strategies side by side\"><noscript><img src=\"s-compare.svg\""
            ))
    }

    /// The box the SVG goes into has its size, so the page does not move when it comes; the size
    /// is read from the root element's own attributes, never from a child's.
    @Test func thePicturesBoxHasTheSVGsSize() {
        let svg = GallerySVGCheckTests.valid
        let size = Gallery.Player.size(ofSVG: svg)
        #expect(size != nil)
        var entry = Self.entry
        entry.scene?.comparisonSVG = svg
        let page = Gallery.html(for: [entry])
        let width = Gallery.Player.number(size?.width ?? 0)
        let height = Gallery.Player.number(size?.height ?? 0)
        #expect(page.contains("style=\"width: \(width)px; aspect-ratio: \(width) / \(height)\""))
        let root = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
        #expect(
            Gallery.Player.size(ofSVG: root + "width=\"1696\" height=\"763.5\" viewBox=\"0 0 1 1\">")! == (1696, 763.5))
        #expect(Gallery.Player.size(ofSVG: root + "viewBox=\"0 0 1 1\"><rect width=\"5\" height=\"5\"/>") == nil)
        #expect(Gallery.Player.size(ofSVG: root + "stroke-width=\"3\" height=\"5\">") == nil)
        #expect(Gallery.Player.size(ofSVG: root + "width=\"0\" height=\"5\">") == nil)
    }

    /// A script's text (`HTML.scriptText`, written on UTF-8 bytes) is the text with each `<`
    /// spelled `\u003C`, whatever else it holds: the standard library's replacing agrees on
    /// random strings of markup, non-ASCII characters and look-alikes of the escape.
    @Test func aScriptSpellsEveryOpeningBracketAsAnEscape() {
        let pieces = ["<", "</script>", "<!--", "\\u003C", "\\", "a", "é", "👩‍💻", "\n", "\u{0}", ">", "&lt;"]
        var generator = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let written = HTML.scriptText(text)
            #expect(written == text.replacing("<", with: "\\u003C"), "\(text.debugDescription)")
            #expect(!written.contains("<"))
        }
    }

    @Test func aSceneWithoutItsComparisonSVGKeepsThePictureAndHasNoPlayer() {
        var entry = Self.entry
        entry.scene?.comparisonSVG = nil
        let page = Gallery.html(for: [entry])
        #expect(!page.contains("class=\"player\""))
        #expect(page.contains("<div class=\"compare\"><img src=\"s-compare.svg\""))
    }

    /// Comparisons are read when the page is built, each within its limit and all within the
    /// page's: one over `maximumInlinedComparison` (sparse here) keeps its picture and no player;
    /// a report too large to be one is refused before it is read (a 3 GB one took 4.7 GB).
    @Test func comparisonsAndReportsAreReadWithinTheirLimits() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func sized(_ name: String, _ bytes: Int) throws -> String {
            let path = directory.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(bytes))
            try handle.close()
            return path
        }
        var small = Self.entry
        small.scene?.comparisonSVG = nil
        let smallPath = directory.appendingPathComponent("small.svg")
        try Data(GallerySVGCheckTests.valid.utf8).write(to: smallPath)
        small.scene?.comparisonFile = smallPath.path
        var large = small
        large.file = "t.yaml"
        large.scene?.comparisonFile = try sized("large.svg", Gallery.maximumInlinedComparison + 1)
        let read = Gallery.withComparisonsRead([small, large]).entries
        #expect(read[0].scene?.comparisonSVG == GallerySVGCheckTests.valid)
        #expect(read[1].scene?.comparisonSVG == nil)
        let page = Gallery.html(for: [small, large])
        #expect(page.components(separatedBy: "class=\"player\"").count == 2)

        let report = try sized("huge-explain.json", 3 << 30)
        #expect {
            try Gallery.report(at: report)
        } throws: { error in
            (error as? BatchError)?.description
                == "\(report): is 3,221,225,472 bytes; an explain report is at most 64,000,000"
        }
    }
}
