import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import KeySlideSimulation
import Testing

/// Static table cells laid out with their content view's margins as UIKit gives them, and the
/// prototype cells a dynamic table leaves out said in the YAML: `StaticTable.storyboard`.
@Suite("Importing table cells")
struct TableCellImportTests {
    static func scene(_ name: String, device: String? = nil) throws -> ImportedScene {
        let document = try Fixture.document("StaticTable.storyboard")
        let screen = try #require(document.screen(named: name))
        return screen.sceneDescription(deviceHint: document.device, target: ImportTarget(device: device))
    }

    /// The root table's rows' subviews.
    static func rowViews(_ scene: ImportedScene) -> [SceneDescription.Element] {
        (scene.description.view.sections ?? []).flatMap(\.rows).flatMap { $0.subviews ?? [] }
    }

    @Test func constraintsToACellsMarginsUseTheCellsMargins() throws {
        let elements = Self.rowViews(try Self.scene("Server"))
        let field = try #require(TreeImportTests.element("url", in: elements))
        // 20 pt at the sides on a 393 pt phone, 11 above and below; the bottom one turned round.
        #expect(
            field.constraints.map(\.text) == [
                "top == superview.top + 11", "bottom == superview.bottom - 11", "trailing == superview.trailing - 20",
                "leading == superview.leading + 20",
            ])
    }

    @Test func narrowPhonesGetSixteenPointSides() throws {
        let elements = Self.rowViews(try Self.scene("Server", device: "iphone-se"))
        let field = try #require(TreeImportTests.element("url", in: elements))
        #expect(field.constraints.map(\.text).contains("leading == superview.leading + 16"))
        #expect(field.constraints.map(\.text).contains("top == superview.top + 11"))
    }

    @Test func theFieldIsAsTallAsXcodeLaysItOut() throws {
        let scene = try SceneMappingTests.checked(Self.scene("Server"))
        let app = Simulation.makeApp(for: scene)
        let field = try #require(app.element(named: "url"))
        let frame = app.convert(app.bounds(of: field), from: field, to: nil)
        // The cell is 44.33 tall as saved: 11 above and below leave the field 22.33. The
        // inset-grouped section of a 393 pt table is inset 20 pt from each side, as UIKit insets
        // it (Xcode saves the cell full width), and 20 at each side in the cell leave 313 of its 353.
        #expect(abs(frame.height - 22.33) < 0.5, "\(frame)")
        #expect(abs(frame.width - 313) < 0.5, "\(frame)")
        #expect(abs(frame.minX - 40) < 0.5, "\(frame)")
        // The controller's static table is a scene table, below the navigation bar.
        #expect(scene.view.kind == .table && scene.view.table?.style == .insetGrouped)
        #expect(frame.minY >= 59 + 44 + 55)
    }

    @Test func prototypeCellsAreACommentInTheYAML() throws {
        let scene = try Self.scene("Log")
        let yaml = scene.yaml(source: "StaticTable.storyboard", screen: "Log")
        #expect(yaml.contains("# UITableViewCell \"commitCell\"") || yaml.contains("# UITableViewCell commitCell"))
        #expect(yaml.contains("a prototype cell, a template the app's code fills in: not imported"))
        let document = try Fixture.document("StaticTable.storyboard")
        #expect(document.warnings.contains { $0.message.contains("prototype cell") })
    }
}
