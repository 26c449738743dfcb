/// Reading `expect:`: `{covered: 0, home: true, …, strategies: {ID: {covered: 0.2}}}`. The reader
/// types the values; the checker looks up the strategy ids and checks the numbers.
extension SceneReader {
    /// The keys of one set of expectations: the verdicts' names in the file.
    static let expectationKeys = Scene.Expectation.Verdict.allCases.map(\.rawValue)

    func expectations(_ node: SceneNode?) throws(SceneError) -> Scene.Expectations? {
        guard let node else { return nil }
        let mapping = try node.mapping(keys: Self.expectationKeys + ["strategies"])
        var result = Scene.Expectations(all: try expectationList(mapping))
        guard let strategies = mapping.optional("strategies") else { return result }
        guard case .mapping(let pairs) = strategies.node else {
            throw strategies.error(
                "expected a mapping from strategy ids to their expectations, found \(strategies.found)")
        }
        for (key, value) in pairs {
            guard let id = key.scalar?.string else {
                let keyAt = SceneNode(node: key, path: strategies.path, file: file)
                throw keyAt.error("expected a strategy id as a key, found \(keyAt.found)")
            }
            let own = try strategies.child(id, value).mapping(keys: Self.expectationKeys)
            result.strategies.append(.init(strategy: id, expectations: try expectationList(own)))
        }
        return result
    }

    /// The verdicts a mapping names, in the verdicts' order: a number for a limit, else a flag.
    private func expectationList(_ mapping: SceneMapping) throws(SceneError) -> [Scene.Expectation] {
        var list: [Scene.Expectation] = []
        for verdict in Scene.Expectation.Verdict.allCases {
            guard let node = mapping.optional(verdict.rawValue) else { continue }
            list.append(.init(verdict, verdict.isLimit ? .atMost(try node.number()) : .flag(try node.flag())))
        }
        return list
    }
}
