import Foundation
import KeySlideMarkup
import KeySlideSVG
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// The gallery a batch run writes: every scene with its comparison in a player, its verdict table
/// and each strategy's pictures, on pages of `scenesPerPage` scenes (GalleryPages.swift). Plain
/// HTML with relative links and one script, so it opens from disk with no server. A page is an
/// element tree (`HTML`), so no text reaches it unescaped.
public enum Gallery {
    /// The page's title, and how a page KeySlide wrote is known again: its `<title>` ends with it
    /// (`--title` puts the user's heading before it).
    public static let title = "KeySlide gallery"

    /// The page's name in its folder.
    public static let fileName = "index.html"

    /// The page's style sheet (it holds none of the characters markup escapes), kept in
    /// Resources/gallery.css so that it is read, edited and checked as CSS.
    static let style = embeddedText(PackageResources.gallery_css)

    /// A text file embedded in the binary at build time (Package.swift's `.embedInCode`), so the
    /// tool needs no resource bundle beside it and works wherever it is copied; without the
    /// newline that ends the file, as the page has always been written.
    static func embeddedText(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// A section's id before de-duplication: the scene file's name, extension included, with
    /// anything but letters, digits, `-` and `_` turned into `-` (ids may not hold spaces).
    static func anchor(forFile file: String) -> String {
        let name = (file as NSString).lastPathComponent
        return "scene-"
            + String(
                name.unicodeScalars.map { scalar in
                    scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == "-"
                        || scalar == "_" ? Character(scalar) : "-"
                })
    }

    /// Every section's id, made unique with `-2`, `-3` … where file names differ only in the
    /// characters an id cannot hold (`a b.yaml`, `a-b.yaml`).
    static func anchors(for entries: [Batch.SceneResult]) -> [String] { anchors(forFiles: entries.map(\.file)) }

    static func anchors(forFiles files: [String]) -> [String] {
        var used: Set<String> = []
        return files.map { file in
            let base = anchor(forFile: file)
            var id = base
            var copy = 1
            while !used.insert(id).inserted {
                copy += 1
                id = "\(base)-\(copy)"
            }
            return id
        }
    }

    static func section(for entry: Entry, id: String) -> MarkupElement {
        guard let scene = entry.scene, entry.error == nil else {
            return HTML.element(
                "section", [("id", id), ("class", "failed")],
                HTML.lines([
                    HTML.element("h2", text: entry.file),
                    HTML.element("pre", text: entry.error ?? "unknown error"),
                ]))
        }
        // Each strategy's GIF when the batch wrote them (`batch --gif`), else its SVG.
        let strategyGIFs = scene.strategies.allSatisfy {
            scene.pictures.contains(Runner.fileName(scene: scene.name, strategyID: $0.id, format: .gif))
        }
        let comparison = MarkupElement(
            "img",
            [
                ("src", pictureLink(scene, nil, .animatedSVG)), ("alt", scene.title + ": the strategies side by side"),
                ("loading", "lazy"),
            ])
        return HTML.element(
            "section", [("id", id)],
            HTML.lines(
                [
                    HTML.element("h2", text: scene.title), meta(for: scene),
                    scene.comparisonSVG.map { Player.block(for: scene, svg: $0, id: id, comparison: comparison) }
                        ?? HTML.element("div", [("class", "compare")], [.element(comparison)]),
                ] + chart(for: scene) + [
                    verdictTable(for: scene, strategyGIFs: strategyGIFs),
                    strategyPictures(for: scene, strategyGIFs: strategyGIFs),
                ]))
    }

    /// A picture of `scene` as a relative link: a strategy's, or the comparison's (`strategyID` nil).
    static func pictureLink(_ scene: SceneFacts, _ strategyID: String?, _ format: PictureFormat) -> String {
        link(Runner.fileName(scene: scene.name, strategyID: strategyID, format: format))
    }

    /// The line under a section's heading: the scene's file, device, profile, orientation and
    /// length, and links to its explain report and its comparison's files.
    static func meta(for scene: SceneFacts) -> MarkupElement {
        let facts = [
            scene.device, scene.profile, scene.orientation,
            scene.duration.readable(fixedDecimals: 1) + " s",
        ]
        return HTML.element(
            "p", [("class", "meta")],
            [
                .element(HTML.element("code", text: scene.name)), .text(" · " + facts.joined(separator: " · ") + " · "),
                .element(
                    HTML.element(
                        "a", [("href", link(Batch.explainFileName(scene: scene.name)))], text: "explain report (JSON)")),
            ] + comparisonLinks(for: scene))
    }

    /// A row per strategy: its id and summary, its verdicts, its checks when the scene has any,
    /// and links to its pictures (the GIF too when the batch wrote them).
    static func verdictTable(for scene: SceneFacts, strategyGIFs: Bool) -> MarkupElement {
        let heading = ["strategy"] + Verdicts.columnHeadings + (scene.hasChecks ? ["checks"] : []) + ["pictures"]
        var rows = [HTML.element("tr", [], heading.map { .element(HTML.element("th", text: $0)) })]
        for explanation in scene.strategies {
            let id = explanation.id
            // The first two verdict columns are figures, aligned right; the tone colours the cell.
            let verdictCells = explanation.cells.enumerated().map { column, words in
                let tone: [String] =
                    switch words.tone {
                    case .good: ["good"]
                    case .bad: ["bad"]
                    case .neutral: []
                    }
                let classes = (column < 2 ? ["num"] : []) + tone
                let attributes = classes.isEmpty ? [] : [("class", classes.joined(separator: " "))]
                return HTML.element("td", attributes, text: words.text)
            }
            var links: [MarkupElement.Child] = [
                .element(HTML.element("a", [("href", pictureLink(scene, id, .animatedSVG))], text: "SVG"))
            ]
            if strategyGIFs {
                links += [
                    .text(" · "), .element(HTML.element("a", [("href", pictureLink(scene, id, .gif))], text: "GIF")),
                ]
            }
            let pictures = HTML.element("td", [], links)
            // The summary comes with the recording, so a user's strategy is described like a built-in one.
            let name = HTML.element(
                "td", [],
                [
                    .element(HTML.element("code", text: id)),
                    .element(HTML.element("div", [("class", "summary")], text: explanation.summary)),
                ])
            let checks = scene.hasChecks ? [checksCell(explanation.checks)] : []
            rows.append(HTML.element("tr", [], ([name] + verdictCells + checks + [pictures]).map { .element($0) }))
        }
        return HTML.element("table", [], HTML.lines(rows))
    }

    /// Each strategy's own picture, folded away under the table: its GIF when the batch wrote
    /// them all, else its SVG.
    static func strategyPictures(for scene: SceneFacts, strategyGIFs: Bool) -> MarkupElement {
        let shown: PictureFormat = strategyGIFs ? .gif : .animatedSVG
        let figures = scene.strategies.map { explanation in
            HTML.element(
                "figure", [],
                [
                    .element(
                        MarkupElement(
                            "img",
                            [
                                ("src", pictureLink(scene, explanation.id, shown)),
                                ("alt", "\(explanation.id) on \(scene.title)"),
                                ("loading", "lazy"),
                            ])),
                    .element(HTML.element("figcaption", [("title", explanation.summary)], text: explanation.id)),
                ])
        }
        return HTML.element(
            "details", [],
            [
                .element(HTML.element("summary", text: "Each strategy on its own (\(strategyGIFs ? "GIF" : "SVG"))")),
                .element(HTML.element("div", [("class", "strategies")], figures.map { .element($0) })),
            ])
    }

    /// Links to the comparison's files: as GIF when the batch wrote one (`batch --compare-gif`),
    /// and as SVG.
    static func comparisonLinks(for scene: SceneFacts) -> [MarkupElement.Child] {
        let gif = Runner.fileName(scene: scene.name, strategyID: nil, format: .gif)
        let svg = Runner.fileName(scene: scene.name, strategyID: nil, format: .animatedSVG)
        let hasGIF = scene.pictures.contains(gif)
        let links = (hasGIF ? [("comparison as GIF", gif)] : []) + [(hasGIF ? "as SVG" : "comparison as SVG", svg)]
        return links.flatMap { text, name in
            [.text(" · "), .element(HTML.element("a", [("href", link(name))], text: text))]
        }
    }

    /// The keyboard chart under the comparison, when the batch wrote one (reports from before
    /// charts list none, and their pages stay as they were).
    static func chart(for scene: SceneFacts) -> [MarkupElement] {
        let name = Batch.chartFileName(scene: scene.name)
        guard scene.pictures.contains(name) else { return [] }
        let image = MarkupElement(
            "img",
            [
                ("src", link(name)), ("alt", scene.title + ": the field's and the keyboard's edges over time"),
                ("loading", "lazy"),
            ])
        return [HTML.element("div", [("class", "chart")], [.element(image)])]
    }

    /// `pass`, or `fail` with the failed expectations, each on its own line in the tooltip.
    static func checksCell(_ checks: [CheckFacts]) -> MarkupElement {
        let failed = checks.filter { !$0.passed }
        if checks.isEmpty { return HTML.element("td", text: "") }
        guard !failed.isEmpty else { return HTML.element("td", [("class", "good")], text: "pass") }
        return HTML.element(
            "td", [("class", "bad"), ("title", failed.map(\.line).joined(separator: "\n"))],
            text: "fail (\(failed.count) of \(checks.count))")
    }

    /// A file name (or an anchor) as a relative URL inside an attribute: every character but
    /// RFC 3986's unreserved ones percent-encoded as UTF-8, so a scene file named `form #2 50%.yaml`
    /// still links its pictures instead of cutting the URL at `#` or breaking on `%`.
    static func link(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return out
    }
}
