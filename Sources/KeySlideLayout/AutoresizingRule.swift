import KeySlideGeometry
import KeySlideSolver

/// `UIView.AutoresizingMask` as linear constraints on a view's frame in terms of its
/// superview's size.
///
/// On each axis a view has three parts, the leading margin, its size and the trailing margin,
/// which sum to the superview's size. When the superview's size moves away from the size the
/// frame was set against, the flexible parts share the change in proportion to their sizes in
/// that reference frame; with no flexible part on an axis the leading margin and the size stay
/// (UIView's `autoresizingMask` documentation). When the flexible parts' sizes sum to zero the
/// change is shared equally among them (a decision of ours: a proportion of nothing is
/// undefined). Both are linear in the superview's size, so they are required equalities and the
/// solver lays out a constraint-placed superview and its autoresizing subviews in one go.
struct AutoresizingRule: Sendable {
    var frame: Rect
    var reference: Size
    var mask: AutoresizingMask

    /// The fractions of a change in the superview's size that go to the leading margin and to
    /// the size on one axis.
    static func shares(lead: Double, size: Double, trail: Double, flexible: (Bool, Bool, Bool))
        -> (lead: Double, size: Double)
    {
        let flags = [flexible.0, flexible.1, flexible.2]
        let count = Double(flags.filter { $0 }.count)
        guard count > 0 else { return (0, 0) }
        let total = (flexible.0 ? lead : 0) + (flexible.1 ? size : 0) + (flexible.2 ? trail : 0)
        if total == 0 {
            return (flexible.0 ? 1 / count : 0, flexible.1 ? 1 / count : 0)
        }
        return (flexible.0 ? lead / total : 0, flexible.1 ? size / total : 0)
    }

    /// `origin` is the node's origin in its superview (`LayoutVariables.origin(of:)`).
    func constraints(
        node: NodeVariables, origin: (x: Expression, y: Expression), parentWidth: Variable, parentHeight: Variable
    ) -> [Constraint] {
        let horizontal = Self.shares(
            lead: frame.minX, size: frame.width, trail: reference.width - frame.maxX,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = Self.shares(
            lead: frame.minY, size: frame.height, trail: reference.height - frame.maxY,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        // part == reference part + share × (superview size − reference size)
        return [
            Constraint(
                origin.x, .equal, horizontal.lead * parentWidth + (frame.minX - horizontal.lead * reference.width)
            ),
            Constraint(
                node.width, .equal, horizontal.size * parentWidth + (frame.width - horizontal.size * reference.width)),
            Constraint(
                origin.y, .equal, vertical.lead * parentHeight + (frame.minY - vertical.lead * reference.height)),
            Constraint(
                node.height, .equal, vertical.size * parentHeight + (frame.height - vertical.size * reference.height)),
        ]
    }
}
