import KeySlideGeometry
import KeySlideUIKit

/// IQKeyboardManager's own inset of a text view that scrolls its text, and what it does when the
/// keyboard hides during an interactive pop. Read at `a55dbfc9`, as `IQKeyboardManager.swift` says.
extension IQKeyboardManager {
    /// `adjustTextInputViewContentInset` (`Position.swift` L649–687), called for a text view whose
    /// scrolling is enabled (L193–203), after the scroll views and before the root view: the
    /// keyboard's top, at the window's height less the keyboard's own height (not grown by the
    /// distance or the safe area), overlaps the root view's superview by its bottom less that top;
    /// the text view may be as tall as that superview less the top guide and the overlap. A text
    /// view taller, once its bottom inset is taken off, gets the rest of its height as its bottom
    /// inset, less its own bottom safe area (`adjustedContentInset` adds that back), and the same
    /// indicator inset, in the keyboard's animation. The starting inset is saved the first time
    /// (`startingTextViewConfiguration`, L665–669). The text view keeps its last line and caret
    /// above its bottom inset (`TextInputMetrics.shownLineCount`).
    mutating func adjustTextViewInset(of textView: ViewID, topGuide: Double, in app: inout App) {
        let window = app.windowBounds
        let keyboardTop = window.height - keyboardHeightOnScreen
        let rootSuperview = app.superview(of: app.rootView)
        let rootSuperviewInWindow = rootSuperview.map { app.convert(app.bounds(of: $0), from: $0, to: nil) } ?? window
        let overlap = rootSuperviewInWindow.maxY - keyboardTop
        let available = rootSuperviewInWindow.height - topGuide - overlap
        let frameHeight = app.frame(of: textView).height
        let height = min(frameHeight, available)
        var inset = app.contentInset(of: textView)
        guard frameHeight - inset.bottom > height else { return }
        if textViewBegin == nil { textViewBegin = (textView, inset) }
        inset.bottom = frameHeight - height - app.safeAreaInsets(of: textView).bottom
        app.note("textViewInset", inset.bottom)
        guard inset != app.contentInset(of: textView) else { return }
        app.animate(withDuration: animationDuration, options: options) { app in
            app.setContentInset(inset, of: textView)
            app.setScrollIndicatorInsets(inset, of: textView)
        }
    }

    /// `setupTextInputView` and `banishTextInputViewSetup` (`IQKeyboardManager+ActiveConfiguration.swift`
    /// L83–125): before every show or change, enabled or not, and after the hide's restore, the
    /// saved text view gets its starting inset back, in the keyboard's animation, and is forgotten.
    /// Ending editing alone restores nothing (the library hears only begin editing,
    /// `IQActiveConfiguration.swift` L232–246).
    mutating func restoreTextViewInset(in app: inout App) {
        guard let begin = textViewBegin else { return }
        textViewBegin = nil
        guard app.contentInset(of: begin.view) != begin.inset else { return }
        app.animate(withDuration: animationDuration, options: options) { app in
            app.setContentInset(begin.inset, of: begin.view)
            app.setScrollIndicatorInsets(begin.inset, of: begin.view)
        }
    }

    /// A hide (`IQActiveConfiguration.swift` L87–124): restore the root view, the scroll view and
    /// the text view and forget them — unless the navigation controller's interactive pop
    /// gesture is active (`IQRootControllerConfiguration.swift` L69–84: began or changed), as it is
    /// when UIKit resigns the field at a swipe's start (docs/facts.md §19.4). Then the library
    /// sends no hide: nothing is restored or forgotten, and it watches the root view's frame for
    /// an origin of zero with the gesture over (L90–119). A root view IQ moved up keeps its
    /// origin, so it slides away or back still moved up, over the window where the keyboard was
    /// (#1361, #1422). The watch's own re-adjust is not modelled (docs/facts.md §19.4).
    mutating func keyboardHid(in app: inout App) {
        if app.interactivePopIsActive {
            app.note("hideDuringInteractivePop", 1)
            return
        }
        restorePosition(in: &app)
        restoreTextViewInset(in: &app)
    }
}
