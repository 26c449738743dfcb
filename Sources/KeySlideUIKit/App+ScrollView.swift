import KeySlideEasing
import KeySlideGeometry

/// UIScrollView: offset, inset, size, clamping, minimal scrolling, and UIKit scrolling the
/// first responder into view.
extension App {
    /// `contentOffset`. During the scroll view's own animated scroll this is the value on screen,
    /// because UIScrollView moves the real offset frame by frame — code reading it mid-scroll
    /// (seed 003 does) sees the intermediate value.
    public func contentOffset(of id: ViewID) -> Point {
        if let end = ownScrollEnds[id], now < end { return self[id].contentOffset.presentation(at: now) }
        return self[id].contentOffset.model(at: now)
    }

    /// `setContentOffset:animated:`. Animated scrolls are the scroll view's own animation
    /// (profile: 0.33 s linear, after Chameleon), starting from what is on screen; offsets snap
    /// to the pixel grid.
    public mutating func setContentOffset(_ offset: Point, of id: ViewID, animated: Bool) {
        let target = Point(x: snappedToPixels(offset.x), y: snappedToPixels(offset.y))
        guard animated else {
            // A plain assignment: animates if an animation block is open, jumps otherwise.
            change(\.views[id.rawValue].contentOffset.x, to: target.x, view: id, property: "contentOffset.x")
            change(\.views[id.rawValue].contentOffset.y, to: target.y, view: id, property: "contentOffset.y")
            return
        }
        // Like UIScrollView, asking again for the offset a running scroll is already heading to
        // changes nothing.
        if let end = ownScrollEnds[id], now < end, self[id].contentOffset.model(at: now) == target { return }
        let timing = profile.curveResolver.timing(
            for: profile.scrollAnimationCurve, duration: profile.scrollAnimationDuration)
        var moved = false
        for (path, value, property) in [
            (\App.views[id.rawValue].contentOffset.x, target.x, "contentOffset.x"),
            (\App.views[id.rawValue].contentOffset.y, target.y, "contentOffset.y"),
        ] {
            let shown = self[keyPath: path].value(at: now)
            guard shown != value || self[keyPath: path].modelValue(at: now) != value else { continue }
            self[keyPath: path].animate(
                to: value, at: now, Track.Animation(timing: timing, from: shown, replacesRunning: true))
            log(
                "scroll",
                [
                    .init("view", .text(self[id].name)), .init("property", .text(property)),
                    .init("from", .number(shown)),
                    .init("to", .number(value)), .init("duration", .number(timing.duration)),
                    .init("curve", .text(timing.curve.description)),
                ])
            moved = true
        }
        if moved { ownScrollEnds[id] = now + timing.duration }
    }

    /// `contentInset`. Changing it clamps the offset into the new range (animated inside an
    /// animation block, a jump outside one). It does not make UIKit scroll the first responder
    /// into view: no source says an inset change does (docs/facts.md §9.4). A text view keeps
    /// only the bottom, which animates and keeps its last line and caret above it: its text is
    /// drawn from the top, so the other edges would change nothing a picture shows.
    public mutating func setContentInset(_ inset: EdgeInsets, of id: ViewID) {
        if self[id].kind == .textView {
            change(
                \.views[id.rawValue].textViewBottomInset, to: inset.bottom, view: id, property: "contentInset.bottom")
            return
        }
        guard self[id].contentInset != inset else { return }
        log(
            "set",
            [
                .init("view", .text(self[id].name)), .init("property", .text("contentInset")),
                .init("from", .text(self[id].contentInset.description)), .init("to", .text(inset.description)),
            ])
        views[id.rawValue].contentInset = inset
        clampContentOffset(of: id)
    }

    public func contentInset(of id: ViewID) -> EdgeInsets {
        guard self[id].kind == .textView else { return self[id].contentInset }
        return EdgeInsets(bottom: self[id].textViewBottomInset.modelValue(at: now))
    }

    /// `scrollIndicatorInsets` (kept, not drawn).
    public mutating func setScrollIndicatorInsets(_ insets: EdgeInsets, of id: ViewID) {
        views[id.rawValue].scrollIndicatorInsets = insets
    }

    /// `contentSize`; changing it clamps the offset.
    public mutating func setContentSize(_ size: Size, of id: ViewID) {
        guard self[id].contentSize != size else { return }
        views[id.rawValue].contentSize = size
        clampContentOffset(of: id)
    }

    public func contentSize(of id: ViewID) -> Size { self[id].contentSize }

