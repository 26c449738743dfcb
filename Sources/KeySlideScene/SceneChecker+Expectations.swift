import KeySlideSystem

/// Checking `expect:`: limits are numbers of 0 or more; strategy ids are known ones, each once,
/// and among the scene's own `strategies` when it lists them (an expectation of a strategy the
/// scene never runs could never fail, which would hide a typo).
extension SceneChecker {
    func expectations(_ given: Scene.Expectations?, strategies: [String]?) throws(SceneError) -> Scene.Expectations {
        guard let given else { return Scene.Expectations() }
        for expectation in given.all { try check(expectation, at: "expect") }
        for (index, entry) in given.strategies.enumerated() {
            let path = "expect.strategies.\(entry.strategy)"
            guard knownStrategies.contains(entry.strategy) else {
                throw error(
                    at: path,
                    Suggestions.unknownName(
                        entry.strategy, kind: "strategy", acceptedLabel: "accepted strategies",
                        accepted: knownStrategies))
            }
            if let strategies, !strategies.contains(entry.strategy) {
                throw error(
                    at: path,
                    "'\(Quoted.text(entry.strategy))' is not among this scene's strategies "
                        + "(\(Suggestions.list(strategies))); add it there or remove its expectations")
            }
            guard !given.strategies[..<index].contains(where: { $0.strategy == entry.strategy }) else {
                throw error(at: path, "'\(Quoted.text(entry.strategy))' is listed twice; list each strategy once")
            }
            for expectation in entry.expectations { try check(expectation, at: path) }
        }
        return given
    }

    /// A limit must be a finite number, 0 or more.
    private func check(_ expectation: Scene.Expectation, at parent: String) throws(SceneError) {
        guard case .atMost(let limit) = expectation.value else { return }
        _ = try nonNegative(limit, at: "\(parent).\(expectation.verdict.rawValue)")
    }
}
