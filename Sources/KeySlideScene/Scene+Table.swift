import KeySlideGeometry
import KeySlideUIKit

extension Scene {
    /// A table view's sections and rows, laid out (`view: {type: table, sections: […]}`).
    ///
    /// The rows' labels and fields are ordinary elements of the view (so every strategy, the
    /// verdicts and the looks see them); this keeps what UIKit's table adds around them: each
    /// row's cell (a `UITableViewCell`, the field's superview, which `table-view-controller`
    /// scrolls into view) and the section headers. Every frame is in the table's content
    /// coordinates.
    public struct Table: Hashable, Sendable {
        public var style: Style
        public var sections: [Section]
        /// The cells' side layout margin, the device's (`Device.systemMinimumSideMargin`): where
        /// labels, fields, separators and titles start inside a row, and how far an inset-grouped
        /// section sits in from the table's sides.
        public var cellSideMargin: Double
        /// A collection view's layout, when the cells are a `UICollectionView`'s (`type:
        /// collection`); `nil` for a table view's.
        public var collection: CollectionView?

        public init(style: Style, sections: [Section], cellSideMargin: Double) {
            self.style = style
            self.sections = sections
            self.cellSideMargin = cellSideMargin
        }

        /// A cell's layout margins, which its content's `margins` constraints refer to: the side
        /// margin left and right, 11 pt above and below (docs/facts.md §13.1, an estimate from
        /// Xcode's saved frames).
        public var cellMargins: EdgeInsets { Self.cellMargins(side: cellSideMargin) }

        /// `cellMargins` for a cell side margin `side`.
        public static func cellMargins(side: Double) -> EdgeInsets {
            EdgeInsets(top: 11, left: side, bottom: 11, right: side)
        }

        /// `UITableView.Style`.
        public enum Style: String, Hashable, Sendable, CaseIterable {
            /// Full-width rows on white, headers that scroll with the content (a contacts list).
            case plain
            /// Full-width white rows on the grouped grey, sections apart (Settings before iOS 13).
            case grouped
            /// Rows inset from the sides in rounded sections on the grouped grey (iOS 13+).
            case insetGrouped
        }

        public struct Section: Hashable, Sendable {
            /// The header's title, if any.
            public var header: String?
            /// Where the header's title sits: the band above the section's first row.
            public var headerFrame: Rect
            public var rows: [Row]
            /// The footer's title, if any, and the band under the last row it sits in (empty
            /// without a title).
            public var footer: String?
            public var footerFrame: Rect

            public init(
                header: String?, headerFrame: Rect, rows: [Row], footer: String? = nil, footerFrame: Rect = .zero
            ) {
                self.header = header
                self.headerFrame = headerFrame
                self.rows = rows
                self.footer = footer
                self.footerFrame = footerFrame
            }

            /// The section's rows together (the rounded card of an inset-grouped table).
            public var frame: Rect {
                guard let first = rows.first, let last = rows.last else { return .zero }
                return Rect(
                    x: first.frame.minX, y: first.frame.minY, width: first.frame.width,
                    height: last.frame.maxY - first.frame.minY)
            }
        }

        /// One cell.
        public struct Row: Hashable, Sendable {
            /// The cell's name in the view tree and in traces (`Table.cellName`).
            public var name: String
            public var frame: Rect
            /// The ids of the elements inside the cell (its label and its field), in layout order;
            /// for a custom cell, the cell's own element (`isElement`).
            public var elementIDs: [String]
            /// Whether the cell is itself an element, named `name`, holding the row's `subviews`
            /// (a custom cell) — the app then makes no cell of its own for the row.
            public var isElement: Bool
            /// What the cell draws at its trailing edge.
            public var accessory: Accessory

            public init(
                name: String, frame: Rect, elementIDs: [String], isElement: Bool = false, accessory: Accessory = .none
            ) {
                self.name = name
                self.frame = frame
                self.elementIDs = elementIDs
                self.isElement = isElement
                self.accessory = accessory
            }
        }

        /// `UITableViewCell.AccessoryType`, drawn at the cell's trailing edge.
        public enum Accessory: String, Hashable, Sendable, CaseIterable {
            case none, disclosureIndicator, checkmark, detailButton
        }

