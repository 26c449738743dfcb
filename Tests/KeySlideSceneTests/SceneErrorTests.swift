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
                + "orientation, fps, duration, rootFrame, navigationBar, toolbar, splitView, keyboard, settings, "
                + "view, timeline, strategies, safeArea, libraries, tabBar, bottomToolbar, inputAccessory, expect")
    }

    @Test func unknownTopLevelKeyFarFromAnyNameGetsNoSuggestion() {
        expectFailure(
            "colour: red\nview: {elements: []}",
            "scene.yaml:1:1: unknown key 'colour'; accepted keys: title, device, profile, "
                + "orientation, fps, duration, rootFrame, navigationBar, toolbar, splitView, keyboard, settings, "
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
                + "text, pin, borderStyle, returnKeyType, grows, maxHeight, onReturn, inputAccessory"
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
            "scene.yaml:1:1: expected a mapping with keys title, device, profile, orientation, fps, duration, "
                + "rootFrame, navigationBar, toolbar, splitView, keyboard, settings, view, timeline, strategies, "
                + "safeArea, libraries, tabBar, bottomToolbar, inputAccessory, expect, found a list of 1 item")
    }
}

@Suite struct ElementErrors {
    @Test func duplicateId() {
        expectFailure(
            """
            view:
              elements:
                - {type: textField, id: name, frame: [0, 0, 100, 30]}
                - {type: textField, id: name, frame: [0, 40, 100, 30]}
            """,
            "scene.yaml:4:29: view.elements[1].id: duplicate id \"name\" (already used by view.elements[0]); ids "
                + "must be unique"
        )
    }

    @Test func idWithSpaces() {
        expectFailure(
            """
            view:
              elements:
                - {type: textField, id: "first name", frame: [0, 0, 100, 30]}
            """,
            "scene.yaml:3:29: view.elements[0].id: \"first name\" is not a valid id; use one or more ASCII "
                + "letters, digits, '-' and '_'"
        )
    }

    @Test func unknownElementType() {
        expectFailure(
            """
            view:
              elements:
                - {type: textfield, id: name, frame: [0, 0, 100, 30]}
            """,
            "scene.yaml:3:14: view.elements[0].type: unknown element type 'textfield'; did you mean 'textField'? "
                + "accepted: textField, textView, label, button, box")
    }

    @Test func negativeSize() {
        expectFailure(
            """
            view:
              elements:
                - {type: textField, id: name, frame: [0, 0, -100, 30]}
            """,
            "scene.yaml:3:49: view.elements[0].frame[2]: width must be 0 or more, found -100")
    }

    @Test func nanSize() {
        expectFailure(
            """
            view:
              elements:
                - {type: textField, id: name, frame: [0, 0, 100, .nan]}
            """,
            "scene.yaml:3:54: view.elements[0].frame[3]: must be a finite number, found .nan")
    }

    @Test func infiniteOrigin() {
        expectFailure(
            """
            view:
              elements:
                - {type: textField, id: name, frame: [-.inf, 0, 100, 30]}
            """,
            "scene.yaml:3:43: view.elements[0].frame[0]: must be a finite number, found -.inf")
    }

    @Test func frameWithThreeNumbers() {
        expectFailure(
            """
            view:
              elements:
                - {type: textField, id: name, frame: [0, 0, 100]}
            """,
            "scene.yaml:3:42: view.elements[0].frame: expected a list of 4 numbers [x, y, w, h], found a list of 3 "
                + "items"
        )
    }

    @Test func frameItemAsText() {
        expectFailure(
            """
            view:
              elements:
                - {type: textField, id: name, frame: [0, "10", 100, 30]}
            """,
            "scene.yaml:3:46: view.elements[0].frame[1]: expected a number, found the text \"10\"")
    }

    @Test func contentSizeOnAPlainView() {
        expectFailure(
            """
            view:
              contentSize: [320, 800]
              elements: []
            """,
            "scene.yaml:2:16: view.contentSize: only a scroll view has contentSize; add type: scroll to the view "
                + "or remove contentSize"
        )
    }

