import KeySlideCanvas
import KeySlideGeometry
import KeySlideSimulation

/// A recording's verdicts as three short lines under its phone — the same lines in a single
/// render as under each phone of a comparison, so a picture read alone says what went wrong.
enum VerdictsLook {
    static let lineHeight = 15.0
    static let lineCount = 3
    /// The gap between the phone's bottom edge and the first line's box.
    static let gap = 6.0

    /// The band's height below the phone, without any space after it.
    static var height: Double { gap + Double(lineCount) * lineHeight }

    /// The lines, centred in `width`, the first line's box starting `gap` below `top`; bad
    /// verdicts in red.
    static func primitives(_ verdicts: Verdicts, top: Double, width: Double, palette: Palette) -> [Primitive] {
        lines(verdicts).enumerated().map { line, entry in
            let y = top + gap + Double(line + 1) * lineHeight - 3
            let text = TextMetrics.fitting(entry.text, width: width, size: 12)
            return Primitive(
                .text(Text(text, at: Point(x: width / 2, y: y), size: 12, anchor: .middle)),
                fill: entry.good ? palette.secondaryText : palette.covered)
        }
    }

    /// The verdicts as three short lines, each marked good or bad: their brief phrases, with
    /// jumps and home sharing the last line.
    static func lines(_ verdicts: Verdicts) -> [(text: String, good: Bool)] {
        let words = verdicts.phrases(.brief)
        return [
            (words.covered.text, words.covered.tone != .bad), (words.atRest.text, words.atRest.tone != .bad),
            (words.jumps.text + " · " + words.home.text, words.jumps.tone != .bad && words.home.tone != .bad),
        ]
    }
}
