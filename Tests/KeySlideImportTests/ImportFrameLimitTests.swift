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

    /// The fuzzer's second finding: a root view of no height (`-5`) made a root frame no scene
    /// has. A root of no size is the whole screen; a scroll view's content size is held within
    /// the limits too.
    @Test(arguments: ["0 0; 320 -5", "0 0; -1 480", "0 0; 0 0", "0 0; 1e308 -5", "5 5; 1e-300 -1e300"])
    func aRootOfNoSizeIsTheScreen(frame: String) throws {
        let dump = "<UIView: 0x1; frame = (\(frame))>\n | <UITextField: 0x2; frame = (20 40; 280 30)>\n"
        let scroll =
            "<UIScrollView: 0x1; frame = (0 0; 320 480); contentSize: {1e308, -7}>\n"
            + " | <UITextField: 0x2; frame = (20 40; 280 30)>\n"
        for text in [dump, scroll] {
            let document = try LayoutImporter.importLayout(data: Data(text.utf8), file: "root.txt")
            let screen = try #require(document.screens.first)
            let yaml = screen.sceneDescription(deviceHint: document.device).yaml(source: "root.txt", screen: screen.id)
            #expect(throws: Never.self, "\(frame)") {
                try SceneLoader.parse(yaml, fileName: "root.yaml", knownStrategies: StrategyCatalog.ids)
            }
        }
    }

    /// The fuzzer's fourth: a top toolbar `-5` high became a scene's toolbar height.
    @Test(arguments: ["-5", "0", "480", "1e308", "100000"])
    func aTopToolbarOfImpossibleHeightKeepsTheScenesOwn(height: String) throws {
        let dump =
            "<UIView: 0x1; frame = (0 0; 320 480)>\n | <UIToolbar: 0x2; frame = (0 0; 320 \(height))>\n"
            + " | <UITextField: 0x3; frame = (20 400; 280 30)>\n"
        let document = try LayoutImporter.importLayout(data: Data(dump.utf8), file: "bar.txt")
        let screen = try #require(document.screens.first)
        let yaml = screen.sceneDescription(deviceHint: document.device).yaml(source: "bar.txt", screen: screen.id)
        #expect(throws: Never.self, "\(height)") {
            try SceneLoader.parse(yaml, fileName: "bar.yaml", knownStrategies: StrategyCatalog.ids)
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

/// The import fuzzer's third finding: bytes that are not UTF-8 in an XIB's attribute name stopped
/// the process inside FoundationXML. Any such bytes, anywhere in an IB document, are now a
/// one-line error at their line.
@Suite("Import: IB documents that are not UTF-8")
struct ImportEncodingTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" @A="1">
            <objects>
                <view id="@B">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews><textField id="f" text="@C"><rect key="frame" x="0" y="400" width="300" height="30"/></textField></subviews>
                    <!-- @D -->
                </view>
            </objects>
        </document>

        """

    @Test func bytesThatAreNotUTF8AreRefusedAtTheirLine() throws {
        let sequences: [[UInt8]] = [
            [0xF5], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x82],
        ]
        for (marker, line) in [("@A", 2), ("@B", 4), ("@C", 6), ("@D", 7)] {
            for bad in sequences {
                var bytes = Array(Self.xib.utf8)
                let range = try #require(Self.xib.range(of: marker))
                let at = Self.xib.utf8.distance(from: Self.xib.startIndex, to: range.lowerBound)
                bytes.replaceSubrange(at..<(at + 2), with: bad + Array("x".utf8))
                #expect {
                    _ = try LayoutImporter.importLayout(data: Data(bytes), file: "odd.xib")
                } throws: { error in
                    let description = (error as? ImportError)?.description ?? ""
                    return description
                        == "odd.xib:\(line): bytes that are not UTF-8; Interface Builder documents are UTF-8 text"
                }
            }
        }
        // The same document in UTF-8 is read.
        let good = Self.xib.replacingOccurrences(of: "@", with: "é")
        #expect(throws: Never.self) { try LayoutImporter.importLayout(data: Data(good.utf8), file: "good.xib") }
    }
}
