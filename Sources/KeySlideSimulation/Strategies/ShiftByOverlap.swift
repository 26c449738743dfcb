import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// Seed 001, "Shifting views to make room for the keyboard".
///
/// On `WillShow` it measures how far the edited field's bottom edge dips into the keyboard and
/// moves the whole root view up by exactly that much, with the keyboard's own duration and
/// curve (`curve << 16`); on `WillHide` it moves the view back down by the saved amount.
///
/// Quirks kept: the keyboard height comes from the *begin* frame; in landscape it takes the
/// frame's width (right before iOS 8, when screen coordinates stay portrait; wrong after); no
/// margin above the keyboard; and the shift is applied to the current model frame, so when
/// `WillShow` is posted again on a focus change (iOS 8 to 10) the shifts add up and `WillHide`
/// takes back only the last one — the view drifts.
public struct ShiftByOverlap: AvoidanceStrategy {
    public static let id = "shift-by-overlap"
    public static let summary = "Shifts the root view up by the field's overlap with the keyboard on WillShow."
    public static let source = "seed 001: \"Shifting views to make room for the keyboard\""

    /// The article's instance variables.
    var textFieldToEdit: ViewID?
    var keyboardShiftAmount = 0.0
    var keyboardSlideDuration = 0.0
    var keyboardAnimationCurve: AnimationOptions = []

    public init() {}

    public mutating func textFieldShouldBeginEditing(_ textField: ViewID, in app: inout App) -> Bool {
        textFieldToEdit = textField
        return true
    }

    public mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) {
        guard let textFieldToEdit else { return }
        let measured = Self.measure(note, field: textFieldToEdit, in: &app)
        keyboardSlideDuration = measured.duration
        keyboardAnimationCurve = measured.curve
        keyboardShiftAmount = measured.shift
        guard keyboardShiftAmount != 0 else { return }
        let view = app.rootView
        let shift = keyboardShiftAmount
        app.animate(withDuration: keyboardSlideDuration, delay: 0, options: keyboardAnimationCurve) { app in
            var frame = app.frame(of: view)
            frame.origin.y -= shift
            app.setFrame(frame, of: view)
        }
    }

    /// What the article's `WillShow` handler measures before it moves anything — the same in its
    /// frame code and its Auto Layout code (`ShiftByOverlapConstraints`): the duration, the curve
    /// as options (`curve << 16`), and the field's overlap with the keyboard, 0 if none.
    static func measure(
        _ note: KeyboardNotification, field textFieldToEdit: ViewID, in app: inout App
    ) -> (duration: Double, curve: AnimationOptions, shift: Double) {
        // Objective-C reads a missing number as 0; "will" notifications always carry both.
        let keyboardSlideDuration = note.duration ?? 0
        let keyboardFrame = note.frameBegin
        let keyboardAnimationCurve = AnimationOptions(curve: note.curve ?? .easeInOut)

        let keyboardHeight: Double
        // If we're in landscape, use the reported keyboard width as the height.
        if app.statusBarOrientation.isLandscape {
            keyboardHeight = keyboardFrame.width
        } else {
            keyboardHeight = keyboardFrame.height
        }
        app.note("keyboardHeight", keyboardHeight)

        let view = app.rootView
        let fieldFrame = app.convert(app.bounds(of: textFieldToEdit), from: textFieldToEdit, to: view)
        let contentFrame = app.frame(of: view)
        let fieldBottom = fieldFrame.minY + fieldFrame.height

        var keyboardShiftAmount = 0.0
        if contentFrame.height - fieldBottom < keyboardHeight {
            keyboardShiftAmount = keyboardHeight - (contentFrame.height - fieldBottom)
            app.note("keyboardShiftAmount", keyboardShiftAmount)
        }
        return (keyboardSlideDuration, keyboardAnimationCurve, keyboardShiftAmount)
    }

    public mutating func keyboardWillHide(_ note: KeyboardNotification, in app: inout App) {
        guard keyboardShiftAmount != 0 else { return }
        let view = app.rootView
        let shift = keyboardShiftAmount
        app.animate(withDuration: keyboardSlideDuration, delay: 0, options: keyboardAnimationCurve) { app in
            var frame = app.frame(of: view)
            frame.origin.y += shift
            app.setFrame(frame, of: view)
        }
    }
}
