import KeySlideGeometry
import KeySlideScene
import Testing

/// `type: collection`: a flow layout's and a list's cells laid out as UIKit lays them out
/// (docs/facts.md §20.1–§20.2, frames computed by hand below), and the mistakes named with their
/// place.
@Suite struct CollectionSceneTests: SceneTextSuite {
    /// A collection element 375 pt wide holding `items` standard cells in its first section and
    /// one in a second, with `keys` for the layout.
    static func grid(_ keys: String, items: Int = 5, frame: String = "[0, 0, 375, 600]") -> String {
        """
        device: iphone-8
        view:
          elements:
            - type: collection
              id: grid
              frame: \(frame)
              \(keys)
              sections:
                - items:
        \((0..<items).map { "              - {text: Item \($0), field: {id: f\($0)}}" }.joined(separator: "\n"))
                - items: [{field: {id: last}}]
        """
    }

    @Test func aFlowLayoutFillsLinesAndSpreadsTheirSpareWidth() throws {
        let scene = try parse(Self.grid("itemSize: [170, 60]\n      sectionInset: [10, 10, 10, 10]"))
        let grid = try #require(scene.view.element("grid"))
        let table = try #require(grid.table)
        #expect(grid.kind == .collection && grid.kind.scrolls && table.collection?.layout == .flow)
        let frames = table.sections[0].rows.map(\.frame)
        // 375 less 10 + 10 of inset leaves 355: two 170 pt items fit (350 with the 10 pt minimum
        // spacing), a third does not; the spare 15 pt widens the gap to 15 (so 10, 195).
        #expect(frames[0] == Rect(x: 10, y: 10, width: 170, height: 60))
        #expect(frames[1] == Rect(x: 195, y: 10, width: 170, height: 60))
        // Lines 10 pt apart: 10 + 60 + 10 = 80, then 150.
        #expect(frames[2] == Rect(x: 10, y: 80, width: 170, height: 60))
        // A lone item in the last line is centred: 10 + (355 − 170) / 2 = 102.5.
        #expect(frames[4] == Rect(x: 102.5, y: 150, width: 170, height: 60))
        // The section ends 10 pt under its last line (220); the next one starts there.
        #expect(table.sections[1].rows[0].frame == Rect(x: 102.5, y: 230, width: 170, height: 60))
        #expect(grid.scroll?.contentSize == Size(width: 375, height: 300))
        // A cell's label and field sit inside UIView's 8 pt margins, the label a third of 154 pt.
        let label = try #require(scene.view.element("f0-label"))
        #expect(label.frame.minX == 18 && abs(label.frame.width - 154.0 / 3) < 1e-9)
        #expect(table.sections[0].rows[0].name == "grid-cell-0-0")
    }

    @Test func aHorizontalFlowLayoutFillsColumnsDownTheHeight() throws {
        let scene = try parse(
            Self.grid("itemSize: [100, 80]\n      scrollDirection: horizontal", frame: "[0, 0, 375, 200]"))
        let table = try #require(scene.view.element("grid")?.table)
        let frames = table.sections[0].rows.map(\.frame)
        // 200 pt tall: two 80 pt items (170 with 10 between), spread to 0 and 120.
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(frames[1] == Rect(x: 0, y: 120, width: 100, height: 80))
        // Columns 10 pt apart; the fifth item is alone in the third column, centred at 60.
        #expect(frames[4] == Rect(x: 220, y: 60, width: 100, height: 80))
        #expect(scene.view.element("grid")?.scroll?.contentSize == Size(width: 420, height: 200))
    }

