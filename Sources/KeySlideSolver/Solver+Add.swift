extension Solver {
    /// Adds a constraint (§2.5, "Incrementality: Adding a Constraint").
    ///
    /// The constraint becomes a row in the current parametric symbols. If some symbol in it can be
    /// made basic without breaking feasibility (an external variable, which has no sign, or the
    /// constraint's own slack or error when its coefficient is negative), the row is solved for it
    /// and substituted everywhere; otherwise an artificial variable finds out whether the
    /// constraint can hold at all. Then the objective is minimised again, so that between any two
    /// calls the tableau is optimal: `value(of:)` never needs a separate solve step, and the next
    /// add or suggestion starts from an optimal basis, which is what keeps each step small.
    ///
    /// A required constraint that contradicts the required ones already present throws
    /// `unsatisfiableConstraint` and leaves the solver exactly as it was: same tableau, same
    /// variables, and the same symbol numbering for what comes next.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard records[constraint.id] == nil else {
            throw .duplicateConstraint(constraint)
        }
        guard constraint.expression.isFinite else {
            throw .nonFiniteConstraint(constraint)
        }
        let variablesBefore = variables.count
        let symbolsBefore = tableau.symbolCount
        var (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            tableau.enter(subject, with: row)
        } else if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Nothing but required equalities' markers: the constraint is a combination of
            // required equalities already present. Redundant if its constant is zero (the new
            // dummy may stand in the basis at zero), contradictory otherwise.
            guard Tolerance.isNearZero(row.constant) else {
                forgetVariables(downTo: variablesBefore, symbols: symbolsBefore)
                throw .unsatisfiableConstraint(constraint)
            }
            row.solve(for: tag.marker)
            tableau.enter(tag.marker, with: row)
        } else {
            // Only required constraints get here (a non-required row always has a negative error to
            // solve for), and they leave the objective untouched, so the tableau copy plus the
            // variable bookkeeping is all the state to restore.
            let saved = tableau
            guard tableau.enterWithArtificialVariable(row) else {
                tableau = saved
                forgetVariables(downTo: variablesBefore, symbols: symbolsBefore)
                throw .unsatisfiableConstraint(constraint)
            }
        }
        records[constraint.id] = Record(constraint: constraint, tag: tag)
        tableau.optimize(.objective)
        // The primal simplex keeps every restricted row non-negative, so this only empties the queue
        // of rows that rounding left a hair below zero; a solver that never gets a suggestion would
        // otherwise collect them for ever.
        tableau.dualOptimize()
    }

    /// The constraint's row in the current parametric symbols, with its slack, error or dummy
    /// symbols (§2.1, "Augmented Simplex Form"; §2.3, non-required constraints):
    /// - `e ≤ 0` becomes `e + s = 0` and `e ≥ 0` becomes `e - s = 0`, with slack `s ≥ 0`;
    /// - a non-required inequality also gets an error `ε ≥ 0` on the other side, weighed in the
    ///   objective by its strength, so it may be violated at a cost;
    /// - a non-required equality `e = ε⁺ - ε⁻` gets two errors, both weighed;
    /// - a required equality gets a dummy, which stays zero and only marks the row for removal.
    ///   Basic variables are replaced by their rows on the way in.
    private mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        // Room for each term, its row's other cells and the slack or errors.
        var row = Row(constant: constraint.expression.constant, capacity: 4 * constraint.expression.terms.count + 2)
        for term in constraint.expression.terms where !Tolerance.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basicRow = tableau.row(for: symbol) {
                row.insert(basicRow, times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = tableau.makeSymbol(.error)
                row.insert(error, -sign)
                tableau.objective.insert(error, strength.value)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.objective.insert(plus, strength.value)
                tableau.objective.insert(minus, strength.value)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 {
            row.negate()
        }
        return (row, tag)
    }

    /// The symbol to make basic: the first external variable (unrestricted, so any value is
    /// feasible), else the constraint's own slack or error if its coefficient is negative (with a
    /// non-negative constant, solving for it gives it a non-negative value). `nil` when neither
    /// exists and phase one must decide.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) {
            return external.symbol
        }
        // The marker, then the other error: no array made for two candidates on every add.
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 {
            return tag.marker
        }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    /// The variable's symbol, created (and the variable remembered) on first sight.
    private mutating func symbol(for variable: Variable) -> Symbol {
        if let known = symbols[variable.id] {
            return known
        }
        let symbol = tableau.makeSymbol(.external)
        symbols[variable.id] = symbol
        variables.append(KnownVariable(variable: variable, symbol: symbol))
        return symbol
    }

    /// Undoes what `makeRow` registered for a refused constraint.
    private mutating func forgetVariables(downTo variableCount: Int, symbols symbolCount: Int) {
        for known in variables[variableCount...] {
            symbols[known.variable.id] = nil
        }
        variables.removeSubrange(variableCount...)
        tableau.dropSymbols(downTo: symbolCount)
    }
}
