import KeySlideCanvas

/// Every colour a scene drawing uses, by what it paints.
///
/// Both back ends draw from this one list, so an SVG and a GIF of the same recording show the
/// same interface colours exactly, and the GIF's palette stays small (these, plus the blends
/// anti-aliasing makes along edges).
///
/// Sources: the system colours are Apple's light-mode values from the Human Interface
/// Guidelines' colour tables (systemBlue `#007AFF`, systemRed `#FF3B30`, systemGreen `#34C759`,
/// systemOrange `#FF9500`, systemGray `#8E8E93`, systemGray3 `#C7C7CC`,
/// systemGroupedBackground `#F2F2F7`, the opaque separator `#C6C6C8`). Apple publishes no values
/// for the bars and the light keyboard; those were picked by eye to match iOS 7–17 screenshots
/// and are marked so.
public enum Palette {
    // MARK: Around the phone

    /// The canvas behind the caption and the timeline strip (systemGroupedBackground).
    public static let canvas = Color(hex: 0xF2F2F7)
    /// The window behind every view: UIKit's window is black unless an app paints it, which is
    /// what shows when a strategy slides the view too far.
    public static let window = Color(hex: 0x000000)

    // MARK: The app

    /// A view's background, and the inside of a text field.
    public static let screen = Color(hex: 0xFFFFFF)
    /// Text the user or the app wrote: field contents, labels, titles, status-bar text.
    public static let text = Color(hex: 0x000000)
    /// A text input's placeholder. iOS's own placeholder grey (`#C7C7CD`) is too pale for a
    /// documentation picture scaled down; this is systemGray, still clearly "not typed".
    public static let placeholder = Color(hex: 0x8E8E93)
    /// The tint: buttons, the focus ring, the caret (systemBlue).
    public static let tint = Color(hex: 0x007AFF)
    /// A rounded-rect text field's border (systemGray3).
    public static let fieldBorder = Color(hex: 0xC7C7CC)
    /// Status bar, navigation bar and toolbar backgrounds (by eye: iOS 7+ bars, `#F7F7F7`).
    public static let bar = Color(hex: 0xF7F7F7)
    /// The hairline under a bar, table separators, the split view's divider (separator, opaque).
    public static let separator = Color(hex: 0xC6C6C8)

    // MARK: The keyboard (by eye, iOS 7–17 light keyboard)

    /// Behind the keys.
    public static let keyboard = Color(hex: 0xD1D4D9)
    /// Letter keys and the space bar.
    public static let key = Color(hex: 0xFFFFFF)
    /// Shift, delete, 123, return, globe.
    public static let functionKey = Color(hex: 0xABB1BA)
    /// The one-point shadow under every key; also the suggestion bar's dividers.
    public static let keyShadow = Color(hex: 0x898A8D)

    // MARK: What the viewer is told

    /// The part of the focused field the keyboard hides, drawn over the keyboard (systemRed).
    public static let covered = Color(hex: 0xFF3B30)
    /// Secondary caption text: the strategy's id (systemGray's darker sibling for contrast on
    /// the grouped background).
    public static let secondaryText = Color(hex: 0x6C6C70)
    /// The timeline strip's rail (systemGray3).
    public static let rail = Color(hex: 0xC7C7CC)
    /// A tap on the timeline strip is `tint`; the return key (systemGreen).
    public static let returnMark = Color(hex: 0x34C759)
    /// A dismissal of the keyboard (systemOrange).
    public static let dismissMark = Color(hex: 0xFF9500)

    /// Every colour above, in a fixed order (some roles share a value: the screen and the keys
    /// are both white).
    public static let all: [Color] = [
        canvas, window, screen, text, placeholder, tint, fieldBorder, bar, separator,
        keyboard, key, functionKey, keyShadow, covered, secondaryText, rail, returnMark, dismissMark,
    ]
}
