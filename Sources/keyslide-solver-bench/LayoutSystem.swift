import KeySlideSolver

/// A layout-like system for timing: a grid of views, each with left, right, top, bottom, width and
/// height, laid out in rows by chains of spacing constraints, squeezed by a container width and a
/// keyboard top that are edit variables.
///
/// Per view: `right == left + width` and `bottom == top + height` (required), a horizontal chain
/// (`left == 16` for a row's first view, `left == previous.right + 8` otherwise, required) and a
/// preferred width of 60 (weak, a different weight per column so the squeeze has one answer). Per
/// row: `last.right <= containerWidth - 16` (required), the first view's top 8 below the previous
/// row (required) and its height 44 (strong). The last row keeps 8 above the keyboard (strong).
struct LayoutSystem {
    struct Rule {
        var constraint: Constraint
        var terms: [(variable: Int, coefficient: Double)]
    }

    let rows: Int
    let columns: Int
    private(set) var variables: [Variable] = []
    private(set) var rules: [Rule] = []
    private var indices: [Variable: Int] = [:]
    let containerWidth: Variable
    let keyboardTop: Variable

    init(rows: Int = 20, columns: Int = 10) {
        self.rows = rows
        self.columns = columns
        containerWidth = Variable("containerWidth")
        keyboardTop = Variable("keyboardTop")
        variables = [containerWidth, keyboardTop]
        indices = [containerWidth: 0, keyboardTop: 1]
        build()
    }

    var viewCount: Int {
        rows * columns
    }

    /// 100 rounds of dragging the container's width from 1000 down to 500 and back, through the
    /// width (688 + 16) where the views' preferred widths stop fitting and the layout starts to pivot.
    var suggestions: [Double] {
        (0..<100).map { round in
            let phase = round < 50 ? round : 99 - round
            return 1000 - Double(phase) * 10
        }
    }

    private mutating func newVariable(_ name: String) -> Variable {
        let variable = Variable(name)
        indices[variable] = variables.count
        variables.append(variable)
        return variable
    }

    private mutating func rule(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ strength: Strength) {
        let constraint = Constraint(lhs, relation, rhs, strength: strength)
        let terms = constraint.expression.terms.map { (indices[$0.variable]!, $0.coefficient) }
        rules.append(Rule(constraint: constraint, terms: terms))
    }

    private mutating func build() {
        var previousLeaderBottom: Variable?
        for row in 0..<rows {
            var previousRight: Variable?
            var leader: (top: Variable, height: Variable, bottom: Variable)?
            for column in 0..<columns {
                let name = "view[\(row),\(column)]"
                let left = newVariable("\(name).left")
                let right = newVariable("\(name).right")
                let top = newVariable("\(name).top")
                let bottom = newVariable("\(name).bottom")
                let width = newVariable("\(name).width")
                let height = newVariable("\(name).height")
                rule(right.expression, .equal, left + width, .required)
                rule(bottom.expression, .equal, top + height, .required)
                if let previousRight {
                    rule(left.expression, .equal, previousRight + 8, .required)
                } else {
                    rule(left.expression, .equal, Expression(constant: 16), .required)
                    leader = (top, height, bottom)
                }
                rule(width.expression, .equal, Expression(constant: 60), .create(0, 0, 1 + Double(column) / 4))
                previousRight = right
            }
            rule(previousRight!.expression, .lessThanOrEqual, containerWidth - 16, .required)
            let top = previousLeaderBottom.map { $0 + 8 } ?? Expression(constant: 20)
            rule(leader!.top.expression, .equal, top, .required)
            rule(leader!.height.expression, .equal, Expression(constant: 44), .strong)
            previousLeaderBottom = leader!.bottom
        }
        rule(previousLeaderBottom!.expression, .lessThanOrEqual, keyboardTop - 8, .strong)
    }

    /// Adds everything to a fresh solver and places the keyboard: the "add all + solve" pass.
    func makeSolver() throws -> Solver {
        var solver = Solver()
        for rule in rules {
            try solver.add(rule.constraint)
        }
        try solver.addEditVariable(containerWidth, strength: .strong)
        try solver.addEditVariable(keyboardTop, strength: .medium)
        try solver.suggestValue(containerWidth, 1000)
        try solver.suggestValue(keyboardTop, 600)
        return solver
    }

    /// The same system as JSON for `bench/kiwi_bench.py`: variables by index (0 is the container
    /// width, 1 the keyboard top), constraints as `sum(coefficient * v) + constant REL 0`.
    func json() -> String {
        let constraints = rules.map { rule in
            let terms = rule.terms.map { "[\($0.variable),\($0.coefficient)]" }.joined(separator: ",")
            let constraint = rule.constraint
            return "{\"terms\":[\(terms)],\"constant\":\(constraint.expression.constant),"
                + "\"relation\":\"\(constraint.relation.rawValue)\",\"strength\":\(constraint.strength.value)}"
        }
        let suggestions = suggestions.map { "\($0)" }.joined(separator: ",")
        return "{\"variables\":\(variables.count),\"constraints\":[\(constraints.joined(separator: ",\n"))],"
            + "\"edits\":[[0,\(Strength.strong.value),1000.0],[1,\(Strength.medium.value),600.0]],"
            + "\"rounds\":[\(suggestions)]}\n"
    }
}
