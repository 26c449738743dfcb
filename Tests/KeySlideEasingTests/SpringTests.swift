import Foundation
import Testing

@testable import KeySlideEasing

// Golden values: mpmath's Taylor-series ODE solver (`odefun`, 30 digits) on
// m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v0 — numeric integration, not the closed forms
// under test:
//
//     from mpmath import mp, mpf, odefun; mp.dps = 30
//     f = odefun(lambda t, y: [y[1], (-c*y[1] - k*(y[0]-1))/m], 0, [mpf(0), mpf(v0)])
//     f(mpf(t))[0]

struct GoldenSpring: Sendable, CustomTestStringConvertible {
    var name: String
    var spring: Spring
    var table: [(time: Double, progress: Double)]
    var testDescription: String { name }
}

let goldenSprings: [GoldenSpring] = [
    GoldenSpring(
        name: "keyboard (3, 1000, 500) clamped to critical", spring: .keyboard,
        table: [
            (0.05, 0.23223049253430142), (0.1, 0.54477838992806745), (0.15, 0.75826136504870458),
            (0.2, 0.87928193206150239), (0.25, 0.94203834654818649), (0.3, 0.97291928175930274),
            (0.35, 0.98759872154645516), (0.4, 0.99440764314267295), (0.5, 0.99890097889073991),
        ]),
    GoldenSpring(
        name: "keyboard taken literally (ζ 4.56, overdamped)",
        spring: try! Spring(mass: 3, stiffness: 1000, damping: 500),
        table: [
            (0.1, 0.17311215939108408), (0.5, 0.63209251321325136), (1.0, 0.86630854493650586),
        ]),
    GoldenSpring(
        name: "CASpringAnimation defaults (1, 100, 10), underdamped",
        spring: try! Spring(mass: 1, stiffness: 100, damping: 10),
        table: [
            (0.1, 0.34029984660829837), (0.25, 1.0233595799066924), (0.5, 1.0745905665950333),
            (1.0, 1.0021701167393262),
        ]),
    GoldenSpring(
        name: "underdamped with velocity 5",
        spring: try! Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5),
        table: [
            (0.1, 0.60705344416564486), (0.25, 1.1604145292595436), (0.5, 1.0306193562287769), (1.0, 1.004862857047356),
        ]),
    GoldenSpring(
        name: "bouncy, starting away from the target (velocity −3)",
        spring: try! Spring(mass: 1, stiffness: 200, damping: 4, initialVelocity: -3),
        table: [
            (0.05, 0.09975921691922421), (0.2, 1.5513943541178586), (0.6, 1.0644780781378094),
            (1.5, 1.0123931800272389),
        ]),
    GoldenSpring(
        name: "overdamped with velocity 10",
        spring: try! Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 10),
        table: [
            (0.05, 0.23892463182271406), (0.2, 0.45499370031201032), (1.0, 0.89737533558861029),
            (3.0, 0.99842093129304967),
        ]),
    GoldenSpring(
        name: "critical with velocity 8", spring: try! Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 8),
        table: [
            (0.05, 0.33281627431610325), (0.2, 0.81053060346874225), (0.5, 0.98652410600182907),
        ]),
]

@Suite("Spring")
struct SpringTests {
    @Test("closed forms match numeric integration to 1e-12", arguments: goldenSprings)
    func goldenTable(_ golden: GoldenSpring) {
        for (time, expected) in golden.table {
            let progress = golden.spring.progress(atTime: time)
            #expect(abs(progress - expected) <= 1e-12, "\(golden.name) at \(time): \(progress), expected \(expected)")
        }
    }

    /// docs/facts.md §2.2, "Progress table for the classic keyboard spring treated as critical",
    /// printed to three decimals.
    @Test("the keyboard spring matches the fact sheet's table")
    func keyboardFactSheet() {
        let table: [(Double, Double)] = [
            (0.05, 0.232), (0.10, 0.545), (0.15, 0.758), (0.20, 0.879), (0.25, 0.942),
            (0.30, 0.973), (0.35, 0.988), (0.40, 0.994), (0.50, 0.999),
        ]
        for (time, expected) in table {
            #expect(abs(Spring.keyboard.progress(atTime: time) - expected) <= 0.0005, "at \(time)")
        }
        // Taken literally it would reach only 63 % at 0.5 s and 87 % at 1 s (§2.2).
        let literal = Spring.keyboard.with(overdamping: .allowed)
        #expect(abs(literal.progress(atTime: 0.5) - 0.63) < 0.005)
        #expect(abs(literal.progress(atTime: 1.0) - 0.87) < 0.005)
    }

