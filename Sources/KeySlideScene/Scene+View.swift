import KeySlideGeometry
import KeySlideLayout
import KeySlideUIKit

extension Scene {
    /// The root view's content.
    public struct View: Hashable, Sendable {
        public var kind: Kind
        /// The scroll view's content size (the root view's size unless given).
        public var contentSize: Size
        /// The scroll view's starting content inset (seed 004's root scroll view sits under the
        /// bars with a top inset).
        public var contentInset: EdgeInsets
        /// The scroll view's `contentInsetAdjustmentBehavior` (iOS 11+): `automatic` unless given.
        public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
        /// The scroll view's `keyboardDismissMode`, kept so an imported screen says what the app
        /// does; not simulated: the keyboard goes only at a timeline's `dismiss` or last `returnKey`.
        public var keyboardDismissMode: KeyboardDismissMode
        public var elements: [Element]
        /// A table view's sections and cells (`kind == .table`); its rows' labels and fields are
        /// among `elements`.
        public var table: Table?
        /// Plain views only: how the elements that are not pinned follow a change of the view's
        /// height — kept at the top (UIKit's default), centred, or at the bottom.
        public var stack: StackAlignment
        /// SwiftUI's `.ignoresSafeArea(.keyboard)` on the screen: read by `swiftui-keyboard-safe-area`
        /// only (the keyboard then leaves the layout alone).
        public var ignoresKeyboardSafeArea: Bool

        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// A plain view; elements are in its coordinates.
            case plain
            /// A scroll view; elements are in its content coordinates.
            case scroll
            /// A table view — a scroll view whose rows are cells (`Scene.Table`); elements are in
            /// its content coordinates.
            case table
            /// A collection view (`UICollectionViewController`'s) — a scroll view whose items are
            /// cells, laid out by a flow or a list layout (`Scene.Table.collection`).
            case collection

            /// Whether the view scrolls: a scroll view, a table view or a collection view.
            public var scrolls: Bool { self != .plain }
        }

        public init(
            kind: Kind, contentSize: Size, contentInset: EdgeInsets = .zero,
            contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
            keyboardDismissMode: KeyboardDismissMode = .none, elements: [Element], table: Table? = nil,
            stack: StackAlignment = .top, ignoresKeyboardSafeArea: Bool = false
        ) {
            self.stack = stack
            self.ignoresKeyboardSafeArea = ignoresKeyboardSafeArea
            self.kind = kind
            self.contentSize = contentSize
            self.contentInset = contentInset
            self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
            self.keyboardDismissMode = keyboardDismissMode
            self.elements = elements
            self.table = table
        }

