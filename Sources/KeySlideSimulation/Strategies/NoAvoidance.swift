import KeySlideUIKit

/// The baseline: no avoidance code at all. The field disappears under the keyboard.
public struct NoAvoidance: AvoidanceStrategy {
    public static let id = "none"
    public static let summary = "Does nothing: the baseline every strategy is measured against."
    public static let source = "—"

    public init() {}
}
