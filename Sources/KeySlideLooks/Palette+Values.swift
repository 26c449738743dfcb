import KeySlideCanvas

// The palettes' values and where each comes from (docs/facts.md §16.3). "By eye" marks a value
// picked from screenshots of the era, for which no public source gives a number.

extension Palette {
    /// The light palette of iOS 7 to 18: the colours KeySlide has always drawn.
    public static let light = Palette(
        canvas: Color(hex: 0xF2F2F7),  // systemGroupedBackground
        window: Color(hex: 0x000000), frame: Color(hex: 0x000000), housing: Color(hex: 0x000000),
        screen: Color(hex: 0xFFFFFF),  // systemBackground
        groupedBackground: Color(hex: 0xF2F2F7), groupedCell: Color(hex: 0xFFFFFF),
        text: Color(hex: 0x000000),  // label
        placeholder: Color(hex: 0x8E8E93),  // systemGray
        tint: Color(hex: 0x007AFF),  // systemBlue
        fieldBorder: Color(hex: 0xC7C7CC),  // systemGray3
        bar: Color(hex: 0xF7F7F7), barGloss: nil, panel: Color(hex: 0xF7F7F7),  // by eye
        barText: Color(hex: 0x000000),
        statusBar: Color(hex: 0xF7F7F7), statusText: Color(hex: 0x000000),
        separator: Color(hex: 0xC6C6C8), barHairline: Color(hex: 0xC6C6C8),  // opaqueSeparator
        frameDetail: Color(hex: 0x48484A),  // systemGray3, dark
        homeIndicator: Color(hex: 0x000000),
        keyboard: Color(hex: 0xD1D4D9), keyboardGloss: nil,  // by eye
        key: Color(hex: 0xFFFFFF), keyGloss: nil,
        functionKey: Color(hex: 0xABB1BA), functionKeyGloss: nil,  // KeyboardKit's dark button
        keyShadow: Color(hex: 0x898A8D), keyText: Color(hex: 0x000000), functionKeyText: Color(hex: 0x000000),
        covered: Color(hex: 0xFF3B30),  // systemRed
        secondaryText: Color(hex: 0x6C6C70), rail: Color(hex: 0xC7C7CC),
        returnMark: Color(hex: 0x34C759),  // systemGreen
        dismissMark: Color(hex: 0xFF9500))  // systemOrange

    /// iOS 6: blue-grey glossy bars after iUI's iPhone look (`#6D84A2`, a `#2D3642` line, white
    /// titles), a status bar tinted darker from the bar, the glossy keyboard with white keys on a
    /// grey-blue ground and dark function keys with white glyphs. Glosses and keyboard by eye.
    public static let glossy: Palette = {
        var palette = Palette.light
        palette.bar = Color(hex: 0x6D84A2)
        palette.barGloss = Color(hex: 0x97A8BE)
        palette.barText = Color(hex: 0xFFFFFF)
        palette.barHairline = Color(hex: 0x2D3642)
        palette.statusBar = Color(hex: 0x34404F)
        palette.statusText = Color(hex: 0xFFFFFF)
        palette.keyboard = Color(hex: 0x7D828C)
        palette.keyboardGloss = Color(hex: 0xA2A7B0)
        palette.key = Color(hex: 0xE2E3E6)
        palette.keyGloss = Color(hex: 0xFCFCFD)
        palette.functionKey = Color(hex: 0x6F7888)
        palette.functionKeyGloss = Color(hex: 0x98A0AE)
        palette.keyShadow = Color(hex: 0x3E424A)
        palette.functionKeyText = Color(hex: 0xFFFFFF)
        return palette
    }()

