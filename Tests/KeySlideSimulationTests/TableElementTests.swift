import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// `type: table` as an element anywhere in the tree: rows made into cells under the table's own
/// view, strategies that look for scroll views finding it, and the mistakes named with their place.
@Suite struct TableElementTests {
    /// A 120 pt header over an inset-grouped table that fills the rest of an iPhone 8 screen,
    /// placed by `FRAME_OR_CONSTRAINTS`; the last field sits low in the table's content.
    static func scene(placement: String = "frame: [0, 120, 375, 547]") throws -> Scene {
        try SceneLoader.parse(
            """
            device: iphone-8
            profile: ios17
            view:
              elements:
                - {type: view, id: header, frame: [0, 0, 375, 120], background: "#f2f2f7"}
                - type: table
                  id: settings
                  style: insetGrouped
                  \(placement)
                  sections:
                    - header: Account
                      rows:
                        - {text: Email, field: {id: email}}
                        - {text: Signed in}
                    - rows:
            \((0..<8).map { "                - {text: Row \($0), field: {id: f\($0)}}" }.joined(separator: "\n"))
            timeline: [{at: 0.4, tap: f7}]
            """, fileName: "table.yaml", knownStrategies: StrategyCatalog.ids)
    }

    @Test func rowsBecomeTheTablesSubviewsInItsContentCoordinates() throws {
        let scene = try Self.scene()
        let table = try #require(scene.view.element("settings"))
        #expect(table.kind == .table && table.kind.scrolls && table.clipsToBounds)
        let laidOut = try #require(table.table)
        // Inset-grouped rows keep the 16 pt compact margin; the titled section starts 50 pt down.
        #expect(laidOut.sections[0].rows[0].frame == Rect(x: 16, y: 50, width: 343, height: 44))
        #expect(laidOut.sections[0].rows.map(\.name) == ["settings-cell-0-0", "settings-cell-0-1"])
        #expect(table.subviews.map(\.id).prefix(4) == ["email-label", "email", "settings-row-0-1", "f0-label"])
        // 50 + 2 rows, 35 + 8 rows, 35 below: the content follows the rows.
        #expect(table.scroll?.contentSize == Size(width: 375, height: 50 + 88 + 35 + 352 + 35))
    }

    @Test func theAppPutsEachRowInItsCellInsideTheTable() throws {
        let app = Simulation.makeApp(for: try Self.scene())
        let field = try #require(app.sceneElement(named: "f7"))
        let cell = try #require(app.superview(of: field))
        #expect(app[cell].kind == .tableCell && app[cell].name == "settings-cell-1-7")
        let table = try #require(app.superview(of: cell))
        #expect(app[table].name == "settings" && app[table].kind == .scroll && app[table].className == "UITableView")
        // The field keeps its place: cell origin plus its offset in the cell.
        let inTable = app.convert(app.bounds(of: field), from: field, to: table)
        let laidOut = try #require(Self.scene().view.element("f7")?.frame)
        #expect(abs(inTable.minY - laidOut.minY) < 1e-9 && abs(inTable.minX - laidOut.minX) < 1e-9)
    }

    @Test func contentInsetAndIQKeyboardManagerScrollTheTableNotTheRoot() throws {
        let scene = try Self.scene()
        for strategy in ["content-inset", "iq-keyboard-manager"] {
            let app = try #require(Simulation.run(scene, strategyID: strategy)).app
            let table = try #require(app.sceneElement(named: "settings"))
            #expect(app.contentOffset(of: table).y > 0, "\(strategy) scrolls the table")
            let field = try #require(app.sceneElement(named: "f7"))
            let onScreen = app.convert(app.bounds(of: field), from: field, to: nil)
            let keyboardTop = app.screenSize.height - scene.keyboardHeight
            #expect(onScreen.maxY <= keyboardTop + 1e-6, "\(strategy) uncovers the field")
        }
        let none = try #require(Simulation.run(scene, strategyID: "none")).app
        #expect(none.contentOffset(of: none.sceneElement(named: "settings")!).y == 0)
    }

    @Test func aTablePlacedByConstraintsStretchesItsCellsToItsWidth() throws {
        let scene = try Self.scene(
            placement: """
                constraints: ["top == header.bottom", "left == superview.left + 20", "right == superview.right - 20", "bottom == superview.bottom"]
                """)
        #expect(scene.usesLayout)
        let app = Simulation.makeApp(for: scene)
        let table = try #require(app.sceneElement(named: "settings"))
        let rootHeight = app.frame(of: app.rootView).height
        #expect(app.frame(of: table) == Rect(x: 20, y: 120, width: 335, height: rootHeight - 120))
        let field = try #require(app.sceneElement(named: "f7"))
        let cell = try #require(app.superview(of: field))
        // The rows were laid out 375 wide; cells and fields follow the table 40 pt narrower.
        #expect(app.frame(of: cell).width == 343 - 40)
        #expect(app.frame(of: field).maxX == app.frame(of: cell).width - 16)
    }

    @Test func twoTablesNeverShareACellOrARowName() throws {
        let scene = try SceneLoader.parse(
            """
            view:
              elements:
                - {type: table, id: a, frame: [0, 0, 320, 200], sections: [{rows: [{text: One}]}]}
                - {type: table, id: b, frame: [0, 200, 320, 200], sections: [{rows: [{text: Two}]}]}
            """, fileName: "two.yaml", knownStrategies: [])
        #expect(scene.view.allElements.map(\.id) == ["a", "a-row-0-0", "b", "b-row-0-0"])
        let app = Simulation.makeApp(for: scene)
        #expect(app.views.filter { $0.kind == .tableCell }.map(\.name) == ["a-cell-0-0", "b-cell-0-0"])
    }
}
