import KeySlideCanvas
import KeySlideGeometry

/// How points become pixels, in one rule a test can predict:
///
/// **A coordinate `v` in points lies on the pixel boundary `⌊v · scale + ½⌋`** (round half up).
///
/// Edges of rectangles (square or rounded) and of clip rectangles snap to that boundary, so a
/// rectangle from `y = 100.25` at scale 2 starts on pixel row 201 and is crisp, never a blurred
/// half row. Text baselines and start points snap the same way. Strokes of rectangles and of
/// horizontal or vertical lines are a whole number of pixels wide, `w = max(1, round(width ·
/// scale))`, and their outer edge snaps: `⌊v · scale − w/2 + ½⌋`, so a stroke of odd pixel width
/// sits half a pixel right of or below the exact centre. Circles, slanted lines and polylines are
/// not snapped; their edges are anti-aliased at their exact position.
///
/// Snapping every coordinate with the same rule keeps things that move together in step: a key
/// and its label, both moved by the keyboard's fractional offset, stay the same distance apart.
struct PixelGrid {
    let scale: Double

    init(scale: Int) {
        self.scale = Double(scale)
    }

    /// The pixel boundary a coordinate in points snaps to.
    func edge(_ points: Double) -> Int {
        Self.snapped(points * scale)
    }

    /// A coordinate in points as an unsnapped pixel position.
    func pixels(_ points: Double) -> Double {
        Self.finite(points * scale)
    }

    /// The pixels a rectangle in points covers after snapping its edges.
    func rect(_ rect: Rect) -> PixelRect {
        PixelRect(minX: edge(rect.minX), minY: edge(rect.minY), maxX: edge(rect.maxX), maxY: edge(rect.maxY))
    }

    /// `⌊value + ½⌋`, kept inside a range `Int` holds so odd input never traps.
    static func snapped(_ value: Double) -> Int {
        Int((finite(value) + 0.5).rounded(.down))
    }

    /// The value clamped to ±10⁹ pixels (NaN becomes 0): far beyond any canvas, safe to convert.
    static func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -1e9), 1e9)
    }
}

/// A block of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRect: Hashable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels in both, possibly empty.
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY))
    }

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
            maxY: max(maxY, other.maxY))
    }

    /// Whether the two share at least one pixel.
    func intersects(_ other: PixelRect) -> Bool {
        !intersection(other).isEmpty
    }

    /// Whether every pixel of `other` is in this rectangle.
    func contains(_ other: PixelRect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The rectangle moved `dx` pixels right and `dy` down.
    func offset(dx: Int, dy: Int) -> PixelRect {
        PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The rectangle grown by `amount` pixels on every side (shrunk when negative).
    func outset(by amount: Int) -> PixelRect {
        PixelRect(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// The smallest block of whole pixels that holds every point from (`minX`, `minY`) to
    /// (`maxX`, `maxY`) in pixel coordinates.
    static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
        PixelRect(
            minX: Int(PixelGrid.finite(minX).rounded(.down)), minY: Int(PixelGrid.finite(minY).rounded(.down)),
            maxX: Int(PixelGrid.finite(maxX).rounded(.up)), maxY: Int(PixelGrid.finite(maxY).rounded(.up)))
    }
}

/// A position in pixels, not snapped.
struct PixelPoint: Hashable, Sendable {
    var x: Double
    var y: Double

    static func + (a: PixelPoint, b: PixelPoint) -> PixelPoint { PixelPoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: PixelPoint, b: PixelPoint) -> PixelPoint { PixelPoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: PixelPoint, k: Double) -> PixelPoint { PixelPoint(x: a.x * k, y: a.y * k) }

    var length: Double { (x * x + y * y).squareRoot() }
}

extension DisplayList.Item {
    /// Whether every number that places the item is a number. An item with a NaN coordinate, size
    /// or stroke width has no place on the canvas, so it is not painted; infinities and huge
    /// values are fine, since `PixelGrid` clamps them far outside the canvas and the clip cuts
    /// them off.
    var isPlaceable: Bool {
        func placeable(_ rect: Rect) -> Bool { ![rect.minX, rect.minY, rect.maxX, rect.maxY].contains(where: \.isNaN) }
        func placeable(_ point: Point) -> Bool { !point.x.isNaN && !point.y.isNaN }
        if let clip, !placeable(clip) { return false }
        if let stroke = primitive.stroke, stroke.width.isNaN || stroke.dash.contains(where: \.isNaN) { return false }
        switch primitive.shape {
        case .rect(let rect, let cornerRadius): return placeable(rect) && !cornerRadius.isNaN
        case .circle(let center, let radius): return placeable(center) && !radius.isNaN
        case .line(let from, let to): return placeable(from) && placeable(to)
        case .polyline(let points): return points.allSatisfy(placeable)
        case .text(let text): return placeable(text.origin) && !text.size.isNaN
        }
    }
}
