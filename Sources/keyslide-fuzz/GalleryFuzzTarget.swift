import Foundation
import KeySlideJobs

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `make fuzz FUZZ_TARGET=gallery`: the bytes as `keyslide gallery` reads them from a folder it
/// does not trust. Bytes starting with `<` are a comparison SVG: when the gallery would inline it,
/// a second, independent reading (Foundation's XML parser) must find well-formed XML holding no
/// script, event handler, link, style, comment, CDATA, processing instruction or entity. Other
/// bytes are an explain report: when the gallery accepts it, its page is built (with a player)
/// and must hold exactly its two scripts, JSON with no bare `inf` or `nan`, and only plain
/// picture names; a refusal must be one line.
enum GalleryFuzzTarget {
    /// A comparison the player inlines, so every accepted report is drawn with its player.
    static let svg =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" "
        + "height=\"2\"><rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/></svg>\n"

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let data = Data(buffer: bytes)
        if bytes.first == UInt8(ascii: "<") {
            checkSVG(data)
        } else {
            checkReport(data)
        }
    }

    static func checkReport(_ data: Data) {
        let entry: Gallery.Entry
        do throws(BatchError) {
            entry = try Gallery.entry(explainReport: data, path: "fuzz/a-explain.json")
        } catch {
            precondition(!error.description.contains("\n"), "a refusal of two lines")
            return
        }
        var shown = entry
        shown.scene?.comparisonFile = nil
        shown.scene?.comparisonSVG = svg
        for picture in entry.scene?.pictures ?? [] {
            precondition(Gallery.isPlainFileName(picture), "a picture that is not a plain name: \(picture)")
        }
        let page = Gallery.html(for: [shown])
        precondition(page.components(separatedBy: "</script>").count == 3, "a script ended early")
        FuzzTarget.checkJSON(page)
    }

    static func checkSVG(_ data: Data) {
        guard case .success(let text) = Gallery.inlinableSVG(data, file: "fuzz/a-compare.svg") else { return }
        let parser = XMLParser(data: Data(text.utf8))
        let oracle = SVGOracle()
        parser.delegate = oracle
        parser.shouldResolveExternalEntities = false
        precondition(parser.parse(), "an inlined SVG is not well-formed XML")
        precondition(oracle.problems.isEmpty, "an inlined SVG holds \(oracle.problems)")
    }
}

/// The second reading of an SVG the gallery inlines: anything that could run, load or restyle.
final class SVGOracle: NSObject, XMLParserDelegate {
    var problems: [String] = []
    static let elements: Set<String> = [
        "svg", "g", "rect", "circle", "line", "polyline", "text", "defs", "clipPath", "animate", "animateTransform",
    ]

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if !Self.elements.contains(name) { problems.append("<\(name)>") }
        for (key, value) in attributes {
            let lower = key.lowercased()
            if lower.hasPrefix("on") || lower.contains("href") || lower == "style" || lower.contains(":") {
                problems.append(key)
            }
            let folded = value.lowercased().filter { !$0.isWhitespace }
            if folded.contains("javascript:") || folded.contains("url(") && !folded.hasPrefix("url(#") {
                problems.append("\(key)=\(value)")
            }
            if key == "attributeName", folded.contains("href") { problems.append("animated \(value)") }
        }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) { problems.append("CDATA") }
    func parser(_ parser: XMLParser, foundComment comment: String) { problems.append("a comment") }
    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        problems.append("a processing instruction")
    }
    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        problems.append("an entity")
    }
}
