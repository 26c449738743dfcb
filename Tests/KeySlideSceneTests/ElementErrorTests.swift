import KeySlideScene
import Testing

// The messages for a view's elements: ids, types, frames, sizes, text traits (helpers in
// SceneErrorTests.swift).

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
                + "accepted: textField, textView, label, button, box, view, scroll, stack, table, collection")
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
