import Foundation
import KeySlideGeometry

/// A damped spring moving progress from 0 to 1, solved in closed form (no numeric
/// integration, so the answer never depends on a step size).
///
/// The model is m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = `initialVelocity`, the
/// equation behind `CASpringAnimation` and `UISpringTimingParameters`. Natural frequency
/// ω₀ = √(k/m); damping ratio ζ = c / (2√(k·m)) — Apple's own formula for the ratio
/// (docs/facts.md §2.4). ζ < 1 oscillates, ζ = 1 is critically damped, ζ > 1 creeps.
///
/// `Overdamping.clampedToCritical` reproduces what every reproduction of the keyboard spring does
/// (ζ > 1 treated as 1): Core Animation appears to behave that way unless `allowsOverdamping` is
/// set (iOS 17+). That is an inference, not documentation (docs/facts.md §2.2).
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    /// Initial velocity in progress units per second (1.0 = the whole distance per second);
    /// negative values start moving away from the target, as in `CASpringAnimation`.
    public var initialVelocity: Double
    public var overdamping: Overdamping

    /// What happens when the damping ratio exceeds 1.
    public enum Overdamping: Hashable, Sendable {
        /// Solve the overdamped equation literally.
        case allowed
        /// Treat ζ > 1 as critically damped (Core Animation's observed default).
        case clampedToCritical
    }

    /// Why spring parameters were refused.
    public enum Invalid: Error, Equatable, CustomStringConvertible {
        case notFinite
        case notPositive(String, Double)
        case negativeDamping(Double)

        public var description: String {
            switch self {
            case .notFinite: "spring parameters must be finite numbers"
            case .notPositive(let name, let value):
                "spring \(name) must be greater than 0, got \(value.readable(decimals: 6))"
            case .negativeDamping(let value): "spring damping must be 0 or more, got \(value.readable(decimals: 6))"
            }
        }
    }

    /// A spring; throws when mass or stiffness is not positive, damping is negative, or any value
    /// is NaN or infinite.
    public init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        overdamping: Overdamping = .allowed
    ) throws(Invalid) {
        guard [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite) else { throw .notFinite }
        guard mass > 0 else { throw .notPositive("mass", mass) }
        guard stiffness > 0 else { throw .notPositive("stiffness", stiffness) }
        guard damping >= 0 else { throw .negativeDamping(damping) }
        self.init(unchecked: mass, stiffness, damping, initialVelocity, overdamping)
    }

    private init(
        unchecked mass: Double, _ stiffness: Double, _ damping: Double, _ velocity: Double, _ overdamping: Overdamping
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = velocity
        self.overdamping = overdamping
    }

    /// The keyboard's spring behind curve 7: mass 3, stiffness 1000, damping 500, read from a
    /// live `CASpringAnimation` (Apple developer forums thread 48088; the same constants in
    /// Telegram-iOS and Flutter's engine). Taken literally ζ ≈ 4.56 and it would reach only 63 %
    /// in 0.5 s; clamped to critical damping it reaches ≈0.545 at 0.1 s and 99.9 % at 0.5 s,
    /// which matches the visible motion (docs/facts.md §2.2).
    public static let keyboard = Spring(unchecked: 3, 1000, 500, 0, .clampedToCritical)

    /// The running time Core Animation gives the keyboard spring (`duration` 0.5 s on the live
    /// animation, forum thread 48088); the animation snaps to 1 when it ends.
    public static let keyboardDuration = 0.5

    /// ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(k·m)) as given, before any clamping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The damping ratio the motion actually uses.
    public var effectiveDampingRatio: Double {
        overdamping == .clampedToCritical ? min(dampingRatio, 1) : dampingRatio
    }

    public var description: String {
        let numbers = [mass, stiffness, damping] + (initialVelocity != 0 ? [initialVelocity] : [])
        return "spring(" + numbers.map { $0.readable(decimals: 6) }.joined(separator: ", ") + ")"
    }

    // MARK: Motion

    /// The residual r(t) = 1 − x(t) solves r″ + 2ζω₀r′ + ω₀²r = 0 with r(0) = 1, r′(0) = −v₀.
    private enum Solution {
        case under(decay: Double, frequency: Double, a: Double, b: Double)
        case critical(rate: Double, a: Double, b: Double)
        case over(s1: Double, s2: Double, c1: Double, c2: Double)

        func residual(at t: Double) -> Double {
            switch self {
            case .under(let decay, let frequency, let a, let b):
                return exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
            case .critical(let rate, let a, let b):
                return (a + b * t) * exp(-rate * t)
            case .over(let s1, let s2, let c1, let c2):
                return c1 * exp(s1 * t) + c2 * exp(s2 * t)
            }
        }
    }

    private var solution: Solution {
        let w0 = naturalFrequency
        let zeta = effectiveDampingRatio
        let v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return .critical(rate: w0, a: 1, b: w0 - v0)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return .under(decay: zeta * w0, frequency: wd, a: 1, b: (zeta * w0 - v0) / wd)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // −ζ + √(ζ²−1) written as −1 / (ζ + √(ζ²−1)): the same number without the
            // cancellation that turns it into 0 for a very large ζ.
            let s1 = -w0 / (zeta + root)
            let s2 = w0 * (-zeta - root)
            let c1 = (-v0 - s2) / (s1 - s2)
            return .over(s1: s1, s2: s2, c1: c1, c2: 1 - c1)
        }
    }

    /// Progress `seconds` after the start; 0 before it. Unbounded above: an underdamped spring
    /// overshoots past 1.
    public func progress(atTime seconds: Double) -> Double {
        if seconds.isNaN { return .nan }
        guard seconds > 0 else { return 0 }
        return 1 - solution.residual(at: seconds)
    }

    /// The settling threshold: the spring counts as at rest once |1 − progress| stays below
    /// 0.001 of the distance for good — the epsilon SwiftUI documents for `Spring.settlingDuration`
    /// (Core Animation's own epsilon is undocumented).
    ///
    /// By this threshold the keyboard spring settles in 0.506 s (docs/facts.md §2.2). Apple's
    /// `settlingDuration` example (mass 1, stiffness 100, damping 5: about 2.85 s) settles here
    /// in 2.69 s, so Core Animation's own threshold is a little tighter.
    public static let settlingThreshold = 0.001

    /// Seconds until the spring is at rest by `settlingThreshold`, never less than 0;
    /// `infinity` for an undamped spring (damping 0), which oscillates for ever.
    ///
    /// Found by scanning the residual backwards from a bound where its envelope is already below
    /// the threshold, then bisecting the last crossing to 1e-9 s. The scan starts within half an
    /// oscillation (or 1/4000 of the bound) of the answer, so it takes few steps.
    public var settlingDuration: Double {
        let epsilon = Spring.settlingThreshold
        let solution = self.solution
        if case .under(let decay, _, _, _) = solution, !(decay > 0) { return .infinity }
        let bound: Double
        let step: Double
        switch solution {
        case .under(let decay, let frequency, let a, let b):
            let amplitude = (a * a + b * b).squareRoot()
            bound = max(0, log(amplitude / epsilon) / decay)
            step = min(bound / 4000, .pi / frequency / 16)
        case .critical(let rate, let a, let b):
            // (|a| + |b|·t)·e^(−rate·t) < ε: iterate the bound to a fixed point.
            var t = 1 / rate
            for _ in 0..<60 { t = max(t, log((abs(a) + abs(b) * t) / epsilon) / rate) }
            bound = t
            step = bound / 4000
        case .over(let s1, _, let c1, let c2):
            bound = max(0, log((abs(c1) + abs(c2)) / epsilon) / -s1)
            step = bound / 4000
        }
        guard bound.isFinite else { return .infinity }
        guard bound > 0, step > 0 else { return 0 }
        var t = bound
        var steps = 0
        while t > 0, abs(solution.residual(at: t)) < epsilon {
            t -= step
            steps += 1
            // Only an absurdly light damping (ζ near 1e-12) gets here: the bound is then
            // already within a rounding error of the answer.
            if steps > 100_000 { return bound }
        }
        if t <= 0 { return 0 }
        var lo = t
        var hi = t + step  // |r(lo)| ≥ ε, |r(hi)| < ε
        // 200 halvings cap the loop where 1e-9 s is below the spacing of doubles near `hi`.
        var halvings = 0
        while hi - lo > 1e-9, halvings < 200 {
            let mid = 0.5 * (lo + hi)
            if abs(solution.residual(at: mid)) >= epsilon { lo = mid } else { hi = mid }
            halvings += 1
        }
        return hi
    }
}
