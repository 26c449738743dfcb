import KeySlideGeometry
import KeySlideSolver

/// Lays out a tree of numbered nodes as UIKit would: Auto Layout constraints, autoresizing masks,
/// stack views, scroll views' content, intrinsic sizes and the root's guides, solved by
/// `KeySlideSolver` (Cassowary, the algorithm under Auto Layout). docs/layout.md states the rules.
///
/// Layout space is the root's coordinates: a node sits at its superview's position plus its
/// frame's origin, and a scroll view's content offset takes no part (its subviews' frames are in
/// content coordinates, as UIKit's are). KeySlide lays out left to right, so `leading` is `left`
/// and `trailing` is `right`. Frames are not rounded to pixels: the simulation snaps where UIKit
/// does.
///
/// The engine keeps its solver between passes. A pass whose environment moved (the keyboard, a
/// rotation) swaps a few required constraints; a new constant is an edit suggestion; a new
/// priority or activation swaps one written constraint; a new frame moves a stay. The solver is
/// rebuilt only when a stack's arrangement changes (a hidden arranged subview) or a required
/// equality stops being one. The same calls give the same frames, bit for bit: nothing is
/// iterated in hash order.
public struct LayoutEngine: Sendable {
    var tree: LayoutTree
    public internal(set) var constraints: [LayoutConstraint]
    var active: [Bool]
    var state: SolverState?
    /// Broken constraints already reported: UIKit logs each once.
    var reported = Set<Int>()
    var pending: [LayoutWarning] = []
    /// Bumped by every change that can make a node more or less determined.
    var version = 0
    var ambiguity: (version: Int, rootSize: Size, warnings: [LayoutWarning])?
    var lastFrames: [Rect]?

    /// Bad indexes are preconditions: the scene checker rejects them first.
    public init(nodes: [LayoutNode], constraints: [LayoutConstraint]) {
        tree = LayoutTree(nodes: nodes)
        for (index, constraint) in constraints.enumerated() {
            for item in [constraint.first, constraint.second].compactMap(\.self) {
                precondition(
                    nodes.indices.contains(LayoutVariables.node(of: item)),
                    "constraint \(index) names a node that is not in the tree")
            }
            precondition(
                (constraint.second == nil) == (constraint.secondAttribute == nil),
                "constraint \(index) has a second item without an attribute, or the reverse")
        }
        self.constraints = constraints
        active = Array(repeating: true, count: constraints.count)
    }

    /// One layout pass, as `layoutIfNeeded()` runs it for the whole tree.
    ///
    /// Non-root safe areas depend on where the layout puts their views, so the pass solves again
    /// after moving them, up to four solves in all, as UIKit lays out again after a safe-area
    /// change.
    public mutating func layout(in environment: LayoutEnvironment) -> LayoutResult {
        if state == nil || !state!.apply(environment) {
            rebuild(environment, insets: state?.insetValues)
        }
        for _ in 0..<3 {
            let (changed, fits) = state!.updateSafeAreas(environment)
            if !fits {
                rebuild(environment, insets: state!.insetValues)
            }
            if !changed { break }
        }
        if ambiguity?.version != version || ambiguity?.rootSize != environment.rootSize {
            ambiguity = (version, environment.rootSize, state!.ambiguities(tree))
        }
        let frames = state!.frames(count: tree.count)
        lastFrames = frames
        let warnings = pending + ambiguity!.warnings
        pending = []
        return LayoutResult(frames: frames, contentSizes: contentSizes(), warnings: warnings)
    }

    mutating func rebuild(_ environment: LayoutEnvironment, insets: [[Double]?]?) {
        let (state, broken) = SolverState.build(
            tree: tree, constraints: constraints, active: active, environment: environment, insets: insets)
        self.state = state
        for index in broken {
            report(index)
        }
    }

    mutating func report(_ index: Int) {
        guard reported.insert(index).inserted else { return }
        pending.append(.unsatisfiable(broken: index, conflicting: conflicts(with: index)))
    }

    /// The required constraints in force that share a node and an axis with the broken one: the
    /// ones that, with it, cannot all hold. A first-neighbour approximation of UIKit's list, which
    /// follows the conflict through the engine's rows.
    func conflicts(with broken: Int) -> [Int] {
        func keys(_ constraint: LayoutConstraint) -> Set<Int> {
            var keys: Set<Int> = [
                LayoutVariables.node(of: constraint.first) * 2 + (constraint.firstAttribute.isHorizontal ? 0 : 1)
            ]
            if let second = constraint.second, let attribute = constraint.secondAttribute {
                keys.insert(LayoutVariables.node(of: second) * 2 + (attribute.isHorizontal ? 0 : 1))
            }
            return keys
        }
        let brokenKeys = keys(constraints[broken])
        return constraints.indices.filter { index in
            index != broken && state?.isInForce(index) == true && constraints[index].priority.isRequired
                && !keys(constraints[index]).isDisjoint(with: brokenKeys)
        }
    }

    func contentSizes() -> [Int: Size] {
        guard let state else { return [:] }
        var sizes: [Int: Size] = [:]
        for index in constraints.indices where state.isInForce(index) {
            if let node = LayoutVariables.contentNode(of: constraints[index], in: tree),
                let width = state.variables.nodes[node].contentWidth,
                let height = state.variables.nodes[node].contentHeight
            {
                sizes[node] = Size(width: state.solver.value(of: width), height: state.solver.value(of: height))
            }
        }
        return sizes
    }

    /// The first constraint whose `identifier` is this, as code finds one through an outlet.
    public func index(ofConstraintNamed identifier: String) -> Int? {
        constraints.firstIndex { $0.identifier == identifier }
    }
}
