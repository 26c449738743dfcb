import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import KeySlideSimulation
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

/// A form in a scroll view that follows the keyboard, as KeePassium's storyboards build it: the
/// scroll view's bottom on the root's `keyboardLayoutGuide`, and the content view as wide as
/// the root view, a constraint from two levels down.
@Suite struct KeyboardGuideImportTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="810"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="300"/>
                                    <subviews>
                                        <textField opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                            <rect key="frame" x="20" y="200" width="350" height="34"/>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="field" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="f1"/>
                                        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="f2"/>
                                        <constraint firstItem="field" firstAttribute="top" secondItem="content" secondAttribute="top" constant="200" id="f3"/>
                                        <constraint firstAttribute="height" constant="300" id="f4"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s3"/>
                                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s4"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <keyboardLayoutGuide key="keyboard" id="kb"/>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                        <constraint firstItem="scroll" firstAttribute="bottom" secondItem="kb" secondAttribute="top" id="r4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="root" secondAttribute="width" id="r5"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func theKeyboardGuideAndTheRootViewAreNamedFromAnyDepth() throws {
        let document = try LayoutImporter.importLayout(data: Data(Self.xib.utf8), file: "Form.xib")
        let imported = try #require(document.screens.first).sceneDescription(
            deviceHint: document.device, target: ImportTarget(device: "iphone-se"))
        #expect(!imported.warnings.contains { $0.message.contains("left out") })
        let elements = imported.description.view.elementsInRoot.map(\.element)
        let scroll = try #require(elements.first { $0.type == "scroll" })
        #expect(scroll.constraints.map(\.text).contains("bottom == keyboard.top"))
        let content = try #require(scroll.subviews.first)
        #expect(content.constraints.map(\.text).contains("width == rootView.width"))
        // Laid out on an iPhone SE, 375 pt wide (the canvas is 390): 20 pt in from either side.
        let yaml = imported.yaml(source: "Form.xib", screen: "root")
        let scene = try SceneLoader.parse(yaml, fileName: "form.yaml", knownStrategies: ["none"])
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        let fieldID = try #require(elements.first { $0.type == "textField" }?.id)
        let field = try #require(recording.app.element(named: fieldID))
        #expect(recording.app.frame(of: field).width == 335)
    }
}
