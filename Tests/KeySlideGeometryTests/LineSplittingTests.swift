import KeySlideGeometry
import Testing

/// `splitIntoLines`: the lines of text read from a file, whatever its line ends.
@Suite struct LineSplittingTests {
    /// The lines by the definition, a scalar at a time: `\r\n` is one break, `\n` and `\r`
    /// each one, and with `unicodeBreaks` NEL, U+2028 and U+2029 too.
    static func reference(_ text: String, unicodeBreaks: Bool) -> [String] {
        var lines = [""]
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                lines.append("")
                index += 2
                continue
            }
            if scalar == "\n" || scalar == "\r"
                || (unicodeBreaks && ["\u{85}", "\u{2028}", "\u{2029}"].contains(scalar))
            {
                lines.append("")
            } else {
                lines[lines.count - 1].unicodeScalars.append(scalar)
            }
            index += 1
        }
        return lines
    }

    @Test func randomTextSplitsAsTheDefinitionSays() {
        var generator = Xorshift(state: 8)
        let pieces = [
            "a", "bc", " ", "é", "e\u{301}", "🙂", "\n", "\r", "\r\n", "\n\r", "\u{85}", "\u{2028}", "\u{2029}",
            "\u{0B}", "\u{0C}", "\u{A0}", "\u{84}", "\u{2027}", "\u{202A}",
        ]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            for unicodeBreaks in [false, true] {
                #expect(
                    text.splitIntoLines(unicodeBreaks: unicodeBreaks).map(String.init)
                        == Self.reference(text, unicodeBreaks: unicodeBreaks), "\(Array(text.unicodeScalars))")
            }
            #expect(text[...].splitIntoLines().map(String.init) == Self.reference(text, unicodeBreaks: false))
        }
    }
}

/// A seeded generator, as this target links no test support: Marsaglia's xorshift64.
private struct Xorshift: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
