extension Solver {
    /// Makes `variable` editable: a non-required `variable == suggestion` constraint whose constant
    /// `suggestValue(_:_:)` moves (Badros, Borning and Stuckey §2.4, edit constraints). Until the
    /// first suggestion the suggestion is 0, as in kiwisolver.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else {
            throw .duplicateEditVariable(variable)
        }
        guard !strength.isRequired else {
            throw .badRequiredStrength(variable)
        }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        // A non-required constraint is never unsatisfiable and this one is new: `add` cannot throw.
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, tag: records[constraint.id]!.tag, suggested: 0)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    /// Moves an edit variable's target and re-solves with the dual simplex.
    ///
    /// Changing the constant of the edit constraint `v - target = ε⁺ - ε⁻` by `δ` is the same as
    /// shifting `ε⁺` by `δ`, so every row's constant moves by `δ` times its coefficient of `ε⁺`
    /// (§2.4, updating the constants for new edit values). The objective's coefficients do not
    /// change, so the tableau stays optimal; only feasibility can be lost, which is the dual
    /// simplex's job.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[variable] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else {
            throw .nonFiniteSuggestion(variable)
        }
        let delta = value - edit.suggested
        edit.suggested = value
        edits[variable] = edit
        let plus = edit.tag.marker
        let minus = edit.tag.other!
        if tableau.isBasic(plus) {
            tableau.shiftConstant(of: plus, by: -delta)
        } else if tableau.isBasic(minus) {
            tableau.shiftConstant(of: minus, by: delta)
        } else {
            for basic in tableau.holders(of: plus) {
                let coefficient = tableau.row(for: basic)!.coefficient(for: plus)
                if coefficient != 0 {
                    tableau.shiftConstant(of: basic, by: delta * coefficient)
                }
            }
        }
        tableau.dualOptimize()
    }
}
