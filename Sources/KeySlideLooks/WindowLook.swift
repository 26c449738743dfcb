import KeySlideCanvas
import KeySlideGeometry

/// What an app window smaller than the screen adds to the picture: the rest of the screen — the
/// other app of a Split View, the wallpaper behind a Stage Manager window — as a plain backdrop
/// (docs/facts.md §18.4), so the window and the keyboard across the whole screen stand out.
enum WindowLook {
    /// The screen outside the window, then the window itself in the window's colour (what shows
    /// where a strategy slides the root view away, as on a full screen); the views come after.
    static func primitives(window: Rect, screen: Size, palette: Palette) -> [Primitive] {
        [
            Primitive(.rect(Rect(origin: .zero, size: screen), cornerRadius: 0), fill: palette.windowBackdrop),
            Primitive(.rect(window, cornerRadius: 0), fill: palette.window),
        ]
    }
}

extension Palette {
    /// The rest of the screen around an app's window: a neutral placeholder, the screen's colour
    /// darkened by half (an estimate standing for another app or the wallpaper, docs/facts.md §18.4).
    var windowBackdrop: Color { screen.mixed(with: Color(hex: 0x00_0000), amount: 0.5) }
}
