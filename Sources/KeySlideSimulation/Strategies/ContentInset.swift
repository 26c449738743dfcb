import KeySlideGeometry
import KeySlideUIKit

/// Seed 004, "ScrollingFormDemo" (Chris Hulbert).
///
/// The root view is a scroll view. On `WillShow` the bottom content inset becomes the keyboard's
/// height and UIKit itself scrolls the focused field into view — a text field from iOS 8, the
/// article being dated 2014-09-08 (docs/facts.md §9.4); before, the field stays where it is. On
/// `WillHide` the inset goes back to 0 inside an animation block with the notification's duration.
///
/// Quirks kept: it uses the *end* frame (the right one); the inset is set without an animation
/// block — from iOS 7 the handler runs inside the keyboard's animation anyway; the hide block
/// passes only a duration, so it asks for the default ease-in-out curve (from iOS 7 the block is
/// nested in the keyboard's animation and inherits its curve); UIKit's own scroll adds no margin.
///
/// The demo's `scrollView` outlet is the form's scroll view. In a screen with several, the port
/// takes the one holding the edited field (the one the outlet would be wired to), else the first.
public struct ContentInset: AvoidanceStrategy {
    public static let id = "content-inset"
    public static let summary = "Sets the bottom content inset on WillShow and lets UIKit scroll the field into view."
    public static let source = "seed 004: \"ScrollingFormDemo\" (Chris Hulbert)"
    /// It insets and scrolls the scroll view holding the fields, and touches nothing else.
    public static let requirements: [StrategyRequirement] = [.scrollView]

    /// The scroll view the inset was set on, for `WillHide`.
    var scrollView: ViewID?

    public init() {}

    public mutating func keyboardWillShow(_ notification: KeyboardNotification, in app: inout App) {
        guard let view = app.firstResponder.flatMap(app.enclosingScrollView(of:)) ?? app.scrollView else { return }
        scrollView = view
        // Figure out the size of the keyboard.
        let frame = notification.frameEnd

        // Add the keyboard size to the bottom content inset of the scroll view.
        var inset = app.contentInset(of: view)
        inset.bottom = frame.height
        app.setContentInset(inset, of: view)

        // Same for the scroll indicators.
        var scrollInset = app[view].scrollIndicatorInsets
        scrollInset.bottom = frame.height
        app.setScrollIndicatorInsets(scrollInset, of: view)
    }

    /// `textFieldShouldReturn:` (MyFormViewController): the top field moves on to the bottom one,
    /// the bottom one resigns. With more fields, each moves on to the next in layout order and the
    /// last resigns.
    public mutating func textFieldShouldReturn(_ textField: ViewID, in app: inout App) -> Bool {
        if let next = app.textInput(after: textField) {
            app.becomeFirstResponder(next)
        } else {
            app.resignFirstResponder()
        }
        return false
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        guard let view = scrollView ?? app.scrollView, let duration = notification.duration else { return }
        // Animate the insets away, matching the keyboard sliding down.
        app.animate(withDuration: duration) { app in
            var inset = app.contentInset(of: view)
            inset.bottom = 0
            app.setContentInset(inset, of: view)

            var scrollInset = app[view].scrollIndicatorInsets
            scrollInset.bottom = 0
            app.setScrollIndicatorInsets(scrollInset, of: view)
        }
    }
}
