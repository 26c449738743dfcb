import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene

/// What a presented sheet adds to the picture: the presenting screen behind it under UIKit's
/// dimming view, and the sheet's rounded corners (docs/facts.md §17.3).
enum SheetLook {
    /// The sheet's corner radius: 10 pt from iOS 13's card-like sheets, 6 pt before (both
    /// estimates, measured on screenshots; docs/facts.md §17.3).
    static func cornerRadius(majorVersion: Int) -> Double { majorVersion >= 13 ? 10 : 6 }

    /// The presenting screen across the whole display, dimmed: a sheet's backdrop.
    static func backdrop(screen: Size, palette: Palette) -> Primitive {
        Primitive(.rect(Rect(origin: .zero, size: screen), cornerRadius: 0), fill: palette.sheetBackdrop)
    }
}

extension Palette {
    /// The presenting screen seen through UIKit's dimming view behind a sheet: its background
    /// under black at 40 % (docs/facts.md §17.3, an estimate).
    var sheetBackdrop: Color { screen.mixed(with: Color(hex: 0x00_0000), amount: 0.4) }
}
