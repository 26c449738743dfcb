// Step 2 of the DocC tutorial "Write and compare your own strategy"
// (Sources/KeySlideSimulation/KeySlideSimulation.docc/WriteAndCompareYourOwnStrategy.md), verbatim
// from `import KeySlideSimulation` to the end of this file; TutorialTests checks the article still
// shows exactly this code, and runs it.
import KeySlideSimulation

/// Lifts the root view so that the focused field's middle sits halfway between the top of the
/// window and the keyboard, and puts the view back when the keyboard hides.
struct CenterField: AvoidanceStrategy {
    static let id = "center-field"
    static let summary = "Lifts the root view so the focused field sits midway above the keyboard."
    static let source = "the KeySlide tutorial"

    /// How far the root view is lifted now.
    var lift = 0.0

    mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) {
        guard let field = app.firstResponder else { return }
        let fieldInWindow = app.convert(app.bounds(of: field), from: field, to: nil)
        // The field's frame already includes the current lift; the wanted lift is measured from rest.
        let wanted = fieldInWindow.midY + lift - note.frameEnd.minY / 2
        move(to: max(0, wanted), note: note, in: &app)
    }

    mutating func keyboardWillHide(_ note: KeyboardNotification, in app: inout App) {
        move(to: 0, note: note, in: &app)
    }

    private mutating func move(to newLift: Double, note: KeyboardNotification, in app: inout App) {
        app.note("lift", newLift)
        let delta = newLift - lift
        lift = newLift
        guard delta != 0 else { return }
        let options = AnimationOptions(curve: note.curve ?? .easeInOut)
        app.animate(withDuration: note.duration ?? 0.25, options: options) { app in
            var frame = app.frame(of: app.rootView)
            frame.origin.y -= delta
            app.setFrame(frame, of: app.rootView)
        }
    }
}
