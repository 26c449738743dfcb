import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// The most copied keyboard code of the Auto Layout years: an `IBOutlet` to the constraint that
/// ties a view's bottom to the bottom layout guide, its constant set to the keyboard's height on
/// every `WillChangeFrame` and laid out in an animation with the keyboard's duration — Stack
/// Overflow question 25693130, "Move textfield when keyboard appears swift", its most voted
/// answer (2014, updated for Swift 4.2 and 5), copied into countless apps as
/// `keyboardHeightLayoutConstraint`.
///
/// Where it follows its source, line by line:
/// - One observer, `keyboardWillChangeFrameNotification`; the end frame's `origin.y` at or below
///   `UIScreen.main.bounds.height` means the keyboard is leaving (constant 0), otherwise the
///   constant becomes the end frame's whole height — not its overlap with the view.
/// - `UIView.animate(withDuration:delay:options:animations:)` with the notification's duration
///   and `self.view.layoutIfNeeded()` as the animations: the frames the new constant gives animate.
/// - The options are the notification's raw curve used as `UIView.AnimationOptions` without the
///   `<< 16` shift: the keyboard's curve 7 becomes `layoutSubviews | allowUserInteraction |
///   beginFromCurrentState` with UIKit's default ease-in-out curve — a quirk kept.
///
/// Where it does not, and why:
/// - The answer's constraint has the guide as its first item (`guide.top == view.bottom +
///   constant`), so a larger constant lifts the view. A scene lists a constraint on its view
///   (`bottom == bottomLayoutGuide.top`, `id: keyboardHeightLayoutConstraint`), whose constant grows
///   downwards; the port sets the negated constant, which puts the view where the answer's does.
/// - On a phone with a home indicator the guide is the safe area's bottom, and the keyboard's full
///   height lifts the view 34 pt too far: what the answer does there, kept.
public struct BottomConstraintConstant: AvoidanceStrategy {
    public static let id = "bottom-constraint-constant"
    public static let summary =
        "Sets a bottom constraint's constant to the keyboard's height and lays out in the keyboard's animation."
    public static let source = "Stack Overflow 25693130, \"Move textfield when keyboard appears swift\" (top answer)"
    /// It needs the outlet the answer changes.
    public static let requirements: [StrategyRequirement] = [.keyboardHeightConstraint]

    /// The outlet's name in the answer, the scene's constraint `id`.
    public static let outletName = "keyboardHeightLayoutConstraint"

    public init() {}

    public mutating func keyboardWillChangeFrame(_ notification: KeyboardNotification, in app: inout App) {
        guard let keyboardHeightLayoutConstraint = app.constraint(named: Self.outletName) else { return }
        let endFrame = notification.frameEnd
        let endFrameY = endFrame.minY
        let duration = notification.duration ?? 0
        // The raw curve as options, unshifted: 7 turns on bits 0–2 and leaves the curve ease-in-out.
        let animationCurve = AnimationOptions(rawValue: UInt(notification.curve?.rawValue ?? 0))
        let constant: Double
        if endFrameY >= app.screenBounds.height {
            constant = 0
        } else {
            constant = endFrame.height
        }
        app.note("constant", constant)
        // The scene's constraint is written from the view's side: its constant grows downwards.
        app.setConstant(-constant, of: keyboardHeightLayoutConstraint)
        app.animate(withDuration: duration, delay: 0, options: animationCurve) { app in
            app.layoutIfNeeded()
        }
    }
}
