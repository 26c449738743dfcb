import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// A form sheet on an iPad under the strategies, numbers by hand (docs/facts.md §17.2): UIKit
/// moves the sheet after the observers ran, so code measuring on the notification sees it resting.
@Suite struct SheetSimulationTests {
    /// `ipad`, iOS 17 (313 pt keyboard in portrait, 398 in landscape), a 540 × 620 form sheet with a
    /// 56 pt toolbar and a scroll view; Notes at y 500 (34 tall) in the scroll view.
    func scene(_ orientation: String) throws -> Scene {
        try SceneLoader.parse(
            """
            device: ipad
            profile: ios17
            orientation: \(orientation)
            presentation: {style: formSheet}
            toolbar: {height: 56}
            view:
              type: scroll
              elements:
                - {type: textField, id: name,  frame: [20, 20, 500, 34]}
                - {type: textField, id: notes, frame: [20, 500, 500, 34]}
            timeline: [{at: 0.4, tap: notes}, {at: 2.4, dismiss: true}]
            """, fileName: "sheet.yaml", knownStrategies: StrategyCatalog.ids)
    }

    func sheetTop(_ recording: Recording, at time: Double) -> Double {
        recording.app[recording.app.superview(of: recording.app.rootView)!].frame.y.value(at: time)
    }

    func changes(_ recording: Recording, _ property: String) -> [String] {
        recording.app.events.filter { $0["property"] == .text(property) }.compactMap { $0["to"]?.description }
    }

    @Test func uikitLiftsTheSheetInTheKeyboardsAnimationAndBack() throws {
        let none = Simulation.run(try scene("portrait"), strategyID: "none")!
        // At rest 202; the keyboard's top 1024 − 313 = 711 → 711 − 620 = 91; back after the hide.
        #expect(sheetTop(none, at: 0.3) == 202)
        #expect(sheetTop(none, at: 1.0) == 91)
        #expect(sheetTop(none, at: 3.0) == 202)
        // Notes: 91 + 56 + 500 + 34 = 681, above the keyboard: never covered.
        #expect(none.verdicts.secondsCovered == 0)
        let landscape = Simulation.run(try scene("landscape"), strategyID: "none")!
        // 768 − 398 = 370 − 620 < 20: held below the status bar; Notes 20 + 56 + 500 = 576 > 370.
        #expect(sheetTop(landscape, at: 1.0) == 20)
        #expect(landscape.verdicts.secondsCovered > 1.5)
    }

    @Test func codeMeasuringOnTheNotificationSeesTheRestingSheet() throws {
        // IQKeyboardManager on WillChangeFrame: Notes' bottom in the window 202 + 56 + 534 = 792,
        // plus its 10 pt distance, less the keyboard's top 711: it scrolls 91 pt the sheet's rise
        // already gives.
        let iq = Simulation.run(try scene("portrait"), strategyID: "iq-keyboard-manager")!
        #expect(changes(iq, "contentOffset.y").first == "91")
        // Landscape: 74 + 56 + 534 + 10 − 370 = 304; the sheet then rises 54 more.
        let iqLandscape = Simulation.run(try scene("landscape"), strategyID: "iq-keyboard-manager")!
        #expect(changes(iqLandscape, "contentOffset.y").first == "304")
        // Seed 004 insets by the keyboard's whole height, 313, where the overlap after the rise is 0.
        let inset = Simulation.run(try scene("portrait"), strategyID: "content-inset")!
        #expect(changes(inset, "contentInset").first == "{0, 0, 313, 0}")
    }

    @Test func uikitsLayoutGuideAllowsForTheSheetsMove() throws {
        // Landscape: the keyboard's top 370 is 350 below the risen sheet's top (20): the root view
        // becomes 350 tall (620 at rest).
        let guide = Simulation.run(try scene("landscape"), strategyID: "keyboard-layout-guide")!
        #expect(changes(guide, "frame.height").first == "350")
        // Portrait: the risen sheet ends on the keyboard's top, so the guide has nothing to do.
        let portrait = Simulation.run(try scene("portrait"), strategyID: "keyboard-layout-guide")!
        #expect(changes(portrait, "frame.height").isEmpty)
    }
}
