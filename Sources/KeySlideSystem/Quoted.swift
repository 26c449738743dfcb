/// The one way a value from outside — text from a scene, a name, a number as written, a file
/// name — goes into a message: control characters escaped and long values shortened.
///
/// Messages end up on a terminal, and a scene file is not trusted: an ESC, BEL or OSC sequence in
/// a device name would otherwise reach the terminal and act there, and a 1 MB name would give a
/// 1 MB error line. So every value is escaped Swift-style (`\u{1b}`, `\n`, `\t`: unambiguous,
/// and what a Swift programmer reads back) and cut after `limit` Unicode scalars, with the full
/// length said: `"xxxx…" (1,048,576 characters)`.
package enum Quoted {
    /// How many Unicode scalars of a value a message keeps: enough for any name or number a
    /// person writes, short enough that a message stays one readable line.
    package static let defaultLimit = 60

    /// How many Unicode scalars of a file name a message keeps: real paths are longer than names.
    package static let fileNameLimit = 160

    /// `text` in double quotes, with quotes, backslashes and control characters escaped and
    /// everything after `limit` Unicode scalars left out: `"abc"`, `"a\u{1b}]0;x\u{7}"`,
    /// `"xxxx…" (1,048,576 characters)`.
    package static func value(_ text: String, limit: Int = defaultLimit) -> String {
        let (kept, total) = shortened(text, limit: limit)
        return "\"" + escaped(kept, quote: true) + (total.map { "…\" (\(grouped($0)) characters)" } ?? "\"")
    }

    /// `text` without quotes, control characters escaped and shortened like `value(_:limit:)`: for
    /// names inside `'…'`, numbers as written and file names, which read best without quotes.
    package static func text(_ text: String, limit: Int = defaultLimit) -> String {
        let (kept, total) = shortened(text, limit: limit)
        return escaped(kept, quote: false) + (total.map { "… (\(grouped($0)) characters)" } ?? "")
    }

    /// Whether a scalar must not reach a terminal raw: C0 and C1 control characters and DEL,
    /// plus the line and paragraph separators that break a line like a newline.
    package static func isUnsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// The first `limit` scalars and, when that is not all of them, how many there are in all.
    /// Scalars rather than characters, so that a character built of a million combining marks is
    /// cut like any other long value.
    private static func shortened(_ text: String, limit: Int) -> (Substring.UnicodeScalarView, Int?) {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return (Substring(text).unicodeScalars, nil) }
        return (Substring(text)[..<end].unicodeScalars, scalars.count)
    }

    private static func escaped(_ scalars: Substring.UnicodeScalarView, quote: Bool) -> String {
        var result = ""
        for scalar in scalars {
            switch scalar {
            case "\"" where quote: result += "\\\""
            case "\\" where quote: result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isUnsafeForTerminal(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `1048576` as `1,048,576`, the same in every locale.
    package static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
