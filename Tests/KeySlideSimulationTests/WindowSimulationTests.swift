import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// A Stage Manager window above the screen's bottom under the strategies, numbers by hand
/// (docs/facts.md §18): the keyboard's frame is in screen coordinates and covers only the window's
/// lowest part; each strategy does with it what its source does.
@Suite struct WindowSimulationTests {
    /// `ipad`, iOS 17 (313 pt keyboard: its top at 1024 − 313 = 711 on screen); the window
    /// [60, 100, 648, 770] ends at 870, so the keyboard covers its lowest 870 − 711 = 159 pt
    /// (window y 611 and below). A 56 pt toolbar; Notes at y 600 (34 tall) in the scroll view:
    /// window y 656…690, screen y 756…790.
    func scene() throws -> Scene {
        try SceneLoader.parse(
            """
            device: ipad
            profile: ios17
            window: {frame: [60, 100, 648, 770]}
            toolbar: {height: 56}
            view:
              type: scroll
              elements:
                - {type: textField, id: name,  frame: [20, 20, 608, 34]}
                - {type: textField, id: notes, frame: [20, 600, 608, 34]}
            timeline: [{at: 0.4, tap: notes}, {at: 2.4, dismiss: true}]
            """, fileName: "window.yaml", knownStrategies: StrategyCatalog.ids)
    }

    func changes(_ recording: Recording, _ property: String) -> [String] {
        recording.app.events.filter { $0["property"] == .text(property) }.compactMap { $0["to"]?.description }
    }

    @Test func convertingFromTheWindowIsOffByItsOrigin() throws {
        let app = Simulation.makeApp(for: try scene())
        let keyboard = Rect(x: 0, y: 711, width: 768, height: 313)
        // From the screen: 711 − 100 = 611 in the window.
        #expect(app.convert(fromScreen: keyboard, to: nil).minY == 611)
        // `convert(_:from: nil)` takes the rectangle as the window's own: 711 stays 711.
        #expect(app.convert(keyboard, from: nil, to: nil).minY == 711)
    }

    @Test func eachStrategyDoesWhatItsSourceDoesWithTheFrame() throws {
        let scene = try scene()
        // Notes' bottom 790 is 79 pt below the keyboard's top 711: hidden without help.
        #expect(Simulation.run(scene, strategyID: "none")!.verdicts.secondsCovered > 1.5)
        // Seed 004 insets by the keyboard's whole height, 313; UIKit then scrolls Notes' bottom
        // (634 in the content) above 714 − 313 = 401: 233, where 79 was enough.
        let inset = Simulation.run(scene, strategyID: "content-inset")!
        #expect(changes(inset, "contentInset").first == "{0, 0, 313, 0}")
        #expect(changes(inset, "contentOffset.y").first == "233")
        // IQKeyboardManager: 313 on screen grown by 10 to y 701, 323 tall, intersected with the
        // window's frame [0, 0, 648, 770] (Position.swift L289): 69. Notes' bottom 690 − (770 − 69)
        // = −11: no move, where 690 − 611 + 10 = 89 was needed, and Notes stays under.
        let iq = Simulation.run(scene, strategyID: "iq-keyboard-manager")!
        #expect(changes(iq, "contentOffset.y").isEmpty)
        #expect(!iq.verdicts.fullyVisibleAtRest)
        // TPKeyboardAvoiding converts from nil: the keyboard lands at 711 + 100 = 811 on screen,
        // 811 − 156 = 655 in the scroll view (714 tall): inset 313 − (655 + 313 − 714) = 59, not 159.
        let tp = Simulation.run(scene, strategyID: "tp-keyboard-avoiding")!
        #expect(changes(tp, "contentInset").first == "{0, 0, 59, 0}")
        #expect(!tp.verdicts.fullyVisibleAtRest)
        // UIKit's keyboard layout guide converts from the screen: the root view ends at 611.
        let guide = Simulation.run(scene, strategyID: "keyboard-layout-guide")!
        #expect(changes(guide, "frame.height").first == "611")
        #expect(guide.verdicts.fullyVisibleAtRest)
    }
}
