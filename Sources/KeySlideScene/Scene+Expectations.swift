/// What a scene says must hold (`expect:`), so that CI can fail when a layout change makes a
/// field disappear under the keyboard. Each expectation names one verdict (the explain table's
/// column, `Verdicts.columnHeadings`, plus `other content covered`) and the value it must have;
/// `keyslide check` and `keyslide batch` measure them.
extension Scene {
    /// One verdict and the value it must have.
    public struct Expectation: Hashable, Sendable, Codable {
        /// The verdicts an expectation can name; the raw value is the scene file's key.
        public enum Verdict: String, CaseIterable, Hashable, Sendable, Codable {
            /// Seconds the focused field was covered: at most the value.
            case covered
            /// The most points of the focused field covered: at most the value.
            case most
            /// Every focused field fully visible once motion stopped.
            case visibleAtRest
            /// Anything on screen jumped.
            case jumped
            /// Everything back where it started after the keyboard left (a keyboard still up at
            /// the end is not home).
            case home
            /// An element other than the focused field, outside any scroll view, under the
            /// keyboard once motion stopped.
            case otherContentCovered

            /// The name people read: the explain table's heading for the verdict.
            public var heading: String {
                switch self {
                case .covered: "covered"
                case .most: "most"
                case .visibleAtRest: "visible at rest"
                case .jumped: "jumped"
                case .home: "home"
                case .otherContentCovered: "other content covered"
                }
            }

            /// Whether the value is a number that the measurement may not exceed (else a flag).
            public var isLimit: Bool { self == .covered || self == .most }
        }

        /// What the verdict must be: at most a number (seconds or points), or a flag.
        public enum Value: Hashable, Sendable, Codable {
            case atMost(Double)
            case flag(Bool)
        }

        public var verdict: Verdict
        public var value: Value

        public init(_ verdict: Verdict, _ value: Value) {
            self.verdict = verdict
            self.value = value
        }
    }

    /// A scene's `expect:`: expectations for every strategy, and per strategy ones that add to
    /// them or replace the one naming the same verdict.
    public struct Expectations: Hashable, Sendable {
        public var all: [Expectation]
        /// Strategy ids with their own expectations, in file order.
        public var strategies: [StrategyExpectations]

        public init(all: [Expectation] = [], strategies: [StrategyExpectations] = []) {
            self.all = all
            self.strategies = strategies
        }

        /// `expect: {strategies: {ID: {…}}}`.
        public struct StrategyExpectations: Hashable, Sendable {
            public var strategy: String
            public var expectations: [Expectation]

            public init(strategy: String, expectations: [Expectation]) {
                self.strategy = strategy
                self.expectations = expectations
            }
        }

        /// No expectation at all.
        public var isEmpty: Bool { all.isEmpty && strategies.allSatisfy(\.expectations.isEmpty) }

        /// What `strategy` must do: the scene-wide expectations with the strategy's own in place,
        /// in the order of `Expectation.Verdict.allCases` (so reports list them the same way).
        public func expectations(for strategy: String) -> [Expectation] {
            let own = strategies.first { $0.strategy == strategy }?.expectations ?? []
            return Expectation.Verdict.allCases.compactMap { verdict in
                own.last { $0.verdict == verdict } ?? all.last { $0.verdict == verdict }
            }
        }
    }
}
