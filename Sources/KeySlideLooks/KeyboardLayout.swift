import KeySlideGeometry
import KeySlideUIKit

/// Where the light keyboard's keys go, in the keyboard's own coordinates (its top-left corner
/// at 0, 0), for any keyboard size.
///
/// The proportions follow the iOS 7+ light keyboard, measured on a 320-point iPhone in
/// portrait: a 216-point key area of four rows 54 points apart, keys 39 points tall, letter
/// keys 26 points wide with 6 points between them (so a row of ten letters fills the width),
/// shift and delete a quarter wider than a letter, and a bottom row of 123 · globe · space ·
/// return. Other widths and heights scale these. Taller keyboards (iOS 8's predictive bar,
/// the home-indicator area of notched iPhones) get the extra height as a suggestion bar above
/// the keys and an area with the globe and microphone below them; an iPad keyboard taller than
/// the classic 264 / 352 points gets the bar and gives the keys the rest. The iPad keyboard has
/// its own rows: delete and return at the ends of the first two, a second shift, and `.?123`
/// keys. The phone's rows match archagon/tasty-imitation-keyboard's measurements and
/// KeyboardKit's 54-point rows; the iPad's are by eye (docs/facts.md §16.6).
struct KeyboardLayout: Hashable, Sendable {
    /// How a key is painted.
    enum Style: Hashable, Sendable {
        /// White, with a letter or punctuation.
        case character
        /// Grey: shift, delete, 123, return, globe.
        case function
        /// The white space bar.
        case space
    }

    /// A symbol drawn instead of a label.
    enum Glyph: Hashable, Sendable {
        case shift, delete, globe, emoji, dismiss
    }

    struct Key: Hashable, Sendable {
        var rect: Rect
        var label: String
        var glyph: Glyph?
        var style: Style
    }

    /// The keyboard's size.
    var size: Size
    var keys: [Key]
    /// The predictive suggestion bar above the keys, when the keyboard is tall enough.
    var suggestionBar: Rect?
    /// The area below the keys with the globe and the microphone (notched iPhones).
    var bottomArea: Rect?
    /// Corner radius of every key.
    var cornerRadius: Double
    /// Points from one key's edge to the next one's.
    var gap: Double

    /// One cell of a row: a key or empty space, measured in key units.
    private enum Cell {
        case key(Double, String, Glyph?, Style)
        case spacer(Double)

        var units: Double {
            switch self {
            case .key(let units, _, _, _): units
            case .spacer(let units): units
            }
        }

        static func letters(_ string: String) -> [Cell] { string.map { .key(1, String($0), nil, .character) } }
    }

    /// The key area's height on a phone (portrait, landscape) before extras: 216 and 162
    /// points (docs/facts.md §3.1, zoul/ios-keyboards and venj).
    private static let phoneKeyAreaHeight = (portrait: 216.0, landscape: 162.0)
    /// The iOS 8 predictive bar is about 44 points tall in portrait (258 − 216 on a 375-point
    /// phone, docs/facts.md §3.1); less in landscape (by eye).
    private static let suggestionBarHeight = (portrait: 44.0, landscape: 36.0)

    /// The iPad's key area before the predictive bar, 264 and 352 points (iOS 5 to 7, docs/facts.md
    /// §3.1), and the bar a later iPad keyboard adds above it: 313 − 264 = 49 in portrait and
    /// 398 − 352 = 46 in landscape (worked out from §3.1's iPad heights with and without it).
    private static let padKeyAreaHeight = (portrait: 264.0, landscape: 352.0)
    private static let padSuggestionBarHeight = (portrait: 49.0, landscape: 46.0)

    /// Notched iPhones keep the keys inside the landscape safe area: 44 points from each side
    /// (Apple's iPhone X layout guidelines: landscape safe-area insets 44 left and right).
    static func sideInset(for device: Device, orientation: Orientation) -> Double {
        let notched = !device.isPad && device.statusBarHeight >= 44
        return notched && orientation.isLandscape ? 44 : 0
    }

