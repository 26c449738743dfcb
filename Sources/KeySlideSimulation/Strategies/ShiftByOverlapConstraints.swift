import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// Seed 001, "Shifting views to make room for the keyboard", its Auto Layout variant: the code the
/// article leaves commented out for readers who use Auto Layout, run as written.
///
/// The article: "add a top constraint on your view, with a constant offset from the top layout
/// guide, and a bottom constraint to the view that's tied to the bottom layout guide", linked to
/// the outlets `keyboardConstraint` and `keyboardBottomConstraint`. The shift is measured exactly
/// as in `shift-by-overlap` (its quirks kept: the begin frame's height, the width in landscape).
/// On `WillShow` it takes the shift off the top constraint's constant, adds it to the bottom
/// one's and calls `[self.view layoutIfNeeded]` — outside any block of its own, so the view moves
/// in the keyboard's animation from iOS 7 (where "will" handlers run inside it) and jumps on iOS 6.
/// On `WillHide` it puts both constants back and calls `setNeedsUpdateConstraints` and
/// `layoutIfNeeded` inside the `animateWithDuration:` block the frame variant also uses, with the
/// saved duration and curve.
///
/// Where it does not follow the article, and why:
/// - The bottom constraint is "tied to the bottom layout guide" from the guide's side in
///   Interface Builder (`guide.top == view.bottom + constant`), so adding the shift lifts the view's
///   bottom. A scene writes it on the view (`bottom == bottomLayoutGuide.top`), whose constant grows
///   downwards; the port subtracts where the article adds, which moves the view the same way.
/// - The hide code calls `layoutIfNeeded` on `viewToShift`, which the article never declares; the
///   port lays out the controller's view.
public struct ShiftByOverlapConstraints: AvoidanceStrategy {
    public static let id = "shift-by-overlap-constraints"
    public static let summary =
        "Seed 001 with Auto Layout: shifts the content view's top and bottom constraints by the overlap."
    public static let source = "seed 001: \"Shifting views to make room for the keyboard\" (its Auto Layout code)"
    public static let requirements: [StrategyRequirement] = [.shiftConstraints]

    /// The article's outlets, the scene's constraint ids.
    public static let topOutlet = "keyboardConstraint"
    public static let bottomOutlet = "keyboardBottomConstraint"

    var textFieldToEdit: ViewID?
    var keyboardShiftAmount = 0.0
    var keyboardSlideDuration = 0.0
    var keyboardAnimationCurve: AnimationOptions = []

    public init() {}

    public mutating func textFieldShouldBeginEditing(_ textField: ViewID, in app: inout App) -> Bool {
        textFieldToEdit = textField
        return true
    }

    public mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) {
        guard let textFieldToEdit, let keyboardConstraint = app.constraint(named: Self.topOutlet),
            let keyboardBottomConstraint = app.constraint(named: Self.bottomOutlet)
        else { return }
        // The measurement is the frame version's, line for line (`ShiftByOverlap.measure`).
        let measured = ShiftByOverlap.measure(note, field: textFieldToEdit, in: &app)
        keyboardSlideDuration = measured.duration
        keyboardAnimationCurve = measured.curve
        keyboardShiftAmount = measured.shift
        if keyboardShiftAmount != 0 {
            // keyboardConstraint.constant -= keyboardShiftAmount;
            app.setConstant(app.constant(of: keyboardConstraint) - keyboardShiftAmount, of: keyboardConstraint)
            // keyboardBottomConstraint.constant += keyboardShiftAmount; (written from the view's side)
            app.setConstant(
                app.constant(of: keyboardBottomConstraint) - keyboardShiftAmount, of: keyboardBottomConstraint)
            // [self.view layoutIfNeeded];
            app.layoutIfNeeded()
        }
    }

    public mutating func keyboardWillHide(_ note: KeyboardNotification, in app: inout App) {
        guard keyboardShiftAmount != 0, let keyboardConstraint = app.constraint(named: Self.topOutlet),
            let keyboardBottomConstraint = app.constraint(named: Self.bottomOutlet)
        else { return }
        let shift = keyboardShiftAmount
        app.animate(withDuration: keyboardSlideDuration, delay: 0, options: keyboardAnimationCurve) { app in
            app.setConstant(app.constant(of: keyboardConstraint) + shift, of: keyboardConstraint)
            app.setConstant(app.constant(of: keyboardBottomConstraint) + shift, of: keyboardBottomConstraint)
            // [self.view setNeedsUpdateConstraints]; [viewToShift layoutIfNeeded];
            app.setNeedsLayout()
            app.layoutIfNeeded()
        }
    }
}
