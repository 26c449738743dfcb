import KeySlideCanvas
import KeySlideGeometry
import KeySlideMarkup

/// How primitives become SVG elements; shared by static frames and animated documents so the two
/// draw exactly the same shapes.
enum SVGShapes {
    /// The font stack for text: system fonts first, then DejaVu Sans — the font the raster back
    /// end uses — so a Linux browser shows what the GIF shows.
    static let fontFamily = "-apple-system, BlinkMacSystemFont, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif"
    static let monospacedFontFamily = "ui-monospace, Menlo, 'DejaVu Sans Mono', monospace"

    static func n(_ value: Double) -> String { SVGNumber.format(value) }

    /// The element drawing `primitive`.
    static func element(for primitive: Primitive) -> MarkupElement {
        var element: MarkupElement
        switch primitive.shape {
        case .rect(let rect, let radius):
            element = MarkupElement(
                "rect",
                [("x", n(rect.minX)), ("y", n(rect.minY)), ("width", n(rect.width)), ("height", n(rect.height))])
            if radius > 0 { element.set("rx", n(min(radius, rect.width / 2, rect.height / 2))) }
        case .circle(let center, let radius):
            element = MarkupElement("circle", [("cx", n(center.x)), ("cy", n(center.y)), ("r", n(radius))])
        case .line(let from, let to):
            element = MarkupElement("line", [("x1", n(from.x)), ("y1", n(from.y)), ("x2", n(to.x)), ("y2", n(to.y))])
        case .polyline(let points):
            element = MarkupElement(
                "polyline", [("points", points.map { n($0.x) + "," + n($0.y) }.joined(separator: " "))])
        case .text(let text):
            element = MarkupElement(
                "text", [("x", n(text.origin.x)), ("y", n(text.origin.y)), ("font-size", n(text.size))])
            if text.monospaced { element.set("font-family", monospacedFontFamily) }
            if text.weight == .bold { element.set("font-weight", "bold") }
            if text.anchor != .start { element.set("text-anchor", text.anchor.rawValue) }
            element.append(text: text.string)
        }
        element.set("fill", primitive.fill?.hex ?? "none")
        if let stroke = primitive.stroke {
            element.set("stroke", stroke.color.hex)
            if stroke.width != 1 { element.set("stroke-width", n(stroke.width)) }
            if !stroke.dash.isEmpty { element.set("stroke-dasharray", SVGNumber.list(stroke.dash)) }
        }
        return element
    }

    /// The root `<svg>` element for a canvas of `size` points shown at `scale` pixels per point.
    static func root(size: Size, scale: Double) -> MarkupElement {
        MarkupElement(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("width", n(size.width * scale)), ("height", n(size.height * scale)),
                ("viewBox", "0 0 \(n(size.width)) \(n(size.height))"),
                ("font-family", fontFamily),
            ])
    }
}
