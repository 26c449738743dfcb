import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// IQKeyboardManager's own inset of a tall text view (`Position.swift` L193–203, L649–687) and
/// its hide during an interactive pop (`IQActiveConfiguration.swift` L87–124), numbers by hand
/// from the source's arithmetic. iPhone 15, iOS 17, under a navigation bar: the root view starts
/// at y 98 (54 pt status bar, 44 pt bar), which is also IQ's top guide; the keyboard is 336 pt,
/// its top at 852 − 336 = 516; grown by the distance and the root's bottom safe area it is
/// 336 + 10 + 34 = 380 pt, leaving 852 − 380 = 472.
@Suite struct IQKeyboardManagerTextViewTests {
    func run(_ elements: String, _ events: String, strategy: String = "iq-keyboard-manager") throws -> Recording {
        let scene = try SceneLoader.parse(
            """
            device: iphone-15
            profile: ios17
            navigationBar: {title: Notes}
            view:
              elements:
            \(elements)
            timeline:
            \(events)
            """, fileName: "iq-text-view.yaml", knownStrategies: StrategyCatalog.ids)
        return Simulation.run(scene, strategyID: strategy)!
    }

    /// 24 lines of text, one line each.
    static let lines = (1...24).map { "Line \($0)" }.joined(separator: "\\n")

    static let tallTextView = "    - {type: textView, id: notes, frame: [16, 20, 361, 560], text: \"\(lines)\"}"

    func changes(_ recording: Recording, _ view: String, _ property: String) -> [(time: Double, to: Double)] {
        recording.app.events.filter { $0["view"] == .text(view) && $0["property"] == .text(property) }.compactMap {
            guard case .number(let to) = $0["to"] else { return nil }
            return ($0.time, to)
        }
    }

    @Test func aTallTextViewKeepsItsCaretAboveTheKeyboard() throws {
        let recording = try run(
            Self.tallTextView, "  - {at: 0.4, tap: notes}\n  - {at: 1.4, type: \"\\nThe last line\"}")
        // The text view's window rect is 118…678. moveUp = min(118 − 98, 678 − 472 + 0) = 20 (a text
        // view that scrolls drops the bottom guide): the root view goes from 98 to 78.
        #expect(changes(recording, "root", "frame.y").map(\.to) == [78])
        // L653–673: overlap = 852 − 516 = 336; available = 852 − 98 − 336 = 418;
        // min(560, 418) = 418 < 560 − 0, so the bottom inset is 560 − 418 − 0 (no safe area) = 142.
        #expect(changes(recording, "notes", "contentInset.bottom").map(\.to) == [142])
        let notes = try #require(recording.app.view(named: "notes"))
        #expect(recording.app.contentInset(of: notes).bottom == 142)
        // Lines above the inset: ⌊(560 − 16 − 142) / 20⌋ = 20, of the 25 typed; the caret on the
        // 20th, 8 + 19 × 20 = 388 down the text view, at 78 + 20 + 388 = 486 in the window, its
        // bottom 486 + 21 = 507 above the keyboard's top, 516.
        #expect(TextInputMetrics.shownLineCount(lineCount: 25, height: 560, bottomInset: 142, fontSize: 17) == 20)
        let caret = try #require(recording.app.caretRect(of: notes))
        #expect(caret.minY == 388)
        let inWindow = recording.windowRect(of: notes, at: recording.scene.duration).minY + caret.minY
        #expect(abs(inWindow - 486) < 0.5)
        #expect(inWindow + caret.height <= 516)
    }

    @Test func withoutTheInsetTheCaretWouldEndUnderTheKeyboard() {
        // The same 25 lines with no inset: ⌊544 / 20⌋ = 27 fit, so all 25 show and the caret is on
        // the 25th, 8 + 24 × 20 = 488 down: 78 + 20 + 488 = 586 in the window, under 516.
        let text = Self.lines.replacingOccurrences(of: "\\n", with: "\n") + "\nThe last line"
        let caret = TextInputMetrics.caretRect(in: .textView, size: Size(width: 361, height: 560), text: text)
        #expect(caret.minY == 488)
        #expect(78 + 20 + caret.minY > 516)
    }

