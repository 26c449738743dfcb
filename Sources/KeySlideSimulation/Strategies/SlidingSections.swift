import KeySlideGeometry
import KeySlideUIKit

/// Seed 000, "Sliding UITextFields around to avoid the keyboard" (Cocoa with Love, 2008).
///
/// The window is cut into three bands by the field's midline: fields in the top fifth stay
/// put, fields in the bottom fifth slide up by the whole keyboard height, and fields between
/// slide up by a proportional share. The keyboard is never asked how tall it is — the article
/// hard-codes 216 points (162 in landscape) — and the slide runs on the old
/// `beginAnimations`/`commitAnimations` API for 0.3 s, beginning from the current state so that
/// hopping from field to field glides.
///
/// Quirks kept: the fixed heights (wrong on every keyboard that is not the 2008 iPhone's), the
/// `floor`, the fixed 0.3 s ease-in-out that ignores the keyboard's own curve, and the fraction
/// computed in window coordinates — which, before iOS 8 in landscape, run sideways. It is a
/// `UITextFieldDelegate` only, so a text view gets no slide, and its `textFieldShouldReturn`
/// resigns, so return always dismisses the keyboard.
public struct SlidingSections: AvoidanceStrategy {
    public static let id = "sliding-sections"
    public static let summary =
        "Slides the root view up by a fraction of a fixed 216/162 pt keyboard on didBeginEditing."
    public static let source = "seed 000: \"Sliding UITextFields around to avoid the keyboard\" (Cocoa with Love)"

    static let keyboardAnimationDuration = 0.3
    static let minimumScrollFraction = 0.2
    static let maximumScrollFraction = 0.8
    static let portraitKeyboardHeight = 216.0
    static let landscapeKeyboardHeight = 162.0

    /// The article's `animatedDistance` instance variable.
    var animatedDistance = 0.0

    public init() {}

    public mutating func textFieldDidBeginEditing(_ textField: ViewID, in app: inout App) {
        let view = app.rootView
        let textFieldRect = app.convert(app.bounds(of: textField), from: textField, to: nil)
        let viewRect = app.convert(app.bounds(of: view), from: view, to: nil)

        let midline = textFieldRect.minY + 0.5 * textFieldRect.height
        let numerator = midline - viewRect.minY - Self.minimumScrollFraction * viewRect.height
        let denominator = (Self.maximumScrollFraction - Self.minimumScrollFraction) * viewRect.height
        var heightFraction = numerator / denominator
        if heightFraction < 0.0 {
            heightFraction = 0.0
        } else if heightFraction > 1.0 {
            heightFraction = 1.0
        }

        if app.statusBarOrientation == .portrait {
            animatedDistance = (Self.portraitKeyboardHeight * heightFraction).rounded(.down)
        } else {
            animatedDistance = (Self.landscapeKeyboardHeight * heightFraction).rounded(.down)
        }
        app.note("heightFraction", heightFraction)
        app.note("animatedDistance", animatedDistance)

        var viewFrame = app.frame(of: view)
        viewFrame.origin.y -= animatedDistance

        app.beginAnimations()
        app.setAnimationBeginsFromCurrentState(true)
        app.setAnimationDuration(Self.keyboardAnimationDuration)
        app.setFrame(viewFrame, of: view)
        app.commitAnimations()
    }

    /// "It dismisses the keyboard when the return/done button is pressed."
    public mutating func textFieldShouldReturn(_ textField: ViewID, in app: inout App) -> Bool {
        app.resignFirstResponder()
        return true
    }

    public mutating func textFieldDidEndEditing(_ textField: ViewID, in app: inout App) {
        let view = app.rootView
        var viewFrame = app.frame(of: view)
        viewFrame.origin.y += animatedDistance

        app.beginAnimations()
        app.setAnimationBeginsFromCurrentState(true)
        app.setAnimationDuration(Self.keyboardAnimationDuration)
        app.setFrame(viewFrame, of: view)
        app.commitAnimations()
    }
}
