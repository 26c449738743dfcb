import Foundation
import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit
import Testing

/// Records the text-view callbacks too, which `Probe` (a text-field delegate only) does not have.
private struct TextViewProbe: ViewController {
    var calls: [String] = []
    mutating func textFieldDidBeginEditing(_ field: ViewID, in app: inout App) { calls.append("fieldDidBegin") }
    mutating func textViewShouldBeginEditing(_ view: ViewID, in app: inout App) -> Bool {
        calls.append("viewShouldBegin")
        return true
    }
    mutating func textViewDidBeginEditing(_ view: ViewID, in app: inout App) { calls.append("viewDidBegin") }
    mutating func keyboardWillChangeFrame(_ note: KeyboardNotification, in app: inout App) {
        calls.append("willChangeFrame")
    }
    mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) { calls.append("willShow") }
}

/// An iPhone 4 app with a field, a growing text view (one line, 36 pt: 8 + 20 + 8) and a label
/// under it, all in a plain root view or a scroll view.
private func typingApp(rootKind: ViewKind = .plain, pinned: Bool = false, maxHeight: Double? = nil) -> App {
    var app = phoneApp(profile: .iOS7, rootKind: rootKind)
    app.setUpText(of: app.view(named: "a")!, text: "", growth: nil)
    let composer = app.addView(
        .textView, name: "composer", frame: Rect(x: 20, y: 200, width: 280, height: 36), pinnedToBottom: pinned)
    app.setUpText(of: composer, text: "", growth: TextGrowth(maxHeight: maxHeight))
    app.addView(.label, name: "below", frame: Rect(x: 20, y: 240, width: 280, height: 21))
    app.addView(.label, name: "above", frame: Rect(x: 20, y: 150, width: 280, height: 21))
    if rootKind == .scroll { app.setContentSize(Size(width: 320, height: 600), of: app.rootView) }
    app.clearHistory()
    return app
}

/// Seven words: five fit on a line of a 264 pt wide text view (47.5 pt each at 17 pt), so two lines.
private let twoLines = String(repeating: "word ", count: 7)

@Suite struct TypingTests {
    @Test func charactersArriveAtTheSetRate() {
        var app = typingApp()
        var probe = Probe()
        let field = app.view(named: "a")!
        app.tap(field, controller: &probe)
        app.run(until: 1, controller: &probe)
        app.type("Hello", rate: 10, controller: &probe)
        app.run(until: 3, controller: &probe)
        let state = app[field].textInput!
        // One character now, then one every 0.1 s.
        #expect(state.text(at: 0.99) == "")
        #expect(state.text(at: 1.0) == "H")
        #expect(state.text(at: 1.25) == "Hel")
        #expect(state.text(at: 1.35) == "Hell")
        #expect(state.text(at: 2) == "Hello")
    }

    @Test func theCaretFollowsTheEndOfTheText() {
        var app = typingApp()
        var probe = Probe()
        let field = app.view(named: "a")!
        app.tap(field, controller: &probe)
        let empty = app.caretRect(of: field)!
        app.type("He", rate: 10, controller: &probe)
        app.run(until: 1, controller: &probe)
        let typed = app.caretRect(of: field)!
        // DejaVu advances: H 0.752 em, e 0.615 em, at 17 pt.
        #expect(empty.minX == 6)
        #expect(abs(typed.minX - (6 + (0.752 + 0.615) * 17)) < 1e-9)
        #expect(typed.minY == empty.minY)
    }

