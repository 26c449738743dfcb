import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// `UIKeyboardLayoutGuide` (iOS 15): the root view's bottom edge is constrained to the guide's
/// top, so the view shrinks and grows exactly in step with the keyboard — its curve, its
/// duration — and views pinned to the bottom ride along (docs/facts.md §5.2; Apple's documentation,
/// read in docs/library-sources.md §3).
///
/// Where it follows the documentation, line by line:
/// - With the keyboard off screen the guide's top is the bottom of the safe area
///   (`followsUndockedKeyboard` false, `usesBottomSafeArea` true — scene
///   `libraries.keyboardLayoutGuide.usesBottomSafeArea`), so the constraint already lifts the root
///   view's bottom above the home indicator when the view loads, and a pinned composer moves by the
///   keyboard's height less the safe area (302 pt on an iPhone 15).
/// - It moves with the keyboard's show and hide animations and follows height changes: the
///   constraint change is made inside the keyboard's animation on every frame change, the frame
///   including an input accessory bar (§5.5 of the reading).
/// - An undocked, split or floating keyboard leaves it on the safe area's bottom
///   (`followsUndockedKeyboard` false).
/// - It follows the finger while the user drags the keyboard down, with no notification posted
///   (WWDC23 10281; `keyboardLayoutGuideWillTrack`).
///
/// Where it does not, and why:
/// - The guide is a line the constraints follow; here the root view's frame is what changes, with
///   its pinned elements and `view.stack` layout following it — the same positions for the layouts
///   a scene can state.
/// - A height change the system makes without a notification (docs/facts.md §11.1) is missed: the
///   port hears of the keyboard through notifications, while the real guide tracks the keyboard
///   itself.
/// - `followsUndockedKeyboard = true` and `keyboardDismissPadding` are not offered.
/// - The guide exists from iOS 15; on older profiles (no safe areas) this shows what the same
///   constraint would have done, resting on the view's own bottom.
public struct KeyboardLayoutGuide: AvoidanceStrategy {
    public static let id = "keyboard-layout-guide"
    public static let summary = "The root view's bottom edge tracks the keyboard's top, in step with its animation."
    public static let source = "UIKeyboardLayoutGuide (UIKit, iOS 15), WWDC21 \"Your guide to keyboard layout\""

    /// The root view's height when it rests on the guide with the keyboard hidden.
    var restingHeight: Double?

    public init() {}

    public mutating func viewDidLoad(in app: inout App) {
        let root = app.rootView
        let bounds = app.bounds(of: root)
        let safeBottom = app.librarySettings.usesBottomSafeArea ? app.safeAreaInsets(of: root).bottom : 0
        restingHeight = bounds.height - safeBottom
        guard safeBottom > 0 else { return }
        let resized = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - safeBottom)
        app.setFrame(app.convert(resized, from: root, to: app.superview(of: root)), of: root)
    }

    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        // The guide follows the keyboard itself, which stays on screen through a turn: the hide
        // and show a rotation posts move nothing (docs/facts.md §11.6).
        guard !app.isRotating else { return }
        follow(notification.frameEnd, duration: notification.duration ?? 0, curve: notification.curve, in: &app)
    }

    /// A turn solves the guide's constraint again for the new screen, in the turn's animation: the
    /// root view, which UIKit has just stretched to the new screen, rests on the new safe area's
    /// bottom or the keyboard's new top.
    public mutating func viewWillTransition(to size: Size, duration: Double, in app: inout App) {
        let root = app.rootView
        let safeBottom = app.librarySettings.usesBottomSafeArea ? app.safeAreaInsets(of: root).bottom : 0
        restingHeight = app.bounds(of: root).height - safeBottom
        let keyboard = app.keyboardScreenFrame(top: app.isKeyboardShown ? app.keyboardShownTop : size.height)
        follow(keyboard, duration: duration, curve: .easeInOut, in: &app)
    }

    /// While the user drags the keyboard no notification is posted, but the guide follows the
    /// finger (WWDC23 10281), at its even speed.
    public mutating func keyboardLayoutGuideWillTrack(_ frame: Rect, duration: Double, in app: inout App) {
        follow(frame, duration: duration, curve: .linear, in: &app)
    }

    /// Moves the root view's bottom edge onto the guide's top for a keyboard ending at `frameEnd`.
    /// An undocked, split or floating keyboard leaves the guide on the safe area's bottom
    /// (`followsUndockedKeyboard` false, its default).
    private func follow(_ frameEnd: Rect, duration: Double, curve: AnimationCurve?, in app: inout App) {
        let root = app.rootView
        // Measured in the root view's own upright coordinates, so a portrait-fixed window
        // (before iOS 8, in landscape) does not turn heights into widths.
        let bounds = app.bounds(of: root)
        guard let restingHeight else { return }
        // In a sheet, against where UIKit is about to put the sheet (App+Sheet.swift): a phone's
        // sheet grows the root view too, by `growth`, after this frame is set.
        // UIKit converts the keyboard's screen frame into the window, wherever the window is.
        let sheet = app.sheetChange(towardKeyboard: frameEnd)
        let keyboard = app.convert(fromScreen: frameEnd, to: root).offsetBy(dx: 0, dy: -sheet.move)
        let docked = app.keyboardState.mode == .docked
        let largest = restingHeight + sheet.heightOverResting
        let height = (docked ? max(0, min(largest, keyboard.minY - bounds.minY)) : largest) - sheet.growth
        // The same view, its bottom edge on the guide's top, in the superview's coordinates.
        let resized = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
        let frame = app.convert(resized, from: root, to: app.superview(of: root))
        let options = AnimationOptions(curve: curve ?? .easeInOut)
        app.animate(withDuration: duration, options: options) { app in
            app.setFrame(frame, of: root)
            // The guide's constraint is solved in the keyboard's animation: the views laid out by
            // constraints inside the root view move with it (nothing to do without constraints).
            app.layoutIfNeeded()
        }
    }
}
