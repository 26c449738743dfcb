import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit
import Testing

/// A table row's `subviews` (a custom cell), `accessory` and a section's `footer`: the cell made
/// an element holding the row's views, and the mistakes named with their place.
@Suite struct CustomCellSceneTests: SceneTextSuite {
    static let form = """
        device: iphone-8
        view:
          type: table
          sections:
            - footer: Stays on this device.
              rows:
                - accessory: disclosureIndicator
                  height: 60
                  subviews:
                    - type: view
                      id: box
                      constraints: ["left == margins.left", "right == margins.right", "top == margins.top", "bottom == margins.bottom"]
                      subviews:
                        - {type: textField, id: user, frame: [0, 0, 200, 30]}
                - {text: Sync, accessory: checkmark, subviews: []}
            - rows: [{text: Last}]
        """

    @Test func aRowWithSubviewsIsACellElementHoldingThem() throws {
        let scene = try parse(Self.form)
        let table = try #require(scene.view.table)
        let row = table.sections[0].rows[0]
        #expect(row.isElement && row.accessory == .disclosureIndicator && row.elementIDs == ["cell-0-0"])
        #expect(table.sections[0].rows[1].accessory == .checkmark)
        let cell = try #require(scene.view.element("cell-0-0"))
        #expect(cell.isTableCell && cell.kind == .view && cell.frame == Rect(x: 0, y: 35, width: 375, height: 60))
        #expect(cell.subviews.map(\.id) == ["box"] && cell.subviews[0].subviews.map(\.id) == ["user"])
        // A row's text in a custom cell is its text label, across the cell inside 16 pt margins.
        let label = try #require(scene.view.element("row-0-1"))
        #expect(label.frame == Rect(x: 16, y: 0, width: 343, height: 44))
        #expect(scene.view.element("cell-0-1")?.subviews.map(\.id) == ["row-0-1"])
    }

    @Test func aFooterAddsItsBandUnderTheSection() throws {
        let scene = try parse(Self.form)
        let sections = try #require(scene.view.table?.sections)
        // 35 gap, 60 + 44 rows, then one 16 pt footer line with 7 above and 5 below.
        #expect(sections[0].footer == "Stays on this device.")
        #expect(sections[0].footerFrame == Rect(x: 0, y: 139, width: 375, height: 28))
        #expect(sections[1].rows[0].frame.minY == 139 + 28 + 35)
        #expect(sections[1].footerFrame.height == 0)
    }

    @Test func mistakesAreNamedWithTheirPlace() {
        func row(_ text: String) -> String { "view: {type: table, sections: [{rows: [\(text)]}]}\n" }
        let both = fails(row("{field: {id: a}, subviews: [{type: label, id: b, frame: [0, 0, 9, 9]}]}"))
        #expect(both.contains("scene.yaml:1:") && both.contains("view.sections[0].rows[0].field: a row with subviews"))
        #expect(fails(row("{text: a, accessory: checkmak}")).contains("did you mean 'checkmark'?"))
        #expect(
            fails(row("{subviews: [{type: textField, id: a}]}"))
                .contains("view.sections[0].rows[0].subviews[0]: missing key 'frame'"))
        #expect(
            fails(
                row(
                    "{subviews: [{type: label, id: a, frame: [0, 0, 9, 9]}]}, {subviews: [{type: label, id: a, frame: [0, 0, 9, 9]}]}"
                )
            )
            .contains("view.sections[0].rows[1].subviews[0].id: duplicate id \"a\""))
        // A cell's views name only views in the same cell.
        let outside = fails(
            "view:\n  type: table\n  elements: [{type: label, id: top, frame: [0, 0, 9, 9]}]\n"
                + "  sections: [{rows: [{subviews: [{type: label, id: a, constraints: [\"top == top.bottom\", "
                + "\"left == superview.left\"]}]}]}]\n")
        #expect(outside.contains("view.sections[0].rows[0].subviews[0].constraints[0]"))
        #expect(fails(row("{text: a, accessory: 3}")).contains("view.sections[0].rows[0].accessory"))
        #expect(
            fails("view: {type: table, sections: [{footer: [a], rows: [{text: a}]}]}")
                .contains("view.sections[0].footer"))
    }
}
