import KeySlideGeometry
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit

/// Where a recording puts the keyboard and the focused field, in the pixels of a picture
/// `SceneLook` draws at `scale` — worked out from the recording alone, never from the drawing.
///
/// The raster's rule (PixelGrid, KeySlideRaster): a coordinate `v` in points lies on the pixel
/// boundary `⌊v · scale + ½⌋`, and a stroke `w` pixels wide centred on an edge starts half of it
/// further out, by the same rule. The focus ring is a 2-point stroke centred on the field's
/// outline, so its outer edge is the field's rectangle grown by 1 point and it is `2 · scale`
/// pixels thick.
struct ExpectedPixels {
    let recording: Recording
    let scale: Int
    /// Where the screen's top-left corner sits on the canvas, in points.
    let origin: Point

    /// A block of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
    struct Box: Equatable, CustomStringConvertible {
        var minX, minY, maxX, maxY: Int
        var rows: Range<Int> { minY..<max(minY, maxY) }
        var columns: Range<Int> { minX..<max(minX, maxX) }
        var description: String { "x \(minX)..<\(maxX), y \(minY)..<\(maxY)" }
    }

    /// The pixel boundary a coordinate in points lies on.
    func edge(_ points: Double) -> Int { Int((points * Double(scale) + 0.5).rounded(.down)) }

    /// A rectangle in window points as pixels on the canvas.
    func box(_ rect: Rect) -> Box {
        Box(
            minX: edge(origin.x + rect.minX), minY: edge(origin.y + rect.minY), maxX: edge(origin.x + rect.maxX),
            maxY: edge(origin.y + rect.maxY))
    }

    var screen: Box { box(Rect(origin: .zero, size: recording.scene.screen)) }

    /// Thickness of the focus ring in pixels.
    var ringWidth: Int { 2 * scale }

    // MARK: The keyboard

    /// The first row of keyboard at `time`, or `nil` when no keyboard row is on the screen.
    func keyboardTopRow(at time: Double) -> Int? {
        let row = edge(origin.y + recording.keyboardFrame(at: time).minY)
        return row < screen.maxY ? row : nil
    }

    /// A column to scan for the keyboard's top edge: halfway between the screen's left edge and
    /// the leftmost text input, so no field, ring or covered-field outline crosses it.
    var keyboardColumn: Int {
        let leftmost =
            recording.app.textInputs.map { recording.windowRect(of: $0, at: 0).minX }.min()
            ?? recording.scene.screen.width
        return edge(origin.x + leftmost / 2)
    }

    // MARK: The focused field

    /// The focused field at `time` and the outer edge of its focus ring, in pixels.
    func ring(at time: Double) -> (field: ViewID, outer: Box)? {
        guard let field = recording.focusedField(at: time) else { return nil }
        let rect = recording.windowRect(of: field, at: time)
        return (field, box(rect.insetBy(dx: -1, dy: -1)))
    }

    /// The area where `field` can show at `time`, in pixels before snapping: the screen, below
    /// the status and navigation bars (drawn over the views), above the keyboard (drawn over
    /// everything), inside every scroll view that holds it (scroll views clip).
    func exactVisibleArea(of field: ViewID, at time: Double) -> Area {
        let scene = recording.scene
        let s = Double(scale)
        var area = Area(points: Rect(origin: origin, size: scene.screen), scale: scale)
        area.minY = max(area.minY, (origin.y + contentTop) * s)
        area.maxY = min(area.maxY, (origin.y + recording.keyboardFrame(at: time).minY) * s)
        var ancestor = recording.app[field].parent
        while let view = ancestor {
            if recording.app[view].kind == .scroll {
                area = area.intersection(
                    Area(
                        points: recording.windowRect(of: view, at: time).offsetBy(dx: origin.x, dy: origin.y),
                        scale: scale))
            }
            ancestor = recording.app[view].parent
        }
        return area
    }

    /// The whole pixels where `field` can show at `time`. Every edge snaps by the same rule, so
    /// this is `exactVisibleArea` snapped.
    func visibleArea(of field: ViewID, at time: Double) -> Box {
        exactVisibleArea(of: field, at: time).snapped
    }

