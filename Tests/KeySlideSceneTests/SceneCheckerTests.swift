import KeySlideGeometry
import KeySlideScene
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// The description of the error checking `description` gives, or a note that it passed.
func checkFailure(_ description: SceneDescription, strategies: [String] = testStrategies) -> String {
    do {
        _ = try Scene.checked(description, name: "imported", knownStrategies: strategies)
        return "(checked without error)"
    } catch {
        #expect(error.file.isEmpty && error.line == nil && error.column == nil)
        return error.description
    }
}

/// Three text inputs and a label, as `formView` in SceneErrorTests, built from plain values.
let formElements = [
    SceneDescription.Element(type: "textField", id: "name", frame: Rect(x: 0, y: 0, width: 100, height: 30)),
    SceneDescription.Element(type: "textView", id: "email", frame: Rect(x: 0, y: 40, width: 100, height: 30)),
    SceneDescription.Element(type: "label", id: "title", frame: Rect(x: 0, y: 80, width: 100, height: 30)),
]

/// The checker used without YAML: what an importer gets.
@Suite struct SceneCheckerWithoutFiles {
    @Test func errorsNameThePlaceInTheSceneWithoutALine() {
        var elements = formElements
        elements.append(.init(type: "button", id: "go", frame: Rect(x: 0, y: 120, width: -100, height: 44)))
        #expect(
            checkFailure(SceneDescription(view: .init(elements: elements)))
                == "view.elements[3].frame[2]: width must be 0 or more, found -100")
    }

    @Test func namesAreLookedUpWithSuggestions() {
        #expect(
            checkFailure(SceneDescription(device: "iphone8", view: .init(elements: [])))
                == "device: unknown device 'iphone8'; did you mean 'iphone-8'? "
                + "`keyslide devices` lists the \(Device.all.count) presets")
        #expect(
            checkFailure(SceneDescription(view: .init(elements: []), strategies: ["none", "slide"]))
                == "strategies[1]: unknown strategy 'slide'; accepted strategies: sliding-sections, content-inset, none"
        )
        #expect(
            checkFailure(SceneDescription(settings: ["keyboardDurations": .number(0.3)], view: .init(elements: [])))
                .hasPrefix("settings: unknown setting 'keyboardDurations'; did you mean 'keyboardDuration'?"))
    }

    @Test func crossReferencesAreChecked() {
        let tapLabel = SceneDescription(
            view: .init(elements: formElements), timeline: [Scene.Action(time: 0.5, kind: .tap("title"))])
        #expect(
            checkFailure(tapLabel)
                == "timeline[0].tap: \"title\" is a label, not a text input (text inputs: name, email)")
        var twice = formElements
        twice.append(.init(type: "textField", id: "name", frame: Rect(x: 0, y: 120, width: 100, height: 30)))
        #expect(
            checkFailure(SceneDescription(view: .init(elements: twice)))
                == "view.elements[3].id: duplicate id \"name\" (already used by view.elements[0]); ids must be unique")
    }

    @Test func limitsGiveTheFilesMessagesWithNumbersAsWePrintThem() {
        #expect(
            checkFailure(SceneDescription(fps: 60, view: .init(elements: [])))
                == "fps: expected a whole number from 1 to 50, found 60")
        let late = SceneDescription(
            duration: 2, view: .init(elements: formElements),
            timeline: [Scene.Action(time: 0.5, kind: .tap("name")), Scene.Action(time: 2, kind: .dismiss)])
        #expect(
            checkFailure(late) == "timeline[1].at: 2 is not before the end of the scene (duration: 2); "
                + "every event must come before duration")
        #expect(
            checkFailure(SceneDescription(duration: .nan, view: .init(elements: [])))
                == "duration: must be a finite number, found NaN")
        #expect(
            checkFailure(
                SceneDescription(
                    keyboard: .init(curve: .number(16)), view: .init(elements: [])))
                == "keyboard.curve: expected a curve name (easeInOut, easeIn, easeOut, linear, keyboard) "
                + "or a whole number from 0 to 15, found 16")
    }

    @Test func uikitFactsBoundBarsAndPanes() {
        // The toolbar sits in the root view; the navigation bar below the status bar (iPhone 4: 460 pt).
        #expect(
            checkFailure(
                SceneDescription(
                    rootFrame: Rect(x: 0, y: 20, width: 320, height: 100), toolbar: .init(height: 100.5),
                    view: .init(elements: [])))
                == "toolbar.height: must be greater than 0 and less than 100 (the root view's height), found 100.5")
        #expect(
            checkFailure(
                SceneDescription(
                    device: "iphone-4", navigationBar: .init(height: 460), view: .init(elements: [])))
                == "navigationBar.height: must be greater than 0 and less than 460 "
                + "(the screen's height below the status bar), found 460")
        #expect(
            checkFailure(
                SceneDescription(
                    device: "iphone-5", splitView: .init(masterWidth: 200), view: .init(elements: [])))
                == "splitView: a split view needs the ipad device, not iphone-5; remove splitView or set device: ipad")
    }

    @Test func aSettingOfTheWrongKindIsNamed() {
        #expect(
            checkFailure(SceneDescription(settings: ["additiveAnimations": .number(1)], view: .init(elements: [])))
                == "settings.additiveAnimations: expected true or false, found 1")
    }

    @Test func emptyDescriptionTakesTheSameDefaultsAsTheSmallestFile() throws {
        let checked = try Scene.checked(SceneDescription(view: .init(elements: [])), name: "min", knownStrategies: [])
        #expect(checked == (try scene("view: {elements: []}", fileName: "min.yaml")))
        #expect(checked.device == Scene.defaultDevice)
        #expect(checked.profile == Scene.defaultProfile)
        #expect(checked.fps == Scene.defaultFPS)
        #expect(checked.duration == Scene.durationAfterLastEvent)
    }

    /// The example in docs/scene-files.md ("Scenes without a file"), as written there.
    @Test func documentedDescriptionChecks() throws {
        let description = SceneDescription(
            device: "iphone-4", navigationBar: .init(title: "Sign up"),
            view: .init(elements: [
                .init(type: "textField", id: "email", frame: Rect(x: 20, y: 300, width: 280, height: 31))
            ]),
            timeline: [Scene.Action(time: 0.3, kind: .tap("email"))])
        let scene = try Scene.checked(description, name: "sign-up", knownStrategies: testStrategies)
        #expect(scene.rootFrame == Rect(x: 0, y: 64, width: 320, height: 416))
        var wrong = description
        wrong.view.elements[0].frame.size.width = -100
        #expect(checkFailure(wrong) == "view.elements[0].frame[2]: width must be 0 or more, found -100")
    }

    /// The tests' scene builder fills in what a description leaves out the way the checker does.
    @Test func sceneBuilderTakesTheCheckersDefaults() throws {
        let description = SceneDescription(
            device: "ipad", profile: "ios17", orientation: "landscape", toolbar: .init(), splitView: .init(),
            view: .init(type: "scroll", elements: formElements),
            timeline: [Scene.Action(time: 0.5, kind: .tap("email"))])
        let built = SceneBuilder.scene(
            device: .iPad, profile: .iOS17, orientation: .landscape, toolbarHeight: Scene.defaultToolbarHeight,
            splitMasterWidth: Scene.defaultMasterWidth, kind: .scroll,
            elements: [
                Scene.Element(kind: .textField, id: "name", frame: Rect(x: 0, y: 0, width: 100, height: 30)),
                Scene.Element(kind: .textView, id: "email", frame: Rect(x: 0, y: 40, width: 100, height: 30)),
                Scene.Element(kind: .label, id: "title", frame: Rect(x: 0, y: 80, width: 100, height: 30)),
            ],
            timeline: [SceneBuilder.tap("email", at: 0.5)])
        #expect(try Scene.checked(description, name: "test", knownStrategies: []) == built)
    }

    @Test func fullDescriptionEqualsTheFullFile() throws {
        let description = SceneDescription(
            title: "Sign-up form", device: "ipad", profile: "ios7", orientation: "landscape", fps: 25, duration: 4,
            rootFrame: Rect(x: 301, y: 70, width: 723, height: 698),
            navigationBar: .init(height: 50, title: "Detail"), toolbar: .init(height: 40, title: "Tools"),
            splitView: .init(masterWidth: 300),
            keyboard: .init(height: 400, duration: 0.3, curve: .name("easeOut")),
            settings: [
                "keyboardCurveModel": .name("bezier"), "additiveAnimations": .flag(true),
                "scrollAnimationDuration": .number(0.5), "scrollAnimationCurve": .curve(.number(2)),
                "keyboardDuration": .number(0.9),
            ],
            view: .init(
                type: "scroll", contentSize: Size(width: 700, height: 1200),
                contentInset: EdgeInsets(top: 10, left: 0, bottom: 0.5, right: 0),
                elements: [
                    .init(
                        type: "label", id: "heading", frame: Rect(x: 20, y: 10, width: 200, height: 21),
                        text: "Sign up"),
                    .init(
                        type: "textField", id: "name", frame: Rect(x: 20, y: 40, width: 280, height: 31),
                        placeholder: "Name"),
                    .init(
                        type: "textView", id: "notes", frame: Rect(x: 20, y: 600, width: 280, height: 100),
                        text: "Hello"),
                    .init(
                        type: "button", id: "send_1", frame: Rect(x: 20, y: 720, width: 80, height: 44),
                        text: "Send"),
                ]),
            timeline: ValidScenes.expectedFull.timeline, strategies: ["content-inset", "none"])
        let checked = try Scene.checked(description, name: "full", knownStrategies: testStrategies)
        #expect(checked == ValidScenes.expectedFull)
        #expect(checked == (try scene(ValidScenes.fullYAML, fileName: "full.yaml")))
    }
}
