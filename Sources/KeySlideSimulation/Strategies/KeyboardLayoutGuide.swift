import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// `UIKeyboardLayoutGuide` (iOS 15): the root view's bottom edge is constrained to the
/// keyboard's top, so the view shrinks and grows exactly in step with the keyboard — its curve,
/// its duration — and views pinned to the bottom ride along (docs/facts.md §5.2).
///
/// Modelled as the constraint change applied inside the keyboard's own animation on every
/// keyboard frame change; when the keyboard is off screen the guide sits at the view's original
/// bottom. A scroll view that shrinks lets UIKit scroll the focused field into view. The guide
/// exists from iOS 15; on older profiles this shows what the same constraint would have done.
public struct KeyboardLayoutGuide: AvoidanceStrategy {
    public static let id = "keyboard-layout-guide"
    public static let summary = "The root view's bottom edge tracks the keyboard's top, in step with its animation."
    public static let source = "UIKeyboardLayoutGuide (UIKit, iOS 15), WWDC21 \"Your guide to keyboard layout\""

    /// The root view's height before the keyboard first moved.
    var originalHeight: Double?

    public init() {}

    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        let root = app.rootView
        // Measured in the root view's own upright coordinates, so a portrait-fixed window
        // (before iOS 8, in landscape) does not turn heights into widths.
        let bounds = app.bounds(of: root)
        if originalHeight == nil { originalHeight = bounds.height }
        guard let originalHeight else { return }
        let keyboard = app.convert(notification.frameEnd, from: nil, to: root)
        let height = max(0, min(originalHeight, keyboard.minY - bounds.minY))
        // The same view, its bottom edge on the keyboard's top, in the superview's coordinates.
        let resized = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
        let frame = app.convert(resized, from: root, to: app.superview(of: root))
        let options = AnimationOptions(curve: notification.curve ?? .easeInOut)
        app.animate(withDuration: notification.duration ?? 0, options: options) { app in
            app.setFrame(frame, of: root)
        }
    }
}
