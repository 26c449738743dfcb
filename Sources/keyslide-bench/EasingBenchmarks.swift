import Foundation
import KeySlideEasing
import KeySlideTestSupport

/// Speed and accuracy of the timing curves.
enum EasingBenchmarks {
    /// The seed of every random draw here: "KeySlide" in ASCII.
    static let seed: UInt64 = 0x4B65_7953_6C69_6465

    static let bezierSolver = BenchmarkSection(
        name: "bezier",
        summary:
            "UnitBezier.progress(at:): evaluations per second, and the worst error against plain bisection over "
            + "10^6 random points (10,000 curves x 100 times, SplitMix64).",
        run: runBezierSolver
    )

    static let spring = BenchmarkSection(
        name: "spring",
        summary: "Spring.progress(atTime:) and settlingDuration: evaluations per second.",
        run: runSpring
    )

    // MARK: Bezier

    /// Random valid curves: x in 0…1, y in −1…2 (overshoot both ways). One curve in eight has
    /// its x values snapped to 0 or 1, the flat-ended cases where Newton's method alone fails.
    static func randomCurves(count: Int, using generator: inout SplitMix64) -> [UnitBezier] {
        (0..<count).map { _ in
            var x1 = Double.random(in: 0...1, using: &generator)
            var x2 = Double.random(in: 0...1, using: &generator)
            let y1 = Double.random(in: -1...2, using: &generator)
            let y2 = Double.random(in: -1...2, using: &generator)
            if Int.random(in: 0..<8, using: &generator) == 0 {
                x1 = x1.rounded()
                x2 = x2.rounded()
            }
            // x1, x2 lie in 0…1 by construction, so this never fails.
            return (try? UnitBezier(x1, y1, x2, y2)) ?? .linear
        }
    }

    static func runBezierSolver() -> [String] {
        var generator = SplitMix64(seed: seed)
        let curves = randomCurves(count: 10_000, using: &generator)
        let times = (0..<100).map { _ in Double.random(in: 0...1, using: &generator) }
        let count = Double(curves.count * times.count)

        var checksum = 0.0
        let seconds = bestSeconds(of: 5) {
            for curve in curves { for time in times { checksum += curve.progress(at: time) } }
        }
        let named = [UnitBezier.easeInEaseOut, .easeIn, .easeOut, .default, .keyboardLookAlike]
        let namedSeconds = bestSeconds(of: 5) {
            for _ in 0..<2_000 { for curve in named { for time in times { checksum += curve.progress(at: time) } } }
        }
        let namedCount = Double(2_000 * named.count * times.count)

        var worst = (error: 0.0, curve: UnitBezier.linear, time: 0.0)
        var totalError = 0.0
        for curve in curves {
            for time in times {
                let error = abs(curve.progress(at: time) - curve.referenceProgress(at: time))
                totalError += error
                if error > worst.error { worst = (error, curve, time) }
            }
        }
        return [
            "random curves: \(grouped(count / seconds)) evaluations/s "
                + "(\((seconds / count * 1e9).readable(fixedDecimals: 1)) ns each)",
            "named curves:  \(grouped(namedCount / namedSeconds)) evaluations/s "
                + "(\((namedSeconds / namedCount * 1e9).readable(fixedDecimals: 1)) ns each)",
            "worst error:   \(String(format: "%.3g", worst.error)) at \(worst.curve), time \(worst.time)",
            "mean error:    \(String(format: "%.3g", totalError / count))",
            "(checksum \(String(format: "%.6f", checksum)))",
        ]
    }

    // MARK: Spring

    static func runSpring() -> [String] {
        var generator = SplitMix64(seed: seed)
        let times = (0..<1_000_000).map { _ in Double.random(in: 0...0.6, using: &generator) }
        let bouncy = (try? Spring(mass: 1, stiffness: 100, damping: 10)) ?? .keyboard
        var checksum = 0.0
        let keyboardSeconds = bestSeconds(of: 5) {
            for time in times { checksum += Spring.keyboard.progress(atTime: time) }
        }
        let bouncySeconds = bestSeconds(of: 5) { for time in times { checksum += bouncy.progress(atTime: time) } }
        let settleSeconds = bestSeconds(of: 5) {
            for _ in 0..<1_000 { checksum += Spring.keyboard.settlingDuration + bouncy.settlingDuration }
        }
        let count = Double(times.count)
        return [
            "keyboard (critical): \(grouped(count / keyboardSeconds)) evaluations/s",
            "(1, 100, 10) (under): \(grouped(count / bouncySeconds)) evaluations/s",
            "settlingDuration:    \((settleSeconds / 2_000 * 1e6).readable(fixedDecimals: 1)) µs each",
            "(checksum \(String(format: "%.6f", checksum)))",
        ]
    }
}
