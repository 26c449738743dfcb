import KeySlideGeometry

/// `UIView.intrinsicContentSize`: the size a view's content asks for, per axis.
public struct IntrinsicSize: Hashable, Sendable {
    /// `nil`: no intrinsic width (`UIView.noIntrinsicMetric`).
    public var width: Double?
    /// `nil`: no intrinsic height (`UIView.noIntrinsicMetric`).
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size on either axis, a plain `UIView`'s.
    public static let none = IntrinsicSize(width: nil, height: nil)
}

/// One view of the tree the engine lays out, known by its index in the engine's nodes.
///
/// The engine knows nothing of UIKit's classes: a node is the handful of properties Auto Layout
/// and autoresizing read from a `UIView` (and from a `UIScrollView` or `UIStackView` when it is
/// one). Node 0 is the root, the view controller's view.
public struct LayoutNode: Hashable, Sendable {
    /// `translatesAutoresizingMaskIntoConstraints`.
    public enum Placement: Hashable, Sendable {
        /// `true`: the frame as set, moved by the mask when the superview's size changes; the
        /// empty mask keeps the frame as it is.
        case autoresizing(AutoresizingMask)
        /// `false`: the view's constraints place it.
        case constraints
    }

    /// The superview's index; `nil` only for node 0, the root.
    public var parent: Int?
    /// The frame as set, in the superview's coordinates (content coordinates in a scroll view).
    /// For `.autoresizing` it is the reference frame, laid out against `referenceSuperviewSize`;
    /// for `.constraints` it is where the view stays on an axis its constraints leave free.
    public var frame: Rect
    /// The superview's size when `frame` was set; `nil`: the superview's `frame.size` as given.
    public var referenceSuperviewSize: Size?
    public var placement: Placement
    public var isScrollView = false
    /// A scroll view's `contentSize` as set, kept where its subviews' constraints leave it free;
    /// `nil`: the scroll view's frame size. Added beside the shared API: a scroll view whose
    /// content is laid out by frames still has a content size of its own.
    public var contentSize: Size?
    public var isHidden = false
    public var intrinsicContentSize = IntrinsicSize.none
    /// `contentHuggingPriority(for: .horizontal)`.
    public var huggingHorizontal = LayoutPriority.low
    /// `contentHuggingPriority(for: .vertical)`.
    public var huggingVertical = LayoutPriority.low
    /// `contentCompressionResistancePriority(for: .horizontal)`.
    public var compressionResistanceHorizontal = LayoutPriority.high
    /// `contentCompressionResistancePriority(for: .vertical)`.
    public var compressionResistanceVertical = LayoutPriority.high
    /// Set when the node is a `UIStackView`: its children are its arranged subviews, in the order
    /// of their indexes.
    public var stack: StackArrangement?
    /// `layoutMargins`; UIView's default is 8 on every side. The root's come from the
    /// environment (`LayoutEnvironment.rootLayoutMargins`) instead.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// `insetsLayoutMarginsFromSafeArea`: margins measured from the safe area's edges rather than
    /// from the bounds.
    public var insetsLayoutMarginsFromSafeArea = true

    public init(parent: Int?, frame: Rect, placement: Placement = .autoresizing([])) {
        self.parent = parent
        self.frame = frame
        self.placement = placement
    }
}

/// What the view controller and the window give the root view on a layout pass.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Node 0's size. Its frame is set by its view controller and never solved; its origin is
    /// zero in layout space.
    public var rootSize: Size
    /// The root view's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The root view's layout margins (the controller's system minimum: 0 at the top and bottom,
    /// 16 or 20 at the sides), measured from its safe area.
    public var rootLayoutMargins: EdgeInsets
    /// The keyboard's top edge in the root's coordinates; at or below `rootSize.height` while the
    /// keyboard is hidden.
    public var keyboardTop: Double
    /// `topLayoutGuide.length` (iOS 7–10).
    public var topLayoutGuideLength: Double
    /// `bottomLayoutGuide.length` (iOS 7–10).
    public var bottomLayoutGuideLength: Double

    public init(
        rootSize: Size, safeAreaInsets: EdgeInsets = .zero, rootLayoutMargins: EdgeInsets = .zero,
        keyboardTop: Double = .infinity, topLayoutGuideLength: Double = 0, bottomLayoutGuideLength: Double = 0
    ) {
        self.rootSize = rootSize
        self.safeAreaInsets = safeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
        self.keyboardTop = keyboardTop
        self.topLayoutGuideLength = topLayoutGuideLength
        self.bottomLayoutGuideLength = bottomLayoutGuideLength
    }

    /// The top of the root's `keyboardLayoutGuide`: the keyboard's top while it overlaps the safe
    /// area, else the safe area's bottom (`UIKeyboardLayoutGuide.usesBottomSafeArea`, true by
    /// default: "the layout guide ties to the bottomAnchor of the view's safeAreaLayoutGuide",
    /// developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea).
    public var keyboardGuideTop: Double {
        min(keyboardTop, rootSize.height - safeAreaInsets.bottom)
    }
}

/// What UIKit would log about a layout.
public enum LayoutWarning: Hashable, Sendable {
    /// "Unable to simultaneously satisfy constraints": `broken` is the index (into the engine's
    /// constraints) of the required constraint left out, `conflicting` the required constraints
    /// already in force that share a view and an axis with it.
    case unsatisfiable(broken: Int, conflicting: [Int])
    /// A node whose position or size on that axis its constraints do not determine; it keeps its
    /// frame as set there.
    case ambiguous(node: Int, horizontal: Bool)
}

/// One layout pass's answer.
public struct LayoutResult: Hashable, Sendable {
    /// Every node's frame in its superview's coordinates (content coordinates in a scroll view);
    /// node 0's origin is zero and its size the environment's `rootSize`.
    public var frames: [Rect]
    /// The content size of each scroll view that has an edge constraint to one of its
    /// descendants, which is then what determines it.
    public var contentSizes: [Int: Size]
    /// Each unsatisfiable constraint once, on the pass that first meets it; each ambiguity on
    /// every pass it holds.
    public var warnings: [LayoutWarning]

    public init(frames: [Rect], contentSizes: [Int: Size], warnings: [LayoutWarning]) {
        self.frames = frames
        self.contentSizes = contentSizes
        self.warnings = warnings
    }
}
