import KeySlideGeometry
import KeySlideSolver

/// A weak stay, `held − shift == target`: one part of a node's frame (or of a scroll view's
/// content size) held where it was set.
struct Stay: Sendable {
    enum Part: Sendable {
        case minX, minY, width, height, contentWidth, contentHeight

        /// The part's value in a frame as set; `nil` for the content size, which a frame does
        /// not carry.
        func value(in frame: Rect) -> Double? {
            switch self {
            case .minX: frame.minX
            case .minY: frame.minY
            case .width: frame.width
            case .height: frame.height
            case .contentWidth, .contentHeight: nil
            }
        }
    }

    var constraint: Constraint?
    let part: Part
    /// A variable, or for the origin `x − parent.x`.
    let held: Expression
    var target: Double
}

extension SolverState {
    /// Weak stays hold each solved node, on whatever its constraints leave free, at its frame as
    /// set (as UIKit leaves an unconstrained view where it was), and each scroll view's content
    /// at its content size as set. Each is `held − shift == target`, with `shift` an edit
    /// variable held at 0 far more strongly than all the stays together pull.
    ///
    /// A part the required equalities already fix (every variable of it determined) gets no
    /// stay: it could never move, and each stay costs the solver a row. That leaves most of a
    /// typical screen's variables stay-free; a change that could free one (activation, priority)
    /// rebuilds instead.
    mutating func addStays(_ tree: LayoutTree) {
        let determined = determinedVariables()
        equalities = nil
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            let variables = variables.nodes[index]
            let frame = node.frame
            var wanted: [Stay] = []
            if tree.isSolved(index) {
                let origin = self.variables.origin(of: index)
                wanted += [
                    Stay(part: .minX, held: origin.x, target: frame.minX),
                    Stay(part: .minY, held: origin.y, target: frame.minY),
                    Stay(part: .width, held: Expression(variables.width), target: frame.width),
                    Stay(part: .height, held: Expression(variables.height), target: frame.height),
                ]
            }
            if let width = variables.contentWidth, let height = variables.contentHeight {
                let size = node.contentSize ?? frame.size
                wanted += [
                    Stay(part: .contentWidth, held: Expression(width), target: size.width),
                    Stay(part: .contentHeight, held: Expression(height), target: size.height),
                ]
            }
            let start = stays.count
            stays += wanted.filter { !$0.held.terms.allSatisfy { determined.contains($0.variable, in: solver) } }
            nodeStays[index] = start..<stays.count
        }
        // A new edit variable at a non-required strength is never refused.
        try? solver.addEditVariable(shift, strength: Weights.constant)
        for offset in stays.indices {
            stays[offset].constraint = addInternal(stayConstraint(stays[offset]))
        }
    }

    func stayConstraint(_ stay: Stay) -> Constraint {
        Constraint(stay.held - shift, .equal, stay.target, strength: Weights.stay)
    }

    /// Moves a solved node's stays to a new frame.
    mutating func moveStays(of index: Int, to frame: Rect) {
        guard let range = nodeStays[index] else { return }
        for offset in range {
            guard let target = stays[offset].part.value(in: frame), stays[offset].target != target else { continue }
            if let old = stays[offset].constraint {
                try? solver.remove(old)
            }
            stays[offset].target = target
            stays[offset].constraint = addInternal(stayConstraint(stays[offset]))
        }
    }

    /// The variables the required equalities in the solver fix on their own: an equality with
    /// one variable not yet known fixes it (coefficients are never zero after reduction), and so
    /// on until nothing more follows. A worklist keeps this linear in the equalities' size; the
    /// variables are numbered by the solver (`DeterminedVariables`), so no table is hashed.
    func determinedVariables() -> DeterminedVariables {
        var numbering = DeterminedVariables(solver: solver)
        // Flat, not an array per equality or per variable: equality `e`'s variables are
        // `numbers[starts[e]..<starts[e + 1]]`, and the equalities variable `n` is in, in
        // order, `uses[useStarts[n]..<useStarts[n + 1]]`.
        var numbers: [Int] = []
        var starts = [0]
        for variables in equalities ?? [] {
            for variable in variables {
                numbers.append(numbering.number(of: variable, in: solver))
            }
            starts.append(numbers.count)
        }
        var useStarts = [Int](repeating: 0, count: numbering.bound + 1)
        for number in numbers {
            useStarts[number + 1] += 1
        }
        for number in 0..<numbering.bound {
            useStarts[number + 1] += useStarts[number]
        }
        var uses = [Int](repeating: 0, count: numbers.count)
        var filled = useStarts
        var unknown: [Int] = []
        for equality in 0..<starts.count - 1 {
            for number in numbers[starts[equality]..<starts[equality + 1]] {
                uses[filled[number]] = equality
                filled[number] += 1
            }
            unknown.append(starts[equality + 1] - starts[equality])
        }
        var known = [Bool](repeating: false, count: numbering.bound)
        var queue = unknown.indices.filter { unknown[$0] == 1 }
        while let index = queue.popLast() {
            guard let number = numbers[starts[index]..<starts[index + 1]].first(where: { !known[$0] }) else {
                continue
            }
            known[number] = true
            for other in uses[useStarts[number]..<useStarts[number + 1]] {
                unknown[other] -= 1
                if unknown[other] == 1 {
                    queue.append(other)
                }
            }
        }
        numbering.known = known
        return numbering
    }

    /// Swaps the environment constraints whose values changed; false if one no longer fits the
    /// written required constraints (the caller then rebuilds, breaking those instead).
    mutating func apply(_ environment: LayoutEnvironment) -> Bool {
        for quantity in EnvironmentQuantity.allCases {
            let value = quantity.value(in: environment)
            guard value != environmentValues[quantity.rawValue] else { continue }
            try? solver.remove(environmentConstraints[quantity.rawValue])
            let constraint = Constraint(variables[quantity], .equal, value)
            environmentValues[quantity.rawValue] = value
            environmentConstraints[quantity.rawValue] = constraint
            if addInternal(constraint) == nil {
                return false
            }
        }
        return true
    }

    /// A node's rectangle in layout space, as solved.
    func layoutRect(of index: Int) -> Rect {
        let node = variables.nodes[index]
        return Rect(
            x: solver.value(of: node.x), y: solver.value(of: node.y), width: solver.value(of: node.width),
            height: solver.value(of: node.height))
    }

    /// Re-derives the guide nodes' safe-area insets from their solved frames and swaps in the
    /// ones that changed, as UIKit lays out again after a safe-area change. Returns whether
    /// anything changed, and false in `fits` if a written constraint made a value impossible.
    mutating func updateSafeAreas(_ environment: LayoutEnvironment) -> (changed: Bool, fits: Bool) {
        var changed = false
        for index in 1..<variables.nodes.count where variables.safeInsets[index] != nil {
            let values = Self.safeInsets(of: layoutRect(of: index), in: environment)
            let old = insetValues[index] ?? []
            guard old.count != values.count || zip(old, values).contains(where: { abs($0 - $1) > 1e-9 }) else {
                continue
            }
            changed = true
            if !setInsets(of: index, to: values) {
                return (true, false)
            }
        }
        return (changed, true)
    }

    /// Frames in superview coordinates: the solved offsets from the superview, the root at zero.
    func frames(count: Int) -> [Rect] {
        (0..<count).map { index in
            let node = variables.nodes[index]
            return Rect(
                origin: variables.originValue(of: index, in: solver),
                size: Size(width: solver.value(of: node.width), height: solver.value(of: node.height)))
        }
    }

    /// Nodes whose constraints leave an axis undetermined. Every stay is pushed the same
    /// distance one way and then the other on copies of the solver (one suggestion to `shift`
    /// each); a node whose offset or size follows on an axis is not fixed by anything stronger
    /// than its stay there. Two directions, because an inequality can hold a value against a
    /// push one way only.
    func ambiguities(_ tree: LayoutTree) -> [LayoutWarning] {
        let push = 100.0
        var moved = Set<Int>()
        for direction in [push, -push] {
            var copy = solver
            try? copy.suggestValue(shift, direction)
            for index in tree.nodes.indices where tree.isSolved(index) {
                let node = variables.nodes[index]
                let (pushed, held) = (
                    variables.originValue(of: index, in: copy), variables.originValue(of: index, in: solver)
                )
                func moves(_ a: Double, _ b: Double) -> Bool { abs(a - b) > 1e-6 }
                if moves(pushed.x, held.x) || moves(copy.value(of: node.width), solver.value(of: node.width)) {
                    moved.insert(index * 2)
                }
                if moves(pushed.y, held.y) || moves(copy.value(of: node.height), solver.value(of: node.height)) {
                    moved.insert(index * 2 + 1)
                }
            }
        }
        return moved.sorted().map { LayoutWarning.ambiguous(node: $0 / 2, horizontal: $0 % 2 == 0) }
    }
}

/// The variables `SolverState.determinedVariables()` found fixed, by the solver's numbers
/// (`Solver.number(of:)`). Holds no solver: a copy held while the caller adds to its solver
/// would make that add copy the whole tableau.
struct DeterminedVariables {
    /// `Solver.variableNumberBound` when the numbering was made.
    private let solverBound: Int
    /// Numbers, from `solverBound` up, for an equality's variables the solver does not hold (a
    /// term whose coefficient it dropped as near zero): hashed, but only filled on such odd input.
    private var others: [Variable: Int] = [:]
    /// By number.
    var known: [Bool] = []

    init(solver: Solver) {
        solverBound = solver.variableNumberBound
    }

    /// Above every number given so far.
    var bound: Int {
        solverBound + others.count
    }

    mutating func number(of variable: Variable, in solver: Solver) -> Int {
        if let number = solver.number(of: variable) ?? others[variable] {
            return number
        }
        others[variable] = bound
        return bound - 1
    }

    func contains(_ variable: Variable, in solver: Solver) -> Bool {
        guard let number = solver.number(of: variable) ?? others[variable], number < known.count else {
            return false
        }
        return known[number]
    }
}
