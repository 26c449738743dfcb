import KeySlideGeometry

/// The shape of an animation's progress over time: a cubic Bézier stretched over the
/// animation's duration, or a spring that runs on its own clock.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    case bezier(UnitBezier)
    case spring(Spring)
    /// The part of another timing between two of its elapsed times, its progress rescaled to run
    /// from 0 to 1 (`Timing.window(from:to:)`): a view that starts following the keyboard only once
    /// the keyboard passes it moves with the rest of the keyboard's own motion.
    indirect case window(Timing, from: Double, to: Double)

    public var description: String {
        switch self {
        case .bezier(let curve): curve.description
        case .spring(let spring): spring.description
        case .window(let timing, let from, let to):
            "\(timing.curve) from \(from.readable(decimals: 6)) to \(to.readable(decimals: 6)) s"
        }
    }

    /// How long the curve runs when nobody says otherwise: 1 s for a bezier (any length
    /// fits), the settling time for a spring.
    public var naturalDuration: Double {
        switch self {
        case .bezier: 1
        case .spring(let spring): spring.settlingDuration
        case .window(_, let from, let to): to - from
        }
    }
}

/// What actually runs: a timing curve over an effective duration.
///
/// A bezier is stretched to the duration. A spring runs on its own clock and the duration only
/// says when Core Animation ends it; at that moment progress snaps to 1 (for the keyboard spring
/// the snap is 0.001 of the distance, invisible).
public struct Timing: Hashable, Sendable, CustomStringConvertible {
    public var curve: TimingCurve
    /// Seconds from start to finish; 0 means the change is instant.
    public var duration: Double

    public init(curve: TimingCurve, duration: Double) {
        self.curve = curve
        self.duration = max(0, duration)
    }

    /// A bezier over `duration` seconds.
    public static func bezier(_ curve: UnitBezier, duration: Double) -> Timing {
        Timing(curve: .bezier(curve), duration: duration)
    }

    public var description: String { "\(curve) over \(duration.readable(decimals: 6)) s" }

    /// Progress `elapsed` seconds after the start: 0 before it, 1 from `duration` on.
    ///
    /// Where the timing jumps this gives the value *after* the jump: a zero-duration timing is
    /// already at 1 at its start, and a spring cut off at `duration` is at 1 there.
    public func progress(atElapsed elapsed: Double) -> Double {
        if elapsed.isNaN { return .nan }
        guard elapsed >= 0 else { return 0 }
        guard elapsed < duration else { return 1 }
        return curveProgress(atElapsed: elapsed)
    }

    /// Progress an instant before `elapsed` (the limit from the left). It differs from
    /// `progress(atElapsed:)` only where the timing jumps: at the start of a zero-duration
    /// timing, and at the end of a spring that has not quite settled (Core Animation snaps it).
    public func progress(justBefore elapsed: Double) -> Double {
        if elapsed.isNaN { return .nan }
        guard elapsed > 0 else { return 0 }
        guard elapsed <= duration else { return 1 }
        return curveProgress(atElapsed: elapsed)
    }

    private func curveProgress(atElapsed elapsed: Double) -> Double {
        switch curve {
        case .bezier(let bezier): return bezier.progress(at: elapsed / duration)
        case .spring(let spring): return spring.progress(atTime: elapsed)
        case .window(let base, let from, let to):
            // Normalised by the progress *at* `to`, after any snap there (a spring cut off at its
            // duration), so the piece moves exactly as the base does until it snaps with it.
            let start = base.progress(atElapsed: from)
            let span = base.progress(atElapsed: to) - start
            return span == 0 ? 1 : (base.progress(atElapsed: from + elapsed) - start) / span
        }
    }

    /// This timing between elapsed times `from` and `to`, as a timing of its own lasting `to −
    /// from`: a bezier's exact piece when it has one, otherwise a `window`.
    public func window(from: Double, to: Double) -> Timing {
        let from = max(0, from)
        let to = min(duration, to)
        guard to > from else { return Timing(curve: curve, duration: 0) }
        if from == 0, to == duration { return self }
        if case .bezier(let bezier) = curve, let piece = bezier.segment(from: from / duration, to: to / duration) {
            return Timing(curve: .bezier(piece), duration: to - from)
        }
        return Timing(curve: .window(self, from: from, to: to), duration: to - from)
    }

    /// The first elapsed time at which progress reaches `target` (0…1), found to a picosecond by
    /// bisection after a scan for the first crossing (a spring may pass it more than once).
    public func elapsed(reachingProgress target: Double) -> Double {
        guard target > 0 else { return 0 }
        guard duration > 0 else { return 0 }
        let steps = 200
        var low = 0.0
        var high = duration
        for step in 1...steps {
            let time = duration * Double(step) / Double(steps)
            if progress(atElapsed: time) >= target {
                high = time
                break
            }
            low = time
        }
        while high - low > 1e-12 {
            let middle = (low + high) / 2
            if progress(atElapsed: middle) >= target { high = middle } else { low = middle }
        }
        return high
    }
}
