import KeySlideGeometry

/// A rectangle whose edges may move over time: four tracks.
///
/// One type for a simulated view's frame (which UIKit animates edge by edge) and for a drawing's
/// clip, so a look can clip to a view's frame by handing over the frame itself, with the same
/// animations, instead of copying its tracks.
public struct AnimatedRect: Hashable, Sendable {
    public var x: Track
    public var y: Track
    public var width: Track
    public var height: Track

    /// A rectangle that never moves.
    public init(_ rect: Rect) {
        x = Track(initialValue: rect.minX)
        y = Track(initialValue: rect.minY)
        width = Track(initialValue: rect.width)
        height = Track(initialValue: rect.height)
    }

    public init(x: Track, y: Track, width: Track, height: Track) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle as it was up to `time`, then held (`Track.holding(after:)`).
    public func holding(after time: Double) -> AnimatedRect {
        AnimatedRect(
            x: x.holding(after: time), y: y.holding(after: time), width: width.holding(after: time),
            height: height.holding(after: time))
    }

    /// The model rectangle at `time`: where the edges are headed, animations ignored.
    public func model(at time: Double) -> Rect {
        Rect(
            x: x.modelValue(at: time), y: y.modelValue(at: time), width: width.modelValue(at: time),
            height: height.modelValue(at: time))
    }

    /// The rectangle shown at `time`, animations included.
    public func presentation(at time: Double) -> Rect {
        Rect(x: x.value(at: time), y: y.value(at: time), width: width.value(at: time), height: height.value(at: time))
    }
}
