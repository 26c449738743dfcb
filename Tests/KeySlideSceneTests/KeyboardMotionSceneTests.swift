import KeySlideScene
import KeySlideUIKit
import Testing

/// The keyboard motions in a scene file: what they read as, and every message they can get.
@Suite struct KeyboardMotionSceneTests {
    static let scrollView = """
        device: iphone-8
        view:
          type: scroll
          keyboardDismissMode: interactive
          elements:
            - {type: textField, id: name, frame: [0, 0, 100, 30]}
        """

    func timeline(_ scene: String, _ events: String) throws -> [Scene.Action.Kind] {
        try SceneLoader.parse(scene + "\ntimeline:\n" + events, fileName: "scene.yaml", knownStrategies: [])
            .timeline.map(\.kind)
    }

    @Test func motionsReadAsWritten() throws {
        let kinds = try timeline(
            Self.scrollView,
            """
              - {at: 0.5, tap: name}
              - {at: 1, keyboardHeight: 253, silent: true}
              - {at: 1.2, keyboardHeight: 216, silent: false}
              - {at: 1.5, hardwareKeyboard: true}
              - {at: 2, scroll: {by: -300, duration: 0.4}}
              - {at: 3, dragKeyboard: {to: 0.6, release: dismiss}}
            """)
        #expect(
            kinds == [
                .tap("name"), .motion(.silentKeyboardHeight(253)), .keyboardHeight(216),
                .motion(.hardwareKeyboard(true)), .motion(.scroll(by: -300, duration: 0.4)),
                .motion(.dragKeyboard(to: 0.6, duration: Scene.defaultDragDuration, dismisses: true)),
            ])
        let pad = try timeline("device: ipad\n" + formView, "  - {at: 1, keyboardMode: floating}")
        #expect(pad == [.motion(.keyboardMode(.floating))])
        #expect(kinds.map(\.name.rawValue).contains("dragKeyboard"))
    }

    @Test func messages() {
        let cases: [(String, String, String)] = [
            (
                "device: ipad\n" + formView, "  - {at: 1, keyboardMode: flaoting}",
                "scene.yaml:8:27: timeline[0].keyboardMode: unknown keyboard mode 'flaoting'; did you mean "
                    + "'floating'? accepted: docked, undocked, split, floating"
            ),
            (
                formView, "  - {at: 1, keyboardMode: undocked}",
                "scene.yaml:7:27: timeline[0].keyboardMode: only an iPad keyboard undocks, splits or floats; "
                    + "iphone-8 is a phone"
            ),
            (
                formView, "  - {at: 1, tap: name, silent: true}",
                "scene.yaml:7:32: timeline[0].silent: 'silent' goes only with keyboardHeight (a height change "
                    + "without notifications)"
            ),
            (
                formView, "  - {at: 1, scroll: {by: 100}}",
                "scene.yaml:7:21: timeline[0].scroll: the user scrolls a scroll view; add type: scroll to the view"
            ),
            (
                Self.scrollView, "  - {at: 1, scroll: {duration: 1}}",
                "scene.yaml:8:21: timeline[0].scroll: missing key 'by'; a scroll needs 'by' (points of content "
                    + "offset)"
            ),
            (
                Self.scrollView, "  - {at: 1, dragKeyboard: {to: 1.5, release: dismiss}}",
                "scene.yaml:8:32: timeline[0].dragKeyboard.to: must be from 0 to 1 (of the keyboard's height), "
                    + "found 1.5"
            ),
            (
                Self.scrollView, "  - {at: 1, dragKeyboard: {to: 0.5, release: dismis}}",
                "scene.yaml:8:46: timeline[0].dragKeyboard.release: unknown release 'dismis'; did you mean "
                    + "'dismiss'? accepted: dismiss, restore"
            ),
            (
                formView.replacingOccurrences(of: "elements:", with: "type: scroll\n  elements:"),
                "  - {at: 1, dragKeyboard: {to: 0.5, release: restore}}",
                "scene.yaml:8:27: timeline[0].dragKeyboard: the keyboard follows the finger only from a scroll view "
                    + "with keyboardDismissMode: interactive"
            ),
        ]
        for (scene, events, expected) in cases {
            expectFailure(scene + "\ntimeline:\n" + events, expected)
        }
    }
}