    @Test func negativeContentSize() {
        expectFailure(
            """
            view:
              type: scroll
              contentSize: [320, -1]
              elements: []
            """,
            "scene.yaml:3:22: view.contentSize[1]: height must be 0 or more, found -1")
    }

    @Test func elementsNotAList() {
        expectFailure(
            "view: {elements: name}",
            "scene.yaml:1:18: view.elements: expected a list of elements, found the text \"name\"")
    }

    @Test func textTraitsAreLookedUpWithSuggestions() {
        expectFailure(
            """
            view:
              elements:
                - {type: textField, id: a, frame: [0, 0, 10, 10], borderStyle: roundedrect}
            """,
            "scene.yaml:3:68: view.elements[0].borderStyle: unknown border style 'roundedrect'; "
                + "did you mean 'roundedRect'? accepted: none, line, bezel, roundedRect")
        expectFailure(
            """
            view:
              elements:
                - {type: textView, id: a, frame: [0, 0, 10, 10], returnKeyType: don}
            """,
            "scene.yaml:3:69: view.elements[0].returnKeyType: unknown return key type 'don'; did you mean 'done'? "
                + "accepted: default, go, google, join, next, route, search, send, yahoo, done, emergencyCall, "
                + "continue")
    }

    @Test func textTraitsBelongToTheirKinds() {
        expectFailure(
            """
            view:
              elements:
                - {type: textView, id: a, frame: [0, 0, 10, 10], borderStyle: line}
            """,
            "scene.yaml:3:67: view.elements[0].borderStyle: only a textField has borderStyle, not a textView")
        expectFailure(
            """
            view:
              elements:
                - {type: box, id: a, frame: [0, 0, 10, 10], returnKeyType: next}
            """,
            "scene.yaml:3:64: view.elements[0].returnKeyType: only a text input has returnKeyType, not a box")
        expectFailure(
            """
            view:
              keyboardDismissMode: onDrag
              elements: []
            """,
            "scene.yaml:2:24: view.keyboardDismissMode: only a scroll view has keyboardDismissMode; "
                + "add type: scroll to the view or remove keyboardDismissMode")
    }
}

@Suite struct TimelineErrors {
    @Test func tapNamingNoElement() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 0.5, tap: emial}
                """,
            "scene.yaml:7:20: timeline[0].tap: no element has id \"emial\" (text inputs: name, email)")
    }

    @Test func tapNamingALabel() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 0.5, tap: title}
                """,
            "scene.yaml:7:20: timeline[0].tap: \"title\" is a label, not a text input (text inputs: name, email)")
    }

    @Test func tapWhenTheViewHasNoTextInputs() {
        expectFailure(
            """
            view: {elements: [{type: button, id: go, frame: [0, 0, 80, 44]}]}
            timeline: [{at: 1, tap: go}]
            """,
            "scene.yaml:2:25: timeline[0].tap: \"go\" is a button, not a text input (the view has no text inputs)")
    }

    @Test func eventsOutOfOrder() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 1.5, tap: name}
                  - {at: 1.2, dismiss: true}
                """,
            "scene.yaml:8:10: timeline[1].at: 1.2 is earlier than the event before it (timeline[0] at 1.5); events "
                + "must be in time order"
        )
    }

    @Test func eventAtDuration() {
        expectFailure(
            "duration: 2\n" + formView + """

                timeline:
                  - {at: 0.5, tap: name}
                  - {at: 2, dismiss: true}
                """,
            "scene.yaml:9:10: timeline[1].at: 2 is not before the end of the scene (duration: 2); every event must "
                + "come before duration"
        )
    }

    @Test func eventAfterDuration() {
        expectFailure(
            "duration: 2\n" + formView + """

                timeline:
                  - {at: 2.5, tap: name}
                """,
            "scene.yaml:8:10: timeline[0].at: 2.5 is not before the end of the scene (duration: 2); every event "
                + "must come before duration"
        )
    }

    @Test func eventWithTwoActions() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 1, tap: name, dismiss: true}
                """,
            "scene.yaml:7:5: timeline[0]: more than one action (tap and dismiss); an event has exactly one of tap, "
                + "returnKey, dismiss, keyboardHeight, type, hardwareKeyboard, keyboardMode, scroll, dragKeyboard, "
                + "rotate"
        )
    }

    @Test func eventWithNoAction() {
        expectFailure(
            formView + """

                timeline:
                  - at: 1
                """,
            "scene.yaml:7:5: timeline[0]: no action; an event has exactly one of tap, returnKey, dismiss, "
                + "keyboardHeight, type, hardwareKeyboard, keyboardMode, scroll, dragKeyboard, "
                + "rotate"
        )
    }

    @Test func eventWithoutTime() {
        expectFailure(
            formView + """

                timeline:
                  - tap: name
                """,
            "scene.yaml:7:5: timeline[0]: missing key 'at'; every event needs 'at' (seconds) and one of tap, "
                + "returnKey, dismiss, keyboardHeight, type, hardwareKeyboard, keyboardMode, scroll, dragKeyboard, "
                + "rotate"
        )
    }

    @Test func negativeTime() {
        expectFailure(
            formView + """

                timeline:
                  - {at: -1, dismiss: true}
                """,
            "scene.yaml:7:10: timeline[0].at: must be 0 or more, found -1")
    }

    @Test func returnKeyFalse() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 1, returnKey: false}
                """,
            "scene.yaml:7:24: timeline[0].returnKey: must be true (leave the event out instead of writing false)")
    }

    @Test func dismissAsText() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 1, dismiss: "yes"}
                """,
            "scene.yaml:7:22: timeline[0].dismiss: expected true or false, found the text \"yes\"")
    }
}

