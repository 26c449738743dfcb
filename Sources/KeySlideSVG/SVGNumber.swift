/// The one number formatter for SVG output.
///
/// Every coordinate, length, time and fraction that goes into an SVG passes through here, so
/// the same drawing always gives the same bytes. Values are rounded to `decimals` places
/// (default 3: a thousandth of a point, far below a pixel at any scale) with trailing zeros and
/// a trailing point removed, and never printed as `-0`.
public enum SVGNumber {
    /// `value` with at most `decimals` (0…6) decimal places, e.g. `12`, `0.5`, `-3.142`.
    /// NaN and infinities, which have no SVG spelling, print as `0`.
    public static func format(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let places = min(max(decimals, 0), 6)
        var factor: Int64 = 1
        for _ in 0..<places { factor *= 10 }
        let scaled = (value * Double(factor)).rounded()
        guard abs(scaled) < 9e15 else { return String(Int64(value.rounded())) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let magnitude = units.magnitude
        let whole = magnitude / UInt64(factor)
        let fraction = magnitude % UInt64(factor)
        var text = (units < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: places - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// Several numbers separated by single spaces.
    public static func list(_ values: [Double], decimals: Int = 3) -> String {
        values.map { format($0, decimals: decimals) }.joined(separator: " ")
    }
}
