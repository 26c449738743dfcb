import KeySlideGeometry
import KeySlideScene

/// A scene's expectations (`expect:`) measured against the verdicts: the one place a verdict
/// becomes a pass or a fail, for `keyslide check`, `batch` and their reports. `Codable`, like the
/// verdicts, so a batch's scene process can send its results to the batch as they are.
public struct CheckResult: Hashable, Sendable, Codable {
    /// The strategy's id.
    public var strategy: String
    public var expectation: Scene.Expectation
    /// The verdict's value: seconds or points for a limit, else a flag.
    public var measured: Scene.Expectation.Value
    /// The measurement in words, with what makes it so (`0.33 s`, `false (12 pt from home)`).
    public var measuredText: String

    public init(strategy: String, expectation: Scene.Expectation, verdicts: Verdicts) {
        self.strategy = strategy
        self.expectation = expectation
        (measured, measuredText) = verdicts.measure(expectation.verdict)
    }

    public var passed: Bool {
        switch (expectation.value, measured) {
        case (.atMost(let limit), .atMost(let value)): value <= limit
        case (.flag(let expected), .flag(let value)): value == expected
        default: false
        }
    }

    /// What was expected, in words: `at most 0 s`, `true`.
    public var expectedText: String { Self.words(expectation.value, verdict: expectation.verdict) }

    /// One line for a person: `content-inset: covered: expected at most 0 s, measured 0.33 s`.
    public var line: String {
        "\(strategy): \(expectation.verdict.heading): expected \(expectedText), measured \(measuredText)"
    }

    /// The result as JSON: the verdict's key, the values as numbers or flags, and the words.
    public var json: JSONValue {
        func value(_ value: Scene.Expectation.Value) -> JSONValue {
            switch value {
            case .atMost(let number): .number(number)
            case .flag(let flag): .bool(flag)
            }
        }
        return .object([
            ("strategy", .string(strategy)), ("verdict", .string(expectation.verdict.rawValue)),
            ("expected", value(expectation.value)), ("measured", value(measured)), ("passed", .bool(passed)),
            ("expectedText", .string(expectedText)), ("measuredText", .string(measuredText)),
        ])
    }

    static func words(_ value: Scene.Expectation.Value, verdict: Scene.Expectation.Verdict) -> String {
        switch value {
        case .atMost(let limit):
            verdict == .covered
                ? "at most \(limit.readable(decimals: 3)) s" : "at most \(Verdicts.points(limit, decimals: 1))"
        case .flag(let flag): String(flag)
        }
    }
}

extension Verdicts {
    /// The value an expectation of `verdict` is measured against, and it in words.
    func measure(_ verdict: Scene.Expectation.Verdict) -> (Scene.Expectation.Value, String) {
        let phrases = phrases(.full)
        func flag(_ value: Bool, _ detail: String?) -> (Scene.Expectation.Value, String) {
            (.flag(value), String(value) + (detail.map { " (\($0))" } ?? ""))
        }
        switch verdict {
        case .covered: return (.atMost(secondsCovered), secondsCovered.readable(decimals: 3) + " s")
        case .most: return (.atMost(mostPointsCovered), Self.points(mostPointsCovered, decimals: 1))
        case .visibleAtRest: return flag(fullyVisibleAtRest, fullyVisibleAtRest ? nil : phrases.atRest.text)
        case .jumped: return flag(jumped, jumped ? phrases.jumps.text : nil)
        case .home: return flag(backHome ?? false, backHome == true ? nil : phrases.home.text)
        case .otherContentCovered:
            let detail = otherContentCovered.map {
                "\($0.element) \(Self.points($0.points, decimals: 1)) \($0.relation) \($0.by) at "
                    + Self.seconds($0.time, decimals: 2)
            }
            return flag(coveredOtherContent, detail.isEmpty ? nil : detail.joined(separator: ", "))
        }
    }
}

extension ExplainReport {
    /// Every expectation of the scene measured, strategy by strategy in the report's order.
    public var checks: [CheckResult] {
        explanations.flatMap { explanation in
            scene.expectations.expectations(for: explanation.strategy).map {
                CheckResult(strategy: explanation.strategy, expectation: $0, verdicts: explanation.verdicts)
            }
        }
    }
}