@Suite struct ValueErrors {
    @Test(arguments: ["0", "51", "12.5", "fast", "12.0"])
    func fpsOutOfRangeOrNotWhole(fps: String) {
        let found = fps == "fast" ? "the text \"fast\"" : fps
        expectFailure(
            "fps: \(fps)\nview: {elements: []}",
            "scene.yaml:1:6: fps: expected a whole number from 1 to 50, found \(found)")
    }

    @Test func zeroDuration() {
        expectFailure(
            "duration: 0\nview: {elements: []}",
            "scene.yaml:1:11: duration: must be greater than 0, found 0")
    }

    @Test func nanDuration() {
        expectFailure(
            "duration: .NaN\nview: {elements: []}",
            "scene.yaml:1:11: duration: must be a finite number, found .NaN")
    }

    @Test func unknownDevice() {
        expectFailure(
            "device: iphone8\nview: {elements: []}",
            "scene.yaml:1:9: device: unknown device 'iphone8'; did you mean 'iphone-8'? "
                + "accepted devices: iphone-4, iphone-5, iphone-8, iphone-x, iphone-15, ipad")
    }

    @Test func unknownProfile() {
        expectFailure(
            "profile: iOS 7\nview: {elements: []}",
            "scene.yaml:1:10: profile: unknown profile 'iOS 7'; did you mean 'ios7'? "
                + "accepted profiles: ios6, ios7, ios8, ios11, ios17")
    }

    @Test func unknownOrientation() {
        expectFailure(
            "orientation: upsideDown\nview: {elements: []}",
            "scene.yaml:1:14: orientation: unknown orientation 'upsideDown'; accepted: portrait, landscape")
    }

    @Test func unknownStrategy() {
        expectFailure(
            "view: {elements: []}\nstrategies: [none, slide]",
            "scene.yaml:2:20: strategies[1]: unknown strategy 'slide'; "
                + "accepted strategies: sliding-sections, content-inset, none")
    }

    @Test func strategyListedTwice() {
        expectFailure(
            "view: {elements: []}\nstrategies: [none, none]",
            "scene.yaml:2:20: strategies[1]: 'none' is listed twice; list each strategy once")
    }

