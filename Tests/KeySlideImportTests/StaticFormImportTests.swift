import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import KeySlideSimulation
import Testing

/// A static table view below a header, as a scene `table`: its style, sections with their
/// titles, each cell a row with its height, accessory and content laid out by the cell's
/// margins, where Xcode saved it: `StaticForm.storyboard` (written for these tests).
@Suite("Importing a static table")
struct StaticFormImportTests {
    static func scene(device: String? = nil) throws -> ImportedScene {
        let document = try Fixture.document("StaticForm.storyboard")
        let screen = try #require(document.screen(named: "Profile"))
        return screen.sceneDescription(deviceHint: document.device, target: ImportTarget(device: device))
    }

    @Test func theTableKeepsItsStyleSectionsAndRows() throws {
        let elements = try Self.scene().description.view.elements
        let table = try #require(TreeImportTests.element("profile", in: elements))
        #expect(table.type == "table" && table.style == "grouped" && table.subviews.isEmpty)
        let sections = try #require(table.sections)
        #expect(sections.map(\.header) == ["Name", nil])
        #expect(sections.map(\.footer) == ["Shown to your contacts.", nil])
        // The first cell starts 55.5 down; the second section's gap is what is left after the
        // first cell and the footer's one line (28 pt): 160 − 105.5 − 28.
        #expect(sections.map(\.headerHeight) == [55.5, 26.5])
        // The table's rowHeight 50, then the cell's own 44.
        #expect(sections.flatMap(\.rows).map(\.height) == [50, 44])
        #expect(sections.flatMap(\.rows).map(\.accessory) == [nil, "disclosureIndicator"])
        #expect(sections[0].rows[0].subviews?.map(\.id) == ["firstLabel", "first"])
        let field = try #require(sections[0].rows[0].subviews?.last)
        #expect(field.constraints.map(\.text).contains("leading == firstLabel.trailing + 8"))
        #expect(field.constraints.map(\.text).contains("top == superview.top + 11"))
    }

    @Test func theFieldSitsInItsCellWhereXcodeSavedIt() throws {
        let scene = try SceneMappingTests.checked(Self.scene())
        let app = Simulation.makeApp(for: scene)
        let field = try #require(app.element(named: "first"))
        let cell = try #require(app.superview(of: field))
        #expect(app[cell].kind == .tableCell && app[cell].name == "profile-cell-0-0")
        // 16 pt margin, an 80 pt label and 8 pt; 11 above and below in a 50 pt row: Xcode's
        // [104, 11, 255, 28] on its 375 pt canvas.
        let inCell = app.convert(app.bounds(of: field), from: field, to: cell)
        expectFrame(inCell, 104, 11, 255, 28)
        let table = try #require(app.superview(of: cell))
        #expect(app[table].name == "profile" && app[table].className == "UITableView")
        let tableElement = try #require(scene.view.element("profile"))
        let laidOut = try #require(tableElement.table)
        #expect(laidOut.sections.flatMap(\.rows).map(\.frame.minY) == [55.5, 160])
    }

    @Test func theYAMLReadsBackAsTheSameTable() throws {
        let imported = try Self.scene()
        let yaml = imported.yaml(source: "StaticForm.storyboard", screen: "Profile")
        #expect(yaml.contains("accessory: disclosureIndicator") && yaml.contains("footer: \"Shown to your contacts.\""))
        let read = try SceneLoader.parse(yaml, fileName: "profile.yaml", knownStrategies: StrategyCatalog.ids)
        #expect(read.view.element("profile")?.table?.sections.count == 2)
        #expect(yaml.contains("tap: first"))
    }
}
