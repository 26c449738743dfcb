import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// The timeline's keyboard motions on the samples that show them: what UIKit posts, where the
/// keyboard goes, and the strategy bug each one exposes (docs/facts.md §11).
@Suite struct KeyboardMotionTests {
    func run(_ sample: String, _ strategy: String) throws -> Recording {
        let scene = try SceneLoader.load(
            contentsOf: SampleTests.samplesDirectory + "/" + sample + ".yaml", knownStrategies: StrategyCatalog.ids)
        return try #require(Simulation.run(scene, strategyID: strategy))
    }

    /// The keyboard notifications posted in `times` (start included, end excluded).
    func notifications(_ recording: Recording, in times: Range<Double>) -> [Event] {
        recording.app.events.filter { $0.name.hasPrefix("keyboard") && $0.name != "keyboardAnimation" }
            .filter { $0["frameEnd"] != nil && times.contains($0.time) }
    }

    func frameEnd(_ event: Event) -> Rect? {
        if case .rect(let rect)? = event["frameEnd"] { rect } else { nil }
    }

    @Test func aSilentHeightChangeLeavesACachedInsetStale() throws {
        let recording = try run("silent-keyboard-height", "content-inset")
        // The keyboard grows from 216 to 253 pt at 1.6 s with nothing posted.
        #expect(notifications(recording, in: 1.6..<2.8).isEmpty)
        #expect(recording.keyboardFrame(at: 2.5).minY == 667 - 253)
        // Seed 004 keeps the 216 pt inset it set on WillShow, so the city field (y 380 in a
        // scroll view scrolled to show it above a 216 pt keyboard) ends 20 pt under the new bar.
        let root = recording.app.rootView
        #expect(recording.app.contentInset(of: root).bottom == 0)  // after the dismiss at 2.8 s
        let inset = recording.app.events.last { $0["property"] == .text("contentInset") && $0.time < 2.8 }
        #expect(inset?["to"] == .text("{0, 0, 216, 0}"))
        let city = try #require(recording.app.element(named: "city"))
        #expect(recording.windowRect(of: city, at: 2.5).maxY - recording.keyboardFrame(at: 2.5).minY == 20)
    }

    @Test func aHardwareKeyboardLeavesOnlyTheShortcutBarWithAFullHeightFrame() throws {
        let recording = try run("hardware-keyboard-ipad", "shift-by-overlap")
        // Attached at 1.6 s: what shows of the keyboard is the iPad's 55 pt bar ...
        #expect(1024 - recording.keyboardFrame(at: 2.5).minY == 55)
        // ... but WillShow reports the whole 313 pt keyboard (iOS 8 on, docs/facts.md §3.1), pushed
        // down to y 969.
        let attach = notifications(recording, in: 1.6..<1.7).filter { $0.name == "keyboardWillShow" }
        #expect(attach.compactMap(frameEnd) == [Rect(x: 0, y: 969, width: 768, height: 313)])
        // Seed 001 shifts by the frame's height again: 143 pt more for a keyboard that went away
        // (94 with the 264 pt frame, plus the 49 pt the frame grew).
        let root = recording.app.rootView
        #expect(recording.windowRect(of: root, at: 1.5).minY - recording.windowRect(of: root, at: 2.5).minY == 143)
        // IQKeyboardManager takes the height above the screen's bottom: the field is visible,
        // so the root view goes home.
        let iq = try run("hardware-keyboard-ipad", "iq-keyboard-manager")
        #expect(iq.windowRect(of: iq.app.rootView, at: 2.5).minY == 20)
    }

    /// IQKeyboardInfo L191–197: the height is the screen's height less the frame's top, not the
    /// frame's height (docs/facts.md §11.3).
    @Test func iqCountsAnUndockedKeyboardDownToTheScreensBottom() throws {
        let recording = try run("ipad-keyboard-undocked", "iq-keyboard-manager")
        let moves = recording.app.events.flatMap { event in
            event.name == "note" && event["label"] == .text("moveUp") ? [event["value"]] : []
        }
        // Docked: 313 + 10 (keyboardDistance); body's bottom 20 + 894 = 914 in the window, so
        // 914 − (1024 − 323) = 213. Undocked at y 356: 1024 − 356 = 668 + 10 = 678, the field now
        // at 914 − 213 = 701: 701 − (1024 − 678) = 355 more (the frame's own 313 would drop the
        // notification as no change).
        #expect(Array(moves.prefix(2)) == [.number(213), .number(355)])
    }

