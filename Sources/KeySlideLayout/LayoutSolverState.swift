import KeySlideGeometry
import KeySlideSolver

/// The solver and the record of what the engine put into it, so a later pass can change one
/// part (an environment value, a constant, a frame) without rebuilding the rest.
///
/// Everything goes in in one fixed order, which is also the order UIKit's conflicts are decided
/// in: the environment (required, so the root's frame and guides always hold), the tree's own
/// constraints (autoresizing masks, stack arrangements, intrinsic sizes),
/// then the written constraints in the order given, then the weak stays. A written required
/// constraint that cannot join what is already in is left out: that is the one UIKit "breaks".
struct SolverState: Sendable {
    var solver = Solver()
    let variables: LayoutVariables
    var environmentValues: [Double] = []
    var environmentConstraints: [Constraint] = []
    /// Each guide node's safe-area insets (top, left, bottom, right) and the constraints fixing them.
    var insetValues: [[Double]?]
    var insetConstraints: [[Constraint]?]
    /// Each written constraint as it stands in the solver; `nil` while inactive or broken.
    var user: [Constraint?]
    /// For a constraint whose constant code has changed: the edit variable standing for its
    /// constant, and whether that variable holds the constant asked for.
    var constantVariables: [Variable?]
    var constantHolds: [Bool]
    /// Each node's autoresizing constraints.
    var placement: [[Constraint]]
    var intrinsic: [[Constraint]]
    /// Every stay (`held − shift == target`, weak), and each node's stays' positions here.
    var stays: [Stay] = []
    var nodeStays: [Range<Int>?]
    /// While building: the variables of each required equality in the solver, from which
    /// `determinedVariables` works out what needs no stay. `nil` once built.
    var equalities: [[Variable]]? = []
    /// The one edit variable every stay's target is measured from (held at 0): moving it moves
    /// all the stays at once, which is how `ambiguities` pushes them.
    let shift = Variable("stay.shift")

    init(variables: LayoutVariables, nodeCount: Int, constraintCount: Int) {
        self.variables = variables
        insetValues = Array(repeating: nil, count: nodeCount)
        insetConstraints = Array(repeating: nil, count: nodeCount)
        user = Array(repeating: nil, count: constraintCount)
        constantVariables = Array(repeating: nil, count: constraintCount)
        constantHolds = Array(repeating: true, count: constraintCount)
        placement = Array(repeating: [], count: nodeCount)
        intrinsic = Array(repeating: [], count: nodeCount)
        nodeStays = Array(repeating: nil, count: nodeCount)
    }

    /// A whole new solver for the tree; returns it with the written constraints it had to break.
    /// `insets` carries a previous pass's safe-area insets; without it they are worked out from
    /// the frames as given.
    static func build(
        tree: LayoutTree, constraints: [LayoutConstraint], active: [Bool], environment: LayoutEnvironment,
        insets: [[Double]?]?
    ) -> (state: SolverState, broken: [Int]) {
        let variables = LayoutVariables(tree: tree, constraints: constraints)
        var state = SolverState(variables: variables, nodeCount: tree.count, constraintCount: constraints.count)
        state.addEnvironment(environment)
        for index in 1..<tree.count where variables.safeInsets[index] != nil {
            let given = Rect(origin: tree.givenOrigin(of: index), size: tree.nodes[index].frame.size)
            _ = state.setInsets(
                of: index, to: insets?[index] ?? Self.safeInsets(of: given, in: environment))
        }
        for index in 1..<tree.count {
            state.setPlacement(of: index, in: tree)
        }
        for index in tree.nodes.indices where tree.nodes[index].stack != nil {
            for constraint in StackRules(tree: tree, variables: variables, stack: index).constraints() {
                _ = state.addInternal(constraint)
            }
        }
        for index in 1..<tree.count {
            state.setIntrinsic(of: index, in: tree)
        }
        var broken: [Int] = []
        for index in constraints.indices where active[index] {
            if !state.setUser(index, constraints[index], in: tree) {
                broken.append(index)
            }
        }
        state.addStays(tree)
        return (state, broken)
    }

    mutating func record(_ constraint: Constraint) {
        if equalities != nil, constraint.strength.isRequired, constraint.relation == .equal {
            equalities!.append(constraint.expression.terms.map(\.variable))
        }
    }

    /// Adds a constraint of the engine's own; one that contradicts what is in is skipped (it can
    /// only happen with contradictory input, such as a required hugging priority).
    mutating func addInternal(_ constraint: Constraint) -> Constraint? {
        do {
            try solver.add(constraint)
            record(constraint)
            return constraint
        } catch {
            return nil
        }
    }

    mutating func addEnvironment(_ environment: LayoutEnvironment) {
        environmentValues = EnvironmentQuantity.allCases.map { $0.value(in: environment) }
        environmentConstraints = EnvironmentQuantity.allCases.map { quantity in
            Constraint(variables[quantity], .equal, environmentValues[quantity.rawValue])
        }
        for constraint in environmentConstraints {
            _ = addInternal(constraint)
        }
    }

    /// The safe-area insets (top, left, bottom, right) of a rectangle in layout space: how far
    /// the root's safe-area insets reach into it, as UIKit passes the window's safe area down.
    static func safeInsets(of rect: Rect, in environment: LayoutEnvironment) -> [Double] {
        let root = environment.rootSize
        let safe = environment.safeAreaInsets
        func clamp(_ value: Double, _ limit: Double) -> Double { max(0, min(max(limit, 0), value)) }
        return [
            clamp(safe.top - rect.minY, rect.height), clamp(safe.left - rect.minX, rect.width),
            clamp(rect.maxY - (root.height - safe.bottom), rect.height),
            clamp(rect.maxX - (root.width - safe.right), rect.width),
        ]
    }

