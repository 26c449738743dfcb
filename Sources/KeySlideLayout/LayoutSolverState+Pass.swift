import KeySlideGeometry
import KeySlideSolver

extension SolverState {
    /// Weak stays hold each solved node, on whatever its constraints leave free, at its frame as
    /// set (as UIKit leaves an unconstrained view where it was), and each scroll view's content
    /// at its content size as set. They are edit variables, so a new frame is a cheap suggestion.
    mutating func addStays(_ tree: LayoutTree) {
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            let variables = variables.nodes[index]
            let start = stays.count
            if tree.isSolved(index) {
                let frame = node.frame
                stays += [
                    (variables.relativeX, frame.minX), (variables.relativeY, frame.minY),
                    (variables.width, frame.width), (variables.height, frame.height),
                ]
            }
            nodeStays[index] = start..<stays.count
            if let width = variables.contentWidth, let height = variables.contentHeight {
                let size = node.contentSize ?? node.frame.size
                stays += [(width, size.width), (height, size.height)]
            }
        }
        for stay in stays {
            // A new variable's first edit cannot fail: the strength is not required.
            try? solver.addEditVariable(stay.variable, strength: Weights.stay)
            try? solver.suggestValue(stay.variable, stay.target)
        }
    }

    /// Moves a solved node's stays to a new frame.
    mutating func moveStays(of index: Int, to frame: Rect) {
        guard let range = nodeStays[index], range.count == 4 else { return }
        let targets = [frame.minX, frame.minY, frame.width, frame.height]
        for (offset, target) in zip(range, targets) where stays[offset].target != target {
            stays[offset].target = target
            try? solver.suggestValue(stays[offset].variable, target)
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
    /// distance one way and then the other on copies of the solver; a node whose offset or size
    /// follows on an axis is not fixed by anything stronger than its stay there. Two directions,
    /// because an inequality can hold a value against a push one way only.
    func ambiguities(_ tree: LayoutTree) -> [LayoutWarning] {
        let push = 100.0
        var moved = Set<Int>()
        for direction in [push, -push] {
            var copy = solver
            for stay in stays {
                try? copy.suggestValue(stay.variable, stay.target + direction)
            }
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
