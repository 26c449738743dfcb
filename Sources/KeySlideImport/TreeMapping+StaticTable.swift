import KeySlideGeometry
import KeySlideScene

// A static table view as a scene `table`: its style, its sections with their titles, and each
// cell a row of its own height and accessory whose subviews are its content view's. The cell
// and its content view both become the row's cell (`settings-cell-0-1`, `cell-0-1` for a root
// table), which constraints in the cell name as `superview` (or by that name from deeper in);
// a constraint to the cell's margins keeps its margin as a constant (`TreeMapping+Cells.swift`).
// Each section's header band is the gap Xcode saved above its first cell, so the rows sit where
// the file puts them.

extension TreeMapping {
    /// Names the cells of `table` (and their content views) as the scene's table names them;
    /// `tableID` is the table element's id, nil for a root table.
    mutating func nameStaticCells(of table: ImportedView, tableID: String?) {
        for (section, row, cell) in staticCells(of: table) {
            let name = Scene.Table.cellName(section: section, row: row, in: tableID)
            if let key = cell.sourceID { elementID[key] = name }
            if let content = children(of: cell).first, let key = content.sourceID { elementID[key] = name }
        }
    }

    /// Each cell of a static table with its section and row.
    func staticCells(of table: ImportedView) -> [(section: Int, row: Int, cell: ImportedView)] {
        guard let info = table.staticTable else { return [] }
        var cells = children(of: table).filter { $0.kind == .tableCell }[...]
        var result: [(Int, Int, ImportedView)] = []
        for (sectionIndex, section) in info.sections.enumerated() {
            for row in 0..<section.cellCount {
                guard let cell = cells.popFirst() else { return result }
                result.append((sectionIndex, row, cell))
            }
        }
        return result
    }

    /// The table's sections as a scene writes them: sections without cells are left out.
    mutating func staticSections(of table: ImportedView) -> [SceneDescription.TableSection] {
        guard let info = table.staticTable else { return [] }
        let cells = staticCells(of: table)
        var sections: [SceneDescription.TableSection] = []
        var bottom = 0.0
        for (index, section) in info.sections.enumerated() {
            let own = cells.filter { $0.section == index }.map(\.cell)
            guard let first = own.first, let last = own.last else {
                notes.append("a static table's section \(index) has no cells: left out")
                continue
            }
            let rows = own.map { staticRow($0, table: info) }
            var written = SceneDescription.TableSection(
                header: section.headerTitle, footer: section.footerTitle,
                headerHeight: Self.rounded(max(0, first.frame.minY - bottom)), rows: rows)
            if written.header == "" { written.header = nil }
            if written.footer == "" { written.footer = nil }
            sections.append(written)
            // KeySlide's footer band, as the scene's table lays it out, comes before the next gap.
            let footerLines = Scene.Table.Layout.footerLines(
                written.footer, width: table.frame.width, margin: cellSideMargin
            ).count
            bottom = last.frame.maxY + Scene.Table.Layout.footerHeight(lines: footerLines)
        }
        return sections
    }

    /// One cell as a row: its height (its own, else the table's, else its saved frame's), its
    /// accessory and its content view's subviews.
    private mutating func staticRow(_ cell: ImportedView, table: ImportedStaticTable) -> SceneDescription.TableRow {
        let content = children(of: cell).first
        let subviews = content.map { children(of: $0).map { self.element($0, resize: nil) } } ?? []
        let accessory = cell.accessoryType.map { $0 == "detailDisclosureButton" ? "detailButton" : $0 }
        return SceneDescription.TableRow(
            height: Self.rounded(cell.rowHeight ?? table.rowHeight ?? cell.frame.height), subviews: subviews,
            accessory: accessory)
    }
}

extension TreeMapping {
    /// A static table below the root: a `table` element with the file's style and sections. Its
    /// other subviews (a header or footer view) have no place in a scene's table: left out, said.
    mutating func staticTableElement(_ view: ImportedView, into element: inout SceneDescription.Element) {
        element.type = "table"
        element.style = view.staticTable?.style
        element.sections = staticSections(of: view)
        element.subviews = []
        element.contentSize = nil
        for other in children(of: view) where other.kind != .tableCell {
            skipped.append(
                SkippedView(
                    className: other.className, id: other.id, frame: other.frame,
                    reason: "a static table element's header or footer view: not imported",
                    sourceLine: other.sourceLine))
        }
    }
}
