import KeySlideGeometry
import KeySlideUIKit

/// A collection view's sections laid out into cells (`type: collection`): a list as a table's
/// rows, a flow layout by `Scene.Table.FlowLayout`; each cell's label and field made elements as
/// a table row's are (docs/facts.md §20).
extension SceneChecker {
    /// The laid-out cells, their elements with their paths, and the content size, for a collection
    /// view `size` big (its frame's, or the root view's when constraints place it) at `path`.
    func collection(
        _ sections: [SceneDescription.TableSection], layout given: SceneDescription.CollectionLayout?,
        style: String?, size: Size, space: TableRowSpace, at path: String, element tableID: String? = nil
    ) throws(SceneError) -> (table: Scene.Table, elements: [(Scene.Element, path: String)], contentSize: Size) {
        let given = given ?? SceneDescription.CollectionLayout()
        let kind = try lookUp(
            given.layout, at: "\(path).collectionViewLayout", default: Scene.Table.CollectionView.Layout.flow,
            kind: "collection layout", acceptedLabel: "accepted",
            names: Scene.Table.CollectionView.Layout.allCases.map(\.rawValue),
            Scene.Table.CollectionView.Layout.init(rawValue:))
        var laidOut: (table: Scene.Table, elements: [(Scene.Element, path: String)], contentSize: Size)
        switch kind {
        case .list:
            for (key, written) in given.flowKeys where written {
                throw error(
                    at: "\(path).\(key)",
                    "only a flow layout has \(key); add collectionViewLayout: flow or remove \(key)")
            }
            // A list's appearance is a table's style (UICollectionLayoutListConfiguration.Appearance).
            let appearance = try lookUp(
                style, at: "\(path).style", default: Scene.Table.Style.grouped, kind: "list appearance",
                acceptedLabel: "accepted", names: Scene.Table.Style.allCases.map(\.rawValue),
                Scene.Table.Style.init(rawValue:))
            let list = try table(
                sections, style: appearance, width: size.width, space: space, at: path, element: tableID,
                rowsKey: "items")
            laidOut = (list.table, list.elements, Size(width: size.width, height: list.height))
            laidOut.table.collection = Scene.Table.CollectionView(layout: .list)
        case .flow:
            if style != nil {
                throw error(
                    at: "\(path).style", "only a list layout has style; add collectionViewLayout: list or remove style")
            }
            laidOut = try flow(
                sections, layout: try flowLayout(given, at: path), size: size, space: space, at: path,
                element: tableID)
        }
        let cellClass = laidOut.table.cellClass
        laidOut.elements = laidOut.elements.map { element, path in
            var cell = element
            if cell.isTableCell { cell.cellClass = cellClass }
            return (cell, path)
        }
        return laidOut
    }

    /// The flow layout's settings, checked; UIKit's defaults where the file gives none.
    private func flowLayout(_ given: SceneDescription.CollectionLayout, at path: String) throws(SceneError)
        -> Scene.Table.FlowLayout
    {
        if given.itemSize != nil, given.estimatedItemSize != nil {
            throw error(at: "\(path).estimatedItemSize", "give itemSize or estimatedItemSize, not both")
        }
        var layout = Scene.Table.FlowLayout()
        let sizeKey = given.itemSize == nil ? "estimatedItemSize" : "itemSize"
        if let size = given.itemSize ?? given.estimatedItemSize {
            let width = try self.size(
                try positive(size.width, at: "\(path).\(sizeKey)[0]"), at: "\(path).\(sizeKey)[0]")
            let height = try self.size(
                try positive(size.height, at: "\(path).\(sizeKey)[1]"), at: "\(path).\(sizeKey)[1]")
            layout.itemSize = Size(width: width, height: height)
        }
        if let spacing = given.minimumLineSpacing {
            layout.minimumLineSpacing = try length(
                try nonNegative(spacing, at: "\(path).minimumLineSpacing"), at: "\(path).minimumLineSpacing")
        }
        if let spacing = given.minimumInteritemSpacing {
            let at = "\(path).minimumInteritemSpacing"
            layout.minimumInteritemSpacing = try length(try nonNegative(spacing, at: at), at: at)
        }
        if let inset = given.sectionInset {
            for (index, value) in [inset.top, inset.left, inset.bottom, inset.right].enumerated() {
                let at = "\(path).sectionInset[\(index)]"
                _ = try length(try nonNegative(value, at: at), at: at)
            }
            layout.sectionInset = inset
        }
        layout.scrollDirection = try lookUp(
            given.scrollDirection, at: "\(path).scrollDirection", default: .vertical, kind: "scroll direction",
            acceptedLabel: "accepted", names: Scene.Table.CollectionView.ScrollDirection.allCases.map(\.rawValue),
            Scene.Table.CollectionView.ScrollDirection.init(rawValue:))
        return layout
    }

