import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene

/// The key to the marks, one row under the timeline strip's rail: the action dots, the red
/// covered bar, and the dashed outline drawn round the part of the focused field the keyboard
/// hides. A reader of a picture alone cannot guess that orange means dismiss.
enum LegendLook {
    static let textSize = 10.0
    static let swatchWidth = 12.0
    /// Between a swatch and its word.
    static let swatchGap = 4.0
    /// Between one entry and the next.
    static let entryGap = 10.0

    enum Swatch {
        case action(Scene.Action.Kind)
        case coveredBar
        case hiddenOutline
    }

    /// The entries in the order they are drawn, in words that fit `width` (shorter ones for
    /// narrow phones); the red bar only where the strip draws covered stretches.
    static func entries(width: Double, marksCovered: Bool) -> [(swatch: Swatch, word: String)] {
        let actions: [(Swatch, String)] = [
            (.action(.tap("")), "tap"), (.action(.returnKey), "return"), (.action(.dismiss), "dismiss"),
        ]
        let long =
            actions + (marksCovered ? [(.coveredBar, "field covered")] : [])
            + [(.hiddenOutline, "hidden by keyboard")]
        if rowWidth(long) <= width { return long }
        return actions + (marksCovered ? [(.coveredBar, "covered")] : []) + [(.hiddenOutline, "hidden")]
    }

    static func rowWidth(_ entries: [(Swatch, String)]) -> Double {
        entries.map { swatchWidth + swatchGap + TextMetrics.width(of: $0.1, size: textSize) }.reduce(0, +)
            + entryGap * Double(max(entries.count - 1, 0))
    }

    /// The legend's row, centred in `width`, its middle at `midY`.
    static func group(width: Double, marksCovered: Bool, midY: Double, palette: Palette) -> Group {
        var group = Group("legend")
        let entries = entries(width: width - 16, marksCovered: marksCovered)
        var x = max(4, (width - rowWidth(entries)) / 2)
        for (swatch, word) in entries {
            let center = Point(x: x + swatchWidth / 2, y: midY)
            switch swatch {
            case .action(let kind):
                group.add(CaptionLook.mark(kind, at: center, radius: 3.5, palette: palette))
            case .coveredBar:
                group.add(
                    Primitive(
                        .rect(Rect(x: x, y: midY - 1.5, width: swatchWidth, height: 3), cornerRadius: 0),
                        fill: palette.covered))
            case .hiddenOutline:
                group.add(
                    Primitive(
                        .rect(Rect(x: x + 0.5, y: midY - 4, width: swatchWidth - 1, height: 8), cornerRadius: 0),
                        stroke: Stroke(palette.covered, width: 1, dash: [3, 2])))
            }
            x += swatchWidth + swatchGap
            group.add(
                Primitive(
                    .text(Text(word, at: Point(x: x, y: midY + textSize * 0.35), size: textSize)),
                    fill: palette.secondaryText))
            x += TextMetrics.width(of: word, size: textSize) + entryGap
        }
        return group
    }
}
