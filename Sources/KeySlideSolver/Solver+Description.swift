extension Solver {
    /// The tableau as text, one row per basic symbol in id order, then the objective: for reading a
    /// failing test, and for checking that two runs pivoted alike. Variables show their names;
    /// the solver's own symbols show as `s` (slack), `e` (error) or `d` (dummy) and their number.
    public var tableauDescription: String {
        var names: [Int32: String] = [:]
        for known in variables {
            names[known.symbol.id] = known.variable.description
        }
        func name(_ symbol: Symbol) -> String {
            switch symbol.kind {
            case .external: names[symbol.id] ?? "x\(symbol.id)"
            case .slack: "s\(symbol.id)"
            case .error: "e\(symbol.id)"
            case .dummy: "d\(symbol.id)"
            }
        }
        func text(_ row: Row) -> String {
            row.cells.reduce("\(row.constant)") { $0 + " + \($1.coefficient)·\(name($1.symbol))" }
        }
        let rows = tableau.basics.map { "\(name($0)) = \(text(tableau.row(for: $0)!))" }
        return (rows + ["objective = \(text(tableau.objectiveRow))"]).joined(separator: "\n")
    }
}
