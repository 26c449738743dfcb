/// The simplex tableau in Cassowary's "Augmented Simplex Form" (§2.1): each basic symbol owns a row
/// expressing it in the parametric (non-basic) symbols, and the parametric symbols sit at zero, so
/// a basic symbol's value is its row's constant.
///
/// Storage is ordered throughout, never hashed: rows are found by symbol id in an array, and the
/// basic symbols are kept sorted by id, so every scan over the rows (and so every pivot choice)
/// runs in the same order in every process. Swift seeds its hashing per process; a `Dictionary`
/// iterated here would make two runs of one program pick different pivots.
struct Tableau: Equatable, Sendable {
    /// The row of each basic symbol, indexed by symbol id; `nil` for parametric symbols. Ids are
    /// never reused, so that tie-breaking stays stable: a removed constraint leaves its slots as
    /// `nil` (a few bytes each) until `Solver.reset()`.
    private(set) var rows: [Row?] = []
    /// The basic symbols, sorted by id.
    private(set) var basics: [Symbol] = []
    /// The quantity the simplex minimises: the strength-weighted errors of the non-required
    /// constraints (§2.3, the quasi-linear objective).
    var objective = Row()
    /// Phase one's objective while a constraint enters through an artificial variable.
    var artificial: Row?
    /// Restricted rows whose constant went negative, for the dual simplex to repair: after an edit
    /// moved the constants, or by rounding during a pivot (then it is skipped as near zero).
    var infeasible: [Symbol] = []

    /// How many symbols exist; the next symbol gets this id.
    var symbolCount: Int {
        rows.count
    }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(rows.count), kind: kind)
        rows.append(nil)
        return symbol
    }

    /// Forgets the newest symbols, which must all be parametric and unused: undoing an add.
    mutating func dropSymbols(downTo count: Int) {
        precondition(rows[count...].allSatisfy { $0 == nil }, "KeySlideSolver: dropping a basic symbol")
        rows.removeSubrange(count...)
    }

    func row(for symbol: Symbol) -> Row? {
        rows[Int(symbol.id)]
    }

    func isBasic(_ symbol: Symbol) -> Bool {
        rows[Int(symbol.id)] != nil
    }

    private func basicPosition(_ symbol: Symbol) -> Int {
        var low = 0
        var high = basics.count
        while low < high {
            let middle = (low + high) / 2
            if basics[middle].id < symbol.id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Makes `symbol` basic with `row`.
    mutating func setRow(_ row: Row, for symbol: Symbol) {
        if rows[Int(symbol.id)] == nil {
            basics.insert(symbol, at: basicPosition(symbol))
        }
        rows[Int(symbol.id)] = row
    }

    /// Makes `symbol` parametric again and hands back its row.
    mutating func takeRow(for symbol: Symbol) -> Row {
        guard let row = rows[Int(symbol.id)] else {
            preconditionFailure("KeySlideSolver: taking the row of a parametric symbol")
        }
        rows[Int(symbol.id)] = nil
        basics.remove(at: basicPosition(symbol))
        return row
    }

    /// Adds `delta` to a basic symbol's constant; a restricted row that goes negative is queued for
    /// the dual simplex. Used when an edit constraint's constant moves.
    mutating func shiftConstant(of symbol: Symbol, by delta: Double) {
        let index = Int(symbol.id)
        if rows[index]!.addToConstant(delta) < 0 && symbol.isRestricted {
            infeasible.append(symbol)
        }
    }

    /// Replaces the parametric `symbol` by `row` in every row and both objectives. A restricted row
    /// whose constant turns negative is queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for basic in basics {
            let index = Int(basic.id)
            if rows[index]!.substitute(symbol, with: row) && basic.isRestricted && rows[index]!.constant < 0 {
                infeasible.append(basic)
            }
        }
        _ = objective.substitute(symbol, with: row)
        _ = artificial?.substitute(symbol, with: row)
    }

    /// Exchanges a basic and a parametric symbol: the simplex step.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = takeRow(for: leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    /// Makes a parametric symbol basic with a row already solved for it (`symbol = row`).
    mutating func enter(_ symbol: Symbol, with row: Row) {
        substitute(symbol, with: row)
        setRow(row, for: symbol)
    }

    /// Removes a parametric symbol from every row and the objective, fixing it at zero for good.
    mutating func eliminate(_ symbol: Symbol) {
        for basic in basics {
            rows[Int(basic.id)]!.remove(symbol)
        }
        objective.remove(symbol)
    }
}
