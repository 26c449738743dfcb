import KeySlideScene
import KeySlideUIKit
import Testing

/// `switchKeyboard` in a scene file: what it reads as, and its messages (docs/facts.md §11.7).
@Suite struct KeyboardSwitchSceneTests {
    func timeline(_ events: String) throws -> [Scene.Action.Kind] {
        try SceneLoader.parse(formView + "\ntimeline:\n" + events, fileName: "scene.yaml", knownStrategies: [])
            .timeline.map(\.kind)
    }

    @Test func switchesReadAsWritten() throws {
        let kinds = try timeline(
            """
              - {at: 0.5, tap: name}
              - {at: 1, switchKeyboard: emoji}
              - {at: 2, switchKeyboard: thirdParty, height: 259}
              - {at: 3, switchKeyboard: language}
            """)
        #expect(
            kinds == [
                .tap("name"), .motion(.switchKeyboard(.emoji, height: nil)),
                .motion(.switchKeyboard(.thirdParty, height: 259)), .motion(.switchKeyboard(.language, height: nil)),
            ])
        #expect(kinds.dropFirst().allSatisfy { $0.name == .switchKeyboard })
    }

    @Test func messages() {
        let cases: [(String, String)] = [
            (
                "  - {at: 1, switchKeyboard: emoij}",
                "scene.yaml:7:29: timeline[0].switchKeyboard: unknown keyboard kind 'emoij'; did you mean 'emoji'? "
                    + "accepted: language, emoji, thirdParty"
            ),
            (
                "  - {at: 1, tap: name, height: 200}",
                "scene.yaml:7:32: timeline[0].height: 'height' goes only with switchKeyboard (the new keyboard's "
                    + "height in points)"
            ),
            (
                "  - {at: 1, switchKeyboard: emoji, height: -5}",
                "scene.yaml:7:44: timeline[0].height: must be greater than 0, found -5"
            ),
            (
                "  - {at: 1, switchKeyboard: thirdParty, height: 700}",
                "scene.yaml:7:49: timeline[0].height: must be at most 667 (the screen's height on iphone-8 in portrait), "
                    + "found 700"
            ),
        ]
        for (events, expected) in cases {
            expectFailure(formView + "\ntimeline:\n" + events, expected)
        }
    }
}
