import KeySlideGeometry
import KeySlideLayout
import KeySlideSystem

/// A table view's sections laid out into cells, and each row's label and field made into
/// elements checked like any other (`view.sections[1].rows[0].field.id`).
extension SceneChecker {
    /// The laid-out table, its rows' elements in layout order with the path each came from, and
    /// the content height. `path` is where the table is (`view`, or a table element's path);
    /// `element` names a table element, whose cells and plain rows take its id so that two tables
    /// never share a name, and whose rows stretch with it (a field and a lone label get a
    /// flexible width, as a cell's content follows the cell).
    func table(
        _ sections: [SceneDescription.TableSection], style: Scene.Table.Style, width: Double, margin: Double,
        at path: String = "view", element tableID: String? = nil
    ) throws(SceneError) -> (table: Scene.Table, elements: [(Scene.Element, path: String)], height: Double) {
        try count(sections.count, of: "sections", in: "a table", limit: Scene.maximumElements, at: "\(path).sections")
        let rowCount = sections.reduce(0) { $0 + $1.rows.count }
        try count(rowCount, of: "rows", in: "a table", limit: Scene.maximumElements, at: "\(path).sections")
        let stretch: AutoresizingMask? = tableID == nil ? nil : [.flexibleWidth]
        let layout = Scene.Table.Layout(style: style, width: width, margin: margin)
        let (rowX, rowWidth) = layout.rowX
        var y = 0.0
        var laidOut: [Scene.Table.Section] = []
        var elements: [(Scene.Element, path: String)] = []
        for (sectionIndex, section) in sections.enumerated() {
            let sectionPath = "\(path).sections[\(sectionIndex)]"
            let header = try text(section.header, at: "\(sectionPath).header")
            let headerHeight = layout.headerHeight(titled: header != nil)
            let headerFrame = Rect(x: rowX, y: y, width: rowWidth, height: headerHeight)
            y += headerHeight
            guard !section.rows.isEmpty else {
                throw error(at: "\(sectionPath).rows", "a section needs at least one row")
            }
            var rows: [Scene.Table.Row] = []
            for (rowIndex, row) in section.rows.enumerated() {
                let rowPath = "\(sectionPath).rows[\(rowIndex)]"
                let height = try rowHeight(row.height, at: "\(rowPath).height")
                let frame = Rect(x: rowX, y: y, width: rowWidth, height: height)
                y += height
                let parts = layout.frames(in: frame, hasLabel: row.text != nil, hasField: row.field != nil)
                var ids: [String] = []
                if let label = parts.label {
                    let plain = tableID.map { "\($0)-" } ?? ""
                    let id = row.field.map { "\($0.id)-label" } ?? "\(plain)row-\(sectionIndex)-\(rowIndex)"
                    let given = SceneDescription.Element(type: "label", id: id, frame: label, text: row.text)
                    var checked = try element(given, at: rowPath)
                    checked.autoresizing = row.field == nil ? stretch : nil
                    elements.append((checked, path: rowPath))
                    ids.append(id)
                }
                if let field = row.field, let frame = parts.field {
                    // A cell's field draws no border of its own: the cell is its outline.
                    let type = field.type ?? "textField"
                    let given = SceneDescription.Element(
                        type: type, id: field.id, frame: frame, placeholder: field.placeholder, text: field.text,
                        borderStyle: type == "textField" ? "none" : nil, returnKeyType: field.returnKeyType)
                    var checked = try element(given, at: "\(rowPath).field")
                    checked.autoresizing = stretch
                    guard checked.kind.isTextInput else {
                        throw error(
                            at: "\(rowPath).field.type",
                            "a row's field is a textField or a textView, found \(Quoted.value(type))")
                    }
                    elements.append((checked, path: "\(rowPath).field"))
                    ids.append(field.id)
                }
                if ids.isEmpty {
                    throw error(at: rowPath, "a row needs text, a field or both")
                }
                rows.append(
                    Scene.Table.Row(
                        name: Scene.Table.cellName(section: sectionIndex, row: rowIndex, in: tableID), frame: frame,
                        elementIDs: ids))
            }
            laidOut.append(Scene.Table.Section(header: header, headerFrame: headerFrame, rows: rows))
        }
        try count(
            elements.count, of: "elements", in: "a table", limit: Scene.maximumElements, at: "\(path).sections")
        return (Scene.Table(style: style, sections: laidOut), elements, y + layout.bottomPadding)
    }

    /// A row's height: more than 0 and at most the largest length; 44 pt when not given.
    private func rowHeight(_ value: Double?, at path: String) throws(SceneError) -> Double {
        guard let value else { return Scene.Table.defaultRowHeight }
        guard try finite(value, at: path) > 0 else {
            throw error(at: path, "a row's height must be more than 0, found \(written(value, at: path))")
        }
        return try size(value, at: path)
    }
}
