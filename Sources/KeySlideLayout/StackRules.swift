import KeySlideGeometry
import KeySlideSolver

/// The constraints a `UIStackView` gives its arranged subviews, as Apple documents its
/// distributions and alignments (developer.apple.com/documentation/uikit/uistackview,
/// `UIStackView.Distribution` and `UIStackView.Alignment`).
///
/// Along the axis the first view's leading edge meets the stack's and the last one's trailing
/// edge meets the stack's; between neighbours:
/// - `fill`, `fillEqually`, `fillProportionally`: exactly `spacing` apart; `fillEqually` makes
///   every size equal, `fillProportionally` every size proportional to the view's intrinsic size
///   on the axis (its frame's size where it has none), both required, so hugging and compression
///   resistance decide only `fill`;
/// - `equalSpacing`: at least `spacing` apart, every gap equal (required);
/// - `equalCentering`: at least `spacing` apart, the centres equally far apart at priority 999,
///   so views shrink by compression resistance only once the gaps reach `spacing`.
/// Across the axis, `fill` pins both edges; `leading`/`top`/`firstBaseline` pin the leading edge
/// and keep the other inside; `trailing`/`bottom`/`lastBaseline` the reverse; `center` centres
/// and keeps both inside. Baselines are approximated by the top and bottom edges: nodes have no
/// text. Where only the inside is required, the stack hugs its largest view at priority 50
/// (`fittingSizeLevel`), so a stack its own constraints leave free takes its size from its views.
/// A stack with no visible arranged subview gets nothing and keeps its frame.
struct StackRules {
    let tree: LayoutTree
    let variables: LayoutVariables
    let stack: Int

    private struct Axis {
        var lead: LayoutAttribute
        var trail: LayoutAttribute
        var size: LayoutAttribute
        var center: LayoutAttribute
    }

    func constraints() -> [Constraint] {
        let arrangement = tree.nodes[stack].stack!
        let views = tree.arranged(of: stack)
        guard !views.isEmpty else { return [] }
        let horizontal = Axis(lead: .left, trail: .right, size: .width, center: .centerX)
        let vertical = Axis(lead: .top, trail: .bottom, size: .height, center: .centerY)
        let (main, cross) = arrangement.axis == .horizontal ? (horizontal, vertical) : (vertical, horizontal)
        return distribution(views, arrangement, main) + views.flatMap { alignment($0, arrangement.alignment, cross) }
    }

    private func edge(_ node: Int, _ attribute: LayoutAttribute) -> Expression {
        variables.frameEdges(node).value(of: attribute)
    }

    private func distribution(_ views: [Int], _ arrangement: StackArrangement, _ axis: Axis) -> [Constraint] {
        var out = [
            Constraint(edge(views[0], axis.lead), .equal, edge(stack, axis.lead)),
            Constraint(edge(views.last!, axis.trail), .equal, edge(stack, axis.trail)),
        ]
        let spacing = arrangement.spacing
        for (before, after) in zip(views, views.dropFirst()) {
            let gap = edge(after, axis.lead) - edge(before, axis.trail)
            switch arrangement.distribution {
            case .fill, .fillEqually, .fillProportionally:
                out.append(Constraint(gap, .equal, spacing))
            case .equalSpacing:
                out.append(Constraint(gap, .greaterThanOrEqual, spacing))
                out.append(Constraint(gap, .equal, edge(views[1], axis.lead) - edge(views[0], axis.trail)))
            case .equalCentering:
                out.append(Constraint(gap, .greaterThanOrEqual, spacing))
                let step = edge(after, axis.center) - edge(before, axis.center)
                let first = edge(views[1], axis.center) - edge(views[0], axis.center)
                out.append(Constraint(step, .equal, first, strength: Weights.strength(LayoutPriority(rawValue: 999)!)))
            }
        }
        switch arrangement.distribution {
        case .fillEqually:
            out += views.dropFirst().map { Constraint(edge($0, axis.size), .equal, edge(views[0], axis.size)) }
        case .fillProportionally:
            let weights = views.map { proportion(of: $0, along: axis) }
            if let reference = weights.firstIndex(where: { $0 > 0 }) {
                out += views.indices.filter { $0 != reference }.map {
                    Constraint(
                        edge(views[$0], axis.size), .equal,
                        (weights[$0] / weights[reference]) * edge(views[reference], axis.size))
                }
            }
        default: break
        }
        return out
    }

    private func proportion(of node: Int, along axis: Axis) -> Double {
        let item = tree.nodes[node]
        return axis.size == .width
            ? item.intrinsicContentSize.width ?? item.frame.width
            : item.intrinsicContentSize.height ?? item.frame.height
    }

    private func alignment(_ view: Int, _ alignment: StackArrangement.Alignment, _ axis: Axis) -> [Constraint] {
        let hug = Weights.strength(.fittingSize)
        let lead = edge(view, axis.lead)
        let trail = edge(view, axis.trail)
        let stackLead = edge(stack, axis.lead)
        let stackTrail = edge(stack, axis.trail)
        switch alignment {
        case .fill:
            return [Constraint(lead, .equal, stackLead), Constraint(trail, .equal, stackTrail)]
        case .leading, .top, .firstBaseline:
            return [
                Constraint(lead, .equal, stackLead), Constraint(trail, .lessThanOrEqual, stackTrail),
                Constraint(trail, .equal, stackTrail, strength: hug),
            ]
        case .trailing, .bottom, .lastBaseline:
            return [
                Constraint(trail, .equal, stackTrail), Constraint(lead, .greaterThanOrEqual, stackLead),
                Constraint(lead, .equal, stackLead, strength: hug),
            ]
        case .center:
            return [
                Constraint(edge(view, axis.center), .equal, edge(stack, axis.center)),
                Constraint(lead, .greaterThanOrEqual, stackLead), Constraint(trail, .lessThanOrEqual, stackTrail),
                Constraint(edge(view, axis.size), .equal, edge(stack, axis.size), strength: hug),
            ]
        }
    }
}
