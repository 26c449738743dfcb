/// The two optimisers Cassowary runs over the tableau: the primal simplex after a constraint is
/// added or removed, and the dual simplex after edit variables move.
extension Tableau {
    enum Goal {
        /// The strength-weighted errors.
        case objective
        /// Phase one: the artificial variable of a constraint being added.
        case artificial
    }

    /// Primal simplex (§2.2, optimising the simplex tableau): the tableau is feasible (every
    /// restricted basic symbol is non-negative) and each pivot lowers the goal while keeping it so,
    /// until no parametric symbol's coefficient in the goal is negative.
    ///
    /// Entering: the first such symbol by id, not the most negative; leaving: the smallest ratio,
    /// ties to the smallest id. That pair is Bland's rule, which cannot cycle on the degenerate
    /// pivots layout systems are full of (many constraints meeting at one point).
    mutating func optimize(_ goal: Goal) {
        if goal == .objective && objectiveIsOptimal {
            return
        }
        while true {
            guard let entering = enteringSymbol(goal) else {
                if goal == .objective {
                    objectiveIsOptimal = true
                }
                return
            }
            guard let leaving = leavingSymbol(for: entering) else {
                // Unbounded. Impossible in exact arithmetic: the objective is a sum of non-negative
                // errors times non-negative strengths, the artificial goal one non-negative symbol.
                // Only rounding (a column whose bounding cells fell under `Tolerance`) can get
                // here. kiwisolver throws an internal error; stopping keeps a feasible answer and
                // the same behaviour in every build, rather than a crash on odd input.
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The first parametric symbol, by id, whose coefficient in the goal is negative; dummies
    /// never enter.
    private func enteringSymbol(_ goal: Goal) -> Symbol? {
        switch goal {
        case .objective:
            objective.firstNegativeID.map { Symbol(id: $0, kind: kinds[Int($0)]) }
        case .artificial:
            artificial!.cells.first(where: { $0.coefficient < 0 && $0.symbol.kind != .dummy })?.symbol
        }
    }

    /// The restricted row that first hits zero as `entering` grows: the smallest
    /// `constant / -coefficient` among rows where `entering` has a negative coefficient.
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in holders(of: entering) where basic.isRestricted {
            let row = rows[Int(basic.id)]!
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    best = basic
                }
            }
        }
        return best
    }

    /// Dual simplex (§2.4, re-solving after edit constraints change): a suggestion moved the
    /// constants, so the tableau is still optimal but some restricted rows went negative. Each such
    /// row leaves the basis in exchange for the symbol that keeps the objective optimal, the one
    /// with the smallest ratio of objective coefficient to row coefficient. Usually no pivot at all
    /// is needed, and one when a view first meets or leaves a limit, which is why moving an edit
    /// variable frame by frame is cheap.
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = row(for: leaving), row.constant < 0, !Tolerance.isNearZero(row.constant) else {
                continue
            }
            var entering: Symbol?
            var bestRatio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    entering = cell.symbol
                }
            }
            guard let entering else {
                // Only a contradiction among required constraints leaves a negative row with no way
                // out, and those are refused when added; rounding aside, this cannot happen. As in
                // `optimize`, the row is left as it is rather than crashing.
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Phase one of the two-phase simplex, for a row with no symbol that can become basic at a
    /// feasible value (§2.5, "Incrementality: Adding a Constraint"). An artificial variable
    /// `a = row` joins the basis and the simplex minimises it; the constraint can hold together with
    /// the required ones exactly when `a` reaches zero. Returns whether it did. On `false` the tableau
    /// has been pivoted and still holds `a`: the caller restores its copy from before.
    mutating func enterWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        setRow(row, for: artificialSymbol)
        artificial = row
        optimize(.artificial)
        let satisfiable = Tolerance.isNearZero(artificial!.constant)
        artificial = nil
        guard satisfiable else {
            return false
        }
        // If `a` is still basic its value is zero; swap it out for any other symbol of its row so
        // it can be dropped. Only dummies left means the row is a redundant required equality, and
        // a dummy may stand in the basis at zero.
        if isBasic(artificialSymbol) {
            var leftover = takeRow(for: artificialSymbol)
            if !leftover.isConstant {
                let candidates = leftover.cells.map(\.symbol)
                let entering = candidates.first(where: \.isPivotable) ?? candidates[0]
                leftover.solve(for: entering, replacing: artificialSymbol)
                enter(entering, with: leftover)
            }
        }
        eliminate(artificialSymbol)
        return true
    }

    /// The row to pivot a removed constraint's marker into, so that the row can be dropped (§2.6,
    /// removing a constraint). In order of preference: the restricted row that limits the marker
    /// soonest as it grows (negative coefficient, smallest ratio), then the restricted row with the
    /// smallest ratio the other way, then any unrestricted row (the last by id). The first two keep
    /// the tableau feasible; the third is harmless because external rows have no sign to keep.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var limiting: (symbol: Symbol, ratio: Double)?
        var other: (symbol: Symbol, ratio: Double)?
        var unrestricted: Symbol?
        for basic in holders(of: marker) {
            let row = rows[Int(basic.id)]!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 {
                continue
            }
            if !basic.isRestricted {
                unrestricted = basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < limiting?.ratio ?? .greatestFiniteMagnitude {
                    limiting = (basic, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < other?.ratio ?? .greatestFiniteMagnitude {
                    other = (basic, ratio)
                }
            }
        }
        return limiting?.symbol ?? other?.symbol ?? unrestricted
    }
}
