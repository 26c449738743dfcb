import KeySlideGeometry
import KeySlideLayout
import KeySlideTestSupport

/// Random trees whose layout is determined (or fixed by the stays alone), for the oracle test:
/// nested plain views, scroll views and stacks; constraints to superviews, their guides, earlier
/// siblings and the keyboard guide; autoresizing masks; intrinsic sizes with distinct priorities
/// (equal priorities pulling against each other would leave the optimum a tie, which two solvers
/// may break differently); a few optional inequalities and now and then a contradictory required
/// constraint; several devices in both orientations.
struct RandomLayouts {
    var random: SplitMix64
    var nodes: [LayoutNode] = []
    var constraints: [LayoutConstraint] = []
    /// Priorities already drawn: each optional constraint gets its own.
    var used = Set<Double>([250, 750, 50, 999])

    static func make(seed: UInt64) -> LayoutCase {
        var maker = RandomLayouts(random: SplitMix64(seed: seed))
        return maker.build(seed: seed)
    }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &random) * 4).rounded() / 4
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

    mutating func priority(in range: ClosedRange<Double>) -> LayoutPriority {
        var value = Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &random))
        while used.contains(value) { value = value >= range.upperBound ? range.lowerBound : value + 1 }
        used.insert(value)
        return LayoutPriority(rawValue: value)!
    }

    mutating func environment() -> LayoutEnvironment {
        let phones = [(320.0, 568.0), (375, 667), (390, 844), (430, 932), (768, 1024)]
        let (width, height) = phones[Int.random(in: 0..<phones.count, using: &random)]
        let landscape = chance(0.4)
        let notch = width < 768 && height > 800
        var environment = LayoutEnvironment(
            rootSize: landscape ? Size(width: height, height: width) : Size(width: width, height: height),
            safeAreaInsets: notch
                ? (landscape ? EdgeInsets(left: 47, bottom: 21, right: 47) : EdgeInsets(top: 47, bottom: 34))
                : EdgeInsets(top: 20),
            rootLayoutMargins: EdgeInsets(left: landscape ? 20 : 16, right: landscape ? 20 : 16))
        if chance(0.6) {
            environment.keyboardTop = environment.rootSize.height - uniform(200...340)
        }
        if chance(0.3) {
            environment.topLayoutGuideLength = 64
            environment.bottomLayoutGuideLength = 49
        }
        return environment
    }

    mutating func build(seed: UInt64) -> LayoutCase {
        let environment = environment()
        nodes = [LayoutNode(parent: nil, frame: Rect(origin: .zero, size: environment.rootSize))]
        let count = Int.random(in: 3...14, using: &random)
        for _ in 0..<count {
            let containers = nodes.indices.filter {
                $0 == 0 || nodes[$0].stack != nil || nodes[$0].isScrollView || chance(0.3)
            }
            let parent = containers[Int.random(in: 0..<containers.count, using: &random)]
            addNode(parent: parent)
        }
        closeScrollViews()
        return LayoutCase(nodes: nodes, constraints: constraints, environment: environment, seed: seed)
    }

    mutating func addNode(parent: Int) {
        let index = nodes.count
        let parentSize = nodes[parent].frame.size
        let frame = Rect(
            x: uniform(0...max(0, parentSize.width / 2)), y: uniform(0...max(0, parentSize.height / 2)),
            width: uniform(20...max(20, parentSize.width / 2)), height: uniform(20...max(20, parentSize.height / 3)))
        var node = LayoutNode(parent: parent, frame: frame, placement: .constraints)
        let kind = Int.random(in: 0..<10, using: &random)
        if kind < 2 { node.isScrollView = true }
        if kind == 2 {
            node.stack = StackArrangement(
                axis: chance(0.5) ? .horizontal : .vertical, spacing: uniform(0...12),
                distribution: StackArrangement.Distribution.allCases.randomElement(using: &random)!,
                alignment: StackArrangement.Alignment.allCases.randomElement(using: &random)!)
        }
        if nodes[parent].stack != nil {
            node.intrinsicContentSize = IntrinsicSize(width: uniform(20...90), height: uniform(20...60))
            node.huggingHorizontal = priority(in: 200...300)
            node.huggingVertical = priority(in: 200...300)
            node.compressionResistanceHorizontal = priority(in: 700...800)
            node.compressionResistanceVertical = priority(in: 700...800)
            node.isHidden = chance(0.15)
            nodes.append(node)
            return
        }
        if chance(0.25) {
            node.placement = .autoresizing(AutoresizingMask(rawValue: Int.random(in: 0..<64, using: &random)))
            if chance(0.5) {
                node.referenceSuperviewSize = Size(
                    width: parentSize.width + uniform(-60...60), height: parentSize.height)
            }
            nodes.append(node)
            return
        }
        nodes.append(node)
        horizontal(index, parent: parent)
        vertical(index, parent: parent)
        extras(index)
    }

    /// An item standing for the superview: itself, or (outside scroll views) one of its guides.
    mutating func anchor(_ parent: Int) -> LayoutItem {
        guard !nodes[parent].isScrollView else { return .view(parent) }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .safeArea(parent)
        case 1: return .margins(parent)
        default: return .view(parent)
        }
    }

    mutating func add(_ constraint: LayoutConstraint) { constraints.append(constraint) }

    mutating func horizontal(_ index: Int, parent: Int) {
        let item = LayoutItem.view(index)
        let superview = anchor(parent)
        if nodes[parent].isScrollView {
            // Content width from the subview, its width from the scroll view's frame.
            let inset = uniform(0...20)
            add(LayoutConstraint(item, .leading, .equal, superview, .leading, constant: inset))
            add(LayoutConstraint(item, .width, .equal, superview, .width, constant: -2 * inset))
            add(LayoutConstraint(item, .trailing, .equal, superview, .trailing, constant: -inset))
            return
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            add(LayoutConstraint(item, .left, .equal, superview, .left, constant: uniform(0...30)))
            add(LayoutConstraint(item, .right, .equal, superview, .right, constant: -uniform(0...30)))
        case 1:
            add(LayoutConstraint(item, .leading, .equal, superview, .leading, constant: uniform(0...40)))
            add(LayoutConstraint(item, .width, .equal, nil, nil, constant: uniform(20...200)))
        case 2:
            add(LayoutConstraint(item, .centerX, .equal, superview, .centerX, constant: uniform(-20...20)))
            add(LayoutConstraint(item, .width, .equal, superview, .width, multiplier: uniform(0.25...0.9)))
        default:
            nodes[index].intrinsicContentSize.width = uniform(30...160)
            nodes[index].huggingHorizontal = priority(in: 200...300)
            nodes[index].compressionResistanceHorizontal = priority(in: 700...800)
            add(LayoutConstraint(item, .leading, .equal, superview, .leading, constant: uniform(0...40)))
        }
    }

    mutating func vertical(_ index: Int, parent: Int) {
        let item = LayoutItem.view(index)
        let siblings = nodes.indices.filter {
            $0 < index && nodes[$0].parent == parent && nodes[$0].placement == .constraints
        }
        let height = uniform(20...120)
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !siblings.isEmpty:
            add(LayoutConstraint(item, .top, .equal, .view(siblings.last!), .bottom, constant: uniform(0...16)))
            add(LayoutConstraint(item, .height, .equal, nil, nil, constant: height))
        case 1 where !nodes[parent].isScrollView:
            add(LayoutConstraint(item, .bottom, .lessThanOrEqual, .keyboard, .top, constant: -uniform(0...16)))
            add(LayoutConstraint(item, .bottom, .equal, .keyboard, .top, priority: priority(in: 400...600)))
            add(LayoutConstraint(item, .height, .equal, nil, nil, constant: height))
        case 2 where !nodes[parent].isScrollView:
            let superview = anchor(parent)
            add(LayoutConstraint(item, .top, .equal, superview, .top, constant: uniform(0...30)))
            add(LayoutConstraint(item, .bottom, .equal, superview, .bottom, constant: -uniform(0...30)))
        case 3 where !nodes[parent].isScrollView:
            add(LayoutConstraint(item, .centerY, .equal, anchor(parent), .centerY))
            add(LayoutConstraint(item, .height, .equal, .view(parent), .height, multiplier: uniform(0.2...0.8)))
        default:
            add(LayoutConstraint(item, .top, .equal, anchor(parent), .top, constant: uniform(0...40)))
            add(LayoutConstraint(item, .height, .equal, nil, nil, constant: height))
        }
    }

    mutating func extras(_ index: Int) {
        if chance(0.3) {
            add(
                LayoutConstraint(
                    .view(index), .height, .greaterThanOrEqual, nil, nil, constant: uniform(30...90),
                    priority: priority(in: 300...700)))
        }
        if chance(0.08) {
            add(LayoutConstraint(.view(index), .height, .equal, nil, nil, constant: uniform(300...400)))
        }
    }

    /// The last constraint-placed subview of each scroll view pins the content's bottom.
    mutating func closeScrollViews() {
        for index in nodes.indices where nodes[index].isScrollView {
            let last = nodes.indices.last { nodes[$0].parent == index && nodes[$0].placement == .constraints }
            if let last {
                add(LayoutConstraint(.view(index), .bottom, .equal, .view(last), .bottom, constant: uniform(0...20)))
            }
        }
    }
}
