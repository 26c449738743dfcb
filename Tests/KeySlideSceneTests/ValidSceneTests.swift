import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit
import Testing

/// Strategy ids the tests pretend exist (the loader only checks names against this list).
let testStrategies = ["sliding-sections", "content-inset", "none"]

/// The scene in `text`, read as if from `fileName`.
func scene(_ text: String, fileName: String = "scene.yaml") throws -> Scene {
    try SceneLoader.parse(text, fileName: fileName, knownStrategies: testStrategies)
}

@Suite struct ValidScenes {
    /// Every key given, none left to defaults.
    static let fullYAML = """
        title: Sign-up form
        device: ipad
        profile: ios7
        orientation: landscape
        fps: 25
        duration: 4
        navigationBar: {title: Detail, height: 50}
        toolbar: {height: 40, title: Tools}
        splitView: {masterWidth: 300}
        keyboard: {height: 400, duration: 0.3, curve: easeOut}
        settings:
          keyboardCurveModel: bezier
          additiveAnimations: true
          scrollAnimationDuration: 0.5
          scrollAnimationCurve: 2
          keyboardDuration: 0.9
        rootFrame: [301, 70, 723, 698]
        view:
          type: scroll
          contentSize: [700, 1200]
          contentInset: [10, 0, 0.5, 0]
          elements:
            - {type: label, id: heading, frame: [20, 10, 200, 21], text: Sign up}
            - {type: textField, id: name, frame: [20, 40, 280, 31], placeholder: Name}
            - type: textView
              id: notes
              frame: [20, 600, 280, 100]
              text: "Hello"
            - {type: button, id: send_1, frame: [20, 720, 80, 44], text: Send}
        timeline:
          - {at: 0.3, tap: name}
          - {at: 1.5, tap: notes}
          - {at: 2.5, returnKey: true}
          - {at: 3, dismiss: true}
        strategies: [content-inset, none]
        """

    static let fullJSON = """
        {
          "title": "Sign-up form",
          "device": "ipad",
          "profile": "ios7",
          "orientation": "landscape",
          "fps": 25,
          "duration": 4,
          "navigationBar": {"title": "Detail", "height": 50},
          "toolbar": {"height": 40, "title": "Tools"},
          "splitView": {"masterWidth": 300},
          "keyboard": {"height": 400, "duration": 0.3, "curve": "easeOut"},
          "settings": {
            "keyboardCurveModel": "bezier",
            "additiveAnimations": true,
            "scrollAnimationDuration": 0.5,
            "scrollAnimationCurve": 2,
            "keyboardDuration": 0.9
          },
          "rootFrame": [301, 70, 723, 698],
          "view": {
            "type": "scroll",
            "contentSize": [700, 1200],
            "contentInset": [10, 0, 0.5, 0],
            "elements": [
              {"type": "label", "id": "heading", "frame": [20, 10, 200, 21], "text": "Sign up"},
              {"type": "textField", "id": "name", "frame": [20, 40, 280, 31], "placeholder": "Name"},
              {"type": "textView", "id": "notes", "frame": [20, 600, 280, 100], "text": "Hello"},
              {"type": "button", "id": "send_1", "frame": [20, 720, 80, 44], "text": "Send"}
            ]
          },
          "timeline": [
            {"at": 0.3, "tap": "name"},
            {"at": 1.5, "tap": "notes"},
            {"at": 2.5, "returnKey": true},
            {"at": 3, "dismiss": true}
          ],
          "strategies": ["content-inset", "none"]
        }
        """

    /// The full scene, written out by hand from the text above.
    static var expectedFull: Scene {
        var profile = PlatformProfile.iOS7
        profile.keyboardCurveModel = .bezier
        profile.additiveAnimations = true
        profile.scrollAnimationDuration = 0.5
        profile.scrollAnimationCurve = .easeOut
        profile.keyboardDuration = 0.3  // keyboard.duration wins over settings.keyboardDuration
        profile.keyboardCurve = .easeOut
        return Scene(
            name: "full", title: "Sign-up form", device: Device.iPad.under(profile), profile: profile,
            orientation: .landscape,
            fps: 25, duration: 4, rootFrame: Rect(x: 301, y: 70, width: 723, height: 698),
            navigationBar: .init(height: 50, title: "Detail"), toolbar: .init(height: 40, title: "Tools"),
            splitView: .init(masterWidth: 300),
            keyboardHeight: 400,
            view: .init(
                kind: .scroll, contentSize: Size(width: 700, height: 1200),
                contentInset: EdgeInsets(top: 10, left: 0, bottom: 0.5, right: 0),
                elements: [
                    .init(
                        kind: .label, id: "heading", frame: Rect(x: 20, y: 10, width: 200, height: 21), text: "Sign up"),
                    .init(
                        kind: .textField, id: "name", frame: Rect(x: 20, y: 40, width: 280, height: 31),
                        placeholder: "Name"),
                    .init(
                        kind: .textView, id: "notes", frame: Rect(x: 20, y: 600, width: 280, height: 100), text: "Hello"
                    ),
                    .init(kind: .button, id: "send_1", frame: Rect(x: 20, y: 720, width: 80, height: 44), text: "Send"),
                ]),
            timeline: [
                .init(time: 0.3, kind: .tap("name")), .init(time: 1.5, kind: .tap("notes")),
                .init(time: 2.5, kind: .returnKey), .init(time: 3, kind: .dismiss),
            ],
            strategies: ["content-inset", "none"])
    }

