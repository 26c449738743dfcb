import KeySlideGeometry

/// Frames, bounds and coordinate conversion, with model values as UIKit's `frame`, `bounds` and
/// `convertRect:` use them.
extension App {
    /// `view.frame`: the model frame in the parent's coordinates. For the view at the top of the
    /// tree (the root view, or the split view holding it) before iOS 8 in landscape, that is
    /// the rotated, portrait-shaped rectangle in window coordinates — what made seeds swap width
    /// and height.
    public func frame(of id: ViewID) -> Rect {
        let upright = self[id].frame.model(at: now)
        return isRotatedInWindow(id) ? toWindow(upright) : upright
    }

    /// Whether `id` hangs directly in a portrait-fixed window while the interface is landscape.
    func isRotatedInWindow(_ id: ViewID) -> Bool { self[id].parent == nil && windowIsRotated }

    /// Sets `view.frame` — animated when called inside an animation block (or, from iOS 7, a
    /// keyboard "will" handler).
    public mutating func setFrame(_ frame: Rect, of id: ViewID) {
        let upright = isRotatedInWindow(id) ? fromWindow(frame) : frame
        let old = self[id].frame.model(at: now).size
        change(\.views[id.rawValue].frame.x, to: upright.minX, view: id, property: "frame.x")
        change(\.views[id.rawValue].frame.y, to: upright.minY, view: id, property: "frame.y")
        change(\.views[id.rawValue].frame.width, to: upright.width, view: id, property: "frame.width")
        change(\.views[id.rawValue].frame.height, to: upright.height, view: id, property: "frame.height")
        guard !layoutAfterFrameChange(of: id) else { return }
        autoresizeChildren(of: id, widthGrown: upright.width - old.width, heightGrown: upright.height - old.height)
    }

    /// Autoresizing, in the same animation as the parent's change. Across: a child at least half
    /// as wide as the parent keeps its left and right margins (flexible width, as a form laid out
    /// edge to edge does when the screen turns); a narrower one keeps its width and stays with the
    /// side it is nearer to, or in the middle (a Send button on the right stays on the right).
    /// Down: children pinned to the bottom follow the bottom edge, a child that fills the parent's
    /// height keeps its top and bottom margins, the others follow the view's stack alignment.
    private mutating func autoresizeChildren(of id: ViewID, widthGrown: Double, heightGrown: Double) {
        guard widthGrown != 0 || heightGrown != 0 else { return }
        let share = self[id].stackAlignment.share
        let oldWidth = self[id].frame.model(at: now).width - widthGrown
        for child in views where child.parent == id {
            let followsHeight =
                child.kind != .toolbar && (child.pinnedToBottom || child.fillsParentHeight || share != 0)
            guard widthGrown != 0 || followsHeight else { continue }
            var childFrame = self[child.id].frame.model(at: now)
            if childFrame.width * 2 >= oldWidth {
                childFrame.size.width = max(0, childFrame.width + widthGrown)
            } else {
                let left = childFrame.minX
                let right = oldWidth - childFrame.maxX
                childFrame.origin.x += abs(left - right) < 1 ? widthGrown / 2 : right < left ? widthGrown : 0
            }
            if child.fillsParentHeight {
                childFrame.size.height = max(0, childFrame.height + heightGrown)
            } else if followsHeight {
                childFrame.origin.y += child.pinnedToBottom ? heightGrown : heightGrown * share
            }
            setFrame(childFrame, of: child.id)
        }
    }

    /// Sets how the subviews of `id` that are not pinned follow a change of its height.
    public mutating func setStackAlignment(_ alignment: StackAlignment, of id: ViewID) {
        views[id.rawValue].stackAlignment = alignment
    }

    /// `view.bounds`: origin at the content offset for scroll views (zero otherwise), size of
    /// the upright frame.
    public func bounds(of id: ViewID) -> Rect {
        let size = self[id].frame.model(at: now).size
        let origin = self[id].kind == .scroll ? contentOffset(of: id) : .zero
        return Rect(origin: origin, size: size)
    }

    /// The frame on screen now (presentation value), in the parent's upright coordinates.
    public func presentationFrame(of id: ViewID) -> Rect { self[id].frame.presentation(at: now) }

    // MARK: Converting

