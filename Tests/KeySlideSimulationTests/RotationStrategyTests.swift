import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// The strategies on the rotation samples: each number would be different if the turn were not
/// modelled as the sources record it (docs/facts.md §11.6).
@Suite struct RotationStrategyTests {
    func run(_ sample: String, _ strategy: String) throws -> Recording {
        let scene = try SceneLoader.load(
            contentsOf: SampleTests.samplesDirectory + "/" + sample + ".yaml", knownStrategies: StrategyCatalog.ids)
        return try #require(Simulation.run(scene, strategyID: strategy))
    }

    func frameEnd(_ event: Event) -> Rect? {
        if case .rect(let rect)? = event["frameEnd"] { rect } else { nil }
    }

    @Test func afterTheTurnTheShowReportsTheLandscapeKeyboardOnTheLandscapeScreen() throws {
        let recording = try run("rotate-keyboard-up", "none")
        let shows = recording.app.events.filter { $0.name == "keyboardWillShow" && $0.time == 1.6 }
        let landscape = Device.iPhone15.keyboardHeight.landscape
        #expect(shows.compactMap(frameEnd) == [Rect(x: 0, y: 393 - landscape, width: 852, height: landscape)])
        #expect(recording.keyboardFrame(at: 2.5) == Rect(x: 0, y: 393 - landscape, width: 852, height: landscape))
    }

    @Test func theLayoutGuideKeepsTheComposerOnTheKeyboardThroughTheTurn() throws {
        let recording = try run("rotate-chat-composer", "keyboard-layout-guide")
        let composer = try #require(recording.app.element(named: "composer"))
        // The composer sits 18 pt above the root view's bottom (754 − 736). In every frame once
        // the keyboard has arrived — through both turns, keyboard and view moving in one
        // animation — that is its distance to the keyboard's top.
        for time in recording.frameTimes where time >= 1 && time < 4.4 {
            let gap = recording.keyboardFrame(at: time).minY - recording.windowRect(of: composer, at: time).maxY
            #expect(abs(gap - 18) < 0.5, "at \(time): \(gap)")
        }
        #expect(recording.verdicts.jumps.isEmpty)
    }

    @Test func fromIOS8WhatIQKeyboardManagerDoesInTheTurnsHandlersJumps() throws {
        let recording = try run("rotate-keyboard-up", "iq-keyboard-manager")
        let jumps = recording.verdicts.jumps
        #expect(!jumps.isEmpty && jumps.allSatisfy { $0.time == 1.6 || $0.time == 3.2 })
        // With the profile's switch off, the same handlers animate and nothing jumps.
        var scene = recording.scene
        scene.profile.rotationHandlersRunWithoutAnimation = false
        #expect(Simulation.run(scene, strategy: IQKeyboardManager()).verdicts.jumps.isEmpty)
    }

    @Test func seed000ComesHome168PointsLowBecauseTheTurnUndidItsSlide() throws {
        let recording = try run("rotate-ios7-shifted-view", "sliding-sections")
        #expect(recording.verdicts.distanceFromHome == 168)
        // Without the turns the same slide comes home.
        var scene = recording.scene
        scene.timeline.removeAll { if case .motion(.rotate) = $0.kind { true } else { false } }
        #expect(Simulation.run(scene, strategy: SlidingSections()).verdicts.backHome == true)
    }

    @Test func aFieldHiddenOnlyInTheOtherOrientationIsHiddenAtRest() throws {
        let recording = try run("rotate-ios7-shifted-view", "shift-by-overlap")
        let checks = recording.verdicts.restChecks
        // One check per orientation in the stretch of focus: portrait, landscape, portrait.
        #expect(checks.count == 3)
        #expect(checks.map(\.visible) == [true, false, true])
    }

    @Test func aToolbarTurnsCompactAndTheScrollViewUnderItTakesTheRoomLeft() throws {
        let text = """
            device: iphone-15
            profile: ios17
            toolbar: {title: Edit}
            view:
              type: scroll
              elements:
                - {type: textField, id: name, frame: [16, 20, 361, 36]}
            timeline:
              - {at: 0.5, rotate: landscape}
            """
        let scene = try SceneLoader.parse(text, fileName: "bars.yaml", knownStrategies: StrategyCatalog.ids)
        let recording = Simulation.run(scene, strategy: NoAvoidance())
        let app = recording.app
        let toolbar = try #require(app.toolbar)
        let scroll = try #require(app.view(named: "scroll"))
        #expect(app.frame(of: toolbar).height == Scene.compactBarHeight)
        let root = recording.scene.oriented(.landscape).rootFrame
        #expect(app.frame(of: scroll) == Rect(x: 0, y: 32, width: 852, height: root.height - 32))
    }

    @Test func traceFramesSayWhichWayUpTheyAre() throws {
        let recording = try run("rotate-chat-composer", "none")
        var lines: [String] = []
        Trace.write(for: recording, fps: 2, layout: .compact) { lines.append($0) }
        let text = lines.joined()
        #expect(text.contains(#""t":1,"orientation":"portrait""#))
        #expect(text.contains(#""t":2,"orientation":"landscape""#))
        #expect(text.contains(#""screen":{"width":393,"height":852}"#))
    }

    @Test func explainNamesTheTurn() throws {
        let text = Explanation(try run("rotate-chat-composer", "none")).text
        #expect(text.contains("1.60 s  UIKit                         the interface turns portrait → landscape (0.3 s)"))
    }

    /// The iPad keyboard's sides, once an iPad mode has moved them, turn with the screen: before
    /// the first mode change the keyboard spans the screen of each moment (the property test
    /// found it 1,024 wide on a 768-wide screen), and docked again it spans the new screen.
    @Test func aKeyboardOnceUndockedSpansEachScreenItTurnsTo() throws {
        let scene = try SceneLoader.parse(
            """
            device: ipad
            orientation: landscape
            view:
              elements:
                - {type: textField, id: name, frame: [16, 20, 300, 36]}
            timeline:
              - {at: 0.1, tap: name}
              - {at: 0.5, rotate: portrait}
              - {at: 1.5, keyboardMode: undocked}
              - {at: 2, keyboardMode: docked}
              - {at: 2.5, rotate: landscape}
            duration: 4
            """, fileName: "ipad.yaml", knownStrategies: StrategyCatalog.ids)
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        #expect(recording.keyboardFrame(at: 0.3).width == 1024)
        #expect(recording.keyboardFrame(at: 1.2).width == 768)
        #expect(recording.keyboardFrame(at: 2.4).width == 768)
        #expect(recording.keyboardFrame(at: 3.5).width == 1024)
    }
}