    /// The offsets the scroll view allows: from −inset.top to contentSize + inset.bottom − bounds
    /// (never below the minimum), and likewise across; the inset is the adjusted one from iOS 11.
    public func contentOffsetRange(of id: ViewID) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let view = self[id]
        let size = view.frame.model(at: now).size
        let inset = adjustedContentInset(of: id)
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, view.contentSize.width + inset.right - size.width)
        let maxY = max(minY, view.contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    mutating func clampContentOffset(of id: ViewID) {
        let offset = contentOffset(of: id)
        let range = contentOffsetRange(of: id)
        let clamped = Point(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        if clamped != offset { setContentOffset(clamped, of: id, animated: false) }
    }

    /// `scrollRectToVisible:animated:` on scroll view `id`: the smallest scroll that brings `rect`
    /// (content coordinates) inside the bounds less the (adjusted) content inset, with no margin; a rect
    /// taller than that space is aligned at its top.
    public mutating func scrollRectToVisible(_ rect: Rect, in id: ViewID, animated: Bool) {
        let target = offsetShowing(rect, in: id)
        if target != contentOffset(of: id) { setContentOffset(target, of: id, animated: animated) }
    }

    /// The offset `scrollRectToVisible` would scroll to, with the scroll view `height` tall when
    /// given (the height a layout is about to give it).
    public func offsetShowing(_ rect: Rect, in id: ViewID, height: Double? = nil) -> Point {
        let offset = contentOffset(of: id)
        var size = self[id].frame.model(at: now).size
        if let height { size.height = height }
        let inset = adjustedContentInset(of: id)
        func axis(_ current: Double, _ low: Double, _ high: Double, _ length: Double, _ before: Double, _ after: Double)
            -> Double
        {
            let visibleLow = current + before
            let visibleHigh = current + length - after
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - before }
            if high > visibleHigh { return high - length + after }
            return current
        }
        let range = contentOffsetRange(of: id)
        let x = axis(offset.x, rect.minX, rect.maxX, size.width, inset.left, inset.right)
        let y = axis(offset.y, rect.minY, rect.maxY, size.height, inset.top, inset.bottom)
        return Point(
            x: snappedToPixels(min(max(x, range.x.lowerBound), range.x.upperBound)),
            y: snappedToPixels(min(max(y, range.y.lowerBound), range.y.upperBound)))
    }

    /// UIKit's own reaction at the end of a turn in which focus moved or the keyboard appeared:
    /// the scroll view enclosing the first responder scrolls what it keeps in view
    /// (`rectKeptVisible`) into view, the same minimal way and with no margin, using its own
    /// animation. A bare text field (not in a table cell) does this only from iOS 8
    /// (`textFieldScrollsIntoView`, docs/facts.md §9.4).
    mutating func scrollFirstResponderIntoViewIfNeeded() {
        guard needsScrollToFirstResponder else { return }
        needsScrollToFirstResponder = false
        guard keepsFirstResponderVisible else { return }
        guard let field = firstResponder, let scroll = enclosingScrollView(of: field) else { return }
        let bareTextField = self[field].kind == .textField && viewKeptVisible(for: field) == field
        if bareTextField, !profile.textFieldScrollsIntoView { return }
        let rect = rectKeptVisible(for: field, in: scroll)
        attributing(to: "UIKit") { app in app.scrollRectToVisible(rect, in: scroll, animated: true) }
    }

    /// What UIKit keeps in view for a first responder, in `scroll`'s content coordinates: a
    /// table cell's whole row (`viewKeptVisible`); a text field's whole frame (from iOS 8 a text
    /// field gaining focus asks the enclosing scroll view to `scrollRectToVisible` its converted
    /// frame, openradar 20798351); a text view's caret, the rect a text view scrolls into view in
    /// the scroll view containing it, not its whole frame (docs/facts.md §9.4).
    public func rectKeptVisible(for field: ViewID, in scroll: ViewID) -> Rect {
        let shown = viewKeptVisible(for: field)
        if shown == field, self[field].kind == .textView, let caret = caretRect(of: field) {
            return convert(caret, from: field, to: scroll)
        }
        return convert(bounds(of: shown), from: shown, to: scroll)
    }

    /// The view UIKit keeps in view for a first responder: the table cell holding it, however
    /// deep in the cell's content (a table view scrolls whole rows into view,
    /// `scrollToRowAtIndexPath:` with no position), else the responder itself. The search stops
    /// at the first scroll view: a cell beyond it holds that scroll view, not the row.
    public func viewKeptVisible(for field: ViewID) -> ViewID {
        var current = superview(of: field)
        while let view = current, self[view].kind != .scroll {
            if self[view].kind.isCell { return view }
            current = superview(of: view)
        }
        return field
    }

    mutating func endOwnScroll(of id: ViewID, property: String) {
        if property.hasPrefix("contentOffset") { ownScrollEnds[id] = nil }
    }
}
