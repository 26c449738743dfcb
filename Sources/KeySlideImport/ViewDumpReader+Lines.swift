import KeySlideGeometry

// The dump as lines: how a view's line is found, how a text with line breaks is joined back into
// its view's line, and how a line's `; `-separated fields are told apart.

extension ViewDumpReader {
    /// A view line takes in at most this many more lines of the dump while its `<…>` stays
    /// open: a text view's text printed with its line breaks, or a quote that never closes.
    static let maximumContinuationLines = 100

    /// The dump's lines with their 1-based numbers, a view whose text holds line breaks joined
    /// into one: UIKit prints `text = '…'` as it is, so a text view's `'\n\nSent from my iPhone'`
    /// spans three lines of the dump. A view line runs on until its `<…>` closes (taking in at
    /// most `maximumContinuationLines` more). Lines end at `\n`, `\r\n` or `\r`: a dump pasted on Windows
    /// reads as the same dump. Each line is scanned once, by one `DescriptionScanner` fed line by
    /// line: scanning the joined text again for each line it took was quadratic, and a 15 MB dump
    /// with a quote left open took 45 s. `scanned` counts the characters looked at.
    static func logicalLines(_ text: String, scanned: inout Int) -> [(number: Int, text: Substring)] {
        let raw = text.splitIntoLines()
        var lines: [(number: Int, text: Substring)] = []
        var index = 0
        while index < raw.count {
            var line = raw[index]
            let first = index
            if isViewLine(line), let open = line.firstIndex(of: "<") {
                var scanner = DescriptionScanner()
                scanner.feed(line[open...])
                var joined = ""
                while !scanner.isClosed, index + 1 < raw.count, index - first < maximumContinuationLines,
                    !isViewLine(raw[index + 1])
                {
                    if joined.isEmpty { joined = String(line) }
                    index += 1
                    scanner.feed("\n")
                    scanner.feed(raw[index])
                    joined += "\n"
                    joined += raw[index]
                }
                scanned += scanner.scanned
                if index > first { line = Substring(joined) }
            }
            lines.append((first + 1, line))
            index += 1
        }
        return lines
    }

    /// `a; b = (1 2; 3 4); c = <X: 0x1; y>` → the three parts: splits at `;` outside brackets
    /// and quotes, because frames, layers and texts contain semicolons of their own.
    static func splitTopLevel(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var scanner = DescriptionScanner()
        scanner.feed(text) { separator in
            parts.append(text[start..<separator])
            start = text.utf8.index(after: separator)
        }
        parts.append(text[start...])
        return parts.map { $0.drop { $0 == " " } }
    }

    /// Whether a view's description, from its opening `<`, is whole: every bracket closed and no
    /// quoted text left open. A text with a line break leaves the first line open.
    static func closes(_ text: Substring) -> Bool {
        var scanner = DescriptionScanner()
        scanner.feed(text)
        return scanner.isClosed
    }
}

/// Walks a description as UIKit nests it — `(…)`, `<…>`, `{…}`, `[…]`, and quoted texts in which
/// nothing counts — calling `separator` at each `;` outside them all, and says whether the text
/// so far ends with everything closed. UIKit does not escape quotes inside `text = '…'`, so a
/// quote closes a text only where a `;` or the end follows it (`'it's; fine'` stays one).
///
/// It is fed in pieces and keeps its state between them, so a view line that runs on over many
/// lines of the dump is scanned once. A quote at the end of a piece closes the text if nothing
/// follows or the next piece starts with `;`, exactly as if the pieces were scanned as one text.
/// Only ASCII punctuation counts, so the bytes are walked, not the characters.
struct DescriptionScanner {
    private var depth = 0
    private var quoted = false
    /// The text so far ends with a quote inside a quoted text: it closes the text if the text
    /// ends here or the next piece starts with `;`.
    private var quoteMayClose = false
    private var previous: UInt8 = UInt8(ascii: " ")
    /// How many bytes have been looked at: the work, which tests hold to the input's size.
    private(set) var scanned = 0

    /// Whether every bracket and quote opened so far is closed.
    var isClosed: Bool { depth == 0 && (!quoted || quoteMayClose) }

    mutating func feed(_ text: Substring, separator: (String.Index) -> Void = { _ in }) {
        let bytes = text.utf8
        var index = bytes.startIndex
        scanned += bytes.count
        while index != bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if quoteMayClose {
                quoteMayClose = false
                if byte == UInt8(ascii: ";") { quoted = false }
            }
            if quoted {
                if byte == UInt8(ascii: "'") {
                    if next == bytes.endIndex {
                        quoteMayClose = true
                    } else if bytes[next] == UInt8(ascii: ";") {
                        quoted = false
                    }
                }
            } else {
                switch byte {
                case UInt8(ascii: "'") where previous == UInt8(ascii: "=") || previous == UInt8(ascii: " "):
                    quoted = true
                case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                case UInt8(ascii: ";") where depth == 0: separator(index)
                default: break
                }
            }
            previous = byte
            index = next
        }
    }
}
