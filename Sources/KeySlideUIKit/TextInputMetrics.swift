import KeySlideGeometry

/// Where a text input draws its text and its caret: the one definition the looks draw and the
/// strategies read (`App.caretRect(of:)`), so the caret TPKeyboardAvoiding centres is the one
/// on screen, and the lines a growing text view grows by are the lines drawn. Widths come from
/// `GlyphAdvances`, the table the canvas measures with.
public enum TextInputMetrics {
    /// Text inputs and labels use the system font's 17 points (UIKit's default body size),
    /// smaller when the element is too short for it.
    public static func fontSize(forHeight height: Double) -> Double {
        (min(17, height * 0.55) * 2).rounded() / 2
    }

    /// A rounded-rect text field's text starts 8 points in (UITextBorderStyleRoundedRect, by eye);
    /// a text view's first line starts 8 points down (`textContainerInset`'s default top, 8), and
    /// its lines keep 8 points from either side (by eye, the same inset the looks draw with).
    public static let textInset = 8.0

    /// The height of one line of text: the system font's `lineHeight` is about 1.2 times its size
    /// (20.3 pt at 17 pt, by eye), rounded to whole points so a growing text view stays on the
    /// point grid: 20 pt for 17-point text.
    public static func lineHeight(fontSize: Double) -> Double { (fontSize * 1.2).rounded() }

    /// The caret's height: 1.25 times the font size.
    static func caretHeight(fontSize: Double) -> Double { (fontSize * 1.25).rounded() }

    /// `text` broken into lines no wider than `width` as a text view wraps it: at spaces where it
    /// can (spaces at a line's end hang past the edge, as UIKit lets them), inside a word too long
    /// for a line, and at every line break UIKit's text layout honours (`\n`, `\r\n`, `\r`, NEL,
    /// U+2028, U+2029: a scene's `"a\r\nb"` is two lines, as it is in a text view). Empty text is
    /// one empty line.
    public static func wrappedLines(_ text: String, width: Double, fontSize: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.splitIntoLines(unicodeBreaks: true) {
            var line = ""
            for word in words(of: String(paragraph)) {
                let candidate = line + word
                if line.isEmpty || self.width(of: candidate.trimmingTrailingSpaces, fontSize: fontSize) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = word
                }
                // A word wider than the line breaks between characters.
                while self.width(of: line.trimmingTrailingSpaces, fontSize: fontSize) > width, line.count > 1 {
                    var head = ""
                    for character in line {
                        if !head.isEmpty, self.width(of: head + String(character), fontSize: fontSize) > width { break }
                        head.append(character)
                    }
                    lines.append(head)
                    line = String(line.dropFirst(head.count))
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// The lines a text input shows: a text view's wrapped lines, a text field's one line.
    public static func lines(of text: String, in kind: ViewKind, width: Double, fontSize: Double) -> [String] {
        kind == .textView ? wrappedLines(text, width: width - 2 * textInset, fontSize: fontSize) : [text]
    }

    /// A text view's height for `lineCount` lines: the insets above and below and the lines.
    public static func textViewHeight(lineCount: Int, fontSize: Double) -> Double {
        2 * textInset + Double(lineCount) * lineHeight(fontSize: fontSize)
    }

    /// How many of a text view's `lineCount` lines show, the last ones: as many whole lines as fit
    /// between the top and bottom text insets and above its bottom content inset `bottomInset`
    /// (which a text view keeps its caret above), and at least one. The one rule the look draws
    /// and `caretRect` reads.
    public static func shownLineCount(lineCount: Int, height: Double, bottomInset: Double = 0, fontSize: Double) -> Int
    {
        let lineHeight = lineHeight(fontSize: fontSize)
        let room = lineHeight > 0 ? ((height - 2 * textInset - bottomInset) / lineHeight).rounded(.down) : 1
        return room.isFinite ? max(1, Int(min(room, Double(lineCount)))) : 1
    }

    /// The caret after the last character of `text`, in the input's own coordinates: 2 pt wide,
    /// 1.25 times the font size tall; centred vertically in a text field, on the last line of a
    /// text view (the last line that shows, when the text view is too short for them all or its
    /// bottom inset hides some, and scrolls its text). With no text it is where the text starts.
    public static func caretRect(
        in kind: ViewKind, size: Size, text: String = "", fontSize: Double? = nil, bottomInset: Double = 0
    ) -> Rect {
        let fontSize = fontSize ?? self.fontSize(forHeight: size.height)
        let height = caretHeight(fontSize: fontSize)
        let lines = lines(of: text, in: kind, width: size.width, fontSize: fontSize)
        let last = lines.last ?? ""
        let x = min(textInset - 2 + width(of: last, fontSize: fontSize), max(textInset - 2, size.width - textInset))
        guard kind == .textView else {
            return Rect(x: x, y: ((size.height - height) / 2).rounded(), width: 2, height: height)
        }
        let shown = shownLineCount(
            lineCount: lines.count, height: size.height, bottomInset: bottomInset, fontSize: fontSize)
        return Rect(x: x, y: textInset + Double(shown - 1) * lineHeight(fontSize: fontSize), width: 2, height: height)
    }

    static func width(of string: String, fontSize: Double) -> Double { GlyphAdvances.ems(of: string) * fontSize }

    /// Each word with the spaces after it.
    private static func words(of paragraph: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in paragraph {
            if character != " ", current.last == " " {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

extension App {
    /// `caretRect(for: selectedTextRange.end)` of a text input, in its own coordinates: every
    /// text input has one, after the last character of its text now.
    public func caretRect(of id: ViewID) -> Rect? {
        guard self[id].kind.isTextInput else { return nil }
        return TextInputMetrics.caretRect(
            in: self[id].kind, size: self[id].frame.model(at: now).size, text: text(of: id),
            fontSize: self[id].textInput?.fontSize, bottomInset: contentInset(of: id).bottom)
    }
}
