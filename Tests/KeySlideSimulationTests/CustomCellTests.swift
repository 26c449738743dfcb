import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// Custom cells in the app: the cell is a `UITableViewCell` holding the row's views, their
/// constraints' `margins` the cell's layout margins, and UIKit's row scroll and the strategies'
/// superview searches finding the cell however deep the input sits in it.
@Suite struct CustomCellTests {
    /// A grouped table of `rows` custom cells on `device`, each a container pinned to the cell's
    /// margins holding a field that fills it: input → container → cell → table.
    static func scene(device: String = "iphone-15", rows: Int = 10, timeline: String = "[{at: 0.5, tap: f9}]") throws
        -> Scene
    {
        let row = """
                    - height: 60
                      subviews:
                        - type: view
                          id: box-N
                          constraints: ["left == margins.left", "right == margins.right", "top == margins.top", "bottom == margins.bottom"]
                          subviews:
                            - {type: textField, id: fN, constraints: ["left == superview.left", "right == superview.right", "top == superview.top", "bottom == superview.bottom"]}
            """
        return try SceneLoader.parse(
            """
            device: \(device)
            profile: ios17
            navigationBar: true
            view:
              type: table
              sections:
                - rows:
            \((0..<rows).map { row.replacingOccurrences(of: "N", with: "\($0)") }.joined(separator: "\n"))
            timeline: \(timeline)
            """, fileName: "cells.yaml", knownStrategies: StrategyCatalog.ids)
    }

    @Test func aCellsViewIsLaidOutAgainstTheCellsMargins() throws {
        // 375 pt wide: 16 pt at the sides, 11 above and below, in a 60 pt cell.
        let small = Simulation.makeApp(for: try Self.scene(device: "iphone-8"))
        let box = try #require(small.view(named: "box-0"))
        let cell = try #require(small.view(named: "cell-0-0"))
        #expect(small.superview(of: box) == cell && small[cell].kind == .tableCell)
        #expect(small.convert(small.bounds(of: box), from: box, to: cell) == Rect(x: 16, y: 11, width: 343, height: 38))
        // 393 pt wide: 20 pt at the sides; the field fills its container.
        let large = Simulation.makeApp(for: try Self.scene())
        let field = try #require(large.view(named: "f0"))
        let largeCell = try #require(large.view(named: "cell-0-0"))
        #expect(
            large.convert(large.bounds(of: field), from: field, to: largeCell)
                == Rect(x: 20, y: 11, width: 353, height: 38))
    }

    @Test func theAppMakesNoSecondCellForACustomRow() throws {
        let app = Simulation.makeApp(for: try Self.scene(rows: 2, timeline: "[]"))
        #expect(app.views.filter { $0.kind == .tableCell }.map(\.name) == ["cell-0-0", "cell-0-1"])
        let field = try #require(app.view(named: "f1"))
        // input → container → cell → table: UIKit keeps the cell in view, not the field.
        #expect(app.viewKeptVisible(for: field) == app.view(named: "cell-0-1"))
    }

    @Test func tableViewControllerScrollsTheWholeCustomRowIntoView() throws {
        let recording = try #require(Simulation.run(try Self.scene(), strategyID: "table-view-controller"))
        let cell = try #require(recording.app.view(named: "cell-0-9"))
        let field = try #require(recording.app.view(named: "f9"))
        // The last cell rests with its bottom on the keyboard's top (852 − 336); the field, 11 pt
        // above the cell's bottom margin, stays 11 pt higher.
        #expect(recording.windowRect(of: cell, at: 1.5).maxY == 852 - 336)
        #expect(recording.windowRect(of: field, at: 1.5).maxY == 852 - 336 - 11)
    }

    @Test func iqKeyboardManagerSeesAUITableViewControllerAndTheCell() throws {
        let recording = try #require(Simulation.run(try Self.scene(), strategyID: "iq-keyboard-manager"))
        let cell = try #require(recording.app.view(named: "cell-0-9"))
        // IQ steps aside for a UITableViewController; UIKit's own scroll keeps the row in view.
        #expect(recording.windowRect(of: cell, at: 1.5).maxY <= 852 - 336 + 1e-9)
        let root = recording.app[recording.app.rootView].frame.y
        #expect(root.value(at: 1.5) == root.value(at: 0))
    }
}
