import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// A phone's sheet under the strategies, numbers by hand (docs/facts.md §17.6): UIKit grows the
/// sheet from the screen's bottom edge after the observers ran, so its largest detent sits above
/// the keyboard; code measuring on the notification sees it resting.
@Suite struct PhoneSheetSimulationTests {
    /// `iphone-15`, iOS 17 (336 pt keyboard, its top at 516); the root view a scroll view filling the
    /// sheet; Notes at y 330 (34 tall). Medium: 374 pt above the home indicator, top 444.
    func scene(_ presentation: String) throws -> Scene {
        try SceneLoader.parse(
            """
            device: iphone-15
            profile: ios17
            presentation: \(presentation)
            view:
              type: scroll
              elements:
                - {type: textField, id: title, frame: [16, 24, 361, 34]}
                - {type: textField, id: notes, frame: [16, 330, 361, 34]}
            timeline: [{at: 0.4, tap: notes}, {at: 2.4, dismiss: true}]
            """, fileName: "sheet.yaml", knownStrategies: StrategyCatalog.ids)
    }

    func sheet(_ recording: Recording, at time: Double) -> Rect {
        recording.app[recording.app.superview(of: recording.app.rootView)!].frame.presentation(at: time)
    }

    func changes(_ recording: Recording, _ property: String, view: String) -> [String] {
        recording.app.events.filter { $0["property"] == .text(property) && $0["view"] == .text(view) }
            .compactMap { $0["to"]?.description }
    }

    @Test func aMediumSheetIsPushedUpByTheKeyboardLessTheHomeIndicator() throws {
        let none = Simulation.run(try scene("{detents: [medium]}"), strategyID: "none")!
        // 516 − 374 = 142: the sheet grows from 408 to 852 − 142 = 710, the root view with it.
        #expect(sheet(none, at: 0.3) == Rect(x: 0, y: 444, width: 393, height: 408))
        #expect(sheet(none, at: 1.2) == Rect(x: 0, y: 142, width: 393, height: 710))
        #expect(none.app[none.app.rootView].frame.height.value(at: 1.2) == 710)
        #expect(sheet(none, at: 3.2) == Rect(x: 0, y: 444, width: 393, height: 408))
        // Notes ends at 142 + 364 = 506, above 516: never covered.
        #expect(none.verdicts.secondsCovered == 0)
    }

    @Test func aSheetWithALargerDetentGrowsToIt() throws {
        let none = Simulation.run(try scene("{detents: [medium, large]}"), strategyID: "none")!
        #expect(sheet(none, at: 1.2) == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(sheet(none, at: 3.2).minY == 444)
        // At large already, nothing moves: the keyboard covers the sheet's bottom.
        let large = Simulation.run(try scene("true"), strategyID: "none")!
        #expect(sheet(large, at: 1.2) == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(changes(large, "frame.y", view: "sheet").isEmpty)
    }

    @Test func codeMeasuringOnTheNotificationSeesTheRestingSheet() throws {
        // Notes ends at 142 + 364 = 506 above the keyboard's 516 once the sheet has risen, so
        // nothing needs to move; IQKeyboardManager, measuring on WillChangeFrame, sees Notes' bottom
        // at 444 + 364 = 808 under the keyboard and scrolls anyway (276 pt, its own arithmetic).
        let none = Simulation.run(try scene("{detents: [medium]}"), strategyID: "none")!
        #expect(none.verdicts.secondsCovered == 0)
        let iq = Simulation.run(try scene("{detents: [medium]}"), strategyID: "iq-keyboard-manager")!
        #expect(changes(iq, "contentOffset.y", view: "root").first == "276")
        // Seed 004 insets by the keyboard's height, 336: in the grown sheet the keyboard covers
        // exactly its lower 336 pt, so here the raw height is right.
        let inset = Simulation.run(try scene("{detents: [medium]}"), strategyID: "content-inset")!
        #expect(changes(inset, "contentInset", view: "root").first == "{0, 0, 336, 0}")
    }

