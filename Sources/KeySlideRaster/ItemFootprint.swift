import KeySlideCanvas
import KeySlideGeometry

/// Where one painted item can leave colour on the canvas: the GIF palette pass asks it which
/// colours can touch, the painter which pixels a changed item can have touched.
///
/// The bounds are generous (edges, strokes and anti-aliasing, plus a pixel), never tight: the
/// painter repaints only inside the bounds of the items that changed, so a pixel the item can
/// paint must never fall outside them (`FramePainterTests` compares a frame painted in part with
/// the same frame painted whole).
struct ItemFootprint {
    /// Pixels the item may change, inside its clip and the canvas.
    var bounds: PixelRect
    /// Pixels it surely paints solid in one colour, hiding everything below.
    var core: PixelRect?
    /// Its fill and stroke colours (text: its one colour).
    var colors: [Color]

    /// The footprint of `item`, or `nil` when it paints nothing (no colour, no place on the
    /// canvas, text with no glyphs, or wholly clipped). Text is laid out into `layout`.
    init?(
        of item: DisplayList.Item, grid: PixelGrid, canvas: PixelRect, layout: TextLayout
    ) throws(RasterError) {
        guard item.isPlaceable else { return nil }
        let clip = item.clip.map { canvas.intersection(grid.rect($0)) } ?? canvas
        let primitive = item.primitive
        // How far a stroke reaches past its outline: half its width, rounded up, and a pixel; with
        // the margin below, at least as far as the painter's masks for strokes reach (half the
        // width and two pixels), miter joins included, which the masks cut there.
        let strokeReach = primitive.stroke.map { Int((grid.pixels($0.width) / 2).rounded(.up)) + 1 } ?? 0
        var colors = [primitive.fill, primitive.stroke?.color].compactMap { $0 }
        var bounds: PixelRect
        var core: PixelRect?
        switch primitive.shape {
        case .rect(let rect, let cornerRadius):
            let box = grid.rect(rect)
            bounds = box.outset(by: strokeReach + 1)
            if primitive.fill != nil {
                let corner = Int((0.3 * max(0, grid.pixels(cornerRadius))).rounded(.up))
                core = box.outset(by: -(corner + (primitive.stroke == nil ? 0 : strokeReach))).intersection(clip)
            }
        case .circle(let center, let radius):
            let reach = abs(grid.pixels(radius)) + Double(strokeReach + 1)
            bounds = PixelRect.enclosing(
                minX: grid.pixels(center.x) - reach, minY: grid.pixels(center.y) - reach,
                maxX: grid.pixels(center.x) + reach, maxY: grid.pixels(center.y) + reach)
        case .line(let from, let to):
            bounds = Self.reach(of: [from, to], grid: grid, margin: strokeReach + 1)
        case .polyline(let points):
            bounds = Self.reach(of: points, grid: grid, margin: strokeReach + 1)
        case .text(let text):
            guard let color = primitive.fill ?? primitive.stroke?.color, let placement = try layout.placement(of: text)
            else { return nil }
            colors = [color]
            bounds = placement.inkBounds.outset(by: 1)
        }
        bounds = bounds.intersection(clip)
        guard !bounds.isEmpty, !colors.isEmpty else { return nil }
        self.bounds = bounds
        self.core = core.flatMap { $0.isEmpty ? nil : $0 }
        self.colors = colors
    }

    private static func reach(of points: [Point], grid: PixelGrid, margin: Int) -> PixelRect {
        let xs = points.map { grid.pixels($0.x) }
        let ys = points.map { grid.pixels($0.y) }
        return PixelRect.enclosing(minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0)
            .outset(by: margin)
    }
}
