/// How wide text is, in ems of DejaVu Sans: the one table both the simulated UIKit (where a text
/// view wraps its lines and puts its caret) and the canvas (where the looks set text) measure
/// with, so the wrapped lines a strategy reads are the ones drawn. It lives here because both
/// build on this module and neither on the other.
///
/// DejaVu Sans is the font the GIF draws with and the one a Linux browser falls back to; it is
/// wider than Apple's system font, so text that fits here fits in every back end.
public enum GlyphAdvances {
    /// DejaVu Sans 2.37 advance widths in ems for ASCII 32…126, read from the `hmtx` table of
    /// `/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf` (Debian `fonts-dejavu-core`).
    private static let ascii: [Double] = [
        0.318, 0.401, 0.460, 0.838, 0.636, 0.950, 0.780, 0.275, 0.390, 0.390, 0.500, 0.838, 0.318, 0.361, 0.318, 0.337,
        0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.337, 0.337, 0.838, 0.838, 0.838, 0.531,
        1.000, 0.684, 0.686, 0.698, 0.770, 0.632, 0.575, 0.775, 0.752, 0.295, 0.295, 0.656, 0.557, 0.863, 0.748, 0.787,
        0.603, 0.787, 0.695, 0.635, 0.611, 0.732, 0.684, 0.989, 0.685, 0.611, 0.685, 0.390, 0.337, 0.390, 0.838, 0.500,
        0.500, 0.613, 0.635, 0.550, 0.635, 0.615, 0.352, 0.635, 0.634, 0.278, 0.278, 0.579, 0.278, 0.974, 0.634, 0.612,
        0.635, 0.635, 0.411, 0.521, 0.392, 0.634, 0.592, 0.818, 0.592, 0.592, 0.525, 0.636, 0.337, 0.636, 0.838,
    ]

    /// For characters outside ASCII: as wide as a wide capital.
    private static let other = 0.8

    /// The width of `string` in ems of the regular face.
    public static func ems(of string: String) -> Double {
        string.unicodeScalars.reduce(0.0) { sum, scalar in
            let index = Int(scalar.value) - 32
            return sum + (ascii.indices.contains(index) ? ascii[index] : other)
        }
    }
}
