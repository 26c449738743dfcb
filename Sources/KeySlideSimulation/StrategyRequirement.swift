import KeySlideScene

/// Something a strategy needs from the screen to act at all. A strategy declares its needs
/// (`AvoidanceStrategy.requirements`); a run checks them against the scene once
/// (`Recording.unmetRequirements`), so `explain` and the comparison picture can say that a
/// strategy could not act instead of showing it as silently identical to `none`.
public enum StrategyRequirement: String, Hashable, Sendable, CaseIterable, Codable {
    /// A scroll view holding the text inputs: the strategy insets or scrolls it and moves nothing else.
    case scrollView

    /// Whether `scene` gives the strategy what it needs.
    public func isMet(by scene: Scene) -> Bool {
        switch self {
        // A scroll view anywhere in the tree counts: `App.scrollView` finds the first one.
        case .scrollView: scene.view.kind.scrolls || scene.view.allElements.contains { $0.kind == .scroll }
        }
    }

    /// What is missing, for people: `needs a scroll view; the scene has none`.
    public var unmetPhrase: String {
        switch self {
        case .scrollView: "needs a scroll view; the scene has none"
        }
    }

    /// A short form for captions under a strategy's name: `no scroll view`.
    public var briefPhrase: String {
        switch self {
        case .scrollView: "no scroll view"
        }
    }
}
