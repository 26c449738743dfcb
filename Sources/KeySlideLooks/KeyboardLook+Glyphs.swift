import Foundation
import KeySlideCanvas
import KeySlideGeometry

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
