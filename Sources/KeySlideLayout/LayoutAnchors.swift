import KeySlideGeometry
import KeySlideSolver

/// Every unknown of one layout, and the expression each constraint item's attribute stands for.
struct LayoutVariables: Sendable {
    let nodes: [NodeVariables]
    /// Each node's superview (`nil` for the root), for the origins in the superview.
    let parents: [Int?]
    /// By `EnvironmentQuantity.rawValue`; the root's position and size are node 0's variables.
    let environment: [Variable]
    /// The safe-area insets of each node whose safe area or margins a constraint names (node 0's
    /// are the environment's); `nil` for the others.
    let safeInsets: [InsetVariables?]

    init(tree: LayoutTree, constraints: [LayoutConstraint]) {
        let nodes = tree.nodes.indices.map { NodeVariables(index: $0, isScrollView: tree.nodes[$0].isScrollView) }
        let root = nodes[0]
        let environment = EnvironmentQuantity.allCases.map { quantity in
            switch quantity {
            case .rootX: root.x
            case .rootY: root.y
            case .rootWidth: root.width
            case .rootHeight: root.height
            default: Variable(Self.environmentNames[quantity.rawValue])
            }
        }
        var safeInsets = [InsetVariables?](repeating: nil, count: tree.count)
        for index in Self.guideNodes(constraints) where index != 0 {
            safeInsets[index] = InsetVariables("n\(index).safe")
        }
        safeInsets[0] = InsetVariables(
            top: environment[EnvironmentQuantity.safeTop.rawValue],
            left: environment[EnvironmentQuantity.safeLeft.rawValue],
            bottom: environment[EnvironmentQuantity.safeBottom.rawValue],
            right: environment[EnvironmentQuantity.safeRight.rawValue])
        self.nodes = nodes
        self.parents = tree.nodes.map(\.parent)
        self.environment = environment
        self.safeInsets = safeInsets
    }

    /// The environment variables' names, made once: interpolating an enum case goes through
    /// reflection, which cost more than the rest of building the variables together.
    private static let environmentNames = EnvironmentQuantity.allCases.map { "env.\($0)" }

    /// The nodes whose safe area or margins guide some constraint names, in index order.
    static func guideNodes(_ constraints: [LayoutConstraint]) -> [Int] {
        var seen = Set<Int>()
        for constraint in constraints {
            for item in [constraint.first, constraint.second] {
                switch item {
                case .safeArea(let index), .margins(let index): seen.insert(index)
                default: break
                }
            }
        }
        return seen.sorted()
    }

    /// A node's frame origin in its superview, `x − parent.x` and `y − parent.y`: what the
    /// result reads, what a stay holds and what an autoresizing mask places. The root's is zero.
    func origin(of index: Int) -> (x: Expression, y: Expression) {
        guard let parent = parents[index] else { return (Expression(constant: 0), Expression(constant: 0)) }
        return (nodes[index].x - nodes[parent].x, nodes[index].y - nodes[parent].y)
    }

    /// `origin(of:)`'s value in a solution: the same numbers, without building expressions on a
    /// path that runs for every node on every pass.
    func originValue(of index: Int, in solver: Solver) -> Point {
        guard let parent = parents[index] else { return .zero }
        return Point(
            x: solver.value(of: nodes[index].x) - solver.value(of: nodes[parent].x),
            y: solver.value(of: nodes[index].y) - solver.value(of: nodes[parent].y))
    }

    subscript(_ quantity: EnvironmentQuantity) -> Variable {
        environment[quantity.rawValue]
    }

    func frameEdges(_ index: Int) -> Edges {
        let node = nodes[index]
        return Edges(
            left: Expression(node.x), right: node.x + node.width, top: Expression(node.y),
            bottom: node.y + node.height)
    }

    /// The safe area: the frame inset by how far the root's safe-area insets reach into it.
    func safeEdges(_ index: Int) -> Edges {
        guard let insets = safeInsets[index] else { return frameEdges(index) }
        return frameEdges(index).inset(
            top: Expression(insets.top), left: Expression(insets.left), bottom: Expression(insets.bottom),
            right: Expression(insets.right))
    }

