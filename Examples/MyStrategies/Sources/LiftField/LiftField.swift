import KeySlideSimulation

/// Lifts the root view just far enough that the focused field's bottom edge sits `margin` points
/// above the keyboard, and puts it back when the keyboard hides.
///
/// It is the shift-by-overlap idea written against the keyboard's *end* frame in window
/// coordinates, with the keyboard's own duration and curve, so a tap from one field to another
/// while the keyboard is up moves the view by the difference only.
public struct LiftField: AvoidanceStrategy {
    public static let id = "lift-field"
    public static let summary = "Lifts the root view so the focused field sits 8 pt above the keyboard."
    public static let source = "Examples/MyStrategies, a user strategy"

    /// The gap left between the field and the keyboard.
    let margin = 8.0
    /// How far the root view is lifted now.
    var lift = 0.0

    public init() {}

    public mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) {
        guard let field = app.firstResponder else { return }
        let fieldInWindow = app.convert(app.bounds(of: field), from: field, to: nil)
        // The field's frame already includes the current lift; the wanted lift is measured from rest.
        let overlap = fieldInWindow.maxY + lift + margin - note.frameEnd.minY
        move(to: max(0, overlap), note: note, in: &app)
    }

    public mutating func keyboardWillHide(_ note: KeyboardNotification, in app: inout App) {
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
