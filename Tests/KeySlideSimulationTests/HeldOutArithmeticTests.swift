import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// Held-out scenes (issue 31's bar): no sample has these devices or geometries, and every
/// expectation is worked out by hand from the strategy's own source — the seed articles in
/// /work/shared/seeds, IQKeyboardManager at `a55dbfc9` (`Position.swift` is
/// `IQKeyboardManager+Position.swift`; IQN `IQKeyboardInfo.swift` at `efa705d7`), TPKeyboardAvoiding
/// at `3217d628` (`Additions.m`) — and UIKit's facts (docs/facts.md), within 0.5 pt. Where the port
/// departs from its source the source's number is kept, inside `withKnownIssue`, with the line.
enum HeldOut {
    static func run(_ yaml: String, _ strategy: String) throws -> Recording {
        let scene = try SceneLoader.parse(yaml, fileName: "held-out.yaml", knownStrategies: StrategyCatalog.ids)
        return try #require(Simulation.run(scene, strategyID: strategy))
    }

    /// Every value `view.property` was set or animated to, in order (`contentOffset.y`,
    /// `frame.y`, `frame.height`; for `contentInset` its bottom).
    static func targets(_ recording: Recording, _ view: String, _ property: String) -> [Double] {
        recording.app.events.filter { $0["view"] == .text(view) && $0["property"] == .text(property) }.compactMap {
            switch $0["to"] {
            case .number(let value)?: value
            case .text(let text)?: insetBottom(text)
            default: nil
            }
        }
    }

    /// The bottom of an inset written `{top, left, bottom, right}`.
    static func insetBottom(_ text: String) -> Double? {
        let parts = text.filter { !"{} ".contains($0) }.split(separator: ",")
        return parts.count == 4 ? Double(parts[2]) : nil
    }

    /// The values a strategy noted for `explain` under `label`, in order.
    static func notes(_ recording: Recording, _ label: String) -> [Double] {
        recording.app.events.filter { $0.name == "note" && $0["label"] == .text(label) }.compactMap {
            if case .number(let value)? = $0["value"] { value } else { nil }
        }
    }

    /// Whether two lists agree value by value within the bar's 0.5 pt.
    static func near(_ measured: [Double], _ expected: [Double]) -> Bool {
        measured.count == expected.count && zip(measured, expected).allSatisfy { abs($0 - $1) <= 0.5 }
    }

    /// The names of the events in `times`, leaving out animation bookkeeping.
    static func names(_ recording: Recording, in times: ClosedRange<Double>) -> [String] {
        let skipped: Set<String> = ["animation", "set", "note", "keyboardAnimation", "timerFired"]
        return recording.app.events.filter { times.contains($0.time) && !skipped.contains($0.name) }.map(\.name)
    }
}

/// A Stage Manager window that ends above the screen's bottom, on the 9.7-inch iPad in portrait
/// (not the sample's window): the keyboard's frame is the screen's (docs/facts.md §18.2).
@Suite struct HeldOutWindowTests {
    /// `ipad`, iOS 17: keyboard 313, its top at 1024 − 313 = 711 on screen. Window [40, 180, 688,
    /// 700] ends at 880: the keyboard covers its lowest 880 − 711 = 169 pt (window y 531 on).
    /// Toolbar 56, so the scroll view is window y 56…700 (644 tall), content 600. Notes at 500 in
    /// it: window 556…590, screen 736…770 — its bottom 59 pt under the keyboard's top.
    static let scene = """
        device: ipad
        profile: ios17
        window: {frame: [40, 180, 688, 700]}
        toolbar: {height: 56}
        view:
          type: scroll
          contentSize: [688, 600]
          elements:
            - {type: textField, id: name,  frame: [20, 20, 648, 34]}
            - {type: textField, id: notes, frame: [20, 500, 648, 34]}
        timeline: [{at: 0.4, tap: notes}, {at: 2.4, dismiss: true}]
        """

    func run(_ strategy: String) throws -> Recording { try HeldOut.run(Self.scene, strategy) }

