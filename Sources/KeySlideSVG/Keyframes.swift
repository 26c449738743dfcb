import KeySlideEasing

/// One loop of a `Track` as SMIL keyframes: times, values and, between each pair, either
/// straight-line interpolation or an exact cubic `keySpline`.
///
/// Built from `Track.segments`, so bezier pieces (UIKit's named curves, and the sub-curve left
/// when an animation is interrupted) stay exact, and only what no spline can express — springs,
/// overlapping additive animations — is sampled, with as few extra keyframes as keep every
/// frame within the error budget.
struct Keyframes: Equatable {
    struct Key: Equatable {
        /// Seconds from the start of the loop.
        var time: Double
        /// The track's value, in points.
        var value: Double
    }

    /// In time order; two keys may share a time, which is a jump.
    private(set) var keys: [Key] = []
    /// `splines[i]` shapes the interval from `keys[i]` to `keys[i + 1]`; `nil` is a straight line.
    private(set) var splines: [UnitBezier?] = []

    /// Whether the value never changes, so no animation element is needed.
    var isConstant: Bool { keys.allSatisfy { $0.value == keys.first?.value } }

    /// Whether any interval needs a spline (and so `calcMode="spline"`).
    var hasSplines: Bool { splines.contains { $0 != nil } }

    /// The keyframes of `track` over `0…duration`.
    ///
    /// - Parameters:
    ///   - fps: frames per second whose times the sampled pieces must honour.
    ///   - tolerance: the largest gap, in points, allowed at a frame time between the straight
    ///     line through sampled keyframes and the track.
    init(track: Track, duration: Double, fps: Int, tolerance: Double) {
        let value0 = track.value(at: 0)
        guard duration > 0, duration.isFinite else {
            keys = [Key(time: 0, value: value0)]
            return
        }
        for segment in track.segments(from: 0, to: duration) {
            start(at: segment.start, value: segment.startValue)
            switch segment.shape {
            case .hold, .linear:
                append(Key(time: segment.end, value: segment.endValue), spline: nil)
            case .cubic(let curve):
                append(Key(time: segment.end, value: segment.endValue), spline: curve)
            case .curve:
                let frames = FrameSchedule.gridTimes(strictlyBetween: segment.start, and: segment.end, fps: max(fps, 1))
                    .map { Key(time: $0, value: track.value(at: $0)) }
                // A spring ends by snapping the last thousandth of its distance into place; when
                // that snap is below the tolerance, end the piece on the settled value instead of
                // writing a jump (the sampler still checks every frame against the line).
                let settled = track.value(at: segment.end)
                let ending = Key(
                    time: segment.end, value: abs(settled - segment.endValue) <= tolerance ? settled : segment.endValue)
                for key in Self.sampledKeys(
                    from: keys[keys.count - 1], through: frames, to: ending, tolerance: tolerance)
                {
                    append(key, spline: nil)
                }
            }
        }
        if keys.isEmpty { keys = [Key(time: 0, value: value0)] }
        removeRedundantKeys()
    }

    /// Opens a segment: reuses the last key when it already sits there with that value (up to
    /// float noise from adding and removing an animation's gap), otherwise adds a key at the
    /// same time — a jump.
    private mutating func start(at time: Double, value: Double) {
        if let last = keys.last, last.time == time, abs(last.value - value) <= 1e-9 * max(1, abs(value)) { return }
        if keys.isEmpty {
            keys.append(Key(time: time, value: value))
        } else {
            append(Key(time: time, value: value), spline: nil)
        }
    }

    private mutating func append(_ key: Key, spline: UnitBezier?) {
        keys.append(key)
        splines.append(spline)
    }

    /// Keyframes after `anchor` for a sampled piece, ending with `ending`.
    ///
    /// Greedy: from the current keyframe, reach as far along the frames as a straight line can
    /// while every frame it passes stays within `tolerance`, put a keyframe there, repeat. A
    /// gentle stretch costs two keyframes however long it is; a wobbling spring gets what its
    /// curvature needs.
    static func sampledKeys(from anchor: Key, through frames: [Key], to ending: Key, tolerance: Double) -> [Key] {
        let points = frames + [ending]
        var result: [Key] = []
        var anchor = anchor
        var next = 0  // the first point after the anchor
        while next < points.count {
            var reach = next
            var candidate = next + 1
            while candidate < points.count,
                fits(from: anchor, to: points[candidate], passing: points[next..<candidate], tolerance: tolerance)
            {
                reach = candidate
                candidate += 1
            }
            result.append(points[reach])
            anchor = points[reach]
            next = reach + 1
        }
        return result
    }

    /// Whether the straight line from `a` to `b` stays within `tolerance` of every point passed.
    private static func fits(from a: Key, to b: Key, passing points: ArraySlice<Key>, tolerance: Double) -> Bool {
        let span = b.time - a.time
        guard span > 0 else { return false }
        return points.allSatisfy { point in
            let line = a.value + (b.value - a.value) * (point.time - a.time) / span
            return abs(line - point.value) <= tolerance
        }
    }

    /// Drops keys that straight-line interpolation would reproduce anyway: the middle of two
    /// holds at one value, or of two straight pieces in line. Jumps, spline ends and the first and
    /// last key stay.
    private mutating func removeRedundantKeys() {
        guard keys.count > 2 else { return }
        var keptKeys = [keys[0]]
        var keptSplines: [UnitBezier?] = []
        var pendingSpline = splines[0]
        for index in 1..<keys.count {
            let key = keys[index]
            if index < keys.count - 1, pendingSpline == nil, splines[index] == nil,
                let previous = keptKeys.last, Self.liesOnLine(key, from: previous, to: keys[index + 1])
            {
                continue
            }
            keptKeys.append(key)
            keptSplines.append(pendingSpline)
            if index < keys.count - 1 { pendingSpline = splines[index] }
        }
        keys = keptKeys
        splines = keptSplines
    }

    /// Whether `key` sits on the straight line from `a` to `b`, strictly between them in time.
    private static func liesOnLine(_ key: Key, from a: Key, to b: Key) -> Bool {
        guard a.time < key.time, key.time < b.time else { return false }
        let line = a.value + (b.value - a.value) * (key.time - a.time) / (b.time - a.time)
        return abs(line - key.value) <= 1e-9 * max(1, abs(key.value))
    }
}