    @Test func aGrowingTextViewPushesTheViewBelowByOneLineAtTheSameInstant() throws {
        var app = typingApp(rootKind: .scroll)
        var probe = Probe()
        let composer = app.view(named: "composer")!
        let below = app.view(named: "below")!
        let above = app.view(named: "above")!
        app.tap(composer, controller: &probe)
        app.run(until: 1, controller: &probe)
        app.type(twoLines, rate: 20, controller: &probe)
        app.run(until: 5, controller: &probe)
        let state = try #require(app[composer].textInput)
        // The keystroke that starts line two, found with the metrics the look draws with.
        let wrap = try #require(
            state.changes.first {
                TextInputMetrics.wrappedLines($0.text, width: 264, fontSize: 17).count == 2
            }?.time)
        let lineHeight = TextInputMetrics.lineHeight(fontSize: 17)
        #expect(lineHeight == 20)
        #expect(app[composer].frame.height.value(at: wrap - 0.01) == 36)
        #expect(app[composer].frame.height.value(at: wrap) == 56)
        #expect(app[below].frame.y.value(at: wrap - 0.01) == 240)
        #expect(app[below].frame.y.value(at: wrap) == 240 + lineHeight)
        #expect(app[above].frame.y.value(at: 5) == 150)
        #expect(app[composer].frame.y.value(at: 5) == 200)
        #expect(app.contentSize(of: app.rootView).height == 600 + lineHeight)
        // The caret is on line two.
        #expect(app.caretRect(of: composer)?.minY == 8 + lineHeight)
    }

    @Test func aComposerPinnedToTheBottomGrowsUpwardAndMovesNothingElse() {
        var app = typingApp(pinned: true)
        var probe = Probe()
        let composer = app.view(named: "composer")!
        app.tap(composer, controller: &probe)
        app.type(twoLines, rate: 20, controller: &probe)
        app.run(until: 5, controller: &probe)
        let frame = app[composer].frame.model(at: 5)
        #expect(frame.height == 56 && frame.maxY == 236)
        #expect(app[app.view(named: "below")!].frame.y.value(at: 5) == 240)
    }

    @Test func maxHeightStopsTheGrowthAndTheCaretStaysOnTheLastLineThatShows() {
        var app = typingApp(maxHeight: 40)
        var probe = Probe()
        let composer = app.view(named: "composer")!
        app.tap(composer, controller: &probe)
        app.type(twoLines + twoLines, rate: 50, controller: &probe)
        app.run(until: 5, controller: &probe)
        #expect(app[composer].frame.height.value(at: 5) == 40)
        #expect(app[app.view(named: "below")!].frame.y.value(at: 5) == 244)
        #expect(app.caretRect(of: composer)?.minY == 8)
    }

    @Test func aTextViewHearsOfEditingAfterTheKeyboardsWillNotifications() {
        var app = typingApp()
        var probe = TextViewProbe()
        app.tap(app.view(named: "composer")!, controller: &probe)
        #expect(probe.calls == ["viewShouldBegin", "willChangeFrame", "willShow", "viewDidBegin"])
        var fieldProbe = TextViewProbe()
        var other = typingApp()
        other.tap(other.view(named: "a")!, controller: &fieldProbe)
        #expect(fieldProbe.calls == ["fieldDidBegin", "willChangeFrame", "willShow"])
    }

    @Test func keystrokesWithNothingFocusedAreDroppedAndLogged() {
        var app = typingApp()
        var probe = Probe()
        let field = app.view(named: "a")!
        app.tap(field, controller: &probe)
        app.type("abc", rate: 10, controller: &probe)
        app.run(until: 0.15, controller: &probe)
        app.dismissKeyboard(controller: &probe)
        app.run(until: 1, controller: &probe)
        #expect(app.text(of: field) == "ab")
        #expect(app.events.filter { $0.name == "typingDropped" }.count == 1)
    }

    @Test func wrappingBreaksAtSpacesAndInsideLongWords() {
        let width = 100.0
        let lines = TextInputMetrics.wrappedLines("one two three four", width: width, fontSize: 17)
        #expect(lines.count > 1)
        for line in lines {
            #expect(GlyphAdvances.ems(of: line.trimmingCharacters(in: .whitespaces)) * 17 <= width)
        }
        #expect(lines.joined() == "one two three four")
        let long = TextInputMetrics.wrappedLines(String(repeating: "m", count: 40), width: width, fontSize: 17)
        #expect(long.count > 1 && long.joined().count == 40)
        #expect(TextInputMetrics.wrappedLines("a\nb", width: width, fontSize: 17) == ["a", "b"])
        // Every break UIKit's text layout honours, `\r\n` (one Swift `Character`) included.
        let breaks = "a\r\nb\rc\u{85}d\u{2028}e\u{2029}f\n"
        #expect(
            TextInputMetrics.wrappedLines(breaks, width: width, fontSize: 17) == ["a", "b", "c", "d", "e", "f", ""])
    }
}
