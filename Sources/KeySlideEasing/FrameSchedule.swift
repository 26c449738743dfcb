/// Which moments of an animation become frames, and so how many frames a picture has: decided
/// here only, below everything that samples time (the simulation's trace and looks, the SVG's
/// keyframes, the raster back end, the jobs' work ceiling and `--json`).
///
/// Every frame sits on one grid: frame `i` shows the animation at `i / fps` seconds, computed from
/// the index so that no rounding accumulates. Two schedules end the grid differently, and mixing
/// them was a real bug (`render --json` reported a GIF's frames as a folder's, one too many):
/// - `throughEnd(duration:fps:)`: every grid time from 0 through the duration, the end included
///   when it falls on the grid, ⌊duration · fps⌋ + 1 frames. A folder of frames, the trace, and
///   the looks' per-frame reads take these: each frame is a moment, and the last moment matters.
/// - `looping(duration:fps:)`: an animation that plays again from the start (a GIF). Each frame
///   is a span that lasts until the next; the last ends as the loop restarts, so no frame is drawn
///   at the duration itself (it would be frame 0 again): round(duration · fps) frames, or one
///   fewer (see `delays`).
public struct FrameSchedule: Hashable, Sendable {
    /// How the schedule ends; see the type's comment.
    public enum Kind: Hashable, Sendable {
        /// Every grid time through the duration: a folder of frames, the trace, the looks.
        case throughEnd
        /// Frames that last until the next, the last until the loop restarts: a GIF.
        case looping
    }

    public let kind: Kind
    /// Frames per second, in `FrameRate.allowed`.
    public let fps: Int
    /// Seconds at which each frame is sampled, from 0, in order.
    public let times: [Double]
    /// For a looping schedule, how long each frame shows in whole centiseconds; empty for a
    /// schedule through the end, whose frames are moments, not spans.
    private let centiseconds: [Int]

    /// How many frames the picture has.
    public var count: Int { times.count }

    /// Every frame time from 0 through `duration` seconds at `fps` (the end included when it falls
    /// on the grid, within 1e-9 of a frame): ⌊duration · fps⌋ + 1 frames. `duration` must be
    /// finite and not negative.
    public static func throughEnd(duration: Double, fps: Int) -> FrameSchedule {
        requireValid(duration: duration, fps: fps)
        let last = Int((duration * Double(fps) + 1e-9).rounded(.down))
        return FrameSchedule(kind: .throughEnd, fps: fps, times: (0...last).map { time(ofFrame: $0, fps: fps) })
    }

    /// The frames of an animation of `duration` seconds at `fps` that loops, each lasting until the
    /// next; `duration` must be finite and not negative (a GIF also needs at least 0.02 s, which
    /// its renderer checks).
    ///
    /// Each frame lasts whole centiseconds (the GIF unit, GIF89a §23), taken as differences of
    /// *rounded cumulative* times, `round(100 · t(i+1)) − round(100 · t(i))`, so rounding never
    /// drifts: at 30 fps the delays run 3, 4, 3, 3, 4, 3, … and a 20 s scene still lasts exactly
    /// 2000 cs. The total is exactly the duration rounded to the centisecond. When the last frame
    /// would get less than 2 cs (the sampled times overshoot the duration by up to half a frame),
    /// it is dropped and the frame before it holds to the end instead: browsers slow a delay of
    /// 1 cs or less to 10 cs (docs/facts.md §R0.8).
    public static func looping(duration: Double, fps: Int) -> FrameSchedule {
        requireValid(duration: duration, fps: fps)
        let totalCentiseconds = Int((duration * 100).rounded())
        let count = max(1, Int((duration * Double(fps)).rounded()))
        // round(100 · i / fps), half up, in integers so no floating-point error can creep in.
        var boundaries = (0..<count).map { (200 * $0 + fps) / (2 * fps) }
        boundaries.append(totalCentiseconds)
        if boundaries.count > 2, boundaries[boundaries.count - 1] - boundaries[boundaries.count - 2] < 2 {
            boundaries.remove(at: boundaries.count - 2)
        }
        let times = (0..<(boundaries.count - 1)).map { time(ofFrame: $0, fps: fps) }
        let delays = zip(boundaries, boundaries.dropFirst()).map { $1 - $0 }
        return FrameSchedule(kind: .looping, fps: fps, times: times, centiseconds: delays)
    }

    /// How long each frame of a looping schedule shows, in centiseconds; every delay is 2 or more
    /// when the duration is at least 0.02 s. Only a looping schedule has delays: the last frame of
    /// a schedule through the end is the end itself, not a span, so asking is a programming error.
    public var delays: [Int] {
        precondition(kind == .looping, "only a looping schedule's frames last; this one's are moments")
        return centiseconds
    }

    /// The grid's times strictly between `start` and `end`: what an animated SVG's sampled piece
    /// (a spring) must honour, so that it is exact at every frame a raster picture would draw.
    public static func gridTimes(strictlyBetween start: Double, and end: Double, fps: Int) -> [Double] {
        precondition(fps >= 1, "a grid needs a frame rate of 1 or more")
        var times: [Double] = []
        var index = (start * Double(fps)).rounded(.down)
        while true {
            let time = index / Double(fps)
            if time >= end { break }
            if time > start { times.append(time) }
            index += 1
        }
        return times
    }

    /// Frame `index`'s time: `index / fps`, from the index so that nothing accumulates.
    private static func time(ofFrame index: Int, fps: Int) -> Double {
        Double(index) / Double(fps)
    }

    private init(kind: Kind, fps: Int, times: [Double], centiseconds: [Int] = []) {
        self.kind = kind
        self.fps = fps
        self.times = times
        self.centiseconds = centiseconds
    }

    /// Stops on a duration or frame rate no schedule can have: the edge (the scene checker, the
    /// command line, the raster back end) has said what is accepted.
    private static func requireValid(duration: Double, fps: Int) {
        precondition(FrameRate.allowed.contains(fps), "\(fps) fps is outside \(FrameRate.allowed)")
        precondition(duration.isFinite && duration >= 0, "a duration of \(duration) s has no frames")
    }
}
