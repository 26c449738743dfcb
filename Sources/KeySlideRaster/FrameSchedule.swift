import KeySlideGeometry

/// When each frame of an animation is sampled and how long it stays on screen.
///
/// Frame `i` shows the drawing at `i / fps` seconds and stays until the next frame's time, or
/// until the end of the drawing for the last frame, with `round(duration · fps)` frames in all.
/// Delays are whole centiseconds (the GIF unit, GIF89a §23) taken as differences of *rounded
/// cumulative* times, `round(100 · t(i+1)) − round(100 · t(i))`, so rounding never drifts: at
/// 30 fps the delays run 3, 4, 3, 3, 4, 3, … and a 20 s scene still lasts exactly 2000 cs.
///
/// The total is exactly the drawing's duration rounded to the centisecond. When the last frame
/// would get less than 2 cs (the sampled times overshoot the duration by up to half a frame),
/// it is dropped and the frame before it holds to the end instead.
public struct FrameSchedule: Hashable, Sendable {
    /// Seconds at which each frame is sampled, from 0.
    public let times: [Double]
    /// How long each frame shows, in centiseconds; every delay is 2 or more.
    public let delays: [Int]

    /// The schedule for a drawing of `duration` seconds at `fps` frames per second; `fps` must be
    /// in `RasterOptions.frameRates` (checked at the edge).
    public init(duration: Double, fps: Int) throws(RasterError) {
        precondition(RasterOptions.frameRates.contains(fps), "\(fps) fps is outside \(RasterOptions.frameRates)")
        guard duration.isFinite, duration >= 0.02, duration <= 86_400 else {
            throw .duration(duration)
        }
        let totalCentiseconds = Int((duration * 100).rounded())
        let count = max(1, Int((duration * Double(fps)).rounded()))
        // round(100 · i / fps), half up, in integers so no floating-point error can creep in.
        var boundaries = (0..<count).map { (200 * $0 + fps) / (2 * fps) }
        boundaries.append(totalCentiseconds)
        if boundaries.count > 2, boundaries[boundaries.count - 1] - boundaries[boundaries.count - 2] < 2 {
            boundaries.remove(at: boundaries.count - 2)
        }
        times = (0..<(boundaries.count - 1)).map { Double($0) / Double(fps) }
        delays = zip(boundaries, boundaries.dropFirst()).map { $1 - $0 }
    }
}
