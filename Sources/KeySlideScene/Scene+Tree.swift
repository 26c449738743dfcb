import KeySlideGeometry
import KeySlideLayout
import KeySlideUIKit

/// The tree of elements: containers, their subviews, and how each is laid out.
extension Scene {
    /// An Auto Layout constraint as the scene writes it, its first item the element it is listed
    /// on. The layout engine turns it into a `LayoutConstraint` once the tree's views exist.
    public struct Constraint: Hashable, Sendable {
        /// The second item, by name: another element, or a guide of the first item's superview or
        /// of the screen.
        public enum Item: Hashable, Sendable {
            /// An element of the tree, by id.
            case element(String)
            /// The first item's superview.
            case superview
            /// The superview's `safeAreaLayoutGuide`.
            case safeArea
            /// The superview's `layoutMarginsGuide`.
            case margins
            /// The root view's `keyboardLayoutGuide` (iOS 15+).
            case keyboard
            /// The root view itself (the view controller's `view`), from any depth: a view deep in
            /// the tree sized by the screen (`width == rootView.width`), as Interface Builder allows.
            case rootView
            /// The safe-area guide of an element by id, or of the root view (`nil`), named from
            /// anywhere: `card.safeArea`, `rootView.safeArea`.
            case safeAreaOf(String?)
            /// The layout-margins guide of an element by id, or of the root view (`nil`).
            case marginsOf(String?)
            /// The view controller's `topLayoutGuide` (iOS 7–10).
            case topLayoutGuide
            /// The view controller's `bottomLayoutGuide` (iOS 7–10).
            case bottomLayoutGuide
        }

        public var attribute: LayoutAttribute
        public var relation: LayoutRelation
        /// `nil` for a constant (`height >= 44`).
        public var item: Item?
        public var itemAttribute: LayoutAttribute?
        public var multiplier: Double
        public var constant: Double
        public var priority: LayoutPriority
        /// The constraint's `identifier` (`{constraint: …, id: NAME}`), unique in the scene: code
        /// finds the constraint by it, as through an `IBOutlet`.
        public var identifier: String?
        /// The text as written, for warnings.
        public var text: String
        /// Where it is written: `file:line:column` when it came from a scene file, the path inside
        /// the scene (`view.elements[2].constraints[0]`) when it came from a description.
        public var place: String

        public init(
            attribute: LayoutAttribute, relation: LayoutRelation, item: Item? = nil,
            itemAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
            priority: LayoutPriority = .required, identifier: String? = nil, text: String, place: String
        ) {
            self.attribute = attribute
            self.relation = relation
            self.item = item
            self.itemAttribute = itemAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.identifier = identifier
            self.text = text
            self.place = place
        }
    }

    /// A `scroll` element's scroll view.
    public struct ScrollSettings: Hashable, Sendable {
        /// `nil` when constraints will determine it (the scroll view or one of its subviews has
        /// constraints and the scene gives no size).
        public var contentSize: Size?
        public var contentInset: EdgeInsets
        public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
        /// Kept, not simulated, as for the root scroll view.
        public var keyboardDismissMode: View.KeyboardDismissMode
        /// The scroll view's class as the app names it (`TPKeyboardAvoidingScrollView`), for
        /// strategies that act on their own subclass only.
        public var className: String?

        public init(
            contentSize: Size?, contentInset: EdgeInsets = .zero,
            contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
            keyboardDismissMode: View.KeyboardDismissMode = .none, className: String? = nil
        ) {
            self.contentSize = contentSize
            self.contentInset = contentInset
            self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
            self.keyboardDismissMode = keyboardDismissMode
            self.className = className
        }
    }

    /// Whether anything in the tree is laid out rather than placed: constraints, an autoresizing
    /// mask or a stack view. The layout engine runs only for such scenes, so a scene of fixed
    /// frames costs what it always did.
    public var usesLayout: Bool {
        view.allElements.contains { !$0.constraints.isEmpty || $0.autoresizing != nil || $0.stack != nil }
    }

    /// The deepest an element may sit (the root view's elements are at depth 1): real screens
    /// nest a dozen views at most, and a bound keeps every walk of the tree short and the
    /// reader's recursion shallow whatever a file holds.
    public static let maximumDepth = 32

    /// The most constraints a scene may hold: three for each of the 200 elements and more; the
    /// layout engine solves them all on every pass.
    public static let maximumConstraints = 1_000

    /// The largest multiplier a constraint may have, either sign: 1,000 relates a width to a
    /// thousandth of another's, far beyond any layout, and with constants bounded by
    /// `maximumLength` keeps every solved frame inside the range the writers were checked for.
    public static let maximumMultiplier = 1_000.0
}

extension Scene.View {
    /// Every element of the tree, depth first in tree order (an element before its subviews):
    /// the order views are made, drawn and tabbed through.
    public var allElements: [Scene.Element] {
        var result: [Scene.Element] = []
        var pending = Array(elements.reversed())
        while let element = pending.popLast() {
            result.append(element)
            pending += element.subviews.reversed()
        }
        return result
    }

    /// Changes every element of the tree in place, an element before its subviews.
    mutating func changeElements(_ change: (inout Scene.Element) -> Void) {
        for index in elements.indices { elements[index].changeTree(change) }
    }

    /// The ids of the elements not shown: hidden, or inside a hidden view.
    public var hiddenElementIDs: Set<String> {
        var hidden: Set<String> = []
        var pending = elements.map { ($0, false) }
        while let (element, insideHidden) = pending.popLast() {
            let isHidden = insideHidden || element.isHidden
            if isHidden { hidden.insert(element.id) }
            pending += element.subviews.map { ($0, isHidden) }
        }
        return hidden
    }

    /// For each element's id, its superview's id; `nil` for an element of the root view.
    public var parents: [String: String?] {
        var parents: [String: String?] = [:]
        var pending = elements.map { ($0, String?.none) }
        while let (element, parent) = pending.popLast() {
            parents[element.id] = parent
            pending += element.subviews.map { ($0, element.id) }
        }
        return parents
    }
}

extension Scene.Element {
    /// Changes the element and its subviews; the depth is bounded by the checker
    /// (`Scene.maximumDepth`), so the recursion is too.
    mutating func changeTree(_ change: (inout Scene.Element) -> Void) {
        change(&self)
        for index in subviews.indices { subviews[index].changeTree(change) }
    }

    /// Whether the element holds other elements (`view`, `scroll`, `stack`, `table`).
    public var isContainer: Bool { kind.isContainer }
}

extension Scene.Element.Kind {
    /// The element types that hold subviews.
    public var isContainer: Bool { self == .view || self == .scroll || self == .stack || hasCells }

    /// The types that are scroll views: `scroll`, `table` and `collection` (UIKit's are ones).
    public var scrolls: Bool { self == .scroll || hasCells }

    /// The types whose `sections` make cells: `table` and `collection`.
    public var hasCells: Bool { self == .table || self == .collection }
}
