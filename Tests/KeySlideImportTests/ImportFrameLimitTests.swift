import Foundation
import KeySlideScene
import KeySlideSimulation
import Testing

@testable import KeySlideImport

/// A layout file may give any number as a frame; the import fuzzer's first finding was a view dump
/// with a label `1e308` wide, imported into a scene that did not load. A view whose frame is
/// beyond what a scene allows is now skipped with a reason, and what is written always loads.
@Suite("Import: frames beyond a scene's limits")
struct ImportFrameLimitTests {
    static func dump(label frame: String) -> String {
        """
        <UIView: 0x1; frame = (0 0; 320 480)>
         | <UITextField: 0x2; frame = (20 400; 280 30); text = 'kept'>
         | <UILabel: 0x3; frame = (\(frame)); text = 'odd'>

        """
    }

    @Test(arguments: [
        "0 0; 1e308 -5", "0 0; 1e308 20", "0 0; 100001 20", "0 0; 20 100000.5", "0 0; -1 20", "0 0; 20 -0.5",
        "100001 0; 20 20", "-100001 0; 20 20", "0 1e300; 20 20", "0 -1e300; 20 20", "0 0; 1.7976931348623157e308 1",
    ])
    func aViewBeyondTheLimitsIsSkippedAndTheSceneLoads(frame: String) throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.dump(label: frame).utf8), file: "odd.txt")
        let screen = try #require(document.screens.first)
        let imported = screen.sceneDescription(deviceHint: document.device)
        #expect(imported.description.view.elements.map(\.id).count == 1, "\(frame)")
        #expect(imported.skipped.contains { $0.reason.contains("beyond what a scene allows") }, "\(frame)")
        let yaml = imported.yaml(source: "odd.txt", screen: screen.id)
        #expect(throws: Never.self) {
            try SceneLoader.parse(yaml, fileName: "odd.yaml", knownStrategies: StrategyCatalog.ids)
        }
    }

    @Test(arguments: ["0 0; 100000 20", "-100000 0; 0 0", "0 100000; 20 100000"])
    func aViewAtTheLimitsIsKept(frame: String) throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.dump(label: frame).utf8), file: "edge.txt")
        let screen = try #require(document.screens.first)
        let imported = screen.sceneDescription(deviceHint: document.device)
        #expect(imported.description.view.elements.count == 2, "\(frame)")
    }
}
