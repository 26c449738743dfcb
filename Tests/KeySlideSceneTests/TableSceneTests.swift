import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit
import Testing

/// `view: {type: table}`: rows laid out into cells, labels and fields made into elements, and the
/// mistakes a person makes in one named with their place.
@Suite struct TableSceneTests: SceneTextSuite {
    static let form = """
        device: iphone-8
        view:
          type: table
          style: STYLE
          sections:
            - rows:
                - {text: Name, field: {id: name, placeholder: Jane}}
                - {text: Notes, field: {type: textView, id: notes}, height: 88}
            - header: Account
              rows:
                - {text: Signed in}
        """

    func table(_ style: String) throws -> Scene {
        try parse(Self.form.replacingOccurrences(of: "STYLE", with: style))
    }

    @Test func groupedRowsStackUnderTheirSectionGaps() throws {
        let scene = try table("grouped")
        let table = try #require(scene.view.table)
        #expect(scene.view.kind == .table && scene.view.kind.scrolls)
        // 35 pt above an untitled grouped section, 50 above a titled one, 35 after the last.
        let rows = table.sections.flatMap(\.rows).map(\.frame)
        #expect(
            rows == [
                Rect(x: 0, y: 35, width: 375, height: 44), Rect(x: 0, y: 79, width: 375, height: 88),
                Rect(x: 0, y: 217, width: 375, height: 44),
            ])
        #expect(scene.view.contentSize == Size(width: 375, height: 217 + 44 + 35))
        #expect(table.sections.map(\.header) == [nil, "Account"])
        #expect(table.row(containing: "notes")?.name == "cell-0-1")
    }

    @Test func labelsAndFieldsBecomeElementsInsideTheirRows() throws {
        let scene = try table("grouped")
        let elements = scene.view.elements
        #expect(elements.map(\.id) == ["name-label", "name", "notes-label", "notes", "row-1-0"])
        #expect(elements.map(\.kind) == [.label, .textField, .label, .textView, .label])
        // The label takes a 100 pt column after the 16 pt margin; the field the rest, 4 pt in.
        #expect(scene.view.element("name-label")?.frame == Rect(x: 16, y: 35, width: 100, height: 44))
        #expect(scene.view.element("name")?.frame == Rect(x: 124, y: 39, width: 235, height: 36))
        #expect(scene.view.element("name")?.borderStyle == Scene.Element.BorderStyle.none)
        #expect(scene.view.element("row-1-0")?.frame == Rect(x: 16, y: 217, width: 343, height: 44))
    }

    @Test func insetGroupedRowsKeepTheMarginAndPlainTablesHaveNoGaps() throws {
        let inset = try table("insetGrouped")
        #expect(inset.view.table?.sections.first?.rows.first?.frame == Rect(x: 16, y: 35, width: 343, height: 44))
        let plain = try table("plain")
        // A plain table has no gap above an untitled section and a 28 pt bar above a titled one.
        #expect(plain.view.table?.sections.flatMap(\.rows).map(\.frame.minY) == [0, 44, 160])
        #expect(plain.view.contentSize.height == 204)
    }

    @Test func mistakesAreNamedWithTheirPlace() {
        #expect(fails("view: {style: plain, elements: []}").contains("view.style: only a table has style"))
        #expect(fails("view: {type: table}").contains("a table lists its sections"))
        #expect(
            fails("view: {type: table, style: insetGruoped, sections: [{rows: [{text: a}]}]}")
                .contains("did you mean 'insetGrouped'?"))
        #expect(
            fails("view: {type: table, sections: [{rows: []}]}")
                .contains("view.sections[0].rows: a section needs at least one row"))
        #expect(
            fails("view: {type: table, sections: [{rows: [{height: 50}]}]}")
                .contains("view.sections[0].rows[0]: a row needs text, a field (or both) or subviews"))
        #expect(
            fails("view: {type: table, sections: [{rows: [{field: {id: a, type: label}}]}]}")
                .contains("view.sections[0].rows[0].field.type: a row's field is a textField or a textView"))
        #expect(
            fails("view: {type: table, sections: [{rows: [{field: {id: a}}, {field: {id: a}}]}]}")
                .contains("view.sections[0].rows[1].field.id: duplicate id \"a\""))
        #expect(
            fails("view: {type: table, sections: [{rows: [{text: a, height: 0}]}]}")
                .contains("view.sections[0].rows[0].height: a row's height must be more than 0"))
        #expect(
            fails("view: {type: table, contentSize: [320, 900], sections: [{rows: [{text: a}]}]}")
                .contains("a table's content size follows its rows"))
    }

    @Test func stackIsForPlainViewsAndNamedLikeUIKit() throws {
        let scene = try parse("view: {stack: center, ignoresKeyboardSafeArea: true, elements: []}")
        #expect(scene.view.stack == .center && scene.view.ignoresKeyboardSafeArea)
        #expect(try parse("view: {elements: []}").view.stack == .top)
        #expect(fails("view: {type: scroll, stack: bottom, elements: []}").contains("only a plain view has stack"))
        #expect(fails("view: {stack: centre, elements: []}").contains("did you mean 'center'?"))
    }
}
