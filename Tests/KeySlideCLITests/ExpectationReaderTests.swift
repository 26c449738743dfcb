import KeySlideScene
import KeySlideSimulation
import Testing

/// `expect:` is read like every other key: errors with file, line and column, did-you-mean for
/// keys and strategy ids, and per-strategy expectations that replace the scene-wide ones.
@Suite("expect: in scene files")
struct ExpectationReaderTests {
    static let head = """
        view:
          elements:
            - {type: textField, id: a, frame: [10, 10, 300, 40]}
        strategies: [none, content-inset]

        """

    func load(_ expect: String) throws(SceneError) -> Scene {
        try SceneLoader.parse(Self.head + expect, fileName: "s.yaml", knownStrategies: StrategyCatalog.ids)
    }

    @Test("each mistake gets one message at its place")
    func errors() {
        let cases: [(String, String)] = [
            ("expect: {covred: 0}\n", "s.yaml:5:10: expect: unknown key 'covred'; did you mean 'covered'?"),
            ("expect: {covered: -1}\n", "s.yaml:5:19: expect.covered: must be 0 or more, found -1"),
            ("expect: {home: yes please}\n", "s.yaml:5:16: expect.home: expected true or false, found"),
            ("expect: {most: true}\n", "s.yaml:5:16: expect.most: expected a number, found true"),
            ("expect: [covered]\n", "s.yaml:5:9: expect: expected a mapping with keys covered, most,"),
            (
                "expect: {strategies: {content-insett: {covered: 1}}}\n",
                "s.yaml:5:39: expect.strategies.content-insett: unknown strategy 'content-insett'; "
                    + "did you mean 'content-inset'?"
            ),
            (
                "expect: {strategies: {apple-recipe: {covered: 1}}}\n",
                "s.yaml:5:37: expect.strategies.apple-recipe: 'apple-recipe' is not among this scene's strategies "
                    + "(none, content-inset); add it there or remove its expectations"
            ),
            (
                "expect: {strategies: {none: {jumpd: false}}}\n",
                "s.yaml:5:30: expect.strategies.none: unknown key 'jumpd'; did you mean 'jumped'?"
            ),
            ("expect: {strategies: [none]}\n", "s.yaml:5:22: expect.strategies: expected a mapping from strategy ids"),
        ]
        for (expect, message) in cases {
            do {
                _ = try load(expect)
                Issue.record("accepted \(expect)")
            } catch {
                #expect(error.description.hasPrefix(message), "\(expect): \(error.description)")
            }
        }
    }

    @Test("a strategy's own expectation replaces the scene-wide one of the same verdict")
    func merging() throws {
        let scene = try load("expect: {covered: 0, home: true, strategies: {none: {covered: 2, jumped: false}}}\n")
        #expect(
            scene.expectations.expectations(for: "none") == [
                .init(.covered, .atMost(2)), .init(.jumped, .flag(false)), .init(.home, .flag(true)),
            ])
        #expect(
            scene.expectations.expectations(for: "content-inset") == [
                .init(.covered, .atMost(0)), .init(.home, .flag(true)),
            ])
        #expect(try load("").expectations.isEmpty)
    }
}
