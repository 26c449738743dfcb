import KeySlideGeometry
import KeySlideUIKit

/// Where a row sits while the checker lays a table out: its cell's frame in the table's content,
/// its indices and path, and the table's name, width and row space.
struct TablePlace {
    var frame: Rect
    var section: Int
    var row: Int
    var path: String
    /// A table element's id; `nil` for the root view's table.
    var tableID: String?
    var tableWidth: Double
    var space: TableRowSpace
}

/// A custom cell (`rows[].subviews`): the row's cell made an element, so that its subviews are
/// checked as any element's are and their constraints' `superview` and `margins` are the cell's.
extension SceneChecker {
    /// The cell element `name` at `place` holding `subviews` (in its own coordinates) and, with
    /// `text`, its text label across the cell inside its side margins.
    func customCell(
        _ subviews: [SceneDescription.Element], text: String?, named name: String, at place: TablePlace
    ) throws(SceneError) -> Scene.Element {
        var given = SceneDescription.Element(type: "view", id: name, frame: place.frame)
        given.hasFrame = true
        given.subviews = subviews
        let labelID = "\(place.tableID.map { "\($0)-" } ?? "")row-\(place.section)-\(place.row)"
        // A cell's views are laid out inside it: their constraints name only each other and the cell.
        let ids = Set([name, labelID] + Self.ids(in: subviews))
        var cell = try treeElement(given, at: place.path, arranged: false, ids: ids, rows: place.space)
        cell.isTableCell = true
        cell.autoresizing = place.tableID == nil ? nil : [.flexibleWidth]
        if let text {
            let side = place.space.margin
            let frame = Rect(x: side, y: 0, width: max(0, place.frame.width - 2 * side), height: place.frame.height)
            var label = try element(
                SceneDescription.Element(type: "label", id: labelID, frame: frame, text: text), at: place.path)
            label.autoresizing = [.flexibleWidth]
            cell.subviews.append(label)
        }
        return cell
    }

    /// A section's own header height: 0 or more, within the largest length.
    func headerHeight(_ value: Double?, at path: String) throws(SceneError) -> Double? {
        guard let value else { return nil }
        guard try length(value, at: path) >= 0 else {
            throw error(at: path, "a section's headerHeight must be 0 or more, found \(written(value, at: path))")
        }
        return value
    }

    /// Every id in `elements` and their subviews (arranged or not).
    static func ids(in elements: [SceneDescription.Element]) -> [String] {
        var ids: [String] = []
        var pending = elements
        while let element = pending.popLast() {
            ids.append(element.id)
            pending += children(of: element).list
            for row in (element.sections ?? []).flatMap(\.rows) { pending += row.subviews ?? [] }
        }
        return ids
    }

    /// The subviews of a table's custom rows with their paths and depths, for a table at `depth`
    /// (0 for the root view's) at `path`: its cells are one level down, their subviews two.
    func rowSubviews(
        of sections: [SceneDescription.TableSection], at path: String, depth: Int, rowsKey: String = "rows"
    ) throws(SceneError) -> [(element: SceneDescription.Element, path: String, depth: Int)] {
        var result: [(element: SceneDescription.Element, path: String, depth: Int)] = []
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                guard let subviews = row.subviews, !subviews.isEmpty else { continue }
                let rowPath = "\(path).sections[\(sectionIndex)].\(rowsKey)[\(rowIndex)]"
                guard depth + 2 <= Scene.maximumDepth else {
                    throw error(
                        at: "\(rowPath).subviews",
                        "elements nest at most \(Scene.maximumDepth) deep; this cell's views would be \(depth + 2) deep"
                    )
                }
                result += subviews.enumerated().map { ($0.element, "\(rowPath).subviews[\($0.offset)]", depth + 2) }
            }
        }
        return result
    }
}
