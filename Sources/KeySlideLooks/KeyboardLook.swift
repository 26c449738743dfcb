import Foundation
import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// Draws the keyboard from its layout, in the keyboard's own coordinates, in the palette's colours
/// and the era's shape: flat keys with a one-point shadow (iOS 7 to 18), glossy two-tone keys
/// (iOS 6), or the iOS 26 glass panel with rounded top corners and rounder keys without shadows
/// (docs/facts.md §16.4, §16.5).
struct KeyboardLook {
    var layout: KeyboardLayout
    var isPad: Bool
    var palette: Palette
    var era: LookEra

    /// The keyboard as a group whose vertical offset is its top edge, `top`, so it slides exactly
    /// as the recording's keyboard track says. The background reaches `backgroundHeight` down
    /// (at least the layout's height), so a keyboard that grows while up — the predictive bar
    /// appearing — shows more keyboard below its keys rather than a gap.
    /// With input accessory bars (`accessories`, the recording's changes of the bar on the
    /// keyboard), each bar is drawn on top while it is on the keyboard and the keys sit
    /// `accessoryHeight` below the top, all as one block.
    func group(
        top: Track, visibility: Visibility, backgroundHeight: Double = 0, accessories: [AccessoryChange] = [],
        accessoryHeight: Track = .constant(0), duration: Double = .infinity
    ) -> Group {
        let bars = accessories.compactMap(\.accessory)
        guard let first = bars.first else {
            return keys(offsetY: top, visibility: visibility, backgroundHeight: backgroundHeight)
        }
        // An input accessory bar on top, the keys below it, sliding as one block.
        var block = Group("keyboard-block", offsetY: top, visibility: visibility)
        if bars.allSatisfy({ $0 == first }) && accessoryHeight.isConstant {
            // One bar all along (the scene's): drawn without a group of its own.
            for primitive in bar(first) { block.add(primitive) }
        } else {
            for (index, change) in accessories.enumerated() {
                guard let accessory = change.accessory else { continue }
                let end = index + 1 < accessories.count ? accessories[index + 1].time : duration
                let shown = Visibility.during([(change.time, end)], sceneDuration: duration)
                block.add(Group("accessory", visibility: shown, children: bar(accessory).map(Node.primitive)))
            }
        }
        let keysTop = accessoryHeight.isConstant ? .constant(first.height) : accessoryHeight
        block.add(
            keys(offsetY: keysTop, visibility: Visibility(initiallyVisible: true), backgroundHeight: backgroundHeight))
        return block
    }

    /// An input accessory bar: a bar's background with a hairline on top, its items as tinted
    /// 17 pt titles in equal slots.
    private func bar(_ accessory: InputAccessoryView) -> [Primitive] {
        let rect = Rect(x: 0, y: 0, width: layout.size.width, height: accessory.height)
        var primitives = [Primitive(.rect(rect, cornerRadius: 0), fill: palette.bar)]
        if let gloss = palette.barGloss {
            let upper = Rect(x: 0, y: 0, width: layout.size.width, height: (accessory.height / 2).rounded())
            primitives.append(Primitive(.rect(upper, cornerRadius: 0), fill: gloss))
        }
        let hairline = Rect(x: 0, y: 0, width: layout.size.width, height: 0.5)
        primitives.append(Primitive(.rect(hairline, cornerRadius: 0), fill: palette.barHairline))
        let slot = layout.size.width / Double(max(accessory.items.count, 1))
        for (index, item) in accessory.items.enumerated() {
            let title = TextMetrics.fitting(item, width: slot - 8, size: 17, weight: .regular)
            let baseline = TextMetrics.centredBaseline(midY: accessory.height / 2, size: 17)
            let text = Text(
                title, at: Point(x: slot * (Double(index) + 0.5), y: baseline), size: 17, weight: .regular,
                anchor: .middle)
            primitives.append(Primitive(.text(text), fill: palette.tint))
        }
        return primitives
    }

    private func keys(offsetY top: Track, visibility: Visibility, backgroundHeight: Double) -> Group {
        var group = Group("keyboard", offsetY: top, visibility: visibility)
        group.children += self.background(height: max(layout.size.height, backgroundHeight))
        if let bar = layout.suggestionBar {
            for third in [1.0, 2.0] {
                let x = (layout.size.width * third / 3).rounded()
                group.add(
                    Primitive(
                        .line(
                            from: Point(x: x, y: bar.minY + bar.height * 0.25),
                            to: Point(x: x, y: bar.minY + bar.height * 0.75)),
                        stroke: Stroke(palette.keyShadow)))
            }
        }
        for key in layout.keys {
            group.children += keyNodes(key)
        }
        if let area = layout.bottomArea, area.height >= 30 {
            let centreY = area.minY + min(area.height * 0.4, 28)
            let inset = layout.size.width / 10 * 0.85
            let glyphs = Glyphs(color: palette.keyText)
            group.children += glyphs.globe(centre: Point(x: inset, y: centreY), scale: glyphScale * 1.2).map(
                Node.primitive)
            group.children += glyphs.microphone(
                centre: Point(x: layout.size.width - inset, y: centreY), scale: glyphScale * 1.2
            ).map(Node.primitive)
        }
        return group
    }

    /// Glyphs are drawn for a 39-point key and scaled with the keys.
    private var glyphScale: Double { min(layout.keys.first.map { $0.rect.height / 39 } ?? 1, 1.4) }

    private var keyHeight: Double { layout.keys.first?.rect.height ?? 39 }

    /// Letters: 22.5 points on a 39-point key (by eye), at most 26 on the iPad.
    private var letterSize: Double { (min(keyHeight * 0.55, 26) * 2).rounded() / 2 }
    /// Words on function keys (123, return, space): 16 points on a phone, 18 on the iPad.
    private var wordSize: Double { (min(keyHeight * 0.4, isPad ? 18 : 16) * 2).rounded() / 2 }

