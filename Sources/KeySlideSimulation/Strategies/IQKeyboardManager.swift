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
///   what shows above the screen's bottom (IQN `IQKeyboardInfo.swift` L185–197).
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
/// - The enclosing scroll view is saved with its offset and inset (L179, L336–377) and scrolls
///   first (L397–492): a positive move scrolls by the move while the view is not scrolled far
///   above its top, else nothing moves (L413–414, L483–485); a move ≤ 0 scrolls down only when
///   the field's top is above the top guide, otherwise the move becomes 0 — a visible field is not
///   scrolled back, and the root view is not moved down either (L431–437, L483–485). A table
///   view takes that same branch: the table case (L416–422) looks for a table view *above* the
///   scroll view (`superviewOf` starts at the superview), and from iOS 11 the scroll view found
///   is the table itself.
/// - The target is capped only by the field's own top, never clamped to the content (L456–463);
///   for a text view that scrolls, also so its top stays below the top guide, and then nothing
///   else moves (L530–568).
/// - The offset is assigned in the keyboard's animation, or in a table view set with
///   `setContentOffset(_:animated: true)`, the scroll view's own animation (L570–593).
/// - Then the bottom inset grows to the grown keyboard's overlap (never below the starting
///   inset) less the scroll view's own bottom safe area, which `adjustedContentInset` adds back,
///   and the indicator inset to that less the distance and the root's safe area; only when the
///   inset changes (L606–647).
/// - The rest moves the root view's origin: up, never above −(ungrown keyboard height)
///   (L689–718); down only while it is above its saved origin (L720–748).
/// - Hide (L210–250): the root view's origin, then the scroll view's insets come back; its
///   offset only with `restoreContentOffset` (scene `libraries.iqKeyboardManager.restoreContentOffset`,
///   default false, `IQScrollViewConfiguration.swift` L46–96); a further animation only pulls an
///   offset beyond max(content height, frame height) − frame height back to that bound, ignoring
///   every inset (L755–796).
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
/// - One scroll view, not the walk outward through nested ones (L409–487, L441–453): scenes nest
///   no scroll views.
/// - No collection views or stack views (L423–430, L582–590): scenes have neither.
/// - A text view's own bottom content inset (L197–203, L649–687) is left out: KeySlide's text
///   views show their last lines and do not scroll their text, so the inset would change nothing
///   on screen.
/// - The indicator insets restored are the starting content inset, which in KeySlide they equal
///   (`IQScrollViewConfiguration.swift` L43, L69–71).
/// - No per-field distance, search bars, enable modes or disabled classes (§1.6): scenes give one
///   distance. No iOS 26 keyboard (IQN L132–144): there is no iOS 26 profile.
/// - No rotation or interactive pop handling (`IQActiveConfiguration.swift` L88–130): a scene
///   keeps its orientation and has no navigation stack.
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
        if keyboardHeightOnScreen > 0 { adjustPosition(in: &app) }
    }

    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        keyboardChanged(notification, in: &app)
    }

    public mutating func keyboardWillShow(_ notification: KeyboardNotification, in app: inout App) {
        keyboardChanged(notification, in: &app)
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        keyboardChanged(notification, in: &app)
    }

    /// IQKeyboardNotification and the active configuration: a notification whose height on
    /// screen equals the last one's is dropped; otherwise it shows, changes or hides.
    mutating func keyboardChanged(_ notification: KeyboardNotification, in app: inout App) {
        let onScreenRect = notification.frameEnd.intersection(app.screenBounds)
        let visible = onScreenRect.map { $0.height > 0 && $0.width > 0 } ?? false
        // IQKeyboardInfo L188–197: a floating keyboard (narrower than the screen, above its bottom)
        // counts as 0; otherwise what shows above the screen's bottom — only the bar of a
        // hardware keyboard. (IQ needs iOS 13, so a portrait-fixed window never reaches this rule.)
        let end = notification.frameEnd
        let screen = app.screenBounds
        let floating = !app.windowIsRotated && end.width < screen.width && end.maxY < screen.maxY
        let onScreen = visible && !floating ? min(end.height, screen.maxY - end.minY) : 0
        guard onScreen != keyboardHeightOnScreen else { return }
        keyboardHeightOnScreen = onScreen
        keyboardFrame = notification.frameEnd
        // Fallbacks when the notification carries nothing: 0.25 s, ease-out (IQKeyboardInfo L104–117).
        animationDuration = notification.duration.flatMap { $0 > 0 ? $0 : nil } ?? 0.25
        animationCurve = AnimationOptions(curve: notification.curve ?? .easeOut)
        if onScreen > 0 { adjustPosition(in: &app) } else { restorePosition(in: &app) }
    }

    var options: AnimationOptions { [animationCurve, .beginFromCurrentState, .allowUserInteraction] }

    mutating func adjustPosition(in app: inout App) {
        guard let field = textInputView, app.firstResponder == field, keyboardHeightOnScreen > 0 else { return }
        let root = app.rootView
        if rootBeginOrigin == nil {
            rootBeginOrigin = app.frame(of: root).origin
            rootSafeAreaBottom = app.safeAreaInsets(of: root).bottom
        }
        let window = app.screenSize
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

        let rootHeightOfKeyboard = keyboardHeightOnScreen
        app.animate(withDuration: animationDuration, options: options) { app in
            if let scroll = app.enclosingScrollView(of: field) {
                moveUp = scrollFirst(scroll, field: field, moveUp: moveUp, topGuide: topGuide, in: &app)
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

    /// `adjustScrollViewContentOffsets` (L397–492) for one scroll view: returns the move left over.
    mutating func scrollFirst(
        _ scroll: ViewID, field: ViewID, moveUp: Double, topGuide: Double, in app: inout App
    ) -> Double {
        if scrollViewBegin == nil {
            scrollViewBegin = (scroll, app.contentOffset(of: scroll), app.contentInset(of: scroll))
        }
        let offset = app.contentOffset(of: scroll)
        let fieldInRootSuperview = app.convert(app.bounds(of: field), from: field, to: app.superview(of: app.rootView))
        var move = moveUp
        if move > 0 {
            // L413–414: scroll while the view is not scrolled far above its top; else L483–485.
            guard move > -offset.y - app.contentInset(of: scroll).top else { return 0 }
        } else {
            // L431–437, L483–485: a visible field is not scrolled back; one above the top guide
            // is scrolled down just enough. A table view takes this branch too: the table case
            // (L416–422) looks for a table view above the scroll view, and from iOS 11 the scroll
            // view found is the table itself.
            guard fieldInRootSuperview.minY < topGuide else { return 0 }
            move = fieldInRootSuperview.minY - topGuide
        }
        // L456–463: no clamp to the content; capped only by the field's own top.
        let fieldInScroll = app.convert(app.bounds(of: field), from: field, to: scroll)
        var target = min(offset.y - min(offset.y, -move), fieldInScroll.minY)
        // L530–568: a text view that scrolls its own text keeps its top below the top guide, and
        // nothing more moves (the library then insets the text view itself, L649–687).
        if app.textViewScrolls(field), target >= 0 {
            // The source measures in the window, which is the root's superview here (upright even
            // in a portrait-fixed window, which IQ, needing iOS 13, never meets).
            target = min(target, offset.y + fieldInRootSuperview.minY - topGuide)
            move = 0
        } else {
            move -= target - offset.y
        }
        guard target != offset.y else { return move }
        // L570–593: a table view (or a stack view, not modelled) scrolls with setContentOffset's
        // own animation; other scroll views have the offset assigned in the keyboard's animation.
        let isTable = app.viewKeptVisible(for: field) != field
        app.setContentOffset(Point(x: offset.x, y: target), of: scroll, animated: isTable)
        return move
    }

    /// `adjustScrollViewContentInset` L606–647: the grown keyboard's overlap, never below the
    /// starting inset, less the scroll view's own bottom safe area; only when it changes. The
    /// indicator inset leaves out the distance and the root's saved safe area (L617–618, L624–628).
    mutating func growInset(of scroll: ViewID, keyboardHeight: Double, in app: inout App) {
        let window = app.screenSize
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
        let isTable = textInputView.map { app.viewKeptVisible(for: $0) != $0 } ?? false
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
        // max(content, frame) − frame back, ignoring every inset.
        if let scroll {
            app.animate(withDuration: animationDuration, options: options) { app in
                let offset = app.contentOffset(of: scroll.view)
                let height = app.frame(of: scroll.view).height
                let limit = max(app.contentSize(of: scroll.view).height, height) - height
                if offset.y > limit {
                    // L780–788: animated by the scroll view itself in a table view.
                    app.setContentOffset(Point(x: offset.x, y: limit), of: scroll.view, animated: isTable)
                }
            }
        }
        rootBeginOrigin = nil
        scrollViewBegin = nil
    }
}
