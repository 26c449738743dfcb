import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// `UITableViewController`'s built-in keyboard avoidance: the app writes no keyboard code at all.
///
/// Apple's "Managing the Keyboard" (Text Programming Guide for iOS) says only that from iOS 3.0 a
/// table view controller "automatically resizes and repositions its table view" for in-line
/// editing. What it does is visible in UIKit's class dumps (docs/library-sources.md §8, docs/facts.md §13.2): a
/// keyboard-support object of the controller observes the keyboard and calls the scroll view's
/// `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:` with the notification's info, which
/// this port follows step by step:
/// - on `WillShow` and on `DidChangeFrame`: measure how far the keyboard's end frame overlaps the
///   table view's frame (`-[UIPeripheralHost getVerticalOverlapForView:usingKeyboardInfo:]`, the
///   table's bottom less the keyboard's top in the table's superview, never below 0), add it to
///   the bottom inset while taking back what the last adjustment added (`lastAdjustment`), and keep
///   the first responder visible: the table scrolls the *cell* holding the field into view
///   (`_setKeepsFirstResponderVisibleOnBoundsChange:`), so the whole row shows, not just the field;
/// - on `WillHide`: the same adjustment with no info — an overlap of 0 — is performed after a delay
///   of 0 (`performSelector:withObject:afterDelay:0`), at the next turn of the run loop, so the
///   inset the adjustment added is taken back after the hide has begun.
///
/// Choices, where the sources stop: from iOS 11 UIKit keeps the keyboard's share in the scroll
/// view's system inset rather than `contentInset`; KeySlide writes it to `contentInset` and counts
/// the bottom safe area the adjusted inset already holds as covered, so the last row rests on the
/// keyboard either way. The delayed restore has no keyboard info, so no duration of its own; it is
/// animated with the hide's duration and curve, alongside the keyboard. A controller presented in a
/// popover or form sheet (`_isInViewControllerThatHandlesKeyboardAvoidance`) is not modelled.
/// Without a table, the scene's scroll view stands in for it. A `UICollectionViewController` shares
/// the mechanism from iOS 9 (docs/facts.md §20.3): in a scene whose view is a collection this is
/// that controller's handling, and on the iOS 6–8 profiles it does nothing. Without any scroll view
/// there is nothing to adjust and the strategy does nothing.
public struct TableViewController: AvoidanceStrategy {
    public static let id = "table-view-controller"
    public static let summary =
        "UITableViewController's own avoidance: the table's bottom inset grows by the keyboard's overlap and the edited row scrolls into view."
    public static let requirements: [StrategyRequirement] = [.scrollView]
    public static let source =
        "UIKit: UITableViewController (Apple, Text Programming Guide for iOS, \"Managing the Keyboard\"; UIKit class dumps)"

    /// `lastAdjustment`: what the previous adjustment added to the bottom inset.
    var adjustmentForKeyboard = 0.0
    /// The hide's animation, for the restore that runs a turn later.
    var hideAnimation: (duration: Double, curve: AnimationCurve)?

    static let restoreTimer = "adjustScrollViewForKeyboardInfo"

    public init() {}

    /// Whether the controller has this handling: a collection view controller only from iOS 9
    /// (UIKit's SDK check, TPKeyboardAvoiding's version test; docs/facts.md §20.3).
    static func handlesKeyboard(in app: App) -> Bool {
        app.librarySettings.viewControllerClass != "UICollectionViewController" || app.profile.majorVersion >= 9
    }

    public mutating func keyboardWillShow(_ notification: KeyboardNotification, in app: inout App) {
        guard Self.handlesKeyboard(in: app) else { return }
        adjust(for: notification, in: &app)
        guard let table = app.scrollView, let field = app.firstResponder else { return }
        // The row, not only the field, is kept in view (a text view outside a cell: its caret,
        // as UIKit keeps it, docs/facts.md §9.4).
        app.scrollRectToVisible(app.rectKeptVisible(for: field, in: table), in: table, animated: true)
    }

    public mutating func keyboardDidChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        guard Self.handlesKeyboard(in: app) else { return }
        adjust(for: notification, in: &app)
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        guard Self.handlesKeyboard(in: app) else { return }
        hideAnimation = (notification.duration ?? 0, notification.curve ?? .easeInOut)
        app.schedule(after: 0, Self.restoreTimer)
    }

    public mutating func timerFired(_ name: String, in app: inout App) {
        guard name == Self.restoreTimer else { return }
        let (duration, curve) = hideAnimation ?? (0, .easeInOut)
        app.animate(withDuration: duration, options: AnimationOptions(curve: curve)) { app in
            self.adjust(for: nil, in: &app)
        }
    }

    /// `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`: the bottom inset carries the
    /// keyboard's overlap with the table (0 with no info), replacing the previous adjustment.
    private mutating func adjust(for notification: KeyboardNotification?, in app: inout App) {
        guard let table = app.scrollView else { return }
        var overlap = 0.0
        if let notification {
            // Both in the table's superview (the window for a root view).
            let keyboard = app.convert(fromScreen: notification.frameEnd, to: app.superview(of: table))
            overlap = max(0, app.frame(of: table).maxY - keyboard.minY)
        }
        // The part of the bottom the adjusted inset already keeps clear (the home indicator's
        // safe area from iOS 11) is not covered twice.
        let alreadyClear = app.adjustedContentInset(of: table).bottom - app.contentInset(of: table).bottom
        let adjustment = max(0, overlap - alreadyClear)
        app.note("overlap", overlap)
        var inset = app.contentInset(of: table)
        inset.bottom += adjustment - adjustmentForKeyboard
        adjustmentForKeyboard = adjustment
        app.setContentInset(inset, of: table)
        app.setScrollIndicatorInsets(inset, of: table)
    }
}
