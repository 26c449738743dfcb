import Foundation
import KeySlideGeometry
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation
import Testing

@testable import KeySlideImport

/// Every screen of every fixture as a scene: checked by the one checker, placed where the file
/// places it, written as YAML that reads back into the same scene, and rendered under every
/// strategy.
@Suite struct SceneMappingTests {
    /// Every screen of every fixture, with its document.
    static func screens() throws -> [(file: String, document: ImportedDocument, screen: ImportedScreen)] {
        try Fixture.all.flatMap { name in
            let document = try Fixture.document(name)
            return document.screens.map { (name, document, $0) }
        }
    }

    static func checked(_ imported: ImportedScene, name: String = "imported") throws -> Scene {
        try Scene.checked(imported.description, name: name, knownStrategies: StrategyCatalog.ids)
    }

    @Test func everyScreenChecksAndKeepsTheFilesFrames() throws {
        let all = try Self.screens()
        #expect(all.count == 10)
        for (file, document, screen) in all {
            let imported = screen.sceneDescription(deviceHint: document.device, target: ImportTarget(savedFrames: true))
            let scene = try Self.checked(imported)
            // Elements are in the scene view's coordinates: the root's, or the scroll view's content.
            let scroller = SceneMapping.scrollContainer(in: screen.root)
            #expect(scene.view.kind == (scroller == nil ? .plain : .scroll), "\(file)")
            let origin =
                scroller.map {
                    Point(x: $0.absoluteFrame.minX - $0.contentOffset.x, y: $0.absoluteFrame.minY - $0.contentOffset.y)
                } ?? .zero
            let shown = screen.allViews.filter { view in
                SceneMapping.elementType(of: view.kind) != nil && !view.isHidden
                    && (scroller?.flattened.contains(view) ?? true)
            }
            #expect(scene.view.elements.count == shown.count, "\(file) \(screen.id)")
            for view in shown {
                let id = view.id.replacingOccurrences(of: " ", with: "-")
                let element = try #require(scene.view.element(id), "\(file): no element \(id)")
                let cannotFocus = view.layout.isInteractionDisabled || view.layout.isNotEditable
                if cannotFocus, view.kind == .textField || view.kind == .textView {
                    #expect(element.kind == .label)  // drawn, never focused (TreeImportTests)
                    continue
                }
                #expect(element.kind.rawValue == SceneMapping.elementType(of: view.kind))
                let frame = element.frame
                expectFrame(
                    Rect(
                        x: frame.minX + origin.x, y: frame.minY + origin.y, width: frame.width,
                        height: frame.height),
                    view.absoluteFrame.minX, view.absoluteFrame.minY, view.frame.width, view.frame.height)
                // An input's empty text is no text, so the placeholder shows.
                let isInput = view.kind == .textField || view.kind == .textView
                let emptied = isInput && view.text == "" ? nil : view.text
                let text = element.kind == .box ? SceneMapping.boxName(view) : emptied
                #expect(element.placeholder == view.placeholder && element.text == text)
            }
            // The root view sits where the file puts it (cut to the preset's screen).
            let rootOrigin = Point(
                x: screen.root.frame.minX + (scroller?.absoluteFrame.minX ?? 0),
                y: screen.root.frame.minY + (scroller?.absoluteFrame.minY ?? 0))
            #expect(scene.rootFrame.origin == rootOrigin, "\(file)")
        }
    }