        /// The element with `id` anywhere in the tree, if any.
        public func element(_ id: String) -> Element? { allElements.first { $0.id == id } }
    }

    /// Something in the root view's tree: a control, or a container of more elements.
    public struct Element: Hashable, Sendable {
        public var kind: Kind
        /// Unique within the scene; taps and traces name elements by it.
        public var id: String
        /// In its superview's coordinates (content coordinates for a scroll view), as UIKit's
        /// `frame`: the starting frame, which layout may change. Zero-sized at the origin for an
        /// element the scene places by constraints or a stack view only.
        public var frame: Rect
        /// Grey text shown while a text input is empty.
        public var placeholder: String?
        /// The element's text (a label's or button's caption, a field's contents).
        public var text: String?
        /// Whether it keeps its distance to the bottom of the view holding it when that view's
        /// height changes (autoresizing's flexible top margin): a chat composer.
        public var pinnedToBottom: Bool
        /// A text field's border; `nil` is the rounded rectangle scenes have always drawn.
        public var borderStyle: BorderStyle?
        /// A text input's return key; kept, not simulated: `returnKey` always moves on to the next
        /// input (or dismisses after the last), as the seeds' delegates do, whatever the key says.
        public var returnKeyType: ReturnKeyType?
        /// Text views only: whether it grows a line at a time as its text wraps onto more lines,
        /// up to `maxHeight` (an auto-growing chat composer); the views below it move with it.
        public var grows: Bool
        /// The height a growing text view stops at (it then scrolls its text); `nil`: no limit.
        public var maxHeight: Double?
        /// Text fields only: what the return key does, whatever the strategy's
        /// `textFieldShouldReturn` would; `nil`: the strategy decides.
        public var onReturn: ReturnAction?
        /// Text inputs only: its own bar above the keyboard, replacing the scene's `inputAccessory`.
        public var inputAccessory: InputAccessory?
        /// Its subviews in tree order (drawn in this order, later ones on top); a stack view's are
        /// its arranged subviews.
        public var subviews: [Element] = []
        /// Auto Layout constraints whose first item is this element.
        public var constraints: [Scene.Constraint] = []
        /// How the frame follows its superview's size; `nil` when the scene gives no mask.
        public var autoresizing: AutoresizingMask?
        /// Whether subviews are clipped to its bounds (UIKit's default: scroll views only).
        public var clipsToBounds = false
        /// A hidden view is not drawn, nor are its subviews, and cannot be tapped.
        public var isHidden = false
        /// `scroll` elements only.
        public var scroll: ScrollSettings?
        /// `stack` elements only.
        public var stack: StackArrangement?
        /// Whether the element is a table's custom cell (`rows[].subviews`): a `UITableViewCell`,
        /// whose content the table scrolls into view as a whole.
        public var isTableCell = false
        /// A custom cell's class: a table's, or a collection view's (list or flow).
        public var cellClass = Scene.Table.CellClass.table
        /// `table` elements only: the laid-out sections; the rows' labels and fields are its
        /// `subviews`, in the table's content coordinates (the app puts each in its cell).
        public var table: Scene.Table?
        /// The background colour, `#rrggbb`; `nil` draws none (a container is then invisible).
        public var background: String?
        /// `intrinsicContentSize` as the scene gives it (an imported screen's, measured by
        /// Interface Builder with the app's fonts); `nil`: estimated from the text.
        public var intrinsicSize: Size?
        /// Content hugging and compression resistance, when the scene gives them; `nil`: UIKit's
        /// defaults (Interface Builder's 251 hugging for a label).
        public var hugging: AxisPriorities?
        public var compressionResistance: AxisPriorities?

        public enum Kind: String, Hashable, Sendable, CaseIterable {
            case textField, textView, label, button
            /// A view KeySlide only draws, as a box named by its `text` (an imported screen's image
            /// views, switches, pickers): it shows where the app's other views sit.
            case box
            /// A plain `UIView` holding subviews (a header bar, a card, a form's container).
            case view
            /// A `UIScrollView` anywhere in the tree: its subviews are in its content coordinates.
            case scroll
            /// A `UIStackView` arranging its `arrangedSubviews`.
            case stack
            /// A `UITableView` anywhere in the tree (a chat's messages above its composer): a
            /// scroll view whose `sections` make its rows, cells and subviews.
            case table
            /// A `UICollectionView` anywhere in the tree: a scroll view whose `sections` make its
            /// items, laid out by its flow or list layout.
            case collection

            /// Whether a tap can focus it and bring up the keyboard.
            public var isTextInput: Bool { self == .textField || self == .textView }
        }

        public init(
            kind: Kind, id: String, frame: Rect, placeholder: String? = nil, text: String? = nil,
            pinnedToBottom: Bool = false, borderStyle: BorderStyle? = nil, returnKeyType: ReturnKeyType? = nil,
            grows: Bool = false, maxHeight: Double? = nil, onReturn: ReturnAction? = nil,
            inputAccessory: InputAccessory? = nil
        ) {
            self.onReturn = onReturn
            self.grows = grows
            self.maxHeight = maxHeight
            self.kind = kind
            self.id = id
            self.frame = frame
            self.placeholder = placeholder
            self.text = text
            self.pinnedToBottom = pinnedToBottom
            self.borderStyle = borderStyle
            self.returnKeyType = returnKeyType
            self.inputAccessory = inputAccessory
        }
    }
}

/// A priority for each axis, as `setContentHuggingPriority(_:for:)` takes them.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
