extension String {
    /// The text's lines, without their line breaks (`Substring.splitIntoLines(unicodeBreaks:)`).
    public func splitIntoLines(unicodeBreaks: Bool = false) -> [Substring] {
        self[...].splitIntoLines(unicodeBreaks: unicodeBreaks)
    }
}

extension Substring {
    /// The text's lines, without their line breaks: split at `\n`, `\r\n` and a lone `\r`, the
    /// ways a file's lines end on Unix, on Windows and on the classic Mac. With `unicodeBreaks`,
    /// also at NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), which
    /// UIKit's text layout breaks lines at too. Text that ends with a break ends with an empty
    /// line, as `split(separator:omittingEmptySubsequences: false)` would give.
    ///
    /// Why not `split(separator: "\n")`: in a Swift `String`, `"\r\n"` is one `Character`, not
    /// equal to `"\n"`, so a file saved with Windows line endings is one long line. The bytes are
    /// walked instead, which is also several times faster than going through `Character`s; every
    /// break is a grapheme boundary (no character extends across a control character), so the
    /// slices are whole characters.
    public func splitIntoLines(unicodeBreaks: Bool = false) -> [Substring] {
        var lines: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            let breakEnd: String.Index? =
                switch bytes[index] {
                case 0x0A: next
                case 0x0D: next != bytes.endIndex && bytes[next] == 0x0A ? bytes.index(after: next) : next
                case 0xC2 where unicodeBreaks: Self.end(of: [0x85], in: bytes, from: next)
                case 0xE2 where unicodeBreaks:
                    Self.end(of: [0x80, 0xA8], in: bytes, from: next)
                        ?? Self.end(of: [0x80, 0xA9], in: bytes, from: next)
                default: nil
                }
            if let breakEnd {
                lines.append(self[start..<index])
                start = breakEnd
                index = breakEnd
            } else {
                index = next
            }
        }
        lines.append(self[start..<bytes.endIndex])
        return lines
    }

    /// Where `tail` ends when the bytes from `index` on begin with it; nil otherwise.
    private static func end(of tail: [UInt8], in bytes: Substring.UTF8View, from index: String.Index) -> String.Index? {
        var index = index
        for byte in tail {
            guard index != bytes.endIndex, bytes[index] == byte else { return nil }
            index = bytes.index(after: index)
        }
        return index
    }
}
