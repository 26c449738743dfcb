import Foundation
import KeySlideCanvas
import KeySlideGeometry

/// What differs between the eras' keyboards: the ground behind the keys and the keys' caps.
extension KeyboardLook {
    /// The radius of the iOS 26 panel's top corners (by eye, docs/facts.md §16.5).
    static let glassPanelRadius = 24.0

    /// The ground behind the keys, `height` tall: one flat colour; iOS 6's, shading from light at
    /// the top to the base colour in bands laid over the top `bandsOver` points; iOS 26's glass panel with rounded top
    /// corners, reaching below the keyboard by its radius so that only its top corners show.
    /// The first shape is always the whole ground in `palette.keyboard`.
    func background(height: Double, bandsOver bandsHeight: Double) -> [Node] {
        let ground = Primitive(
            .rect(Rect(x: 0, y: 0, width: width, height: height), cornerRadius: 0), fill: palette.keyboard)
        switch era {
        case .flat:
            return [.primitive(ground)]
        case .glossy:
            let bands = palette.keyboardBands.dropLast()
            let bandHeight = (bandsHeight / Double(bands.count + 1)).rounded()
            return [.primitive(ground)]
                + bands.enumerated().map { index, color in
                    let band = Rect(x: 0, y: Double(index) * bandHeight, width: width, height: bandHeight)
                    return .primitive(Primitive(.rect(band, cornerRadius: 0), fill: color))
                }
        case .glass:
            let radius = Self.glassPanelRadius
            return [
                .primitive(
                    Primitive(
                        .rect(Rect(x: 0, y: 0, width: width, height: height + radius), cornerRadius: radius),
                        fill: palette.keyboard))
            ]
        }
    }

    /// The upper half of a rounded rectangle: its top corners rounded, square at the middle.
    static func upperHalf(of rect: Rect, radius: Double) -> [Point] {
        let r = min(radius, rect.width / 2, rect.height / 2)
        let steps = 6
        func arc(centre: Point, from start: Double) -> [Point] {
            (0...steps).map { step in
                let angle = start + Double(step) / Double(steps) * Double.pi / 2
                return Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
            }
        }
        return [Point(x: rect.minX, y: rect.midY)]
            + arc(centre: Point(x: rect.minX + r, y: rect.minY + r), from: Double.pi)
            + arc(centre: Point(x: rect.maxX - r, y: rect.minY + r), from: 1.5 * Double.pi)
            + [Point(x: rect.maxX, y: rect.midY)]
    }
}

extension KeyboardFaceLook {
    /// A key's cap, without its label: flat with a one-point shadow; glossy, a lighter upper half
    /// laid over the key, with the shadow; glass, rounder and without a shadow. The cap's whole
    /// rectangle is always drawn in the key's own colour.
    func keyCap(_ rect: Rect, isFunction: Bool) -> [Primitive] {
        let fill = isFunction ? palette.functionKey : palette.key
        let radius = layout.cornerRadius
        let shadow = Primitive(.rect(rect.offsetBy(dx: 0, dy: 1), cornerRadius: radius), fill: palette.keyShadow)
        switch era {
        case .flat:
            return [shadow, Primitive(.rect(rect, cornerRadius: radius), fill: fill)]
        case .glossy:
            let gloss = (isFunction ? palette.functionKeyGloss : palette.keyGloss) ?? fill
            return [
                shadow, Primitive(.rect(rect, cornerRadius: radius), fill: fill),
                Primitive(.polyline(KeyboardLook.upperHalf(of: rect, radius: radius)), fill: gloss),
            ]
        case .glass:
            let rounder = min(rect.height * 0.25, rect.width / 2)
            return [Primitive(.rect(rect, cornerRadius: rounder), fill: fill)]
        }
    }
}