    @Test func loginStoryboardBecomesAPlainSceneUnderANavigationBar() throws {
        let document = try Fixture.document("Login.storyboard")
        let imported = try document.chosenScreen(named: nil).sceneDescription(
            deviceHint: document.device, target: ImportTarget(savedFrames: true))
        let scene = try Self.checked(imported)
        #expect(scene.device.name == "iphone-8" && scene.orientation == .portrait)
        #expect(scene.navigationBar?.title == "Sign In" && scene.toolbar == nil)
        #expect(scene.rootFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(
            scene.view.elements.map(\.id) == [
                "imageView1", "rememberSwitch", "label1", "emailField", "passwordField", "signInButton",
            ])
        // The image view and the switch are boxes named by their class, drawn first (underneath); the
        // fields keep their return keys.
        #expect(scene.view.elements.filter { $0.kind == .box }.map(\.text) == ["UIImageView", "UISwitch"])
        #expect(scene.view.element("emailField")?.returnKeyType == .next)
        #expect(scene.view.element("passwordField")?.returnKeyType == .go)
        #expect(scene.view.element("emailField")?.borderStyle == nil)  // roundedRect, the drawing's default
        #expect(
            scene.timeline == [
                Scene.Action(time: 0.4, kind: .tap("emailField")),
                Scene.Action(time: 1.6, kind: .returnKey),
                Scene.Action(time: 2.8, kind: .dismiss),
            ])
        #expect(scene.strategies == nil)
        #expect(imported.skipped.isEmpty)
        #expect(imported.notes.first == "Interface Builder device retina4_7, root view 375 × 667 → iphone-8")
    }

    @Test func scrollFormScrollsAndReturnsThroughItsInputsInReadingOrder() throws {
        let document = try Fixture.document("ScrollForm.xib")
        let scene = try Self.checked(
            document.screens[0].sceneDescription(deviceHint: document.device, target: ImportTarget(savedFrames: true)))
        #expect(scene.view.kind == .scroll && scene.view.contentSize == Size(width: 320, height: 760))
        #expect(scene.timeline.map(\.kind) == [.tap("firstName"), .returnKey, .returnKey, .dismiss])
        #expect(scene.timeline.map(\.time) == [0.4, 1.6, 2.8, 4])
    }

    @Test func aDumpsScrollViewDeepInsideTheWindowIsTheScenesView() throws {
        let document = try Fixture.document("LoginDump.txt")
        let imported = document.screens[0].sceneDescription(
            deviceHint: document.device, target: ImportTarget(savedFrames: true))
        let scene = try Self.checked(imported)
        #expect(scene.view.kind == .scroll && scene.rootFrame == Rect(x: 0, y: 64, width: 375, height: 603))
        // Content coordinates: the dump's frames inside the scroll view, whatever it was scrolled to.
        #expect(scene.view.element("textField2")?.frame == Rect(x: 20, y: 700, width: 335, height: 34))
        #expect(imported.notes.contains { $0.contains("scrolled to y = 120") })
        #expect(scene.view.contentInset == .zero)  // it starts below the bars: nothing to inset
    }

    @Test func aTableUnderTheBarsIsInsetAsUIKitInsetsIt() throws {
        let document = try Fixture.document("Tabs.storyboard")
        let settings = try document.chosenScreen(named: "Settings")
        let scene = try Self.checked(
            settings.sceneDescription(deviceHint: document.device, target: ImportTarget(savedFrames: true)))
        // The table fills the screen from y = 0; the status bar (20) and navigation bar (44) cover its top.
        #expect(scene.rootFrame.minY == 0)
        // iOS 17's safe area insets the content by what the bars cover; the scene adds no inset of its
        // own, so on screen the first row sits where the app shows it: 64 pt below the file's y.
        #expect(scene.view.contentInset == .zero)
        let app = Simulation.makeApp(for: scene)
        let username = try #require(app.element(named: "Username"))
        #expect(app.convert(app.bounds(of: username), from: username, to: nil).minY == 106 + 64)
        #expect(scene.view.element("Username")?.frame.minY == 106)  // content coordinates, as the file saves them
        // The screen sits in a tab bar controller: the scene draws its tab bar, with the file's tabs.
        #expect(scene.bottomBar?.kind == .tabBar)
        #expect(scene.bottomBar?.items == settings.tabBar?.items)
        #expect(!(settings.tabBar?.items.isEmpty ?? true))
    }

    @Test func devicesGoToTheNearestPreset() {
        func preset(_ id: String?, _ width: Double, _ height: Double, _ orientation: ImportedOrientation = .portrait)
            -> String
        {
            SceneMapping.device(for: id, rootSize: Size(width: width, height: height), orientation: orientation)
                .preset.name
        }
        #expect(preset("retina3_5", 320, 480) == "iphone-4")
        #expect(preset("retina4", 320, 568) == "iphone-5")
        #expect(preset("retina4_7", 375, 667) == "iphone-8")
        #expect(preset("retina5_8", 375, 812) == "iphone-x")
        #expect(preset("retina6_1", 414, 896) == "iphone-11")  // the root's size: an XR-era file
        #expect(preset("retina6_1", 390, 844) == "iphone-12")  // the id's screen since the iPhone 12
        #expect(preset("retina6_12", 393, 852) == "iphone-15")  // a tie: the older preset wins
        #expect(preset("retina5_9", 600, 600) == "iphone-x")  // a size-class canvas: the id's screen
        #expect(preset("retina3_5", 320, 460) == "iphone-4")  // below the status bar: the id's screen
        #expect(preset("ipad10_2", 810, 1080) == "ipad")
        #expect(preset(nil, 320, 460) == "iphone-4")
        #expect(preset("someFutureDevice", 812, 375, .landscape) == "iphone-x")
    }

    @Test func theWrittenYAMLReadsBackIntoTheSameScene() throws {
        for (file, document, screen) in try Self.screens() {
            let imported = screen.sceneDescription(deviceHint: document.device)
            let yaml = imported.yaml(source: file, screen: screen.id)
            let read = try SceneLoader.parse(yaml, fileName: "imported.yaml", knownStrategies: StrategyCatalog.ids)
            // A constraint read from the file names its line there; one checked from the description, its path.
            let expected = Self.withoutPlaces(try Self.checked(imported))
            #expect(Self.withoutPlaces(read) == expected, "\(file) \(screen.id)\n\(yaml)")
        }
    }

    static func withoutPlaces(_ scene: Scene) -> Scene {
        func cleared(_ element: Scene.Element) -> Scene.Element {
            var element = element
            for index in element.constraints.indices { element.constraints[index].place = "" }
            element.subviews = element.subviews.map(cleared)
            return element
        }
        var scene = scene
        scene.view.elements = scene.view.elements.map(cleared)
        return scene
    }

    @Test func textThatYAMLWouldMisreadIsQuoted() throws {
        let texts = [
            "yes", "12", "a: b", "# not a comment", "line\nbreak", "tab\there", "\"quoted\" \\ back",
            "null", "Café ☕︎ 🍵", "\u{7}bell", "",
        ]
        for text in texts {
            var description = SceneDescription(
                view: .init(elements: [
                    .init(type: "label", id: "null", frame: Rect(x: 0, y: 0, width: 10, height: 10), text: text)
                ]))
            description.title = text
            let yaml = ImportedScene(description: description).yaml(source: "x", screen: "y")
            let read = try SceneLoader.parse(yaml, fileName: "t.yaml", knownStrategies: [])
            #expect(read.title == text && read.view.elements.first?.text == text && read.view.elements[0].id == "null")
        }
    }

    @Test func everyImportRendersUnderEveryStrategy() throws {
        for (file, document, screen) in try Self.screens() {
            let scene = try Self.checked(screen.sceneDescription(deviceHint: document.device), name: screen.id)
            var recordings: [Recording] = []
            for type in StrategyCatalog.all {
                let recording = try #require(Simulation.run(scene, strategyID: type.id))
                recordings.append(recording)
                let drawing = Renderer.drawing(of: recording, settings: RenderSettings())
                let svg = SVGText.of(try Renderer.render(drawing, as: .animatedSVG, scale: 1, fps: 10))
                #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"), "\(file) \(type.id)")
                #expect(!SVGText.hasNaN(svg), "\(file) \(type.id)")
            }
            let comparison = Renderer.comparisonDrawing(of: recordings, settings: RenderSettings())
            let svg = SVGText.of(try Renderer.render(comparison, as: .animatedSVG, scale: 1, fps: 10))
            #expect(!SVGText.hasNaN(svg), "\(file) comparison")
        }
    }
}

enum SVGText {
    static func of(_ picture: RenderedPicture) -> String {
        guard case .file(let bytes) = picture else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A `nan` or `inf` number anywhere (as Swift prints them), not a word that contains the letters.
    static func hasNaN(_ svg: String) -> Bool {
        svg.range(of: #"(^|[^A-Za-z])-?(nan|inf)([^A-Za-z]|$)"#, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
