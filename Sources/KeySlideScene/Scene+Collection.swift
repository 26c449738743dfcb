import KeySlideGeometry

extension Scene.Table {
    /// What makes a laid-out set of sections a collection view's rather than a table view's
    /// (`type: collection`): its layout and the axis it scrolls along. A collection view's cells
    /// are `Scene.Table.Row`s like a table's, placed by `FlowLayout` or, for a list, by
    /// `Scene.Table.Layout` (docs/facts.md §20).
    public struct CollectionView: Hashable, Sendable {
        public var layout: Layout
        public var scrollDirection: ScrollDirection

        public init(layout: Layout, scrollDirection: ScrollDirection = .vertical) {
            self.layout = layout
            self.scrollDirection = scrollDirection
        }

        /// `UICollectionViewFlowLayout`, or the iOS 14 list layout
        /// (`UICollectionLayoutListConfiguration`), whose cells sit as a table's rows do.
        public enum Layout: String, Hashable, Sendable, CaseIterable {
            case flow, list
        }

        /// `UICollectionView.ScrollDirection`.
        public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
            case vertical, horizontal
        }
    }

    /// `UICollectionViewFlowLayout`'s settings, and where it puts a section's items: the one owner
    /// of a flow layout's cell frames (docs/facts.md §20.1).
    public struct FlowLayout: Hashable, Sendable {
        public var itemSize: Size
        public var minimumLineSpacing: Double
        public var minimumInteritemSpacing: Double
        public var sectionInset: EdgeInsets
        public var scrollDirection: CollectionView.ScrollDirection

        public init(
            itemSize: Size = Self.defaultItemSize, minimumLineSpacing: Double = Self.defaultSpacing,
            minimumInteritemSpacing: Double = Self.defaultSpacing, sectionInset: EdgeInsets = .zero,
            scrollDirection: CollectionView.ScrollDirection = .vertical
        ) {
            self.itemSize = itemSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.scrollDirection = scrollDirection
        }

        /// `itemSize`'s default, 50 × 50 pt (Apple's page for the property).
        public static let defaultItemSize = Size(width: 50, height: 50)
        /// Both minimum spacings' default, 10 pt (Apple's pages for the properties).
        public static let defaultSpacing = 10.0
        /// A flow cell's content margins: UIView's default 8 pt on each side (docs/facts.md §20.1).
        public static let cellMargin = 8.0

        /// The frames of one section's items, sized `sizes`, from `start` along the scroll axis in
        /// a collection view `across` long on the other axis; and where the section ends (its
        /// bottom inset included). Items fill a line while they fit; a line's spare length is
        /// spread between its items (a lone item is centred), except a last line of a section
        /// whose items differ in size, which keeps the minimum spacing; items smaller than their
        /// line are centred across it.
        public func frames(of sizes: [Size], from start: Double, across: Double) -> (frames: [Rect], end: Double) {
            let vertical = scrollDirection == .vertical
            // (along the scroll axis, across it) for an item, and the insets on each side.
            let along = { (size: Size) in vertical ? size.height : size.width }
            let side = { (size: Size) in vertical ? size.width : size.height }
            let (before, after) =
                vertical ? (sectionInset.top, sectionInset.bottom) : (sectionInset.left, sectionInset.right)
            let (leading, trailing) =
                vertical ? (sectionInset.left, sectionInset.right) : (sectionInset.top, sectionInset.bottom)
            let room = max(0, across - leading - trailing)
            let lines = Self.lines(sizes.map(side), room: room, spacing: minimumInteritemSpacing)
            let uniform = Set(sizes).count <= 1
            var frames: [Rect] = []
            var position = start + before
            for (number, line) in lines.enumerated() {
                let depth = line.map { along(sizes[$0]) }.max() ?? 0
                let lengths = line.map { side(sizes[$0]) }
                let spread = uniform || number < lines.count - 1
                let offsets = Self.offsets(lengths, room: room, spacing: minimumInteritemSpacing, spread: spread)
                for (index, offset) in zip(line, offsets) {
                    let alongStart = position + (depth - along(sizes[index])) / 2
                    let acrossStart = leading + offset
                    let size = sizes[index]
                    frames.append(
                        vertical
                            ? Rect(x: acrossStart, y: alongStart, width: size.width, height: size.height)
                            : Rect(x: alongStart, y: acrossStart, width: size.width, height: size.height))
                }
                position += depth + (number < lines.count - 1 ? minimumLineSpacing : 0)
            }
            return (frames, position + after)
        }

        /// The items of each line: as many as fit in `room` with `spacing` between them (at least one).
        static func lines(_ lengths: [Double], room: Double, spacing: Double) -> [[Int]] {
            var lines: [[Int]] = []
            var used = 0.0
            for (index, length) in lengths.enumerated() {
                if let last = lines.indices.last, used + spacing + length <= room + 1e-9 {
                    lines[last].append(index)
                    used += spacing + length
                } else {
                    lines.append([index])
                    used = length
                }
            }
            return lines
        }

        /// Where each item of a line starts across it: spread so the first touches the leading
        /// inset and the last the trailing one (a lone item centred), or, not `spread`, packed at
        /// the minimum spacing from the leading inset.
        static func offsets(_ lengths: [Double], room: Double, spacing: Double, spread: Bool) -> [Double] {
            let total = lengths.reduce(0, +)
            if lengths.count == 1 { return [spread ? (room - total) / 2 : 0] }
            let gap = spread ? (room - total) / Double(lengths.count - 1) : spacing
            var offsets: [Double] = []
            var x = 0.0
            for length in lengths {
                offsets.append(x)
                x += length + gap
            }
            return offsets
        }
    }
}

extension Scene.Table {
    /// The UIKit class of the cells: a table's, a list's or a flow layout's.
    public enum CellClass: String, Hashable, Sendable {
        case table = "UITableViewCell"
        case list = "UICollectionViewListCell"
        case collection = "UICollectionViewCell"
    }

    /// The class of this table's or collection view's cells.
    public var cellClass: CellClass {
        switch collection?.layout {
        case nil: .table
        case .list: .list
        case .flow: .collection
        }
    }
}
