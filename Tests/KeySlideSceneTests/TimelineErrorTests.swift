import KeySlideScene
import Testing

// The messages for a timeline: taps, event order and times, typing (helpers in
// SceneErrorTests.swift).

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
                + "returnKey, dismiss, keyboardHeight, switchKeyboard, type, hardwareKeyboard, keyboardMode, scroll, "
                + "dragKeyboard, rotate, appear, push, pop, interactivePop"
        )
    }

    @Test func eventWithNoAction() {
        expectFailure(
            formView + """

                timeline:
                  - at: 1
                """,
            "scene.yaml:7:5: timeline[0]: no action; an event has exactly one of tap, returnKey, dismiss, "
                + "keyboardHeight, switchKeyboard, type, hardwareKeyboard, keyboardMode, scroll, dragKeyboard, "
                + "rotate, appear, push, pop, interactivePop"
        )
    }

    @Test func eventWithoutTime() {
        expectFailure(
            formView + """

                timeline:
                  - tap: name
                """,
            "scene.yaml:7:5: timeline[0]: missing key 'at'; every event needs 'at' (seconds) and one of tap, "
                + "returnKey, dismiss, keyboardHeight, switchKeyboard, type, hardwareKeyboard, keyboardMode, scroll, "
                + "dragKeyboard, rotate, appear, push, pop, interactivePop"
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
