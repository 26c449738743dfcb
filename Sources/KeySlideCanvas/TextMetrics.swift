import KeySlideGeometry

/// Rough text measurements, enough to place and shorten single lines of text.
///
/// A look cannot ask a font how wide a string is (the back ends own the fonts), so it
/// measures with DejaVu Sans's advance widths: the font the GIF draws with, the one a Linux
/// browser falls back to, and wider than Apple's system font — so text that fits here fits in
/// every back end.
public enum TextMetrics {
    /// DejaVu Sans 2.37 advance widths in ems for ASCII 32…126, read from the `hmtx` table of
    /// `/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf` (Debian `fonts-dejavu-core`).
    private static let asciiAdvances: [Double] = [
        0.318, 0.401, 0.460, 0.838, 0.636, 0.950, 0.780, 0.275, 0.390, 0.390, 0.500, 0.838, 0.318, 0.361, 0.318, 0.337,
        0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.337, 0.337, 0.838, 0.838, 0.838, 0.531,
        1.000, 0.684, 0.686, 0.698, 0.770, 0.632, 0.575, 0.775, 0.752, 0.295, 0.295, 0.656, 0.557, 0.863, 0.748, 0.787,
        0.603, 0.787, 0.695, 0.635, 0.611, 0.732, 0.684, 0.989, 0.685, 0.611, 0.685, 0.390, 0.337, 0.390, 0.838, 0.500,
        0.500, 0.613, 0.635, 0.550, 0.635, 0.615, 0.352, 0.635, 0.634, 0.278, 0.278, 0.579, 0.278, 0.974, 0.634, 0.612,
        0.635, 0.635, 0.411, 0.521, 0.392, 0.634, 0.592, 0.818, 0.592, 0.592, 0.525, 0.636, 0.337, 0.636, 0.838,
    ]

    /// DejaVu Sans Bold is about a tenth wider than the regular face (same table, measured).
    private static let boldFactor = 1.1
    /// DejaVu Sans Mono: every glyph 0.602 em.
    private static let monospacedAdvance = 0.602
    /// For characters outside ASCII: as wide as a wide capital.
    private static let otherAdvance = 0.8

    /// DejaVu Sans's cap height in ems (0.729); Apple's system font is close (0.705).
    public static let capHeight = 0.72

    /// The width of `string` set at `size` points.
    public static func width(
        of string: String, size: Double, weight: Text.Weight = .regular, monospaced: Bool = false
    ) -> Double {
        if monospaced { return Double(string.count) * monospacedAdvance * size }
        let ems = string.unicodeScalars.reduce(0.0) { sum, scalar in
            let index = Int(scalar.value) - 32
            return sum + (asciiAdvances.indices.contains(index) ? asciiAdvances[index] : otherAdvance)
        }
        return ems * size * (weight == .bold ? boldFactor : 1)
    }

    /// `string`, or as much of it as fits in `width` followed by an ellipsis.
    public static func fitting(
        _ string: String, width: Double, size: Double, weight: Text.Weight = .regular, monospaced: Bool = false
    ) -> String {
        guard self.width(of: string, size: size, weight: weight, monospaced: monospaced) > width else { return string }
        var characters = Array(string)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingTrailingSpaces + "…"
            if self.width(of: candidate, size: size, weight: weight, monospaced: monospaced) <= width {
                return candidate
            }
        }
        return ""
    }

    /// The baseline that centres a line of text of `size` points vertically on `midY`: half
    /// the cap height below the middle, so capitals and digits sit centred, as UIKit centres a
    /// single line in a field.
    public static func centredBaseline(midY: Double, size: Double) -> Double {
        midY + size * capHeight / 2
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