    @Test func theInsetComesBackWithTheHide() throws {
        let recording = try run(Self.tallTextView, "  - {at: 0.4, tap: notes}\n  - {at: 1.4, dismiss: true}")
        let insets = changes(recording, "notes", "contentInset.bottom")
        // Set on the tap, back to 0 with the hide (`banishTextInputViewSetup`).
        #expect(insets.map(\.to) == [142, 0])
        #expect(insets.last?.time == 1.4)
    }

    @Test func theInsetComesBackWhenFocusMovesOn() throws {
        // Begin editing of another input with the keyboard up is a change: `setupTextInputView`
        // gives the text view its starting inset back before adjusting for the field.
        let recording = try run(
            Self.tallTextView + "\n    - {type: textField, id: title, frame: [16, 600, 361, 36]}",
            "  - {at: 0.4, tap: notes}\n  - {at: 1.4, tap: title}")
        let insets = changes(recording, "notes", "contentInset.bottom")
        #expect(insets.map(\.to) == [142, 0])
        #expect(insets.last?.time == 1.4)
    }

    @Test func aTextViewThatFitsIsNotInset() throws {
        // 300 pt tall: min(300, 418) = 300 is not less than 300, so L664 returns.
        let recording = try run(
            "    - {type: textView, id: notes, frame: [16, 20, 361, 300]}", "  - {at: 0.4, tap: notes}")
        #expect(changes(recording, "notes", "contentInset.bottom").isEmpty)
    }

    static let form = """
            - {type: textField, id: email,    frame: [20, 440, 353, 36]}
            - {type: textField, id: password, frame: [20, 490, 353, 36]}
        """

    @Test func aSwipeBackLeavesTheRootViewMovedUp() throws {
        // Password's bottom in the window is 98 + 490 + 36 = 624; the bottom guide is the root's
        // bottom margin, 34: moveUp = min(490, 624 − 472 + 34) = 186, so the root goes to 98 − 186 = −88.
        let recording = try run(
            Self.form,
            "  - {at: 0.4, tap: password}\n  - {at: 1.4, interactivePop: {progress: 0.4, duration: 0.4, release: cancel}}"
        )
        // The swipe resigns the field with the gesture active: IQ sends no hide and restores
        // nothing, so the root stays at −88 while the keyboard goes down. The returning keyboard
        // is a change measured from there: the root (−88 + 754 = 666) no longer reaches the home
        // indicator's strip (818), so its bottom margin is 0, password's bottom is
        // −88 + 490 + 36 = 438, and moveUp = min(402 − 98, 438 − 472 + 0) = −34: the root comes
        // down 34 pt, to −54 (#1963's symptom).
        #expect(changes(recording, "root", "frame.y").map(\.to) == [-88, -54])
        #expect(recording.app.events.contains { $0.name == "keyboardWillHide" && $0.time == 1.4 })
        #expect(recording.app.events.contains { $0.name == "keyboardWillShow" && $0.time > 1.8 })
        // shift-by-overlap, which has no such rule, drops its root view with the keyboard.
        let shifted = try run(
            Self.form,
            "  - {at: 0.4, tap: password}\n  - {at: 1.4, interactivePop: {progress: 0.4, duration: 0.4, release: cancel}}",
            strategy: "shift-by-overlap")
        #expect(changes(shifted, "root", "frame.y").map(\.to).contains(98))
    }

    @Test func aButtonPopStillRestores() throws {
        // A plain pop is no gesture: the hide restores the root to 98.
        let recording = try run(Self.form, "  - {at: 0.4, tap: password}\n  - {at: 1.4, pop: true}")
        #expect(changes(recording, "root", "frame.y").map(\.to) == [-88, 98])
    }

    /// A strategy of the user's may give a text view any inset: the bottom is kept, and the other
    /// edges, which nothing draws, are not a crash.
    @Test func aTextViewKeepsTheBottomOfAnyInset() throws {
        let scene = try SceneLoader.parse(
            """
            device: iphone-15
            view:
              elements:
            \(Self.tallTextView)
            """, fileName: "inset.yaml", knownStrategies: StrategyCatalog.ids)
        var app = Simulation.makeApp(for: scene)
        let notes = try #require(app.view(named: "notes"))
        app.setContentInset(EdgeInsets(top: 8, left: 4, bottom: 120, right: 4), of: notes)
        #expect(app.contentInset(of: notes) == EdgeInsets(bottom: 120))
    }
}