    /// Where the views start showing: below the status bar and the navigation bar, in points.
    var contentTop: Double {
        let scene = recording.scene
        return scene.device.statusBar(scene.orientation) + (scene.navigationBar?.height ?? 0)
    }

    /// The screen's rows below the bars: where the keyboard's edge can be.
    var contentRows: Range<Int> { edge(origin.y + contentTop)..<screen.maxY }

    /// A rectangle in pixels, not snapped.
    struct Area: Equatable {
        var minX, minY, maxX, maxY: Double

        init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        /// A rectangle in canvas points at `scale`.
        init(points rect: Rect, scale: Int) {
            let s = Double(scale)
            self.init(minX: rect.minX * s, minY: rect.minY * s, maxX: rect.maxX * s, maxY: rect.maxY * s)
        }

        func intersection(_ other: Area) -> Area {
            Area(
                minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
                maxY: min(maxY, other.maxY))
        }

        /// How much of `lower..<upper` lies within `minY..<maxY`, in pixels.
        func rowOverlap(_ lower: Double, _ upper: Double) -> Double { max(0, min(upper, maxY) - max(lower, minY)) }

        /// How much of `lower..<upper` lies within `minX..<maxX`, in pixels.
        func columnOverlap(_ lower: Double, _ upper: Double) -> Double { max(0, min(upper, maxX) - max(lower, minX)) }

        /// Each edge on its pixel boundary, `⌊v + ½⌋`.
        var snapped: Box {
            func snap(_ v: Double) -> Int { Int((v + 0.5).rounded(.down)) }
            return Box(minX: snap(minX), minY: snap(minY), maxX: snap(maxX), maxY: snap(maxY))
        }
    }

    /// The focus ring's outer edge at `time`, in pixels before snapping.
    func exactRing(at time: Double) -> Area? {
        guard let field = recording.focusedField(at: time) else { return nil }
        return Area(
            points: recording.windowRect(of: field, at: time).insetBy(dx: -1, dy: -1).offsetBy(
                dx: origin.x, dy: origin.y), scale: scale)
    }

    /// The column through the middle of the ring: far from its rounded corners, the caret and
    /// the keyboard column.
    func ringColumn(_ outer: Box) -> Int { (outer.minX + outer.maxX) / 2 }

    /// The row through the middle of the ring.
    func ringRow(_ outer: Box) -> Int { (outer.minY + outer.maxY) / 2 }

    /// The ring's rows in its middle column that can be seen: its top and bottom bands, cut to
    /// the visible area.
    func visibleRingRows(_ outer: Box, visible: Box) -> [Int] {
        let bands = Array(outer.minY..<(outer.minY + ringWidth)) + Array((outer.maxY - ringWidth)..<outer.maxY)
        return bands.filter { visible.rows.contains($0) }
    }

    // MARK: What is happening

    /// What moves around `time`: compared half a frame before and after.
    struct Motion: OptionSet {
        let rawValue: Int
        static let keyboard = Motion(rawValue: 1)
        /// The focused field moves on screen (a view slides or content scrolls).
        static let field = Motion(rawValue: 2)
        /// A scroll view's content offset changes.
        static let scrolling = Motion(rawValue: 4)
    }

    func motion(at time: Double, fps: Int) -> Motion {
        let before = max(0, time - 0.5 / Double(fps))
        let after = time + 0.5 / Double(fps)
        var motion: Motion = []
        if recording.keyboardFrame(at: before) != recording.keyboardFrame(at: after) { motion.insert(.keyboard) }
        if let field = recording.focusedField(at: time),
            recording.windowRect(of: field, at: before) != recording.windowRect(of: field, at: after)
        {
            motion.insert(.field)
        }
        for view in recording.app.views where view.kind == .scroll {
            if view.contentOffset.y.value(at: before) != view.contentOffset.y.value(at: after) {
                motion.insert(.scrolling)
            }
        }
        return motion
    }
}
