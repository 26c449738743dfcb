import KeySlideGeometry

/// What the engine works out once from the nodes: who is whose child, which views a stack
/// arranges, and where each view sits in layout space by its frames as set.
struct LayoutTree: Sendable {
    var nodes: [LayoutNode]
    /// Each node's children in index order (the order of `UIStackView.arrangedSubviews`).
    let children: [[Int]]

    /// Checks the tree's shape: node 0 is the only root and every parent chain reaches it.
    /// These are preconditions, not errors: the scene checker rejects bad trees first.
    init(nodes: [LayoutNode]) {
        precondition(!nodes.isEmpty, "a layout needs a root node")
        precondition(nodes[0].parent == nil, "node 0 is the root and has no parent")
        var children = Array(repeating: [Int](), count: nodes.count)
        for (index, node) in nodes.enumerated().dropFirst() {
            guard let parent = node.parent, nodes.indices.contains(parent), parent != index else {
                preconditionFailure("node \(index) needs a parent among the nodes")
            }
            children[parent].append(index)
        }
        self.nodes = nodes
        self.children = children
        for index in nodes.indices {
            var steps = 0
            var current = index
            while let parent = nodes[current].parent {
                current = parent
                steps += 1
                precondition(steps <= nodes.count, "node \(index)'s superviews form a cycle")
            }
        }
    }

    var count: Int { nodes.count }

    /// Whether a stack view lays the node out (it is a visible arranged subview).
    func isArranged(_ index: Int) -> Bool {
        guard let parent = nodes[index].parent else { return false }
        return nodes[parent].stack != nil && !nodes[index].isHidden
    }

    /// Whether the node's frame is solved (constraints or a stack) rather than given by its
    /// autoresizing mask. The root is neither: the environment fixes it.
    func isSolved(_ index: Int) -> Bool {
        guard index != 0 else { return false }
        if isArranged(index) { return true }
        if case .constraints = nodes[index].placement { return true }
        return false
    }

    /// The stack's arranged subviews that take part in its arrangement: hidden ones leave it, as
    /// `UIStackView` documents for `isHidden`.
    func arranged(of stack: Int) -> [Int] {
        children[stack].filter { !nodes[$0].isHidden }
    }

    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = nodes[index].parent
        while let node = current {
            if node == ancestor { return true }
            current = nodes[node].parent
        }
        return false
    }

    /// The node's origin in layout space (the root's coordinates) by the frames as set: its
    /// parent's origin plus its frame's origin; a scroll view's content offset takes no part.
    func givenOrigin(of index: Int) -> Point {
        var x = 0.0
        var y = 0.0
        var current = index
        while let parent = nodes[current].parent {
            x += nodes[current].frame.minX
            y += nodes[current].frame.minY
            current = parent
        }
        return Point(x: x, y: y)
    }

    /// The superview size the node's autoresizing frame was set against.
    func referenceSize(of index: Int) -> Size {
        nodes[index].referenceSuperviewSize ?? nodes[nodes[index].parent ?? 0].frame.size
    }
}
