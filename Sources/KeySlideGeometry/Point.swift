/// A location in a two-dimensional coordinate space, in points (UIKit's `CGPoint`).
///
/// KeySlide measures everything in points, as UIKit does: a point becomes `scale` pixels only
/// when a back end draws it.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x.readable()), \(y.readable()))" }

    /// The point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}