    /// Dark mode, iOS 13 on: the system colours' dark values; the keyboard's from KeyboardKit;
    /// the bars after Flutter's Cupertino navigation bar (`#1D1D1D`). The canvas is
    /// secondarySystemBackground and the device frame systemGray4, so the display's corners and
    /// the bezel stand out from the black screen.
    public static let dark = Palette(
        canvas: Color(hex: 0x1C1C1E), window: Color(hex: 0x000000), frame: Color(hex: 0x3A3A3C),
        housing: Color(hex: 0x000000),
        screen: Color(hex: 0x000000), groupedBackground: Color(hex: 0x000000), groupedCell: Color(hex: 0x1C1C1E),
        text: Color(hex: 0xFFFFFF), placeholder: Color(hex: 0x8E8E93), tint: Color(hex: 0x0A84FF),
        fieldBorder: Color(hex: 0x48484A),
        bar: Color(hex: 0x1D1D1D), barGloss: nil, panel: Color(hex: 0x1C1C1E), barText: Color(hex: 0xFFFFFF),
        statusBar: Color(hex: 0x1D1D1D), statusText: Color(hex: 0xFFFFFF),
        separator: Color(hex: 0x38383A), barHairline: Color(hex: 0x38383A), frameDetail: Color(hex: 0x636366),
        homeIndicator: Color(hex: 0xFFFFFF),
        keyboard: Color(hex: 0x2C2C2C), keyboardGloss: nil, key: Color(hex: 0x6B6B6B), keyGloss: nil,
        functionKey: Color(hex: 0x474747), functionKeyGloss: nil,
        keyShadow: Color(hex: 0x0D0D0D), keyText: Color(hex: 0xFFFFFF), functionKeyText: Color(hex: 0xFFFFFF),
        covered: Color(hex: 0xFF453A), secondaryText: Color(hex: 0x98989F), rail: Color(hex: 0x48484A),
        returnMark: Color(hex: 0x30D158), dismissMark: Color(hex: 0xFF9F0A))

    /// iOS 26, light: the June 2025 blue, and the glass keyboard lighter than before (by eye).
    public static let glassLight: Palette = {
        var palette = Palette.light
        palette.tint = Color(hex: 0x0088FF)
        palette.keyboard = Color(hex: 0xE4E5E9)
        palette.functionKey = Color(hex: 0xCACED5)
        palette.keyShadow = Color(hex: 0xA6A8AD)
        return palette
    }()

    /// iOS 26, dark: the June 2025 blue, and a glass keyboard (by eye).
    public static let glassDark: Palette = {
        var palette = Palette.dark
        palette.tint = Color(hex: 0x0091FF)
        palette.keyboard = Color(hex: 0x232325)
        palette.key = Color(hex: 0x5C5C60)
        palette.functionKey = Color(hex: 0x3F3F43)
        palette.keyShadow = Color(hex: 0x555558)
        return palette
    }()
}

/// The colours of keyboards that are not Apple's language keyboard (docs/facts.md §16.6): the
/// same in every appearance and era, as emoji artwork and a keyboard app's own theme are.
extension Palette {
    /// Stand-ins for emoji, mostly the yellow of faces, then hearts, plants, water, food and
    /// objects (by eye; shapes only, no artwork).
    public static let emoji: [Color] = [
        Color(hex: 0xFFCC4D), Color(hex: 0xFFB636), Color(hex: 0xFFCC4D), Color(hex: 0xE8505B), Color(hex: 0x77B255),
        Color(hex: 0xFFCC4D), Color(hex: 0x55ACEE), Color(hex: 0xF4900C), Color(hex: 0xAA8DD8), Color(hex: 0xC1694F),
    ]
    /// A keyboard app's own dark theme, so a third-party keyboard reads as not Apple's at a
    /// glance: a slate ground, lighter keys, white labels (KeySlide's choice, not any app's).
    public static let thirdPartyKeyboard = (
        ground: Color(hex: 0x2B303B), key: Color(hex: 0x4E5566), functionKey: Color(hex: 0x3B4150),
        text: Color(hex: 0xFFFFFF), accent: Color(hex: 0x3DDC97)
    )
}
