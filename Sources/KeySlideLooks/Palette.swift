import KeySlideCanvas
import KeySlideUIKit

/// Every colour a scene drawing uses, by what it paints, for one appearance of one iOS era.
///
/// Both back ends draw from one palette, so an SVG and a GIF of the same recording show the same
/// interface colours exactly, and the GIF's colour table stays small (these, plus the blends
/// anti-aliasing makes along edges). `Palette.for(_:majorVersion:)` picks the palette a scene is
/// drawn in; the light palette of iOS 7 to 18 is the one KeySlide has always drawn.
///
/// Sources (docs/facts.md §16.3): the system colours are Apple's — the iOS 13 values of
/// systemBlue, systemRed, systemGreen, systemOrange, the grays, the backgrounds and the opaque
/// separator as the Human Interface Guidelines gave them and Flutter's `CupertinoColors` records
/// them, and iOS 26's blue from the guidelines' June 2025 table; the keyboard's from KeyboardKit's
/// colour assets. Apple publishes no values for the bars, the iOS 6 gloss or the iOS 26 glass;
/// those are picked by eye and marked so.
public struct Palette: Hashable, Sendable {
    // MARK: Around the phone

    /// The canvas behind the caption, the timeline strip and the phone.
    public var canvas: Color
    /// The window behind every view: UIKit's window is black unless an app paints it, which is
    /// what shows when a strategy slides the view too far.
    public var window: Color
    /// The device's frame: the bezel (`--bezel`) and the thin border of a turning phone, and what
    /// shows outside the display's rounded corners inside them.
    public var frame: Color
    /// The sensor housing (notch, Dynamic Island): hardware, black in both appearances.
    public var housing: Color

    // MARK: The app

    /// A view's background, and the inside of a text field (systemBackground).
    public var screen: Color
    /// Behind a grouped table's sections (systemGroupedBackground).
    public var groupedBackground: Color
    /// A grouped table's rows (secondarySystemGroupedBackground).
    public var groupedCell: Color
    /// Text the user or the app wrote: field contents, labels, titles (label).
    public var text: Color
    /// A text input's placeholder. iOS's own placeholder grey is too pale for a documentation
    /// picture scaled down; this is systemGray, still clearly "not typed".
    public var placeholder: Color
    /// The tint: buttons, the focus ring, the caret (systemBlue).
    public var tint: Color
    /// A rounded-rect text field's border (systemGray3).
    public var fieldBorder: Color
    /// Navigation bar, toolbar and tab bar backgrounds (by eye).
    public var bar: Color
    /// The upper half of a glossy bar (iOS 6); `nil` where bars are flat.
    public var barGloss: Color?
    /// KeySlide's placeholder boxes and a plain table's section headers: a light grey panel.
    public var panel: Color
    /// A bar's title.
    public var barText: Color
    /// The status bar's background.
    public var statusBar: Color
    /// The status bar's time, carrier and icons.
    public var statusText: Color
    /// Table separators, the split view's divider, the caption's rule (opaque separator).
    public var separator: Color
    /// The hairline along a bar's edge.
    public var barHairline: Color
    /// The device frame's details: the home button's ring, the earpiece.
    public var frameDetail: Color
    /// The home indicator: dark over light content, light over dark (docs/facts.md §10.6).
    public var homeIndicator: Color

    // MARK: The keyboard

    /// Behind the keys.
    public var keyboard: Color
    /// The upper half of a glossy keyboard's background (iOS 6); `nil` where it is flat.
    public var keyboardGloss: Color?
    /// Letter keys and the space bar.
    public var key: Color
    /// The upper half of a glossy letter key (iOS 6); `nil` where keys are flat.
    public var keyGloss: Color?
    /// Shift, delete, 123, return, globe.
    public var functionKey: Color
    /// The upper half of a glossy function key (iOS 6); `nil` where keys are flat.
    public var functionKeyGloss: Color?
    /// The one-point shadow under every key; also the suggestion bar's dividers.
    public var keyShadow: Color
    /// Letters on the keys.
    public var keyText: Color
    /// Words and glyphs on the function keys.
    public var functionKeyText: Color

    // MARK: What the viewer is told (KeySlide's own marks, not iOS's)

    /// The part of the focused field the keyboard hides, drawn over the keyboard (systemRed).
    public var covered: Color
    /// Secondary caption text: the strategy's id.
    public var secondaryText: Color
    /// The timeline strip's rail (systemGray3).
    public var rail: Color
    /// A tap on the timeline strip is `tint`; the return key (systemGreen).
    public var returnMark: Color
    /// A dismissal of the keyboard (systemOrange).
    public var dismissMark: Color

    /// The palette a scene is drawn in: its appearance, in the era of its profile's iOS version
    /// (`PlatformProfile.majorVersion`): iOS 6's glossy bars and keyboard, iOS 7's flat ones,
    /// iOS 26's blue and glass keyboard.
    public static func `for`(_ appearance: Appearance, majorVersion: Int) -> Palette {
        switch (appearance, LookEra(majorVersion: majorVersion)) {
        case (.light, .glossy): .glossy
        case (.light, .flat): .light
        case (.light, .glass): .glassLight
        case (.dark, .glass): .glassDark
        case (.dark, _): .dark
        }
    }

    /// Every colour above, in a fixed order (some roles share a value: the screen and the keys
    /// are both white in the light palette).
    public var all: [Color] {
        [
            canvas, window, frame, housing, screen, groupedBackground, groupedCell, text, placeholder, tint,
            fieldBorder, bar, panel, barText, statusBar, statusText, separator, barHairline, frameDetail, homeIndicator,
            keyboard, key, functionKey,
            keyShadow, keyText, functionKeyText, covered, secondaryText, rail, returnMark, dismissMark,
        ] + [barGloss, keyGloss, functionKeyGloss].compactMap { $0 } + keyboardBands
    }

    /// The colour along the keyboard's top edge: its ground, or a glossy keyboard's lightest band.
    public var keyboardTop: Color { keyboardBands.first ?? keyboard }

    /// The glossy keyboard's ground, from its light top to its darker base in four bands (the
    /// two between are mixed, so they are this palette's too); one band where it is flat.
    public var keyboardBands: [Color] {
        guard let gloss = keyboardGloss else { return [keyboard] }
        return [
            gloss, gloss.mixed(with: keyboard, amount: 1.0 / 3), gloss.mixed(with: keyboard, amount: 2.0 / 3), keyboard,
        ]
    }
}

/// The look of an iOS era, from the profile's major version: what changes besides colours.
enum LookEra: Hashable, Sendable {
    /// iOS 6 and before: glossy bars and keyboard, a tinted status bar.
    case glossy
    /// iOS 7 to 18: flat bars, the flat light keyboard.
    case flat
    /// iOS 26 on: the Liquid Glass keyboard, a panel with rounded top corners (docs/facts.md §16.5).
    case glass

    init(majorVersion: Int) {
        self = majorVersion <= 6 ? .glossy : majorVersion >= 26 ? .glass : .flat
    }
}
