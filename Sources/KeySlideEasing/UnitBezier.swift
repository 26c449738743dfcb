import Foundation
import KeySlideGeometry

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as in
/// `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()`.
///
/// The curve maps elapsed time `x` (0…1) to progress `y`. Control-point `x` values must lie in
/// 0…1 so that the curve is a function of time; `y` values may overshoot (progress beyond 1 or
/// below 0). Use `init(_:_:_:_:)`, which checks this, to build one from untrusted input.
public struct UnitBezier: Hashable, Sendable, CustomStringConvertible {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    // Polynomial coefficients of x(t) = ((ax·t + bx)·t + cx)·t, and likewise y(t).
    private let ax, bx, cx, ay, by, cy: Double

    /// Why a control point was refused.
    public enum Invalid: Error, Equatable, CustomStringConvertible {
        case notFinite
        case xOutOfRange(Double)

        public var description: String {
            switch self {
            case .notFinite: "control points must be finite numbers"
            case .xOutOfRange(let x):
                "control point x \(x.readable(decimals: 6)) is outside 0…1 (x values must lie in 0…1; y values may "
                    + "overshoot)"
            }
        }
    }

    /// A curve through the control points (x1, y1) and (x2, y2).
    ///
    /// - Throws: `Invalid` when a value is NaN or infinite, or an `x` lies outside 0…1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(Invalid) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { throw .notFinite }
        for x in [x1, x2] where !(0...1).contains(x) { throw .xOutOfRange(x) }
        self.init(unchecked: x1, y1, x2, y2)
    }

    private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    // MARK: Core Animation's named curves (docs/facts.md §2.1, Apple's CAMediaTimingFunctionName pages)

    /// `kCAMediaTimingFunctionLinear`: progress equals time.
    public static let linear = UnitBezier(unchecked: 0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0) (1, 1).
    public static let easeIn = UnitBezier(unchecked: 0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0) (0.58, 1).
    public static let easeOut = UnitBezier(unchecked: 0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0) (0.58, 1); what UIKit's `.easeInOut` maps to.
    public static let easeInEaseOut = UnitBezier(unchecked: 0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1) (0.25, 1), Core Animation's implicit-animation curve.
    public static let `default` = UnitBezier(unchecked: 0.25, 0.1, 0.25, 1)
    /// The keyboard's look-alike bezier (0.38, 0.7) (0.125, 1), reverse-engineered on the Apple
    /// developer forums (thread 48088); it matches only when run over twice the reported duration.
    public static let keyboardLookAlike = UnitBezier(unchecked: 0.38, 0.7, 0.125, 1)

    public var description: String {
        "cubic-bezier(\(x1.readable(decimals: 6)), \(y1.readable(decimals: 6)), \(x2.readable(decimals: 6)), "
            + "\(y2.readable(decimals: 6)))"
    }

    /// Whether this is the identity curve, for which progress equals time exactly.
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    // MARK: Evaluation

    /// The x coordinate (time) at curve parameter `t`.
    @inline(__always) public func x(atParameter t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// The y coordinate (progress) at curve parameter `t`.
    @inline(__always) public func y(atParameter t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func dx(atParameter t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// Progress at elapsed fraction `time`; `time` is clamped to 0…1 first, so the curve holds
    /// its end values outside the animation. NaN gives NaN.
    ///
    /// Accurate to better than 1e-7 for any valid control points (the benchmark in
    /// `keyslide-bench` measures the worst error against plain bisection): the parameter is
    /// found by Newton's method kept inside a shrinking bisection bracket, so a flat spot in x(t)
    /// (x1 = 0, say) slows convergence down instead of sending it astray.
    public func progress(at time: Double) -> Double {
        if time.isNaN { return .nan }
        let x = min(max(time, 0), 1)
        if isLinear { return x }
        return y(atParameter: parameter(forX: x))
    }

    /// The curve parameter `t` with x(t) = `x`, for `x` in 0…1 (clamped outside it).
    ///
    /// x(t) is non-decreasing on 0…1 because both control x values lie in 0…1, so the root is
    /// unique up to flat stretches and the bracket 0…1 always contains it. Each step tries
    /// Newton's update and falls back to halving the bracket when the update would leave it (a
    /// flat spot, where the slope is 0, sends Newton far away). The search stops once Newton's
    /// step, or the bracket, is at most `parameterTolerance` wide.
    ///
    /// The order of those checks matters: at the root a Newton step of zero lands on the
    /// bracket's edge, and testing the bracket first would throw it away for a halving — about
    /// one evaluation in thirty then crawled through 30 to 55 halvings (a test now holds every
    /// solve on a grid of curves to a dozen steps).
    public func parameter(forX x: Double) -> Double {
        search(forX: x).parameter
    }

    /// `parameter(forX:)` and the number of steps it took.
    func search(forX x: Double) -> (parameter: Double, steps: Int) {
        if x.isNaN { return (.nan, 0) }
        if x <= 0 { return (0, 0) }
        if x >= 1 { return (1, 0) }
        var lo = 0.0
        var hi = 1.0
        var t = x
        // 100 is a cap that is never reached: halving alone gets below the tolerance in 47.
        for steps in 1...100 {
            let f = self.x(atParameter: t) - x
            if f == 0 { return (t, steps) }
            if f < 0 { lo = t } else { hi = t }
            let step = f / dx(atParameter: t)  // ±infinity where the slope is 0
            if abs(step) <= Self.parameterTolerance { return (t - step, steps) }
            var next = t - step
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if hi - lo <= Self.parameterTolerance { return (next, steps) }
            t = next
        }
        return (t, 100)
    }

    /// How close `parameter(forX:)` gets to the exact root. Progress moves at most
    /// 3·max(|y1|, |y2 − y1|, |1 − y2|) per unit of parameter, so for control points of
    /// ordinary size this keeps the progress error near 1e-13, far inside the promised 1e-7.
    static let parameterTolerance = 1e-14

    /// Progress at elapsed fraction `time` by plain bisection on the Bernstein form: slow, and
    /// sharing nothing with `progress(at:)`'s solver, so tests and benchmarks can check one
    /// against the other.
    ///
    /// Where x(t) is flat (x1 = 1, x2 = 0 at t = 0.5, say) every t in a small interval rounds to
    /// the same x, so a single bisection could stop anywhere inside it; two bisections find the
    /// interval's ends (the first t with x(t) ≥ x, the last with x(t) ≤ x) and the reference takes
    /// its middle.
    public func referenceProgress(at time: Double) -> Double {
        let x = min(max(time, 0), 1)
        func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        func bisect(_ isLeft: (Double) -> Bool) -> Double {
            var lo = 0.0
            var hi = 1.0
            for _ in 0..<80 {
                let mid = 0.5 * (lo + hi)
                if isLeft(bernstein(x1, x2, mid)) { lo = mid } else { hi = mid }
            }
            return 0.5 * (lo + hi)
        }
        let first = bisect { $0 < x }
        let last = bisect { $0 <= x }
        return bernstein(y1, y2, 0.5 * (first + last))
    }

    /// The piece of this curve between elapsed fractions `start` and `end` (0 ≤ start < end ≤ 1),
    /// renormalized to a unit curve of its own, or `nil` when the piece's progress does not change
    /// or its control points leave the unit square (SVG `keySplines` cannot express those).
    ///
    /// A sub-arc of a cubic Bézier is a cubic Bézier (de Casteljau subdivision), which is how an
    /// interrupted animation still exports as an exact spline.
    public func segment(from start: Double, to end: Double) -> UnitBezier? {
        guard start < end else { return nil }
        let t0 = parameter(forX: start)
        let t1 = parameter(forX: end)
        let p = [Point2(0, 0), Point2(x1, y1), Point2(x2, y2), Point2(1, 1)]
        let piece = Point2.subdivide(p, from: t0, to: t1)
        let (a, d) = (piece[0], piece[3])
        let w = d.x - a.x
        let h = d.y - a.y
        guard w > 0, abs(h) > 1e-12 else { return nil }
        // Rounding can push a coordinate that is exactly 0 or 1 in theory a hair outside the
        // unit square; pull those back, refuse anything further out.
        func unit(_ value: Double) -> Double? {
            guard value >= -1e-12, value <= 1 + 1e-12 else { return nil }
            return min(max(value, 0), 1)
        }
        guard let nx1 = unit((piece[1].x - a.x) / w), let ny1 = unit((piece[1].y - a.y) / h),
            let nx2 = unit((piece[2].x - a.x) / w), let ny2 = unit((piece[2].y - a.y) / h)
        else { return nil }
        return UnitBezier(unchecked: nx1, ny1, nx2, ny2)
    }
}

/// A plain 2-D point for Bézier arithmetic (kept private to this module: timing curves live in a
/// unit square, not in the screen geometry).
struct Point2 {
    var x, y: Double
    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    static func lerp(_ a: Point2, _ b: Point2, _ t: Double) -> Point2 {
        Point2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }

    /// The control points of the arc of cubic `p` between parameters `t0` and `t1`.
    static func subdivide(_ p: [Point2], from t0: Double, to t1: Double) -> [Point2] {
        // Cut at t1 and keep the first part, then cut that at t0/t1 and keep the second part.
        func split(_ p: [Point2], _ t: Double) -> (left: [Point2], right: [Point2]) {
            let a = lerp(p[0], p[1], t)
            let b = lerp(p[1], p[2], t)
            let c = lerp(p[2], p[3], t)
            let d = lerp(a, b, t)
            let e = lerp(b, c, t)
            let f = lerp(d, e, t)
            return ([p[0], a, d, f], [f, e, c, p[3]])
        }
        let head = t1 < 1 ? split(p, t1).left : p
        guard t0 > 0 else { return head }
        return split(head, t1 > 0 ? t0 / t1 : 0).right
    }
}
