/// The timeline: times in order and inside the longest scene, taps on text inputs that exist.
extension SceneChecker {
    func timeline(_ actions: [Scene.Action], view: Scene.View) throws(SceneError) -> [Scene.Action] {
        let textInputs = view.elements.filter(\.kind.isTextInput).map(\.id)
        let inputsNote = textInputs.isEmpty
            ? "(the view has no text inputs)"
            : "(text inputs: \(textInputs.joined(separator: ", ")))"
        let limit = Scene.maximumDuration.shortDescription

        for (index, action) in actions.enumerated() {
            let entry = "timeline[\(index)]"
            let at = "\(entry).at"
            guard try nonNegative(action.time, at: at) < Scene.maximumDuration else {
                throw error(at: at, "must be less than \(limit) s (the longest scene), "
                    + "found \(written(action.time, at: at))")
            }
            if index > 0, action.time < actions[index - 1].time {
                throw error(at: at, "\(written(action.time, at: at)) is earlier than the event before it "
                    + "(timeline[\(index - 1)] at \(actions[index - 1].time.shortDescription)); "
                    + "events must be in time order")
            }

            let path = "\(entry).\(action.kind.name.rawValue)"
            switch action.kind {
            case .tap(let id):
                guard let element = view.element(id) else {
                    throw error(at: path, "no element has id \(Quoted.value(id)) \(inputsNote)")
                }
                guard element.kind.isTextInput else {
                    throw error(at: path, "\(Quoted.value(id)) is a \(element.kind.rawValue), not a text input \(inputsNote)")
                }
            case .keyboardHeight(let height):
                _ = try positive(height, at: path)
            case .returnKey, .dismiss:
                break
            }
        }
        return actions
    }
}
