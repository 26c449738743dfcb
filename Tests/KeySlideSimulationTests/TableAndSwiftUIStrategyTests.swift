import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// The two strategies apps get without writing keyboard code: `UITableViewController`'s and
/// SwiftUI's (docs/library-sources.md §8, §9).
@Suite struct TableAndSwiftUIStrategyTests {
    func scene(_ text: String) throws -> Scene {
        try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: StrategyCatalog.ids)
    }

    func run(_ scene: Scene, _ id: String) throws -> Recording {
        try #require(Simulation.run(scene, strategyID: id))
    }

    /// An iPhone 15 (keyboard 336 pt, bottom safe area 34) with a grouped table of ten rows
    /// under a navigation bar.
    func tableScene(_ timeline: String) throws -> Scene {
        let rows = (0..<10).map { "        - {text: Row \($0), field: {id: f\($0)}}" }.joined(separator: "\n")
        return try scene(
            """
            device: iphone-15
            profile: ios17
            navigationBar: true
            view:
              type: table
              sections:
                - rows:
            \(rows)
            timeline: \(timeline)
            """)
    }

    func bottomInsets(_ recording: Recording) -> [String] {
        recording.app.events.filter { $0["property"] == .text("contentInset") }.compactMap {
            if case .text(let to)? = $0["to"] { to } else { nil }
        }
    }

    @Test func theTableInsetIsTheKeyboardsOverlapLessTheSafeAreaTheAdjustedInsetHas() throws {
        let recording = try run(tableScene("[{at: 0.5, tap: f9}, {at: 2, dismiss: true}]"), "table-view-controller")
        // The table reaches the screen's bottom, so it overlaps the whole 336 pt keyboard; the
        // adjusted inset already keeps 34 pt clear, so contentInset gets 302 and the adjusted 336.
        #expect(bottomInsets(recording) == ["{0, 0, 302, 0}", "{0, 0, 0, 0}"])
        let table = try #require(recording.app.scrollView)
        // The last row (f9's cell, 44 pt) rests with its bottom on the keyboard's top.
        let cell = try #require(recording.app.view(named: "cell-0-9"))
        #expect(recording.windowRect(of: cell, at: 1.5).maxY == 852 - 336)
        #expect(recording.app[table].contentOffset.y.value(at: 1.5) > 0)
    }

    @Test func theRestoreWaitsForTheNextTurnOfTheRunLoop() throws {
        let recording = try run(tableScene("[{at: 0.5, tap: f9}, {at: 2, dismiss: true}]"), "table-view-controller")
        let events = recording.app.events
        let hide = try #require(events.firstIndex { $0.name == "keyboardWillHide" })
        let restore = try #require(events.lastIndex { $0["property"] == .text("contentInset") })
        // Same instant, but after WillHide has returned, from the delayed call.
        #expect(events[hide].time == 2 && events[restore].time == 2)
        #expect(restore > hide && events[restore].cause == "timerFired")
    }

    @Test func aNewKeyboardHeightReplacesTheAdjustmentInsteadOfAddingToIt() throws {
        let recording = try run(
            tableScene("[{at: 0.5, tap: f9}, {at: 1.5, keyboardHeight: 380}]"), "table-view-controller")
        // 380 − 34, not 302 + 346.
        #expect(bottomInsets(recording) == ["{0, 0, 302, 0}", "{0, 0, 346, 0}"])
    }

    @Test func uikitKeepsTheWholeRowInViewForAFieldInACell() throws {
        // `none` writes no code: UIKit's own scroll brings f9's cell, not only its field, into view
        // once a taller keyboard leaves the table shorter than its rows.
        let recording = try run(tableScene("[{at: 0.5, tap: f9}]"), "content-inset")
        let cell = try #require(recording.app.view(named: "cell-0-9"))
        let field = try #require(recording.app.view(named: "f9"))
        let keyboardTop = 852.0 - 336
        // content-inset leaves the 34 pt safe area on top of the keyboard's height: the cell's
        // bottom, 4 pt below the field's, sits 34 pt above the keyboard.
        #expect(recording.windowRect(of: cell, at: 1.5).maxY == keyboardTop - 34)
        #expect(recording.windowRect(of: field, at: 1.5).maxY == keyboardTop - 34 - 4)
    }

    // MARK: SwiftUI

    func signIn(stack: String, ignores: Bool = false) throws -> Scene {
        try scene(
            """
            device: iphone-15
            profile: ios17
            view:
              stack: \(stack)
              ignoresKeyboardSafeArea: \(ignores)
              elements:
                - {type: textField, id: email, frame: [40, 390, 313, 44]}
                - {type: label, id: footer, frame: [40, 740, 313, 21], pin: bottom}
            timeline: [{at: 0.5, tap: email}]
            """)
    }

    func y(_ recording: Recording, _ id: String, at time: Double) -> Double {
        recording.windowRect(of: recording.app.element(named: id)!, at: time).minY
    }

    @Test func aCentredStackRisesByHalfOfWhatTheKeyboardTakesAboveTheSafeArea() throws {
        let centred = try run(signIn(stack: "center"), "swiftui-keyboard-safe-area")
        // Resting on the safe area costs the stack 17 pt (34 / 2); the keyboard then takes
        // 336 − 34 = 302 pt more, of which a centred stack moves half: 151.
        #expect(y(centred, "email", at: 0.4) - y(centred, "email", at: 2) == 151)
        // The footer below a Spacer() rides on the keyboard.
        #expect(centred.windowRect(of: centred.app.element(named: "footer")!, at: 2).maxY <= 852 - 336)
        let top = try run(signIn(stack: "top"), "swiftui-keyboard-safe-area")
        #expect(y(top, "email", at: 0.4) == y(top, "email", at: 2))
        let bottom = try run(signIn(stack: "bottom"), "swiftui-keyboard-safe-area")
        #expect(y(bottom, "email", at: 0.4) - y(bottom, "email", at: 2) == 302)
    }

    @Test func ignoringTheKeyboardSafeAreaMovesNothing() throws {
        let recording = try run(signIn(stack: "center", ignores: true), "swiftui-keyboard-safe-area")
        #expect(y(recording, "email", at: 0.4) == y(recording, "email", at: 2))
        #expect(y(recording, "footer", at: 0.4) == y(recording, "footer", at: 2))
    }

    @Test func aScrollViewEndsAtTheKeyboardAndShowsTheFocusedField() throws {
        let recording = try run(
            scene(
                """
                device: iphone-15
                profile: ios17
                view:
                  type: scroll
                  contentSize: [393, 1200]
                  elements: [{type: textField, id: low, frame: [20, 700, 353, 44]}]
                timeline: [{at: 0.5, tap: low}]
                """), "swiftui-keyboard-safe-area")
        let root = recording.app.rootView
        let frame = recording.windowRect(of: root, at: 2)
        #expect(frame.maxY == 852 - 336)
        let field = recording.windowRect(of: recording.app.element(named: "low")!, at: 2)
        #expect(field.maxY <= 852 - 336 && field.minY >= frame.minY)
    }

    /// A multi-line `TextField` or a `TextEditor` is not scrolled into view (VComponents #6,
    /// GordianSeedTool-iOS #1; docs/facts.md §13.3): the scroll view still ends at the keyboard,
    /// its offset stays 0, and the text view stays under the keyboard.
    @Test func aMultiLineFieldIsNotScrolledIntoView() throws {
        let recording = try run(
            scene(
                """
                device: iphone-15
                profile: ios17
                view:
                  type: scroll
                  contentSize: [393, 1200]
                  elements: [{type: textView, id: notes, frame: [20, 700, 353, 88]}]
                timeline: [{at: 0.5, tap: notes}]
                """), "swiftui-keyboard-safe-area")
        let root = recording.app.rootView
        #expect(recording.windowRect(of: root, at: 2).maxY == 852 - 336)
        #expect(!recording.app.events.contains { $0["property"] == .text("contentOffset.y") })
        // Unscrolled, the text view's top is at least its content y, 700: below the keyboard's
        // top at 852 − 336 = 516.
        let notes = recording.windowRect(of: recording.app.element(named: "notes")!, at: 2)
        #expect(notes.minY > 852 - 336)
    }
}
