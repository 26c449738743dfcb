/// One coefficient of a row.
struct Cell: Equatable, Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// A linear combination of symbols plus a constant: a tableau row `basic = constant + Σ cᵢ·sᵢ`, the
/// objective, or a constraint on its way in.
///
/// Cells are kept sorted by symbol id in one flat array. Sorted, because every scan that picks a
/// pivot must visit candidates in a fixed order (the first negative objective coefficient, the
/// first external subject) for the solver to be deterministic; flat, because rows are small and
/// mostly merged whole, so a two-pointer merge over contiguous cells beats any hashed map. A cell
/// whose coefficient comes out near zero is dropped (`Tolerance`), so "the symbol is in the row"
/// and "its coefficient is not zero" mean the same.
struct Row: Equatable, Sendable {
    private(set) var constant: Double
    private(set) var cells: [Cell]

    /// `capacity`: the cells expected, so that a row built cell by cell is not reallocated on
    /// the way (each growth copied the row).
    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        self.cells = []
        cells.reserveCapacity(capacity)
    }

    var isConstant: Bool {
        cells.isEmpty
    }

    /// Binary search: where `symbol` is, or where it would go.
    private func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let id = cells[middle].symbol.id
            if id == symbol.id {
                return (true, middle)
            }
            if id < symbol.id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return (false, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `delta` to the constant and returns the new constant.
    @discardableResult
    mutating func addToConstant(_ delta: Double) -> Double {
        constant += delta
        return constant
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        var untracked: ColumnChanges? = nil
        insert(symbol, coefficient, changes: &untracked)
    }

    /// Adds `factor · other`, constant included.
    mutating func insert(_ other: Row, times factor: Double) {
        var untracked: ColumnChanges? = nil
        insert(other, times: factor, changes: &untracked)
    }

    /// `insert(_:_:)`, noting in `changes` a cell that appears or disappears.
    private mutating func insert(_ symbol: Symbol, _ coefficient: Double, changes: inout ColumnChanges?) {
        let (found, index) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Tolerance.isNearZero(sum) {
                cells.remove(at: index)
                changes?.removed.append(symbol)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Tolerance.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            changes?.added.append(symbol)
        }
    }

    /// `insert(_:times:)`, noting in `changes` every cell that appears or disappears.
    private mutating func insert(_ other: Row, times factor: Double, changes: inout ColumnChanges?) {
        constant += other.constant * factor
        // A few cells into a long row (the objective, or a row many views share) go in one by one:
        // a binary search and a short move each, against copying the whole row in a merge. The
        // sums are the same either way.
        if other.cells.count <= 2 || other.cells.count * 16 <= cells.count {
            for cell in other.cells {
                insert(cell.symbol, cell.coefficient * factor, changes: &changes)
            }
            return
        }
        cells = Self.merge(cells, other.cells, times: factor, changes: &changes)
    }

    /// The two-pointer merge of `mine + factor · theirs`, written into one new buffer through
    /// unsafe pointers: most of the solver's time goes into these merges, and checked appends
    /// paid a bounds and a uniqueness check per cell. Same sums, in the same order, as cell by cell.
    private static func merge(_ mine: [Cell], _ theirs: [Cell], times factor: Double, changes: inout ColumnChanges?)
        -> [Cell]
    {
        [Cell](unsafeUninitializedCapacity: mine.count + theirs.count) { merged, count in
            mine.withUnsafeBufferPointer { mine in
                theirs.withUnsafeBufferPointer { theirs in
                    var (taken, written) = (0, 0)
                    for their in theirs {
                        while taken < mine.count && mine[taken].symbol.id < their.symbol.id {
                            merged.initializeElement(at: written, to: mine[taken])
                            written += 1
                            taken += 1
                        }
                        var coefficient = their.coefficient * factor
                        let held = taken < mine.count && mine[taken].symbol.id == their.symbol.id
                        if held {
                            coefficient = mine[taken].coefficient + coefficient
                            taken += 1
                        }
                        if !Tolerance.isNearZero(coefficient) {
                            merged.initializeElement(
                                at: written, to: Cell(symbol: their.symbol, coefficient: coefficient))
                            written += 1
                            if !held { changes?.added.append(their.symbol) }
                        } else if held {
                            changes?.removed.append(their.symbol)
                        }
                    }
                    while taken < mine.count {
                        merged.initializeElement(at: written, to: mine[taken])
                        written += 1
                        taken += 1
                    }
                    count = written
                }
            }
        }
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, index) = position(of: symbol)
        if found {
            cells.remove(at: index)
        }
    }

    /// `0 = r` and `0 = -r` are the same equation; rows are kept with a non-negative constant so
    /// that a new row's slack or error, if negative, can become its basic variable at a feasible
    /// value (§2.5, "Incrementality: Adding a Constraint").
    mutating func negate() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Reads the row as `0 = constant + a·symbol + rest` and rewrites it as
    /// `symbol = -(constant + rest) / a`. The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        let (found, index) = position(of: symbol)
        precondition(found, "KeySlideSolver: solving a row for a symbol it does not hold")
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for cell in cells.indices {
            cells[cell].coefficient *= factor
        }
    }

    /// Reads the row as `basic = …` and rewrites it as `entering = …`: a pivot's row operation.
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        insert(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by the right-hand side of `row` (`symbol = row`). Returns whether the
    /// symbol was present, i.e. whether this row changed.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        var untracked: ColumnChanges? = nil
        return substitute(symbol, with: row, changes: &untracked)
    }

    /// `substitute(_:with:)`, noting in `changes` the cells that appear and disappear (`symbol`
    /// among them), for the tableau's column index.
    mutating func substitute(_ symbol: Symbol, with row: Row, changes: inout ColumnChanges?) -> Bool {
        let (found, index) = position(of: symbol)
        guard found else {
            return false
        }
        let factor = cells[index].coefficient
        changes?.removed.append(symbol)
        // The paths `insert(_:times:)` would take once the cell is gone, with the same sums.
        if row.cells.count <= 2 || row.cells.count * 16 <= cells.count - 1 {
            constant += row.constant * factor
            insert(row.cells, times: factor, intoHole: index, changes: &changes)
        } else {
            cells.remove(at: index)
            insert(row, times: factor, changes: &changes)
        }
        return true
    }

    /// The cell-by-cell insert of `insert(_:times:)` into a row whose cell at `hole` is going.
    /// The first new cell takes the hole's place, so only the cells between the two positions
    /// move, where removing one cell and inserting another moved everything after each: in the
    /// objective, which holds every error, that was two moves of a few thousand cells a pivot.
    private mutating func insert(
        _ incoming: [Cell], times factor: Double, intoHole start: Int, changes: inout ColumnChanges?
    ) {
        var hole: Int? = start
        for cell in incoming {
            let coefficient = cell.coefficient * factor
            let (found, index) = position(of: cell.symbol)
            if found && index == hole {
                // The row brings back the symbol it replaces: a new cell, as after a removal.
                if !Tolerance.isNearZero(coefficient) {
                    cells[index].coefficient = coefficient
                    hole = nil
                    changes?.added.append(cell.symbol)
                }
            } else if found {
                let sum = cells[index].coefficient + coefficient
                if Tolerance.isNearZero(sum) {
                    cells.remove(at: index)
                    if let open = hole, index < open { hole = open - 1 }
                    changes?.removed.append(cell.symbol)
                } else {
                    cells[index].coefficient = sum
                }
            } else if !Tolerance.isNearZero(coefficient) {
                let new = Cell(symbol: cell.symbol, coefficient: coefficient)
                if let open = hole {
                    fill(open, with: new, sortedAt: index)
                    hole = nil
                } else {
                    cells.insert(new, at: index)
                }
                changes?.added.append(cell.symbol)
            }
        }
        if let hole {
            cells.remove(at: hole)
        }
    }

    /// Puts `cell`, whose sorted place is before `index`'s cell, where the cell at `hole` was,
    /// sliding the cells in between by one.
    private mutating func fill(_ hole: Int, with cell: Cell, sortedAt index: Int) {
        cells.withUnsafeMutableBufferPointer { cells in
            let base = cells.baseAddress!
            // `update(from:count:)` copies overlapping ranges in the safe direction (a memmove).
            if index <= hole {
                (base + index + 1).update(from: base + index, count: hole - index)
                base[index] = cell
            } else {
                (base + hole).update(from: base + hole + 1, count: index - 1 - hole)
                base[index - 1] = cell
            }
        }
    }
}

/// The symbols that entered and left a row in one operation: what the tableau's column index
/// must learn. Reused between rows, so its arrays keep their capacity.
struct ColumnChanges {
    var added: [Symbol] = []
    var removed: [Symbol] = []

    mutating func clear() {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
    }
}
