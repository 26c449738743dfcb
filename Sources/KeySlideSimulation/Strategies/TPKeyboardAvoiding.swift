import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// TPKeyboardAvoiding 1.3.5's algorithm for a scroll view (michaeltyson/TPKeyboardAvoiding at
/// `3217d628`, the tag; `Additions.m` is `UIScrollView+TPKeyboardAvoidingAdditions.m`, `ScrollView.m`
/// `TPKeyboardAvoidingScrollView.m`). The step-by-step reading is docs/library-sources.md §2.
///
/// Where it follows its source, line by line:
/// - Which scroll view: each one whose class is the library's (`TPKeyboardAvoidingScrollView`,
///   `…TableView`, `…CollectionView`, the scene's `View.className`), anywhere in the tree, nested
///   too, each observing the keyboard for itself with its own saved inset (`ScrollView.m` L20–25,
///   `Additions.m` L26–36), acting for a first responder anywhere beneath it (L248–256). A scene
///   naming none, with one scroll view and no class given, has that one stand in for it.
/// - `WillChangeFrame` runs the "will show" handler and `WillHide` the hide handler; text-field and
///   text-view begin editing both run `scrollToActiveTextField` (`ScrollView.m` L20–25;
///   `TextViewDelegates.swift`).
/// - "Will show" (`Additions.m` L52–128): the end frame converted from the screen; an empty one
///   marks the keyboard hidden (L60–63); the inset before the keyboard is saved only when it was
///   not visible (L71–77), so after a third-party keyboard's empty first post the inset of that
///   moment is saved and the hide puts it back; the duration kept for later focus moves (L56).
/// - 0.01 s later (`dispatch_after`, L94–99; "dispatch_async did not result in a sufficient-enough
///   delay", pull request 212), in a `beginAnimations` block with the notification's raw curve and
///   duration, beginning from the current state (L102–110): the bottom inset becomes the keyboard's
///   overlap with the bounds (L112, L352–364), the first responder's ideal offset is assigned
///   (L114–121) and the indicator insets follow the inset (L123).
/// - The ideal offset (L366–447): the caret rect of a text input centred in the viewing height —
///   bounds less the plain top and bottom inset (L116, L230) — at least `kMinimumScrollOffsetPadding`,
///   20 pt, from the top; the top inset there is `adjustedContentInset` from iOS 11 (L380–388);
///   never past the bottom, the bottom inset left out on purpose (L434–439), nor above the top.
///   The caret rect is `App.caretRect(of:)`; the whole view only for an input without one.
/// - Focus moving while the keyboard is up (L217–244): the new input's ideal offset, assigned in
///   `animateWithDuration:` with the last stored duration and UIKit's default curve, not with
///   `setContentOffset:animated:` (comment L237–238).
/// - Hide (L140–177): in a `beginAnimations` block with the hide's curve and duration, from the
///   current state, the saved inset and indicator insets come back.
///
/// Where it does not, and why:
/// - The "will show" that a hide's `WillChangeFrame` also runs (its off-screen end frame is not
///   empty, L60) is skipped, and the delayed block re-checks that the keyboard is up and that the
///   first responder is beneath the scroll view: in the source
///   that late block sets the inset to the saved one (the keyboard rect is zero after `WillHide`,
///   L357–358) and finds no first responder, so it changes nothing on screen (issue 84; the quick
///   tap-in-and-out of pull requests 199 and 203 likewise).
/// - `ignoringNotifications` (L65, L149, L207–209, L228) is left out: it only drops notifications
///   with equal frames during its own focus moves, and the return key here is the scene's.
/// - The `setFrame:`/`setContentSize:` overrides (`ScrollView.m` L45–53) recompute an inset that
///   depends only on the keyboard and the bounds, so a growing text view changes nothing; the
///   content size computed from the subviews when it is zero (L84–92, L331–349) never applies, as a
///   scene's scroll view always has a content size; paging is not modelled (L75, L81, L173).
/// - The return key and a tap on the scroll view (`ScrollView.m` L76–86, `Additions.m` L196–215,
///   L264–319): the library moves to the next field by position and resigns after the last; the
///   scene's default moves in layout order and resigns after the last, which is the same for
///   forms laid out top to bottom. The table and collection subclasses' own cell handling is not
///   modelled: they act as the scroll view does, sharing its additions.
/// - A collection view whose delegate is a `UICollectionViewController` registers for nothing from
///   iOS 9 (`hasAutomaticKeyboardAvoidingBehaviour`, `TPKeyboardAvoidingCollectionView.m` L20–21,
///   L54–62): in a scene whose view is a collection the port leaves it alone, and that
///   controller's own handling (`TableViewController`) acts instead, as in an app (docs/facts.md
///   §20.5). The table subclass's like test for a `UITableViewController` is not modelled.
public struct TPKeyboardAvoiding: AvoidanceStrategy {
    public static let id = "tp-keyboard-avoiding"
    public static let summary =
        "Insets the scroll view by the keyboard's overlap and centres the field, 0.01 s after WillChangeFrame."
    public static let source = "TPKeyboardAvoiding (Michael Tyson), UIScrollView+TPKeyboardAvoidingAdditions.m"
    /// It insets and scrolls the scroll view holding the fields, and touches nothing else.
    public static let requirements: [StrategyRequirement] = [.scrollView]