    @Test func theSeedsTakeTheKeyboardsWholeHeight() throws {
        #expect(try !run("none").verdicts.fullyVisibleAtRest)
        // Seed 004: inset = the keyboard's height, 313; UIKit scrolls Notes' bottom (534) above
        // 644 − 313 = 331: 534 − 331 = 203 (59 was enough).
        let inset = try run("content-inset")
        #expect(HeldOut.targets(inset, "scroll", "contentInset").first == 313)
        #expect(HeldOut.near(Array(HeldOut.targets(inset, "scroll", "contentOffset.y").prefix(1)), [203]))
        // Seed 001: begin frame 313 (portrait); the root view is the window's 700; Notes' bottom
        // in it 590: 700 − 590 = 110 < 313, shift = 313 − 110 = 203.
        let shift = try run("shift-by-overlap")
        #expect(HeldOut.near(HeldOut.notes(shift, "keyboardShiftAmount"), [203]))
        #expect(HeldOut.near(HeldOut.targets(shift, "root", "frame.y"), [-203, 0]))
        // Seed 002 on DidShow (0.4 + 0.5 s spring = 0.9): scrollPointY = viewHeight − keyboardHeight
        // = 700 − 313 = 387, whatever the field.
        let offset = try run("scroll-content-offset")
        #expect(HeldOut.notes(offset, "scrollPointY") == [387])
        // Seed 003 on DidShow: aRect = 700 − 313 − 56 (toolbar) = 331 tall; Notes' origin y 500 is
        // outside it, so scrollRectToVisible with the 313 inset: 534 − 331 = 203.
        let rect = try run("scroll-rect-to-visible")
        #expect(HeldOut.notes(rect, "visibleHeight") == [331])
        #expect(HeldOut.targets(rect, "scroll", "contentOffset.y").first == 203)
        // Apple's recipe: the same origin test and scroll, at DidShow.
        let apple = try run("apple-recipe")
        let appleInset = try #require(apple.app.events.first { $0["property"] == .text("contentInset") })
        #expect(abs(appleInset.time - 0.9) < 1e-9)
        #expect(HeldOut.targets(apple, "scroll", "contentOffset.y").first == 203)
        // Seed 000, in window coordinates: midline 556 + 17 = 573; (573 − 0.2 × 700) / (0.6 × 700)
        // = 433 / 420 > 1, so the whole hard-coded 216.
        #expect(try HeldOut.notes(run("sliding-sections"), "animatedDistance") == [216])
    }

    @Test func uikitConvertsFromTheScreenAndTPKeyboardAvoidingFromTheWindow() throws {
        // The keyboard layout guide: the root view ends at 711 − 180 = 531; UIKit then scrolls
        // Notes' bottom 590 onto it: 59.
        let guide = try run("keyboard-layout-guide")
        #expect(HeldOut.targets(guide, "root", "frame.height").first == 531)
        #expect(HeldOut.targets(guide, "scroll", "contentOffset.y").first == 59)
        // SwiftUI: the keyboard's part of the window joins the safe area: 169; the same 59.
        let swiftUI = try run("swiftui-keyboard-safe-area")
        #expect(HeldOut.notes(swiftUI, "safeAreaBottom").first == 169)
        #expect(HeldOut.targets(swiftUI, "scroll", "contentOffset.y").first == 59)
        // TPKeyboardAvoiding, `convertRect:fromView:nil` (Additions.m L59) takes the screen's 711
        // as the window's: 711 − 56 = 655 in the scroll view, maxY 968 against the bounds' 644, so
        // the inset is max(313 − (968 − 644), 0) = 0 (L360); the ideal offset is clamped to
        // 600 − 644 < 0, then to −top = 0 (L436–444): nothing moves and Notes stays under.
        let tp = try run("tp-keyboard-avoiding")
        #expect(HeldOut.notes(tp, "idealOffset") == [0])
        #expect(HeldOut.targets(tp, "scroll", "contentOffset.y").isEmpty)
        #expect(!tp.verdicts.fullyVisibleAtRest)
    }

