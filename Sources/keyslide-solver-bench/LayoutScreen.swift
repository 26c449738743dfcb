import KeySlideGeometry
import KeySlideLayout

/// The layout engine's benchmark screen (issue 28: 200 elements, 600 constraints, under 5 ms a
/// pass): a form of `rows` rows in a scroll view pinned to the safe area and the keyboard layout
/// guide. Each row is a container with a label, a field and a button: 4 nodes and 12 constraints,
/// so 50 rows are 202 nodes (with the root and the scroll view) and 605 constraints.
struct LayoutScreen {
    var nodes: [LayoutNode] = []
    var constraints: [LayoutConstraint] = []

    init(rows: Int) {
        nodes = [LayoutNode(parent: nil, frame: Rect(x: 0, y: 0, width: 390, height: 844))]
        var scroll = LayoutNode(parent: 0, frame: .zero, placement: .constraints)
        scroll.isScrollView = true
        nodes.append(scroll)
        let view = LayoutItem.view(1)
        constraints += [
            LayoutConstraint(view, .leading, .equal, .safeArea(0), .leading),
            LayoutConstraint(view, .trailing, .equal, .safeArea(0), .trailing),
            LayoutConstraint(view, .top, .equal, .safeArea(0), .top),
            LayoutConstraint(view, .bottom, .equal, .keyboard, .top),
        ]
        var previous: Int?
        for _ in 0..<rows {
            previous = addRow(below: previous)
        }
        if let previous {
            constraints.append(LayoutConstraint(.view(1), .bottom, .equal, .view(previous), .bottom, constant: 20))
        }
    }

    private mutating func add(_ parent: Int, intrinsic: IntrinsicSize = .none) -> LayoutItem {
        var node = LayoutNode(parent: parent, frame: .zero, placement: .constraints)
        node.intrinsicContentSize = intrinsic
        nodes.append(node)
        return .view(nodes.count - 1)
    }

    private mutating func addRow(below previous: Int?) -> Int {
        let row = add(1)
        let label = add(nodes.count - 1, intrinsic: IntrinsicSize(width: 80, height: 20))
        let field = add(nodes.count - 2)
        let button = add(nodes.count - 3, intrinsic: IntrinsicSize(width: 60, height: 30))
        constraints += [
            LayoutConstraint(row, .leading, .equal, .view(1), .leading),
            LayoutConstraint(row, .width, .equal, .view(1), .width),
            previous.map { LayoutConstraint(row, .top, .equal, .view($0), .bottom, constant: 8) }
                ?? LayoutConstraint(row, .top, .equal, .view(1), .top, constant: 8),
            LayoutConstraint(row, .height, .equal, constant: 44),
            LayoutConstraint(label, .leading, .equal, row, .leading, constant: 16),
            LayoutConstraint(label, .centerY, .equal, row, .centerY),
            LayoutConstraint(field, .leading, .equal, label, .trailing, constant: 8),
            LayoutConstraint(field, .centerY, .equal, row, .centerY),
            LayoutConstraint(field, .height, .equal, constant: 30),
            LayoutConstraint(button, .leading, .equal, field, .trailing, constant: 8),
            LayoutConstraint(button, .trailing, .equal, row, .trailing, constant: -16),
            LayoutConstraint(button, .centerY, .equal, row, .centerY),
        ]
        guard case .view(let index) = row else { return 0 }
        return index
    }
}

/// Times the engine on `LayoutScreen`: a first pass on a new engine (building the solver and
/// checking for ambiguity), then passes that follow the keyboard up the screen, then passes after
/// a constraint's constant changes. Prints milliseconds per pass, median (best).
func benchLayout(passes: Int) {
    let screen = LayoutScreen(rows: 50)
    let clock = ContinuousClock()
    var environment = LayoutEnvironment(
        rootSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    var first: [Double] = []
    var keyboard: [Double] = []
    var constant: [Double] = []
    var checksum = 0.0
    for _ in 0..<passes {
        var engine = LayoutEngine(nodes: screen.nodes, constraints: screen.constraints)
        first.append(milliseconds(clock.measure { checksum += engine.layout(in: environment).frames[201].maxY }))
        for step in 0..<20 {
            environment.keyboardTop = 844 - Double(step) * 17
            keyboard.append(milliseconds(clock.measure { checksum += engine.layout(in: environment).frames[201].maxY }))
        }
        for step in 0..<20 {
            constant.append(
                milliseconds(
                    clock.measure {
                        engine.setConstant(Double(step), ofConstraintAt: 4 + 3)
                        checksum += engine.layout(in: environment).frames[201].maxY
                    }))
        }
        environment.keyboardTop = .infinity
    }
    print("checksum \(checksum)")
    print("layout: \(screen.nodes.count) nodes, \(screen.constraints.count) constraints; \(passes) engines")
    print("ms per layout pass, median (best)          KeySlideLayout")
    print("first pass (build, solve, ambiguity)    \(column(first))")
    print("keyboard moves (environment change)     \(column(keyboard))")
    print("a constraint's constant changes         \(column(constant))")
}
