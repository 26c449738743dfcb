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
        _ sections: [SceneDescription.TableSection], style: Scene.Table.Style, width: Double, space: TableRowSpace,
        at path: String = "view", element tableID: String? = nil, rowsKey: String = "rows"
    ) throws(SceneError) -> (table: Scene.Table, elements: [(Scene.Element, path: String)], height: Double) {
        try count(sections.count, of: "sections", in: "a table", limit: Scene.maximumElements, at: "\(path).sections")
        let rowCount = sections.reduce(0) { $0 + $1.rows.count }
        try count(rowCount, of: "rows", in: "a table", limit: Scene.maximumElements, at: "\(path).sections")
        let layout = Scene.Table.Layout(style: style, width: width, margin: space.margin)
        let (rowX, rowWidth) = layout.rowX
        var y = 0.0
        var laidOut: [Scene.Table.Section] = []
        var elements: [(Scene.Element, path: String)] = []
        for (sectionIndex, section) in sections.enumerated() {
            let sectionPath = "\(path).sections[\(sectionIndex)]"
            let header = try text(section.header, at: "\(sectionPath).header")
            let headerHeight =
                try headerHeight(section.headerHeight, at: "\(sectionPath).headerHeight")
                ?? layout.headerHeight(titled: header != nil)
            let headerFrame = Rect(x: rowX, y: y, width: rowWidth, height: headerHeight)
            y += headerHeight
            guard !section.rows.isEmpty else {
                throw error(at: "\(sectionPath).\(rowsKey)", "a section needs at least one \(rowsKey.dropLast())")
            }
            var rows: [Scene.Table.Row] = []
            for (rowIndex, row) in section.rows.enumerated() {
                let rowPath = "\(sectionPath).\(rowsKey)[\(rowIndex)]"
                let height = try rowHeight(row.height, at: "\(rowPath).height")
                let place = TablePlace(
                    frame: Rect(x: rowX, y: y, width: rowWidth, height: height), section: sectionIndex, row: rowIndex,
                    path: rowPath, tableID: tableID, tableWidth: width, space: space)
                y += height
                let (checked, rowElements) = try self.row(row, at: place, layout: layout)
                rows.append(checked)
                elements += rowElements
            }
            let footer = try text(section.footer, at: "\(sectionPath).footer")
            let footerHeight = layout.footerHeight(
                lines: Scene.Table.Layout.footerLines(footer, width: rowWidth, margin: layout.margin).count)
            let footerFrame = Rect(x: rowX, y: y, width: rowWidth, height: footerHeight)
            y += footerHeight
            laidOut.append(
                Scene.Table.Section(
                    header: header, headerFrame: headerFrame, rows: rows, footer: footer, footerFrame: footerFrame))
        }
        try count(
            elements.count, of: "elements", in: "a table", limit: Scene.maximumElements, at: "\(path).sections")
        return (
            Scene.Table(style: style, sections: laidOut, cellSideMargin: layout.margin), elements,
            y + layout.bottomPadding
        )
    }

    /// One row: its cell, and the elements it adds to the table — a standard row's label and
    /// field, or a custom row's cell element holding its subviews.
    func row(
        _ row: SceneDescription.TableRow, at place: TablePlace, layout: Scene.Table.Layout
    ) throws(SceneError) -> (Scene.Table.Row, [(Scene.Element, path: String)]) {
        let accessory = try lookUp(
            row.accessory, at: "\(place.path).accessory", default: Scene.Table.Accessory.none, kind: "cell accessory",
            acceptedLabel: "accepted", names: Scene.Table.Accessory.allCases.map(\.rawValue),
            Scene.Table.Accessory.init(rawValue:))
        let name = Scene.Table.cellName(section: place.section, row: place.row, in: place.tableID)
        if let subviews = row.subviews {
            if row.field != nil {
                throw error(
                    at: "\(place.path).field",
                    "a row with subviews has no field; list its input among the subviews")
            }
            let cell = try customCell(subviews, text: row.text, named: name, at: place)
            return (
                Scene.Table.Row(
                    name: name, frame: place.frame, elementIDs: [name], isElement: true, accessory: accessory),
                [(cell, path: place.path)]
            )
        }
        let elements = try standardRow(row, at: place, layout: layout)
        if elements.isEmpty {
            throw error(at: place.path, "a row needs text, a field (or both) or subviews")
        }
        return (
            Scene.Table.Row(name: name, frame: place.frame, elementIDs: elements.map(\.0.id), accessory: accessory),
            elements
        )
    }

    /// A standard row's label and field, placed by the table (docs/facts.md §13.1).
    private func standardRow(
        _ row: SceneDescription.TableRow, at place: TablePlace, layout: Scene.Table.Layout
    ) throws(SceneError) -> [(Scene.Element, path: String)] {
        let stretch: AutoresizingMask? = place.tableID == nil ? nil : [.flexibleWidth]
        let rowPath = place.path
        let parts = layout.frames(in: place.frame, hasLabel: row.text != nil, hasField: row.field != nil)
        var elements: [(Scene.Element, path: String)] = []
        if let label = parts.label {
            let plain = place.tableID.map { "\($0)-" } ?? ""
            let id = row.field.map { "\($0.id)-label" } ?? "\(plain)row-\(place.section)-\(place.row)"
            let given = SceneDescription.Element(type: "label", id: id, frame: label, text: row.text)
            var checked = try element(given, at: rowPath)
            checked.autoresizing = row.field == nil ? stretch : nil
            elements.append((checked, path: rowPath))
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
        }
        return elements
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
