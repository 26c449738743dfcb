import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// IQKeyboardManager 8.0.2's `adjustPosition()` and `restorePosition()`, reduced to one screen.
/// Read at hackiftekhar/IQKeyboardManager `a55dbfc9` (8.0.2 + 3 commits) with IQKeyboardNotification
/// 1.0.7 (IQN) and IQKeyboardToolbarManager 1.1.6 (IQTM); `Position.swift` is
/// `IQKeyboardManager+Position.swift`. The step-by-step reading is docs/library-sources.md §1.
///
/// Where it follows its source, line by line:
/// - Trigger: the first keyboard notification whose end height differs from the last one —
///   normally `WillChangeFrame` — and begin editing of a text field or a text view while the
///   keyboard is up (`IQActiveConfiguration.swift` L181, L75–132, L232–246). For a text view the
///   keyboard's notifications come first (docs/facts.md §4.2), so its begin editing is where it
///   moves (`TextViewDelegates.swift`).
/// - Height: 0 for a floating keyboard (narrower than the screen, above its bottom), otherwise
///   the screen's height less the frame's top, so an undocked keyboard counts down to the
///   screen's bottom (IQN `IQKeyboardInfo.swift` L185–197).
/// - Duration and curve: the notification's, 0.25 s when absent or 0, ease-out when absent
///   (IQN L104–117); options `curve << 16`, `allowUserInteraction`, `beginFromCurrentState`
///   (IQN L77–79, L169–177), for adjust and restore alike.
/// - The root view's origin and bottom safe-area inset are saved when it first moves
///   (`IQRootControllerConfiguration.swift` L35–38).
/// - The keyboard is grown by `keyboardDistance` (scene `libraries.iqKeyboardManager.distance`,
///   default 10 pt, `IQKeyboardManager.swift` L112) and again by that saved bottom safe area,
///   then intersected with `window.frame`, whose origin is {0, 0} while the keyboard's frame is the
///   screen's: a window above the screen's bottom meets less of it (`Position.swift` L275–297).
/// - Top guide: max(status bar and navigation bar, root `directionalLayoutMargins.top`); bottom
///   guide: the root's bottom layout margin, 0 for a text view whose scrolling is enabled — a
///   growing one has it off (L141–150, L299–316; `App.textViewScrolls`).
/// - Move = min(field top − top guide, field bottom − visible height + bottom guide), truncated
///   toward zero (L318–334). So on a phone with a home indicator the gap above the keyboard is
///   distance + safe area + margin: 10 + 34 + 34 = 78 pt on an iPhone 15 (§1.7).
/// - Which scroll view (L152–165, IQKeyboardCore `superviewOf`, `IQKeyboardManager+Hierarchy.swift`):
///   the nearest enclosing one, passing over one whose superview is a table view or a table cell
///   or whose class starts with "_", then over one whose scrolling is disabled or that is marked
///   `ignoreScrollingAdjustment` (scene classes: `View.className`, `View.isScrollEnabled`).
/// - It is saved with its offset and inset; focus moving under another scroll view, or none,
///   restores the saved one first (L179, L336–394).
/// - It scrolls first, then each adjustable scroll view above it in turn, each taking what it can
///   of the move (L397–492): a positive move scrolls by the move while the view is not scrolled
///   far above its top, else the move becomes 0 and the walk stops (L413–414, L483–485); a move
///   ≤ 0 scrolls down only when the field's top is above the top guide, otherwise the move
///   becomes 0 — a visible field is not scrolled back, and the root view is not moved down either
///   (L431–437, L483–485). Under a table view found *above* the scroll view (`superviewOf`
///   starts at the superview, so a table itself takes the plain branch) a move ≤ 0 keeps the
///   previous row below the top guide (L416–422, L495–510).
/// - Each target is capped by the top of the field, or of the scroll view just scrolled, inside
///   it, never clamped to the content (L456–463); in the outermost one, for a text view that
///   scrolls, also so its top stays below the top guide, and then nothing else moves (L530–568).
/// - The offset is assigned in the keyboard's animation, or in a table view set with
///   `setContentOffset(_:animated: true)`, the scroll view's own animation (L570–593).
/// - Then the bottom inset grows to the grown keyboard's overlap (never below the starting
///   inset) less the scroll view's own bottom safe area, which `adjustedContentInset` adds back,
///   and the indicator inset to that less the distance and the root's safe area; only when the
///   inset changes (L606–647).
/// - A text view that scrolls its text, after the scroll views: the keyboard's own height (not
///   grown) overlaps the root view's superview by its bottom less the keyboard's top, and the text
///   view may be that superview's height less the top guide and the overlap tall; what it has
///   beyond that, less its bottom inset, becomes its bottom content inset less its own bottom
///   safe area, and its indicator inset (L193–203, L649–687; `IQKeyboardManager+TextView.swift`).
///   The starting inset comes back before every show or change and after the hide
///   (`IQKeyboardManager+ActiveConfiguration.swift` L83–125). The text view keeps its last line
///   and caret above the inset (`TextInputMetrics.shownLineCount`).
/// - The rest moves the root view's origin: up, never above −(ungrown keyboard height)
///   (L689–718); down only while it is above its saved origin (L720–748).
/// - A controller in `disabledDistanceHandlingClasses` (`UITableViewController`,
///   `UIInputViewController`, `UIAlertController`, `IQKeyboardManager.swift` L156–160) is left
///   alone: shows and changes restore instead (`IQKeyboardManager+Internal.swift` L31–76,
///   `IQKeyboardManager+ActiveConfiguration.swift` L48–68). A scene whose view is a table is a
///   `UITableViewController` (`LibrarySettings.viewControllerClass`), and that controller's own
///   avoidance (`TableViewController`) runs beside IQ, as in an app.
/// - Hide (L210–250): the root view's origin, then the saved scroll view's insets come back; its
///   offset only with `restoreContentOffset` (scene `libraries.iqKeyboardManager.restoreContentOffset`,
///   default false, `IQScrollViewConfiguration.swift` L46–96); a further animation only pulls an
///   offset beyond max(content height, frame height) − frame height back to that bound, ignoring
///   every inset, in that scroll view and every one above it, disabled or not (L755–796).
/// - A hide while the navigation controller's interactive pop gesture is active (UIKit resigns the
///   field as a swipe back starts, docs/facts.md §19.4) is not sent on: nothing is restored or
///   forgotten (`IQActiveConfiguration.swift` L87–124, `IQRootControllerConfiguration.swift`
///   L69–84), so a root view IQ moved up slides away, or back, still moved up over the window
///   where the keyboard was: the black band of #1361 and #1422. The keyboard a cancelled swipe
///   brings back is a change measured from there, where the root's bottom margin no longer holds
///   the home indicator's safe area, so the root view comes down by it (34 pt on an iPhone 15),
///   as #1963 reports.
/// - Toolbar (IQTM `IQKeyboardToolbarManager+Toolbar.swift` L58–66, L86–98, L107–123, L170–190):
///   with `enableAutoToolbar` (scene `libraries.iqKeyboardManager.toolbar`), every text input
///   without an accessory of the app's own gets a toolbar of its own as its `inputAccessoryView` —
///   Prev, Next and Done with sibling inputs, Done alone without — 44 pt tall (IQKeyboardToolbar
///   `IQKeyboardToolbar.swift` L147–163, 58 only on iOS 26), so every keyboard frame is 44 pt
///   taller and the gap is measured from the toolbar's top. Off by default: 8.x moved it to
///   IQKeyboardToolbarManager, whose `isEnabled` is false (`IQKeyboardToolbarManager.swift`
///   L48–50; `MIGRATION GUIDE 7.0 TO 8.0.md` L4–7), though the bridge's doc comment still says
///   "Default is YES" (`IQKeyboardManager+ToolbarManager.swift` L50–55); 7.x had it on.
///
/// Where it does not, and why:
/// - The view that moves is always the scene's root view (`UIView+Parent.swift` L40–90 picks the
///   top controller's view inside navigation and tab bar controllers): a scene has one controller.
/// - No stack views (L582–590; `belowView` in `superviewOf`). Collection views are tables' peers
///   (L423–430, L512–527, L582–590; docs/facts.md §20.5).
/// - A text view's inset is drawn as whole lines above it (the last ones, the caret on the last),
///   set when IQ sets it rather than sliding with the keyboard; its safe area, which UIKit adds
///   back, is not drawn, so a text view reaching into the home indicator's strip shows that much
///   more than a phone would.
/// - The indicator insets restored are the starting content inset, which in KeySlide they equal
///   (`IQScrollViewConfiguration.swift` L43, L69–71).
/// - No per-field distance, search bars, enable modes or `enabledDistanceHandlingClasses` (§1.6):
///   scenes give one distance and one controller. The toolbar stays in a table view controller:
///   IQTM's own `disabledToolbarClasses` are UIAlertController and UIInputViewController
///   (IQTM `IQKeyboardToolbarManager.swift` L75–78). Its iOS 26 hide-frame fix (IQN L132–144)
///   changes nothing: KeySlide's iOS 26 keyboard hides with no accessory height left on screen.
/// - No rotation handling (`IQActiveConfiguration.swift` L88, L126–130, L184–193): a scene's
///   `rotate` goes unheard. After a swipe's hide the library watches the root view's frame and,
///   at an origin of zero with the gesture over, adjusts again with the keyboard of that moment
///   (L102–119): KeySlide observes no frames and leaves that out. A root view IQ moved up has no
///   such origin until the next hide restores it.
/// - The toolbar is attached when the view loads rather than at each begin editing, which is the
///   same to the keyboard (the source attaches it on the begin-editing notification, before the
///   keyboard's, docs/facts.md §4.2); its buttons are drawn, not pressed (the timeline's
///   `returnKey` moves on).
public struct IQKeyboardManager: AvoidanceStrategy {
    public static let id = "iq-keyboard-manager"
    public static let summary =
        "Scrolls the enclosing scroll view, then moves the root view: field 10 pt (+ safe area, margin) above the "
        + "keyboard."
    public static let source = "IQKeyboardManager (hackiftekhar) 8.0.2, adjustPosition() / restorePosition()"

