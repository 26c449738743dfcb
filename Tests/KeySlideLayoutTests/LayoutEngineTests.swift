import KeySlideGeometry
import KeySlideLayout
import Testing

/// Shorthands for hand-built trees: a root of `size` and children placed by constraints.
enum Tree {
    static func root(_ width: Double = 375, _ height: Double = 667) -> LayoutNode {
        LayoutNode(parent: nil, frame: Rect(x: 0, y: 0, width: width, height: height))
    }

    static func child(of parent: Int, _ frame: Rect = Rect(x: 0, y: 0, width: 10, height: 10)) -> LayoutNode {
        LayoutNode(parent: parent, frame: frame, placement: .constraints)
    }

    static func pin(_ node: Int, to other: LayoutItem, _ attributes: [LayoutAttribute]) -> [LayoutConstraint] {
        attributes.map { LayoutConstraint(.view(node), $0, .equal, other, $0) }
    }

    static func size(_ node: Int, _ width: Double, _ height: Double) -> [LayoutConstraint] {
        [
            LayoutConstraint(.view(node), .width, .equal, constant: width),
            LayoutConstraint(.view(node), .height, .equal, constant: height),
        ]
    }
}

@Suite struct LayoutEngineTests {
    let phone = LayoutEnvironment(
        rootSize: Size(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
        rootLayoutMargins: EdgeInsets(left: 16, right: 16))

    /// A composer pinned to the keyboard guide rests on the safe area's bottom with the keyboard
    /// down and on the keyboard's top with it up; a new constant moves it on the next pass.
    @Test func aViewPinnedToTheKeyboardGuide() {
        let constraints =
            Tree.pin(1, to: .view(0), [.left, .right])
            + [
                LayoutConstraint(.view(1), .bottom, .equal, .keyboard, .top, constant: -8, identifier: "composer"),
                LayoutConstraint(.view(1), .height, .equal, constant: 50),
            ]
        var engine = LayoutEngine(nodes: [Tree.root(), Tree.child(of: 0)], constraints: constraints)
        #expect(engine.layout(in: phone).frames[1] == Rect(x: 0, y: 812 - 34 - 8 - 50, width: 375, height: 50))
        var up = phone
        up.keyboardTop = 812 - 336
        #expect(engine.layout(in: up).frames[1] == Rect(x: 0, y: 476 - 8 - 50, width: 375, height: 50))
        engine.setConstant(-20, ofConstraintAt: engine.index(ofConstraintNamed: "composer")!)
        #expect(engine.layout(in: up).frames[1].maxY == 476 - 20)
        #expect(engine.layout(in: up).warnings.isEmpty)
    }

    /// Several flexible parts share the superview's growth in proportion to their sizes.
    @Test func autoresizingSharesTheChangeInProportion() {
        var shared = LayoutNode(
            parent: 0, frame: Rect(x: 20, y: 40, width: 100, height: 30),
            placement: .autoresizing([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]))
        shared.referenceSuperviewSize = Size(width: 320, height: 568)
        var fixed = LayoutNode(parent: 0, frame: Rect(x: 20, y: 40, width: 100, height: 30))
        fixed.referenceSuperviewSize = Size(width: 320, height: 568)
        var bottom = LayoutNode(
            parent: 0, frame: Rect(x: 0, y: 518, width: 320, height: 50),
            placement: .autoresizing([.flexibleWidth, .flexibleTopMargin]))
        bottom.referenceSuperviewSize = Size(width: 320, height: 568)
        var engine = LayoutEngine(nodes: [Tree.root(320, 568), shared, fixed, bottom], constraints: [])
        let frames = engine.layout(in: LayoutEnvironment(rootSize: Size(width: 375, height: 667))).frames
        // Parts 20, 100 and 200 of 320 share the 55 pt: 55·20/320 and 55·100/320.
        #expect(frames[1] == Rect(x: 20 + 3.4375, y: 40, width: 100 + 17.1875, height: 30))
        #expect(frames[2] == Rect(x: 20, y: 40, width: 100, height: 30))
        #expect(frames[3] == Rect(x: 0, y: 617, width: 375, height: 50))
    }

    /// A scroll view's edges mean its content to its subviews: they decide the content size.
    @Test func scrollViewContentSizeComesFromItsSubviews() {
        var scroll = Tree.child(of: 0)
        scroll.isScrollView = true
        let constraints =
            Tree.pin(1, to: .view(0), [.left, .right, .top, .bottom])
            + [
                LayoutConstraint(.view(2), .leading, .equal, .view(1), .leading, constant: 10),
                LayoutConstraint(.view(2), .width, .equal, .view(1), .width, constant: -20),
                LayoutConstraint(.view(2), .trailing, .equal, .view(1), .trailing, constant: -10),
                LayoutConstraint(.view(2), .top, .equal, .view(1), .top, constant: 20),
                LayoutConstraint(.view(2), .height, .equal, constant: 1000),
                LayoutConstraint(.view(1), .bottom, .equal, .view(2), .bottom, constant: 30),
            ]
        var engine = LayoutEngine(nodes: [Tree.root(), scroll, Tree.child(of: 1)], constraints: constraints)
        let result = engine.layout(in: LayoutEnvironment(rootSize: Size(width: 375, height: 667)))
        #expect(result.frames[1] == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(result.frames[2] == Rect(x: 10, y: 20, width: 355, height: 1000))
        #expect(result.contentSizes == [1: Size(width: 375, height: 1050)])
        #expect(result.warnings.isEmpty)
    }

    /// The last required constraint that cannot hold is broken, reported once with the
    /// constraints it fights, and the rest are laid out.
    @Test func unsatisfiableConstraintsAreBrokenAndReportedOnce() {
        let constraints =
            Tree.pin(1, to: .view(0), [.left, .right, .top, .bottom])
            + [LayoutConstraint(.view(1), .height, .equal, constant: 100)]
        var engine = LayoutEngine(nodes: [Tree.root(), Tree.child(of: 0)], constraints: constraints)
        let environment = LayoutEnvironment(rootSize: Size(width: 375, height: 667))
        let first = engine.layout(in: environment)
        #expect(first.warnings == [.unsatisfiable(broken: 4, conflicting: [2, 3])])
        #expect(first.frames[1] == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(engine.layout(in: environment).warnings.isEmpty)
    }

    /// Only the top and the sides are constrained: the height is ambiguous, kept as set, and
    /// reported on every pass.
    @Test func ambiguousNodesKeepTheirFrameAndAreReported() {
        let constraints = Tree.pin(1, to: .view(0), [.left, .right, .top])
        let node = Tree.child(of: 0, Rect(x: 5, y: 300, width: 10, height: 44))
        var engine = LayoutEngine(nodes: [Tree.root(), node], constraints: constraints)
        let environment = LayoutEnvironment(rootSize: Size(width: 375, height: 667))
        for _ in 0..<2 {
            let result = engine.layout(in: environment)
            #expect(result.warnings == [.ambiguous(node: 1, horizontal: false)])
            #expect(result.frames[1] == Rect(x: 0, y: 0, width: 375, height: 44))
        }
        // Code setting the frame moves the stays: the free height follows, the rest holds.
        engine.setFrame(Rect(x: 9, y: 9, width: 9, height: 70), node: 1)
        #expect(engine.layout(in: environment).frames[1] == Rect(x: 0, y: 0, width: 375, height: 70))
    }

    /// The higher of two optional constraints wins; changing priorities between passes swaps them.
    @Test func higherPriorityWins() {
        let constraints =
            Tree.pin(1, to: .view(0), [.left, .top])
            + [
                LayoutConstraint(.view(1), .height, .equal, constant: 40),
                LayoutConstraint(.view(1), .width, .equal, constant: 100, priority: LayoutPriority(rawValue: 500)!),
                LayoutConstraint(.view(1), .width, .equal, constant: 200, priority: LayoutPriority(rawValue: 501)!),
            ]
        var engine = LayoutEngine(nodes: [Tree.root(), Tree.child(of: 0)], constraints: constraints)
        let environment = LayoutEnvironment(rootSize: Size(width: 375, height: 667))
        #expect(engine.layout(in: environment).frames[1].width == 200)
        engine.setPriority(LayoutPriority(rawValue: 499)!, ofConstraintAt: 4)
        #expect(engine.layout(in: environment).frames[1].width == 100)
        engine.setActive(false, constraintAt: 3)
        #expect(engine.layout(in: environment).frames[1].width == 200)
    }

    /// Intrinsic sizes hold at their hugging and compression priorities; a growing text view
    /// grows on the next pass.
    @Test func intrinsicSizeWithHuggingAndCompression() {
        var label = Tree.child(of: 0)
        label.intrinsicContentSize = IntrinsicSize(width: 80, height: 20)
        let constraints = Tree.pin(1, to: .view(0), [.left, .top])
        var engine = LayoutEngine(nodes: [Tree.root(), label], constraints: constraints)
        let environment = LayoutEnvironment(rootSize: Size(width: 375, height: 667))
        let first = engine.layout(in: environment)
        #expect(first.frames[1] == Rect(x: 0, y: 0, width: 80, height: 20))
        #expect(first.warnings.isEmpty)
        engine.setIntrinsicContentSize(IntrinsicSize(width: 80, height: 60), node: 1)
        #expect(engine.layout(in: environment).frames[1].height == 60)
    }

    /// Guides: a subview's safe area is the part of it the root's safe area leaves; margins are
    /// measured from the safe area; the iOS 7–10 guides hang from the root's edges.
    @Test func safeAreaMarginsAndLegacyGuides() {
        let constraints =
            Tree.pin(1, to: .view(0), [.left, .right]) + [
                LayoutConstraint(.view(1), .top, .equal, .view(0), .top, constant: 20),
                LayoutConstraint(.view(1), .height, .equal, constant: 200),
                LayoutConstraint(.view(2), .top, .equal, .safeArea(1), .top),
                LayoutConstraint(.view(2), .leading, .equal, .margins(0), .leading),
                LayoutConstraint(.view(3), .top, .equal, .topLayoutGuide, .bottom),
                LayoutConstraint(.view(3), .bottom, .equal, .bottomLayoutGuide, .top),
                LayoutConstraint(.view(3), .left, .equal, constant: 0),
                LayoutConstraint(.view(3), .width, .equal, constant: 10),
            ] + Tree.size(2, 10, 10)
        let nodes = [Tree.root(), Tree.child(of: 0), Tree.child(of: 1), Tree.child(of: 0)]
        var engine = LayoutEngine(nodes: nodes, constraints: constraints)
        var landscape = LayoutEnvironment(
            rootSize: Size(width: 812, height: 375),
            safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 21, right: 44),
            rootLayoutMargins: EdgeInsets(left: 20, right: 20), topLayoutGuideLength: 64, bottomLayoutGuideLength: 49)
        var frames = engine.layout(in: landscape).frames
        #expect(frames[2].minY == 27)  // 47 of safe area minus the 20 its superview sits down
        #expect(frames[2].minX == 64)  // 44 of safe area plus the 20 margin
        #expect(frames[3] == Rect(x: 0, y: 64, width: 10, height: 375 - 49 - 64))
        landscape.safeAreaInsets.top = 0
        frames = engine.layout(in: landscape).frames
        #expect(frames[2].minY == 0)
    }

