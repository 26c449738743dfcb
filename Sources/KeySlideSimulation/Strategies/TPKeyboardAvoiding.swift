import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// TPKeyboardAvoiding's algorithm (michaeltyson/TPKeyboardAvoiding,
/// `UIScrollView+TPKeyboardAvoidingAdditions.m`, docs/facts.md §6.2), for a scroll view.
///
/// It listens to `WillChangeFrame` as "will show". A hundredth of a second later (the library's
/// `dispatch_after`, so the caret rect is valid) it sets the bottom inset to the keyboard's
/// overlap with the scroll view and scrolls so the focused field sits in the middle of the
/// visible height, at least 20 pt from its edge — with the old `beginAnimations` API, the
/// keyboard's duration and raw curve, beginning from the current state. Focus moving while the
/// keyboard is up re-centres the new field; `WillHide` restores the inset.
///
/// Follows its source in centring the caret rect of the focused input (`App.caretRect(of:)`) and
/// in using the adjusted top inset (docs/library-sources.md §2.2). Left out (§2.4): the late
/// block a hide schedules, indicator insets, paging, the computed content size, the table and
/// collection subclasses, its own return-key handling.
public struct TPKeyboardAvoiding: AvoidanceStrategy {
    public static let id = "tp-keyboard-avoiding"
    public static let summary =
        "Insets the scroll view by the keyboard's overlap and centres the field, 0.01 s after WillChangeFrame."
    public static let source = "TPKeyboardAvoiding (Michael Tyson), UIScrollView+TPKeyboardAvoidingAdditions.m"
    /// It insets and scrolls the scroll view holding the fields, and touches nothing else.
    public static let requirements: [StrategyRequirement] = [.scrollView]

    /// `kMinimumScrollOffsetPadding`.
    static let minimumScrollOffsetPadding = 20.0

    var keyboardVisible = false
    var keyboardRect = Rect.zero
    var priorInset: EdgeInsets?
    var animationDuration = 0.25
    var animationCurve = AnimationCurve.easeInOut

    public init() {}

    // TPKeyboardAvoiding_keyboardWillShow: (registered for WillChangeFrame)
    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        guard let scroll = app.scrollView else { return }
        let rect = app.convert(notification.frameEnd, from: nil, to: scroll)
        // The keyboard leaving also posts WillChangeFrame; WillHide handles that.
        guard !rect.isEmpty, notification.frameEnd.minY < app.screenBounds.maxY,
            notification.frameEnd.minX < app.screenBounds.maxX
        else { return }
        keyboardRect = rect
        keyboardVisible = true
        if priorInset == nil { priorInset = app.contentInset(of: scroll) }
        animationDuration = notification.duration ?? animationDuration
        animationCurve = notification.curve ?? animationCurve
        // "dispatch_async did not result in a sufficient-enough delay" (TPKeyboardAvoiding PR #212).
        app.schedule(after: 0.01, "adjustForKeyboard")
    }

    public mutating func timerFired(_ name: String, in app: inout App) {
        guard name == "adjustForKeyboard", keyboardVisible, let scroll = app.scrollView, let field = app.firstResponder,
            app.enclosingScrollView(of: field) == scroll
        else { return }
        app.beginAnimations()
        app.setAnimationCurve(animationCurve)
        app.setAnimationDuration(animationDuration)
        app.setAnimationBeginsFromCurrentState(true)

        var inset = app.contentInset(of: scroll)
        inset.bottom = contentInsetBottomForKeyboard(in: app, scroll: scroll)
        app.setContentInset(inset, of: scroll)
        let viewableHeight = app.bounds(of: scroll).height - inset.top - inset.bottom
        let offset = idealOffset(for: field, viewingAreaHeight: viewableHeight, scroll: scroll, in: app)
        app.note("idealOffset", offset)
        app.setContentOffset(Point(x: app.contentOffset(of: scroll).x, y: offset), of: scroll, animated: false)

        app.commitAnimations()
    }

    // TPKeyboardAvoiding_scrollToActiveTextField, on UITextFieldTextDidBeginEditingNotification.
    public mutating func textFieldDidBeginEditing(_ textField: ViewID, in app: inout App) {
        guard keyboardVisible, let scroll = app.scrollView, app.enclosingScrollView(of: textField) == scroll else {
            return
        }
        let inset = app.contentInset(of: scroll)
        let visibleSpace = app.bounds(of: scroll).height - inset.top - inset.bottom
        let offset = idealOffset(for: textField, viewingAreaHeight: visibleSpace, scroll: scroll, in: app)
        // The library animates the offset itself rather than with setContentOffset:animated:,
        // which "interferes with UIScrollView behavior".
        app.animate(withDuration: animationDuration) { app in
            app.setContentOffset(Point(x: app.contentOffset(of: scroll).x, y: offset), of: scroll, animated: false)
        }
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        guard let scroll = app.scrollView else { return }
        keyboardRect = .zero
        keyboardVisible = false
        app.beginAnimations()
        app.setAnimationCurve(notification.curve ?? animationCurve)
        app.setAnimationDuration(notification.duration ?? animationDuration)
        if let priorInset { app.setContentInset(priorInset, of: scroll) }
        app.commitAnimations()
        priorInset = nil
    }

    /// `TPKeyboardAvoiding_contentInsetForKeyboard`: how much of the keyboard overlaps the
    /// scroll view's visible bounds.
    func contentInsetBottomForKeyboard(in app: App, scroll: ViewID) -> Double {
        let bounds = app.bounds(of: scroll)
        return max(keyboardRect.height - max(keyboardRect.maxY - bounds.maxY, 0), 0)
    }

    /// `TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:` (`Additions.m` L366–447):
    /// centre the caret rect of a text input (L406–426; text fields and text views both conform to
    /// `UITextInput`), or the whole view otherwise, in the visible height, at least the minimum
    /// padding from its top, within the content. The top inset is `adjustedContentInset` from
    /// iOS 11 (L380–388), while the viewing height keeps the plain inset (L116, L230).
    func idealOffset(for view: ViewID, viewingAreaHeight: Double, scroll: ViewID, in app: App) -> Double {
        let contentSize = app.contentSize(of: scroll)
        let topInset = app.adjustedContentInset(of: scroll).top
        let target = app.caretRect(of: view) ?? app.bounds(of: view)
        let subviewRect = app.convert(target, from: view, to: scroll)
        var padding = (viewingAreaHeight - subviewRect.height) / 2
        if padding < Self.minimumScrollOffsetPadding { padding = Self.minimumScrollOffsetPadding }
        var offset = subviewRect.minY - padding - topInset
        if offset > contentSize.height - viewingAreaHeight - topInset {
            offset = contentSize.height - viewingAreaHeight - topInset
        }
        if offset < -topInset { offset = -topInset }
        return offset
    }
}
