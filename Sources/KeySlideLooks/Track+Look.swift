import KeySlideEasing

/// Small ways of deriving one track from another, so the drawing can reuse the recording's
/// motion as it is instead of sampling it.
extension Track {
    /// A track that never changes.
    static func constant(_ value: Double) -> Track { Track(initialValue: value) }

    /// The same history with every value `v` replaced by `scale · v + offset`: the same
    /// instants, the same animations with the same timings, only the numbers mapped. Because
    /// the presentation value is the model value plus a sum of animation gaps, mapping each
    /// stored value maps the presentation value at every time exactly (for `scale` −1 and
    /// `offset` 0, bit for bit).
    func mapped(scale: Double, offset: Double = 0) -> Track {
        // `+ offset` also turns −0 into 0, so a negated zero prints as 0.
        func map(_ value: Double) -> Double { value * scale + offset }
        var result = Track(initialValue: map(initialValue))
        for change in changes {
            if var animation = change.animation {
                animation.from = map(animation.from)
                result.animate(to: map(change.value), at: change.time, animation)
            } else {
                result.set(map(change.value), at: change.time)
            }
        }
        return result
    }

    /// `−self`: a scroll view's content moves opposite to its content offset.
    var negated: Track { mapped(scale: -1) }

    /// A value going from `start` to `end` at a constant speed over `duration` seconds from
    /// time 0 (a playhead).
    static func ramp(from start: Double, to end: Double, duration: Double) -> Track {
        var track = Track(initialValue: start)
        guard duration > 0 else { return Track(initialValue: end) }
        track.animate(
            to: end, at: 0, Animation(timing: .bezier(.linear, duration: duration), from: start, replacesRunning: true))
        return track
    }

    /// The largest value the track is ever asked to show: its initial value, every model value
    /// and every animation's starting value. (A spring that overshoots could pass it; UIKit's
    /// critically damped keyboard spring does not.)
    var largestValue: Double {
        changes.reduce(initialValue) { largest, change in
            max(largest, change.value, change.animation?.from ?? change.value)
        }
    }
}
