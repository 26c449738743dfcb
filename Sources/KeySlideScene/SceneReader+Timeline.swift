/// Reading the timeline: each event's `at` and its one action, named by `Scene.Action.Name`.
extension SceneReader {
    func timeline(_ node: SceneNode?) throws(SceneError) -> [Scene.Action] {
        guard let node else { return [] }
        let names = Scene.Action.Name.allCases.map(\.rawValue)
        let oneOf = "one of \(names.joined(separator: ", "))"
        var actions: [Scene.Action] = []
        for item in try node.list(of: "events") {
            let event = try item.mapping(keys: ["at", "rate"] + names)
            let time = try event.required("at", needs: "every event needs 'at' (seconds) and \(oneOf)").number()
            let given = event.values.compactMap { entry in
                Scene.Action.Name(rawValue: entry.key).map { (name: $0, value: entry.value) }
            }
            guard given.count == 1, let action = given.first else {
                let problem =
                    given.isEmpty
                    ? "no action"
                    : "more than one action (\(given.map(\.name.rawValue).joined(separator: " and ")))"
                throw item.error("\(problem); an event has exactly \(oneOf)")
            }
            let value = action.value
            let rate = event.optional("rate")
            if let rate, action.name != .type {
                throw rate.error("only a 'type' event has a rate (characters per second)")
            }
            let kind: Scene.Action.Kind
            switch action.name {
            case .type: kind = .type(try value.text(), rate: try rate?.number() ?? Scene.defaultTypingRate)
            case .tap: kind = .tap(try value.name(of: "the id of a text input"))
            case .keyboardHeight: kind = .keyboardHeight(try value.number())
            case .returnKey, .dismiss:
                guard try value.flag() else {
                    throw value.error("must be true (leave the event out instead of writing false)")
                }
                kind = action.name == .dismiss ? .dismiss : .returnKey
            }
            actions.append(Scene.Action(time: time, kind: kind))
        }
        return actions
    }
}