    /// `kMinimumScrollOffsetPadding`.
    static let minimumScrollOffsetPadding = 20.0

    /// The library's three classes, each a scroll view that observes the keyboard itself.
    static let avoidingClasses: Set<String> = [
        "TPKeyboardAvoidingScrollView", "TPKeyboardAvoidingTableView", "TPKeyboardAvoidingCollectionView",
    ]

    /// What each avoiding scroll view keeps in its state object (`Additions.m` L26–36).
    struct ScrollState: Sendable {
        var keyboardRect = Rect.zero
        var priorInset: EdgeInsets?
    }

    var keyboardVisible = false
    var states: [ViewID: ScrollState] = [:]
    var animationDuration = 0.25
    var animationCurve = AnimationCurve.easeInOut
    /// UIKit's own avoidance in a `UICollectionViewController`, which the library steps aside for.
    var collectionViewController = TableViewController()

    public init() {}

    /// `hasAutomaticKeyboardAvoidingBehaviour` for the scene's collection view: its controller is a
    /// `UICollectionViewController` and the iOS is 9 or later.
    static func stepsAside(in app: App) -> Bool {
        app.librarySettings.viewControllerClass == "UICollectionViewController" && app.profile.majorVersion >= 9
    }

    /// The scroll views that are the library's, in tree order: those whose class is one of its
    /// own, anywhere and nested; with none named, a scene's only scroll view with no class given
    /// stands in for a TPKeyboardAvoidingScrollView (a table for a TPKeyboardAvoidingTableView).
    static func avoidingScrollViews(in app: App) -> [ViewID] {
        // The controller's own collection view sets nothing up (`hasAutomaticKeyboardAvoidingBehaviour`).
        let scrolls = app.views.filter { $0.kind == .scroll && !(stepsAside(in: app) && $0.id == app.scrollView) }
        let named = scrolls.filter { $0.className.map(avoidingClasses.contains) ?? false }
        if !named.isEmpty { return named.map(\.id) }
        guard scrolls.count == 1, scrolls[0].className == nil else { return [] }
        return [scrolls[0].id]
    }

    /// `TPKeyboardAvoiding_findFirstResponderBeneathView:` (`Additions.m` L248–256): the first
    /// responder if it lies anywhere under `scroll`.
    static func firstResponder(beneath scroll: ViewID, in app: App) -> ViewID? {
        guard let field = app.firstResponder else { return nil }
        var current = app.superview(of: field)
        while let view = current {
            if view == scroll { return field }
            current = app.superview(of: view)
        }
        return nil
    }

