import KeySlideGeometry

/// One thing to draw: a shape with an optional fill and an optional stroke.
///
/// Coordinates are points, y down, relative to the enclosing group; back ends multiply by their
/// scale. A stroke is centred on the shape's outline, as in SVG.
public struct Primitive: Hashable, Sendable {
    public var shape: Shape
    public var fill: Color?
    public var stroke: Stroke?

    public init(_ shape: Shape, fill: Color? = nil, stroke: Stroke? = nil) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }

    /// The same primitive moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Primitive {
        var moved = self
        moved.shape = shape.offsetBy(dx: dx, dy: dy)
        return moved
    }
}

/// The shapes both back ends know how to draw.
public enum Shape: Hashable, Sendable {
    /// A rectangle, its corners rounded by `cornerRadius` (0 for square corners).
    case rect(Rect, cornerRadius: Double)
    /// A circle (status-bar dots, the event marks on the timeline strip).
    case circle(center: Point, radius: Double)
    /// A straight line; drawn with the primitive's stroke.
    case line(from: Point, to: Point)
    /// Connected straight lines through `points`; drawn with the stroke, filled if `fill` is set.
    case polyline([Point])
    /// A single line of text whose baseline starts (or is centred, or ends, per `anchor`) at `origin`.
    case text(Text)

    /// The same shape moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Shape {
        switch self {
        case .rect(let rect, let radius):
            return .rect(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case .circle(let center, let radius):
            return .circle(center: center.offsetBy(dx: dx, dy: dy), radius: radius)
        case .line(let from, let to):
            return .line(from: from.offsetBy(dx: dx, dy: dy), to: to.offsetBy(dx: dx, dy: dy))
        case .polyline(let points):
            return .polyline(points.map { $0.offsetBy(dx: dx, dy: dy) })
        case .text(var text):
            text.origin = text.origin.offsetBy(dx: dx, dy: dy)
            return .text(text)
        }
    }
}

/// A line of text. The raster back end draws it with DejaVu Sans (Bold for `.bold`); the SVG
/// names a font stack that starts with the system fonts and ends with DejaVu Sans.
public struct Text: Hashable, Sendable {
    public var string: String
    /// Where the baseline is anchored.
    public var origin: Point
    /// The font size in points (em height).
    public var size: Double
    public var weight: Weight
    public var anchor: Anchor
    /// Monospaced digits keep a ticking clock from jittering.
    public var monospaced: Bool

    public enum Weight: String, Hashable, Sendable { case regular, bold }
    public enum Anchor: String, Hashable, Sendable { case start, middle, end }

    public init(
        _ string: String, at origin: Point, size: Double, weight: Weight = .regular, anchor: Anchor = .start,
        monospaced: Bool = false
    ) {
        self.string = string
        self.origin = origin
        self.size = size
        self.weight = weight
        self.anchor = anchor
        self.monospaced = monospaced
    }
}

/// How an outline is drawn.
public struct Stroke: Hashable, Sendable {
    public var color: Color
    /// Width in points.
    public var width: Double
    /// Dash and gap lengths in points, or empty for a solid line.
    public var dash: [Double]

    public init(_ color: Color, width: Double = 1, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}
