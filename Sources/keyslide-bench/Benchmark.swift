/// One named group of measurements; `keyslide-bench NAME…` runs only the named ones.
struct BenchmarkSection: Sendable {
    var name: String
    /// What the section measures, printed under its heading.
    var summary: String
    /// Runs the measurements and returns the lines to print.
    var run: @Sendable () -> [String]
}

/// Seconds taken by `body`, the best of `repeats` runs (the least disturbed by other work).
func bestSeconds(of repeats: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<repeats {
        let elapsed = clock.measure(body)
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return best
}

/// `value` with a thousands separator every three digits, for counts that are read by eye.
func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var out = ""
    for (index, digit) in digits.reversed().enumerated() {
        if index > 0, index % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return String(out.reversed())
}