    // TPKeyboardAvoiding_keyboardWillShow: (registered for WillChangeFrame), in each scroll view.
    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        let scrolls = Self.avoidingScrollViews(in: app)
        guard !scrolls.isEmpty else { return }
        // L60–63: an empty end frame (a third-party keyboard's first post) marks the keyboard
        // hidden, so the next show saves the inset of that moment as the one to restore.
        if notification.frameEnd.isEmpty {
            keyboardVisible = false
            return
        }
        // The keyboard leaving also posts WillChangeFrame; WillHide handles that.
        guard notification.frameEnd.minY < app.screenBounds.maxY, notification.frameEnd.minX < app.screenBounds.maxX
        else { return }
        for scroll in scrolls {
            var state = states[scroll] ?? ScrollState()
            state.keyboardRect = app.convert(notification.frameEnd, from: nil, to: scroll)
            // L71–77: the inset before the keyboard, saved only while it is not visible.
            if !keyboardVisible || state.priorInset == nil { state.priorInset = app.contentInset(of: scroll) }
            states[scroll] = state
        }
        keyboardVisible = true
        animationDuration = notification.duration ?? animationDuration
        animationCurve = notification.curve ?? animationCurve
        // "dispatch_async did not result in a sufficient-enough delay" (TPKeyboardAvoiding PR #212).
        app.schedule(after: 0.01, "adjustForKeyboard")
    }

    public mutating func keyboardWillShow(_ notification: KeyboardNotification, in app: inout App) {
        if Self.stepsAside(in: app) { collectionViewController.keyboardWillShow(notification, in: &app) }
    }

    public mutating func keyboardDidChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        if Self.stepsAside(in: app) { collectionViewController.keyboardDidChangeFrame(notification, in: &app) }
    }

    public mutating func timerFired(_ name: String, in app: inout App) {
        if Self.stepsAside(in: app) { collectionViewController.timerFired(name, in: &app) }
        guard name == "adjustForKeyboard", keyboardVisible else { return }
        for scroll in Self.avoidingScrollViews(in: app) {
            guard let field = Self.firstResponder(beneath: scroll, in: app) else { continue }
            adjust(scroll, for: field, in: &app)
        }
    }

    /// The delayed block of "will show" (`Additions.m` L102–126) for one scroll view.
    mutating func adjust(_ scroll: ViewID, for field: ViewID, in app: inout App) {
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
        app.setScrollIndicatorInsets(inset, of: scroll)

        app.commitAnimations()
    }

    // TPKeyboardAvoiding_scrollToActiveTextField, on UITextFieldTextDidBeginEditingNotification.
    public mutating func textFieldDidBeginEditing(_ textField: ViewID, in app: inout App) {
        guard keyboardVisible else { return }
        for scroll in Self.avoidingScrollViews(in: app) {
            guard Self.firstResponder(beneath: scroll, in: app) == textField else { continue }
            let inset = app.contentInset(of: scroll)
            let visibleSpace = app.bounds(of: scroll).height - inset.top - inset.bottom
            let offset = idealOffset(for: textField, viewingAreaHeight: visibleSpace, scroll: scroll, in: app)
            // The library animates the offset itself rather than with setContentOffset:animated:,
            // which "interferes with UIScrollView behavior".
            app.animate(withDuration: animationDuration) { app in
                app.setContentOffset(Point(x: app.contentOffset(of: scroll).x, y: offset), of: scroll, animated: false)
            }
        }
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        if Self.stepsAside(in: app) { collectionViewController.keyboardWillHide(notification, in: &app) }
        keyboardVisible = false
        for scroll in Self.avoidingScrollViews(in: app) {
            let priorInset = states[scroll]?.priorInset
            states[scroll] = ScrollState()
            app.beginAnimations()
            app.setAnimationCurve(notification.curve ?? animationCurve)
            app.setAnimationDuration(notification.duration ?? animationDuration)
            if let priorInset {
                app.setContentInset(priorInset, of: scroll)
                app.setScrollIndicatorInsets(priorInset, of: scroll)
            }
            app.commitAnimations()
        }
    }

    /// `TPKeyboardAvoiding_contentInsetForKeyboard`: how much of the keyboard overlaps the
    /// scroll view's visible bounds.
    func contentInsetBottomForKeyboard(in app: App, scroll: ViewID) -> Double {
        let bounds = app.bounds(of: scroll)
        let keyboardRect = states[scroll]?.keyboardRect ?? .zero
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
