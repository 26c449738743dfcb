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
    /// The column index (the paper's "column" sets, §3): for each symbol id, the basic symbols
    /// whose rows hold it. A substitution, a pivot's ratio test and an edit touch only the rows
    /// that hold the symbol instead of scanning every row, in the same order the scan would take
    /// (by id), so the answers are the same bit for bit.
    private var columns: [ColumnSet] = []
    /// Each symbol's kind, by id, to name a column's members.
    private(set) var kinds: [Symbol.Kind] = []
    /// The quantity the simplex minimises: the strength-weighted errors of the non-required
    /// constraints (§2.3, the quasi-linear objective).
    var objective = Objective()
    /// Set when `optimize(.objective)` found no negative coefficient, and kept while every change
    /// to the objective since is known not to have made one: then the next `optimize` has nothing
    /// to do. Without it each added constraint ended in a scan of the whole objective, which on a
    /// layout holds two errors per stay: most of the time of an add that needs no pivot. Only a
    /// substitution can make a coefficient negative (`substitute(_:with:)` checks the cells it
    /// changed); new errors enter with positive strengths; whoever else writes a negative weight
    /// (`Solver.remove`) clears it.
    var objectiveIsOptimal = false
    /// Phase one's objective while a constraint enters through an artificial variable.
    var artificial: Row?
    /// Restricted rows whose constant went negative, for the dual simplex to repair: after an edit
    /// moved the constants, or by rounding during a pivot (then it is skipped as near zero).
    var infeasible: [Symbol] = []

    /// The basic symbols, sorted by id: worked out from `rows` when asked (a description, a
    /// test), rather than kept sorted through every pivot, which moved half the list each time.
    var basics: [Symbol] {
        rows.indices.compactMap { rows[$0] == nil ? nil : Symbol(id: Int32($0), kind: kinds[$0]) }
    }

    /// The objective as a row, cells in id order (for the description).
    var objectiveRow: Row {
        objective.row(kinds: kinds)
    }

    /// How many symbols exist; the next symbol gets this id.
    var symbolCount: Int {
        rows.count
    }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(rows.count), kind: kind)
        rows.append(nil)
        columns.append(ColumnSet())
        kinds.append(kind)
        return symbol
    }

    /// Forgets the newest symbols, which must all be parametric and unused: undoing an add.
    mutating func dropSymbols(downTo count: Int) {
        precondition(rows[count...].allSatisfy { $0 == nil }, "KeySlideSolver: dropping a basic symbol")
        precondition(columns[count...].allSatisfy(\.isEmpty), "KeySlideSolver: dropping a symbol in use")
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
        kinds.removeSubrange(count...)
    }

    func row(for symbol: Symbol) -> Row? {
        rows[Int(symbol.id)]
    }

    func isBasic(_ symbol: Symbol) -> Bool {
        rows[Int(symbol.id)] != nil
    }

    /// Whether the column index says exactly what the rows hold: the invariant every change to
    /// the tableau keeps (the tests check it after random systems; nothing pays for it in use).
    var columnsMatchRows: Bool {
        var expected = [ColumnSet](repeating: ColumnSet(), count: columns.count)
        for basic in basics {
            for cell in rows[Int(basic.id)]!.cells { expected[Int(cell.symbol.id)].insert(basic.id) }
        }
        return expected == columns
    }

    /// The basic symbols whose rows hold `symbol`, in id order.
    func holders(of symbol: Symbol) -> [Symbol] {
        columns[Int(symbol.id)].members { Symbol(id: $0, kind: kinds[Int($0)]) }
    }

    /// Makes `symbol` basic with `row`.
    mutating func setRow(_ row: Row, for symbol: Symbol) {
        if let old = rows[Int(symbol.id)] {
            for cell in old.cells {
                columns[Int(cell.symbol.id)].remove(symbol.id)
            }
        }
        rows[Int(symbol.id)] = row
        for cell in row.cells {
            columns[Int(cell.symbol.id)].insert(symbol.id)
        }
    }

    /// Makes `symbol` parametric again and hands back its row.
    mutating func takeRow(for symbol: Symbol) -> Row {
        guard let row = rows[Int(symbol.id)] else {
            preconditionFailure("KeySlideSolver: taking the row of a parametric symbol")
        }
        rows[Int(symbol.id)] = nil
        for cell in row.cells {
            columns[Int(cell.symbol.id)].remove(symbol.id)
        }
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
        var changes: ColumnChanges? = ColumnChanges()
        // The holders in id order, as `holders(of:)` lists them, read off the column's bits
        // without making the list. A copy: the loop changes other columns, never this one
        // (`row` does not hold `symbol`).
        let holders = columns[Int(symbol.id)].words
        for (wordIndex, word) in holders.enumerated() {
            var rest = word
            while rest != 0 {
                let id = Int32(wordIndex << 6 + rest.trailingZeroBitCount)
                rest &= rest - 1
                substitute(symbol, with: row, into: Symbol(id: id, kind: kinds[Int(id)]), &changes)
            }
        }
        columns[Int(symbol.id)].removeAll()
        if objective.substitute(symbol, with: row) && objectiveIsOptimal {
            objectiveIsOptimal = !row.cells.contains {
                $0.symbol.kind != .dummy && objective.coefficient(for: $0.symbol) < 0
            }
        }
        _ = artificial?.substitute(symbol, with: row)
    }

    /// `substitute(_:with:)` in one row, `basic`'s, keeping the column index.
    private mutating func substitute(
        _ symbol: Symbol, with row: Row, into basic: Symbol, _ changes: inout ColumnChanges?
    ) {
        let index = Int(basic.id)
        changes!.clear()
        _ = rows[index]!.substitute(symbol, with: row, changes: &changes)
        for added in changes!.added {
            columns[Int(added.id)].insert(basic.id)
        }
        for removed in changes!.removed where removed != symbol {
            columns[Int(removed.id)].remove(basic.id)
        }
        if basic.isRestricted && rows[index]!.constant < 0 {
            infeasible.append(basic)
        }
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
        for basic in holders(of: symbol) {
            rows[Int(basic.id)]!.remove(symbol)
        }
        columns[Int(symbol.id)].removeAll()
        objective.remove(symbol)
    }
}
