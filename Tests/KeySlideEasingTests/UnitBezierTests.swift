import Testing

@testable import KeySlideEasing

// Golden values: progress at elapsed fractions 0.05, 0.1, 0.25, 0.5, 0.75, 0.9 and 0.95,
// computed with Python's mpmath at 90 digits by bisecting the Bernstein form of x(t) 290 times —
// code that shares nothing with the solver under test:
//
//     from mpmath import mp, mpf; mp.dps = 90
//     def progress(x1, y1, x2, y2, x):
//         x1, y1, x2, y2, x = map(mpf, (x1, y1, x2, y2, x))
//         bx = lambda t: 3*(1-t)**2*t*x1 + 3*(1-t)*t**2*x2 + t**3
//         by = lambda t: 3*(1-t)**2*t*y1 + 3*(1-t)*t**2*y2 + t**3
//         lo, hi = mpf(0), mpf(1)
//         for _ in range(290):
//             mid = (lo + hi) / 2
//             if bx(mid) < x: lo = mid
//             else: hi = mid
//         return by((lo + hi) / 2)

let goldenTimes = [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95]

struct GoldenBezier: Sendable, CustomTestStringConvertible {
    var name: String
    var curve: UnitBezier
    var progress: [Double]
    var testDescription: String { name }
}

let goldenBeziers: [GoldenBezier] = [
    GoldenBezier(
        name: "easeIn", curve: .easeIn,
        progress: [
            0.0044746152958916809, 0.017026609651562945, 0.093464650718824863, 0.31535681257253931,
            0.62186186917489021, 0.83942784576246657, 0.91775779595798293,
        ]),
    GoldenBezier(
        name: "easeOut", curve: .easeOut,
        progress: [
            0.082242204042017013, 0.16057215423753349, 0.37813813082510981, 0.68464318742746071,
            0.90653534928117515, 0.98297339034843707, 0.99552538470410831,
        ]),
    GoldenBezier(
        name: "easeInEaseOut", curve: .easeInEaseOut,
        progress: [
            0.0048297496678594152, 0.019722453548311199, 0.12916193104731982, 0.50000000000000004,
            0.87083806895268021, 0.98027754645168882, 0.99517025033214058,
        ]),
    GoldenBezier(
        name: "default", curve: .default,
        progress: [
            0.032951541305900423, 0.094796305716043257, 0.40851059135539587, 0.80240338758485699,
            0.96045897834897408, 0.99431647748455637, 0.99862454145036302,
        ]),
    GoldenBezier(
        name: "keyboardLookAlike", curve: .keyboardLookAlike,
        progress: [
            0.096969327897937965, 0.20567004742466527, 0.61666101034287001, 0.9308378575075257,
            0.9889852208721526, 0.99854403906105802, 0.99965578370147657,
        ]),
    // x'(t) = 0 at t = 0.5: Newton's method alone stalls on this flat spot.
    GoldenBezier(
        name: "flat middle (1, 0, 0, 1)", curve: try! UnitBezier(1, 0, 0, 1),
        progress: [
            0.00088296154577768171, 0.0037616749580831666, 0.029724605511925197, 0.5,
            0.9702753944880748, 0.99623832504191684, 0.99911703845422232,
        ]),
    GoldenBezier(
        name: "steep middle (0, 1, 1, 0)", curve: try! UnitBezier(0, 1, 1, 0),
        progress: [
            0.30605108651475135, 0.38740031697727516, 0.47905546699920895, 0.5,
            0.52094453300079105, 0.61259968302272487, 0.69394891348524856,
        ]),
    GoldenBezier(
        name: "overshoot both ways (0.5, -0.5, 0.5, 1.5)", curve: try! UnitBezier(0.5, -0.5, 0.5, 1.5),
        progress: [
            -0.043024378490639677, -0.070756228072930125, -0.038214913949964569, 0.5,
            1.0382149139499646, 1.0707562280729301, 1.0430243784906397,
        ]),
    // Both control points at x = 0: x(t) = t³ near the start, an infinite initial slope.
    GoldenBezier(
        name: "corner start (0, 1, 0, 1)", curve: try! UnitBezier(0, 1, 0, 1),
        progress: [
            0.74804680710288, 0.84614624307426856, 0.94933078586616014, 0.99122000310998946,
            0.99923545257723948, 0.99995889845841629, 0.9999951281300376,
        ]),
]

/// The slow bisection reference (`UnitBezier.referenceProgress(at:)`), as a function.
func referenceProgress(_ c: UnitBezier, _ x: Double) -> Double { c.referenceProgress(at: x) }

@Suite("UnitBezier")
struct UnitBezierTests {
    @Test("named curves match the golden table to 1e-12", arguments: goldenBeziers)
    func goldenTable(_ golden: GoldenBezier) {
        for (time, expected) in zip(goldenTimes, golden.progress) {
            let progress = golden.curve.progress(at: time)
            #expect(abs(progress - expected) <= 1e-12, "\(golden.name) at \(time): \(progress), expected \(expected)")
        }
    }

