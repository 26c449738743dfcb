import KeySlideEasing
import KeySlideGeometry

/// Everything a render shows, over time: a tree of groups whose offset, clip and visibility
/// change while the primitives inside them stay put.
///
/// This is the single description both back ends read. The raster back end asks for a flat
/// `DisplayList` at each frame time; the SVG back end writes the tree once and turns each
/// group's tracks into SMIL animations. Because motion lives only in `Track`s, the SVG can keep
/// the exact bezier of a UIKit animation instead of a pile of frames.
public struct Drawing: Hashable, Sendable {
    /// The canvas size in points.
    public var size: Size
    public var background: Color
    /// Seconds the drawing runs; the last frame holds after that.
    public var duration: Double
    public var root: Group

    public init(size: Size, background: Color, duration: Double, root: Group) {
        self.size = size
        self.background = background
        self.duration = duration
        self.root = root
    }

    /// The flat list of what is visible at `time`, in paint order, in canvas coordinates.
    public func displayList(at time: Double) -> DisplayList {
        var items: [DisplayList.Item] = []
        root.flatten(at: time, dx: 0, dy: 0, clip: nil, into: &items)
        return DisplayList(size: size, background: background, items: items)
    }
}

/// A node of the drawing tree.
public enum Node: Hashable, Sendable {
    case primitive(Primitive)
    case group(Group)
}

/// Children drawn together: clipped (in the parent's coordinates), then moved by an offset
/// that may change over time, and shown or hidden at given instants.
public struct Group: Hashable, Sendable {
    /// A short name for people reading the SVG (`keyboard`, `content`); not drawn.
    public var name: String
    public var offsetX: Track
    public var offsetY: Track
    /// Only what falls inside this rectangle (in the parent's coordinates, so it does not move
    /// with the offset) is drawn.
    public var clip: AnimatedRect?
    public var visibility: Visibility
    public var children: [Node]

    public init(
        _ name: String, offsetX: Track = Track(initialValue: 0), offsetY: Track = Track(initialValue: 0),
        clip: AnimatedRect? = nil, visibility: Visibility = .always, children: [Node] = []
    ) {
        self.name = name
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.clip = clip
        self.visibility = visibility
        self.children = children
    }

    /// Appends a primitive.
    public mutating func add(_ primitive: Primitive) { children.append(.primitive(primitive)) }
    /// Appends a group.
    public mutating func add(_ group: Group) { children.append(.group(group)) }

    func flatten(at time: Double, dx: Double, dy: Double, clip outer: Rect?, into items: inout [DisplayList.Item]) {
        guard visibility.isVisible(at: time) else { return }
        var clip = outer
        if let own = self.clip?.presentation(at: time).offsetBy(dx: dx, dy: dy) {
            guard let inside = outer.map({ $0.intersection(own) }) ?? own else { return }
            clip = inside
        }
        let x = dx + offsetX.value(at: time)
        let y = dy + offsetY.value(at: time)
        for child in children {
            switch child {
            case .primitive(let primitive):
                items.append(DisplayList.Item(primitive: primitive.offsetBy(dx: x, dy: y), clip: clip))
            case .group(let group):
                group.flatten(at: time, dx: x, dy: y, clip: clip, into: &items)
            }
        }
    }
}

/// When a group is shown: a starting state and the instants it flips.
public struct Visibility: Hashable, Sendable {
    public var initiallyVisible: Bool
    /// Instants at which the group becomes visible (`true`) or hidden (`false`), in time order.
    public var changes: [Change]

    public struct Change: Hashable, Sendable {
        public var time: Double
        public var visible: Bool
        public init(time: Double, visible: Bool) {
            self.time = time
            self.visible = visible
        }
    }

    public init(initiallyVisible: Bool, changes: [Change] = []) {
        self.initiallyVisible = initiallyVisible
        self.changes = changes
    }

    public static let always = Visibility(initiallyVisible: true)

    /// Visible exactly during the half-open intervals `[start, end)`. An interval that reaches
    /// `sceneDuration` stays open, so the drawing's last frame still shows it.
    public static func during(_ intervals: [(start: Double, end: Double)], sceneDuration: Double = .infinity)
        -> Visibility
    {
        var visibility = Visibility(initiallyVisible: false)
        for interval in intervals.sorted(by: { $0.start < $1.start }) where interval.end > interval.start {
            if interval.start <= 0, visibility.changes.isEmpty {
                visibility.initiallyVisible = true
            } else {
                visibility.changes.append(Change(time: interval.start, visible: true))
            }
            if interval.end < sceneDuration { visibility.changes.append(Change(time: interval.end, visible: false)) }
        }
        return visibility
    }

    /// Whether the group shows at `time`; a change at exactly `time` counts.
    public func isVisible(at time: Double) -> Bool {
        changes.last(where: { $0.time <= time })?.visible ?? initiallyVisible
    }
}

/// One frame, flattened: what to paint, in order, in canvas coordinates.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var background: Color
    public var items: [Item]

    public struct Item: Hashable, Sendable {
        public var primitive: Primitive
        /// Paint only inside this rectangle, if set.
        public var clip: Rect?

        public init(primitive: Primitive, clip: Rect? = nil) {
            self.primitive = primitive
            self.clip = clip
        }
    }

    public init(size: Size, background: Color, items: [Item]) {
        self.size = size
        self.background = background
        self.items = items
    }
}
