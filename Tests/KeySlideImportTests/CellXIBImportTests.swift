import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import Testing

/// A cell XIB as Xcode 8 saved it, the shape several unseen apps' files had: frames as
/// `<frame key="frameInset">`, a text-style font without a point size, and a constraint IB wrote
/// on the content view with the content view first (`trailing = field.trailing + 16`).
@Suite struct CellXIBImportTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" rowHeight="45" id="cell-1" customClass="NameCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="45"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content-1">
                        <frame key="frameInset" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" misplaced="YES" text="Nickname" translatesAutoresizingMaskIntoConstraints="NO" id="label-1">
                                <frame key="frameInset" minX="8" minY="12" width="60" height="20"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                            </label>
                            <textField opaque="NO" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="field-1">
                                <frame key="frameInset" minX="91" minY="8" width="221" height="28"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label-1" firstAttribute="leading" secondItem="content-1" secondAttribute="leading" constant="16" id="k1"/>
                            <constraint firstItem="label-1" firstAttribute="centerY" secondItem="content-1" secondAttribute="centerY" id="k2"/>
                            <constraint firstAttribute="trailing" secondItem="field-1" secondAttribute="trailing" constant="16" id="k3"/>
                            <constraint firstAttribute="bottom" secondItem="field-1" secondAttribute="bottom" constant="7" id="k4"/>
                            <constraint firstItem="field-1" firstAttribute="top" secondItem="content-1" secondAttribute="top" constant="7" id="k5"/>
                            <constraint firstItem="field-1" firstAttribute="leading" secondItem="label-1" secondAttribute="trailing" constant="8" id="k6"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    static func imported() throws -> ImportedScene {
        let document = try LayoutImporter.importLayout(data: Data(Self.xib.utf8), file: "NameCell.xib")
        return try #require(document.screens.first).sceneDescription(deviceHint: document.device)
    }

    @Test func frameInsetsAreFrames() throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.xib.utf8), file: "NameCell.xib")
        let screen = try #require(document.screens.first)
        let frames = Dictionary(
            uniqueKeysWithValues: screen.allViews.compactMap { view in
                view.sourceID.map { ($0, view.frame) }
            })
        #expect(frames["field-1"] == Rect(x: 91, y: 8, width: 221, height: 28))
        #expect(frames["label-1"] == Rect(x: 8, y: 12, width: 60, height: 20))
        #expect(!document.warnings.contains { $0.message.contains("no <rect") })
    }

    @Test func aConstraintFromTheSuperviewIsWrittenOnTheSubview() throws {
        let elements = try Self.imported().description.view.elementsInRoot.map(\.element)
        let content = try #require(elements.first)
        #expect(content.constraints.isEmpty)  // it keeps its autoresizing: the cell sizes it
        let field = try #require(elements.first { $0.type == "textField" })
        #expect(
            field.constraints.map(\.text) == [
                "trailing == superview.trailing - 16", "bottom == superview.bottom - 7", "top == superview.top + 7",
                "leading == label1.trailing + 8",
            ])
    }

    /// A misplaced label's size comes from its text style's size at the default Dynamic Type
    /// setting: footnote is 13 pt, so "Nickname" is 8 × 0.55 × 13 = 57.2 → 58 pt wide.
    @Test func aTextStyleGivesTheFontSize() throws {
        let elements = try Self.imported().description.view.elementsInRoot.map(\.element)
        let label = try #require(elements.first { $0.type == "label" })
        #expect(label.intrinsicSize == Size(width: 58, height: 16))
    }
}
