import Foundation

/// How much of each big test runs: the fast tier (`make test`, the default) or the long tier
/// (`make test-long`, which CI also runs), chosen by `KEYSLIDE_TEST_TIER=long`.
///
/// Why a switch and not two suites: a test written once runs in both tiers, so the fast tier
/// checks the same invariants on fewer cases — fixed seeds, fewer browser sessions — rather than
/// different, weaker ones (swift-collections sizes its tests the same way). Nothing here is a time
/// budget: a tier only says how many cases to draw.
public enum TestTier: String, Sendable {
    case fast
    case long

    /// The tier of this test run: `long` when `KEYSLIDE_TEST_TIER` says so, else `fast`.
    public static let current: TestTier = {
        switch ProcessInfo.processInfo.environment["KEYSLIDE_TEST_TIER"] {
        case "long": return .long
        case nil, "", "fast": return .fast
        case let other?:
            // A typo must not quietly run the fast tier where the long one was meant.
            fatalError("KEYSLIDE_TEST_TIER is '\(other)'; expected 'fast' or 'long'")
        }
    }()

    /// `fast` in the fast tier, `long` in the long one: a count of cases, rounds or seeds.
    public static func count(fast: Int, long: Int) -> Int {
        current == .long ? long : fast
    }

    /// The cases of `all` this tier runs: every one in the long tier, else those at `fastIndices`.
    public static func cases<Element>(_ all: [Element], fastIndices: [Int]) -> [Element] {
        current == .long ? all : fastIndices.map { all[$0] }
    }
}
