import KeySlideGeometry
import KeySlideSolver

// What code does to a laid-out tree between passes. Each change goes into the solver at once
// where that is cheap, so the next pass only solves what moved; a required constraint that can
// no longer hold is broken and reported on the next pass.
extension LayoutEngine {
    /// `NSLayoutConstraint.constant`.
    public mutating func setConstant(_ constant: Double, ofConstraintAt index: Int) {
        constraints[index].constant = constant
        guard state != nil, active[index] else { return }
        if !state!.setConstant(index, constraints[index], in: tree) {
            report(index)
        }
    }

    /// `NSLayoutConstraint.isActive`.
    public mutating func setActive(_ active: Bool, constraintAt index: Int) {
        guard self.active[index] != active else { return }
        let wasFixing = fixes(index)
        self.active[index] = active
        version += 1
        freeOrReplace(index, wasFixing: wasFixing)
    }

    /// `NSLayoutConstraint.priority`.
    public mutating func setPriority(_ priority: LayoutPriority, ofConstraintAt index: Int) {
        let wasFixing = fixes(index)
        constraints[index].priority = priority
        version += 1
        freeOrReplace(index, wasFixing: wasFixing)
    }

    /// Whether the constraint is an active required equality, which may have spared a variable
    /// its stay (`SolverState.addStays`).
    private func fixes(_ index: Int) -> Bool {
        active[index] && constraints[index].relation == .equal && constraints[index].priority.isRequired
    }

    /// A required equality that stops being one may free a variable that has no stay: the
    /// solver is rebuilt on the next pass. Anything else swaps the one constraint.
    private mutating func freeOrReplace(_ index: Int, wasFixing: Bool) {
        if wasFixing && !fixes(index) {
            state = nil
        } else {
            replace(index)
        }
    }

    private mutating func replace(_ index: Int) {
        guard state != nil else { return }
        if !state!.setUser(index, active[index] ? constraints[index] : nil, in: tree) {
            report(index)
        }
    }

    /// `isHidden`. A hidden arranged subview leaves its stack's arrangement, which rebuilds the
    /// solver on the next pass; any other hidden view is laid out as before.
    public mutating func setHidden(_ hidden: Bool, node: Int) {
        guard tree.nodes[node].isHidden != hidden else { return }
        tree.nodes[node].isHidden = hidden
        if let parent = tree.nodes[node].parent, tree.nodes[parent].stack != nil {
            state = nil
            version += 1
        }
    }

    /// A new intrinsic content size (a text view growing with its text).
    public mutating func setIntrinsicContentSize(_ size: IntrinsicSize, node: Int) {
        let old = tree.nodes[node].intrinsicContentSize
        tree.nodes[node].intrinsicContentSize = size
        if (old.width == nil) != (size.width == nil) || (old.height == nil) != (size.height == nil) {
            version += 1
        }
        if inProportionalStack(node) {
            state = nil
        } else {
            state?.setIntrinsic(of: node, in: tree)
        }
    }

    /// Code setting a node's frame. An autoresizing node takes it as its new reference frame,
    /// against its superview's size as last laid out; a constraint-placed node stays there on
    /// the axes its constraints leave free. The root's frame is the environment's.
    public mutating func setFrame(_ frame: Rect, node: Int) {
        guard node != 0 else {
            tree.nodes[0].frame = frame
            return
        }
        if tree.isSolved(node) {
            tree.nodes[node].frame = frame
            if inProportionalStack(node) {
                state = nil
            } else {
                state?.moveStays(of: node, to: frame)
            }
            return
        }
        if let lastFrames, let parent = tree.nodes[node].parent {
            tree.nodes[node].referenceSuperviewSize = lastFrames[parent].size
        }
        tree.nodes[node].frame = frame
        state?.setPlacement(of: node, in: tree)
    }

    private func inProportionalStack(_ node: Int) -> Bool {
        guard let parent = tree.nodes[node].parent else { return false }
        return tree.nodes[parent].stack?.distribution == .fillProportionally
    }
}
