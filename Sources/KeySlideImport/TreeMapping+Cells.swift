import KeySlideGeometry
import KeySlideScene

// Table cells in a tree: their layout margins, and the prototype cells a table leaves out.
//
// A table cell's layout margins. UIKit gives a cell, and its content view (which preserves its
// superview's margins), the table's side margins and 11 pt above and below, not UIView's 8 pt
// (docs/facts.md §13.1); a constraint to a cell's margins is written to the cell's edge plus the
// margin, as the scene's `margins` guide is UIView's 8 pt.

/// How far a cell's margins lie inside its edges: `Scene.Table.cellMargins`.
struct CellMargins: Hashable {
    var insets: EdgeInsets

    /// The distance from the edge `attribute` names to the same margin attribute (a width or
    /// height loses both sides).
    func offset(of attribute: String) -> Double {
        switch attribute {
        case "left", "leading": insets.left
        case "right", "trailing": -insets.right
        case "top": insets.top
        case "bottom": -insets.bottom
        case "width": -insets.left - insets.right
        case "height": -insets.top - insets.bottom
        default: 0  // the centres stay
        }
    }
}

extension TreeMapping {
    /// The margins of this screen's cells, which fill its width.
    var cellMargins: CellMargins { CellMargins(insets: Scene.Table.cellMargins(side: cellSideMargin)) }

    /// Whether the view with IB id `key` is a table cell or a cell's content view.
    func isCellOrContent(_ key: String) -> Bool {
        if viewsByID[key]?.kind == .tableCell { return true }
        guard let superview = superviewOf[key] else { return false }
        return viewsByID[superview]?.kind == .tableCell
    }
}

extension TreeMapping {
    /// Each prototype cell of `table` as a skipped view, so the YAML says what was left out.
    mutating func skipPrototypeCells(of table: ImportedView) {
        for cell in table.prototypeCells {
            skipped.append(
                SkippedView(
                    className: "UITableViewCell", id: cell.reuseIdentifier, frame: cell.frame,
                    reason: "a prototype cell, a template the app's code fills in: not imported",
                    sourceLine: cell.sourceLine))
        }
    }
}

extension TreeMapping {
    /// How tall a table's content is: down to its lowest cell as saved, nil without cells.
    static func tableContentHeight(of table: ImportedView) -> Double? {
        let cells = table.children.filter { $0.kind == .tableCell }
        guard let bottom = cells.map(\.frame.maxY).max() else { return nil }
        return SceneMapping.withinLimits(Size(width: 0, height: bottom)).height
    }
}
