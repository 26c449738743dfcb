import KeySlideGeometry
import KeySlideSolver

extension SolverState {
    /// Weak stays hold each solved node, on whatever its constraints leave free, at its frame as
    /// set (as UIKit leaves an unconstrained view where it was), and each scroll view's content
    /// at its content size as set. Each is `variable − shift == target`, with `shift` an edit
    /// variable held at 0 far more strongly than all the stays together pull.
    mutating func addStays(_ tree: LayoutTree) {
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            let variables = variables.nodes[index]
            let start = stays.count
            if tree.isSolved(index) {
                let frame = node.frame
                stays += [
                    (nil, variables.relativeX, frame.minX), (nil, variables.relativeY, frame.minY),
                    (nil, variables.width, frame.width), (nil, variables.height, frame.height),
                ]
            }
            nodeStays[index] = start..<stays.count
            if let width = variables.contentWidth, let height = variables.contentHeight {
                let size = node.contentSize ?? node.frame.size
                stays += [(nil, width, size.width), (nil, height, size.height)]
            }
        }
        // A new edit variable at a non-required strength is never refused.
        try? solver.addEditVariable(shift, strength: Weights.constant)
        for offset in stays.indices {
            let stay = Constraint(stays[offset].variable - shift, .equal, stays[offset].target, strength: Weights.stay)
            stays[offset].constraint = addInternal(stay)
        }
    }

    /// Moves a solved node's stays to a new frame.
    mutating func moveStays(of index: Int, to frame: Rect) {
        guard let range = nodeStays[index], range.count == 4 else { return }
        let targets = [frame.minX, frame.minY, frame.width, frame.height]
        for (offset, target) in zip(range, targets) where stays[offset].target != target {
            if let old = stays[offset].constraint {
                try? solver.remove(old)
            }
            stays[offset].target = target
            let stay = Constraint(stays[offset].variable - shift, .equal, target, strength: Weights.stay)
            stays[offset].constraint = addInternal(stay)
        }
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
            let origin =
                index == 0
                ? Point.zero : Point(x: solver.value(of: node.relativeX), y: solver.value(of: node.relativeY))
            return Rect(
                origin: origin, size: Size(width: solver.value(of: node.width), height: solver.value(of: node.height)))
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
                let horizontal = [node.relativeX, node.width]
                let vertical = [node.relativeY, node.height]
                if horizontal.contains(where: { abs(copy.value(of: $0) - solver.value(of: $0)) > 1e-6 }) {
                    moved.insert(index * 2)
                }
                if vertical.contains(where: { abs(copy.value(of: $0) - solver.value(of: $0)) > 1e-6 }) {
                    moved.insert(index * 2 + 1)
                }
            }
        }
        return moved.sorted().map { LayoutWarning.ambiguous(node: $0 / 2, horizontal: $0 % 2 == 0) }
    }
}