        /// The cell of row `row` in section `section`, counted from 0: `cell-0-2`, and in a table
        /// element `messages`, `messages-cell-0-2`.
        public static func cellName(section: Int, row: Int, in table: String? = nil) -> String {
            (table.map { "\($0)-" } ?? "") + "cell-\(section)-\(row)"
        }

        /// The height of a row that gives none: 44 pt, UIKit's standard cell height and the HIG's
        /// smallest comfortable touch target (docs/facts.md §13.1).
        public static let defaultRowHeight = 44.0

        /// The key a file lists a section's cells under: a table's `rows`, a collection's `items`.
        public var rowsKey: String { SceneDescription.rowsKey(of: collection == nil ? "table" : "collection") }

        /// The row holding element `id`, if any.
        public func row(containing id: String) -> Row? {
            for section in sections {
                if let row = section.rows.first(where: { $0.elementIDs.contains(id) }) { return row }
            }
            return nil
        }

        /// Where each row's cell, label and field go, and each section's header, for a table
        /// `width` wide whose cells' side margin is `margin` (an inset-grouped section also sits
        /// that far in from the table's sides): the geometry docs/facts.md §13.1 gives (measured
        /// from iOS 17 screenshots; Apple publishes no numbers for headers).
        public struct Layout {
            public let style: Style
            public let width: Double
            public let margin: Double

            /// The band above a section: a grouped table's gap (with room for a title), a plain
            /// table's header bar (only when titled).
            func headerHeight(titled: Bool) -> Double {
                switch style {
                case .plain: titled ? 28 : 0
                case .grouped, .insetGrouped: titled ? 50 : 35
                }
            }

            /// The band under a section with a footer title: 13 pt text starting 7 pt below the last
            /// row, a line for each `lines` (docs/facts.md §13.1, an estimate); nothing untitled.
            func footerHeight(lines: Int) -> Double { Self.footerHeight(lines: lines) }

            /// `footerHeight(lines:)` for any style.
            public static func footerHeight(lines: Int) -> Double {
                lines == 0 ? 0 : 7 + footerLineHeight * Double(lines) + 5
            }

            /// The lines of 13 pt text a footer title wraps to under a section `width` wide, inside
            /// the cells' side margins `margin`.
            public static func footerLines(_ title: String?, width: Double, margin: Double) -> [String] {
                guard let title else { return [] }
                return TextInputMetrics.wrappedLines(title, width: width - 2 * margin, fontSize: footerFontSize)
            }

            /// A footer's text size: the footnote style, as a grouped header's.
            public static let footerFontSize = 13.0
            /// The distance between a footer's baselines.
            public static let footerLineHeight = 16.0

            /// Space below the last section.
            var bottomPadding: Double { style == .plain ? 0 : 35 }

            /// The rows' left and right edges.
            var rowX: (minX: Double, width: Double) {
                style == .insetGrouped ? (margin, width - 2 * margin) : (0, width)
            }

            /// The label's width when a field shares the row: the field starts after it.
            static let labelWidth = 100.0
            /// The gap between the label and the field.
            static let labelGap = 8.0
            /// A field's vertical inset inside its cell: a 44 pt row holds a 36 pt field.
            static let fieldInset = 4.0

            /// The label's and the field's frames in a row `frame` (content coordinates).
            func frames(in frame: Rect, hasLabel: Bool, hasField: Bool) -> (label: Rect?, field: Rect?) {
                let inner = frame.width - 2 * margin
                let labelWidth = hasField ? min(Self.labelWidth, inner / 3) : inner
                let label =
                    hasLabel
                    ? Rect(x: frame.minX + margin, y: frame.minY, width: labelWidth, height: frame.height)
                    : nil
                let fieldX = frame.minX + margin + (hasLabel ? labelWidth + Self.labelGap : 0)
                let field =
                    hasField
                    ? Rect(
                        x: fieldX, y: frame.minY + Self.fieldInset, width: frame.maxX - margin - fieldX,
                        height: max(0, frame.height - 2 * Self.fieldInset))
                    : nil
                return (label, field)
            }
        }
    }
}