    var textInputView: ViewID?
    /// The last keyboard end frame, and its height on screen (0 while hidden).
    var keyboardFrame: Rect?
    var keyboardHeightOnScreen = 0.0
    var animationDuration = 0.25
    var animationCurve = AnimationOptions(curve: .easeOut)
    var rootBeginOrigin: Point?
    var rootSafeAreaBottom = 0.0
    var scrollViewBegin: (view: ViewID, offset: Point, inset: EdgeInsets)?
    /// The text view whose bottom inset IQ set, with its starting inset (`startingTextViewConfiguration`).
    var textViewBegin: (view: ViewID, inset: EdgeInsets)?
    /// UIKit's own avoidance in a `UITableViewController`, the controller IQ steps aside for: it
    /// runs beside IQ there, as it does in an app, and in a collection view controller, which IQ
    /// does not step aside for (`hasControllerAvoidance`, docs/facts.md §20.5).
    var tableViewController = TableViewController()

    public init() {}

    /// The toolbar's height before iOS 26 (IQTB `IQKeyboardToolbar.swift` L147–163).
    static let toolbarHeight = 44.0

    /// `addToolbarIfRequired` for every text input, when `enableAutoToolbar` is on.
    public mutating func viewDidLoad(in app: inout App) {
        guard app.librarySettings.enableAutoToolbar else { return }
        let inputs = app.textInputs
        // L86–98: Prev and Next only when the input has siblings; Done always.
        let items = inputs.count > 1 ? ["Prev", "Next", "Done"] : ["Done"]
        for input in inputs where app[input].inputAccessory == nil {
            let toolbar = InputAccessoryView(
                name: "IQKeyboardToolbar.\(app[input].name)", height: Self.toolbarHeight, items: items)
            app.setInputAccessory(toolbar, of: input)
        }
    }

