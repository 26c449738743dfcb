import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// Switching keyboards while one is up (`switchKeyboard`, docs/facts.md §11.7): what UIKit posts
/// for the emoji and a third-party keyboard, and how seed 001's running shift reacts.
@Suite struct KeyboardSwitchTests {
    func run(_ sample: String, _ strategy: String) throws -> Recording {
        let scene = try SceneLoader.load(
            contentsOf: SampleTests.samplesDirectory + "/" + sample + ".yaml", knownStrategies: StrategyCatalog.ids)
        return try #require(Simulation.run(scene, strategyID: strategy))
    }

    func run(scene text: String, _ strategy: String) throws -> Recording {
        let scene = try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: StrategyCatalog.ids)
        return try #require(Simulation.run(scene, strategyID: strategy))
    }

    /// The `WillShow`s posted in `times` (start included, end excluded).
    func willShows(_ recording: Recording, in times: Range<Double>) -> [Event] {
        recording.app.events.filter { $0.name == "keyboardWillShow" && times.contains($0.time) }
    }

    func frame(_ key: String, of event: Event) -> Rect? {
        if case .rect(let rect)? = event[key] { rect } else { nil }
    }

    /// iPhone 8 (667 pt), the language keyboard 225 pt without the predictive bar: the emoji
    /// keyboard is the device's 258 pt, posted once with both families' "will"s.
    @Test func theEmojiKeyboardRepostsWillShowWithItsHeight() throws {
        let recording = try run("keyboard-switch-emoji", "none")
        let switched = recording.app.events.filter {
            ["keyboardWillChangeFrame", "keyboardWillShow"].contains($0.name) && (1.5..<1.6).contains($0.time)
        }
        #expect(switched.map(\.name) == ["keyboardWillChangeFrame", "keyboardWillShow"])
        let show = try #require(switched.last)
        #expect(frame("frameBegin", of: show) == Rect(x: 0, y: 442, width: 375, height: 225))
        #expect(frame("frameEnd", of: show) == Rect(x: 0, y: 409, width: 375, height: 258))
        #expect(recording.keyboardFrame(at: 2.5).minY == 409)
    }

    /// A third-party keyboard: `WillShow` with heights 0, 216 and its own, 0.1 s apart.
    @Test func aThirdPartyKeyboardPostsThreeHeights() throws {
        let recording = try run("keyboard-switch-emoji", "none")
        let shows = willShows(recording, in: 2.8..<3.2)
        #expect(shows.compactMap { frame("frameEnd", of: $0)?.height } == [0, 216, 258])
        #expect(shows.compactMap { frame("frameBegin", of: $0)?.height } == [258, 0, 216])
        #expect(shows.map { ($0.time * 10).rounded() } == [28, 29, 30])
        #expect(recording.keyboardFrame(at: 3.9).minY == 409)
    }

    /// Seed 001 measures the begin frame and moves the root view up by the field's overlap on
    /// every `WillShow`, never down. The root view is 647 pt tall below the status bar and the
    /// message field's bottom is at 596 in it, 51 pt above its bottom: 225 − 51 = 174 at the tap,
    /// 174 again for the emoji keyboard, 258 − 51 = 207 for the third-party keyboard's first post,
    /// nothing for its 0 pt begin frame, then 216 − 51 = 165: 720 pt in all, from y 20 to −700.
    @Test func seedOnesShiftClimbsOnEveryRepost() throws {
        let recording = try run("keyboard-switch-emoji", "shift-by-overlap")
        let root = recording.app.rootView
        #expect(recording.windowRect(of: root, at: 1.4).minY == -154)
        #expect(recording.windowRect(of: root, at: 2.7).minY == -328)
        #expect(recording.windowRect(of: root, at: 4.1).minY == -700)
    }

    /// With the predictive bar the emoji keyboard is as tall as the language one; the switch is
    /// still posted, with equal frames, and a keyboard chosen while hidden shows in three steps.
    @Test func equalHeightsStillPostAndAThirdPartyKeyboardShowsInSteps() throws {
        let scene = """
            view:
              elements:
                - {type: textField, id: name, frame: [20, 500, 200, 30]}
            timeline:
              - {at: 0, switchKeyboard: thirdParty}
              - {at: 0.4, tap: name}
              - {at: 1.5, switchKeyboard: emoji}
            """
        let recording = try run(scene: scene, "none")
        let up = willShows(recording, in: 0.4..<0.7)
        #expect(up.compactMap { frame("frameEnd", of: $0)?.height } == [0, 216, 258])
        let emoji = willShows(recording, in: 1.5..<1.6)
        #expect(emoji.count == 1)
        #expect(
            emoji.first.flatMap { frame("frameBegin", of: $0) } == emoji.first.flatMap { frame("frameEnd", of: $0) })
    }
}