    @Test func swiftUIAndTheLayoutGuideKeepTheDetentAboveTheKeyboard() throws {
        // The safe area's bottom rests 34 above the sheet's: 374 tall. With the keyboard the sheet
        // grows by 302 and the content stays 374 tall, ending on the keyboard's top (142 + 374 = 516).
        for id in ["swiftui-keyboard-safe-area", "keyboard-layout-guide"] {
            let recording = Simulation.run(try scene("{detents: [medium]}"), strategyID: id)!
            let root = recording.app[recording.app.rootView].frame.height
            #expect(root.value(at: 0.3) == 374, "\(id)")
            #expect(root.value(at: 0.7) == 374, "\(id): the grow and the layout add up to nothing")
            #expect(root.value(at: 1.2) == 374, "\(id)")
            #expect(root.value(at: 3.2) == 374, "\(id)")
        }
        // Growing to large: 516 − 69 = 447 above the keyboard.
        let grown = Simulation.run(try scene("{detents: [medium, large]}"), strategyID: "swiftui-keyboard-safe-area")!
        #expect(grown.app[grown.app.rootView].frame.height.value(at: 1.2) == 447)
    }

    /// The same form under iOS 26 (335 pt keyboard, its top at 517; Notes 345 wide).
    func scene26(_ presentation: String) throws -> Scene {
        try SceneLoader.parse(
            """
            device: iphone-15
            profile: ios26
            presentation: \(presentation)
            view:
              type: scroll
              elements:
                - {type: textField, id: notes, frame: [16, 330, 345, 34]}
            timeline: [{at: 0.4, tap: notes}, {at: 2.4, dismiss: true}]
            """, fileName: "sheet.yaml", knownStrategies: StrategyCatalog.ids)
    }

    @Test func iOS26FloatsAPartialDetentAndAttachesItAtLarge() throws {
        // Large starts at the safe area's top (59): 852 − 59 − 34 = 759, medium 379. Medium floats
        // 8 pt in: [8, 439, 377, 405]; pushed up it stays floating: 517 − 379 = 138.
        let medium = Simulation.run(try scene26("{detents: [medium]}"), strategyID: "none")!
        #expect(sheet(medium, at: 0.3) == Rect(x: 8, y: 439, width: 377, height: 405))
        #expect(sheet(medium, at: 1.2) == Rect(x: 8, y: 138, width: 377, height: 706))
        #expect(changes(medium, "frame.x", view: "sheet").isEmpty)
        // Growing to large, it leaves the inset: full width, on the screen's edge; the root view widens.
        let grows = Simulation.run(try scene26("{detents: [medium, large]}"), strategyID: "none")!
        #expect(sheet(grows, at: 1.2) == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(grows.app[grows.app.rootView].frame.width.value(at: 1.2) == 393)
        #expect(sheet(grows, at: 3.2) == Rect(x: 8, y: 439, width: 377, height: 405))
        // Resting at large it never floats (iOS 17's large detent keeps its 10 pt gap, above).
        let large = Simulation.run(try scene26("true"), strategyID: "none")!
        #expect(sheet(large, at: 0.3) == Rect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test func onIOS26CodeMeasuringAtRestSeesTheFloatingSheet() throws {
        // Notes' bottom at rest: 439 + 364 = 803, 286 below the keyboard's 517: shift-by-overlap's
        // overlap plus its 8 pt, 294. The root's bottom safe area is 34 − 8 = 26: SwiftUI keeps 379.
        let shift = Simulation.run(try scene26("{detents: [medium]}"), strategyID: "shift-by-overlap")!
        #expect(changes(shift, "frame.y", view: "root").first == "-294")
        let swiftUI = Simulation.run(try scene26("{detents: [medium]}"), strategyID: "swiftui-keyboard-safe-area")!
        #expect(swiftUI.app[swiftUI.app.rootView].frame.height.value(at: 1.2) == 379)
    }
}
