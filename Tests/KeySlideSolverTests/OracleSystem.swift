import KeySlideSolver

/// A constraint system as a list of solver calls, in the JSON form `Oracle/kiwi_oracle.py` reads,
/// and what happened when a solver ran it.
struct OracleSystem: Sendable {
    enum Step: Sendable {
        /// `sum(coefficient * v[variable]) + constant ⋈ 0`, remembered under `id`.
        case add(id: Int, terms: [Pair], constant: Double, relation: Relation, strength: Double)
        /// Adds the constraint remembered under `id` again (kiwisolver: the same object).
        case readd(id: Int)
        case remove(id: Int)
        case edit(variable: Int, strength: Double)
        case unedit(variable: Int)
        case suggest(variable: Int, value: Double)
        /// Records every variable's value.
        case snapshot
    }

    struct Pair: Sendable {
        var variable: Int
        var coefficient: Double
    }

    var seed: UInt64
    var variableCount: Int
    var steps: [Step]

    var json: String {
        let steps = steps.map(\.json).joined(separator: ",")
        return "{\"seed\":\(seed),\"variables\":\(variableCount),\"steps\":[\(steps)]}"
    }
}

extension OracleSystem.Step {
    var json: String {
        switch self {
        case .add(let id, let terms, let constant, let relation, let strength):
            let terms = terms.map { "[\($0.variable),\($0.coefficient)]" }.joined(separator: ",")
            return "{\"op\":\"add\",\"id\":\(id),\"terms\":[\(terms)],\"constant\":\(constant),"
                + "\"relation\":\"\(relation.rawValue)\",\"strength\":\(strength)}"
        case .readd(let id): return "{\"op\":\"readd\",\"id\":\(id)}"
        case .remove(let id): return "{\"op\":\"remove\",\"id\":\(id)}"
        case .edit(let variable, let strength): return "{\"op\":\"edit\",\"var\":\(variable),\"strength\":\(strength)}"
        case .unedit(let variable): return "{\"op\":\"unedit\",\"var\":\(variable)}"
        case .suggest(let variable, let value): return "{\"op\":\"suggest\",\"var\":\(variable),\"value\":\(value)}"
        case .snapshot: return "{\"op\":\"snapshot\"}"
        }
    }
}

/// What a solver did with a system: the steps it refused (by index, with kiwisolver's name for the
/// exception) and the values at each snapshot.
struct OracleOutcome: Equatable, Sendable {
    struct Refusal: Equatable, Sendable, CustomStringConvertible {
        var step: Int
        var name: String

        var description: String {
            "step \(step): \(name)"
        }
    }

    var refusals: [Refusal] = []
    var snapshots: [[Double]] = []
}

extension SolverError {
    /// kiwisolver's exception name for the same refusal.
    var kiwiName: String {
        switch self {
        case .unsatisfiableConstraint: "UnsatisfiableConstraint"
        case .duplicateConstraint: "DuplicateConstraint"
        case .unknownConstraint: "UnknownConstraint"
        case .duplicateEditVariable: "DuplicateEditVariable"
        case .unknownEditVariable: "UnknownEditVariable"
        case .badRequiredStrength: "BadRequiredStrength"
        case .nonFiniteConstraint: "NonFiniteConstraint"
        case .nonFiniteSuggestion: "NonFiniteSuggestion"
        }
    }
}

/// Runs a system through KeySlideSolver, checking on the way that every refused call left the solver
/// exactly as it was (`brokenRollbacks` counts the calls that did not).
struct KeySlideRun {
    var outcome = OracleOutcome()
    var brokenRollbacks: [Int] = []
    var solver = Solver()

    init(_ system: OracleSystem) {
        let variables = (0..<system.variableCount).map { Variable("v\($0)") }
        var constraints: [Int: Constraint] = [:]
        for (index, step) in system.steps.enumerated() {
            let before = solver
            do {
                try perform(step, variables: variables, constraints: &constraints)
            } catch {
                outcome.refusals.append(.init(step: index, name: error.kiwiName))
                if solver != before {
                    brokenRollbacks.append(index)
                }
            }
        }
    }

    private mutating func perform(
        _ step: OracleSystem.Step,
        variables: [Variable],
        constraints: inout [Int: Constraint]
    ) throws(SolverError) {
        switch step {
        case .add(let id, let terms, let constant, let relation, let strength):
            let expression = Expression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
            let constraint = Constraint(expression, relation, strength: Strength(strength))
            constraints[id] = constraint
            try solver.add(constraint)
        case .readd(let id): try solver.add(constraints[id]!)
        case .remove(let id): try solver.remove(constraints[id]!)
        case .edit(let variable, let strength):
            try solver.addEditVariable(variables[variable], strength: Strength(strength))
        case .unedit(let variable): try solver.removeEditVariable(variables[variable])
        case .suggest(let variable, let value): try solver.suggestValue(variables[variable], value)
        case .snapshot: outcome.snapshots.append(variables.map { solver.value(of: $0) })
        }
    }
}
