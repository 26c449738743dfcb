import KeySlideGeometry

/// The app code UIKit calls: the view controller's text-field delegate methods and keyboard
/// notification handlers, a rotation, plus a timer callback.
///
/// Every method has a default that does what a controller that does not implement it does, so
/// a strategy implements only what its article implements. Each receives the app as `inout`,
/// changes views through it, and returns; UIKit's own reaction (moving focus, scrolling the first
/// responder into view) runs after the method returns, at the same instant.
public protocol ViewController {
    /// Called once after the views exist, before the first user action.
    mutating func viewDidLoad(in app: inout App)

    /// `textFieldShouldBeginEditing:` — return `false` to refuse focus.
    mutating func textFieldShouldBeginEditing(_ field: ViewID, in app: inout App) -> Bool
    /// `textFieldDidBeginEditing:` — the field is first responder; the keyboard notifications follow.
    mutating func textFieldDidBeginEditing(_ field: ViewID, in app: inout App)
    /// `textFieldShouldEndEditing:` — return `false` to keep focus.
    mutating func textFieldShouldEndEditing(_ field: ViewID, in app: inout App) -> Bool
    /// `textFieldDidEndEditing:`.
    mutating func textFieldDidEndEditing(_ field: ViewID, in app: inout App)
    /// `textFieldShouldReturn:` — the return key on a text field. A strategy whose source has one
    /// implements it (seeds 000 and 002 resign); the default moves focus to the next text input in
    /// layout order and dismisses the keyboard after the last one: the scene's app behaviour for
    /// the strategies whose source says nothing about the return key.
    mutating func textFieldShouldReturn(_ field: ViewID, in app: inout App) -> Bool

    /// `UITextViewDelegate`'s editing callbacks: a controller that implements only
    /// `UITextFieldDelegate` (the seeds) never hears about a text view. The defaults do nothing.
    mutating func textViewShouldBeginEditing(_ textView: ViewID, in app: inout App) -> Bool
    /// `textViewDidBeginEditing:` — for a text view UIKit posts the keyboard's "will"
    /// notifications first (docs/facts.md §4.2).
    mutating func textViewDidBeginEditing(_ textView: ViewID, in app: inout App)
    mutating func textViewShouldEndEditing(_ textView: ViewID, in app: inout App) -> Bool
    mutating func textViewDidEndEditing(_ textView: ViewID, in app: inout App)

    mutating func keyboardWillShow(_ notification: KeyboardNotification, in app: inout App)
    mutating func keyboardDidShow(_ notification: KeyboardNotification, in app: inout App)
    mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App)
    mutating func keyboardDidHide(_ notification: KeyboardNotification, in app: inout App)
    mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App)
    mutating func keyboardDidChangeFrame(_ notification: KeyboardNotification, in app: inout App)

    /// A timer set with `App.schedule(after:_:)` fired.
    mutating func timerFired(_ name: String, in app: inout App)

    /// The keyboard layout guide moves without any notification: the user drags the keyboard
    /// (interactive dismissal) to `frame` (screen coordinates) over `duration` seconds at the
    /// finger's even speed. Only constraints on `keyboardLayoutGuide` follow (WWDC23 10281);
    /// code that listens for notifications is never called (docs/facts.md §11.4).
    mutating func keyboardLayoutGuideWillTrack(_ frame: Rect, duration: Double, in app: inout App)

    /// The interface is turning to a screen of `size` (`viewWillTransition(to:with:)`). It runs
    /// inside UIKit's rotation animation of `duration` seconds, after the controller's view took
    /// its new frame, so changes made here move with the turn, as in the transition
    /// coordinator's `animate(alongsideTransition:)`.
    mutating func viewWillTransition(to size: Size, duration: Double, in app: inout App)
}

extension ViewController {
    public mutating func viewDidLoad(in app: inout App) {}
    public mutating func textFieldShouldBeginEditing(_ field: ViewID, in app: inout App) -> Bool { true }
    public mutating func textFieldDidBeginEditing(_ field: ViewID, in app: inout App) {}
    public mutating func textFieldShouldEndEditing(_ field: ViewID, in app: inout App) -> Bool { true }
    public mutating func textFieldDidEndEditing(_ field: ViewID, in app: inout App) {}
    public mutating func textFieldShouldReturn(_ field: ViewID, in app: inout App) -> Bool {
        if let next = app.textInput(after: field) {
            app.becomeFirstResponder(next)
        } else {
            app.resignFirstResponder()
        }
        return false
    }
    public mutating func textViewShouldBeginEditing(_ textView: ViewID, in app: inout App) -> Bool { true }
    public mutating func textViewDidBeginEditing(_ textView: ViewID, in app: inout App) {}
    public mutating func textViewShouldEndEditing(_ textView: ViewID, in app: inout App) -> Bool { true }
    public mutating func textViewDidEndEditing(_ textView: ViewID, in app: inout App) {}
    public mutating func keyboardWillShow(_ notification: KeyboardNotification, in app: inout App) {}
    public mutating func keyboardDidShow(_ notification: KeyboardNotification, in app: inout App) {}
    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {}
    public mutating func keyboardDidHide(_ notification: KeyboardNotification, in app: inout App) {}
    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {}
    public mutating func keyboardDidChangeFrame(_ notification: KeyboardNotification, in app: inout App) {}
    public mutating func timerFired(_ name: String, in app: inout App) {}
    public mutating func keyboardLayoutGuideWillTrack(_ frame: Rect, duration: Double, in app: inout App) {}
    public mutating func viewWillTransition(to size: Size, duration: Double, in app: inout App) {}
}
