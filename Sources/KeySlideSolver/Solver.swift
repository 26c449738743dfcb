/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 2001).
///
/// A struct, not a class. Its whole state (tableau, records of constraints and edit variables) is
/// made of copy-on-write values, so copying a solver is O(1) and the copy is independent: a layout
/// pass can try a constraint on a copy and throw the copy away, and `add(_:)` undoes a refused
/// constraint by restoring the tableau it saved, which is what makes "the solver is exactly as
/// before" cheap to promise. It also makes the solver `Sendable` and `Equatable` for free and keeps
/// to KeySlide's rule of value types for data. The cost is the usual one: mutating a copy that
/// shares storage copies that storage first, so keep one solver per layout and mutate it in place.
///
/// Determinism: nothing is iterated in hash order. Variables are numbered in the order the solver
/// meets them and every scan runs in that order, so the same calls give the same pivots and the
/// same bits in every process.
public struct Solver: Sendable, Equatable {
    struct Tag: Equatable, Sendable {
        /// The symbol that finds the constraint's row again: its slack, plus-error or dummy.
        var marker: Symbol
        /// The second error symbol of a non-required constraint, if any.
        var other: Symbol?
    }

    struct Record: Equatable, Sendable {
        var constraint: Constraint
        var tag: Tag
    }

    struct KnownVariable: Equatable, Sendable {
        var variable: Variable
        var symbol: Symbol
    }

    struct Edit: Equatable, Sendable {
        var constraint: Constraint
        var tag: Tag
        /// The value last suggested (0 until the first suggestion, as the constraint starts as
        /// `v == 0`).
        var suggested: Double
    }

    var tableau = Tableau()
    /// Each known variable's symbol, by the variable's id. Looked up only, never iterated.
    var symbols = IDTable<Symbol>()
    /// The known variables and their symbols in the order met: the order of `updateVariables()`.
    var variables: [KnownVariable] = []
    /// Each constraint's record, by the constraint's id. Looked up only, never iterated.
    var records = IDTable<Record>()
    var edits: [Variable: Edit] = [:]

    public init() {}

    /// Forgets every constraint, edit variable and variable.
    public mutating func reset() {
        self = Solver()
    }

    /// How many constraints the solver holds, edit variables' constraints included.
    public var constraintCount: Int {
        records.count
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[constraint.id] != nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// A number for each variable the solver knows, unique among them and below
    /// `variableNumberBound`, so that a caller's table per variable can be an array instead of a
    /// hashed map; `nil` for a variable the solver does not know.
    public func number(of variable: Variable) -> Int? {
        symbols[variable.id].map { Int($0.id) }
    }

    /// Above every number `number(of:)` gives now.
    public var variableNumberBound: Int {
        tableau.symbolCount
    }

    /// The variable's value in the current solution: 0 for a variable the solver does not know, or
    /// one that is parametric (every parametric symbol sits at zero).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable.id] else {
            return 0
        }
        return value(of: symbol)
    }

    private func value(of symbol: Symbol) -> Double {
        // `+ 0` turns a -0.0 into 0.0, so printed layouts never show "-0".
        (tableau.row(for: symbol)?.constant ?? 0) + 0
    }

    /// An expression's value in the current solution.
    public func value(of expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) } + 0
    }

    /// Every known variable with its value, in the order the solver first met them. kiwisolver's
    /// `updateVariables` writes values into shared variable objects; a `Variable` here is a value,
    /// so the values come back instead.
    public func updateVariables() -> [(variable: Variable, value: Double)] {
        variables.map { ($0.variable, value(of: $0.symbol)) }
    }

    /// Removes a constraint (§2.6, removing a constraint): its marker is pivoted into the basis if
    /// it is not there already, and the marker's row, which is the constraint, is dropped. The
    /// weight of its errors is taken out of the objective before that pivot: the pivot substitutes
    /// into the objective too, and weight left there would go on pulling towards a constraint that
    /// no longer exists.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forID: constraint.id) else {
            throw .unknownConstraint(constraint)
        }
        let strength = record.constraint.strength.value
        for symbol in [record.tag.marker, record.tag.other].compactMap(\.self) where symbol.kind == .error {
            if let row = tableau.row(for: symbol) {
                tableau.objective.insert(row, times: -strength)
            } else {
                tableau.objective.insert(symbol, -strength)
            }
        }
        tableau.objectiveIsOptimal = false
        let marker = record.tag.marker
        if tableau.isBasic(marker) {
            _ = tableau.takeRow(for: marker)
        } else {
            // A parametric marker is in some row unless rounding dropped every cell of its column
            // (`Tolerance`); then the constraint no longer shapes any row and there is nothing to pivot.
            if let leaving = tableau.markerLeavingSymbol(marker) {
                var row = tableau.takeRow(for: leaving)
                row.solve(for: marker, replacing: leaving)
                tableau.substitute(marker, with: row)
            }
        }
        tableau.optimize(.objective)
        tableau.dualOptimize()  // As in `add(_:)`: drains rounding leftovers.
    }

    /// The tableau's column index agrees with its rows (for the tests).
    var columnIndexIsConsistent: Bool { tableau.columnsMatchRows }
}