    @Test func itemsOfDifferentSizesCentreInTheirLineAndPackTheLastLine() throws {
        let scene = try parse(
            """
            device: iphone-8
            view:
              elements:
                - type: collection
                  id: grid
                  frame: [0, 0, 375, 600]
                  itemSize: [100, 50]
                  sections:
                    - items: [{text: a}, {text: b, height: 70}, {text: c}, {text: d}]
            """)
        let frames = try #require(scene.view.element("grid")?.table).sections[0].rows.map(\.frame)
        // Three fit in 375 (320 with the spacing); 75 spare makes the gaps 37.5. The line is 70
        // deep; 50 pt items sit 10 down in it.
        #expect(
            frames.prefix(3) == [
                Rect(x: 0, y: 10, width: 100, height: 50), Rect(x: 137.5, y: 0, width: 100, height: 70),
                Rect(x: 275, y: 10, width: 100, height: 50),
            ])
        // Sizes differ, so the last line keeps the leading edge: 70 + 10 down.
        #expect(frames[3] == Rect(x: 0, y: 80, width: 100, height: 50))
    }

    @Test func aListLaysItsItemsOutAsATablesRows() throws {
        let scene = try parse(
            """
            device: iphone-8
            view:
              type: collection
              collectionViewLayout: list
              style: insetGrouped
              sections:
                - header: Account
                  items:
                    - {text: Email, field: {id: email}}
                    - {text: Phone, field: {id: phone}}
            """)
        #expect(scene.view.kind == .collection && scene.view.kind.scrolls)
        let table = try #require(scene.view.table)
        #expect(table.collection == Scene.Table.CollectionView(layout: .list) && table.cellClass == .list)
        // As a table's: the 16 pt margin each side, 50 pt under the titled header, 44 pt rows.
        #expect(
            table.sections[0].rows.map(\.frame) == [
                Rect(x: 16, y: 50, width: 343, height: 44), Rect(x: 16, y: 94, width: 343, height: 44),
            ])
        #expect(scene.view.contentSize.height == 50 + 88 + 35)
        #expect(table.rowsKey == "items")
    }

    @Test func mistakesAreNamedWithTheirPlace() {
        func view(_ keys: String, items: String = "[{text: a}]") -> String {
            "view: {type: collection, \(keys)sections: [{items: \(items)}]}\n"
        }
        #expect(
            fails(view("collectionViewLayout: grid, ")).contains("scene.yaml:1:")
                && fails(view("collectionViewLayout: grid, ")).contains("view.collectionViewLayout"))
        #expect(
            fails(view("collectionViewLayout: list, itemSize: [50, 50], ")).contains(
                "view.itemSize: only a flow layout has itemSize"))
        #expect(fails(view("itemSize: [0, 50], ")).contains("view.itemSize[0]: must be greater than 0"))
        #expect(
            fails(view("itemSize: [5, 5], estimatedItemSize: [5, 5], "))
                .contains("view.estimatedItemSize: give itemSize or estimatedItemSize, not both"))
        #expect(fails(view("style: plain, ")).contains("view.style: only a list layout has style"))
        #expect(fails(view("scrollDirection: sideways, ")).contains("view.scrollDirection"))
        #expect(fails(view("minimumLineSpacing: -1, ")).contains("view.minimumLineSpacing: must be 0 or more"))
        #expect(fails(view("", items: "[]")).contains("view.sections[0].items: a section needs at least one item"))
        #expect(
            fails("view: {type: collection, sections: [{header: A, items: [{text: a}]}]}\n")
                .contains("view.sections[0].header: a flow layout's section has no header"))
        #expect(fails("view: {type: collection, sections: [{rows: [{text: a}]}]}\n").contains("rows"))
        #expect(fails("view: {type: collection}\n").contains("a collection lists its sections"))
        #expect(
            fails("view: {type: table, itemSize: [5, 5], sections: [{rows: [{text: a}]}]}\n")
                .contains("view.itemSize: only a collection has itemSize"))
        #expect(
            fails("view: {elements: [{type: label, id: a, frame: [0, 0, 9, 9], collectionViewLayout: list}]}\n")
                .contains("view.elements[0].collectionViewLayout: only a collection has collectionViewLayout"))
        #expect(
            fails(
                "view: {elements: [{type: collection, id: c, frame: [0, 0, 9, 9], contentSize: [1, 1], sections: [{items: [{text: a}]}]}]}\n"
            )
            .contains("content size follows its items"))
    }
}
