import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene

/// What a table draws around its cells' content besides rows and headers: the footer titles
/// under sections and each cell's accessory at its trailing edge (`UITableViewCell.accessoryType`).
extension TableLook {
    /// A section's footer: small grey text lines from the cell's margin, under the last row.
    func footer(_ section: Scene.Table.Section) -> [Node] {
        let band = section.footerFrame
        let size = Scene.Table.Layout.footerFontSize
        let lines = Scene.Table.Layout.footerLines(section.footer, width: band.width, margin: table.cellSideMargin)
        return lines.enumerated().map { index, line in
            let baseline = band.minY + 7 + Scene.Table.Layout.footerLineHeight * Double(index + 1) - 3
            let text = Text(line, at: Point(x: band.minX + separatorInset, y: baseline), size: size)
            return .primitive(Primitive(.text(text), fill: palette.secondaryText))
        }
    }

    /// A row's accessory, centred on its height at the side margin from its trailing edge: a grey chevron
    /// (disclosure indicator), a tinted tick (checkmark) or a tinted circled "i" (detail button).
    func accessory(_ row: Scene.Table.Row) -> [Node] {
        let trailing = row.frame.maxX - separatorInset
        let midY = row.frame.midY
        switch row.accessory {
        case .none:
            return []
        case .disclosureIndicator:
            let points = [
                Point(x: trailing - 7, y: midY - 6.5), Point(x: trailing, y: midY),
                Point(x: trailing - 7, y: midY + 6.5),
            ]
            return [.primitive(Primitive(.polyline(points), stroke: Stroke(palette.secondaryText, width: 2)))]
        case .checkmark:
            let points = [
                Point(x: trailing - 14, y: midY), Point(x: trailing - 9, y: midY + 5),
                Point(x: trailing, y: midY - 6),
            ]
            return [.primitive(Primitive(.polyline(points), stroke: Stroke(palette.tint, width: 2)))]
        case .detailButton:
            let center = Point(x: trailing - 11, y: midY)
            let text = Text("i", at: Point(x: center.x, y: midY + 5), size: 15, weight: .bold, anchor: .middle)
            return [
                .primitive(Primitive(.circle(center: center, radius: 10.5), stroke: Stroke(palette.tint, width: 1.5))),
                .primitive(Primitive(.text(text), fill: palette.tint)),
            ]
        }
    }
}
