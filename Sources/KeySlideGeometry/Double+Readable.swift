extension Double {
    /// The number as a person reads it in a message, a report or a caption: rounded to at most
    /// `decimals` places (as precise as the value itself when `nil`), with no trailing zeros and
    /// no `.0` on whole numbers: `179`, `12.5`, `0.33`, `1e+20`.
    ///
    /// This is the one formatter for human text, so the same number reads the same everywhere;
    /// SVG (`SVGNumber`) and JSON keep their own exact formatters because a machine reads them.
    /// Rounding multiplies by a power of ten and rounds half away from zero, as a person would
    /// on paper. Not-a-number reads `NaN`, infinities `inf` and `-inf`.
    public func readable(decimals: Int? = nil) -> String {
        guard isFinite else { return isNaN ? "NaN" : String(self) }
        var value = self
        // From 2⁵² on every double is whole, so there is nothing to round, and multiplying could
        // overflow: 1e308 to 6 places once read "inf".
        if let decimals, abs(value) < 4_503_599_627_370_496 {
            value = (value * Self.powerOfTen(decimals)).rounded() / Self.powerOfTen(decimals)
        }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// The number with exactly `decimals` places, for columns and captions whose figures line
    /// up from row to row: `0.30`, `1.0`, `12` (no point when `decimals` is 0). Rounds as
    /// `readable(decimals:)` does; values too large for the places fall back to `readable()`.
    public func readable(fixedDecimals decimals: Int) -> String {
        let factor = Self.powerOfTen(decimals)
        let scaled = (abs(self) * factor).rounded()
        guard isFinite, scaled < 1e18 else { return readable() }
        let units = Int64(scaled)
        let unitsPerWhole = Int64(factor)
        let sign = self < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(units) }
        let fraction = String(units % unitsPerWhole)
        let zeros = String(repeating: "0", count: decimals - fraction.count)
        return sign + String(units / unitsPerWhole) + "." + zeros + fraction
    }

    /// 10 to the `exponent`, multiplied out (exact up to 10²²), without importing Foundation.
    private static func powerOfTen(_ exponent: Int) -> Double {
        var factor = 1.0
        for _ in 0..<max(0, exponent) { factor *= 10 }
        return factor
    }
}