    /// The same input gives the same frames, bit for bit, and a second engine agrees.
    @Test func layoutIsDeterministic() {
        let seeds: [UInt64] = [1, 2, 3]
        for seed in seeds {
            let layoutCase = RandomLayouts.make(seed: seed)
            var one = LayoutEngine(nodes: layoutCase.nodes, constraints: layoutCase.constraints)
            var two = LayoutEngine(nodes: layoutCase.nodes, constraints: layoutCase.constraints)
            #expect(one.layout(in: layoutCase.environment) == two.layout(in: layoutCase.environment))
        }
    }

    /// Code setting an autoresizing node's frame makes it the new reference.
    @Test func settingAFrameMakesANewReference() {
        let node = LayoutNode(
            parent: 0, frame: Rect(x: 10, y: 10, width: 100, height: 100), placement: .autoresizing([.flexibleWidth]))
        var engine = LayoutEngine(nodes: [Tree.root(300, 600), node], constraints: [])
        _ = engine.layout(in: LayoutEnvironment(rootSize: Size(width: 400, height: 600)))
        engine.setFrame(Rect(x: 0, y: 0, width: 50, height: 50), node: 1)
        #expect(engine.layout(in: LayoutEnvironment(rootSize: Size(width: 400, height: 600))).frames[1].width == 50)
        #expect(engine.layout(in: LayoutEnvironment(rootSize: Size(width: 500, height: 600))).frames[1].width == 150)
    }
}

