import KeySlideGeometry

/// The shape of an animation's progress over time: a cubic Bézier stretched over the
/// animation's duration, or a spring that runs on its own clock.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    case bezier(UnitBezier)
    case spring(Spring)

    public var description: String {
        switch self {
        case .bezier(let curve): curve.description
        case .spring(let spring): spring.description
        }
    }

    /// How long the curve runs when nobody says otherwise: 1 s for a bezier (any length
    /// fits), the settling time for a spring.
    public var naturalDuration: Double {
        switch self {
        case .bezier: 1
        case .spring(let spring): spring.settlingDuration
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
        case .bezier(let bezier): bezier.progress(at: elapsed / duration)
        case .spring(let spring): spring.progress(atTime: elapsed)
        }
    }
}