    @Test func iqKeyboardManagerIntersectsTheKeyboardWithTheWindowsFrame() throws {
        let iq = try run("iq-keyboard-manager")
        // IQN (IQKeyboardInfo.swift L188–197): end frame height 1024 − 711 = 313. getKeyboardSize
        // (Position.swift L275–297) grows it by 10 (and a bottom safe area of 0) to y 701, 323 tall,
        // and intersects it with `window.frame` (L289). A window's frame starts at {0, 0}
        // (openradar 44114878, docs/facts.md §18.2): [0, 0, 688, 700] misses y 701…1024, so the
        // size is 0 (L291–292), the visible height 700, and the move 590 − 700 + 0 = −110 < 0:
        // no scroll (L431–437, L483–485) and an inset of 0 − (700 − 700) = 0 (L616). (Were the frame
        // in screen coordinates, [40, 180, 688, 700], the intersection would be 701…880 = 179 tall
        // and the move 590 − 521 = 69.)
        #expect(HeldOut.notes(iq, "moveUp") == [-110])
        #expect(HeldOut.targets(iq, "scroll", "contentOffset.y").isEmpty)
        #expect(!iq.verdicts.fullyVisibleAtRest)
    }
}

/// An iPad form sheet on the iPad mini, and a medium-detent sheet on the iPhone 11: UIKit moves
/// the sheet after the observers ran (docs/facts.md §17.2, §17.6), so code that measures on the
/// notification sees it resting.
@Suite struct HeldOutSheetTests {
    /// `ipad-mini`, iOS 17: 744 × 1133, keyboard 340 (top 793). A 540 × 620 form sheet centred:
    /// (1133 − 620) / 2 = 256.5; toolbar 56, scroll view 564 tall, content 600; Notes at 480 in
    /// it, bottom in the sheet 56 + 514 = 570, on screen 826.5 at rest, under 793.
    static let formSheet = """
        device: ipad-mini
        profile: ios17
        presentation: {style: formSheet}
        toolbar: {height: 56}
        view:
          type: scroll
          contentSize: [540, 600]
          elements:
            - {type: textField, id: name,  frame: [20, 20, 500, 34]}
            - {type: textField, id: notes, frame: [20, 480, 500, 34]}
        timeline: [{at: 0.4, tap: notes}, {at: 2.4, dismiss: true}]
        """

    @Test func aFormSheetRisesAndTheStrategiesMeasureItResting() throws {
        // UIKit: the sheet's bottom meets the keyboard's top, 793 − 620 = 173 (below the 24 pt
        // status bar); Notes' bottom 173 + 570 = 743 clears 793: never covered.
        let none = try HeldOut.run(Self.formSheet, "none")
        #expect(HeldOut.near(HeldOut.targets(none, "formSheet", "frame.y"), [173, 256.5]))
        #expect(none.verdicts.secondsCovered == 0)
        // Seed 001: begin frame 340; view 620, Notes' bottom 570: 340 − 50 = 290.
        let shift = try HeldOut.run(Self.formSheet, "shift-by-overlap")
        #expect(HeldOut.near(HeldOut.notes(shift, "keyboardShiftAmount"), [290]))
        // Seed 004: inset 340; UIKit: 514 − (564 − 340) = 290.
        let inset = try HeldOut.run(Self.formSheet, "content-inset")
        #expect(HeldOut.targets(inset, "scroll", "contentInset").first == 340)
        #expect(HeldOut.near(Array(HeldOut.targets(inset, "scroll", "contentOffset.y").prefix(1)), [290]))
        // IQ on WillChangeFrame, the sheet at 256.5: keyboard grown to 340 + 10 = 350 (the sheet's
        // root has no bottom safe area), visible 1133 − 350 = 783; Notes' bottom 826.5: move
        // Int(43.5) = 43 (L332). Inset 350 − (1133 − (256.5 + 620)) = 93.5 (L616).
        let iq = try HeldOut.run(Self.formSheet, "iq-keyboard-manager")
        #expect(HeldOut.notes(iq, "moveUp") == [43])
        #expect(HeldOut.near(Array(HeldOut.targets(iq, "scroll", "contentInset").prefix(1)), [93.5]))
        // TP converts at the notification: the scroll view's top 256.5 + 56 = 312.5, the keyboard's
        // 793 − 312.5 = 480.5, maxY 820.5 against 564: inset 340 − 256.5 = 83.5 (the sheet's rise);
        // viewable 564 − 83.5 = 480.5, so the offset is clamped to 600 − 480.5 = 119.5 (L436–439).
        let tp = try HeldOut.run(Self.formSheet, "tp-keyboard-avoiding")
        #expect(HeldOut.near(Array(HeldOut.targets(tp, "scroll", "contentInset").prefix(1)), [83.5]))
        #expect(HeldOut.near(HeldOut.notes(tp, "idealOffset"), [119.5]))
        // The layout guide allows for the rise: the sheet ends on the keyboard, nothing to do.
        let guide = try HeldOut.run(Self.formSheet, "keyboard-layout-guide")
        #expect(HeldOut.targets(guide, "root", "frame.height").isEmpty)
    }

