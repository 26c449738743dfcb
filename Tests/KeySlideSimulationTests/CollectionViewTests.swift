import Foundation
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// `type: collection` in the simulated UIKit and under each strategy, on the two samples; every
/// expected number is worked out by hand from the layout (docs/facts.md §13.1, §20).
@Suite struct CollectionViewTests {
    /// A sample without its dismissal (so the insets stay as the keyboard left them), on another
    /// profile than its own when `profile` is given.
    static func sample(_ name: String, profile: String = "ios17") throws -> Scene {
        let text = try String(contentsOfFile: SampleTests.samplesDirectory + "/\(name).yaml", encoding: .utf8)
        return try SceneLoader.parse(
            text.replacingOccurrences(of: "profile: ios17", with: "profile: \(profile)")
                .replacingOccurrences(of: "  - {at: 2.0, dismiss: true}\n", with: ""),
            fileName: "\(name).yaml", knownStrategies: StrategyCatalog.ids)
    }

    /// The root scroll view's offset and bottom inset after the keyboard settled (1.5 s).
    static func settled(_ scene: Scene, _ strategy: String) throws -> (offset: Double, inset: Double) {
        let app = try #require(Simulation.run(scene, strategyID: strategy)).app
        let scroll = try #require(app.scrollView)
        let offset = app[scroll].contentOffset.y.modelValue(at: 1.5)
        return (offset, app.contentInset(of: scroll).bottom)
    }

    @Test func aListsCellsAreListCellsInACollectionViewController() throws {
        let app = Simulation.makeApp(for: try Self.sample("collection-view-form"))
        #expect(app.librarySettings.viewControllerClass == "UICollectionViewController")
        let zip = try #require(app.sceneElement(named: "zip"))
        let cell = try #require(app.superview(of: zip))
        #expect(app[cell].kind == .listCell && app[cell].name == "cell-2-3")
        // Three titled inset-grouped sections on a 393 pt phone: 50 + 3 rows each; the ZIP row is
        // the fourth of the third: 3 × 50 + 6 × 44 + 3 × 44 = 546.
        #expect(app.frame(of: cell) == Rect(x: 20, y: 546, width: 353, height: 44))
        // UIKit keeps the whole cell in view for its field.
        #expect(app.viewKeptVisible(for: zip) == cell)
    }

    @Test func eachStrategyOnTheListForm() throws {
        let scene = try Self.sample("collection-view-form")
        // The root view starts under the 98 pt of bars and is 754 tall; its content (713) fits.
        #expect(try Self.settled(scene, "none") == (0, 0))
        // UICollectionViewController: the 336 pt keyboard overlaps the view (bottom 852) by 336,
        // less the 34 pt the safe area already keeps clear: 302. The ZIP cell (546…590) then rests
        // on the clear part's bottom, 754 − 336 = 418: 590 − 418 = 172 (on screen 472…516).
        #expect(try Self.settled(scene, "table-view-controller") == (172, 302))
        // TPKeyboardAvoiding's collection view steps aside for that controller.
        #expect(try Self.settled(scene, "tp-keyboard-avoiding") == (172, 302))
        // IQKeyboardManager first (WillChangeFrame): the field (550…586, on screen 648…684) under
        // a keyboard grown by 10 + 34 to 380 (visible 472), plus the 34 pt bottom guide:
        // 684 − 472 + 34 = 246; inset 380 − 34 = 346. Then the controller adds its 302 (648) and
        // scrolls the cell onto what is left clear, 754 − 682 = 72 pt: 590 − 72 = 518.
        #expect(try Self.settled(scene, "iq-keyboard-manager") == (518, 648))
    }

    @Test func iqRestoresFirstSoTheControllerLeavesANegativeInset() throws {
        // Dismissed at 2.0: IQ puts back its starting inset (0), then a turn after WillHide the
        // controller takes back its own 302 from that (openradar 13984333's double adjustment).
        let sample = try SceneLoader.load(
            contentsOf: SampleTests.samplesDirectory + "/collection-view-form.yaml",
            knownStrategies: StrategyCatalog.ids)
        let app = try #require(Simulation.run(sample, strategyID: "iq-keyboard-manager")).app
        #expect(app.contentInset(of: try #require(app.scrollView)).bottom == -302)
    }

    @Test func beforeIOS9TheCollectionViewControllerDoesNothing() throws {
        let scene = try Self.sample("collection-view-form", profile: "ios8")
        let app = try #require(Simulation.run(scene, strategyID: "table-view-controller")).app
        let scroll = try #require(app.scrollView)
        #expect(app.contentInset(of: scroll).bottom == 0)
        #expect(app[scroll].contentOffset.y.modelValue(at: 1.5) == app[scroll].contentOffset.y.modelValue(at: 0))
    }

    @Test func eachStrategyOnTheGrid() throws {
        let scene = try Self.sample("collection-view-grid")
        func offset(_ strategy: String) throws -> Double {
            let app = try #require(Simulation.run(scene, strategyID: strategy)).app
            let grid = try #require(app.sceneElement(named: "grid"))
            #expect(app[grid].className == "TPKeyboardAvoidingCollectionView")
            let donut = try #require(app.sceneElement(named: "donut"))
            #expect(app.superview(of: donut).map { app[$0].kind } == .collectionCell)
            return app[grid].contentOffset.y.modelValue(at: 1.5)
        }
        // The grid starts under the status bar (54) and the 80 pt header: 134…852, 718 tall. Donut
        // is item 10: the sixth line, 16 + 5 × 74 = 386…450; its field 390…446 (524…580 on screen).
        #expect(try offset("none") == 0)
        // content-inset: 336 plus the 34 pt safe area off the bottom leaves 718 − 370 = 348 clear;
        // UIKit scrolls the cell onto it: 450 − 348 = 102.
        #expect(try offset("content-inset") == 102)
        // IQ scrolls by 580 − 472 + 34 = 142 with the grid's own animation; UIKit's scroll of the
        // first responder, in the same turn, reads the offset still at 0 and shows the cell above
        // 718 − (346 + 34) = 338: 450 − 338 = 112, which is where it ends.
        #expect(try offset("iq-keyboard-manager") == 112)
        // TP centres the caret in 718 − 336 = 382 pt, but no further than the content's end
        // without the inset: 466 − 382 = 84 (the content is 386 + 64 + 16 = 466).
        #expect(try offset("tp-keyboard-avoiding") == 84)
    }
}
