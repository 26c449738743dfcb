import Foundation
import KeySlideMarkup
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// One scene's comparison in the gallery's player, as one self-contained HTML file for a
/// documentation site (`keyslide embed`): the comparison SVG, the player's script and its styles
/// are all in the file, which loads nothing else, so it plays from disk (`file:`), from any static
/// server and with no network. A site shows it in an `<iframe>` (`Page.iframe`).
///
/// It is the gallery's player, not a second one: the same markup (`Gallery.Player.block`), data,
/// script and checks (the SVG passes `SVGCheck` before it is inlined; every text goes through
/// the HTML writer), built from the explain report a batch would write, read back as the gallery
/// reads it.
public enum Embed {
    /// The file's name when `-o` does not give one: `<scene>-player.html`.
    public static func fileName(scene: String) -> String { scene + "-player.html" }

    /// The page, and the size of the `<iframe>` that shows it whole.
    public struct Page: Hashable, Sendable {
        public var html: String
        public var width: Int
        public var height: Int

        /// An `<iframe>` for a page beside the file named `fileName` (percent-encoded as the
        /// gallery's links are, then escaped by the HTML writer).
        public func iframe(fileName: String, title: String) -> String {
            HTML.html(
                HTML.element(
                    "iframe",
                    [
                        ("src", Gallery.link(fileName)), ("title", title), ("width", String(width)),
                        ("height", String(height)),
                        ("style", "border: 0; max-width: 100%"), ("loading", "lazy"),
                    ], text: ""))
        }
    }

    /// Room the player takes besides the picture, in CSS pixels (Resources/embed.css): the
    /// page's margins, the controls, the events and the steps' box under the picture.
    static let extraWidth = 16
    static let extraHeight = 16 + 44 + 40 + 16 + 170

    /// The page for `scene` (read from `file`) under `strategies`, side by side as `compare`
    /// draws them with `settings`; a comparison past the work ceiling throws
    /// `WorkCeiling.Exceeded` before anything is simulated, as `compare` does.
    public static func page(
        of scene: Scene, file: String, strategies: [any AvoidanceStrategy.Type],
        settings: RenderSettings = RenderSettings()
    ) throws -> Page {
        let comparison = Runner.Output(.comparison, .animatedSVG)
        try WorkCeiling.check([comparison], scene: scene, phones: strategies.count, settings: settings)
        let recordings = Runner.record(scene, strategies: strategies)
        let report = ExplainReport(scene: scene, recordings: recordings)
        let drawing = Renderer.comparisonDrawing(
            of: recordings, verdicts: report.explanations.map(\.verdicts), settings: settings)
        let rendered = try Renderer.render(
            drawing, as: .animatedSVG, scale: settings.scale, fps: settings.fps ?? scene.fps, workers: 1)
        guard let bytes = try rendered.fileBytes() else { preconditionFailure("an animated SVG is one file") }
        // The report as a batch writes it, read back as the gallery reads it: one set of facts.
        var entry = try Gallery.entry(explainReport: Data(Gallery.report(report, file: file, pictures: [])), path: file)
        let svg = try Gallery.inlinableSVG(Data(bytes), file: file).get()
        entry.scene?.comparisonSVG = svg
        guard let facts = entry.scene else { preconditionFailure("a report read back is a scene") }
        let size = Gallery.Player.size(ofSVG: svg) ?? (0, 0)
        return Page(
            html: html(for: facts, svg: svg, id: Gallery.anchor(forFile: file)),
            width: Int(size.width.rounded(.up)) + extraWidth, height: Int(size.height.rounded(.up)) + extraHeight)
    }

    /// The page: the player and its script, and nothing the browser must fetch.
    static func html(for scene: Gallery.SceneFacts, svg: String, id: String) -> String {
        let label = scene.title + ": the strategies side by side"
        let fallback = HTML.element("p", text: "\(scene.title): the player needs JavaScript.")
        let player = Gallery.Player.block(for: scene, svg: svg, id: id, comparison: fallback, label: label)
        let head = HTML.element(
            "head", [],
            HTML.lines([
                MarkupElement("meta", [("charset", "utf-8")]),
                MarkupElement("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                HTML.element("title", text: scene.title),
                HTML.element("style", text: "\n" + style + "\n" + Gallery.Player.style + "\n"),
            ]))
        let page = HTML.element(
            "html", [("lang", "en")],
            HTML.lines([
                head, HTML.element("body", [("class", "embed")], HTML.lines([player, Gallery.Player.scriptElement])),
            ]))
        return HTML.document(page)
    }

    /// The page's own style (Resources/embed.css): the steps under the picture, so that the page
    /// fits a fixed frame.
    static let style = Gallery.embeddedText(PackageResources.embed_css)
}
