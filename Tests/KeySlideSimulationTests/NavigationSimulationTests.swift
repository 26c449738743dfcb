import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// Pushes and pops with the keyboard up (docs/facts.md §19), numbers by hand. iPhone 15, iOS 17:
/// 393 pt wide; the root view under the 54 pt status bar and 44 pt navigation bar starts at y 98;
/// the keyboard is 336 pt, its top at 852 − 336 = 516. Email's bottom in the window is
/// 98 + 440 + 36 = 574: 58 pt under the keyboard; password's 98 + 490 + 36 = 624: 108 pt.
@Suite struct NavigationSimulationTests {
    func run(_ events: String, _ strategy: String = "shift-by-overlap") throws -> Recording {
        let scene = try SceneLoader.parse(
            """
            device: iphone-15
            profile: ios17
            navigationBar: {title: Sign in}
            view:
              elements:
                - {type: textField, id: email,    frame: [20, 440, 353, 36]}
                - {type: textField, id: password, frame: [20, 490, 353, 36]}
            timeline:
            \(events)
            """, fileName: "nav.yaml", knownStrategies: StrategyCatalog.ids)
        return Simulation.run(scene, strategyID: strategy)!
    }

    /// The names of the events that say what happened, in order, with the screens' moves.
    func story(_ recording: Recording, from: Double, to: Double) -> [String] {
        let kept: Set<String> = [
            "appear", "push", "pop", "interactivePop", "releasePop", "textFieldDidBeginEditing",
            "textFieldDidEndEditing", "keyboardWillShow", "keyboardWillHide", "keyboardDidShow", "keyboardDidHide",
        ]
        return recording.app.events.filter { $0.time >= from && $0.time <= to }.compactMap { event in
            if event["property"] == .text("frame.x"), let view = event["view"], let x = event["to"] {
                return "\(view).x → \(x)"
            }
            return kept.contains(event.name) ? event.name : nil
        }
    }

    func changes(_ recording: Recording, _ view: String, _ property: String) -> [(
        time: Double, to: String, duration: String?
    )] {
        recording.app.events.filter { $0["view"] == .text(view) && $0["property"] == .text(property) }.map {
            ($0.time, $0["to"]?.description ?? "", $0["duration"]?.description)
        }
    }

    @Test func aScreenPushedWithItsFieldFocusedBringsTheKeyboardWithIt() throws {
        let recording = try run("  - {at: 0.4, appear: {focus: email}}")
        // The push places the screens (root from 393 to 0, the screen before to −0.3 × 393 = −118),
        // then the field focused in viewWillAppear posts WillShow inside the push's block.
        #expect(
            story(recording, from: 0, to: 0.4) == [
                "appear", "root.x → 0", "screenBefore.x → -118", "textFieldDidBeginEditing", "keyboardWillShow",
            ])
        // The handler's 0.25 s keyboard animation inherits the push's 0.35 s (SO 33486030): 98 − 58 = 40.
        let shift = changes(recording, "root", "frame.y")
        #expect(shift.map(\.to) == ["40"] && shift.first?.duration == "0.35")
        // The keyboard is at its resting top at once, off the right edge, and slides in with the screen.
        #expect(recording.app.keyboardTop.value(at: 0.4) == 516)
        #expect(recording.app.keyboardSlideX.value(at: 0.4) == 393 && recording.app.keyboardSlideX.value(at: 0.75) == 0)
        #expect(recording.app.events.first { $0.name == "keyboardDidShow" }?.time == 0.75)
        // Taking its height while off screen is no jump anyone sees.
        #expect(!recording.verdicts.jumped)
    }

    @Test func homeIsMeasuredOnTheScreenNotAcrossThePush() throws {
        // The screen came in 393 pt from the right; shift-by-overlap puts the root view back at 98
        // on the dismiss: every element is home, not 393 pt away.
        let recording = try run("  - {at: 0.4, appear: {focus: email}}\n  - {at: 1.5, dismiss: true}")
        #expect(recording.verdicts.distanceFromHome == 0)
    }

    @Test func aPushResignsTheFieldInsideThePush() throws {
        let recording = try run("  - {at: 0.4, tap: email}\n  - {at: 1.5, push: {title: Terms}}")
        #expect(
            story(recording, from: 1.5, to: 1.5) == [
                "push", "keyboardWillHide", "textFieldDidEndEditing", "root.x → -118", "pushedScreen.x → 0",
            ])
        // The restore (to 98) takes the push's duration and curve, not the keyboard's spring.
        let restore = changes(recording, "root", "frame.y").last
        #expect(restore?.to == "98" && restore?.duration == "0.35")
        #expect(recording.app.keyboardTop.value(at: 2.0) == 852)
    }

    @Test func popBackLeavesTheKeyboardDown() throws {
        let recording = try run("  - {at: 0.4, tap: email}\n  - {at: 1.5, push: {}}\n  - {at: 2.5, pop: true}")
        #expect(story(recording, from: 2.5, to: 4) == ["pop", "pushedScreen.x → 393", "root.x → 0"])
        #expect(recording.app.firstResponder == nil)
    }

    @Test func aCancelledSwipeBackResignsThenGivesTheFieldBack() throws {
        let recording = try run(
            "  - {at: 0.4, tap: password}\n  - {at: 1.5, interactivePop: {progress: 0.4, release: cancel}}")
        // The field resigns as the swipe is recognised, before the screens move; the finger takes
        // root to 0.4 × 393 = 157.2 → 157 and the screen before to −118 × 0.6 = −70.8 → −71 over 0.3 s.
        #expect(
            story(recording, from: 1.5, to: 2.5) == [
                "interactivePop", "keyboardWillHide", "textFieldDidEndEditing", "root.x → 157", "screenBefore.x → -71",
                "releasePop", "root.x → 0", "screenBefore.x → -118", "textFieldDidBeginEditing", "keyboardWillShow",
                // The hide's 0.5 s spring from 1.5 ends after the field is back: its DidHide comes late.
                "keyboardDidHide", "keyboardDidShow",
            ])
        // Released at 1.8, back in 0.4 × 0.35 = 0.14 s: the field is given back at 1.94.
        let back = changes(recording, "root", "frame.x").last
        #expect(back?.time == 1.8 && back?.duration == "0.14")
        #expect(recording.app.events.first { $0.name == "textFieldDidBeginEditing" && $0.time > 1.5 }?.time == 1.94)
        #expect(recording.app.firstResponder != nil)
    }

    @Test func aFinishedSwipeBackTakesTheScreenAway() throws {
        let recording = try run(
            "  - {at: 0.4, tap: password}\n  - {at: 1.5, interactivePop: {progress: 0.4, release: finish}}")
        // The rest, 0.6 × 0.35 = 0.21 s, to the full width; the field stays resigned.
        let out = changes(recording, "root", "frame.x").last
        #expect(out?.to == "393" && out?.duration == "0.21")
        #expect(changes(recording, "screenBefore", "frame.x").last?.to == "0")
        #expect(recording.app.firstResponder == nil)
    }

    @Test func iqKeyboardManagerRestoresInsideThePushToo() throws {
        // IQKeyboardManager lifts the root view on the tap (its arithmetic is LibraryStrategyTests')
        // and puts it back at 98 on WillChangeFrame, posted inside the push's block.
        let recording = try run("  - {at: 0.4, tap: email}\n  - {at: 1.5, push: {}}", "iq-keyboard-manager")
        let moves = changes(recording, "root", "frame.y")
        #expect(moves.last?.to == "98" && moves.last?.time == 1.5 && moves.last?.duration == "0.35")
    }
}