    /// `[to convertRect:rect fromView:from]`; `nil` means the app's window, whose origin is where
    /// the window sits on the screen (`windowFrame`). Uses model values, as UIKit does.
    public func convert(_ rect: Rect, from source: ViewID?, to destination: ViewID?) -> Rect {
        let origin = windowFrame?.origin ?? .zero
        var onScreen = rect.offsetBy(dx: origin.x, dy: origin.y)
        if let source { onScreen = toWindow(toInterface(rect, from: source)) }
        guard let destination else { return onScreen.offsetBy(dx: -origin.x, dy: -origin.y) }
        return fromInterface(fromWindow(onScreen), to: destination)
    }

    /// `[view convertRect:rect fromCoordinateSpace:window.screen.coordinateSpace]`: a rectangle in
    /// screen coordinates — a keyboard notification's frame — in `destination`'s coordinates
    /// (the window's when `nil`). What UIKit's own keyboard layout guide and code that follows
    /// Apple's advice do; the same as `convert(_:from: nil, to:)` only when the window fills the
    /// screen (docs/facts.md §18.2).
    public func convert(fromScreen rect: Rect, to destination: ViewID?) -> Rect {
        guard let destination else {
            let origin = windowFrame?.origin ?? .zero
            return rect.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        return fromInterface(fromWindow(rect), to: destination)
    }

    /// The view's bounds in upright screen coordinates (in the portrait-fixed window before iOS 8),
    /// what UIKit measures its safe areas, layout guides and keyboard against.
    func screenRect(of id: ViewID) -> Rect { toWindow(toInterface(bounds(of: id), from: id)) }

    /// `window.bounds`: the app's window, the whole screen unless it is in Split View, Slide Over
    /// or a Stage Manager window (`windowFrame`).
    public var windowBounds: Rect { Rect(origin: .zero, size: windowFrame?.size ?? screenSize) }

    /// `[to convertPoint:point fromView:from]`; `nil` means the window.
    public func convert(_ point: Point, from source: ViewID?, to destination: ViewID?) -> Point {
        convert(Rect(origin: point, size: .zero), from: source, to: destination).origin
    }

    /// `rect` in `id`'s coordinates, expressed in upright interface (window) coordinates.
    func toInterface(_ rect: Rect, from id: ViewID) -> Rect {
        var result = rect
        var current: ViewID? = id
        while let view = current {
            let frame = self[view].frame.model(at: now)
            let origin = self[view].kind == .scroll ? contentOffset(of: view) : .zero
            result = result.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
            current = self[view].parent
        }
        return result
    }

    /// `rect` in upright interface coordinates, expressed in `id`'s coordinates.
    func fromInterface(_ rect: Rect, to id: ViewID) -> Rect {
        let origin = toInterface(.zero, from: id).origin
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    // MARK: The portrait-fixed window before iOS 8

    // With the interface in landscape (home button on the right) and the window portrait, an
    // upright point (u, v) sits at window point (w − v, u), w being the portrait width: the
    // interface's bottom edge runs along the window's left edge.

    /// An upright rectangle in window coordinates (rotated when the window is portrait-fixed).
    func toWindow(_ rect: Rect) -> Rect {
        guard windowIsRotated else { return rect }
        let w = device.portraitScreen.width
        return Rect(x: w - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
    }

    /// A window rectangle in upright coordinates.
    func fromWindow(_ rect: Rect) -> Rect {
        guard windowIsRotated else { return rect }
        let w = device.portraitScreen.width
        return Rect(x: rect.minY, y: w - rect.maxX, width: rect.height, height: rect.width)
    }

    // MARK: What is on screen

    /// Where `id` is on screen at `time`, in upright window coordinates, from presentation
    /// values all the way up.
    public func presentationRectInWindow(of id: ViewID, at time: Double) -> Rect {
        var rect = Rect(origin: .zero, size: self[id].frame.presentation(at: time).size)
        var current: ViewID? = id
        while let view = current {
            let frame = self[view].frame.presentation(at: time)
            let offset = self[view].kind == .scroll ? self[view].contentOffset.presentation(at: time) : .zero
            rect = rect.offsetBy(dx: frame.minX, dy: frame.minY)
            if view != id { rect = rect.offsetBy(dx: -offset.x, dy: -offset.y) }
            current = self[view].parent
        }
        return rect
    }
}
