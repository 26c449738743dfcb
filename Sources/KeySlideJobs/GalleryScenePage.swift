import KeySlideMarkup

extension Gallery {
    /// One scene's section of the gallery as a page of its own — the player over the comparison,
    /// the events, the chart, the verdict table and each strategy's pictures, with the gallery's
    /// style and the player's script — for `keyslide preview`, which shows it in a frame and loads
    /// a new one when the scene changes. The section is the gallery's own (`section(for:id:)`), so
    /// the preview shows exactly what a batch's page would.
    public static func scenePage(for entry: Entry) -> String {
        let id = anchors(forFiles: [entry.file])[0]
        let head = HTML.element(
            "head", [],
            HTML.lines([
                MarkupElement("meta", [("charset", "utf-8")]),
                MarkupElement("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                HTML.element("title", text: entry.scene?.title ?? entry.file),
                HTML.element("style", text: "\n" + style + "\n" + Player.style + "\n"),
            ]))
        let body = HTML.element("body", [], HTML.lines([section(for: entry, id: id), Player.scriptElement]))
        return HTML.document(HTML.element("html", [("lang", "en")], HTML.lines([head, body])))
    }
}