    @Test func undockingPostsWillHideWhileTheKeyboardStaysUp() throws {
        let recording = try run("ipad-keyboard-undocked", "keyboard-layout-guide")
        let undock = notifications(recording, in: 1.6..<1.7)
        #expect(undock.map(\.name) == ["keyboardWillChangeFrame", "keyboardWillHide"])
        // The keyboard moves to the screen's middle: (1024 − 313) / 2 = 355.5, on the point grid 356.
        #expect(undock.compactMap(frameEnd).last == Rect(x: 0, y: 356, width: 768, height: 313))
        #expect(recording.keyboardFrame(at: 2.5).minY == 356)
        // The layout guide does not follow an undocked keyboard: the root view is full height.
        #expect(recording.windowRect(of: recording.app.rootView, at: 2.5).maxY == 1024)
        // Floating: a 320 × 216 frame, its bottom 120 pt above the screen's, posted with WillHide.
        let float = notifications(recording, in: 2.8..<2.9).compactMap(frameEnd).last
        #expect(float == Rect(x: 224, y: 688, width: 320, height: 216))
    }

    @Test func iqKeyboardManagerCountsAFloatingKeyboardAsNone() throws {
        let recording = try run("ipad-keyboard-undocked", "iq-keyboard-manager")
        let root = recording.app.rootView
        // Docked at 0.4 s the 264 pt keyboard covers the body field: the root view moves up ...
        #expect(recording.windowRect(of: root, at: 1.5).minY < 20)
        // ... floating at 2.8 s it counts as height 0 (IQKeyboardInfo L188–190): home again,
        // though the floating keyboard covers the field.
        #expect(recording.windowRect(of: root, at: 3.9).minY == 20)
        let body = try #require(recording.app.element(named: "body"))
        #expect(recording.windowRect(of: body, at: 3.9).intersection(recording.keyboardFrame(at: 3.9)) != nil)
    }

    @Test func anInteractiveDragPostsNothingAndTheLayoutGuideTracksTheKeyboard() throws {
        let recording = try run("interactive-keyboard-drag", "keyboard-layout-guide")
        // The finger drags from 1.6 s to 2.0 s: no notification at all.
        #expect(notifications(recording, in: 1.6..<2.0).isEmpty)
        let root = recording.app.rootView
        let frames = recording.frameTimes.filter { (1.6...2.0).contains($0) }
        #expect(frames.count >= 10)
        for time in frames {
            let guideTop = recording.windowRect(of: root, at: time).maxY
            #expect(abs(guideTop - recording.keyboardFrame(at: time).minY) < 1e-9, "at \(time)")
        }
        // Half of the 336 pt keyboard below its top when the finger lets go.
        #expect(recording.keyboardFrame(at: 2.0).minY == 852 - 336 + 168)
        // Released to restore: WillChangeFrame and WillShow from where the finger left it.
        let release = notifications(recording, in: 2.0..<2.1)
        #expect(release.map(\.name) == ["keyboardWillChangeFrame", "keyboardWillShow"])
        // Released to dismiss at 3.3 s: the field resigns and the keyboard leaves.
        #expect(notifications(recording, in: 3.3..<3.4).map(\.name) == ["keyboardWillChangeFrame", "keyboardWillHide"])
        #expect(recording.focusedField(at: 3.5) == nil)
    }

    @Test func withoutTheGuideTheComposerIsLeftBehindByTheDraggedKeyboard() throws {
        let recording = try run("interactive-keyboard-drag", "content-inset")
        let composer = try #require(recording.app.element(named: "composer"))
        // Seed 004 scrolled the composer onto the keyboard's top; nothing tells it of the drag, so
        // when the finger lets go a gap of half the keyboard (168 pt) opens under it.
        let gap = { (time: Double) in
            recording.keyboardFrame(at: time).minY - recording.windowRect(of: composer, at: time).maxY
        }
        #expect(gap(1.99) - gap(1.5) > 160)
    }

    @Test func onDragDismissesTheKeyboardAsTheDragBegins() throws {
        let recording = try run("scroll-dismiss-on-drag", "none")
        #expect(notifications(recording, in: 1.8..<1.9).map(\.name) == ["keyboardWillChangeFrame", "keyboardWillHide"])
        #expect(recording.focusedField(at: 1.85) == nil)
        // The scroll view had not moved; the user scrolls it to its top, clamped at 0.
        let root = recording.app.rootView
        #expect(recording.app[root].contentOffset.y.value(at: 3) == 0)
    }

    @Test func quickShowAndHideLeavesTPKeyboardAvoidingsInsetAtZero() throws {
        // TPKeyboardAvoiding sets its inset 0.01 s after WillChangeFrame; the fix of its issue #202
        // keeps a hide that comes before the timer from being undone (PR #233 checks the first responder).
        let recording = try run("quick-show-hide", "tp-keyboard-avoiding")
        #expect(recording.app.contentInset(of: recording.app.rootView) == .zero)
        #expect(recording.keyboardFrame(at: 2).minY == 667)
    }
}