    @Test func strategiesWhenNoneAreKnown() {
        #expect(
            failure("view: {elements: []}\nstrategies: [none]", strategies: [])
                == "scene.yaml:2:14: strategies[0]: unknown strategy 'none'; accepted strategies: (none)")
    }

    @Test func emptyStrategyList() {
        expectFailure(
            "view: {elements: []}\nstrategies: []",
            "scene.yaml:2:13: strategies: the list is empty; list some of sliding-sections, content-inset, none, "
                + "or leave strategies out to use them all")
    }

    @Test func unknownSetting() {
        expectFailure(
            """
            settings:
              keyboardDurations: 0.3
            view: {elements: []}
            """,
            "scene.yaml:2:3: settings: unknown setting 'keyboardDurations'; did you mean 'keyboardDuration'? "
                + "accepted settings: keyboardCurve, keyboardDuration, keyboardCurveModel, screenFollowsOrientation, "
                + "additiveAnimations, additiveFromCurrentState, willHandlersRunInKeyboardAnimation, "
                + "repostsShowOnFocusChange, scrollAnimationDuration, scrollAnimationCurve, rotationDuration, "
                + "rotationHandlersRunWithoutAnimation, rotationPostsTwice, compactTabBarInLandscape")
    }

    @Test func settingWithTheWrongType() {
        expectFailure(
            "settings: {additiveAnimations: 1}\nview: {elements: []}",
            "scene.yaml:1:32: settings.additiveAnimations: expected true or false, found 1")
    }

    @Test func unknownKeyboardCurveModel() {
        expectFailure(
            "settings: {keyboardCurveModel: springy}\nview: {elements: []}",
            "scene.yaml:1:32: settings.keyboardCurveModel: unknown keyboard curve model 'springy'; "
                + "did you mean 'spring'? accepted: spring, bezier")
    }

    @Test func curveOutOfRange() {
        expectFailure(
            "keyboard: {curve: 16}\nview: {elements: []}",
            "scene.yaml:1:19: keyboard.curve: expected a curve name (easeInOut, easeIn, easeOut, linear, keyboard) "
                + "or a whole number from 0 to 15, found 16")
    }

    @Test func misspelledCurveName() {
        expectFailure(
            "keyboard: {curve: easeInOt}\nview: {elements: []}",
            "scene.yaml:1:19: keyboard.curve: expected a curve name (easeInOut, easeIn, easeOut, linear, keyboard) "
                + "or a whole number from 0 to 15, found the text \"easeInOt\"; did you mean 'easeInOut'?")
    }

    @Test func curveNamesIgnoreLetterCase() throws {
        // As on the command line (`keyslide curve easeinout`).
        #expect(try scene("keyboard: {curve: easeinout}\nview: {elements: []}").profile.keyboardCurve == .easeInOut)
    }

    @Test func zeroKeyboardHeight() {
        expectFailure(
            "keyboard: {height: 0}\nview: {elements: []}",
            "scene.yaml:1:20: keyboard.height: must be greater than 0, found 0")
    }

    @Test func splitViewOnIPhone() {
        expectFailure(
            """
            device: iphone-5
            splitView: {masterWidth: 200}
            view: {elements: []}
            """,
            "scene.yaml:2:12: splitView: a split view needs the ipad device, not iphone-5; remove splitView or set "
                + "device: ipad"
        )
    }

    @Test func splitViewMasterWiderThanTheScreen() {
        expectFailure(
            """
            device: ipad
            splitView: {masterWidth: 767}
            view: {elements: []}
            """,
            "scene.yaml:2:26: splitView.masterWidth: must be greater than 0 and less than 767 "
                + "(the screen's width in portrait less the 1 pt divider), found 767")
    }

    @Test func navigationBarAsText() {
        expectFailure(
            "navigationBar: yes please\nview: {elements: []}",
            "scene.yaml:1:16: navigationBar: expected true or a mapping {title, height}, found the text \"yes please\"")
    }

    @Test func navigationBarTallerThanTheScreen() {
        expectFailure(
            "device: iphone-4\nnavigationBar: {height: 460}\nview: {elements: []}",
            "scene.yaml:2:25: navigationBar.height: must be greater than 0 and less than 460 "
                + "(the screen's height below the status bar), found 460")
    }

    @Test func toolbarTallerThanTheRootView() {
        expectFailure(
            "rootFrame: [0, 20, 320, 100]\ntoolbar: 100.5\nview: {elements: []}",
            "scene.yaml:2:10: toolbar: must be greater than 0 and less than 100 (the root view's height), found 100.5")
    }

    @Test func toolbarAsList() {
        expectFailure(
            "toolbar: [44]\nview: {elements: []}",
            "scene.yaml:1:10: toolbar: expected a height, true, or a mapping {height, title}, found a list of 1 item")
    }

    @Test func rootFrameWithZeroHeight() {
        expectFailure(
            "rootFrame: [0, 20, 320, 0]\nview: {elements: []}",
            "scene.yaml:1:25: rootFrame[3]: height must be greater than 0, found 0")
    }

    @Test func missingValueIsNothing() {
        expectFailure(
            "fps:\nview: {elements: []}",
            "scene.yaml:1:5: fps: expected a whole number from 1 to 50, found nothing")
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

/// Times have an upper bound, so a slip of units cannot ask for hours of frames.
@Suite struct TimeLimitErrors {
    @Test func durationOverTheLongestScene() {
        expectFailure(
            formView + "\nduration: 4500\n",
            "scene.yaml:6:11: duration: must be at most 600 s (the longest scene), found 4500")
    }

    @Test func eventTimeOverTheLongestScene() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 1e300, tap: name}
                """,
            "scene.yaml:7:10: timeline[0].at: must be less than 600 s (the longest scene), found 1e300")
    }
}

/// `type` events and growing text views.
@Suite struct TypingErrors {
    @Test func typingWithNothingFocused() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 1, type: hello}
                """,
            "scene.yaml:7:19: timeline[0].type: nothing is focused here: tap a text input before typing "
                + "(a dismiss ends the focus)")
        expectFailure(
            formView + """

                timeline:
                  - {at: 1, tap: name}
                  - {at: 2, dismiss: true}
                  - {at: 3, type: hello}
                """,
            "scene.yaml:9:19: timeline[2].type: nothing is focused here: tap a text input before typing "
                + "(a dismiss ends the focus)")
    }

    @Test func typingNothing() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 0, tap: name}
                  - {at: 1, type: ""}
                """,
            "scene.yaml:8:19: timeline[1].type: must be some text to type, found \"\"")
    }

    @Test func rateOutOfRangeOrWithoutType() {
        expectFailure(
            formView + """

                timeline:
                  - {at: 0, tap: name}
                  - {at: 1, type: hi, rate: 0}
                """,
            "scene.yaml:8:29: timeline[1].rate: must be greater than 0, found 0")
        expectFailure(
            formView + """

                timeline:
                  - {at: 0, tap: name}
                  - {at: 1, type: hi, rate: 51}
                """,
            "scene.yaml:8:29: timeline[1].rate: must be at most 50 characters per second, found 51")
        expectFailure(
            formView + """

                timeline:
                  - {at: 0, tap: name, rate: 5}
                """,
            "scene.yaml:7:30: timeline[0].rate: only a 'type' event has a rate (characters per second)")
    }

    @Test func growthOnTheWrongElementOrOutOfRange() {
        expectFailure(
            "view: {elements: [{type: textField, id: a, frame: [0, 0, 100, 30], grows: true}]}",
            "scene.yaml:1:75: view.elements[0].grows: only a textView grows with its text, not a textField")
        expectFailure(
            "view: {elements: [{type: textView, id: a, frame: [0, 0, 100, 30], maxHeight: 90}]}",
            "scene.yaml:1:78: view.elements[0].maxHeight: needs grows: true (a text view that does not grow keeps "
                + "its height)")
        expectFailure(
            "view: {elements: [{type: textView, id: a, frame: [0, 0, 100, 30], grows: true, maxHeight: 20}]}",
            "scene.yaml:1:91: view.elements[0].maxHeight: must be from the text view's height (30) to 100,000, "
                + "found 20")
    }

    @Test func onReturnOnTheWrongElementOrUnknown() {
        expectFailure(
            "view: {elements: [{type: textView, id: a, frame: [0, 0, 100, 30], onReturn: next}]}",
            "scene.yaml:1:77: view.elements[0].onReturn: only a textField has onReturn, not a textView")
        expectFailure(
            "view: {elements: [{type: textField, id: a, frame: [0, 0, 100, 30], onReturn: nxt}]}",
            "scene.yaml:1:78: view.elements[0].onReturn: unknown return action 'nxt'; did you mean 'next'? "
                + "accepted: next, dismiss")
    }
}
