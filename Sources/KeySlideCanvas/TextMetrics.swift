import KeySlideGeometry

/// Rough text measurements, enough to place and shorten single lines of text.
///
/// A look cannot ask a font how wide a string is (the back ends own the fonts), so it
/// measures with DejaVu Sans's advance widths (`GlyphAdvances`, shared with the simulated UIKit):
/// the font the GIF draws with, the one a Linux browser falls back to, and wider than Apple's
/// system font — so text that fits here fits in every back end.
public enum TextMetrics {
    /// DejaVu Sans Bold is about a tenth wider than the regular face (same table, measured).
    private static let boldFactor = 1.1
    /// DejaVu Sans Mono: every glyph 0.602 em.
    private static let monospacedAdvance = 0.602
    /// DejaVu Sans's cap height in ems (0.729); Apple's system font is close (0.705).
    public static let capHeight = 0.72

    /// The width of `string` set at `size` points.
    public static func width(
        of string: String, size: Double, weight: Text.Weight = .regular, monospaced: Bool = false
    ) -> Double {
        if monospaced { return Double(string.count) * monospacedAdvance * size }
        return GlyphAdvances.ems(of: string) * size * (weight == .bold ? boldFactor : 1)
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