    /// An item's rectangle in layout space.
    ///
    /// The keyboard guide follows `UIView.keyboardLayoutGuide` (iOS 15+,
    /// developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide): the root's width, from
    /// the keyboard's top (or the safe area's bottom while the keyboard is down) to the root's
    /// bottom. The iOS 7–10 guides span the root's width, the top one from its top down by
    /// `topLayoutGuideLength`, the bottom one up from its bottom by `bottomLayoutGuideLength`.
    func edges(of item: LayoutItem, in tree: LayoutTree) -> Edges {
        switch item {
        case .view(let index):
            return frameEdges(index)
        case .safeArea(let index):
            return safeEdges(index)
        case .margins(let index):
            let node = tree.nodes[index]
            let base = node.insetsLayoutMarginsFromSafeArea ? safeEdges(index) : frameEdges(index)
            if index == 0 {
                return base.inset(
                    top: Expression(self[.marginTop]), left: Expression(self[.marginLeft]),
                    bottom: Expression(self[.marginBottom]), right: Expression(self[.marginRight]))
            }
            let margins = node.layoutMargins
            return base.inset(
                top: Expression(constant: margins.top), left: Expression(constant: margins.left),
                bottom: Expression(constant: margins.bottom), right: Expression(constant: margins.right))
        case .keyboard:
            var root = frameEdges(0)
            root.top = Expression(self[.keyboardTop])
            return root
        case .topLayoutGuide:
            var root = frameEdges(0)
            root.bottom = root.top + self[.topGuide]
            return root
        case .bottomLayoutGuide:
            var root = frameEdges(0)
            root.top = root.bottom - self[.bottomGuide]
            return root
        }
    }

    /// What `item.attribute` stands for in a constraint whose other item is `other`.
    ///
    /// A scroll view's edges mean its content area when the other item lies inside it (Apple's
    /// Technical Note TN2154, "UIScrollView and Autolayout", and the Auto Layout Guide's "Working
    /// with Scroll Views"): left and top are the content's origin, right and bottom the content
    /// size, which such constraints then determine. Its width, height and centres always mean its
    /// frame, so content can be sized to the scroll view.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?, in tree: LayoutTree)
        -> Expression
    {
        if case .view(let index) = item, let contentWidth = nodes[index].contentWidth,
            let contentHeight = nodes[index].contentHeight, let other,
            tree.isDescendant(Self.node(of: other), of: index)
        {
            switch attribute {
            case .right, .trailing: return nodes[index].x + contentWidth
            case .bottom: return nodes[index].y + contentHeight
            default: break
            }
        }
        if case .view(let index) = item {
            return frameExpression(index, attribute)
        }
        return edges(of: item, in: tree).value(of: attribute)
    }

    /// `frameEdges(index).value(of: attribute)` term for term (the same terms in the same order,
    /// so the solver meets the variables in the same order), without building the three edges
    /// the attribute does not use: most of a constraint's translation went into those.
    func frameExpression(_ index: Int, _ attribute: LayoutAttribute) -> Expression {
        let (x, y, width, height) = (nodes[index].x, nodes[index].y, nodes[index].width, nodes[index].height)
        return switch attribute {
        case .left, .leading: Expression(x)
        case .right, .trailing: Expression([Term(x), Term(width)])
        case .top: Expression(y)
        case .bottom: Expression([Term(y), Term(height)])
        case .width: Expression([Term(x), Term(width), Term(x, -1)])
        case .height: Expression([Term(y), Term(height), Term(y, -1)])
        case .centerX: Expression([Term(x, 0.5), Term(x, 0.5), Term(width, 0.5)])
        case .centerY: Expression([Term(y, 0.5), Term(y, 0.5), Term(height, 0.5)])
        }
    }

    /// The node an item belongs to; the root's guides belong to node 0.
    static func node(of item: LayoutItem) -> Int {
        switch item {
        case .view(let index), .safeArea(let index), .margins(let index): index
        case .keyboard, .topLayoutGuide, .bottomLayoutGuide: 0
        }
    }

    /// Whether a constraint ties a scroll view's edge to one of its descendants, which makes the
    /// scroll view's content size an outcome of the layout.
    static func contentNode(of constraint: LayoutConstraint, in tree: LayoutTree) -> Int? {
        guard let second = constraint.second, let secondAttribute = constraint.secondAttribute else { return nil }
        for (item, attribute, other) in [
            (constraint.first, constraint.firstAttribute, second), (second, secondAttribute, constraint.first),
        ] {
            if case .view(let index) = item, tree.nodes[index].isScrollView,
                [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute),
                tree.isDescendant(node(of: other), of: index)
            {
                return index
            }
        }
        return nil
    }
}
