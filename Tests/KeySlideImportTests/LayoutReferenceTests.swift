import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// `view: {layout: FILE, scene: NAME}`: a scene file that reads its layout from a storyboard.
@Suite struct LayoutReferenceTests {
    /// A scene "file" next to the fixtures, so its layout paths are relative to them.
    static let sceneFile = Fixture.directory.appendingPathComponent("scene.yaml").path

    static func load(_ text: String, fileName: String = sceneFile) throws(SceneError) -> Scene {
        try SceneLoader.parse(
            text, fileName: fileName, knownStrategies: StrategyCatalog.ids, layouts: ImportedLayouts())
    }

    @Test func theLayoutFillsWhatTheFileLeavesOut() throws {
        let scene = try Self.load("view: {layout: Login.storyboard}")
        let document = try Fixture.document("Login.storyboard")
        let imported = try document.chosenScreen(named: nil).sceneDescription(deviceHint: document.device)
        #expect(scene == (try Scene.checked(imported.description, name: "scene", knownStrategies: StrategyCatalog.ids)))
    }

    @Test func storyboardIsAnotherNameForLayout() throws {
        let viaLayout = try Self.load("view: {layout: Login.storyboard}")
        #expect(try Self.load("view: {storyboard: Login.storyboard}") == viaLayout)
        #expect(throws: SceneError.self) {
            try Self.load("view: {storyboard: Login.storyboard, layout: Login.storyboard}")
        }
    }

    @Test func theLayoutsWarningsGoToTheCallerAndTheSceneStillLoads() throws {
        let collected = Collected()
        let layouts = ImportedLayouts(warn: { collected.add($0.warningLine) })
        _ = try SceneLoader.parse(
            "view: {layout: Login.storyboard}", fileName: Self.sceneFile, knownStrategies: StrategyCatalog.ids,
            layouts: layouts)
        let path = Fixture.url("Login.storyboard").path
        #expect(
            collected.lines == [
                "\(path):97: warning: viewControllerPlaceholder: a reference to Settings; "
                    + "import that storyboard to get its screens"
            ])
    }

    @Test func theFilesOwnKeysWinAndTheSceneIsChosenByName() throws {
        let scene = try Self.load(
            """
            title: Profile tab
            profile: ios11
            view: {layout: Tabs.storyboard, scene: Profile}
            timeline:
              - {at: 0.5, tap: cityField}
            strategies: [none, content-inset]
            """)
        #expect(scene.title == "Profile tab" && scene.profile.name == "ios11")
        #expect(scene.device.name == "iphone-5")  // from the storyboard
        // In its superview's coordinates, where the file saved it; layout places it from there.
        #expect(scene.view.element("cityField")?.frame == Rect(x: 88, y: 0, width: 200, height: 30))
        #expect(scene.timeline == [Scene.Action(time: 0.5, kind: .tap("cityField"))])
        #expect(scene.strategies == ["none", "content-inset"])
    }

    @Test func theScenesDeviceLaysTheLayoutOut() throws {
        let scene = try Self.load("view: {layout: Constraints.storyboard, scene: Sign Up}\ndevice: iphone-17-pro-max\n")
        #expect(scene.device.name == "iphone-17-pro-max")
        #expect(scene.rootFrame == Rect(x: 0, y: 0, width: 440, height: 956))
        #expect(scene.view.element("card")?.constraints.map(\.text).first == "leading == safeArea.leading + 16")
    }

    @Test func pathsAreRelativeToTheSceneFile() throws {
        let nested = Fixture.directory.appendingPathComponent("sub/scene.yaml").path
        let scene = try Self.load("view: {layout: ../ScrollForm.xib}", fileName: nested)
        #expect(scene.view.allElements.contains { $0.kind == .scroll })
    }

    @Test func errorsNameTheLayoutFileAndLine() throws {
        let missing = #expect(throws: SceneError.self) { try Self.load("view: {layout: Nope.storyboard}") }
        #expect(missing?.file == Fixture.directory.appendingPathComponent("Nope.storyboard").path)
        #expect(missing?.description.contains("cannot read the layout file \"Nope.storyboard\"") == true)

        let unknown = #expect(throws: SceneError.self) {
            try Self.load("view: {layout: Tabs.storyboard, scene: Nowhere}")
        }
        #expect(
            unknown?.description.hasSuffix("Tabs.storyboard: no screen \"Nowhere\"; screens: Settings, Profile")
                == true, "\(String(describing: unknown))")

        let folder = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view>\n</objects>"
            .write(toFile: folder.appendingPathComponent("Broken.xib").path, atomically: true, encoding: .utf8)
        let broken = #expect(throws: SceneError.self) {
            try Self.load("view: {layout: Broken.xib}", fileName: folder.appendingPathComponent("scene.yaml").path)
        }
        #expect(
            broken?.file == folder.appendingPathComponent("Broken.xib").path && broken?.line != nil,
            "\(String(describing: broken))")
    }

    @Test func theReferenceTakesOnlyItsOwnKeys() throws {
        let mixed = #expect(throws: SceneError.self) {
            try Self.load("view: {layout: Login.storyboard, elements: []}")
        }
        #expect(
            mixed?.path == "view" || mixed?.description.contains("elements") == true,
            "\(String(describing: mixed))")
        let withoutResolver = #expect(throws: SceneError.self) {
            try SceneLoader.parse(
                "view: {layout: Login.storyboard}", fileName: Self.sceneFile,
                knownStrategies: StrategyCatalog.ids)
        }
        #expect(withoutResolver?.description.contains("reads no layouts") == true)
    }
}

/// docs/scene-files.md's layout example loads against Samples/login.storyboard.
@Suite struct LayoutDocumentationTests {
    @Test func theDocumentedExampleLoads() throws {
        let root = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/scene-files.md"), encoding: .utf8)
        let block = try #require(docs.components(separatedBy: "```\n").first { $0.hasPrefix("title: Log in\n") })
        let yaml = try #require(block.components(separatedBy: "```").first)
        let scene = try SceneLoader.parse(
            yaml, fileName: root.appendingPathComponent("Samples/doc.yaml").path,
            knownStrategies: StrategyCatalog.ids, layouts: ImportedLayouts())
        #expect(scene.title == "Log in" && scene.device.name == "iphone-15")
        #expect(scene.view.allElements.contains { $0.kind == .scroll })
        #expect(scene.timeline.count == 2 && scene.view.element("emailField") != nil)
    }
}

/// Lines a `@Sendable` callback hands over, kept in order.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func add(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
