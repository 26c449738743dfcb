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
///   clipped to the window (`Position.swift` L275–297).
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
/// - A text view's own bottom content inset (L197–203, L649–687) is left out: KeySlide's text
///   views show their last lines and do not scroll their text, so the inset would change nothing
///   on screen.
/// - The indicator insets restored are the starting content inset, which in KeySlide they equal
///   (`IQScrollViewConfiguration.swift` L43, L69–71).
/// - No per-field distance, search bars, enable modes or `enabledDistanceHandlingClasses` (§1.6):
///   scenes give one distance and one controller. The toolbar stays in a table view controller:
///   IQTM's own `disabledToolbarClasses` are UIAlertController and UIInputViewController
///   (IQTM `IQKeyboardToolbarManager.swift` L75–78). Its iOS 26 hide-frame fix (IQN L132–144)
///   changes nothing: KeySlide's iOS 26 keyboard hides with no accessory height left on screen.
/// - No rotation or interactive-pop handling (`IQActiveConfiguration.swift` L88–130): a scene's
///   `rotate` and `interactivePop` go unheard (so its swipe-back bugs, #1361, are not reproduced).
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
        if onScreen > 0 { adjustOrRestore(in: &app) } else { restorePosition(in: &app) }
    }

    /// A show or a change (`IQKeyboardManager+ActiveConfiguration.swift` L48–68): adjust where
    /// IQ handles distance, restore in a disabled controller — a table view controller's.
    mutating func adjustOrRestore(in app: inout App) {
        if Self.handlesDistance(in: app) { adjustPosition(in: &app) } else { restorePosition(in: &app) }
    }

    var options: AnimationOptions { [animationCurve, .beginFromCurrentState, .allowUserInteraction] }

    mutating func adjustPosition(in app: inout App) {
        guard let field = textInputView, app.firstResponder == field, keyboardHeightOnScreen > 0 else { return }
        let root = app.rootView
        if rootBeginOrigin == nil {
            rootBeginOrigin = app.frame(of: root).origin
            rootSafeAreaBottom = app.safeAreaInsets(of: root).bottom
        }
        let window = app.windowBounds.size
        let distance = app.librarySettings.keyboardDistance
        // getKeyboardSize L275–297: grown by the distance and the saved bottom safe area.
        let keyboardHeight = min(keyboardHeightOnScreen + distance + rootSafeAreaBottom, window.height)
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

    /// `adjustScrollViewContentOffsets` (L397–492): from the saved scroll view outward through
    /// every adjustable one above it, each scrolls what it can of the move; returns what is left.
    mutating func scrollOutward(
        from first: ViewID, field: ViewID, moveUp: Double, topGuide: Double, fieldInRootSuperview: Rect,
        in app: inout App
    ) -> Double {
        var move = moveUp
        var lastView = field
        var current: ViewID? = first
        while let scroll = current {
            let offset = app.contentOffset(of: scroll)
            if move > 0 {
                // L413–414: scroll while the view is not scrolled far above its top; else L483–485.
                guard move > -offset.y - app.contentInset(of: scroll).top else { return 0 }
            } else if let list = Self.listAbove(scroll, in: app) {
                // L416–430: a table or collection view *above* the scroll view (`superviewOf` starts
                // at the superview, so one itself takes the next branch) keeps the previous cell.
                guard offset.y > 0 else { return 0 }
                move = Self.moveKeepingPreviousRow(
                    move, field: field, table: list.view, isCell: list.isCell, topGuide: topGuide, in: app)
            } else {
                // L431–437, L483–485: a visible field is not scrolled back; one above the top
                // guide is scrolled down just enough. Measured before any scroll view moved.
                guard fieldInRootSuperview.minY < topGuide else { return 0 }
                move = min(0, fieldInRootSuperview.minY - topGuide)
            }
            // L441–453: the next scroll view out, found before this one moves.
            let next = Self.adjustableScrollView(above: scroll, in: app)
            // L456–463: no clamp to the content; capped by the top of the field, or of the
            // scroll view just scrolled, inside this one.
            let lastViewRect = app.convert(app.frame(of: lastView), from: app.superview(of: lastView), to: scroll)
            var target = min(offset.y - min(offset.y, -move), lastViewRect.minY)
            // L530–568: in the outermost scroll view, a text view that scrolls its own text keeps
            // its top below the top guide, and nothing more moves (the library then insets the
            // text view itself, L649–687). The source measures in the window, which is the root's
            // superview here (upright even in a portrait-fixed window, which IQ, needing iOS 13,
            // never meets).
            if app.textViewScrolls(field), next == nil, target >= 0 {
                let fieldNow = app.convert(app.bounds(of: field), from: field, to: app.superview(of: app.rootView))
                target = min(target, offset.y + fieldNow.minY - topGuide)
                move = 0
            } else {
                move -= target - offset.y
            }
            if target != offset.y {
                // L570–593: a table or collection view (or a stack view, not modelled) scrolls with
                // setContentOffset's own animation; other scroll views have the offset assigned
                // in the keyboard's animation.
                let animated = Self.scrollsWithOwnAnimation(scroll, in: app)
                app.setContentOffset(Point(x: offset.x, y: target), of: scroll, animated: animated)
            }
            lastView = scroll
            current = next
        }
        return move
    }

    /// `setupActiveScrollViewConfiguration` (L336–377): the scroll view found is saved (offset,
    /// inset) the first time; when focus moves to a field under another one, or under none, the
    /// saved one is restored first (L353–373).
    mutating func setUpScrollViewConfiguration(_ found: ViewID?, in app: inout App) {
        guard let saved = scrollViewBegin else {
            if let found { scrollViewBegin = (found, app.contentOffset(of: found), app.contentInset(of: found)) }
            return
        }
        guard found != saved.view else { return }
        restoreScrollViewIfChanged(saved, in: &app)
        scrollViewBegin = found.map { ($0, app.contentOffset(of: $0), app.contentInset(of: $0)) }
    }

    /// `restoreScrollViewConfigurationIfChanged` (L379–394, `IQScrollViewConfiguration.swift`
    /// L46–99): the inset, and the offset with `restoreContentOffset`, in the keyboard's animation.
    mutating func restoreScrollViewIfChanged(
        _ saved: (view: ViewID, offset: Point, inset: EdgeInsets), in app: inout App
    ) {
        let restoreOffset = app.librarySettings.restoreContentOffset
        let offsetChanged = restoreOffset && app.contentOffset(of: saved.view) != saved.offset
        guard app.contentInset(of: saved.view) != saved.inset || offsetChanged else { return }
        app.animate(withDuration: animationDuration, options: options) { app in
            if app.contentInset(of: saved.view) != saved.inset { app.setContentInset(saved.inset, of: saved.view) }
            app.setScrollIndicatorInsets(saved.inset, of: saved.view)
            if offsetChanged {
                app.setContentOffset(
                    saved.offset, of: saved.view, animated: Self.scrollsWithOwnAnimation(saved.view, in: app))
            }
        }
    }

    /// `adjustScrollViewContentInset` L606–647: the grown keyboard's overlap, never below the
    /// starting inset, less the scroll view's own bottom safe area; only when it changes. The
    /// indicator inset leaves out the distance and the root's saved safe area (L617–618, L624–628).
    mutating func growInset(of scroll: ViewID, keyboardHeight: Double, in app: inout App) {
        let window = app.windowBounds.size
        let scrollInWindow = app.convert(app.bounds(of: scroll), from: scroll, to: nil)
        var inset = app.contentInset(of: scroll)
        let overlap = keyboardHeight - (window.height - scrollInWindow.maxY)
        let starting = scrollViewBegin?.inset.bottom ?? 0
        let safeBottom = app.safeAreaInsets(of: scroll).bottom
        let bottom = max(starting, overlap) - safeBottom
        guard bottom != inset.bottom else { return }
        inset.bottom = bottom
        app.setContentInset(inset, of: scroll)
        var indicators = inset
        let distanceAndSafeArea = app.librarySettings.keyboardDistance + rootSafeAreaBottom
        indicators.bottom = max(starting, overlap - distanceAndSafeArea) - safeBottom
        app.setScrollIndicatorInsets(indicators, of: scroll)
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