    @Test func fullYAMLReadsEveryKey() throws {
        #expect(try scene(Self.fullYAML, fileName: "Samples/full.yaml") == Self.expectedFull)
    }

    @Test func jsonAndYAMLGiveTheSameScene() throws {
        let fromYAML = try scene(Self.fullYAML, fileName: "full.yml")
        let fromJSON = try scene(Self.fullJSON, fileName: "full.json")
        #expect(fromJSON == fromYAML)
        #expect(fromJSON == Self.expectedFull)
    }

    @Test func minimalSceneTakesEveryDefault() throws {
        let loaded = try scene("view: {elements: []}", fileName: "dir/min.yaml")
        let expected = Scene(
            name: "min", title: "min", device: .iPhone8, profile: .iOS26, orientation: .portrait,
            fps: 50, duration: 1.5,
            // iPhone 8 portrait: 375×667 screen, 20 pt status bar.
            rootFrame: Rect(x: 0, y: 20, width: 375, height: 647),
            keyboardHeight: 258,
            view: .init(kind: .plain, contentSize: Size(width: 375, height: 647), elements: []),
            timeline: [], strategies: nil)
        #expect(loaded == expected)
    }

    @Test func rootFrameSitsBelowStatusAndNavigationBarsInLandscape() throws {
        let loaded = try scene(
            """
            device: iphone-4
            orientation: landscape
            navigationBar: true
            view: {elements: []}
            """)
        // iPhone 4 landscape: 480×320, status bar 20, compact navigation bar 32.
        #expect(loaded.navigationBar == Scene.Bar(height: 32))
        #expect(loaded.rootFrame == Rect(x: 0, y: 52, width: 480, height: 268))
        #expect(loaded.keyboard.height == 162)
    }

    @Test func rootFrameOnIPhoneXLeavesRoomForTheTallStatusBar() throws {
        let loaded = try scene(
            """
            device: iphone-x
            navigationBar: {title: Inbox}
            view: {elements: []}
            """)
        #expect(loaded.navigationBar == Scene.Bar(height: 44, title: "Inbox"))
        #expect(loaded.rootFrame == Rect(x: 0, y: 88, width: 375, height: 724))
        #expect(loaded.keyboard.height == 333)
    }

    @Test func splitViewRootIsTheDetailPane() throws {
        let loaded = try scene(
            """
            device: ipad
            splitView: {}
            view: {elements: []}
            """)
        // iPad portrait 768×1024; master 320 wide plus a 1 pt divider.
        #expect(loaded.splitView == Scene.SplitView(masterWidth: 320))
        #expect(loaded.rootFrame == Rect(x: 321, y: 20, width: 447, height: 1004))
        // The default profile (ios26): the 768 × 1024 iPad's keyboard from iOS 8 (docs/facts.md §3.1).
        #expect(loaded.keyboard.height == 313)
        let withTrue = try scene("device: ipad\nsplitView: true\nview: {elements: []}")
        #expect(withTrue.rootFrame == loaded.rootFrame)
    }

    @Test func toolbarShrinksTheDefaultContentSize() throws {
        for toolbar in ["44", "true", "{title: Edit}"] {
            let loaded = try scene(
                """
                toolbar: \(toolbar)
                view: {type: scroll, elements: []}
                """)
            #expect(loaded.toolbar?.height == 44)
            #expect(loaded.view.contentSize == Size(width: 375, height: 603))
        }
        let tall = try scene("toolbar: 60\nview: {type: scroll, elements: []}")
        #expect(tall.view.contentSize == Size(width: 375, height: 587))
    }

    @Test func settingsOverrideTheProfile() throws {
        let loaded = try scene(
            """
            profile: ios6
            settings:
              keyboardCurve: keyboard
              keyboardDuration: 0.4
              repostsShowOnFocusChange: false
              keyboardCurveModel: bezier
            view: {elements: []}
            """)
        #expect(loaded.profile.name == "ios6")
        #expect(loaded.profile.keyboardCurve == .keyboard)
        #expect(loaded.profile.keyboardDuration == 0.4)
        #expect(loaded.profile.repostsShowOnFocusChange == false)
        #expect(loaded.profile.keyboardCurveModel == .bezier)
        #expect(loaded.profile.additiveAnimations == PlatformProfile.iOS6.additiveAnimations)
        #expect(loaded.keyboard == App.KeyboardSpec(height: 258, duration: 0.4, curve: .keyboard))
    }