    @Test("Core Animation's control points (docs/facts.md §2.1)")
    func namedControlPoints() {
        #expect(
            [UnitBezier.easeIn.x1, UnitBezier.easeIn.y1, UnitBezier.easeIn.x2, UnitBezier.easeIn.y2] == [0.42, 0, 1, 1])
        #expect(
            [UnitBezier.easeOut.x1, UnitBezier.easeOut.y1, UnitBezier.easeOut.x2, UnitBezier.easeOut.y2] == [
                0, 0, 0.58, 1,
            ])
        #expect(
            [
                UnitBezier.easeInEaseOut.x1, UnitBezier.easeInEaseOut.y1, UnitBezier.easeInEaseOut.x2,
                UnitBezier.easeInEaseOut.y2,
            ] == [0.42, 0, 0.58, 1])
        #expect(
            [UnitBezier.default.x1, UnitBezier.default.y1, UnitBezier.default.x2, UnitBezier.default.y2] == [
                0.25, 0.1, 0.25, 1,
            ])
        #expect(
            [
                UnitBezier.keyboardLookAlike.x1, UnitBezier.keyboardLookAlike.y1, UnitBezier.keyboardLookAlike.x2,
                UnitBezier.keyboardLookAlike.y2,
            ] == [0.38, 0.7, 0.125, 1])
    }

    /// Core Animation's `default` curve is CSS's `ease`. Chromium's compositor tests publish
    /// ease(0.5) = 0.8024033910598437; Chromium solves to about 1e-7 in x, so its figure is
    /// itself off by 3.5e-9 from the exact 0.80240338758485699 (mpmath, above).
    @Test("CSS ease(0.5) agrees with Chromium's published value")
    func cssEase() {
        #expect(abs(UnitBezier.default.progress(at: 0.5) - 0.8024033910598437) < 1e-8)
        #expect(abs(UnitBezier.default.progress(at: 0.5) - 0.80240338758485699) < 1e-15)
    }

    @Test("the look-alike matches the fact sheet's bezier column (0.5 s)")
    func lookAlikeAgainstFactSheet() {
        // docs/facts.md §2.2: 0.206 at 50 ms, 0.471 at 100 ms, 0.931 at 250 ms, 0.993 at 400 ms.
        for (seconds, expected) in [(0.05, 0.206), (0.1, 0.471), (0.25, 0.931), (0.4, 0.993)] {
            #expect(abs(UnitBezier.keyboardLookAlike.progress(at: seconds / 0.5) - expected) < 5e-4)
        }
    }

    @Test("endpoints are exact and time is clamped to 0…1", arguments: goldenBeziers)
    func endpointsAndClamping(_ golden: GoldenBezier) {
        let curve = golden.curve
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -0.5) == 0)
        #expect(curve.progress(at: -.infinity) == 0)
        #expect(curve.progress(at: 1.5) == 1)
        #expect(curve.progress(at: .infinity) == 1)
        #expect(curve.progress(at: .nan).isNaN)
    }

    @Test(
        "curves with y in 0…1 never go backwards",
        arguments: goldenBeziers.filter { [$0.curve.y1, $0.curve.y2].allSatisfy { (0...1).contains($0) } })
    func monotone(_ golden: GoldenBezier) {
        var previous = 0.0
        for step in 0...2000 {
            let progress = golden.curve.progress(at: Double(step) / 2000)
            #expect(progress >= previous, "\(golden.name) went back at \(Double(step) / 2000)")
            previous = progress
        }
    }

    /// Every combination of x values on a 0.1 grid (including the flat-spot corners 0 and 1)
    /// with overshooting y values, against plain bisection. The times avoid 0.5, where
    /// (x1, x2) = (1, 0) has a flat inflection that bisection in doubles cannot pin down
    /// (next test).
    @Test("any valid control points agree with bisection to 1e-12")
    func latticeAgainstBisection() throws {
        let xs = stride(from: 0.0, through: 1.0, by: 0.1).map { $0 }
        let ys = [-0.5, 0, 0.3, 1, 1.6]
        let times = [0.001, 0.03, 0.2, 0.37, 0.49, 0.52, 0.61, 0.8, 0.97, 0.999]
        var worst = 0.0
        for x1 in xs {
            for x2 in xs {
                for y1 in ys {
                    for y2 in ys {
                        let curve = try UnitBezier(x1, y1, x2, y2)
                        for time in times {
                            worst = max(worst, abs(curve.progress(at: time) - referenceProgress(curve, time)))
                        }
                    }
                }
            }
        }
        #expect(worst < 1e-12)
    }

    /// Newton's method should finish nearly every solve; halving is the fallback for flat
    /// spots. A solve that needs dozens of steps means the two are fighting (they once did,
    /// when a converged Newton step was discarded for a halving).
    @Test("every solve on a grid of curves takes at most a dozen steps")
    func solveSteps() throws {
        let xs = stride(from: 0.0, through: 1.0, by: 0.05).map { $0 }
        var most = 0
        for x1 in xs {
            for x2 in xs {
                let curve = try UnitBezier(x1, 0, x2, 1)
                for time in stride(from: 0.005, to: 1, by: 0.01) { most = max(most, curve.search(forX: time).steps) }
            }
        }
        #expect(most <= 12)
    }

    /// With x1 = 1 and x2 = 0, x(t) − 1/2 = 4·(t − 1/2)³: flat at the middle, so x = 0.5 must
    /// give t = 0.5 and progress y(0.5) = 3/8·(y1 + y2) + 1/8.
    @Test("a flat inflection in x(t) is solved exactly", arguments: [(-0.5, 1.6), (0, 0), (0.3, 1), (1, 1), (2, -1)])
    func flatInflection(_ ys: (Double, Double)) throws {
        let curve = try UnitBezier(1, ys.0, 0, ys.1)
        #expect(abs(curve.progress(at: 0.5) - (0.375 * (ys.0 + ys.1) + 0.125)) < 1e-15)
    }

    @Test("control points on the diagonal give progress = time")
    func diagonalIsLinear() throws {
        for curve in [
            UnitBezier.linear, try UnitBezier(0, 0, 0, 0), try UnitBezier(1, 1, 0, 0),
            try UnitBezier(0.3, 0.3, 0.9, 0.9),
        ] {
            #expect(curve.isLinear)
            for time in [0.1, 0.35, 0.8] { #expect(curve.progress(at: time) == time) }
        }
        #expect(!UnitBezier.easeIn.isLinear)
    }

    @Test("refuses x outside 0…1 and non-finite values; y may overshoot")
    func validation() throws {
        #expect(throws: UnitBezier.Invalid.xOutOfRange(1.2)) { try UnitBezier(1.2, 0, 0, 1) }
        #expect(throws: UnitBezier.Invalid.xOutOfRange(-0.1)) { try UnitBezier(0, 0, -0.1, 1) }
        #expect(throws: UnitBezier.Invalid.notFinite) { try UnitBezier(.nan, 0, 0, 1) }
        #expect(throws: UnitBezier.Invalid.notFinite) { try UnitBezier(0, .infinity, 0, 1) }
        _ = try UnitBezier(0, -3, 1, 4)
        #expect(
            UnitBezier.Invalid.xOutOfRange(1.2).description
                == "control point x 1.2 is outside 0…1 (x values must lie in 0…1; y values may overshoot)")
    }

    @Test("description is CSS syntax")
    func description() {
        #expect(UnitBezier.keyboardLookAlike.description == "cubic-bezier(0.38, 0.7, 0.125, 1)")
    }

    /// A piece cut out of a curve and renormalized must trace the same values: this is what
    /// lets an interrupted animation export as an exact SVG keySpline.
    @Test(
        "segment(from:to:) retraces the original curve", arguments: [(0.0, 0.3), (0.2, 0.7), (0.55, 1.0), (0.9, 0.95)])
    func segmentRetraces(_ range: (Double, Double)) throws {
        let (start, end) = range
        for curve in [UnitBezier.easeInEaseOut, .default, .keyboardLookAlike, .easeIn] {
            let piece = try #require(curve.segment(from: start, to: end))
            let p0 = curve.progress(at: start)
            let p1 = curve.progress(at: end)
            for step in 0...20 {
                let local = Double(step) / 20
                let time = start + (end - start) * local
                let traced = p0 + (p1 - p0) * piece.progress(at: local)
                #expect(abs(traced - curve.progress(at: time)) < 1e-9, "\(curve) piece \(start)…\(end) at \(time)")
            }
        }
    }

    @Test("segment(from:to:) refuses empty, flat and out-of-square pieces")
    func segmentRefusals() throws {
        #expect(UnitBezier.easeIn.segment(from: 0.5, to: 0.5) == nil)
        #expect(UnitBezier.easeIn.segment(from: 0.6, to: 0.4) == nil)
        // The whole overshooting curve has control y values outside 0…1: no keySpline.
        let overshoot = try UnitBezier(0.5, -0.5, 0.5, 1.5)
        #expect(overshoot.segment(from: 0, to: 1) == nil)
        // The whole curve comes back as itself.
        let whole = try #require(UnitBezier.default.segment(from: 0, to: 1))
        #expect(abs(whole.x1 - 0.25) < 1e-12 && abs(whole.y1 - 0.1) < 1e-12)
        #expect(abs(whole.x2 - 0.25) < 1e-12 && abs(whole.y2 - 1) < 1e-12)
    }
}
