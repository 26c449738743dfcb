import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene

/// What a presented sheet adds to the picture: the presenting screen behind it under UIKit's
/// dimming view, and the sheet's rounded corners (docs/facts.md §17.3).
enum SheetLook {
    /// The sheet's corner radius: 10 pt from iOS 13's card-like sheets, 6 pt before (both
    /// estimates, measured on screenshots; docs/facts.md §17.3).
    static func cornerRadius(majorVersion: Int) -> Double { majorVersion >= 13 ? 10 : 6 }

    /// How far in from each side the presenting screen's card sits behind a phone's sheet at its
    /// large detent (an estimate, by eye; docs/facts.md §17.3).
    static let presentingCardInset = 16.0

    /// The presenting screen behind the sheet, dimmed: across the whole display, or, behind a
    /// phone's sheet at its large detent, shrunk into a card whose top shows below the status bar
    /// over the window's black (iOS 13's card presentation; docs/facts.md §17.3).
    static func backdrop(_ presentation: Scene.Presentation, screen: Size, palette: Palette) -> [Primitive] {
        let whole = Rect(origin: .zero, size: screen)
        guard presentation.restsAtLargeDetent else {
            return [Primitive(.rect(whole, cornerRadius: 0), fill: palette.sheetBackdrop)]
        }
        let top = presentation.topLimit - Scene.sheetTopGap
        let card = Rect(
            x: presentingCardInset, y: top, width: screen.width - 2 * presentingCardInset, height: screen.height - top)
        return [
            Primitive(.rect(whole, cornerRadius: 0), fill: palette.sheetSurround),
            Primitive(.rect(card, cornerRadius: cornerRadius(majorVersion: 13)), fill: palette.sheetBackdrop),
        ]
    }
}

extension Palette {
    /// The presenting screen seen through UIKit's dimming view behind a sheet: its background
    /// under black at 40 % (docs/facts.md §17.3, an estimate).
    var sheetBackdrop: Color { screen.mixed(with: sheetSurround, amount: 0.4) }
    /// What shows around the presenting screen shrunk behind a phone's sheet: the window's black.
    var sheetSurround: Color { Color(hex: 0x00_0000) }
}
