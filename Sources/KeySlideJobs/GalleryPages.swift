import Foundation
import KeySlideMarkup
import KeySlideSystem

/// The gallery in pages: `index.html`, then `index-2.html`, … with up to `scenesPerPage` scenes
/// and `bytesPerPage` of comparisons each, every page listing every scene (a scene on another page
/// links there) and linking every page.
extension Gallery {
    /// Scenes on one page at most. A page carries its scenes' comparison SVGs (each player's data),
    /// which the browser reads whole before the page is interactive, at about 0.1 s a megabyte in
    /// headless Chromium here: twelve of the Samples' are about 1.5 MB, a page of them is
    /// interactive in under half a second, and all 44 on one page took a second (docs/performance.md). Scrolling through
    /// a page leaves its players' SVGs in it, so the count also bounds the elements a page grows to.
    public static let scenesPerPage = 12

    /// The bytes of comparison SVG after which a page ends: the scene that passes them is its
    /// last (one heavier than that alone has a page of its own). Twelve heavy scenes (a long typing
    /// scene's comparison is 1 MB) would otherwise make a page of 12 MB, seconds to open.
    public static let bytesPerPage = 1_500_000

    /// One page: its file's name in the gallery's folder and its HTML.
    public struct Page: Hashable, Sendable {
        public var fileName: String
        public var html: String
    }

    /// Page `number`'s file name, counting from 1: `index.html`, then `index-2.html`, …
    public static func pageFileName(_ number: Int) -> String {
        number == 1 ? fileName : "index-\(number).html"
    }

    /// The scenes of each page, in order: a page ends after `perPage` scenes, or after the scene
    /// that brings its comparisons (`weights`, in bytes) past `bytes`. At least one page: an empty
    /// gallery still has its page.
    static func pageRanges(weights: [Int], perPage: Int, bytes: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var carried = 0
        for (index, weight) in weights.enumerated() {
            if index > start, index - start == perPage || carried >= bytes {
                ranges.append(start..<index)
                start = index
                carried = 0
            }
            carried += weight
        }
        return ranges + [start..<weights.count]
    }

    /// The bytes of comparison SVG `entry` brings to its page: the SVG when it is already read,
    /// else its file's size (none when there is no file, or it cannot be read: it is not inlined).
    static func comparisonWeight(_ entry: Entry) -> Int {
        if let svg = entry.scene?.comparisonSVG { return svg.utf8.count }
        guard let file = entry.scene?.comparisonFile, entry.error == nil,
            let size = try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int
        else { return 0 }
        return min(size, maximumInlinedComparison)
    }

    /// The most bytes of comparison SVG one page inlines, and of one comparison: past them a
    /// scene's comparison is shown as its picture, without the player. A page of the Samples
    /// inlines under 2 MB; a scene at the limits makes a comparison of hundreds of megabytes, and
    /// a page of many such scenes could make a page no browser opens and no memory holds.
    public static let maximumInlinedBytes = 64_000_000
    public static let maximumInlinedComparison = 16_000_000

    /// The pages for a batch's result: each scene's entry as its renderer read it from the explain
    /// report it wrote (`Batch.SceneResult.entry`), or its failure; `heading` is the pages'.
    public static func pages(for result: Batch.Result, heading: String = title) -> [Page] {
        pages(for: result.scenes.map(\.galleryEntry), heading: heading).pages
    }

    /// The first page for `entries` (all of them when they fit one page).
    public static func html(for entries: [Entry], heading: String = title) -> String {
        pages(for: entries, heading: heading).pages[0].html
    }

    /// The pages for `entries`, in the order given (batch sorts them by file), and a warning for
    /// each comparison found but not inlined (`withComparisonsRead`), for the command to print.
    /// Comparisons are read a page at a time, so a gallery holds one page's in memory. `heading`
    /// is each page's `<h1>`, and comes before `title` in its `<title>`.
    public static func pages(
        for entries: [Entry], perPage: Int = scenesPerPage, bytes: Int = bytesPerPage, heading: String = title
    ) -> (pages: [Page], warnings: [String]) {
        let layout = Layout(
            entries: entries, ids: anchors(forFiles: entries.map(\.file)),
            ranges: pageRanges(weights: entries.map(comparisonWeight), perPage: perPage, bytes: bytes),
            heading: heading)
        var pages: [Page] = []
        var warnings: [String] = []
        for number in 1...layout.pageCount {
            let range = layout.range(ofPage: number)
            let (read, found) = withComparisonsRead(Array(entries[range]))
            warnings += found
            pages.append(Page(fileName: pageFileName(number), html: html(page: number, of: layout, read: read)))
        }
        return (pages, warnings)
    }

