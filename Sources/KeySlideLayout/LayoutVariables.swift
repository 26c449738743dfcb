import KeySlideGeometry
import KeySlideSolver

/// Which priority becomes which solver strength, decided here and nowhere else.
///
/// Auto Layout promises that a satisfiable higher priority wins over lower ones. Cassowary
/// weighs each broken preference by its strength and minimises the sum, so two priorities'
/// strengths must stand far enough apart that a handful of lower constraints cannot outvote a
/// higher one. Priority `p` (1…999) becomes `10^(p/200)`: adjacent priorities differ by 1.2 %,
/// the default hugging (250) and compression resistance (750) by a factor of 560, and the
/// strongest optional constraint (999, about 1e5) stays far below required, which the solver
/// keeps as hard rows. The weakest weight is `stay`, which holds a view where its frame was set
/// on an axis nothing else decides, a thousand times below priority 1 so no written constraint
/// ever yields to it.
enum Weights {
    static func strength(_ priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(pow10(priority.rawValue / 200))
    }

    static let stay = Strength(0.001)

    /// The pull of a constant code has changed (`SolverState.setConstant`): a thousand times the
    /// strongest optional priority, so only required constraints outweigh it.
    static let constant = Strength(1e8)

    /// `10^x` by repeated squaring of exact powers, so the weights do not depend on a libm.
    private static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        var whole = Int(exponent)
        var base = 10.0
        while whole > 0 {
            if whole & 1 == 1 { result *= base }
            base *= base
            whole >>= 1
        }
        // The fraction by exp(f · ln 10) as a short series: |f · ln 10| < 2.31, 30 terms are ample.
        let fraction = (exponent - Double(Int(exponent))) * 2.302585092994046
        var term = 1.0
        var sum = 1.0
        for k in 1...30 {
            term *= fraction / Double(k)
            sum += term
        }
        return result * sum
    }
}

/// The quantities the environment fixes, each held by one required `v == value` constraint that
/// a later pass swaps when the value changes.
enum EnvironmentQuantity: Int, CaseIterable, Sendable {
    case rootX, rootY, rootWidth, rootHeight
    case safeTop, safeLeft, safeBottom, safeRight
    case marginTop, marginLeft, marginBottom, marginRight
    case keyboardTop, topGuide, bottomGuide

    func value(in environment: LayoutEnvironment) -> Double {
        switch self {
        case .rootX, .rootY: 0
        case .rootWidth: environment.rootSize.width
        case .rootHeight: environment.rootSize.height
        case .safeTop: environment.safeAreaInsets.top
        case .safeLeft: environment.safeAreaInsets.left
        case .safeBottom: environment.safeAreaInsets.bottom
        case .safeRight: environment.safeAreaInsets.right
        case .marginTop: environment.rootLayoutMargins.top
        case .marginLeft: environment.rootLayoutMargins.left
        case .marginBottom: environment.rootLayoutMargins.bottom
        case .marginRight: environment.rootLayoutMargins.right
        case .keyboardTop: environment.keyboardGuideTop
        case .topGuide: environment.topLayoutGuideLength
        case .bottomGuide: environment.bottomLayoutGuideLength
        }
    }
}

/// Four insets as solver variables: a safe area's or the root's margins.
struct InsetVariables: Sendable {
    let top: Variable
    let left: Variable
    let bottom: Variable
    let right: Variable

    init(top: Variable, left: Variable, bottom: Variable, right: Variable) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    init(_ name: String) {
        top = Variable("\(name).top")
        left = Variable("\(name).left")
        bottom = Variable("\(name).bottom")
        right = Variable("\(name).right")
    }

    var all: [Variable] { [top, left, bottom, right] }
}

/// One node's unknowns. Positions are in layout space (the root's coordinates) so that a
/// constraint between any two views is a plain difference. The frame's origin in the superview is
/// no unknown of its own but `x − parent.x` (`LayoutVariables.origin(of:)`): a variable for it
/// would cost the solver a required row per node and axis, a third of a large screen's rows, and
/// every substitution through them.
struct NodeVariables: Sendable {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    /// A scroll view's content size, which its edge constraints to descendants reach.
    let contentWidth: Variable?
    let contentHeight: Variable?

    init(index: Int, isScrollView: Bool) {
        x = Variable("n\(index).x")
        y = Variable("n\(index).y")
        width = Variable("n\(index).w")
        height = Variable("n\(index).h")
        contentWidth = isScrollView ? Variable("n\(index).cw") : nil
        contentHeight = isScrollView ? Variable("n\(index).ch") : nil
    }
}

/// A rectangle's four edges as expressions in layout space.
struct Edges {
    var left: Expression
    var right: Expression
    var top: Expression
    var bottom: Expression

    func inset(top: Expression, left: Expression, bottom: Expression, right: Expression) -> Edges {
        Edges(
            left: self.left + left, right: self.right - right, top: self.top + top,
            bottom: self.bottom - bottom)
    }

    func value(of attribute: LayoutAttribute) -> Expression {
        switch attribute {
        case .left, .leading: left
        case .right, .trailing: right
        case .top: top
        case .bottom: bottom
        case .width: right - left
        case .height: bottom - top
        case .centerX: 0.5 * (left + right)
        case .centerY: 0.5 * (top + bottom)
        }
    }
}