@Suite struct ConstantChangeTests {
    /// A constant that can no longer hold breaks its constraint (reported once); a constant that
    /// fits again brings it back.
    @Test func aConflictingConstantIsBrokenUntilItFitsAgain() {
        let constraints =
            Tree.pin(1, to: .view(0), [.left, .top])
            + [
                LayoutConstraint(.view(1), .width, .lessThanOrEqual, constant: 100),
                LayoutConstraint(.view(1), .width, .equal, constant: 50),
                LayoutConstraint(.view(1), .height, .equal, constant: 10),
            ]
        var engine = LayoutEngine(nodes: [Tree.root(), Tree.child(of: 0)], constraints: constraints)
        let environment = LayoutEnvironment(rootSize: Size(width: 375, height: 667))
        #expect(engine.layout(in: environment).frames[1].width == 50)
        engine.setConstant(80, ofConstraintAt: 3)
        #expect(engine.layout(in: environment).frames[1].width == 80)
        engine.setConstant(150, ofConstraintAt: 3)
        let broken = engine.layout(in: environment)
        // The list is every required constraint in force on the same view and axis: the left pin
        // too, though only the `<=` truly conflicts (the first-neighbour approximation).
        #expect(broken.warnings == [.unsatisfiable(broken: 3, conflicting: [0, 2])])
        #expect(broken.frames[1].width <= 100)
        engine.setConstant(60, ofConstraintAt: 3)
        let back = engine.layout(in: environment)
        #expect(back.frames[1].width == 60)
        #expect(back.warnings.isEmpty)
    }
}

@Suite struct ActivationTests {
    /// Deactivating the equality that fixed a width leaves the width to its stay (the frame as
    /// set), reported ambiguous; activating it again fixes it again.
    @Test func deactivatingARequiredEqualityFreesTheView() {
        let constraints =
            Tree.pin(1, to: .view(0), [.left, .top])
            + [
                LayoutConstraint(.view(1), .width, .equal, constant: 100),
                LayoutConstraint(.view(1), .height, .equal, constant: 10),
            ]
        let node = Tree.child(of: 0, Rect(x: 0, y: 0, width: 33, height: 5))
        var engine = LayoutEngine(nodes: [Tree.root(), node], constraints: constraints)
        let environment = LayoutEnvironment(rootSize: Size(width: 375, height: 667))
        #expect(engine.layout(in: environment).frames[1].width == 100)
        engine.setActive(false, constraintAt: 2)
        let freed = engine.layout(in: environment)
        #expect(freed.frames[1].width == 33)
        #expect(freed.warnings == [.ambiguous(node: 1, horizontal: true)])
        engine.setActive(true, constraintAt: 2)
        let fixed = engine.layout(in: environment)
        #expect(fixed.frames[1].width == 100)
        #expect(fixed.warnings.isEmpty)
    }
}
