import KeySlideScene
import Testing

/// The one-line description of the error reading `text` gives, or a note that it loaded.
func failure(_ text: String, fileName: String = "scene.yaml", strategies: [String] = testStrategies) -> String {
    do {
        _ = try SceneLoader.parse(text, fileName: fileName, knownStrategies: strategies)
        return "(loaded without error)"
    } catch {
        return error.description
    }
}

/// Checks that reading `text` fails with exactly `expected`, and that the message is one line.
func expectFailure(
    _ text: String, fileName: String = "scene.yaml", _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let description = failure(text, fileName: fileName)
    #expect(description == expected, sourceLocation: sourceLocation)
    let lineBreaks = description.filter(\.isNewline).count
    #expect(lineBreaks == 0, sourceLocation: sourceLocation)
}

/// Three text inputs and a label, for the timeline tests.
let formView = """
    view:
      elements:
        - {type: textField, id: name, frame: [0, 0, 100, 30]}
        - {type: textView, id: email, frame: [0, 40, 100, 30]}
        - {type: label, id: title, frame: [0, 80, 100, 30]}
    """

@Suite struct KeyErrors {
    @Test func unknownTopLevelKeySuggestsTheNearestOne() {
        expectFailure(
            """
            title: Form
            tittle: Oops
            view: {elements: []}
            """,
            "scene.yaml:2:1: unknown key 'tittle'; did you mean 'title'? accepted keys: title, device, profile, "
                + "orientation, appearance, bezel, fps, duration, rootFrame, navigationBar, toolbar, splitView, presentation, window, keyboard, "
                + "settings, "
                + "view, timeline, strategies, safeArea, libraries, tabBar, bottomToolbar, inputAccessory, expect")
    }

    @Test func unknownTopLevelKeyFarFromAnyNameGetsNoSuggestion() {
        expectFailure(
            "colour: red\nview: {elements: []}",
            "scene.yaml:1:1: unknown key 'colour'; accepted keys: title, device, profile, "
                + "orientation, appearance, bezel, fps, duration, rootFrame, navigationBar, toolbar, splitView, presentation, window, keyboard, "
                + "settings, "
                + "view, timeline, strategies, safeArea, libraries, tabBar, bottomToolbar, inputAccessory, expect")
    }

    @Test func unknownNestedKey() {
        expectFailure(
            """
            view:
              elements:
                - {type: label, id: a, frame: [0, 0, 10, 10], colour: red}
            """,
            "scene.yaml:3:51: view.elements[0]: unknown key 'colour'; accepted keys: type, id, frame, placeholder, "
                + "text, pin, borderStyle, returnKeyType, grows, maxHeight, onReturn, inputAccessory, subviews, "
                + "arrangedSubviews, constraints, autoresizing, clipsToBounds, hidden, background, contentSize, "
                + "contentInset, contentInsetAdjustmentBehavior, keyboardDismissMode, class, axis, spacing, alignment, "
                + "distribution, style, sections, intrinsicSize, hugging, compressionResistance, collectionViewLayout, "
                + "itemSize, estimatedItemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, scrollDirection"
        )
    }

    @Test func elementMissingId() {
        expectFailure(
            """
            view:
              elements:
                - type: textField
                  frame: [0, 0, 100, 30]
            """,
            "scene.yaml:3:7: view.elements[0]: missing key 'id'; an element needs type, id and frame")
    }

    @Test func missingView() {
        expectFailure(
            "title: Empty\n",
            "scene.yaml:1:1: missing key 'view'; a scene needs a 'view' with its 'elements'")
    }

    @Test func duplicateKeyInAMapping() {
        expectFailure(
            """
            fps: 10
            view: {elements: []}
            fps: 20
            """,
            "scene.yaml:1:1: duplicate key 'fps'; each key may appear only once in a mapping")
    }

    @Test func emptyFile() {
        expectFailure("", "scene.yaml: the file is empty; a scene needs at least a 'view' with 'elements'")
    }

    @Test func topLevelList() {
        expectFailure(
            "- view\n",
            "scene.yaml:1:1: expected a mapping with keys title, device, profile, orientation, appearance, bezel, fps, "
                + "duration, "
                + "rootFrame, navigationBar, toolbar, splitView, presentation, window, keyboard, settings, view, timeline, strategies, "
                + "safeArea, libraries, tabBar, bottomToolbar, inputAccessory, expect, found a list of 1 item")
    }
}

@Suite struct SyntaxErrors {
    @Test func yamlSyntaxError() {
        expectFailure(
            """
            title: Form
              device: ipad
            view: {elements: []}
            """,
            "scene.yaml:2:9: invalid YAML: mapping values are not allowed in this context")
    }

    @Test func yamlUnclosedFlowList() {
        expectFailure(
            "view: {elements: [}\n",
            "scene.yaml:1:19: invalid YAML: did not find expected node content (while parsing a flow node that "
                + "started at 1:19)"
        )
    }

    @Test func twoDocuments() {
        expectFailure(
            "view: {elements: []}\n---\nview: {elements: []}\n",
            "scene.yaml:2:1: invalid YAML: a second document starts here; a scene file holds exactly one")
    }

    @Test func invalidJSON() {
        expectFailure(
            """
            {
              "title": "Form"
              "view": {"elements": []}
            }
            """,
            fileName: "scene.json",
            "scene.json:3:3: not valid JSON: invalid value; a .json scene must be strict JSON (use .yaml for YAML)")
    }

    @Test func yamlInAJSONFile() {
        expectFailure(
            "view: {elements: []}", fileName: "scene.json",
            "scene.json:1:1: not valid JSON: invalid value; a .json scene must be strict JSON (use .yaml for YAML)")
    }

    @Test func jsonErrorsKeepTheirPlace() {
        expectFailure(
            #"{"view": {"elements": [{"type": "label", "id": "a", "frame": [0, 0, -5, 1]}]}}"#,
            fileName: "form.json",
            "form.json:1:69: view.elements[0].frame[2]: width must be 0 or more, found -5")
    }

    @Test func unsupportedExtension() {
        expectFailure(
            "view: {elements: []}", fileName: "scene.txt",
            "scene.txt: unsupported file extension '.txt'; scene files end in .yaml, .yml or .json")
    }

    @Test func noExtension() {
        expectFailure(
            "view: {elements: []}", fileName: "Samples/scene",
            "Samples/scene: the file name has no extension; scene files end in .yaml, .yml or .json")
    }
}

@Suite struct ErrorDescriptions {
    @Test func partsAreLeftOutWhenUnknown() {
        #expect(SceneError(file: "a.yaml", message: "m").description == "a.yaml: m")
        #expect(SceneError(file: "a.yaml", path: "fps", line: 3, message: "m").description == "a.yaml:3: fps: m")
        #expect(
            SceneError(file: "a.yaml", path: "fps", line: 3, column: 6, message: "m").description
                == "a.yaml:3:6: fps: m")
    }

    @Test func lineBreaksNeverReachTheDescription() {
        let error = SceneError(file: "odd\nname.yaml", path: "title", line: 1, column: 8, message: "two\nlines")
        #expect(error.description == "odd name.yaml:1:8: title: two lines")
    }

    @Test func quotedValuesAreEscaped() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 1, tap: "a\\nb"}
                """,
            "scene.yaml:7:18: timeline[0].tap: no element has id \"a\\nb\" (text inputs: name, email)")
    }
}
