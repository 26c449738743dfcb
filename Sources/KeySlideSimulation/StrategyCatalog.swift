import KeySlideEasing
import KeySlideScene

/// The built-in strategies, and the one way a typed name becomes a strategy.
///
/// Everything downstream (the render runner, `explain`) takes strategy *types*, never ids, so a
/// name is checked once, where it is typed; the lookups take the list to search so that a later
/// list with user strategies goes through the same rule and the same did-you-mean.
public enum StrategyCatalog {
    /// Every built-in strategy, in the order lists show them.
    public static let all: [any AvoidanceStrategy.Type] = [
        SlidingSections.self,
        ShiftByOverlap.self,
        ShiftByOverlapConstraints.self,
        ScrollContentOffset.self,
        ScrollRectToVisible.self,
        ContentInset.self,
        AppleRecipe.self,
        IQKeyboardManager.self,
        TPKeyboardAvoiding.self,
        KeyboardLayoutGuide.self,
        BottomConstraintConstant.self,
        TableViewController.self,
        SwiftUIKeyboardSafeArea.self,
        NoAvoidance.self,
    ]

    /// Every built-in id, in list order.
    public static var ids: [String] { all.map { $0.id } }

    /// The strategy with `id`, if any.
    public static func strategy(withID id: String, among strategies: [any AvoidanceStrategy.Type] = all)
        -> (any AvoidanceStrategy.Type)?
    {
        strategies.first { $0.id == id }
    }

    /// The strategy a person named, or an error carrying the closest id (`NameSuggestion`'s rule,
    /// as for scene-file names) and every accepted one.
    public static func strategy(named name: String, among strategies: [any AvoidanceStrategy.Type] = all)
        throws(UnknownStrategy) -> any AvoidanceStrategy.Type
    {
        if let type = strategy(withID: name, among: strategies) { return type }
        let ids = strategies.map { $0.id }
        throw UnknownStrategy(name: name, suggestion: NameSuggestion.closest(to: name, among: ids), accepted: ids)
    }

    /// The strategies a scene runs: its own list, else every one in `strategies`.
    ///
    /// The scene loader has checked the scene's ids against the same list
    /// (`SceneLoader.load(contentsOf:knownStrategies:)`), so an unknown id here is a programming error.
    public static func strategies(for scene: Scene, among strategies: [any AvoidanceStrategy.Type] = all)
        -> [any AvoidanceStrategy.Type]
    {
        guard let ids = scene.strategies else { return strategies }
        return ids.map { id in
            guard let type = strategy(withID: id, among: strategies) else {
                preconditionFailure("scene '\(scene.name)' names strategy '\(id)', which its loader did not know")
            }
            return type
        }
    }
}

/// A strategy name that names no strategy.
public struct UnknownStrategy: Error, Equatable, CustomStringConvertible, Sendable {
    /// The name as typed.
    public var name: String
    /// The accepted id it is probably a typo of.
    public var suggestion: String?
    /// Every accepted id, in list order.
    public var accepted: [String]

    /// "unknown strategy 'shfit-by-overlap'; did you mean 'shift-by-overlap'? accepted: …", the
    /// shape of the scene checker's messages about unknown names.
    public var description: String {
        "unknown strategy '\(name)'; " + (suggestion.map { "did you mean '\($0)'? " } ?? "")
            + "accepted: " + accepted.joined(separator: ", ")
    }
}

extension StrategyCatalog {
    /// Ids that name other outputs: `<scene>-compare.svg` is the comparison and
    /// `<scene>-explain.json` the report, so no strategy may take them.
    public static let reservedIDs: Set<String> = ["compare", "explain"]

    /// The built-in strategies followed by `added` (a library user's), once each checked: an id
    /// goes into file names and scene files, so it must be lower-case letters, digits and dashes,
    /// start with a letter or digit, be at most 64 characters, not be reserved, and be unique.
    public static func all(adding added: [any AvoidanceStrategy.Type]) throws(StrategyListError)
        -> [any AvoidanceStrategy.Type]
    {
        var seen = Set(ids)
        for type in added {
            let id = type.id
            let allowed = id.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
            guard !id.isEmpty, id.count <= 64, allowed, id.first != "-" else {
                throw StrategyListError(
                    "\(String(reflecting: type)) has the id '\(id)'; an id is 1 to 64 lower-case letters, digits and "
                        + "dashes, not starting with a dash")
            }
            guard !reservedIDs.contains(id) else {
                throw StrategyListError(
                    "\(String(reflecting: type)) has the id '\(id)', which names other outputs; choose another")
            }
            guard seen.insert(id).inserted else {
                throw StrategyListError(
                    "\(String(reflecting: type)) has the id '\(id)', which another strategy has already; ids are unique"
                )
            }
        }
        return all + added
    }
}

/// A list of strategies that cannot be used together (an id is malformed, reserved or taken).
public struct StrategyListError: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) { self.description = description }
}
