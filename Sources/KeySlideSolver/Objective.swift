/// The quantity the simplex minimises (§2.3, the quasi-linear objective): a constant plus one
/// coefficient per parametric symbol, the strength-weighted errors of the non-required
/// constraints.
///
/// Stored dense, one coefficient per symbol id, where a `Row` keeps sorted cells. The objective
/// holds every error of a layout (two per stay), a few thousand cells, and each pivot and each
/// new stay substitutes a short row into it: in sorted cells every new cell far from the
/// replaced one moved everything in between (a `memmove` of most of the objective per pivot),
/// where here it is one slot. The sums are the ones `Row` takes, cell for cell and in the same
/// order, and a sum near zero is dropped to exactly 0 as `Row` drops the cell, so "the symbol is
/// in the objective" is still "its coefficient is not zero" and every answer is the same bit
/// for bit.
struct Objective: Sendable {
    private(set) var constant: Double = 0
    /// By symbol id; 0 for a symbol not in the objective. Slots past the end are 0.
    private var coefficients: [Double] = []
    /// Bit `id % 64` of word `id / 64` set when the symbol's coefficient is negative and the
    /// symbol is not a dummy: the primal simplex's entering candidates, first by id.
    private var negatives: [UInt64] = []

    func coefficient(for symbol: Symbol) -> Double {
        let index = Int(symbol.id)
        return index < coefficients.count ? coefficients[index] : 0
    }

    /// The smallest id whose coefficient is negative, dummies left out: the first such cell of
    /// the sorted row.
    var firstNegativeID: Int32? {
        for (word, bits) in negatives.enumerated() where bits != 0 {
            return Int32(word << 6 + bits.trailingZeroBitCount)
        }
        return nil
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is near zero (`Row.insert`).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let index = Int(symbol.id)
        if index >= coefficients.count {
            grow(toInclude: index)
        }
        // An absent symbol's 0 plus the coefficient is the coefficient itself, bit for bit, as
        // `Row` stores it; -0 is near zero and dropped either way.
        let sum = coefficients[index] + coefficient
        store(Tolerance.isNearZero(sum) ? 0 : sum, at: index, kind: symbol.kind)
    }

    /// Adds `factor · row`, constant included (`Row.insert(_:times:)`).
    mutating func insert(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.cells {
            insert(cell.symbol, cell.coefficient * factor)
        }
    }

    /// Replaces `symbol` by the right-hand side of `row` (`symbol = row`); returns whether the
    /// symbol was in the objective (`Row.substitute(_:with:)`).
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let factor = coefficient(for: symbol)
        guard factor != 0 else {
            return false
        }
        store(0, at: Int(symbol.id), kind: symbol.kind)
        insert(row, times: factor)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        if Int(symbol.id) < coefficients.count {
            store(0, at: Int(symbol.id), kind: symbol.kind)
        }
    }

    /// The objective as a row (for the tableau's description): its cells in id order.
    func row(kinds: [Symbol.Kind]) -> Row {
        var row = Row(constant: constant)
        for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
            row.insert(Symbol(id: Int32(index), kind: kinds[index]), coefficient)
        }
        return row
    }

    private mutating func store(_ value: Double, at index: Int, kind: Symbol.Kind) {
        coefficients[index] = value
        let bit = UInt64(1) << UInt64(index & 63)
        if value < 0 && kind != .dummy {
            negatives[index >> 6] |= bit
        } else {
            negatives[index >> 6] &= ~bit
        }
    }

    private mutating func grow(toInclude index: Int) {
        coefficients.append(contentsOf: repeatElement(0, count: index + 1 - coefficients.count))
        let words = index >> 6 + 1
        if words > negatives.count {
            negatives.append(contentsOf: repeatElement(0, count: words - negatives.count))
        }
    }
}

extension Objective: Equatable {
    /// Equal when the constants and the coefficients are, whatever zero slots either keeps.
    static func == (left: Objective, right: Objective) -> Bool {
        let common = min(left.coefficients.count, right.coefficients.count)
        return left.constant == right.constant && left.coefficients[..<common] == right.coefficients[..<common]
            && left.coefficients[common...].allSatisfy { $0 == 0 }
            && right.coefficients[common...].allSatisfy { $0 == 0 }
    }
}
