import KeySlideSolver
import KeySlideTestSupport

/// Random constraint systems whose optimum is unique, so that two correct solvers must agree.
///
/// When a system's optimum is not unique (a tie between two vertices), two correct simplex solvers
/// may stop at different vertices and a comparison would fail for nothing. Every system here gives
/// every variable `vᵢ` a weak "stay" `vᵢ == sᵢ` of strength `√pᵢ`, with `pᵢ` the i-th prime, and never
/// removes a stay. All other data (coefficients, constants, strengths, suggested values) are small
/// rationals. Why that makes the optimum unique: the optimal set is a face of a polyhedron with
/// rational data, so if it held two points it would have a rational edge direction along which the
/// objective stays constant. That constant is `r + Σ qᵢ·√pᵢ` with `r`, `qᵢ` rational, `qᵢ` the
/// change of stay i's error; square roots of distinct primes are linearly independent over the
/// rationals, so every `qᵢ` would be zero, hence no variable moves along the edge: the values are the
/// same everywhere on the face. In doubles `√pᵢ` is rounded, but a tie would then need a reduced cost
/// within about 1e-13 of zero, which small integer data cannot produce.
///
/// Required constraints in `solvable` and `mixedStrengths` systems are made to hold at a hidden
/// integer point, so none is refused; `conflictingRequired` systems draw required constraints freely,
/// so some contradict earlier ones and both solvers must refuse exactly those.
enum RandomSystems {
    enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        case solvable
        case conflictingRequired
        case mixedStrengths

        /// Seeds of different kinds never overlap, so a seed alone replays a system.
        var seedBase: UInt64 {
            switch self {
            case .solvable: 1_000_000
            case .conflictingRequired: 2_000_000
            case .mixedStrengths: 3_000_000
            }
        }

        var description: String {
            rawValue
        }
    }

    static func kind(ofSeed seed: UInt64) -> Kind? {
        Kind.allCases.last { seed >= $0.seedBase && seed < $0.seedBase + 1_000_000 }
    }

    static let primes: [Double] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]

    static func make(seed: UInt64) -> OracleSystem {
        var builder = Builder(seed: seed, kind: kind(ofSeed: seed) ?? .solvable)
        builder.build()
        return OracleSystem(seed: seed, variableCount: builder.variableCount, steps: builder.steps)
    }
}

/// Draws one system; see `RandomSystems` for the rules.
private struct Builder {
    let kind: RandomSystems.Kind
    var random: SplitMix64
    let variableCount: Int
    let hidden: [Int]
    var steps: [OracleSystem.Step] = []
    var nextID = 0
    /// Constraints that may be removed again (never the stays).
    var removable: [Int] = []
    var edited: [Int] = []

    init(seed: UInt64, kind: RandomSystems.Kind) {
        self.kind = kind
        random = SplitMix64(seed: seed)
        variableCount = random.int(in: kind == .conflictingRequired ? 2...6 : 2...8)
        var random = random
        hidden = (0..<variableCount).map { _ in random.int(in: -20...20) }
        self.random = random
    }

    mutating func build() {
        var adds = (0..<variableCount).map { stay(for: $0) }
        let count = random.int(in: kind == .conflictingRequired ? 4...14 : 1...12)
        for _ in 0..<count {
            adds.append(constraint(removable: true))
        }
        shuffle(&adds)
        steps += adds
        steps.append(.snapshot)
        if random.chance(0.5) {
            edits()
        }
        if random.chance(0.4) {
            removals()
        }
        if random.chance(0.15) {
            mistake()
        }
        steps.append(.snapshot)
    }

    /// Fisher–Yates with this generator, so the order is the same in every Swift version.
    mutating func shuffle(_ steps: inout [OracleSystem.Step]) {
        for index in stride(from: steps.count - 1, to: 0, by: -1) {
            steps.swapAt(index, random.int(in: 0...index))
        }
    }

    mutating func stay(for variable: Int) -> OracleSystem.Step {
        let value = Double(random.int(in: -30...30))
        defer { nextID += 1 }
        return .add(
            id: nextID,
            terms: [.init(variable: variable, coefficient: 1)],
            constant: -value,
            relation: .equal,
            strength: RandomSystems.primes[variable].squareRoot()
        )
    }

