import KeySlideSolver
import Testing

@Suite struct SolverTests {
    @Test func equalitiesChainThroughVariables() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        try solver.add(x + y |==| 20)
        try solver.add(x |==| 5)
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: x + 2 * y - 10) == 25)
    }

    @Test func inequalitiesClampAWeakPreference() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        let low = Constraint(x, .equal, 0, strength: .weak)
        try solver.add(low)
        #expect(solver.value(of: x) == 10)
        try solver.remove(low)
        try solver.add(Constraint(x, .equal, 30, strength: .weak))
        #expect(solver.value(of: x) == 20)
        try solver.add(Constraint(x, .equal, 12, strength: .medium))
        #expect(solver.value(of: x) == 12)
    }

    @Test(arguments: [
        (Strength.strong, Strength.medium), (.strong, .weak), (.medium, .weak), (.required, .strong),
        (.create(0, 0, 2), .weak), (.create(1, 0, 0, 2), .strong),
    ])
    func theStrongerConstraintWins(stronger: Strength, weaker: Strength) throws {
        for order in [true, false] {
            let x = Variable("x")
            var solver = Solver()
            let winner = Constraint(x, .equal, 10, strength: stronger)
            let loser = Constraint(x, .equal, 20, strength: weaker)
            for constraint in order ? [winner, loser] : [loser, winner] {
                try solver.add(constraint)
            }
            #expect(solver.value(of: x) == 10, "\(stronger) against \(weaker)")
        }
    }

    @Test func aThousandMediumsDoNotOutweighOneStrong() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(Constraint(x, .equal, 10, strength: .strong))
        try solver.add(Constraint(x, .equal, 20, strength: .create(0, 999, 0)))
        #expect(solver.value(of: x) == 10)
    }

    /// A window dragged along a 100-point screen: the edit variable follows the suggestion until
    /// the window meets an edge, then the required constraints win.
    @Test func editVariableMovesAWindowUntilItMeetsTheEdges() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        var solver = Solver()
        try solver.add(right |==| left + width)
        try solver.add(width |==| 30)
        try solver.add(left >= 0)
        try solver.add(right <= 100)
        try solver.addEditVariable(left, strength: .strong)
        #expect(solver.hasEditVariable(left))
        for (suggestion, expectedLeft) in [(50.0, 50.0), (90, 70), (-10, 0), (12.5, 12.5), (70, 70), (71, 70)] {
            try solver.suggestValue(left, suggestion)
            #expect(solver.value(of: left) == expectedLeft, "suggested \(suggestion)")
            #expect(solver.value(of: right) == expectedLeft + 30)
        }
    }

    @Test func twoEditVariablesPullAgainstEachOtherByStrength() throws {
        let left = Variable("left")
        let right = Variable("right")
        var solver = Solver()
        try solver.add(right - left |==| 40)
        try solver.addEditVariable(left, strength: .medium)
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(left, 0)
        try solver.suggestValue(right, 100)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: left) == 60)
        try solver.removeEditVariable(right)
        #expect(!solver.hasEditVariable(right))
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: right) == 40)
        #expect(throws: SolverError.unknownEditVariable(right)) { try solver.suggestValue(right, 5) }
    }

    @Test func removingAConstraintRestoresTheWeakerOne() throws {
        let x = Variable("x")
        var solver = Solver()
        let strong = Constraint(x, .equal, 10, strength: .strong)
        try solver.add(strong)
        try solver.add(Constraint(x, .equal, 20, strength: .weak))
        #expect(solver.value(of: x) == 10)
        #expect(solver.hasConstraint(strong))
        try solver.remove(strong)
        #expect(!solver.hasConstraint(strong))
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.unknownConstraint(strong)) { try solver.remove(strong) }
    }

    /// Removing constraints in any order must give the state of a solver that never had them.
    @Test func removalOfParametricMarkers() throws {
        let x = Variable("x")
        let y = Variable("y")
        let constraints = [
            x >= 0, y >= 0, x + y <= 50, Constraint(x, .equal, 40, strength: .medium),
            Constraint(y, .equal, 40, strength: .weak), Constraint(x - y, .equal, 0, strength: .strong),
        ]
        var solver = Solver()
        for constraint in constraints {
            try solver.add(constraint)
        }
        #expect(solver.value(of: x) == 25)
        #expect(solver.value(of: y) == 25)
        try solver.remove(constraints[5])
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 10)
        try solver.remove(constraints[2])
        #expect(solver.value(of: y) == 40)
        try solver.remove(constraints[3])
        #expect(solver.value(of: x) == 0)
    }

    @Test func anUnsatisfiableRequiredConstraintLeavesTheSolverUnchanged() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(Constraint(x, .equal, 0, strength: .weak))
        let before = solver
        // x is basic, so this one goes through phase one with an artificial variable.
        let conflict = x <= 5
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.add(conflict) }
        #expect(solver == before)
        #expect(!solver.hasConstraint(conflict))
        // The same symbol numbering goes on: the next add matches a solver that never saw the conflict.
        var untouched = before
        let next = x <= 15
        try solver.add(next)
        try untouched.add(next)
        #expect(solver == untouched)
        #expect(solver.value(of: x) == 10)
    }

    @Test func conflictingRequiredEqualitiesAreRefusedRedundantOnesAccepted() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        try solver.add(x + y |==| 10)
        try solver.add(x |==| 4)
        try solver.add(y |==| 6)  // redundant: only dummies are left, with constant 0
        #expect(solver.value(of: y) == 6)
        let before = solver
        let conflict = y |==| 7
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.add(conflict) }
        #expect(solver == before)
        #expect(solver.updateVariables().map(\.value) == [4, 6])
    }

    @Test func refusalsNameTheirCause() throws {
        let x = Variable("x")
        var solver = Solver()
        let constraint = x >= 1
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
        let stranger = x <= 3
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        #expect(throws: SolverError.badRequiredStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.badRequiredStrength(x)) { try solver.addEditVariable(x, strength: 2e9) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        let notEdited = Variable("y")
        #expect(throws: SolverError.unknownEditVariable(notEdited)) { try solver.removeEditVariable(notEdited) }
        #expect(throws: SolverError.nonFiniteSuggestion(x)) { try solver.suggestValue(x, .nan) }
        let infinite = Constraint(x, .lessThanOrEqual, .infinity)
        #expect(throws: SolverError.nonFiniteConstraint(infinite)) { try solver.add(infinite) }
        #expect(solver.constraintCount == 2)
    }

    @Test func valuesOfUnknownAndUnconstrainedVariablesAreZero() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        try solver.add(x >= y)
        #expect(solver.value(of: Variable("stranger")) == 0)
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: x).sign == .plus)
        #expect(solver.updateVariables().map(\.variable) == [x, y])
    }

    @Test func copiesAreIndependentAndResetForgetsEverything() throws {
        let x = Variable("x")
        var solver = Solver()
        let pin = x |==| 3
        try solver.add(pin)
        var copy = solver
        try copy.remove(pin)
        try copy.add(Constraint(x, .equal, 9, strength: .strong))
        #expect(copy.value(of: x) == 9)
        #expect(solver.value(of: x) == 3)
        #expect(solver.hasConstraint(pin) && !copy.hasConstraint(pin))
        #expect(solver.constraintCount == 1)
        solver.reset()
        #expect(solver == Solver())
        #expect(solver.value(of: x) == 0)
    }

    /// Variable ids come from a process-wide counter; the solver must not let them (or hash order)
    /// decide anything. The same system built from different variables pivots identically.
    @Test func variableIdentitiesDoNotChangeThePivots() throws {
        func layout() throws -> String {
            let views = (0..<6).map { index in (Variable("l\(index)"), Variable("w\(index)")) }
            var solver = Solver()
            for (index, (left, width)) in views.enumerated() {
                try solver.add(width >= 10)
                try solver.add(Constraint(width, .equal, 50, strength: .create(0, 0, 1 + Double(index))))
                if index > 0 {
                    let previous = views[index - 1]
                    try solver.add(left |==| previous.0 + previous.1 + 8)
                } else {
                    try solver.add(left |==| 0)
                }
            }
            let last = views[views.count - 1]
            try solver.add(last.0 + last.1 <= 200)
            return solver.tableauDescription
        }
        let first = try layout()
        _ = (0..<17).map { Variable("padding\($0)") }
        #expect(try layout() == first)
    }
}
