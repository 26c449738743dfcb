// The "Bring your own strategy" example from the README, verbatim from `import KeySlideSimulation` to
// the end of this file; ReadmeExampleTests checks the README still shows exactly this code, and
// runs it. It has a file of its own so that the formatter's import order cannot reach into it.
import KeySlideSimulation

/// Moves the root view up by the keyboard's full height, with the keyboard's own animation.
struct FullHeight: AvoidanceStrategy {
    static let id = "full-height"
    static let summary = "Moves the root view up by the keyboard's height on WillShow."
    static let source = "an example"

    var shift = 0.0

    mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) {
        shift = note.frameEnd.height
        let options = AnimationOptions(curve: note.curve ?? .easeInOut)
        app.animate(withDuration: note.duration ?? 0.25, options: options) { app in
            var frame = app.frame(of: app.rootView)
            frame.origin.y -= shift
            app.setFrame(frame, of: app.rootView)
        }
    }

    mutating func keyboardWillHide(_ note: KeyboardNotification, in app: inout App) {
        app.animate(withDuration: note.duration ?? 0.25) { app in
            var frame = app.frame(of: app.rootView)
            frame.origin.y += shift
            app.setFrame(frame, of: app.rootView)
        }
    }
}