    /// The layout of a keyboard of `size`, its keys `sideInset` points in from each side; on an
    /// iPad, `bottomInset` points at the bottom are left to the home indicator (an iPad's keyboard
    /// height includes its bottom safe area).
    init(size: Size, isPad: Bool, orientation: Orientation, sideInset: Double = 0, bottomInset: Double = 0) {
        self.size = size
        // Split the height: suggestion bar, keys, area below.
        var keyArea = size.height
        var suggestion = 0.0
        var below = 0.0
        if isPad, bottomInset > 0, bottomInset < size.height / 2 {
            keyArea = size.height - bottomInset
            below = bottomInset
        }
        if isPad {
            // Taller than the classic key area by a usable bar: the predictive bar on top, and
            // the keys take the rest.
            let landscape = orientation.isLandscape
            let extra = keyArea - (landscape ? Self.padKeyAreaHeight.landscape : Self.padKeyAreaHeight.portrait)
            if extra >= 24 {
                suggestion = landscape ? Self.padSuggestionBarHeight.landscape : Self.padSuggestionBarHeight.portrait
                keyArea -= suggestion
            }
        }
        if !isPad {
            let standard =
                orientation.isLandscape ? Self.phoneKeyAreaHeight.landscape : Self.phoneKeyAreaHeight.portrait
            let extra = size.height - standard
            // Less than a usable bar: the keys simply grow a little.
            if extra >= 24 {
                keyArea = standard
                suggestion = min(
                    extra,
                    orientation.isLandscape ? Self.suggestionBarHeight.landscape : Self.suggestionBarHeight.portrait)
                below = extra - suggestion
            }
        }
        suggestionBar = suggestion > 0 ? Rect(x: 0, y: 0, width: size.width, height: suggestion) : nil
        bottomArea = below > 0 ? Rect(x: 0, y: suggestion + keyArea, width: size.width, height: below) : nil

        // Rows: four, evenly pitched; keys take 72 % of the pitch on a phone (39 of 54), a bit
        // more on the iPad's larger keys.
        let pitch = keyArea / 4
        let keyHeight = pitch * (isPad ? 0.8 : 0.72)
        let rowGap = pitch - keyHeight
        let firstRowTop = suggestion + rowGap * 0.75
        let rows = isPad ? Self.padRows() : Self.phoneRows(globeBelowKeys: below >= 30)
        let units = rows[0].reduce(0) { $0 + $1.units }
        let unit = (size.width - 2 * sideInset) / units
        gap = isPad ? unit * 0.14 : min(6, unit * 0.1875)
        cornerRadius = (keyHeight * 0.13 * 2).rounded() / 2

        var keys: [Key] = []
        for (index, row) in rows.enumerated() {
            let top = firstRowTop + Double(index) * pitch
            var start = 0.0
            for cell in row {
                if case .key(let width, let label, let glyph, let style) = cell {
                    let rect = Rect(
                        x: sideInset + start * unit + gap / 2, y: top, width: width * unit - gap, height: keyHeight)
                    keys.append(Key(rect: rect, label: label, glyph: glyph, style: style))
                }
                start += cell.units
            }
        }
        self.keys = keys
    }

    /// Ten units a row. With an area below the keys the globe moves there and the bottom row
    /// gets the emoji key instead, as on notched iPhones.
    private static func phoneRows(globeBelowKeys: Bool) -> [[Cell]] {
        [
            Cell.letters("QWERTYUIOP"),
            [.spacer(0.5)] + Cell.letters("ASDFGHJKL") + [.spacer(0.5)],
            [.key(1.25, "", .shift, .function), .spacer(0.25)] + Cell.letters("ZXCVBNM") + [
                .spacer(0.25), .key(1.25, "", .delete, .function),
            ],
            [
                .key(1.25, "123", nil, .function), .key(1.25, "", globeBelowKeys ? .emoji : .globe, .function),
                .key(5, "space", nil, .space), .key(2.5, "return", nil, .function),
            ],
        ]
    }

    /// Eleven and a quarter units a row.
    private static func padRows() -> [[Cell]] {
        [
            Cell.letters("QWERTYUIOP") + [.key(1.25, "", .delete, .function)],
            [.spacer(0.5)] + Cell.letters("ASDFGHJKL") + [.key(1.75, "return", nil, .function)],
            [.key(1, "", .shift, .function)] + Cell.letters("ZXCVBNM,.") + [.key(1.25, "", .shift, .function)],
            [
                .key(1.5, ".?123", nil, .function), .key(1, "", .globe, .function), .key(5.75, "", nil, .space),
                .key(1.5, ".?123", nil, .function), .key(1.5, "", .dismiss, .function),
            ],
        ]
    }
}