    public mutating func textFieldDidBeginEditing(_ textField: ViewID, in app: inout App) {
        textInputView = textField
        // Begin editing with the keyboard up is a "change" event (IQActiveConfiguration L80–85).
        if keyboardHeightOnScreen > 0 { adjustOrRestore(in: &app) }
    }

    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        keyboardChanged(notification, in: &app)
    }

    public mutating func keyboardWillShow(_ notification: KeyboardNotification, in app: inout App) {
        keyboardChanged(notification, in: &app)
        if Self.hasControllerAvoidance(app) { tableViewController.keyboardWillShow(notification, in: &app) }
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        keyboardChanged(notification, in: &app)
        if Self.hasControllerAvoidance(app) { tableViewController.keyboardWillHide(notification, in: &app) }
    }

    public mutating func keyboardDidChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        if Self.hasControllerAvoidance(app) { tableViewController.keyboardDidChangeFrame(notification, in: &app) }
    }

    public mutating func timerFired(_ name: String, in app: inout App) {
        if Self.hasControllerAvoidance(app) { tableViewController.timerFired(name, in: &app) }
    }

    /// IQKeyboardNotification and the active configuration: a notification whose height on
    /// screen equals the last one's is dropped; otherwise it shows, changes or hides.
    mutating func keyboardChanged(_ notification: KeyboardNotification, in app: inout App) {
        let onScreenRect = notification.frameEnd.intersection(app.screenBounds)
        let visible = onScreenRect.map { $0.height > 0 && $0.width > 0 } ?? false
        // IQKeyboardInfo L188–197: a floating keyboard (narrower than the screen, above its bottom)
        // counts as 0; any other counts from its top to the screen's bottom, never below 0 — only
        // the bar of a hardware keyboard, and for an undocked iPad keyboard in the screen's middle
        // the empty space below it too (docs/facts.md §11.3). (IQ needs iOS 13, so a
        // portrait-fixed window never reaches this rule.)
        let end = notification.frameEnd
        let screen = app.screenBounds
        let floating = !app.windowIsRotated && end.width < screen.width && end.maxY < screen.maxY
        let onScreen = visible && !floating ? max(0, screen.maxY - end.minY) : 0
        guard onScreen != keyboardHeightOnScreen else { return }
        keyboardHeightOnScreen = onScreen
        keyboardFrame = notification.frameEnd
        // Fallbacks when the notification carries nothing: 0.25 s, ease-out (IQKeyboardInfo L104–117).
        animationDuration = notification.duration.flatMap { $0 > 0 ? $0 : nil } ?? 0.25
        animationCurve = AnimationOptions(curve: notification.curve ?? .easeOut)
        if onScreen > 0 { adjustOrRestore(in: &app) } else { keyboardHid(in: &app) }
    }

    /// A show or a change (`IQKeyboardManager+ActiveConfiguration.swift` L48–68): adjust where
    /// IQ handles distance, restore in a disabled controller — a table view controller's.
    mutating func adjustOrRestore(in app: inout App) {
        restoreTextViewInset(in: &app)
        if Self.handlesDistance(in: app) { adjustPosition(in: &app) } else { restorePosition(in: &app) }
    }

    var options: AnimationOptions { [animationCurve, .beginFromCurrentState, .allowUserInteraction] }

    /// `getKeyboardSize` (`Position.swift` L275–297): IQN's end frame — its top, down to the
    /// screen's bottom — grown upward by the distance and the root's saved bottom safe area, then
    /// intersected with `window.frame`. That frame starts at {0, 0} even for a window smaller than
    /// the screen, while the keyboard's frame is the screen's (docs/facts.md §18.2): in a window
    /// that ends above the screen's bottom the two meet by less than the keyboard covers, or not at
    /// all. In a full-screen window this is the grown height, clipped to the window's.
    func grownKeyboardHeight(distance: Double, in app: App) -> Double {
        guard let end = keyboardFrame else { return 0 }
        let growth = distance + rootSafeAreaBottom
        let grown = Rect(x: end.minX, y: end.minY - growth, width: end.width, height: keyboardHeightOnScreen + growth)
        return grown.intersection(app.windowBounds)?.height ?? 0
    }

    mutating func adjustPosition(in app: inout App) {
        guard let field = textInputView, app.firstResponder == field, keyboardHeightOnScreen > 0 else { return }
        let root = app.rootView
        if rootBeginOrigin == nil {
            rootBeginOrigin = app.frame(of: root).origin
            rootSafeAreaBottom = app.safeAreaInsets(of: root).bottom
        }
        let window = app.windowBounds.size
        let distance = app.librarySettings.keyboardDistance
        let keyboardHeight = grownKeyboardHeight(distance: distance, in: app)
        let fieldInWindow = app.convert(app.bounds(of: field), from: field, to: nil)
        let fieldInRootSuperview = app.convert(app.bounds(of: field), from: field, to: app.superview(of: root))
        // getLayoutGuides L299–316.
        let margins = app.rootLayoutMargins
        let topGuide = max(app.topLayoutGuide, margins.top)
        // L141–147: a text view "is scrollable" when its scrolling is enabled.
        let bottomGuide = app.textViewScrolls(field) ? 0 : margins.bottom
        var moveUp = min(
            fieldInRootSuperview.minY - topGuide, fieldInWindow.maxY - (window.height - keyboardHeight) + bottomGuide)
        moveUp = moveUp.rounded(.towardZero)
        app.note("moveUp", moveUp)
        app.note("bottomGuide", bottomGuide)
        // L152–165, L179: the scroll view to adjust, saved when first found.
        setUpScrollViewConfiguration(Self.adjustableScrollView(above: field, in: app), in: &app)

        let rootHeightOfKeyboard = keyboardHeightOnScreen
        app.animate(withDuration: animationDuration, options: options) { app in
            if let scroll = scrollViewBegin?.view {
                moveUp = scrollOutward(
                    from: scroll, field: field, moveUp: moveUp, topGuide: topGuide,
                    fieldInRootSuperview: fieldInRootSuperview, in: &app)
                growInset(of: scroll, keyboardHeight: keyboardHeight, in: &app)
            }
            // L193–203: a text view that scrolls its text insets itself.
            if app.textViewScrolls(field) { adjustTextViewInset(of: field, topGuide: topGuide, in: &app) }
            // adjustRootController L689–753: whatever is left moves the root view.
            var rootFrame = app.frame(of: root)
            if moveUp >= 0 {
                let y = max(rootFrame.origin.y - moveUp, min(0, -rootHeightOfKeyboard))
                if y != rootFrame.origin.y {
                    rootFrame.origin.y = y
                    app.setFrame(rootFrame, of: root)
                }
            } else if let begin = rootBeginOrigin {
                let disturbDistance = rootFrame.origin.y - begin.y
                if disturbDistance <= 0 {
                    rootFrame.origin.y -= max(moveUp, disturbDistance)
                    app.setFrame(rootFrame, of: root)
                }
            }
        }
    }

    mutating func restorePosition(in app: inout App) {
        let root = app.rootView
        let begin = rootBeginOrigin
        let scroll = scrollViewBegin
        let restoreOffset = app.librarySettings.restoreContentOffset
        // A table view's offset moves with its own animation (`IQScrollViewConfiguration.swift`
        // L86–94, `Position.swift` L780–788).
        let isTable = scroll.map { Self.scrollsWithOwnAnimation($0.view, in: app) } ?? false
        app.animate(withDuration: animationDuration, options: options) { app in
            if let begin, app.frame(of: root).origin != begin {
                var frame = app.frame(of: root)
                frame.origin = begin
                app.setFrame(frame, of: root)
            }
            if let scroll {
                app.setContentInset(scroll.inset, of: scroll.view)
                app.setScrollIndicatorInsets(scroll.inset, of: scroll.view)
                if restoreOffset { app.setContentOffset(scroll.offset, of: scroll.view, animated: isTable) }
            }
        }
        // restoreScrollViewContentOffset L755–796: a second animation pulls an offset beyond
        // max(content, frame) − frame back, ignoring every inset, in the saved scroll view and
        // every one above it — `superviewOf` alone, so disabled ones too (L794).
        if let scroll {
            app.animate(withDuration: animationDuration, options: options) { app in
                var current: ViewID? = scroll.view
                while let view = current {
                    let offset = app.contentOffset(of: view)
                    let height = app.frame(of: view).height
                    let limit = max(app.contentSize(of: view).height, height) - height
                    if offset.y > limit {
                        // L780–788: animated by the scroll view itself in a table view.
                        let animated = view == scroll.view ? isTable : Self.scrollsWithOwnAnimation(view, in: app)
                        app.setContentOffset(Point(x: offset.x, y: limit), of: view, animated: animated)
                    }
                    current = Self.superScrollView(of: view, in: app)
                }
            }
        }
        rootBeginOrigin = nil
        scrollViewBegin = nil
    }
}
