import Foundation
import KeySlideTestSupport

// The draws the random systems make, on the tests' shared generator (KeySlideTestSupport).
extension SplitMix64 {
    /// A uniform integer in `range`, drawn the same way on every platform (the standard library's
    /// `Int.random(in:using:)` does not promise its algorithm across versions).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }
}

/// `KEYSLIDE_SOLVER_SEED=N` replays the one random system with seed N (as printed by a failure).
let replaySeed: UInt64? = ProcessInfo.processInfo.environment["KEYSLIDE_SOLVER_SEED"].flatMap { UInt64($0) }
