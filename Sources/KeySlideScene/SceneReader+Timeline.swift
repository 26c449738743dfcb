import KeySlideUIKit

/// Reading the timeline: each event's `at` and its one action, named by `Scene.Action.Name`.
extension SceneReader {
    func timeline(_ node: SceneNode?) throws(SceneError) -> [Scene.Action] {
        guard let node else { return [] }
        let names = Scene.Action.Name.allCases.map(\.rawValue)
        let oneOf = "one of \(names.joined(separator: ", "))"
        var actions: [Scene.Action] = []
        for item in try node.list(of: "events") {
            let event = try item.mapping(keys: ["at", "rate"] + names + ["silent", "height"])
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
            case .keyboardHeight:
                let height = try value.number()
                let silent = try event.optional("silent")?.flag() == true
                kind = silent ? .motion(.silentKeyboardHeight(height)) : .keyboardHeight(height)
            case .hardwareKeyboard: kind = .motion(.hardwareKeyboard(try value.flag()))
            case .keyboardMode, .scroll, .dragKeyboard, .rotate: kind = .motion(try motion(action.name, value))
            case .appear, .push, .pop, .interactivePop: kind = .motion(.navigate(try navigation(action.name, value)))
            case .switchKeyboard:
                let keyboard: KeyboardKind = try choice(value, of: "keyboard kind", article: "a")
                kind = .motion(.switchKeyboard(keyboard, height: try event.optional("height")?.number()))
            case .returnKey, .dismiss:
                guard try value.flag() else {
                    throw value.error("must be true (leave the event out instead of writing false)")
                }
                kind = action.name == .dismiss ? .dismiss : .returnKey
            }
            if let silent = event.optional("silent"), action.name != .keyboardHeight {
                throw silent.error("'silent' goes only with keyboardHeight (a height change without notifications)")
            }
            if let height = event.optional("height"), action.name != .switchKeyboard {
                throw height.error("'height' goes only with switchKeyboard (the new keyboard's height in points)")
            }
            actions.append(Scene.Action(time: time, kind: kind))
        }
        return actions
    }

    /// One of an enumeration's cases by its name, or an error with the nearest name and the list.
    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: SceneNode, of kind: String, article: String
    ) throws(SceneError) -> Choice where Choice.RawValue == String {
        let word = try value.name(of: "\(article) \(kind)")
        guard let found = Choice(rawValue: word) else {
            throw value.error(
                Suggestions.unknownName(
                    word, kind: kind, acceptedLabel: "accepted", accepted: Choice.allCases.map(\.rawValue)))
        }
        return found
    }

    /// The motions whose value is a name or a mapping: `keyboardMode: floating`, `rotate: landscape`,
    /// `scroll: {by: -300, duration: 0.4}`, `dragKeyboard: {to: 0.6, release: dismiss}`.
    private func motion(_ name: Scene.Action.Name, _ value: SceneNode) throws(SceneError) -> Scene.Action.Motion {
        switch name {
        case .keyboardMode: return .keyboardMode(try choice(value, of: "keyboard mode", article: "a"))
        case .rotate: return .rotate(try choice(value, of: "orientation", article: "an"))
        case .scroll:
            let scroll = try value.mapping(keys: ["by", "duration"])
            let by = try scroll.required("by", needs: "a scroll needs 'by' (points of content offset)").number()
            return .scroll(by: by, duration: try scroll.optional("duration")?.number() ?? Scene.defaultDragDuration)
        default:
            let drag = try value.mapping(keys: ["to", "duration", "release"])
            let needs = "a keyboard drag needs 'to' (0 to 1 of its height) and 'release' (dismiss or restore)"
            let to = try drag.required("to", needs: needs).number()
            let release = try releaseName(
                drag.required("release", needs: needs), among: Scene.Action.dragReleaseNames)
            let duration = try drag.optional("duration")?.number() ?? Scene.defaultDragDuration
            return .dragKeyboard(to: to, duration: duration, dismisses: release == "dismiss")
        }
    }
}

extension SceneReader {
    /// A navigation action: `appear: {focus: email}`, `push: {title: Details}`, `pop: true`,
    /// `interactivePop: {progress: 0.4, duration: 0.3, release: finish}`.
    private func navigation(_ name: Scene.Action.Name, _ value: SceneNode) throws(SceneError)
        -> Scene.Action.Navigation
    {
        switch name {
        case .appear:
            let appear = try value.mapping(keys: ["focus"])
            return .appear(focus: try appear.optional("focus")?.name(of: "the id of a text input"))
        case .push:
            let push = try value.mapping(keys: ["title"])
            return .push(title: try push.optional("title")?.text() ?? Scene.defaultPushedTitle)
        case .pop:
            guard try value.flag() else {
                throw value.error("must be true (leave the event out instead of writing false)")
            }
            return .pop
        default:
            let swipe = try value.mapping(keys: ["progress", "duration", "release"])
            let needs = "an interactive pop needs 'progress' (0 to 1 of the width) and 'release' (finish or cancel)"
            let progress = try swipe.required("progress", needs: needs).number()
            let release = try releaseName(
                swipe.required("release", needs: needs), among: Scene.Action.popReleaseNames)
            let duration = try swipe.optional("duration")?.number() ?? Scene.defaultDragDuration
            return .interactivePop(progress: progress, duration: duration, finishes: release == "finish")
        }
    }
}

extension Scene.Action {
    /// What the end of an interactive pop does (`interactivePop: {release: finish}`): the top
    /// screen leaves, or slides back. The reader's and the schema's list.
    public static let popReleaseNames = ["finish", "cancel"]

    /// What the end of a keyboard drag does (`dragKeyboard: {release: dismiss}`): the keyboard goes,
    /// or springs back. The reader's and the schema's list.
    public static let dragReleaseNames = ["dismiss", "restore"]
}

extension SceneReader {
    /// A finger's `release` in a drag or a swipe: one of `names`, or an error that suggests one.
    fileprivate func releaseName(_ node: SceneNode, among names: [String]) throws(SceneError) -> String {
        let release = try node.name(of: names.joined(separator: " or "))
        guard names.contains(release) else {
            throw node.error(
                Suggestions.unknownName(release, kind: "release", acceptedLabel: "accepted", accepted: names))
        }
        return release
    }
}
