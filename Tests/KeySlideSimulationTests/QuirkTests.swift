import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// Each seed's quirks, happening — and the profile settings that switch them on and off.
@Suite struct QuirkTests {
    typealias B = SceneBuilder

    func notes(_ recording: Recording, _ label: String) -> [Double] {
        recording.app.events.filter { $0.name == "note" && $0["label"] == .text(label) }.compactMap {
            if case .number(let value)? = $0["value"] { value } else { nil }
        }
    }

    @Test func beginFrameVersusEndFrameWhenTheKeyboardGrows() {
        // The predictive bar appears: 216 → 253 pt while the keyboard is up (iPhone 5, iOS 11).
        let timeline = [B.tap("lower", at: 0.5), Scene.Action(time: 1.5, kind: .keyboardHeight(253))]
        let shift = Simulation.run(
            B.scene(
                device: .iPhone5, profile: .iOS11, elements: [B.textField("lower", 20, 480, 280, 31)],
                timeline: timeline), strategyID: "shift-by-overlap")!
        // Seed 001 reads the begin frame: still 216 tall.
        #expect(notes(shift, "keyboardHeight") == [216, 216])

        let form = B.scene(
            device: .iPhone5, profile: .iOS11, kind: .scroll, contentSize: Size(width: 320, height: 700),
            elements: [B.textField("lower", 20, 480, 280, 31)], timeline: timeline)
        let inset = Simulation.run(form, strategyID: "content-inset")!
        // Seed 004 reads the end frame: 253, and UIKit scrolls the field onto the new top edge.
        #expect(
            inset.app.events.contains { $0["property"] == .text("contentInset") && $0["to"] == .text("{0, 0, 253, 0}") }
        )
        let field = inset.windowRect(of: inset.app.view(named: "lower")!, at: 3)
        #expect(field.maxY == 568 - 253)
    }

    @Test func landscapeSwapOfShiftByOverlapIsRightOnlyBeforeIOS8() {
        func keyboardHeight(_ profile: PlatformProfile) -> [Double] {
            let scene = B.scene(
                device: .iPhone4, profile: profile, orientation: .landscape, navigationBar: true,
                elements: [B.textField("field", 100, 200, 280, 31)], timeline: [B.tap("field", at: 0.5)])
            return notes(Simulation.run(scene, strategyID: "shift-by-overlap")!, "keyboardHeight")
        }
        // The begin frame is 162 × 480 before iOS 8 (portrait screen) and 480 × 162 after.
        #expect(keyboardHeight(.iOS7) == [162])
        #expect(keyboardHeight(.iOS8) == [480])
    }

    @Test func didShowLagLeavesTheFieldCoveredWhileTheKeyboardRises() {
        // iOS 8: UIKit scrolls the text field seed 004 relies on (docs/facts.md §9.4).
        let scene = B.scene(
            profile: .iOS8, kind: .scroll, contentSize: Size(width: 320, height: 600),
            elements: [B.textField("txtDemo", 20, 350, 280, 31)], timeline: [B.tap("txtDemo", at: 0.5)])
        let lagging = Simulation.run(scene, strategyID: "scroll-content-offset")!.verdicts
        let prompt = Simulation.run(scene, strategyID: "content-inset")!.verdicts
        // Seed 002 waits for DidShow (0.5 s of spring) and then scrolls for 0.33 s.
        #expect(lagging.secondsCovered > 0.5)
        #expect(lagging.fullyVisibleAtRest)
        // Acting on WillShow shortens it.
        #expect(prompt.secondsCovered < lagging.secondsCovered)
    }

    @Test func originPointTestIgnoresATallFieldWhoseTopIsVisible() {
        // A 200 pt text field from 150 to 350 in a 460 pt view: its origin is above the keyboard's
        // top (244 in the view) but most of it is below. Seed 003 does not scroll, and nothing
        // else does: an inset change makes UIKit scroll nothing (docs/facts.md §9.4), even on
        // iOS 8, where the focus turn's own scroll found the field inside the uninset bounds.
        for profile in [PlatformProfile.iOS6, .iOS8] {
            let scene = B.scene(
                profile: profile, kind: .scroll, contentSize: Size(width: 320, height: 460),
                elements: [B.textField("notes", 20, 150, 280, 200)], timeline: [B.tap("notes", at: 0.5)])
            let recording = Simulation.run(scene, strategyID: "scroll-rect-to-visible")!
            #expect(!recording.app.events.contains { $0.name == "scroll" }, "\(profile.name)")
            #expect(!recording.verdicts.fullyVisibleAtRest, "\(profile.name)")
        }
    }

    @Test func clearingTheInsetBeforeScrollingBackJumpsOnIOS6() {
        let scene = B.scene(
            device: .iPad, profile: .iOS6, orientation: .landscape, toolbarHeight: 44, splitMasterWidth: 320,
            kind: .scroll,
            elements: [B.textField("notes", 20, 600, 300, 31)], timeline: [B.tap("notes", at: 0.5), B.dismiss(at: 2.5)])
        let ios6 = Simulation.run(scene, strategyID: "scroll-rect-to-visible")!.verdicts
        #expect(ios6.jumps.map(\.time) == [2.5])
        #expect(ios6.backHome == true)
        // From iOS 7 the will-handler runs inside the keyboard's animation: the clamp animates.
        var ios7Scene = scene
        ios7Scene.profile = .iOS7
        #expect(!Simulation.run(ios7Scene, strategyID: "scroll-rect-to-visible")!.verdicts.jumped)
    }

    @Test func keyboardCurveDiffersBetweenIOS6AndIOS7() throws {
        let timeline = [B.tap("lower", at: 0.5)]
        func keyboardAnimation(_ profile: PlatformProfile) throws -> Event {
            let scene = B.scene(
                device: .iPhone5, profile: profile, elements: [B.textField("lower", 20, 480, 280, 31)],
                timeline: timeline)
            return try #require(
                Simulation.run(scene, strategyID: "none")!.app.events.first { $0.name == "keyboardAnimation" })
        }
        #expect(try keyboardAnimation(.iOS6)["curve"] == .text("cubic-bezier(0.42, 0, 0.58, 1)"))
        #expect(try keyboardAnimation(.iOS6)["duration"] == .number(0.25))
        #expect(try keyboardAnimation(.iOS7)["curve"] == .text("spring(3, 1000, 500)"))
        #expect(try keyboardAnimation(.iOS7)["duration"] == .number(0.5))
    }
}

@Suite struct ExplanationStepTests {
    typealias B = SceneBuilder

    @Test func twoCallsAtOneInstantAreTwoSteps() {
        // Two taps at the same instant on iOS 8: WillShow runs twice at 0.5 s (the second a repost).
        let scene = B.scene(
            device: .iPhone5, profile: .iOS8,
            elements: [B.textField("upper", 20, 440, 280, 31), B.textField("lower", 20, 480, 280, 31)],
            timeline: [B.tap("lower", at: 0.5), B.tap("upper", at: 0.5)])
        let explanation = Explanation(Simulation.run(scene, strategyID: "shift-by-overlap")!)
        let willShows = explanation.steps.filter { $0.cause == "keyboardWillShow" }
        #expect(willShows.count == 2)
        #expect(
            willShows.map { $0.notes.map(\.label) } == [
                ["keyboardHeight", "keyboardShiftAmount"], ["keyboardHeight", "keyboardShiftAmount"],
            ])
        #expect(willShows.map { $0.notes.last?.value } == [179, 139])
        // Notes are a list in JSON, so no object ever repeats a key.
        #expect(!explanation.json.serialized().contains(#""notes":{"#))
    }
}
