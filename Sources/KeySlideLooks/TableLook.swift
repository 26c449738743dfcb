import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene

/// A table view drawn as UIKit draws its three styles: the background behind the rows, each
/// section's white rows with hairline separators, and the section headers, all in the table's
/// content coordinates so they scroll with the rows. The rows' labels and fields are ordinary
/// elements drawn on top, inside their cells.
///
/// Separators start at the cells' side layout margin (16 or 20 pt) and are full width at a grouped section's
/// edges; an inset-grouped section is one card with 10 pt corners (docs/facts.md §13.1). Colours are
/// the palette's: systemGroupedBackground behind grouped sections, secondarySystemGroupedBackground
/// rows (white in light mode), the opaque separator, grey header text.
struct TableLook {
    let table: Scene.Table
    let palette: Palette

    /// What fills the table view's bounds behind its content.
    var background: Color {
        table.style == .plain && table.collection?.layout != .flow ? palette.screen : palette.groupedBackground
    }

    /// Everything the table draws under its cells' elements, in content coordinates.
    func content() -> [Node] {
        table.sections.flatMap { section in
            header(section) + rows(section) + section.rows.flatMap(accessory) + footer(section)
        }
    }

    private func rows(_ section: Scene.Table.Section) -> [Node] {
        // A flow layout's cells are cards of their own, without separators (docs/facts.md §20.1).
        if table.collection?.layout == .flow {
            return section.rows.map { row in
                .primitive(Primitive(.rect(row.frame, cornerRadius: 10), fill: palette.groupedCell))
            }
        }
        let card = section.frame
        var nodes: [Node] = []
        switch table.style {
        case .plain:
            nodes.append(.primitive(Primitive(.rect(card, cornerRadius: 0), fill: palette.screen)))
        case .grouped:
            nodes.append(.primitive(Primitive(.rect(card, cornerRadius: 0), fill: palette.groupedCell)))
            nodes.append(separator(y: card.minY, from: card.minX, to: card.maxX))
            nodes.append(separator(y: card.maxY, from: card.minX, to: card.maxX))
        case .insetGrouped:
            nodes.append(.primitive(Primitive(.rect(card, cornerRadius: 10), fill: palette.groupedCell)))
        }
        // Between rows; a plain table also marks the end of its last row.
        let inner = table.style == .plain ? section.rows : Array(section.rows.dropLast())
        for row in inner {
            nodes.append(separator(y: row.frame.maxY, from: row.frame.minX + separatorInset, to: row.frame.maxX))
        }
        return nodes
    }

    private func header(_ section: Scene.Table.Section) -> [Node] {
        guard let title = section.header else { return [] }
        let band = section.headerFrame
        let x = band.minX + separatorInset
        switch table.style {
        case .plain:
            // A plain table's header is a grey bar with the title in bold.
            let size = 15.0
            let text = Text(
                TextMetrics.fitting(title, width: band.width - 2 * separatorInset, size: size, weight: .bold),
                at: Point(x: x, y: TextMetrics.centredBaseline(midY: band.midY, size: size)), size: size,
                weight: .bold)
            return [
                .primitive(Primitive(.rect(band, cornerRadius: 0), fill: palette.panel)),
                .primitive(Primitive(.text(text), fill: palette.text)),
            ]
        case .grouped, .insetGrouped:
            // Grouped headers are small grey capitals just above the section.
            let size = 13.0
            let string = TextMetrics.fitting(
                title.uppercased(), width: band.width - 2 * separatorInset, size: size)
            let text = Text(string, at: Point(x: x, y: band.maxY - 7), size: size)
            return [.primitive(Primitive(.text(text), fill: palette.secondaryText))]
        }
    }

    func separator(y: Double, from minX: Double, to maxX: Double) -> Node {
        .primitive(
            Primitive(.line(from: Point(x: minX, y: y), to: Point(x: maxX, y: y)), stroke: Stroke(palette.separator)))
    }

    /// Where separators and header titles start: the cells' side layout margin.
    var separatorInset: Double { table.cellSideMargin }
}
