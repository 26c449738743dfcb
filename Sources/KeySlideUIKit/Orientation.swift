/// The interface orientation a scene runs in.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape

    public var isLandscape: Bool { self == .landscape }
}
