import KeySlideCanvas
import KeySlideGeometry

/// The keyboards besides the language keyboard: Apple's emoji keyboard and a keyboard from
/// another app (docs/facts.md §11.7, §16.6).
extension KeyboardFaceLook {
    /// Where the keyboard's own content ends: above the strip a notched phone or an iPad keeps
    /// for the globe and microphone or the home indicator.
    private var contentBottom: Double { layout.bottomArea?.minY ?? layout.size.height }

    /// The emoji keyboard's category bar: 40 points on a phone in portrait, 34 in landscape,
    /// 50 on an iPad (estimates by eye, docs/facts.md §16.6).
    private var categoryBarHeight: Double {
        isPad ? 50 : layout.size.width > layout.size.height * 2.4 ? 34 : 40
    }

    /// Rows of emoji in the grid: five on a phone in portrait and on an iPad (KeyboardKit Pro #22),
    /// three in a phone's landscape (an estimate).
    private var emojiRows: Int { !isPad && layout.size.width > layout.size.height * 2.4 ? 3 : 5 }

    /// The emoji keyboard: a section title, a grid of emoji drawn as coloured circles and rounded
    /// squares (shapes, not artwork), and the category bar — ABC, the categories with the first
    /// selected, delete — above the globe and microphone of a notched phone.
    func emojiNodes() -> [Node] {
        let side = layout.keys.first.map { max($0.rect.minX - layout.gap / 2, 0) } ?? 0
        let barTop = contentBottom - categoryBarHeight
        let headerHeight = 26.0
        var nodes: [Node] = [
            .primitive(
                Primitive(
                    .text(
                        Text(
                            "FREQUENTLY USED", at: Point(x: side + 12, y: 17), size: 11, weight: .bold, anchor: .start)),
                    fill: palette.placeholder))
        ]
        let cell = max((barTop - headerHeight - 4) / Double(emojiRows), 1)
        let radius = cell * 0.38
        var column = 0
        while side + 8 + cell * Double(column + 1) <= layout.size.width - side {
            for row in 0..<emojiRows {
                let centre = Point(
                    x: side + 8 + cell * (Double(column) + 0.5), y: headerHeight + cell * (Double(row) + 0.5))
                let colour = Palette.emoji[(row * 3 + column * 7) % Palette.emoji.count]
                let square = (row + column * 2) % 7 == 4
                let rect = Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
                let shape: Shape =
                    square ? .rect(rect, cornerRadius: radius * 0.35) : .circle(center: centre, radius: radius)
                nodes.append(.primitive(Primitive(shape, fill: colour)))
            }
            column += 1
        }
        nodes += categoryBar(top: barTop, side: side)
        nodes += globeAndMicrophone()
        return nodes
    }

    /// ABC on the left, eight category symbols (the first filled: selected), delete
    /// on the right.
    private func categoryBar(top: Double, side: Double) -> [Node] {
        let midY = top + categoryBarHeight / 2
        let size = isPad ? 18.0 : 15.0
        var nodes: [Node] = [
            .primitive(
                Primitive(
                    .text(
                        Text(
                            "ABC", at: Point(x: side + 14, y: TextMetrics.centredBaseline(midY: midY, size: size)),
                            size: size, weight: .regular, anchor: .start)), fill: palette.keyText))
        ]
        let first = side + 72
        let last = layout.size.width - side - 64
        let step = (last - first) / 7
        let radius = min(categoryBarHeight * 0.2, step * 0.3)
        for index in 0..<8 {
            let centre = Point(x: first + step * Double(index), y: midY)
            let symbol =
                index == 0
                ? Primitive(.circle(center: centre, radius: radius), fill: palette.placeholder)
                : Primitive(.circle(center: centre, radius: radius), stroke: Stroke(palette.placeholder, width: 1.5))
            nodes.append(.primitive(symbol))
        }
        let delete = Glyphs(color: palette.keyText).delete(
            centre: Point(x: layout.size.width - side - 28, y: midY), scale: min(glyphScale, 1))
        return nodes + delete.map(Node.primitive)
    }

    /// A keyboard from another app: its own dark theme over the content area, its toolbar of
    /// round buttons where the predictive bar would be, its keys where Apple's are; the system's
    /// globe and microphone stay below a notched phone's keyboard.
    func thirdPartyNodes() -> [Node] {
        let theme = Palette.thirdPartyKeyboard
        // On iOS 26's panel the theme keeps its rounded top corners: a rounded ground, squared
        // again below the radius.
        let panelRadius = era == .glass ? min(KeyboardLook.glassPanelRadius, contentBottom / 2) : 0
        let ground = Rect(x: 0, y: 0, width: layout.size.width, height: contentBottom)
        var nodes: [Node] = [.primitive(Primitive(.rect(ground, cornerRadius: panelRadius), fill: theme.ground))]
        if panelRadius > 0 {
            let lower = Rect(
                x: 0, y: panelRadius, width: layout.size.width, height: contentBottom - panelRadius)
            nodes.append(.primitive(Primitive(.rect(lower, cornerRadius: 0), fill: theme.ground)))
        }
        if let bar = layout.suggestionBar, bar.height >= 20 {
            let radius = min(bar.height * 0.28, 12)
            let midY = bar.minY + bar.height / 2
            for index in 0..<4 {
                let x = index == 3 ? layout.size.width - 24 : 24 + Double(index) * (radius * 2 + 18)
                let fill = index == 0 ? theme.accent : theme.functionKey
                nodes.append(.primitive(Primitive(.circle(center: Point(x: x, y: midY), radius: radius), fill: fill)))
            }
        }
        let keyRadius = min(layout.cornerRadius * 1.6, 8)
        for key in layout.keys {
            let fill = key.style == .function ? theme.functionKey : theme.key
            nodes.append(.primitive(Primitive(.rect(key.rect, cornerRadius: keyRadius), fill: fill)))
            let centre = Point(x: key.rect.midX, y: key.rect.midY)
            if let glyph = key.glyph {
                let glyphs = Glyphs(color: theme.text)
                let shapes =
                    switch glyph {
                    case .shift: glyphs.shift(centre: centre, scale: glyphScale)
                    case .delete: glyphs.delete(centre: centre, scale: glyphScale)
                    default: glyphs.globe(centre: centre, scale: glyphScale)
                    }
                nodes += shapes.map(Node.primitive)
            } else if !key.label.isEmpty {
                let size = key.style == .character ? letterSize * 0.9 : wordSize
                let text = Text(
                    key.label.lowercased(), at: Point(x: centre.x, y: centre.y + size * 0.3), size: size,
                    anchor: .middle)
                nodes.append(.primitive(Primitive(.text(text), fill: theme.text)))
            }
        }
        return nodes + globeAndMicrophone()
    }
}