    @Test func keyboardOverrideReachesTheProfile() throws {
        let loaded = try scene(
            """
            profile: ios6
            settings: {keyboardDuration: 0.4}
            keyboard: {curve: 7, duration: 0, height: 300.5}
            view: {elements: []}
            """)
        #expect(loaded.keyboard == App.KeyboardSpec(height: 300.5, duration: 0, curve: .keyboard))
        #expect(loaded.profile.keyboardDuration == 0)
        #expect(loaded.profile.keyboardCurve == .keyboard)
    }

    @Test func durationDefaultsToLastEventPlusOneAndAHalf() throws {
        let loaded = try scene(
            """
            view:
              elements:
                - {type: textField, id: a, frame: [0, 0, 100, 30]}
            timeline:
              - {at: 0.5, tap: a}
              - {at: 0.5, tap: a}
              - {at: 2.6, dismiss: true}
            """)
        #expect(loaded.duration == 2.6 + 1.5)
        #expect(loaded.timeline.map(\.time) == [0.5, 0.5, 2.6])
    }

    @Test func numbersMayBeWrittenAsIntegersOrFloats() throws {
        let loaded = try scene(
            """
            view:
              elements:
                - {type: textView, id: t, frame: [1.5, 0x10, 1_000, 2e1]}
            """)
        #expect(loaded.view.elements[0].frame == Rect(x: 1.5, y: 16, width: 1000, height: 20))
    }

    @Test func titleFallsBackToTheFileNameAndAcceptsPlainScalars() throws {
        #expect(try scene(#"{"view": {"elements": []}}"#, fileName: "a/b/sign-up.form.json").title == "sign-up.form")
        #expect(try scene("title: 2024\nview: {elements: []}").title == "2024")
    }

    @Test func extensionsAreRecognisedIgnoringCase() throws {
        #expect(try scene("view: {elements: []}", fileName: "A.YAML").name == "A")
        #expect(try scene("{\"view\": {\"elements\": []}}", fileName: "B.Json").name == "B")
    }

    @Test func falseBarsAndSplitViewMeanNone() throws {
        let loaded = try scene(
            """
            navigationBar: false
            toolbar: false
            splitView: false
            view: {elements: []}
            """)
        #expect(loaded.navigationBar == nil)
        #expect(loaded.toolbar == nil)
        #expect(loaded.splitView == nil)
        #expect(loaded.rootFrame == Rect(x: 0, y: 20, width: 375, height: 647))
    }
}

@Suite struct JSONLayouts {
    /// JSON as tools write it — no spaces, or tab-indented — must read like any other JSON.
    @Test(arguments: [
        #"{"fps":10,"view":{"elements":[{"type":"textField","id":"a","frame":[0,0,10.5,1e1]}]},"timeline":[{"at":0,"tap":"a"}]}"#,
        "{\n\t\"fps\": 10,\n\t\"view\": {\n\t\t\"elements\": [\n\t\t\t{\"type\": \"textField\", \"id\": \"a\", "
            + "\"frame\": [0, 0, 10.5, 10]}\n\t\t]\n\t},\n\t\"timeline\": [{\"at\": 0, \"tap\": \"a\"}]\n}\n",
    ])
    func compactAndTabIndentedJSON(text: String) throws {
        let loaded = try scene(text, fileName: "form.json")
        #expect(loaded.fps == 10)
        #expect(loaded.view.elements.map(\.frame) == [Rect(x: 0, y: 0, width: 10.5, height: 10)])
        #expect(loaded.timeline == [Scene.Action(time: 0, kind: .tap("a"))])
    }
}

@Suite struct KeyboardHeightEventTests {
    @Test func keyboardHeightEventIsReadAsAPositiveNumber() throws {
        let loaded = try scene(
            """
            view:
              elements:
                - {type: textField, id: name, frame: [20, 40, 280, 31]}
            timeline:
              - {at: 0.5, tap: name}
              - {at: 1.5, keyboardHeight: 253}
            """)
        #expect(loaded.timeline.last == Scene.Action(time: 1.5, kind: .keyboardHeight(253)))
    }

    @Test func keyboardHeightMustBePositive() {
        #expect(throws: SceneError.self) {
            try scene(
                """
                view: {elements: []}
                timeline:
                  - {at: 1.5, keyboardHeight: 0}
                """)
        }
    }
}

@Suite struct PinTests {
    @Test func pinBottomMarksTheElement() throws {
        let loaded = try scene(
            """
            view:
              elements:
                - {type: textField, id: composer, frame: [12, 600, 290, 36], pin: bottom}
                - {type: label, id: title, frame: [12, 10, 290, 21]}
            """)
        #expect(loaded.view.elements.map(\.pinnedToBottom) == [true, false])
    }

    @Test func pinAcceptsOnlyBottom() {
        #expect(throws: SceneError.self) {
            try scene(
                """
                view:
                  elements:
                    - {type: textField, id: composer, frame: [12, 600, 290, 36], pin: top}
                """)
        }
    }
}