    mutating func strength() -> Double {
        switch (kind, random.int(in: 0...9)) {
        case (.conflictingRequired, _), (_, 0...3): Strength.required.value
        case (.mixedStrengths, 4...5), (_, 4): Strength.strong.value
        case (_, 5...6): Strength.medium.value
        case (_, 7...8): Strength.weak.value
        default:
            Strength.create(Double(random.int(in: 0...2)), Double(random.int(in: 0...3)), Double(random.int(in: 1...4)))
                .value
        }
    }

    mutating func constraint(removable isRemovable: Bool) -> OracleSystem.Step {
        let coefficients: [Double] = kind == .conflictingRequired ? [-2, -1, 1, 2] : [-3, -2, -1, -0.5, 0.5, 1, 2, 3]
        let terms = (0..<random.int(in: 1...(kind == .conflictingRequired ? 2 : 3))).map { _ in
            OracleSystem.Pair(variable: random.int(in: 0...(variableCount - 1)), coefficient: random.pick(coefficients))
        }
        let relation = random.pick([Relation.lessThanOrEqual, .equal, .greaterThanOrEqual])
        let strength = strength()
        var constant: Double
        if kind == .conflictingRequired || strength < Strength.required.value {
            constant = Double(random.int(in: kind == .mixedStrengths ? -12...12 : -40...40))
        } else {
            // Holds at the hidden point: equal there, or with an integer margin.
            let atHidden = terms.reduce(0.0) { $0 + $1.coefficient * Double(hidden[$1.variable]) }
            let margin = Double(random.int(in: 0...10))
            switch relation {
            case .equal: constant = -atHidden
            case .lessThanOrEqual: constant = -atHidden - margin
            case .greaterThanOrEqual: constant = -atHidden + margin
            }
        }
        if isRemovable {
            removable.append(nextID)
        }
        defer { nextID += 1 }
        return .add(id: nextID, terms: terms, constant: constant, relation: relation, strength: strength)
    }

    mutating func edits() {
        let strengths = [Strength.strong, .medium, .create(0, 2, 0), .create(0, 0, 500)]
        for _ in 0..<random.int(in: 1...2) {
            let variable = random.int(in: 0...(variableCount - 1))
            guard !edited.contains(variable) else {
                continue
            }
            edited.append(variable)
            steps.append(.edit(variable: variable, strength: random.pick(strengths).value))
            steps.append(.snapshot)
        }
        for _ in 0..<random.int(in: 1...5) {
            let value = Double(random.int(in: -100...100)) / (random.chance(0.3) ? 4 : 1)
            steps.append(.suggest(variable: random.pick(edited), value: value))
            steps.append(.snapshot)
        }
        if random.chance(0.3) {
            steps.append(.unedit(variable: edited.removeFirst()))
            steps.append(.snapshot)
            if let variable = edited.first {
                steps.append(.suggest(variable: variable, value: Double(random.int(in: -60...60))))
            }
        }
    }

    mutating func removals() {
        for _ in 0..<random.int(in: 1...3) where !removable.isEmpty {
            let id = removable.remove(at: random.int(in: 0...(removable.count - 1)))
            steps.append(.remove(id: id))
            steps.append(.snapshot)
        }
        // After removals, some constraints that conflicted before may fit.
        for _ in 0..<random.int(in: 0...3) {
            steps.append(constraint(removable: false))
        }
    }

    /// One call that both solvers must refuse in the same way.
    mutating func mistake() {
        let variable = random.int(in: 0...(variableCount - 1))
        switch random.int(in: 0...4) {
        case 0: steps.append(.readd(id: random.int(in: 0...(nextID - 1))))
        case 1: steps.append(.edit(variable: variable, strength: Strength.required.value))
        case 2:
            steps.append(
                edited.contains(variable) ? .edit(variable: variable, strength: 1) : .unedit(variable: variable))
        case 3: steps.append(.suggest(variable: variable, value: 3))
        default:
            if let id = removable.popLast() {
                steps += [.remove(id: id), .remove(id: id)]
            }
        }
    }
}
