import KeySlideGeometry
import KeySlideUIKit

/// Seed 003, "iPad: Resize view to account for keyboard (updated)" — Apple's "Managing the
/// Keyboard" recipe adapted to an iPad split view whose detail pane has a toolbar.
///
/// On `DidShow` it sets the scroll view's bottom inset to the keyboard's height, shrinks the
/// visible rectangle by the keyboard and the toolbar, and if the edited field's *origin* is not
/// inside it, asks the scroll view to `scrollRectToVisible` the field; it saves the offset first.
/// On `WillHide` it clears the inset and scrolls back to the saved offset.
///
/// Quirks kept: the keyboard rectangle is converted with `convertRect:toView:nil` — from the view
/// *to* the window, the wrong direction, which happens to give the right height — from the begin
/// frame; only the field's origin point is tested; the field origin is shifted by the offset and
/// then converted to the superview while the visible rectangle is in the view's own frame; and
/// everything waits for `DidShow`. Clearing the inset before scrolling back clamps the offset
/// first, which moves the content at once.
///
/// The wiring of `activeField`, which the article leaves to the reader ("It is up to you to wire
/// up the activeField ivar"): the ivar is a `UIView *`, not the recipe's text field, so the port
/// sets it from both delegate protocols — `textFieldDidBeginEditing:` and
/// `textViewDidBeginEditing:`, cleared by their `didEndEditing:`. A text view's begin call comes
/// after the keyboard's "will" notifications but long before `DidShow` (docs/facts.md §4.2), so
/// the `DidShow` handler finds a text view as it finds a text field.
public struct ScrollRectToVisible: AvoidanceStrategy {
    public static let id = "scroll-rect-to-visible"
    public static let summary =
        "Sets the bottom inset and scrollRectToVisible on DidShow; origin-point test; restores the offset."
    public static let source = "seed 003: \"iPad: Resize view to account for keyboard (updated)\""
    /// It insets and scrolls the scroll view holding the fields, and touches nothing else.
    public static let requirements: [StrategyRequirement] = [.scrollView]

    /// The article's instance variables.
    var originalOffset = Point.zero
    var activeField: ViewID?

    public init() {}

    public mutating func textFieldDidBeginEditing(_ textField: ViewID, in app: inout App) {
        activeField = textField
    }

    public mutating func textFieldDidEndEditing(_ textField: ViewID, in app: inout App) {
        activeField = nil
    }

    public mutating func textViewDidBeginEditing(_ textView: ViewID, in app: inout App) {
        activeField = textView
    }

    public mutating func textViewDidEndEditing(_ textView: ViewID, in app: inout App) {
        activeField = nil
    }

    public mutating func keyboardDidShow(_ notification: KeyboardNotification, in app: inout App) {
        guard let scrollView = app.scrollView, let activeField else { return }
        let view = app.rootView
        var kbRect = notification.frameBegin
        kbRect = app.convert(kbRect, from: view, to: nil)
        let contentInsets = EdgeInsets(top: 0, left: 0, bottom: kbRect.height, right: 0)
        app.setContentInset(contentInsets, of: scrollView)
        app.setScrollIndicatorInsets(contentInsets, of: scrollView)

        var aRect = app.frame(of: view)
        aRect.size.height -= kbRect.height
        aRect.size.height -= app.toolbar.map { app.frame(of: $0).height } ?? 0
        var fieldOrigin = app.frame(of: activeField).origin
        fieldOrigin.y -= app.contentOffset(of: scrollView).y
        fieldOrigin = app.convert(fieldOrigin, from: view, to: app.superview(of: view))
        originalOffset = app.contentOffset(of: scrollView)
        app.note("visibleHeight", aRect.height)
        if !aRect.contains(fieldOrigin) {
            app.scrollRectToVisible(app.frame(of: activeField), in: scrollView, animated: true)
        }
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        guard let scrollView = app.scrollView else { return }
        app.setContentInset(.zero, of: scrollView)
        app.setScrollIndicatorInsets(.zero, of: scrollView)
        app.setContentOffset(originalOffset, of: scrollView, animated: true)
    }
}
