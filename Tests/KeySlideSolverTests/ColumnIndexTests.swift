import Testing

@testable import KeySlideSolver

/// The tableau's column index (which rows hold each symbol) stays exactly what the rows say
/// through adds, refusals, removals, edits and suggestions: every substitution and pivot reads it
/// instead of scanning the rows, so a stale entry would silently skip a row.
@Suite struct ColumnIndexTests {
    @Test func theIndexMatchesTheRowsAfterRandomSystems() {
        for seed in (0..<UInt64(300)).map({ RandomSystems.Kind.allCases[Int($0 % 3)].seedBase + $0 }) {
            let run = KeySlideRun(RandomSystems.make(seed: seed))
            #expect(run.solver.columnIndexIsConsistent, "seed \(seed)")
        }
    }

    @Test func theIndexMatchesAfterEveryStepOfALayoutLikeSystem() throws {
        var solver = Solver()
        let widths = (0..<20).map { Variable("w\($0)") }
        let container = Variable("container")
        try solver.addEditVariable(container, strength: .strong)
        for (index, width) in widths.enumerated() {
            try solver.add(width >= 10)
            try solver.add(Constraint(Expression([Term(width, 1), Term(container, -0.05)]), .equal, strength: .medium))
            if index > 0 { try solver.add(Constraint(width - widths[index - 1], .lessThanOrEqual, strength: .weak)) }
            #expect(solver.columnIndexIsConsistent, "after width \(index)")
        }
        for value in [400.0, 100, 900, 0] {
            try solver.suggestValue(container, value)
            #expect(solver.columnIndexIsConsistent, "after suggesting \(value)")
        }
    }
}
