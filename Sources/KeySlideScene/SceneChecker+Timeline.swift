import KeySlideSystem
import KeySlideUIKit

/// The timeline: times in order and inside the longest scene, taps on text inputs that exist.
extension SceneChecker {
    func timeline(
        _ actions: [Scene.Action], view: Scene.View, device: Device, orientation: Orientation
    ) throws(SceneError) -> [Scene.Action] {
        try count(actions.count, of: "events", in: "a timeline", limit: Scene.maximumEvents, at: "timeline")
        // One lookup table, so a long timeline of taps costs one pass and not one pass per tap.
        let elements = Dictionary(view.allElements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let hidden = view.hiddenElementIDs
        let limit = Scene.maximumDuration.readable()
        // Typing needs a focused input. Whether a return key ends the focus depends on the
        // strategy (its `textFieldShouldReturn`), so only a dismiss, which always does, counts
        // here; a keystroke that finds nothing focused at run time is dropped and logged.
        var mayBeFocused = false
        var typed = 0
        // Heights are checked against the screen the device shows at the event: a rotation turns it.
        var orientation = orientation

        for (index, action) in actions.enumerated() {
            let entry = "timeline[\(index)]"
            let at = "\(entry).at"
            guard try nonNegative(action.time, at: at) < Scene.maximumDuration else {
                throw error(
                    at: at,
                    "must be less than \(limit) s (the longest scene), "
                        + "found \(written(action.time, at: at))")
            }
            if index > 0, action.time < actions[index - 1].time {
                throw error(
                    at: at,
                    "\(written(action.time, at: at)) is earlier than the event before it "
                        + "(timeline[\(index - 1)] at \(actions[index - 1].time.readable())); "
                        + "events must be in time order")
            }

            let path = "\(entry).\(action.kind.name.rawValue)"
            switch action.kind {
            case .tap(let id):
                try checkTap(on: id, at: path, elements: elements, hidden: hidden, view: view)
            case .keyboardHeight(let height):
                _ = try keyboardHeight(positive(height, at: path), at: path, device: device, orientation: orientation)
            case .type(let text, let rate):
                try typing(text, rate: rate, at: path, entry: entry)
                typed += text.count
                try count(
                    typed, of: "typed characters", in: "a timeline", limit: Scene.maximumTypedCharacters, at: path)
                guard mayBeFocused else {
                    throw error(
                        at: path,
                        "nothing is focused here: tap a text input before typing (a dismiss ends the focus)")
                }
            case .returnKey:
                break
            case .dismiss:
                mayBeFocused = false
            case .motion(.switchKeyboard(_, let height?)):
                let at = "\(entry).height"
                _ = try keyboardHeight(positive(height, at: at), at: at, device: device, orientation: orientation)
            case .motion(.rotate(let turned)):
                guard turned != orientation else {
                    throw error(
                        at: path,
                        "the device is already \(orientation.rawValue) at \(written(action.time, at: at)) s; "
                            + "rotate to \(orientation.other.rawValue)")
                }
                orientation = turned
            case .motion(let motion):
                try check(motion, at: path, view: view, device: device, orientation: orientation)
                if case .dragKeyboard(_, _, dismisses: true) = motion { mayBeFocused = false }
                if case .navigate(let move) = motion { mayBeFocused = move.mayBeFocused(after: mayBeFocused) }
            }
            if case .tap = action.kind { mayBeFocused = true }
        }
        return actions
    }

    /// A `type` event: some text, and a rate a person could type at.
    private func typing(_ text: String, rate: Double, at path: String, entry: String) throws(SceneError) {
        guard try self.text(text, at: path)?.isEmpty == false else {
            throw error(at: path, "must be some text to type, found \(Quoted.value(text))")
        }
        let at = "\(entry).rate"
        guard try positive(rate, at: at) <= Scene.maximumTypingRate else {
            throw error(
                at: at,
                "must be at most \(Scene.maximumTypingRate.readable()) characters per second, "
                    + "found \(written(rate, at: at))")
        }
    }

    /// A motion's values in range and its setting possible: iPad modes on an iPad, a scroll in a
    /// scroll view, a keyboard drag only where `keyboardDismissMode` lets the keyboard follow the finger.
    private func check(
        _ motion: Scene.Action.Motion, at path: String, view: Scene.View, device: Device, orientation: Orientation
    ) throws(SceneError) {
        switch motion {
        case .silentKeyboardHeight(let height):
            _ = try keyboardHeight(positive(height, at: path), at: path, device: device, orientation: orientation)
        case .hardwareKeyboard, .rotate, .switchKeyboard, .navigate:
            break  // a navigation is checked with the others (`checkNavigation`)
        case .keyboardMode:
            guard device.isPad else {
                throw error(at: path, "only an iPad keyboard undocks, splits or floats; \(device.name) is a phone")
            }
        case .scroll(let by, let duration):
            guard view.kind.scrolls else {
                throw error(at: path, "the user scrolls a scroll view; add type: scroll to the view")
            }
            _ = try length(by, at: "\(path).by")
            _ = try seconds(positive(duration, at: "\(path).duration"), at: "\(path).duration")
        case .dragKeyboard(let to, let duration, _):
            let modes: [Scene.View.KeyboardDismissMode] = [.interactive, .interactiveWithAccessory]
            guard view.kind.scrolls, modes.contains(view.keyboardDismissMode) else {
                throw error(
                    at: path,
                    "the keyboard follows the finger only from a scroll view with keyboardDismissMode: interactive")
            }
            guard try finite(to, at: "\(path).to") >= 0, to <= 1 else {
                throw error(
                    at: "\(path).to",
                    "must be from 0 to 1 (of the keyboard's height), found \(written(to, at: "\(path).to"))")
            }
            _ = try seconds(positive(duration, at: "\(path).duration"), at: "\(path).duration")
        }
    }

    /// A tap names a text input that exists and is shown: a hidden view takes no touches
    /// (`UIView.hitTest` skips it), so no tap can focus it.
    private func checkTap(
        on id: String, at path: String, elements: [String: Scene.Element], hidden: Set<String>, view: Scene.View
    ) throws(SceneError) {
        guard let element = elements[id] else {
            throw error(at: path, "no element has id \(Quoted.value(id)) \(Self.inputsNote(view))")
        }
        guard element.kind.isTextInput else {
            throw error(
                at: path,
                "\(Quoted.value(id)) is a \(element.kind.rawValue), not a text input " + Self.inputsNote(view))
        }
        guard !hidden.contains(id) else {
            throw error(
                at: path, "\(Quoted.value(id)) is hidden (hidden: true on it or a superview) and cannot be tapped")
        }
    }

    /// The view's text inputs, for a tap that names no text input: "(text inputs: name, email)",
    /// the first ten when there are more, so the message stays one readable line.
    private static func inputsNote(_ view: Scene.View) -> String {
        let shown = 10
        let inputs = view.allElements.filter(\.kind.isTextInput).map(\.id)
        guard !inputs.isEmpty else { return "(the view has no text inputs)" }
        let more = inputs.count > shown ? " and \(Quoted.grouped(inputs.count - shown)) more" : ""
        return "(text inputs: \(inputs.prefix(shown).map { Quoted.text($0) }.joined(separator: ", "))\(more))"
    }
}
