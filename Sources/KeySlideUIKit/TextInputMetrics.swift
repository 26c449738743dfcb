import KeySlideGeometry

/// Where a text input draws its text and its caret: the one definition the looks draw and the
/// strategies read (`App.caretRect(of:)`), so the caret TPKeyboardAvoiding centres is the one
/// on screen.
public enum TextInputMetrics {
    /// Text inputs and labels use the system font's 17 points (UIKit's default body size),
    /// smaller when the element is too short for it.
    public static func fontSize(forHeight height: Double) -> Double {
        (min(17, height * 0.55) * 2).rounded() / 2
    }

    /// A rounded-rect text field's text starts 8 points in (UITextBorderStyleRoundedRect, by eye);
    /// a text view's first line starts 8 points down (`textContainerInset`'s default top, 8).
    public static let textInset = 8.0

    /// The caret at the start of an empty input, in the input's own coordinates: 2 pt wide, 1.25
    /// times the font size tall; centred vertically in a text field, on the first line of a text view.
    public static func caretRect(in kind: ViewKind, size: Size) -> Rect {
        let height = (fontSize(forHeight: size.height) * 1.25).rounded()
        let top = kind == .textView ? textInset : ((size.height - height) / 2).rounded()
        return Rect(x: textInset - 2, y: top, width: 2, height: height)
    }
}

extension App {
    /// `caretRect(for: selectedTextRange.start)` of a text input, in its own coordinates: every
    /// text input has one (the text is empty, so the caret is at the start).
    public func caretRect(of id: ViewID) -> Rect? {
        guard self[id].kind.isTextInput else { return nil }
        return TextInputMetrics.caretRect(in: self[id].kind, size: self[id].frame.model(at: now).size)
    }
}
