import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// SwiftUI's automatic keyboard avoidance (iOS 14 and later): the app writes no keyboard code.
///
/// What is modelled, from the public sources (docs/library-sources.md §9, docs/facts.md §13.3): SwiftUI lays a view out
/// inside the safe area, and from iOS 14 the keyboard is one of the safe area's regions
/// (`SafeAreaRegions.keyboard`): while it shows, the bottom of the safe area is the keyboard's top
/// (or the home indicator's safe area, whichever is higher). The hosting view lays its content out
/// again for the new safe area inside the keyboard's own animation, so everything moves in step
/// with the keyboard. How the content follows depends on its layout, which a scene states:
/// - a plain view is a vertical stack (`view.stack`): kept at the top (`VStack` then `Spacer()`),
///   centred (a `VStack` between spacers, SwiftUI's default for a lone stack) — it moves up by half
///   of what the keyboard takes and may leave the top of the screen — or at the bottom; elements
///   with `pin: bottom` sit below a `Spacer()` and ride on the keyboard;
/// - a scroll view (`ScrollView`, `Form`, `List`) is made shorter so it ends at the keyboard and
///   scrolls a focused single-line field into view, in the same animation; a multi-line one (a
///   `TextField` with `axis: .vertical` or a `TextEditor`, a scene's text view) is not scrolled
///   and stays under the keyboard, as public issues report (docs/facts.md §13.3), and UIKit's own
///   scroll of the first responder does not run on a SwiftUI screen;
/// - `.ignoresSafeArea(.keyboard)` (`view.ignoresKeyboardSafeArea: true`) opts out: nothing moves
///   and the keyboard covers what is under it.
///
/// Not modelled: layouts a scene cannot state (`GeometryReader`, `.safeAreaInset`, nested stacks
/// with their own spacers, `.scrollDismissesKeyboard`), SwiftUI's own spring when it differs from
/// the keyboard's curve, and iOS 14's stutter of laying out twice. SwiftUI exists from iOS 13 and
/// avoids the keyboard from iOS 14; on older profiles this shows what the same rule would do.
public struct SwiftUIKeyboardSafeArea: AvoidanceStrategy {
    public static let id = "swiftui-keyboard-safe-area"
    public static let summary =
        "SwiftUI (iOS 14+): the keyboard joins the bottom safe area and the layout follows it in the keyboard's animation."
    public static let source =
        "SwiftUI: SafeAreaRegions.keyboard, ignoresSafeArea(_:edges:) (Apple documentation, iOS 14)"

    /// The resizable view's height when it rests on the safe-area bottom with the keyboard hidden.
    var restingHeight: Double?

    public init() {}

    /// What shrinks for the keyboard: the scroll view when there is one (a `ScrollView` or
    /// `Form`), else the root view holding the stack.
    private func container(in app: App) -> ViewID { app.scrollView ?? app.rootView }

    public mutating func viewDidLoad(in app: inout App) {
        app.keepsFirstResponderVisible = false
        let view = container(in: app)
        let bounds = app.bounds(of: view)
        // A SwiftUI view lays out inside the safe area: a stack rests on its bottom.
        let safeBottom = view == app.rootView ? app.safeAreaInsets(of: view).bottom : 0
        restingHeight = bounds.height - safeBottom
        guard safeBottom > 0 else { return }
        resize(view, to: bounds.height - safeBottom, in: &app)
    }

    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        // SwiftUI reads the keyboard's frame, which stays on screen through a turn: the hide and
        // show a rotation posts change no safe area (docs/facts.md §11.6).
        guard !app.isRotating else { return }
        layOut(above: notification.frameEnd, duration: notification.duration ?? 0, curve: notification.curve, in: &app)
    }

    /// A turn lays the hosting view out again for the new screen's safe area, in the turn's animation.
    public mutating func viewWillTransition(to size: Size, duration: Double, in app: inout App) {
        let view = container(in: app)
        let safeBottom = view == app.rootView ? app.safeAreaInsets(of: view).bottom : 0
        let height = app.bounds(of: view).height - safeBottom
        restingHeight = height
        guard !app.librarySettings.ignoresKeyboardSafeArea else { return resize(view, to: height, in: &app) }
        let keyboard = app.keyboardScreenFrame(top: app.isKeyboardShown ? app.keyboardShownTop : size.height)
        layOut(above: keyboard, duration: duration, curve: .easeInOut, in: &app)
    }

    /// The resizable view laid out with the safe area's bottom on the top of a keyboard whose frame
    /// is `keyboardFrame` (screen coordinates), animated with `duration` and `curve`.
    private func layOut(above keyboardFrame: Rect, duration: Double, curve: AnimationCurve?, in app: inout App) {
        guard !app.librarySettings.ignoresKeyboardSafeArea, let restingHeight else { return }
        let view = container(in: app)
        let bounds = app.bounds(of: view)
        // The keyboard's top in the view's own coordinates (upright even in a portrait-fixed window),
        // against where UIKit is about to put a sheet: SwiftUI is laid out by the system that
        // moves it (docs/facts.md §17.7). A phone's sheet grows the root view after this.
        var sheet = app.sheetChange(towardKeyboard: keyboardFrame)
        if view != app.rootView { sheet.growth = 0 }
        let keyboard = app.convert(fromScreen: keyboardFrame, to: view).offsetBy(dx: 0, dy: -sheet.move)
        let largest = restingHeight + (view == app.rootView ? sheet.heightOverResting : 0)
        let height = max(0, min(largest, keyboard.minY - bounds.minY))
        app.note("safeAreaBottom", largest - height)
        let options = AnimationOptions(curve: curve ?? .easeInOut)
        app.animate(withDuration: duration, options: options) { app in
            self.resize(view, to: height - sheet.growth, in: &app)
            // A ScrollView brings the focused single-line field into view in the same layout
            // pass, at the height it ends with once a sheet has grown; a multi-line one it leaves
            // where it is (docs/facts.md §13.3).
            if app[view].kind == .scroll, let field = app.firstResponder, app[field].kind != .textView {
                let rect = app.convert(app.bounds(of: field), from: field, to: view)
                app.setContentOffset(app.offsetShowing(rect, in: view, height: height), of: view, animated: false)
            }
        }
    }

    /// `view` made `height` tall, its top where it is.
    private func resize(_ view: ViewID, to height: Double, in app: inout App) {
        let bounds = app.bounds(of: view)
        let resized = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
        app.setFrame(app.convert(resized, from: view, to: app.superview(of: view)), of: view)
    }
}
