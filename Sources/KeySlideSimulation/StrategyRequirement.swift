import KeySlideScene

/// Something a strategy needs from the screen to act at all. A strategy declares its needs
/// (`AvoidanceStrategy.requirements`); a run checks them against the scene once
/// (`Recording.unmetRequirements`), so `explain` and the comparison picture can say that a
/// strategy could not act instead of showing it as silently identical to `none`.
public enum StrategyRequirement: String, Hashable, Sendable, CaseIterable, Codable {
    /// A scroll view holding the text inputs: the strategy insets or scrolls it and moves nothing else.
    case scrollView
    /// A constraint with the id `keyboardHeightLayoutConstraint`, the outlet the strategy changes.
    case keyboardHeightConstraint
    /// Constraints with the ids `keyboardConstraint` and `keyboardBottomConstraint` (seed 001's outlets).
    case shiftConstraints

    /// Whether `scene` gives the strategy what it needs.
    public func isMet(by scene: Scene) -> Bool {
        let ids = Set(scene.view.allElements.flatMap { $0.constraints.compactMap(\.identifier) })
        switch self {
        // A scroll view anywhere in the tree counts: `App.scrollView` finds the first one.
        case .scrollView: return scene.view.kind.scrolls || scene.view.allElements.contains(where: \.kind.scrolls)
        case .keyboardHeightConstraint: return ids.contains("keyboardHeightLayoutConstraint")
        case .shiftConstraints: return ids.isSuperset(of: ["keyboardConstraint", "keyboardBottomConstraint"])
        }
    }

    /// What is missing, for people: `needs a scroll view; the scene has none`.
    public var unmetPhrase: String {
        switch self {
        case .scrollView: "needs a scroll view; the scene has none"
        case .keyboardHeightConstraint: "needs a constraint with id keyboardHeightLayoutConstraint; the scene has none"
        case .shiftConstraints: "needs constraints with ids keyboardConstraint and keyboardBottomConstraint"
        }
    }

    /// A short form for captions under a strategy's name: `no scroll view`.
    public var briefPhrase: String {
        switch self {
        case .scrollView: "no scroll view"
        case .keyboardHeightConstraint: "no keyboardHeightLayoutConstraint"
        case .shiftConstraints: "no keyboardConstraint"
        }
    }
}