    /// What every page knows of the whole gallery: every entry, its section's id, its page.
    struct Layout {
        var entries: [Entry]
        var ids: [String]
        /// The entries of each page (`pageRanges`).
        var ranges: [Range<Int>]
        /// Each page's `<h1>`.
        var heading: String
        var pageCount: Int { ranges.count }

        func range(ofPage number: Int) -> Range<Int> { ranges[number - 1] }

        func page(ofEntry index: Int) -> Int { (ranges.firstIndex { $0.contains(index) } ?? 0) + 1 }
    }

    /// Page `number` of `layout`, whose entries, with their comparisons read, are `read`.
    static func html(page number: Int, of layout: Layout, read: [Entry]) -> String {
        let range = layout.range(ofPage: number)
        let pageLinks = pageNavigation(page: number, of: layout)
        let body =
            [
                HTML.element("h1", text: layout.heading),
                HTML.element("p", [("class", "lede")], text: lede(for: layout, page: number)),
                HTML.element("nav", [("aria-label", "Scenes")], sceneList(page: number, of: layout)),
            ] + zip(read, layout.ids[range]).map { entry, id in section(for: entry, id: id) } + pageLinks
        let head = HTML.element(
            "head", [],
            HTML.lines([
                MarkupElement("meta", [("charset", "utf-8")]),
                MarkupElement("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                HTML.element("title", text: pageTitle(page: number, of: layout)),
                HTML.element("style", text: "\n" + style + "\n" + Player.style + "\n"),
            ]))
        let page = HTML.element(
            "html", [("lang", "en")],
            HTML.lines([head, HTML.element("body", [], HTML.lines(body + [Player.scriptElement]))]))
        return HTML.document(page)
    }

    /// A page's `<title>`: the heading when it is not the default, the page when there are
    /// several, then `title`, which it always ends with (`isGalleryPage`).
    static func pageTitle(page number: Int, of layout: Layout) -> String {
        (layout.heading == title ? "" : layout.heading + " · ")
            + (layout.pageCount == 1 ? "" : "Page \(number) of \(layout.pageCount) · ") + title
    }

    /// Every scene, as a link to its section: in one list when there is one page, else a list
    /// per page, folded away but for this page's.
    static func sceneList(page number: Int, of layout: Layout) -> [MarkupElement.Child] {
        func items(_ range: Range<Int>) -> MarkupElement {
            HTML.element(
                "ul", [],
                range.map { index in
                    let entry = layout.entries[index]
                    let page = layout.page(ofEntry: index)
                    let anchor = "#" + link(layout.ids[index])
                    let href = page == number ? anchor : link(pageFileName(page)) + anchor
                    var content: [MarkupElement.Child] = [
                        .element(HTML.element("a", [("href", href)], text: entry.scene?.title ?? entry.file))
                    ]
                    if entry.error != nil {
                        content += [.text(" "), .element(HTML.element("span", [("class", "bad")], text: "failed"))]
                    } else if entry.scene?.failedChecks.isEmpty == false {
                        content += [
                            .text(" "), .element(HTML.element("span", [("class", "bad")], text: "checks failed")),
                        ]
                    }
                    return .element(HTML.element("li", [], content))
                })
        }
        guard layout.pageCount > 1 else { return [.element(items(layout.entries.indices))] }
        return HTML.lines(
            (1...layout.pageCount).map { page in
                let range = layout.range(ofPage: page)
                let failed = layout.entries[range].count { $0.error != nil }
                let failing = layout.entries[range].count { $0.scene?.failedChecks.isEmpty == false }
                let summary =
                    "Scenes \(range.lowerBound + 1)–\(range.upperBound)" + (page == number ? " (this page)" : "")
                    + (failed == 0 ? "" : ", \(failed) failed")
                    + (failing == 0 ? "" : ", \(failing) with checks failed")
                return HTML.element(
                    "details", page == number ? [("open", "")] : [],
                    [.element(HTML.element("summary", text: summary)), .element(items(range))])
            })
    }

    /// The sentence under the title: what the gallery holds, and which of it this page shows.
    static func lede(for layout: Layout, page number: Int) -> String {
        let entries = layout.entries
        let good = entries.filter { $0.error == nil }
        let failedCount = entries.count - good.count
        let failed = failedCount == 0 ? "" : ", \(failedCount) failed"
        let checked = good.compactMap(\.scene).filter(\.hasChecks)
        let failing = checked.filter { !$0.failedChecks.isEmpty }.count
        let checks =
            checked.isEmpty
            ? ""
            : " Checks (the scenes' expect:) passed in \(checked.count - failing) of \(checked.count) "
                + "scene\(checked.count == 1 ? "" : "s")."
        let range = layout.range(ofPage: number)
        let page =
            layout.pageCount == 1
            ? "" : " Page \(number) of \(layout.pageCount): scenes \(range.lowerBound + 1)–\(range.upperBound)."
        return "\(good.count) scene\(good.count == 1 ? "" : "s") rendered\(failed). "
            + "Each picture loops; the verdicts "
            + "say how long the focused field was covered, whether it was fully visible once motion stopped, whether "
            + "anything jumped, and whether everything came back home after the keyboard left." + checks + page
    }

    /// Links to the previous page, every page (titled with its first and last scene) and the next;
    /// none when there is one page.
    static func pageNavigation(page number: Int, of layout: Layout) -> [MarkupElement] {
        guard layout.pageCount > 1 else { return [] }
        func name(_ index: Int) -> String { layout.entries[index].scene?.title ?? layout.entries[index].file }
        var links: [MarkupElement.Child] = []
        if number > 1 {
            links.append(.element(HTML.element("a", [("href", link(pageFileName(number - 1)))], text: "← previous")))
        }
        for page in 1...layout.pageCount {
            let range = layout.range(ofPage: page)
            let label = "\(range.lowerBound + 1)–\(range.upperBound)"
            let about = name(range.lowerBound) + " … " + name(range.upperBound - 1)
            links.append(
                .element(
                    page == number
                        ? HTML.element("strong", [("aria-current", "page"), ("title", about)], text: label)
                        : HTML.element("a", [("href", link(pageFileName(page))), ("title", about)], text: label)))
        }
        if number < layout.pageCount {
            links.append(.element(HTML.element("a", [("href", link(pageFileName(number + 1)))], text: "next →")))
        }
        return [HTML.element("nav", [("class", "pages"), ("aria-label", "Pages")], links)]
    }

    // MARK: Writing

    /// Refuses, before any work, a page in `folder` that KeySlide did not write (`index.html`,
    /// `index-2.html`, … up to `pageCount`, which a caller that does not know it yet gives as the
    /// number of scenes, a page each at most; a page whose `<title>` near the top does not end with
    /// `title`): a
    /// batch or gallery into a folder of the user's own must not cost them their page. KeySlide's
    /// own pages, and no page, are fine.
    public static func checkDestination(inFolder folder: String, pageCount: Int = 1) throws(AtomicFile.WriteError) {
        for number in 1...max(1, pageCount) {
            let path = folder + "/" + pageFileName(number)
            try AtomicFile.checkDestination(path)
            guard Platform.fileKind(at: path) == .regularFile else { continue }
            guard isGalleryPage(path) else {
                throw AtomicFile.WriteError(
                    path: path,
                    reason: "it is not a KeySlide gallery; KeySlide replaces only its own page (choose another -o)")
            }
        }
    }

    /// Whether the file at `path` starts like a page KeySlide wrote: a `<title>` ending with
    /// `title` in its first 2 KB.
    static func isGalleryPage(_ path: String) -> Bool {
        let start = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 2_048) } ?? Data()
        return String(decoding: start, as: UTF8.self).contains("\(title)</title>")
    }

    /// Writes `pages` into `folder` (checked first, `checkDestination`), then removes the pages
    /// past them that an earlier, longer gallery left (`index-N.html` that KeySlide wrote; any
    /// other file of that name stays); returns the first page's path.
    public static func write(_ pages: [Page], inFolder folder: String) throws(AtomicFile.WriteError) -> String {
        try checkDestination(inFolder: folder, pageCount: pages.count)
        for page in pages { try AtomicFile.write(page.html, to: folder + "/" + page.fileName) }
        let names = ((try? Platform.folderEntries(folder)) ?? []).compactMap(\.name)
        for name in names where name.hasPrefix("index-") && name.hasSuffix(".html") {
            guard let number = Int(name.dropFirst(6).dropLast(5)), number > pages.count,
                pageFileName(number) == name
            else { continue }
            let path = folder + "/" + name
            if Platform.fileKind(at: path) == .regularFile, isGalleryPage(path) {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        return folder + "/" + fileName
    }
}
