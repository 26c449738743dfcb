/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width.readable())×\(height.readable())" }

    /// The size with width and height exchanged: what a portrait-fixed screen reports in
    /// landscape before iOS 8.
    public var swapped: Size { Size(width: height, height: width) }
}
