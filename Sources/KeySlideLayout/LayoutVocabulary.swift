import KeySlideGeometry

// The words of Auto Layout and autoresizing, shared by the scene reader (which parses them), the
// layout engine (which solves them) and the simulated UIKit (which runs the engine when UIKit
// would). Names follow UIKit's: `NSLayoutConstraint.Attribute`, `.Relation`, `UILayoutPriority`,
// `UIView.AutoresizingMask`, `UIStackView`'s axis, distribution and alignment.

/// `NSLayoutConstraint.Attribute`. KeySlide lays out left to right, so `leading` is `left` and
/// `trailing` is `right`; they stay distinct names so a constraint reads as written.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    /// Whether the attribute is a size rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute lies along the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        case .top, .bottom, .height, .centerY: false
        }
    }
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `UILayoutPriority`: 1…1000; 1000 is required, and a constraint below it may be broken.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Double

    /// A priority in 1…1000; `nil` outside.
    public init?(rawValue: Double) {
        guard rawValue >= 1, rawValue <= 1000 else { return nil }
        self.rawValue = rawValue
    }

    public static let required = LayoutPriority(rawValue: 1000)!
    /// `UILayoutPriority.defaultHigh`: a button's compression resistance.
    public static let high = LayoutPriority(rawValue: 750)!
    /// `UILayoutPriority.defaultLow`: a view's content hugging.
    public static let low = LayoutPriority(rawValue: 250)!
    /// `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSize = LayoutPriority(rawValue: 50)!

    public var isRequired: Bool { rawValue >= 1000 }
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public var description: String { isRequired ? "required" : rawValue.readable() }
}

/// What a constraint's item is: a view of the tree (by its index in the layout's nodes) or one of
/// the layout guides UIKit gives a view.
public enum LayoutItem: Hashable, Sendable {
    /// The node at this index.
    case view(Int)
    /// `safeAreaLayoutGuide` of the node at this index (iOS 11+).
    case safeArea(Int)
    /// `layoutMarginsGuide` of the node at this index.
    case margins(Int)
    /// The root view's `keyboardLayoutGuide` (iOS 15+): its top is the keyboard's top while the
    /// keyboard overlaps the view, the bottom of the safe area otherwise.
    case keyboard
    /// The view controller's `topLayoutGuide` (iOS 7–10): the bottom of the bars above the view.
    case topLayoutGuide
    /// The view controller's `bottomLayoutGuide` (iOS 7–10): the top of the bars below the view.
    case bottomLayoutGuide
}

/// One linear relation between two items' attributes, as `NSLayoutConstraint` holds it:
/// `first.firstAttribute RELATION second.secondAttribute * multiplier + constant`, at `priority`.
public struct LayoutConstraint: Hashable, Sendable {
    public var first: LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// `nil` for a constant size (`height >= 44`).
    public var second: LayoutItem?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// The constraint's `identifier`, by which code finds it as through an `IBOutlet`.
    public var identifier: String?

    public init(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? nil : (secondAttribute ?? firstAttribute)
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }
}

/// `UIView.AutoresizingMask`: which of a view's margins and sizes stretch when its superview's
/// size changes. The empty mask keeps the frame as it is (fixed left and top margins).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Each flag with its name in scene files (UIKit's, without the type).
    public static let named: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
}

/// `UIStackView`'s arrangement of its arranged subviews.
public struct StackArrangement: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable, CaseIterable { case horizontal, vertical }

    /// `UIStackView.Distribution`.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`; `top`/`leading` and `bottom`/`trailing` are the same value in
    /// UIKit, kept apart here so a scene reads as written.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    public var axis: Axis
    public var spacing: Double
    public var distribution: Distribution
    public var alignment: Alignment

    public init(
        axis: Axis = .horizontal, spacing: Double = 0, distribution: Distribution = .fill,
        alignment: Alignment = .fill
    ) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
    }
}