    @Test("critically damped: x = 1 − (1 + (ω0 − v0)·t)·e^(−ω0·t)")
    func criticalClosedForm() throws {
        let omega = (1000.0 / 3).squareRoot()
        for time in stride(from: 0.01, through: 0.6, by: 0.01) {
            let expected = 1 - (1 + omega * time) * exp(-omega * time)
            #expect(abs(Spring.keyboard.progress(atTime: time) - expected) < 1e-13)
        }
        let pushed = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 4)
        for time in [0.05, 0.3, 0.9] {
            let expected = 1 - (1 + (10 - 4) * time) * exp(-10 * time)
            #expect(abs(pushed.progress(atTime: time) - expected) < 1e-13)
        }
    }

    @Test("the keyboard spring's parameters and ratios (docs/facts.md §2.2)")
    func keyboardParameters() {
        #expect(Spring.keyboard.mass == 3 && Spring.keyboard.stiffness == 1000 && Spring.keyboard.damping == 500)
        #expect(abs(Spring.keyboard.naturalFrequency - 18.257) < 0.0005)
        #expect(abs(Spring.keyboard.dampingRatio - 4.564) < 0.0005)
        #expect(Spring.keyboard.effectiveDampingRatio == 1)
        #expect(Spring.keyboardDuration == 0.5)
        #expect(Spring.keyboard.description == "spring(3, 1000, 500)")
    }

    @Test("progress is 0 at and before the start; NaN stays NaN")
    func beforeStart() throws {
        for spring in goldenSprings.map(\.spring) {
            #expect(spring.progress(atTime: 0) == 0)
            #expect(spring.progress(atTime: -1) == 0)
            #expect(spring.progress(atTime: .nan).isNaN)
        }
    }

    @Test("the initial slope is the initial velocity", arguments: goldenSprings)
    func initialVelocity(_ golden: GoldenSpring) {
        let h = 1e-7
        let slope = golden.spring.progress(atTime: h) / h
        #expect(abs(slope - golden.spring.initialVelocity) < 1e-3 * max(1, golden.spring.naturalFrequency))
    }

    /// The settling threshold is 0.001 of the distance; expected times solved with mpmath:
    /// keyboard `findroot((1 + ω t) e^(−ω t) − 0.001)`, the others by scanning the closed form
    /// backwards and bisecting the last crossing.
    @Test(
        "settling durations",
        arguments: [
            (Spring.keyboard, 0.50573488438247294),
            (try! Spring(mass: 3, stiffness: 1000, damping: 500), 3.4180328773705198),
            (try! Spring(mass: 1, stiffness: 100, damping: 10), 1.2701651956539863),
            (try! Spring(mass: 1, stiffness: 100, damping: 5), 2.6878694889000661),
        ])
    func settling(_ spring: Spring, _ expected: Double) {
        #expect(Spring.settlingThreshold == 0.001)
        #expect(abs(spring.settlingDuration - expected) < 1e-8, "\(spring): \(spring.settlingDuration)")
        // docs/facts.md §2.2 gives 0.506 s for the keyboard spring.
        if spring == .keyboard { #expect(abs(spring.settlingDuration - 0.506) < 0.0005) }
    }

    @Test("an undamped spring never settles; a very stiff damping still does")
    func extremeSettling() throws {
        #expect(try Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        let sluggish = try Spring(mass: 1, stiffness: 1, damping: 2e9)
        // ζ = 1e9: the slow root is −1/(2ζ) per second; without care it rounds to 0.
        #expect(sluggish.progress(atTime: 1e6) > 0)
        #expect(sluggish.progress(atTime: 1e6) < 1)
        #expect(sluggish.settlingDuration.isFinite)
    }

    @Test("refuses non-positive mass and stiffness, negative damping, non-finite values")
    func validation() {
        #expect(throws: Spring.Invalid.notPositive("mass", 0)) { try Spring(mass: 0, stiffness: 1, damping: 1) }
        #expect(throws: Spring.Invalid.notPositive("stiffness", -2)) { try Spring(mass: 1, stiffness: -2, damping: 1) }
        #expect(throws: Spring.Invalid.negativeDamping(-1)) { try Spring(mass: 1, stiffness: 1, damping: -1) }
        #expect(throws: Spring.Invalid.notFinite) {
            try Spring(mass: 1, stiffness: 1, damping: 1, initialVelocity: .nan)
        }
        #expect(Spring.Invalid.notPositive("mass", 0).description == "spring mass must be greater than 0, got 0")
    }
}

extension Spring {
    /// The same spring with another overdamping rule.
    func with(overdamping: Overdamping) -> Spring {
        var copy = self
        copy.overdamping = overdamping
        return copy
    }
}
