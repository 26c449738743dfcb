import KeySlideCanvas
import KeySlideGeometry
import KeySlideUIKit

/// One keyboard as it shows from `start`: Apple's language keyboard, its emoji keyboard or a
/// keyboard from another app, laid out for its height (`KeyboardLayout`), in the keyboard's own
/// coordinates, drawn over the keyboard's ground (`KeyboardLook.background`).
struct KeyboardFaceLook {
    var start: Double
    var kind: KeyboardKind
    var layout: KeyboardLayout
    var isPad: Bool
    var palette: Palette
    var era: LookEra

    /// What this keyboard draws; nothing while it is no height at all (a third-party keyboard's
    /// first post, docs/facts.md §11.7).
    func nodes() -> [Node] {
        guard layout.size.height > 0 else { return [] }
        switch kind {
        case .language: return languageNodes()
        case .emoji: return emojiNodes()
        case .thirdParty: return thirdPartyNodes()
        }
    }

    /// The language keyboard: the predictive bar's dividers, the keys, the globe and microphone
    /// below the keys of a notched phone.
    private func languageNodes() -> [Node] {
        var nodes: [Node] = []
        if let bar = layout.suggestionBar {
            for third in [1.0, 2.0] {
                let x = (layout.size.width * third / 3).rounded()
                nodes.append(
                    .primitive(
                        Primitive(
                            .line(
                                from: Point(x: x, y: bar.minY + bar.height * 0.25),
                                to: Point(x: x, y: bar.minY + bar.height * 0.75)),
                            stroke: Stroke(palette.keyShadow))))
            }
        }
        for key in layout.keys {
            nodes += keyNodes(key)
        }
        nodes += globeAndMicrophone()
        return nodes
    }

    /// The globe and the microphone in the area below the keys, which the system keeps under
    /// every keyboard on a notched phone (docs/facts.md §16.6).
    func globeAndMicrophone() -> [Node] {
        guard let area = layout.bottomArea, area.height >= 30 else { return [] }
        let centreY = area.minY + min(area.height * 0.4, 28)
        let inset = layout.size.width / 10 * 0.85
        let glyphs = Glyphs(color: palette.keyText)
        return glyphs.globe(centre: Point(x: inset, y: centreY), scale: glyphScale * 1.2).map(Node.primitive)
            + glyphs.microphone(centre: Point(x: layout.size.width - inset, y: centreY), scale: glyphScale * 1.2)
            .map(Node.primitive)
    }

    /// Glyphs are drawn for a 39-point key and scaled with the keys.
    var glyphScale: Double { min(layout.keys.first.map { $0.rect.height / 39 } ?? 1, 1.4) }

    var keyHeight: Double { layout.keys.first?.rect.height ?? 39 }

    /// Letters: 22.5 points on a 39-point key (by eye), at most 26 on the iPad.
    var letterSize: Double { (min(keyHeight * 0.55, 26) * 2).rounded() / 2 }
    /// Words on function keys (123, return, space): 16 points on a phone, 18 on the iPad.
    var wordSize: Double { (min(keyHeight * 0.4, isPad ? 18 : 16) * 2).rounded() / 2 }

    func keyNodes(_ key: KeyboardLayout.Key) -> [Node] {
        let isFunction = key.style == .function
        let textColor = isFunction ? palette.functionKeyText : palette.keyText
        var nodes = keyCap(key.rect, isFunction: isFunction).map(Node.primitive)
        let centre = Point(x: key.rect.midX, y: key.rect.midY)
        let glyphs = Glyphs(color: textColor)
        if let glyph = key.glyph {
            let scale = glyphScale
            let shapes: [Primitive] =
                switch glyph {
                case .shift: glyphs.shift(centre: centre, scale: scale)
                case .delete: glyphs.delete(centre: centre, scale: scale)
                case .globe: glyphs.globe(centre: centre, scale: scale)
                case .emoji: glyphs.emoji(centre: centre, scale: scale)
                case .dismiss: glyphs.dismiss(centre: centre, scale: scale)
                }
            nodes += shapes.map(Node.primitive)
        } else if !key.label.isEmpty {
            let isLetter = key.style == .character
            let size = isLetter ? letterSize : wordSize
            // Capitals and digits centre on the cap height, lower-case words on the x-height.
            let lowercase = key.label.contains { $0.isLowercase }
            let baseline = lowercase ? centre.y + size * 0.3 : TextMetrics.centredBaseline(midY: centre.y, size: size)
            let text = Text(key.label, at: Point(x: centre.x, y: baseline), size: size, anchor: .middle)
            nodes.append(.primitive(Primitive(.text(text), fill: textColor)))
        }
        return nodes
    }
}
