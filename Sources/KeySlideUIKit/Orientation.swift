/// The interface orientation a scene runs in.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape

    public var isLandscape: Bool { self == .landscape }

    /// The orientation a quarter turn away.
    public var other: Orientation { isLandscape ? .portrait : .landscape }
}
