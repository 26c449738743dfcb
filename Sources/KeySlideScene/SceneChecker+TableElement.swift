import KeySlideGeometry
import KeySlideUIKit

/// How wide a table element lays out its rows before layout runs, and their margin: its frame's
/// width when the file gives one, otherwise the root view's (a table placed by constraints), its
/// cells and fields then following the table's real width by their flexible widths.
struct TableRowSpace {
    var rootWidth: Double
    /// The cells' side margin, the root view's: `Device.systemMinimumSideMargin` (docs/facts.md
    /// §10.2 and §13.1).
    var margin: Double
    /// The root view's height: how tall a horizontal flow layout placed by constraints lays out.
    var rootHeight = 0.0
}

extension SceneChecker {
    /// A `table` element: its sections laid out as the root view's are, the rows' labels and
    /// fields made its subviews, its content as tall as its rows and as wide as it is.
    func tableElement(
        _ given: SceneDescription.Element, into element: inout Scene.Element, at path: String, rows: TableRowSpace
    ) throws(SceneError) {
        let style = try lookUp(
            given.style, at: "\(path).style", default: Scene.Table.Style.grouped, kind: "table style",
            acceptedLabel: "accepted", names: Scene.Table.Style.allCases.map(\.rawValue),
            Scene.Table.Style.init(rawValue:))
        let width = given.hasFrame ? element.frame.width : rows.rootWidth
        let laidOut = try table(
            given.sections ?? [], style: style, width: width, space: rows, at: path, element: element.id)
        element.table = laidOut.table
        element.subviews = laidOut.elements.map(\.0)
        if !given.hasFrame {
            // Layout replaces it; the width makes the cells' flexible widths start from the rows'.
            element.frame = Rect(x: 0, y: 0, width: width, height: 0)
        }
        var withContent = given
        withContent.contentSize = Size(width: width, height: laidOut.height)
        element.scroll = try scrollSettings(withContent, of: element, at: path)
    }
}

extension Scene.Table {
    /// Where a row's element comes from in a table at `path`: its row, or the row's field.
    func path(of element: Scene.Element, in path: String) -> String {
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() where row.elementIDs.contains(element.id) {
                let rowPath = "\(path).sections[\(sectionIndex)].\(rowsKey)[\(rowIndex)]"
                return element.kind.isTextInput ? "\(rowPath).field" : rowPath
            }
        }
        return path
    }
}
