import Foundation
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// A gallery of many scenes in pages: each page holds its share of the sections, lists every
/// scene with a link that leads to the page holding it, and links every page; pages are written
/// only over KeySlide's own, and an earlier gallery's extra pages go.
@Suite("Gallery pages")
struct GalleryPagesTests {
    /// `count` scenes `s00.yaml`, `s01.yaml`, … (every fourth one failed), each with a player.
    static func entries(_ count: Int) -> [Gallery.Entry] {
        (0..<count).map { index in
            let file = String(format: "s%02d.yaml", index)
            guard index % 4 != 3 else { return Gallery.Entry.failed(file: file, error: "\(file):1:1: broken") }
            var entry = GalleryPlayerTests.entry
            entry.file = file
            entry.scene?.title = "Scene \(index)"
            return entry
        }
    }

    /// The ids of the sections a page holds, in order.
    static func sectionIDs(_ html: String) -> [String] {
        html.components(separatedBy: "<section id=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
            .map(String.init)
    }

    @Test func scenesAreSharedOutInOrderAndEveryLinkFindsItsSection() throws {
        let entries = Self.entries(26)
        let pages = Gallery.pages(for: entries, perPage: 12).pages
        #expect(pages.map(\.fileName) == ["index.html", "index-2.html", "index-3.html"])
        let ids = Gallery.anchors(forFiles: entries.map(\.file))
        #expect(pages.map { Self.sectionIDs($0.html) } == [Array(ids[0..<12]), Array(ids[12..<24]), Array(ids[24...])])
        // Every page has one player script and one data block per good scene it holds.
        for page in pages {
            let good = Self.sectionIDs(page.html).count { id in
                !page.html.contains("<section id=\"\(id)\" class=\"failed\"")
            }
            #expect(page.html.components(separatedBy: "<script type=\"application/json\">").count - 1 == good)
            #expect(page.html.components(separatedBy: "<script>").count == 2)
        }
        // Every scene is listed on every page; its link leads to its section, on this page or another.
        let sections = Dictionary(
            uniqueKeysWithValues: pages.flatMap { page in Self.sectionIDs(page.html).map { ($0, page.fileName) } })
        for page in pages {
            for id in ids {
                let file = try #require(sections[id])
                let href = file == page.fileName ? "#\(id)" : "\(file)#\(id)"
                #expect(page.html.contains("<a href=\"\(href)\">"), "\(page.fileName) does not link \(href)")
            }
        }
        // The second page says where it is, and links the others (not itself) and its neighbours.
        let second = pages[1].html
        #expect(second.contains("<title>Page 2 of 3 · KeySlide gallery</title>"))
        #expect(second.contains("Page 2 of 3: scenes 13–24."))
        #expect(second.contains("<a href=\"index.html\">← previous</a>"))
        #expect(second.contains("<a href=\"index-3.html\">next →</a>"))
        #expect(second.contains("<strong aria-current=\"page\" title=\"Scene 12 … s23.yaml\">13–24</strong>"))
        #expect(second.contains("<a href=\"index.html\" title=\"Scene 0 … s11.yaml\">1–12</a>"))
        #expect(!second.contains("href=\"index-2.html\""))
        #expect(second.contains("<details open=\"\"><summary>Scenes 13–24 (this page), 3 failed</summary>"))
        // One page: no page links, no folding, the plain title.
        let single = Gallery.pages(for: Array(entries.prefix(5)), perPage: 12).pages
        #expect(single.count == 1)
        #expect(!single[0].html.contains("class=\"pages\"") && !single[0].html.contains("<details open"))
        #expect(single[0].html.contains("<title>KeySlide gallery</title>"))
        #expect(Gallery.pages(for: [], perPage: 12).pages.map(\.fileName) == ["index.html"])
    }

    /// A page ends after its twelfth scene or after the scene whose comparison takes it past the
    /// byte budget, whichever comes first; a scene over the budget alone has a page of its own.
    @Test func aPageEndsAtItsCountOrItsBytes() {
        #expect(Gallery.pageRanges(weights: [], perPage: 12, bytes: 100) == [0..<0])
        #expect(
            Gallery.pageRanges(weights: Array(repeating: 1, count: 25), perPage: 12, bytes: 100)
                == [0..<12, 12..<24, 24..<25])
        #expect(Gallery.pageRanges(weights: [60, 50, 10, 200, 10], perPage: 12, bytes: 100) == [0..<2, 2..<4, 4..<5])
        #expect(Gallery.pageRanges(weights: [500, 10, 10], perPage: 12, bytes: 100) == [0..<1, 1..<3])
        // Through the pages: each good scene's SVG passes a budget of one byte; a failed one weighs
        // nothing, so it shares the next scene's page.
        let pages = Gallery.pages(for: Self.entries(5), perPage: 12, bytes: 1).pages
        #expect(
            pages.map { Self.sectionIDs($0.html) } == [
                ["scene-s00-yaml"], ["scene-s01-yaml"], ["scene-s02-yaml"], ["scene-s03-yaml", "scene-s04-yaml"],
            ])
    }

    @Test func pagesReplaceOnlyKeySlidesOwnAndAShorterGalleryRemovesItsExtraPages() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.path
        let three = Gallery.pages(for: Self.entries(30), perPage: 12).pages
        #expect(try Gallery.write(three, inFolder: folder) == folder + "/index.html")
        for page in three {
            #expect(try String(contentsOfFile: folder + "/" + page.fileName, encoding: .utf8) == page.html)
        }
        // A page of the user's own where page 2 would go stops the gallery before it writes.
        let mine = "<html><title>My site</title></html>"
        try Data(mine.utf8).write(to: URL(fileURLWithPath: folder + "/index-2.html"))
        let refusal = AtomicFile.WriteError(
            path: folder + "/index-2.html",
            reason: "it is not a KeySlide gallery; KeySlide replaces only its own page (choose another -o)")
        #expect(throws: refusal) { try Gallery.checkDestination(inFolder: folder, pageCount: 2) }
        #expect(throws: refusal) { _ = try Gallery.write(three, inFolder: folder) }
        try Gallery.checkDestination(inFolder: folder, pageCount: 1)
        // Rewritten with one page: KeySlide's pages 3 and 4 go, the user's page 2 stays.
        try Data(three[2].html.utf8).write(to: URL(fileURLWithPath: folder + "/index-4.html"))
        let one = Gallery.pages(for: Self.entries(3), perPage: 12).pages
        _ = try Gallery.write(one, inFolder: folder)
        #expect(try String(contentsOfFile: folder + "/index-2.html", encoding: .utf8) == mine)
        #expect(!FileManager.default.fileExists(atPath: folder + "/index-3.html"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/index-4.html"))
    }
}
