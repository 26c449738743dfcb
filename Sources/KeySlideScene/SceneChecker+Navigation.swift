import KeySlideSystem
import KeySlideUIKit

/// The navigation actions in an order a navigation controller can play: the scene's screen is on
/// screen for a tap or a push, something is above the first screen for a pop.
extension SceneChecker {
    /// Which screen is on top as the timeline plays (docs/scene-files.md, "Navigation").
    enum TopScreen { case before, scene, pushed, gone }

    func checkNavigation(
        _ actions: [Scene.Action], view: Scene.View, inNavigationController: Bool
    ) throws(SceneError) {
        let appears = actions.contains { if case .motion(.navigate(.appear)) = $0.kind { true } else { false } }
        var top: TopScreen = appears ? .before : .scene
        var busyUntil = -Double.infinity
        for (index, action) in actions.enumerated() {
            let path = "timeline[\(index)].\(action.kind.name.rawValue)"
            guard case .motion(.navigate(let move)) = action.kind else {
                if top != .scene, [.tap, .type, .returnKey].contains(action.kind.name) {
                    throw error(at: path, "the scene's screen is not showing here (\(Self.words(top)))")
                }
                continue
            }
            guard !actions.contains(where: { $0.kind.name == .rotate }) else {
                throw error(at: path, "a push or pop and a rotate in one timeline are not modelled together")
            }
            guard inNavigationController else {
                throw error(
                    at: path,
                    "a push or pop needs a navigation controller: add navigationBar to the scene "
                        + "(not in a split view, a sheet or a window)")
            }
            if action.time < busyUntil {
                throw error(
                    at: "timeline[\(index)].at",
                    "the interactive pop before it lasts until \(busyUntil.readable()) s; start this event then or later"
                )
            }
            top = try next(after: move, from: top, at: path, view: view)
            if case .interactivePop(_, let duration, _) = move { busyUntil = action.time + duration }
        }
    }

    /// The top screen after `move`, or an error when the navigation controller cannot make it.
    private func next(
        after move: Scene.Action.Navigation, from top: TopScreen, at path: String, view: Scene.View
    ) throws(SceneError) -> TopScreen {
        switch move {
        case .appear(let focus):
            guard top == .before else {
                throw error(at: path, "the scene's screen appears once, before any other push or pop")
            }
            if let focus { try checkFocusOnAppear(focus, at: "\(path).focus", view: view) }
            return .scene
        case .push:
            guard top == .scene else {
                throw error(
                    at: path, "a push goes over the scene's screen, which is not on top here (\(Self.words(top)))")
            }
            return .pushed
        case .pop, .interactivePop:
            if case .interactivePop(let progress, let duration, _) = move {
                guard try finite(progress, at: "\(path).progress") > 0, progress < 1 else {
                    throw error(
                        at: "\(path).progress",
                        "must be more than 0 and less than 1 (of the screen's width), "
                            + "found \(written(progress, at: "\(path).progress"))")
                }
                _ = try seconds(positive(duration, at: "\(path).duration"), at: "\(path).duration")
            }
            switch top {
            case .pushed: return Self.finishes(move) ? .scene : .pushed
            case .scene: return Self.finishes(move) ? .gone : .scene
            case .before, .gone: throw error(at: path, "nothing to pop: \(Self.words(top))")
            }
        }
    }

    private static func finishes(_ move: Scene.Action.Navigation) -> Bool {
        if case .interactivePop(_, _, let finishes) = move { return finishes }
        return true
    }

    private static func words(_ top: TopScreen) -> String {
        switch top {
        case .before: "it has not appeared yet"
        case .scene: "the scene's screen is on top"
        case .pushed: "a pushed screen covers it"
        case .gone: "it was popped"
        }
    }

    /// `appear.focus` names a shown text input of the scene's view.
    private func checkFocusOnAppear(_ id: String, at path: String, view: Scene.View) throws(SceneError) {
        guard let element = view.allElements.first(where: { $0.id == id }), element.kind.isTextInput else {
            let inputs = view.allElements.filter(\.kind.isTextInput).map { Quoted.text($0.id) }
            throw error(
                at: path,
                "no text input has id \(Quoted.value(id)) (text inputs: \(inputs.prefix(10).joined(separator: ", ")))")
        }
        guard !view.hiddenElementIDs.contains(id) else {
            throw error(at: path, "\(Quoted.value(id)) is hidden and cannot become first responder")
        }
    }
}

extension Scene.Action.Navigation {
    /// Whether a text input may be focused after this move, given whether one may be before:
    /// a screen appearing with `focus` focuses it; a push or a finished pop ends the focus; a
    /// cancelled interactive pop gives it back (docs/facts.md §19).
    func mayBeFocused(after mayBeFocused: Bool) -> Bool {
        switch self {
        case .appear(let focus): focus != nil
        case .push, .pop: false
        case .interactivePop(_, _, let finishes): finishes ? false : mayBeFocused
        }
    }
}
