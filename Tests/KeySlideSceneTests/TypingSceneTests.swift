import KeySlideGeometry
import KeySlideScene
import Testing

/// `type` events and growing text views in scene files: what they read as, and every message.
@Suite struct TypingSceneTests {
    private func load(_ text: String) throws -> Scene {
        try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: [])
    }

    @Test func typeReadsItsTextAndRateWithTheTypicalRateAsDefault() throws {
        let scene = try load(
            formView + """

                timeline:
                  - {at: 0.5, tap: email}
                  - {at: 1, type: "Hi there", rate: 8}
                  - {at: 3, type: "!"}
                """)
        #expect(scene.timeline[1].kind == .type("Hi there", rate: 8))
        #expect(scene.timeline[2].kind == .type("!", rate: Scene.defaultTypingRate))
        #expect(Scene.defaultTypingRate == 3)
        // Until 1.5 s after the last character: the last event types one, at 3.
        #expect(scene.duration == 4.5)
    }

    @Test func theDefaultDurationWaitsForTheLastTypedCharacter() throws {
        let scene = try load(
            formView + """

                timeline:
                  - {at: 0.5, tap: email}
                  - {at: 1, type: "abcdefghijk", rate: 2}
                """)
        // Eleven characters, the last 10 / 2 = 5 s after the first.
        #expect(scene.duration == 1 + 5 + Scene.durationAfterLastEvent)
    }

    @Test func growsAndMaxHeightRead() throws {
        let scene = try load(
            """
            view:
              elements:
                - {type: textView, id: composer, frame: [0, 600, 300, 36], grows: true, maxHeight: 120, pin: bottom}
            """)
        let composer = try #require(scene.view.element("composer"))
        #expect(composer.grows && composer.maxHeight == 120 && composer.pinnedToBottom)
    }
}
