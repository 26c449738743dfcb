/// The interface style a scene is drawn in (`UIUserInterfaceStyle`): light, or dark mode.
///
/// Only the pictures change: no strategy or notification depends on it. Dark mode exists from
/// iOS 13 (docs/facts.md §16.3), so a scene on an older profile is drawn light.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light
    case dark

    /// The first iOS version with dark mode.
    public static let firstDarkMajorVersion = 13

    /// Whether an iOS of `majorVersion` can be drawn in this appearance.
    public func isAvailable(majorVersion: Int) -> Bool {
        self == .light || majorVersion >= Self.firstDarkMajorVersion
    }

    /// This appearance where an iOS of `majorVersion` has it, light where it has no dark mode.
    public func drawn(majorVersion: Int) -> Appearance {
        isAvailable(majorVersion: majorVersion) ? self : .light
    }
}
