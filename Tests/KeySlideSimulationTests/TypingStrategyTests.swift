import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// What the strategies do with text views, typing and the return key, each as its source does.
@Suite struct TypingStrategyTests {
    typealias B = SceneBuilder

    /// A text input low on an iPhone 4 (bottom at 430 of the 460 pt root view): seed 000 slides
    /// a text field there by the whole 216 pt keyboard.
    private func lowInput(_ kind: Scene.Element.Kind) -> Scene {
        B.scene(
            profile: .iOS7,
            elements: [Scene.Element(kind: kind, id: "input", frame: Rect(x: 20, y: 380, width: 280, height: 50))],
            timeline: [B.tap("input", at: 0.5)])
    }

    @Test func aTextFieldDelegateOnlyStrategyDoesNothingForATextView() {
        for id in ["sliding-sections", "shift-by-overlap"] {
            let field = Simulation.run(lowInput(.textField), strategyID: id)!
            let view = Simulation.run(lowInput(.textView), strategyID: id)!
            let fieldRoot = field.app[field.app.rootView].frame.y.value(at: 2)
            let viewRoot = view.app[view.app.rootView].frame.y.value(at: 2)
            #expect(fieldRoot < 20, "\(id) moves the root view for a field")
            #expect(viewRoot == 20, "\(id) leaves the root view alone for a text view")
            #expect(!view.app.events.contains { $0.name == "note" }, "\(id) computed nothing for a text view")
        }
        // seed 000 on the text field: the bottom band, the whole 216 pt.
        let slid = Simulation.run(lowInput(.textField), strategyID: "sliding-sections")!
        #expect(slid.app[slid.app.rootView].frame.y.value(at: 2) == 20 - 216)
    }

    @Test func theLibrariesHearOfATextViewAfterTheKeyboard() {
        let scene = B.scene(
            profile: .iOS7, kind: .scroll, contentSize: Size(width: 320, height: 800),
            elements: [
                Scene.Element(kind: .textView, id: "input", frame: Rect(x: 20, y: 380, width: 280, height: 50))
            ],
            timeline: [B.tap("input", at: 0.5)])
        for id in ["iq-keyboard-manager", "tp-keyboard-avoiding"] {
            let recording = Simulation.run(scene, strategyID: id)!
            let names = recording.app.events.map(\.name)
            let willShow = names.firstIndex(of: "keyboardWillShow")!
            let didBegin = names.firstIndex(of: "textViewDidBeginEditing")!
            #expect(willShow < didBegin, "\(id)")
            let input = recording.app.view(named: "input")!
            let bottom = recording.windowRect(of: input, at: 3).maxY
            #expect(bottom <= 480 - 216, "\(id) lifts the text view above the keyboard")
        }
    }

    @Test func tpkaCentresTheCaretLineOfATallTextView() throws {
        // Six lines of text: the caret is on line six, 8 + 5 × 20 = 108 pt down the text view, at
        // 508 in the content. Visible height 332 (iPhone 5, 20 … 568, keyboard 216); padding
        // (332 − 21) / 2 = 155.5; offset 508 − 155.5 = 352.5 (the caret at the start gave 252.5).
        let text = (1...6).map { "Line \($0)" }.joined(separator: "\n")
        let notes = Scene.Element(
            kind: .textView, id: "notes", frame: Rect(x: 20, y: 400, width: 280, height: 300), text: text)
        let scene = B.scene(
            device: .iPhone5, profile: .iOS7, kind: .scroll, contentSize: Size(width: 320, height: 800),
            elements: [notes], timeline: [B.tap("notes", at: 0.5)])
        let recording = Simulation.run(scene, strategyID: "tp-keyboard-avoiding")!
        let offset = try #require(
            recording.app.events.first { $0.name == "note" && $0["label"] == .text("idealOffset") })
        #expect(offset["value"] == .number(352.5))
        let view = recording.app.view(named: "notes")!
        let caret = try #require(recording.app.caretRect(of: view))
        // After "Line 6": 3.038 em of DejaVu Sans at 17 pt.
        #expect(caret.minY == 108 && abs(caret.minX - (6 + 3.038 * 17)) < 1e-9)
    }

    @Test func eachSeedsOwnReturnKeyDecides() {
        let two = [B.textField("first", 20, 40, 280, 31), B.textField("second", 20, 100, 280, 31)]
        let timeline = [B.tap("first", at: 0.5), B.returnKey(at: 1)]
        func responder(_ id: String, kind: Scene.View.Kind) -> String? {
            let scene = B.scene(profile: .iOS7, kind: kind, elements: two, timeline: timeline)
            let recording = Simulation.run(scene, strategyID: id)!
            return recording.app.firstResponder.map { recording.app[$0].name }
        }
        // Seeds 000 and 002 resign; seed 004 moves on to the next field, as does a strategy whose
        // source has no textFieldShouldReturn.
        #expect(responder("sliding-sections", kind: .plain) == nil)
        #expect(responder("scroll-content-offset", kind: .scroll) == nil)
        #expect(responder("content-inset", kind: .scroll) == "second")
        #expect(responder("shift-by-overlap", kind: .plain) == "second")
    }

    @Test func aFieldsOnReturnOverridesTheStrategy() {
        var first = B.textField("first", 20, 40, 280, 31)
        let second = B.textField("second", 20, 100, 280, 31)
        func responder(_ id: String, onReturn: ReturnAction) -> String? {
            first.onReturn = onReturn
            let scene = B.scene(
                profile: .iOS7, kind: .scroll, elements: [first, second],
                timeline: [B.tap("first", at: 0.5), B.returnKey(at: 1)])
            let recording = Simulation.run(scene, strategyID: id)!
            return recording.app.firstResponder.map { recording.app[$0].name }
        }
        // Seed 000 would resign and seed 004 move on; the scene says the opposite.
        #expect(responder("sliding-sections", onReturn: .next) == "second")
        #expect(responder("content-inset", onReturn: .dismiss) == nil)
    }

    @Test func typingIntoAGrowingComposerMovesTheViewBelowInTheRecording() throws {
        let composer = Scene.Element(
            kind: .textView, id: "composer", frame: Rect(x: 20, y: 100, width: 280, height: 36), grows: true)
        let below = Scene.Element(kind: .label, id: "below", frame: Rect(x: 20, y: 140, width: 280, height: 21))
        let scene = B.scene(
            profile: .iOS7, elements: [composer, below],
            timeline: [
                B.tap("composer", at: 0.5),
                Scene.Action(time: 1, kind: .type("one two three four five six seven", rate: 10)),
            ])
        // The scene runs until 1.5 s after the last character: 1 + 32 / 10 + 1.5.
        #expect(abs(scene.duration - 5.7) < 1e-9)
        let recording = Simulation.run(scene, strategyID: "none")!
        let label = recording.app.view(named: "below")!
        #expect(recording.app[label].frame.y.value(at: scene.duration) == 160)
    }
}
