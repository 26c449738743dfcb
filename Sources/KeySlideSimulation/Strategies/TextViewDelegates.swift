import KeySlideUIKit

// The libraries that watch text views as well as text fields. The seeds implement only
// `UITextFieldDelegate` and so never hear about a text view (`ViewController`'s defaults).

extension TPKeyboardAvoiding {
    /// TPKeyboardAvoidingScrollView observes `UITextViewTextDidBeginEditingNotification` as well as
    /// the text-field one, both with `TPKeyboardAvoiding_scrollToActiveTextField` (TPKA,
    /// `TPKeyboardAvoidingScrollView.m`, `setup`). For a text view it arrives after the keyboard's
    /// "will" notifications (docs/facts.md §4.2), so it re-centres the caret the timer already set.
    public mutating func textViewDidBeginEditing(_ textView: ViewID, in app: inout App) {
        textFieldDidBeginEditing(textView, in: &app)
    }
}

extension IQKeyboardManager {
    /// IQKeyboardManager observes `UITextViewTextDidBeginEditingNotification` too (IQ
    /// `IQTextInputViewNotification`); for a text view it comes after the keyboard's notifications,
    /// which found no input yet, so this is where the text view is moved (IQ issue 271:
    /// "For TextView, Keyboard Notification methods get called first").
    public mutating func textViewDidBeginEditing(_ textView: ViewID, in app: inout App) {
        textFieldDidBeginEditing(textView, in: &app)
    }
}
