import KeySlideEasing
import KeySlideGeometry

/// A handle on a view in an `App`. Views live inside the app's value; a handle stays valid for
/// the app's lifetime.
public struct ViewID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int
    init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: ViewID, b: ViewID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "view#\(rawValue)" }
}

/// What a view is, as far as the simulation cares.
public enum ViewKind: String, Hashable, Sendable {
    /// `box`: a view that is only drawn (a scene's `box` element). `tableCell`: a table view's
    /// row (`UITableViewCell`), the superview of the row's label and field; `listCell` and
    /// `collectionCell` the same in a collection view's list or flow layout
    /// (`UICollectionViewListCell`, `UICollectionViewCell`).
    case plain, scroll, textField, textView, label, button, box, toolbar, tableCell, listCell, collectionCell

    /// Whether the view is a table's or a collection view's cell, which UIKit scrolls into view
    /// whole for an input inside it (docs/facts.md §13.1, §20.4).
    public var isCell: Bool { self == .tableCell || self == .listCell || self == .collectionCell }

    /// Whether the view can become first responder and raise the keyboard.
    public var isTextInput: Bool { self == .textField || self == .textView }

    /// Whether the view is one of a scene's elements rather than a container the app made.
    public var isElement: Bool { isTextInput || self == .label || self == .button || self == .box }
}

/// A view: its place in the tree and the tracks of everything about it that can move.
///
/// Frames are in the parent's coordinates. The root view's frame is kept upright (interface
/// coordinates) even when the window is portrait-fixed; `App.frame(of:)` rotates it on the way
/// out, as UIKit before iOS 8 did.
public struct View: Hashable, Sendable {
    public let id: ViewID
    /// A name for traces and messages: the scene's element id, or `root`, `scroll`, `toolbar`.
    public let name: String
    public let kind: ViewKind
    /// `nil` for the root view, whose parent is the window.
    public let parent: ViewID?
    public internal(set) var frame: AnimatedRect
    /// The bounds origin: a scroll view's content offset, zero for other views.
    public internal(set) var contentOffset: PointTracks
    /// Scroll views only.
    public internal(set) var contentInset: EdgeInsets = .zero
    /// Scroll views only.
    public internal(set) var contentSize: Size = .zero
    /// Scroll views only (iOS 11+): which safe-area insets UIKit adds to `contentInset`.
    public internal(set) var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Scroll views only; kept because seeds set it, though nothing is drawn for it.
    public internal(set) var scrollIndicatorInsets: EdgeInsets = .zero
    /// Text views only: `contentInset.bottom` (a `UITextView` is a scroll view), a track because
    /// IQKeyboardManager sets it inside the keyboard's animation. The last line shown and the
    /// caret stay above it (`TextInputMetrics.shownLineCount`).
    public internal(set) var textViewBottomInset = Track(initialValue: 0)
    /// Keeps its distance to the parent's bottom edge when the parent's height changes
    /// (`UIViewAutoresizingFlexibleTopMargin`), as a chat composer does.
    public internal(set) var pinnedToBottom = false
    /// Keeps its top and bottom margins when the parent's height changes
    /// (`UIViewAutoresizingFlexibleHeight`), as the scroll view under a toolbar does.
    public internal(set) var fillsParentHeight = false
    /// Text inputs only: the text over time, its font size and whether it grows (App+Typing.swift).
    public internal(set) var textInput: TextInputState?
    /// Where the subviews that are not pinned sit when this view's height changes: a stack of
    /// views centred or kept at the bottom moves with it (`StackAlignment`).
    public internal(set) var stackAlignment = StackAlignment.top
    /// Text inputs only: the bar shown above the keyboard while it is first responder.
    public internal(set) var inputAccessory: InputAccessoryView?
    /// Whether subviews outside the bounds are cut off: UIKit's default is true for scroll views
    /// only (a scene's `clipsToBounds` changes it).
    public internal(set) var clipsToBounds: Bool
    /// A hidden view is not drawn, nor its subviews, and takes no touches.
    public internal(set) var isHidden = false
    /// Whether the view was made from one of the scene's elements (containers included), whose
    /// id is its `name`; `false` for the views the app makes (root, toolbar, table cells).
    public internal(set) var isSceneElement = false
    /// The UIKit class a scene names for the view (`UITableView`, `TPKeyboardAvoidingScrollView`);
    /// `nil`: the plain class of its kind. Library ports read it where their sources test classes.
    public internal(set) var className: String?
    /// Scroll views only: `isScrollEnabled`, which IQKeyboardManager's scroll-view search reads.
    public internal(set) var isScrollEnabled = true

    init(id: ViewID, name: String, kind: ViewKind, parent: ViewID?, frame: Rect) {
        self.id = id
        self.name = name
        self.kind = kind
        self.parent = parent
        self.frame = AnimatedRect(frame)
        self.contentOffset = PointTracks(.zero)
        self.clipsToBounds = kind == .scroll
    }
}

extension App {
    /// The view made from the scene's element `id` (a container or a control), if any: the one
    /// lookup by id, whatever the view's kind or depth in the tree.
    public func sceneElement(named id: String) -> ViewID? {
        views.first { $0.isSceneElement && $0.name == id }?.id
    }
}

/// How a view's subviews follow a change of its height: the layout of a vertical stack pinned to
/// the top (UIKit's autoresizing default, a flexible bottom margin), centred (flexible top and
/// bottom margins, a `VStack` between two `Spacer()`s) or pinned to the bottom (a flexible top
/// margin, a `Spacer()` above the stack).
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom

    /// The share of a change in height the subviews move by.
    public var share: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior` (iOS 11; docs/facts.md §10.3).
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    /// `scrollableAxes`, and vertically always for a controller's view in a navigation controller.
    case automatic
    /// Adjusts only along the axes the content scrolls on.
    case scrollableAxes
    /// Never adjusts: `adjustedContentInset` is `contentInset`.
    case never
    /// Always adds the safe area.
    case always
}

/// The two tracks of a point.
public struct PointTracks: Hashable, Sendable {
    public internal(set) var x: Track
    public internal(set) var y: Track

    init(_ point: Point) {
        x = Track(initialValue: point.x)
        y = Track(initialValue: point.y)
    }

    public func model(at time: Double) -> Point { Point(x: x.modelValue(at: time), y: y.modelValue(at: time)) }
    public func presentation(at time: Double) -> Point { Point(x: x.value(at: time), y: y.value(at: time)) }
}