    /// A flow layout's sections: each one's items placed by `layout` after the previous section,
    /// each cell's label and field inside UIView's 8 pt margins.
    private func flow(
        _ sections: [SceneDescription.TableSection], layout: Scene.Table.FlowLayout, size: Size,
        space: TableRowSpace, at path: String, element tableID: String?
    ) throws(SceneError) -> (table: Scene.Table, elements: [(Scene.Element, path: String)], contentSize: Size) {
        try count(
            sections.count, of: "sections", in: "a collection", limit: Scene.maximumElements, at: "\(path).sections")
        let vertical = layout.scrollDirection == .vertical
        let across = vertical ? size.width : size.height
        let margin = Scene.Table.FlowLayout.cellMargin
        let cells = Scene.Table.Layout(style: .plain, width: size.width, margin: margin)
        var start = 0.0
        var laidOut: [Scene.Table.Section] = []
        var elements: [(Scene.Element, path: String)] = []
        for (sectionIndex, section) in sections.enumerated() {
            let sectionPath = "\(path).sections[\(sectionIndex)]"
            for (key, written) in [
                ("header", section.header != nil), ("footer", section.footer != nil),
                ("headerHeight", section.headerHeight != nil),
            ] where written {
                throw error(
                    at: "\(sectionPath).\(key)",
                    "a flow layout's section has no \(key); use collectionViewLayout: list for titled sections")
            }
            guard !section.rows.isEmpty else {
                throw error(at: "\(sectionPath).items", "a section needs at least one item")
            }
            var sizes: [Size] = []
            for (index, item) in section.rows.enumerated() {
                var itemSize = layout.itemSize
                if let height = item.height {
                    let at = "\(sectionPath).items[\(index)].height"
                    itemSize.height = try self.size(try positive(height, at: at), at: at)
                }
                if item.accessory != nil {
                    throw error(at: "\(sectionPath).items[\(index)].accessory", "a flow layout's cell has no accessory")
                }
                sizes.append(itemSize)
            }
            let placed = layout.frames(of: sizes, from: start, across: across)
            var rows: [Scene.Table.Row] = []
            for (index, item) in section.rows.enumerated() {
                let place = TablePlace(
                    frame: placed.frames[index], section: sectionIndex, row: index,
                    path: "\(sectionPath).items[\(index)]", tableID: tableID, tableWidth: size.width,
                    space: TableRowSpace(rootWidth: space.rootWidth, margin: margin))
                let (row, rowElements) = try self.row(item, at: place, layout: cells)
                rows.append(row)
                elements += rowElements
            }
            let band =
                vertical
                ? Rect(x: 0, y: start, width: size.width, height: 0)
                : Rect(x: start, y: 0, width: 0, height: size.height)
            laidOut.append(Scene.Table.Section(header: nil, headerFrame: band, rows: rows))
            start = placed.end
        }
        try count(
            elements.count, of: "elements", in: "a collection", limit: Scene.maximumElements, at: "\(path).sections")
        var table = Scene.Table(style: .plain, sections: laidOut, cellSideMargin: margin)
        table.collection = Scene.Table.CollectionView(layout: .flow, scrollDirection: layout.scrollDirection)
        let content = vertical ? Size(width: size.width, height: start) : Size(width: start, height: size.height)
        return (table, elements, content)
    }

    /// A `collection` element: laid out at its frame's size, or the root view's when constraints
    /// place it; its cells' labels and fields made its subviews, its content as big as its cells.
    func collectionElement(
        _ given: SceneDescription.Element, into element: inout Scene.Element, at path: String, rows: TableRowSpace
    ) throws(SceneError) {
        let size = given.hasFrame ? element.frame.size : Size(width: rows.rootWidth, height: rows.rootHeight)
        let laidOut = try collection(
            given.sections ?? [], layout: given.collection, style: given.style, size: size, space: rows, at: path,
            element: element.id)
        element.table = laidOut.table
        element.subviews = laidOut.elements.map(\.0)
        if !given.hasFrame {
            // Layout replaces it; the width makes the cells' flexible widths start from the cells'.
            element.frame = Rect(x: 0, y: 0, width: size.width, height: 0)
        }
        var withContent = given
        withContent.contentSize = laidOut.contentSize
        element.scroll = try scrollSettings(withContent, of: element, at: path)
    }
}