    /// Fixes a node's safe-area insets; false if a written constraint makes the values impossible.
    mutating func setInsets(of index: Int, to values: [Double]) -> Bool {
        guard let insets = variables.safeInsets[index] else { return true }
        for constraint in insetConstraints[index] ?? [] {
            try? solver.remove(constraint)
        }
        let constraints = zip(insets.all, values).map { Constraint($0.0, .equal, $0.1) }
        insetValues[index] = values
        insetConstraints[index] = constraints
        for constraint in constraints where addInternal(constraint) == nil {
            return false
        }
        return true
    }

    /// An autoresizing node's mask's constraints. (A node's offset from its superview needs no
    /// constraint: it is `x − parent.x`, `LayoutVariables.origin(of:)`.)
    mutating func setPlacement(of index: Int, in tree: LayoutTree) {
        for constraint in placement[index] {
            try? solver.remove(constraint)
        }
        placement[index] = []
        guard !tree.isSolved(index), case .autoresizing(let mask) = tree.nodes[index].placement else { return }
        let rule = AutoresizingRule(
            frame: tree.nodes[index].frame, reference: tree.referenceSize(of: index), mask: mask)
        let node = variables.nodes[index]
        let parent = variables.nodes[tree.nodes[index].parent!]
        placement[index] = rule.constraints(
            node: node, origin: variables.origin(of: index), parentWidth: parent.width, parentHeight: parent.height
        )
        .compactMap { addInternal($0) }
    }

    /// Hugging and compression resistance, for a node placed by constraints or by a stack.
    mutating func setIntrinsic(of index: Int, in tree: LayoutTree) {
        for constraint in intrinsic[index] {
            try? solver.remove(constraint)
        }
        intrinsic[index] = []
        guard tree.isSolved(index) else { return }
        let node = tree.nodes[index]
        let variables = variables.nodes[index]
        var constraints: [Constraint] = []
        if let width = node.intrinsicContentSize.width {
            constraints.append(
                Constraint(variables.width, .lessThanOrEqual, width, strength: Weights.strength(node.huggingHorizontal))
            )
            constraints.append(
                Constraint(
                    variables.width, .greaterThanOrEqual, width,
                    strength: Weights.strength(node.compressionResistanceHorizontal)))
        }
        if let height = node.intrinsicContentSize.height {
            constraints.append(
                Constraint(variables.height, .lessThanOrEqual, height, strength: Weights.strength(node.huggingVertical))
            )
            constraints.append(
                Constraint(
                    variables.height, .greaterThanOrEqual, height,
                    strength: Weights.strength(node.compressionResistanceVertical)))
        }
        intrinsic[index] = constraints.compactMap { addInternal($0) }
    }

    /// Puts a written constraint in (again); false when it is required and cannot hold.
    mutating func setUser(_ index: Int, _ constraint: LayoutConstraint?, in tree: LayoutTree) -> Bool {
        if let old = user[index] {
            try? solver.remove(old)
            user[index] = nil
        }
        if let variable = constantVariables[index] {
            try? solver.removeEditVariable(variable)
        }
        constantVariables[index] = nil
        constantHolds[index] = true
        guard let constraint else { return true }
        let solverConstraint = translate(constraint, in: tree)
        do {
            try solver.add(solverConstraint)
            record(solverConstraint)
            user[index] = solverConstraint
            return true
        } catch {
            return false
        }
    }

    /// Whether a written constraint holds in the solver (active and not broken).
    func isInForce(_ index: Int) -> Bool {
        user[index] != nil && constantHolds[index]
    }

    /// A new constant for a written constraint in force or broken; false if it cannot hold.
    ///
    /// Removing and re-adding the constraint would re-solve everything it touches (tens of
    /// milliseconds on a 200-view screen). Instead, the first change rewrites the constraint with
    /// a variable in place of its constant, an edit variable held at `Weights.constant`, above
    /// every optional priority; each change is then a suggestion, which only shifts the rows'
    /// constants (Cassowary's edit step). Only required constraints can outweigh it, so when the
    /// variable cannot take the value asked for, the constraint is in conflict with required
    /// ones and counts as broken.
    mutating func setConstant(_ index: Int, _ constraint: LayoutConstraint, in tree: LayoutTree) -> Bool {
        if constantVariables[index] == nil {
            if let old = user[index] {
                try? solver.remove(old)
            }
            let variable = Variable("k\(index)")
            // A new edit variable is never refused, and with its constant free the constraint can
            // always hold: `k` takes up any difference until the suggestion below.
            try? solver.addEditVariable(variable, strength: Weights.constant)
            let rewritten = translate(constraint, in: tree, constant: Expression(variable))
            try? solver.add(rewritten)
            user[index] = rewritten
            constantVariables[index] = variable
        }
        let variable = constantVariables[index]!
        try? solver.suggestValue(variable, constraint.constant)
        constantHolds[index] = abs(solver.value(of: variable) - constraint.constant) <= 1e-6
        return constantHolds[index]
    }

    /// `first.attribute ⋈ second.attribute × multiplier + constant` as a solver constraint; the
    /// constant may be an expression (the variable `setConstant` puts in its place).
    func translate(_ constraint: LayoutConstraint, in tree: LayoutTree, constant: Expression? = nil) -> Constraint {
        let lhs = variables.expression(
            constraint.first, constraint.firstAttribute, other: constraint.second, in: tree)
        let added = constant ?? Expression(constant: constraint.constant)
        var rhs = added
        if let second = constraint.second, let attribute = constraint.secondAttribute {
            let other = variables.expression(second, attribute, other: constraint.first, in: tree)
            rhs = constraint.multiplier * other + added
        }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(lhs - rhs, relation, strength: Weights.strength(constraint.priority))
    }
}