    /// `iphone-11`, iOS 17: 414 × 896, status bar 48, home indicator 34, keyboard 346 (top 550).
    /// Large detent top 48 + 10 = 58 (838 tall); medium 402 above the home indicator
    /// ((838 − 34) / 2), so the sheet is 436 tall at 896 − 436 = 460. Notes at 300 (bottom 334).
    static let detentSheet = """
        device: iphone-11
        profile: ios17
        presentation: {detents: [medium]}
        view:
          type: scroll
          contentSize: [414, 500]
          elements:
            - {type: textField, id: name,  frame: [16, 20, 382, 34]}
            - {type: textField, id: notes, frame: [16, 300, 382, 34]}
        timeline: [{at: 0.4, tap: notes}, {at: 2.4, dismiss: true}]
        """

    @Test func aMediumSheetIsPushedAboveTheKeyboard() throws {
        // UIKit keeps the 402 pt detent above the keyboard: top 550 − 402 = 148, 312 taller (748).
        let none = try HeldOut.run(Self.detentSheet, "none")
        #expect(HeldOut.targets(none, "sheet", "frame.y") == [148, 460])
        #expect(HeldOut.targets(none, "sheet", "frame.height") == [748, 436])
        // Seed 001: 346 − (436 − 334) = 244, for nothing.
        let shift = try HeldOut.run(Self.detentSheet, "shift-by-overlap")
        #expect(HeldOut.notes(shift, "keyboardShiftAmount") == [244])
        // IQ: grown 346 + 10 + 34 (the sheet's root reaches the home indicator) = 390, visible
        // 896 − 390 = 506; bottom 460 + 334 − 506 + 34 (bottom margin) = 322; top 300 − 48
        // (status bar) = 252: the smaller, 252 (L331). Inset 390 − 0 − 34 (its safe area) = 356.
        let iq = try HeldOut.run(Self.detentSheet, "iq-keyboard-manager")
        #expect(HeldOut.notes(iq, "moveUp") == [252])
        #expect(HeldOut.targets(iq, "root", "contentOffset.y").first == 252)
        #expect(HeldOut.targets(iq, "root", "contentInset").first == 356)
        // Seed 004: inset 346; in the grown sheet 748 − 346 − 34 = 368 are clear, Notes' 334 fits.
        let inset = try HeldOut.run(Self.detentSheet, "content-inset")
        #expect(HeldOut.targets(inset, "root", "contentInset").first == 346)
        #expect(HeldOut.targets(inset, "root", "contentOffset.y").isEmpty)
        // TP: the keyboard at 550 − 460 = 90 in the resting sheet, maxY 436 = the bounds' bottom:
        // inset 346; 0.01 s later the bounds are the grown 748, viewable 402, offset clamped to
        // 500 − 402 = 98.
        let tp = try HeldOut.run(Self.detentSheet, "tp-keyboard-avoiding")
        #expect(HeldOut.targets(tp, "root", "contentInset").first == 346)
        #expect(HeldOut.notes(tp, "idealOffset") == [98])
        // The guide and SwiftUI: 550 − 460 = 90 at the notification, then the risen sheet's 402.
        for strategy in ["keyboard-layout-guide", "swiftui-keyboard-safe-area"] {
            let follows = try HeldOut.run(Self.detentSheet, strategy)
            #expect(Array(HeldOut.targets(follows, "root", "frame.height").prefix(2)) == [90, 402])
        }
    }
}
