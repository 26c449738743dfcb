import KeySlideGeometry

extension SceneDescription {
    /// A collection view's layout keys as the file gives them (`type: collection`), on the root
    /// view or on an element; each `nil` takes UIKit's default (docs/facts.md §20.1).
    public struct CollectionLayout: Hashable, Sendable {
        /// `collectionViewLayout:` `flow` or `list` (`Scene.Table.CollectionView.Layout`); `nil` is flow.
        public var layout: String?
        /// Flow only: every item's size, or the estimate self-sizing cells start from.
        public var itemSize: Size?
        public var estimatedItemSize: Size?
        public var minimumLineSpacing: Double?
        public var minimumInteritemSpacing: Double?
        public var sectionInset: EdgeInsets?
        /// Flow only: `vertical` or `horizontal`; `nil` is vertical.
        public var scrollDirection: String?

        public init(
            layout: String? = nil, itemSize: Size? = nil, estimatedItemSize: Size? = nil,
            minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
            sectionInset: EdgeInsets? = nil, scrollDirection: String? = nil
        ) {
            self.layout = layout
            self.itemSize = itemSize
            self.estimatedItemSize = estimatedItemSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.scrollDirection = scrollDirection
        }

        /// Every key, and whether the file gave it.
        var givenKeys: [(key: String, given: Bool)] { [("collectionViewLayout", layout != nil)] + flowKeys }

        /// The flow-only keys, and whether the file gave each.
        var flowKeys: [(key: String, given: Bool)] {
            [
                ("itemSize", itemSize != nil), ("estimatedItemSize", estimatedItemSize != nil),
                ("minimumLineSpacing", minimumLineSpacing != nil),
                ("minimumInteritemSpacing", minimumInteritemSpacing != nil), ("sectionInset", sectionInset != nil),
                ("scrollDirection", scrollDirection != nil),
            ]
        }
    }

    /// The key a section lists its cells under for a view of `type`: a collection's `items`, a
    /// table's `rows`.
    static func rowsKey(of type: String?) -> String { type == "collection" ? "items" : "rows" }
}
