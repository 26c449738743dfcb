import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// `UIKeyboardLayoutGuide` (iOS 15): the root view's bottom edge is constrained to the
/// keyboard's top, so the view shrinks and grows exactly in step with the keyboard — its curve,
/// its duration — and views pinned to the bottom ride along (ios-facts.md §5.2).
///
/// Modelled as the constraint change applied inside the keyboard's own animation on every
/// keyboard frame change; when the keyboard is off screen the guide sits at the view's original
/// bottom. A scroll view that shrinks lets UIKit scroll the focused field into view. The guide
/// exists from iOS 15; on older profiles this shows what it would have done.
public struct KeyboardLayoutGuide: AvoidanceStrategy {
    public static let id = "keyboard-layout-guide"
    public static let summary = "The root view's bottom edge tracks the keyboard's top, in step with its animation."
    public static let source = "UIKeyboardLayoutGuide (UIKit, iOS 15), WWDC21 \"Your guide to keyboard layout\""

    var originalBottom: Double?

    public init() {}

    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        let root = app.rootView
        var frame = app.frame(of: root)
        if originalBottom == nil { originalBottom = frame.maxY }
        guard let originalBottom else { return }
        let keyboard = app.convert(notification.frameEnd, from: nil, to: app.superview(of: root))
        let bottom = min(originalBottom, keyboard.minY)
        frame.size.height = max(0, bottom - frame.minY)
        let options = AnimationOptions(curve: notification.curve ?? .easeInOut)
        app.animate(withDuration: notification.duration ?? 0, options: options) { app in
            app.setFrame(frame, of: root)
        }
    }
}
