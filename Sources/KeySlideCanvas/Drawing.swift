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
        var fades = 0
        root.flatten(at: time, dx: 0, dy: 0, clip: nil, fade: nil, fades: &fades, into: &items)
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
    /// How opaque the group is drawn, as a whole, over what lies under it (1: opaque, 0: not
    /// drawn); `nil` is always opaque. Only a cross-fade uses it (a scene's rotation), so frames
    /// of every other drawing are painted as before.
    public var opacity: Track?
    public var children: [Node]

    public init(
        _ name: String, offsetX: Track = Track(initialValue: 0), offsetY: Track = Track(initialValue: 0),
        clip: AnimatedRect? = nil, visibility: Visibility = .always, opacity: Track? = nil, children: [Node] = []
    ) {
        self.name = name
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.clip = clip
        self.visibility = visibility
        self.opacity = opacity
        self.children = children
    }

    /// Appends a primitive.
    public mutating func add(_ primitive: Primitive) { children.append(.primitive(primitive)) }
    /// Appends a group.
    public mutating func add(_ group: Group) { children.append(.group(group)) }

    /// Appends the group's visible primitives at `time` to `items`. A group part-way through a fade
    /// gives its items (and its children's) one `DisplayList.Fade`, numbered from `fades`, so a
    /// back end composites them together; a fully transparent group adds nothing.
    func flatten(
        at time: Double, dx: Double, dy: Double, clip outer: Rect?, fade outerFade: DisplayList.Fade?,
        fades: inout Int, into items: inout [DisplayList.Item]
    ) {
        guard visibility.isVisible(at: time) else { return }
        var fade = outerFade
        if let opacity = opacity?.value(at: time), opacity < 1 {
            guard opacity > 0 else { return }
            // A fade inside a fade multiplies; it stays one layer, which is exact for one level.
            fade = DisplayList.Fade(layer: outerFade?.layer ?? fades, opacity: opacity * (outerFade?.opacity ?? 1))
            if outerFade == nil { fades += 1 }
        }
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
                items.append(DisplayList.Item(primitive: primitive.offsetBy(dx: x, dy: y), clip: clip, fade: fade))
            case .group(let group):
                group.flatten(at: time, dx: x, dy: y, clip: clip, fade: fade, fades: &fades, into: &items)
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
        /// Set while the item's group fades in or out: the item is painted with the others of its
        /// layer, and the layer laid over what is under it at the fade's opacity.
        public var fade: Fade?

        public init(primitive: Primitive, clip: Rect? = nil, fade: Fade? = nil) {
            self.primitive = primitive
            self.clip = clip
            self.fade = fade
        }
    }

    /// A group part-way through a fade: its items form one layer, composited as a whole at
    /// `opacity` (between 0 and 1), exactly what SVG's group `opacity` does. Items of one layer
    /// are consecutive in the list.
    public struct Fade: Hashable, Sendable {
        /// Which layer of the frame, numbered in paint order.
        public var layer: Int
        public var opacity: Double

        public init(layer: Int, opacity: Double) {
            self.layer = layer
            self.opacity = opacity
        }
    }

    public init(size: Size, background: Color, items: [Item]) {
        self.size = size
        self.background = background
        self.items = items
    }
}
