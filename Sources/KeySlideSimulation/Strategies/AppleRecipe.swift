import KeySlideGeometry
import KeySlideUIKit

/// Apple's own recipe, "Managing the Keyboard" in the archived *Text Programming Guide for iOS*
/// (listing as reproduced in public gists, docs/facts.md §5.1).
///
/// When the keyboard has appeared (`DidShow`) the scroll view's bottom inset becomes the
/// keyboard's height; if the active field's origin lies outside the view's frame less the
/// keyboard, the scroll view is asked to `scrollRectToVisible` the field. On `WillHide` the insets
/// go back to zero.
///
/// Quirks kept: the begin frame; waiting for `DidShow`; the field's origin, in content
/// coordinates, tested against the view's frame in its superview's coordinates (the offset is
/// ignored); insets reset to zero rather than to what they were.
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
