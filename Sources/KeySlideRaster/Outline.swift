import Foundation

/// Outlines in pixel coordinates: the polygons that rounded rectangles, circles, strokes and
/// dashes become before `CoverageMask` fills them.
enum Outline {
    /// A rectangle with rounded corners, clockwise on screen from the end of the top-left corner
    /// (where SVG starts a `<rect>`, so dashes begin at the same place in both back ends).
    static func roundedRect(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) -> [PixelPoint] {
        let r = max(0, min(radius, (maxX - minX) / 2, (maxY - minY) / 2))
        guard r > 0 else {
            return [
                PixelPoint(x: minX, y: minY), PixelPoint(x: maxX, y: minY), PixelPoint(x: maxX, y: maxY),
                PixelPoint(x: minX, y: maxY),
            ]
        }
        var points: [PixelPoint] = []
        // Corner centres in drawing order, each with the angle its quarter arc starts at
        // (angles measured clockwise on screen from +x, since y points down).
        let corners: [(PixelPoint, Double)] = [
            (PixelPoint(x: maxX - r, y: minY + r), -Double.pi / 2),
            (PixelPoint(x: maxX - r, y: maxY - r), 0),
            (PixelPoint(x: minX + r, y: maxY - r), Double.pi / 2),
            (PixelPoint(x: minX + r, y: minY + r), Double.pi),
        ]
        let steps = arcSteps(radius: r, angle: Double.pi / 2)
        for (centre, start) in corners {
            for step in 0...steps {
                let angle = start + Double.pi / 2 * Double(step) / Double(steps)
                points.append(PixelPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
            }
        }
        return points
    }

    /// A circle, clockwise on screen from its rightmost point (where SVG starts a `<circle>`).
    static func circle(center: PixelPoint, radius: Double) -> [PixelPoint] {
        // Whole quarters, so the polygon is as symmetric as the circle.
        let steps = 4 * arcSteps(radius: radius, angle: Double.pi / 2)
        return (0..<steps).map { step in
            let angle = 2 * Double.pi * Double(step) / Double(steps)
            return PixelPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// How many straight pieces an arc needs so that no piece strays more than 1/20 pixel from
    /// the true curve (a chord of angle θ on radius r misses by r·(1 − cos(θ/2))).
    static func arcSteps(radius: Double, angle: Double) -> Int {
        guard radius > 0.05 else { return 1 }
        let pieceAngle = 2 * acos(max(-1, 1 - 0.05 / radius))
        return max(2, min(1_000, Int((angle / pieceAngle).rounded(.up))))
    }

    /// The "on" stretches of a dash pattern laid along a path, as open polylines. `pattern`
    /// alternates dash and gap lengths in pixels; an odd-length list is repeated once, as SVG's
    /// `stroke-dasharray` does. A pattern that is not a list of lengths, or repeats in less than a
    /// pixel, draws the path solid (as SVG does for an invalid list); no more than `maximumDashes`
    /// are laid, so odd input cannot make the work endless.
    static func dashes(along path: [PixelPoint], closed: Bool, pattern: [Double]) -> [[PixelPoint]] {
        let pattern = pattern.count % 2 == 1 ? pattern + pattern : pattern
        guard path.count >= 2, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.reduce(0, +) >= 1 else {
            return [path]
        }
        var segments = Array(zip(path, path.dropFirst()))
        if closed, let first = path.first, let last = path.last { segments.append((last, first)) }

        var pieces: [[PixelPoint]] = []
        var current: [PixelPoint] = [path[0]]
        var index = 0
        var remaining = pattern[0]
        var drawing = true
        for (start, end) in segments {
            var from = start
            var left = (end - from).length
            guard left > 0 else { continue }
            let direction = (end - from) * (1 / left)
            while left > 0, pieces.count < maximumDashes {
                if remaining >= left {
                    remaining -= left
                    left = 0
                    if drawing { current.append(end) }
                } else {
                    let cut = from + direction * remaining
                    left -= remaining
                    from = cut
                    if drawing {
                        current.append(cut)
                        pieces.append(current)
                        current = []
                    } else {
                        current = [cut]
                    }
                    drawing.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
            }
        }
        if drawing, current.count >= 2 { pieces.append(current) }
        return pieces.filter { $0.count >= 2 }
    }

    /// More dashes than any canvas can show.
    static let maximumDashes = 100_000

    /// The polygons that paint an open polyline stroked `width` pixels wide, centred on it:
    /// one quadrilateral per piece (butt ends, as SVG's default `stroke-linecap`) and a mitred
    /// corner at each bend, cut flat when the miter would reach past 4 half-widths (SVG's
    /// default `stroke-miterlimit`).
    static func strokePolygons(of path: [PixelPoint], width: Double) -> [[PixelPoint]] {
        var points: [PixelPoint] = []
        for point in path where points.last.map({ ($0 - point).length > 1e-9 }) ?? true { points.append(point) }
        guard points.count >= 2, width > 0 else { return [] }
        let half = width / 2
        var polygons: [[PixelPoint]] = []
        var normals: [PixelPoint] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let d = (b - a) * (1 / (b - a).length)
            let n = PixelPoint(x: -d.y, y: d.x)
            normals.append(n)
            polygons.append([a + n * half, b + n * half, b - n * half, a - n * half])
        }
        let miterLimit = 4.0
        for i in 1..<(points.count - 1) {
            let corner = points[i]
            let n1 = normals[i - 1]
            let n2 = normals[i]
            let turn = n1.x * n2.y - n1.y * n2.x
            guard abs(turn) > 1e-9 else { continue }
            // The outside of the bend is on the side the path turns away from.
            let side: Double = turn > 0 ? -1 : 1
            let a = corner + n1 * (side * half)
            let b = corner + n2 * (side * half)
            let sum = n1 + n2
            let sumSquared = sum.x * sum.x + sum.y * sum.y
            // 1 / cos(θ/2) for the angle θ between the normals: the miter length in half-widths.
            let miterRatio = sumSquared > 1e-12 ? 2 / sumSquared.squareRoot() : .infinity
            if miterRatio <= miterLimit {
                let tip = corner + sum * (side * half * 2 / sumSquared)
                polygons.append([corner, a, tip, b])
            } else {
                polygons.append([corner, a, b])
            }
        }
        return polygons
    }
}
