import KeySlideGeometry
import KeySlideUIKit

/// Apple's own recipe, "Managing the Keyboard" in the archived *Text Programming Guide for iOS*,
/// the listing as published before its 2018-01-16 revision and reproduced in public gists
/// (docs/facts.md §5.1, docs/library-sources.md §4).
///
/// Where it follows the listing, line by line:
/// - `textFieldDidBeginEditing:` / `textFieldDidEndEditing:` keep `activeField`.
/// - `keyboardWasShown:` on `DidShow`: the keyboard's size from `UIKeyboardFrameBeginUserInfoKey`,
///   the scroll view's bottom inset and indicator inset set to its height; if the active field's
///   origin is not inside the view's frame less the keyboard's height, `scrollRectToVisible` of the
///   field's frame, animated.
/// - `keyboardWillBeHidden:` on `WillHide`: both insets back to zero.
///
/// Its quirks are kept on purpose: the begin frame (the 2018 revision corrected it to the end
/// frame, docs/facts.md §4.3.1); waiting for `DidShow`, so the inset changes after the keyboard has
/// stopped; the field's origin in content coordinates tested against the view's frame in its
/// superview's (the offset is ignored); no coordinate conversion; insets reset to zero rather than to
/// what they were. The listing is a `UITextFieldDelegate` recipe, so a text view never becomes
/// `activeField` and gets nothing beyond what UIKit itself does.
///
/// Where it does not: nothing of the listing is left out; the listing's view controller, outlets and
/// notification registration are the scene's.
public struct AppleRecipe: AvoidanceStrategy {
    public static let id = "apple-recipe"
    public static let summary =
        "Apple's listing: bottom inset on DidShow, scrollRectToVisible if the field's origin is hidden."
    public static let source = "Apple, Text Programming Guide for iOS, \"Managing the Keyboard\" (archived)"
    /// It insets and scrolls the scroll view holding the fields, and touches nothing else.
    public static let requirements: [StrategyRequirement] = [.scrollView]

    var activeField: ViewID?

    public init() {}

    public mutating func textFieldDidBeginEditing(_ textField: ViewID, in app: inout App) { activeField = textField }
    public mutating func textFieldDidEndEditing(_ textField: ViewID, in app: inout App) { activeField = nil }

    // keyboardWasShown:
    public mutating func keyboardDidShow(_ notification: KeyboardNotification, in app: inout App) {
        guard let scrollView = app.scrollView, let activeField else { return }
        let kbSize = notification.frameBegin.size
        let contentInsets = EdgeInsets(top: 0, left: 0, bottom: kbSize.height, right: 0)
        app.setContentInset(contentInsets, of: scrollView)
        app.setScrollIndicatorInsets(contentInsets, of: scrollView)

        // If the active field is hidden by the keyboard, scroll it so it's visible.
        var aRect = app.frame(of: app.rootView)
        aRect.size.height -= kbSize.height
        if !aRect.contains(app.frame(of: activeField).origin) {
            app.scrollRectToVisible(app.frame(of: activeField), in: scrollView, animated: true)
        }
    }

    // keyboardWillBeHidden:
    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        guard let scrollView = app.scrollView else { return }
        app.setContentInset(.zero, of: scrollView)
        app.setScrollIndicatorInsets(.zero, of: scrollView)
    }
}
