import KeySlideCanvas
import KeySlideGeometry
import KeySlideMarkup

/// Writes drawings as SVG documents.
public enum SVGRenderer {
    /// A static SVG of one frame, `scale` pixels per point (the `viewBox` stays in points, so the
    /// picture is crisp at any size).
    public static func svg(of frame: DisplayList, scale: Double = 1) -> String {
        var root = SVGShapes.root(size: frame.size, scale: scale)
        root.append(MarkupElement("rect", [("width", "100%"), ("height", "100%"), ("fill", frame.background.hex)]))
        var clipIDs: [Rect: String] = [:]
        var defs = MarkupElement("defs")
        // Items of one fading layer go into one `<g opacity>`, composited as a whole.
        var body: [(element: MarkupElement, fade: DisplayList.Fade?)] = []
        for item in frame.items {
            var element = SVGShapes.element(for: item.primitive)
            if let clip = item.clip {
                let id: String
                if let known = clipIDs[clip] {
                    id = known
                } else {
                    id = "clip\(clipIDs.count)"
                    clipIDs[clip] = id
                    defs.append(
                        MarkupElement(
                            "clipPath", [("id", id)],
                            children: [
                                MarkupElement(
                                    "rect",
                                    [
                                        ("x", SVGShapes.n(clip.minX)), ("y", SVGShapes.n(clip.minY)),
                                        ("width", SVGShapes.n(clip.width)), ("height", SVGShapes.n(clip.height)),
                                    ])
                            ]))
                }
                element.set("clip-path", "url(#\(id))")
            }
            body.append((element, item.fade))
        }
        if !defs.children.isEmpty { root.append(defs) }
        var layer: (fade: DisplayList.Fade, group: MarkupElement)?
        for (element, fade) in body {
            if let open = layer, open.fade != fade {
                root.append(open.group)
                layer = nil
            }
            guard let fade else {
                root.append(element)
                continue
            }
            if layer == nil { layer = (fade, MarkupElement("g", [("opacity", SVGNumber.format(fade.opacity))])) }
            layer?.group.append(element)
        }
        if let open = layer { root.append(open.group) }
        return document(root)
    }

    /// The XML declaration and the root element, ending in a newline.
    static func document(_ root: MarkupElement) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.xml() + "\n"
    }
}
