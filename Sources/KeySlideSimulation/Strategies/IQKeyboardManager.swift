import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// IQKeyboardManager's algorithm (`adjustPosition`, IQKeyboardManager 8.x, docs/facts.md §6.1),
/// reduced to what a single screen needs.
///
/// On `WillShow`, and whenever focus moves while the keyboard is up, it works out how far the
/// field must move up to sit `keyboardDistance` (10 pt) above the keyboard without going under
/// the top bars; the enclosing scroll view scrolls first (its bottom inset grown so it can), then
/// whatever is left moves the root view's frame up, never further than the keyboard's height.
/// It animates with the keyboard's duration and `curve << 16`, beginning from the current state.
/// On `WillHide` everything goes back where it began.
///
/// Left out: nested scroll views, table and collection special cases, text views' own insets,
/// the toolbar, hardware and floating keyboards, safe-area corrections.
public struct IQKeyboardManager: AvoidanceStrategy {
    public static let id = "iq-keyboard-manager"
    public static let summary = "Scrolls the enclosing scroll view, then moves the root view: field 10 pt above the keyboard."
    public static let source = "IQKeyboardManager (hackiftekhar), adjustPosition(), 8.x"

    /// `keyboardDistance`, the library's default (IQKeyboardManager.swift).
    static let keyboardDistance = 10.0

    var textInputView: ViewID?
    var keyboardFrame: Rect?
    var animationDuration = 0.25
    var animationCurve: AnimationOptions = AnimationOptions(curve: .easeOut)
    var topViewBeginOrigin: Point?
    var scrollViewBegin: (view: ViewID, offset: Point, inset: EdgeInsets)?

    public init() {}

    public mutating func textFieldDidBeginEditing(_ textField: ViewID, in app: inout App) {
        textInputView = textField
        if keyboardFrame != nil { adjustPosition(in: &app) }
    }

    public mutating func keyboardWillShow(_ notification: KeyboardNotification, in app: inout App) {
        keyboardFrame = notification.frameEnd
        // Fallbacks when the notification carries nothing: 0.25 s, ease-out (IQKeyboardNotification).
        if let duration = notification.duration, duration > 0 { animationDuration = duration }
        if let curve = notification.curve { animationCurve = AnimationOptions(curve: curve) }
        adjustPosition(in: &app)
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        keyboardFrame = nil
        restorePosition(in: &app)
    }

    mutating func adjustPosition(in app: inout App) {
        guard let field = textInputView, let keyboardFrame else { return }
        let root = app.rootView
        if topViewBeginOrigin == nil { topViewBeginOrigin = app.frame(of: root).origin }
        let window = app.screenSize

        // The keyboard grown by the distance, clipped to the window.
        let keyboardHeight = min(keyboardFrame.height + Self.keyboardDistance, window.height)
        let fieldInWindow = app.convert(app.bounds(of: field), from: field, to: nil)
        let fieldInRootSuperview = app.convert(app.bounds(of: field), from: field, to: app.superview(of: root))
        let topGuide = app.topLayoutGuide
        var moveUp = min(fieldInRootSuperview.minY - topGuide, fieldInWindow.maxY - (window.height - keyboardHeight))
        moveUp = moveUp.rounded(.towardZero)
        app.note("moveUp", moveUp)

        let options: AnimationOptions = [animationCurve, .beginFromCurrentState, .allowUserInteraction]
        app.animate(withDuration: animationDuration, options: options) { app in
            // 1. The enclosing scroll view scrolls first, as far as the field allows.
            if let scroll = app.enclosingScrollView(of: field) {
                if scrollViewBegin == nil { scrollViewBegin = (scroll, app.contentOffset(of: scroll), app.contentInset(of: scroll)) }
                let scrollInWindow = app.convert(app.bounds(of: scroll), from: scroll, to: nil)
                var inset = app.contentInset(of: scroll)
                inset.bottom = max(scrollViewBegin?.inset.bottom ?? 0, keyboardHeight - (window.height - scrollInWindow.maxY))
                app.setContentInset(inset, of: scroll)
                let offset = app.contentOffset(of: scroll).y
                let fieldInScroll = app.convert(app.bounds(of: field), from: field, to: scroll)
                // Never scroll the field above the top of the visible area.
                let highest = fieldInScroll.minY - max(0, topGuide - scrollInWindow.minY)
                let range = app.contentOffsetRange(of: scroll).y
                let wanted = min(offset + moveUp, highest)
                let newOffset = min(max(wanted, range.lowerBound), range.upperBound)
                if newOffset != offset {
                    app.setContentOffset(Point(x: app.contentOffset(of: scroll).x, y: newOffset), of: scroll, animated: false)
                    moveUp -= newOffset - offset
                }
            }
            // 2. Whatever is left moves the root view.
            var rootFrame = app.frame(of: root)
            if moveUp > 0 {
                rootFrame.origin.y = max(rootFrame.origin.y - moveUp, min(0, -keyboardHeight))
                app.setFrame(rootFrame, of: root)
            } else if moveUp < 0, let begin = topViewBeginOrigin {
                let disturbDistance = rootFrame.origin.y - begin.y
                if disturbDistance < 0 {
                    rootFrame.origin.y -= max(moveUp, disturbDistance)
                    app.setFrame(rootFrame, of: root)
                }
            }
        }
    }

    mutating func restorePosition(in app: inout App) {
        let root = app.rootView
        let begin = topViewBeginOrigin, scroll = scrollViewBegin
        app.animate(withDuration: animationDuration, options: [animationCurve, .beginFromCurrentState]) { app in
            if let begin {
                var frame = app.frame(of: root)
                frame.origin = begin
                app.setFrame(frame, of: root)
            }
            if let scroll {
                app.setContentInset(scroll.inset, of: scroll.view)
                app.setContentOffset(scroll.offset, of: scroll.view, animated: false)
            }
        }
        topViewBeginOrigin = nil
        scrollViewBegin = nil
    }
}