    private func keyNodes(_ key: KeyboardLayout.Key) -> [Node] {
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

/// Key symbols drawn from lines in one colour, designed on a 39-point key around its centre.
struct Glyphs {
    let color: Color

    private func stroke(_ scale: Double) -> Stroke { Stroke(color, width: 1.5 * scale) }

    private func points(_ centre: Point, _ scale: Double, _ offsets: [(Double, Double)]) -> [Point] {
        offsets.map { Point(x: centre.x + $0.0 * scale, y: centre.y + $0.1 * scale) }
    }

    /// An outlined arrow pointing up.
    func shift(centre: Point, scale: Double) -> [Primitive] {
        let outline = points(
            centre, scale, [(0, -9), (9, 0), (4.5, 0), (4.5, 8), (-4.5, 8), (-4.5, 0), (-9, 0), (0, -9)])
        return [Primitive(.polyline(outline), stroke: stroke(scale))]
    }

    /// A key cap pointing left with a cross in it.
    func delete(centre: Point, scale: Double) -> [Primitive] {
        let outline = points(centre, scale, [(-11, 0), (-5, -7.5), (11, -7.5), (11, 7.5), (-5, 7.5), (-11, 0)])
        let cross = (x: 2.5, half: 3.5)
        return [
            Primitive(.polyline(outline), stroke: stroke(scale)),
            Primitive(
                .line(
                    from: points(centre, scale, [(cross.x - cross.half, -cross.half)])[0],
                    to: points(centre, scale, [(cross.x + cross.half, cross.half)])[0]), stroke: stroke(scale)),
            Primitive(
                .line(
                    from: points(centre, scale, [(cross.x - cross.half, cross.half)])[0],
                    to: points(centre, scale, [(cross.x + cross.half, -cross.half)])[0]), stroke: stroke(scale)),
        ]
    }

    /// A circle with a meridian, the equator and the central axis.
    func globe(centre: Point, scale: Double) -> [Primitive] {
        let radius = 9.0
        let thin = Stroke(color, width: 1.2 * scale)
        let meridian = (0...16).map { step -> (Double, Double) in
            let angle = Double(step) / 16 * 2 * Double.pi
            return (radius * 0.45 * sin(angle), -radius * cos(angle))
        }
        return [
            Primitive(.circle(center: centre, radius: radius * scale), stroke: thin),
            Primitive(.polyline(points(centre, scale, meridian)), stroke: thin),
            Primitive(
                .line(from: points(centre, scale, [(-radius, 0)])[0], to: points(centre, scale, [(radius, 0)])[0]),
                stroke: thin),
            Primitive(
                .line(from: points(centre, scale, [(0, -radius)])[0], to: points(centre, scale, [(0, radius)])[0]),
                stroke: thin),
        ]
    }

    /// A smiling face.
    func emoji(centre: Point, scale: Double) -> [Primitive] {
        let radius = 9.0
        let smile = (0...8).map { step -> (Double, Double) in
            let angle = Double.pi * (0.2 + 0.6 * Double(step) / 8)
            return (4.8 * cos(angle), 1 + 4.2 * sin(angle))
        }
        return [
            Primitive(
                .circle(center: centre, radius: radius * scale), stroke: Stroke(color, width: 1.2 * scale)),
            Primitive(
                .circle(center: points(centre, scale, [(-3.2, -2.8)])[0], radius: 1.2 * scale), fill: color),
            Primitive(
                .circle(center: points(centre, scale, [(3.2, -2.8)])[0], radius: 1.2 * scale), fill: color),
            Primitive(.polyline(points(centre, scale, smile)), stroke: Stroke(color, width: 1.2 * scale)),
        ]
    }

    /// A microphone: a capsule on a stand.
    func microphone(centre: Point, scale: Double) -> [Primitive] {
        let cradle = (0...8).map { step -> (Double, Double) in
            let angle = Double.pi * Double(step) / 8
            return (6 * cos(angle), 1 + 5 * sin(angle))
        }
        let capsule = Rect(x: centre.x - 3.5 * scale, y: centre.y - 10 * scale, width: 7 * scale, height: 13 * scale)
        return [
            Primitive(.rect(capsule, cornerRadius: 3.5 * scale), fill: color),
            Primitive(.polyline(points(centre, scale, cradle)), stroke: stroke(scale)),
            Primitive(
                .line(from: points(centre, scale, [(0, 6)])[0], to: points(centre, scale, [(0, 10)])[0]),
                stroke: stroke(scale)),
        ]
    }

    /// The iPad's hide-keyboard key: a small keyboard over a chevron.
    func dismiss(centre: Point, scale: Double) -> [Primitive] {
        let body = Rect(x: centre.x - 11 * scale, y: centre.y - 10 * scale, width: 22 * scale, height: 13 * scale)
        var shapes = [Primitive(.rect(body, cornerRadius: 2 * scale), stroke: Stroke(color, width: 1.2 * scale))]
        for row in 0..<2 {
            for column in 0..<5 {
                let dot = Rect(
                    x: body.minX + (2.5 + Double(column) * 3.8) * scale,
                    y: body.minY + (2.5 + Double(row) * 3.5) * scale, width: 2 * scale, height: 2 * scale)
                shapes.append(Primitive(.rect(dot, cornerRadius: 0), fill: color))
            }
        }
        shapes.append(
            Primitive(
                .polyline(points(centre, scale, [(-4, 6), (0, 9.5), (4, 6)])),
                stroke: Stroke(color, width: 1.2 * scale)))
        return shapes
    }
}
