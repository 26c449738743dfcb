import KeySlideGeometry

/// A static table view (`<tableView dataMode="static">`): its style and sections as the file
/// gives them. Its cells are the table's children, section after section, in file order.
public struct ImportedStaticTable: Hashable, Sendable {
    /// `plain`, `grouped` or `insetGrouped` (IB leaves `plain` out).
    public var style: String
    /// The table's `rowHeight` when the file gives a fixed one (`-1` is automatic: nil).
    public var rowHeight: Double?
    public var sections: [Section]

    public struct Section: Hashable, Sendable {
        public var headerTitle: String?
        public var footerTitle: String?
        /// How many of the table's cells are this section's.
        public var cellCount: Int
    }
}

extension IBDocumentReader {
    /// The style and sections of a `<tableView dataMode="static">`; nil for a dynamic table.
    static func staticTable(_ node: XMLNode) -> ImportedStaticTable? {
        guard node["dataMode"] == "static", let sections = node.child("sections") else { return nil }
        let known = ["plain", "grouped", "insetGrouped"]
        return ImportedStaticTable(
            style: node["style"].flatMap { known.contains($0) ? $0 : nil } ?? "plain",
            rowHeight: positive(node["rowHeight"]),
            sections: sections.children.filter { $0.name == "tableViewSection" }.map { section in
                ImportedStaticTable.Section(
                    headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                    cellCount: section.child("cells")?.children.filter { $0.name == "tableViewCell" }.count ?? 0)
            })
    }

    /// A static cell's accessory and own row height.
    static func cellDetails(_ node: XMLNode, into view: inout ImportedView) {
        let accessories = ["disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton"]
        view.accessoryType = node["accessoryType"].flatMap { accessories.contains($0) ? $0 : nil }
        view.rowHeight = positive(node["rowHeight"])
    }

    /// A number greater than 0 (IB writes `-1` for automatic).
    private static func positive(_ text: String?) -> Double? {
        number(text).flatMap { $0 > 0 ? $0 : nil }
    }
}
