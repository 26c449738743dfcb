import KeySlideGeometry

extension SceneDescription {
    /// A table's section: an optional header title and its rows.
    public struct TableSection: Hashable, Sendable {
        public var header: String?
        /// The title under the section (`UITableView`'s footer title).
        public var footer: String?
        /// The band above the section (`heightForHeaderInSection`); `nil`: the style's.
        public var headerHeight: Double?
        public var rows: [TableRow]

        public init(header: String? = nil, footer: String? = nil, headerHeight: Double? = nil, rows: [TableRow]) {
            self.header = header
            self.footer = footer
            self.headerHeight = headerHeight
            self.rows = rows
        }
    }

    /// A table row: a label (`text`), an input (`field`), or both side by side; `nil` height is
    /// `Scene.Table.defaultRowHeight`.
    public struct TableRow: Hashable, Sendable {
        public var text: String?
        public var field: TableField?
        public var height: Double?
        /// A custom cell's views, in its content view's coordinates (`nil`: a standard cell).
        public var subviews: [Element]?
        /// `disclosureIndicator`, `checkmark`, `detailButton` or `none`; `nil` is none.
        public var accessory: String?

        public init(
            text: String? = nil, field: TableField? = nil, height: Double? = nil, subviews: [Element]? = nil,
            accessory: String? = nil
        ) {
            self.text = text
            self.field = field
            self.height = height
            self.subviews = subviews
            self.accessory = accessory
        }
    }

    /// The input in a table row; `type` is `textField` (the default) or `textView`.
    public struct TableField: Hashable, Sendable {
        public var type: String?
        public var id: String
        public var placeholder: String?
        public var text: String?
        public var returnKeyType: String?

        public init(
            type: String? = nil, id: String, placeholder: String? = nil, text: String? = nil,
            returnKeyType: String? = nil
        ) {
            self.type = type
            self.id = id
            self.placeholder = placeholder
            self.text = text
            self.returnKeyType = returnKeyType
        }
    }
}
