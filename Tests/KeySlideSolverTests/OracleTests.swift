import Foundation
import KeySlideSolver
import KeySlideTestSupport
import Testing

/// The generated systems and kiwisolver's answers, computed once for every test in this file: one
/// Python process for the whole batch.
private let batch: Result<[(system: OracleSystem, kiwi: OracleOutcome)], KiwiOracle.Failure> = {
    let systems = OracleTests.seeds().map(RandomSystems.make(seed:))
    do {
        return .success(Array(zip(systems, try KiwiOracle.outcomes(for: systems))))
    } catch let failure as KiwiOracle.Failure {
        return .failure(failure)
    } catch {
        return .failure(KiwiOracle.Failure(description: "\(error)"))
    }
}()

/// KeySlideSolver against kiwisolver on random systems with unique optima (`RandomSystems`).
///
/// Fast tier: 1,000 solvable systems and 300 of each other kind; `KEYSLIDE_TEST_TIER=long`: 20,000
/// and 5,000. A failure names the seed; `KEYSLIDE_SOLVER_SEED=<seed> swift test -c release --filter
/// OracleTests` replays just that system.
@Suite struct OracleTests {
    static func count(of kind: RandomSystems.Kind) -> Int {
        switch (TestTier.current, kind) {
        case (.fast, .solvable): 1000
        case (.fast, _): 300
        case (.long, .solvable): 20_000
        case (.long, _): 5000
        }
    }

    static func seeds() -> [UInt64] {
        if let seed = replaySeed {
            return [seed]
        }
        return RandomSystems.Kind.allCases.flatMap { kind in
            (0..<UInt64(count(of: kind))).map { kind.seedBase + $0 }
        }
    }

    /// Fails, never skips, without the oracle: a missing kiwisolver must not pass for a green run.
    @Test func kiwisolverIsInstalled() {
        if let problem = KiwiOracle.availability() {
            Issue.record("\(problem)")
        }
    }

    @Test(arguments: RandomSystems.Kind.allCases)
    func agreesWithKiwisolver(kind: RandomSystems.Kind) throws {
        let pairs = try batch.get().filter { RandomSystems.kind(ofSeed: $0.system.seed) == kind }
        if replaySeed == nil {
            #expect(pairs.count == Self.count(of: kind))
        }
        var compared = 0
        var refused = 0
        for (system, kiwi) in pairs {
            let run = KeySlideRun(system)
            compare(run, kiwi, system)
            compared += run.outcome.snapshots.reduce(0) { $0 + $1.count }
            refused += kiwi.refusals.count { $0.name == "UnsatisfiableConstraint" }
            if kind != .conflictingRequired {
                #expect(!kiwi.refusals.contains { $0.name == "UnsatisfiableConstraint" }, "seed \(system.seed)")
            }
        }
        if kind == .conflictingRequired && replaySeed == nil {
            // The kind is only worth running if conflicts actually happen.
            #expect(refused > pairs.count / 2)
        }
        print("\(kind): \(pairs.count) systems, \(compared) values compared, \(refused) constraints refused by both")
    }

    private func compare(_ run: KeySlideRun, _ kiwi: OracleOutcome, _ system: OracleSystem) {
        let replay =
            "seed \(system.seed) (replay: KEYSLIDE_SOLVER_SEED=\(system.seed) swift test -c release --filter OracleTests)"
        #expect(run.brokenRollbacks.isEmpty, "\(replay): refused steps \(run.brokenRollbacks) changed the solver")
        guard run.outcome.refusals == kiwi.refusals, run.outcome.snapshots.count == kiwi.snapshots.count else {
            Issue.record(
                """
                \(replay): refusals differ, KeySlideSolver \(run.outcome.refusals) kiwisolver \(kiwi.refusals)
                system: \(system.json)
                """
            )
            return
        }
        for (index, (mine, theirs)) in zip(run.outcome.snapshots, kiwi.snapshots).enumerated() {
            let worst = zip(mine, theirs).map { abs($0 - $1) }.max() ?? 0
            if !(worst <= 1e-6) {
                Issue.record(
                    """
                    \(replay): snapshot \(index) differs by \(worst)
                    KeySlideSolver \(mine)
                    kiwisolver     \(theirs)
                    system: \(system.json)
                    """
                )
                return
            }
        }
    }

    /// Same input, same bits: the same system run twice gives identical solvers and values.
    @Test func randomSystemsAreDeterministic() {
        for seed in (0..<UInt64(200)).map({ RandomSystems.Kind.allCases[Int($0 % 3)].seedBase + $0 }) {
            let system = RandomSystems.make(seed: seed)
            let first = KeySlideRun(system)
            let second = KeySlideRun(system)
            #expect(first.outcome.refusals == second.outcome.refusals, "seed \(seed)")
            let bits = { (run: KeySlideRun) in run.outcome.snapshots.flatMap { $0.map(\.bitPattern) } }
            #expect(bits(first) == bits(second), "seed \(seed)")
            #expect(first.solver.tableauDescription == second.solver.tableauDescription, "seed \(seed)")
        }
    }
}
