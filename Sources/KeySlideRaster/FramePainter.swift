import KeySlideCanvas
import KeySlideGeometry

/// Paints display lists into one truecolor libgd image, reused from frame to frame.
///
/// Square rectangles are plain fills with snapped edges; rounded corners, circles, slanted
/// lines, polylines and dashes are filled through a `CoverageMask`, so their edges are smooth;
/// text is FreeType's anti-aliased glyphs, rendered by libgd once per string (`TextMask`).
/// Every item, text included, stays inside its clip.
///
/// A frame is painted over the one before it: only the pixels that the items that changed can
/// reach are painted again (`changedAreas`), which for most frames of an animation is a small
/// part of the canvas. Inside that area everything is painted exactly as on a cleared canvas —
/// a coverage mask is still worked out over its item's whole extent, and only applied inside
/// the area — so a frame's pixels never depend on the frame painted before.
struct FramePainter {
    /// The image painted into: the frame, or while a fading layer is painted, the layer's copy.
    private(set) var canvas: GDImage
    let grid: PixelGrid
    /// Lays out labels for painting and for the footprints `changedAreas` works out.
    let textLayout: TextLayout
    /// What the canvas shows, if it shows a whole frame.
    private var shown: DisplayList?
    /// The pixels being painted; nothing outside them changes.
    private var area: PixelRect
    /// The image a fading layer is painted on, made the first time a frame has one.
    private var layerCanvas: GDImage?
    /// The corner bands of rounded rectangles already worked out, by shape (`CornerBands`).
    private var cornerBands = CornerBands()

    /// A painter for a canvas of `size` points; `textLayout`, at this scale, shares its labels'
    /// masks with every painter given the same layout (the GIF palette pass lays out every label
    /// first).
    init(size: Size, scale: Int, textLayout: TextLayout? = nil) throws(RasterError) {
        RasterOptions.requireSupported(scale: scale)
        let pixels = try canvasPixels(of: size, scale: scale)
        canvas = try GDImage(truecolorWidth: pixels.width, height: pixels.height)
        grid = PixelGrid(scale: scale)
        self.textLayout = textLayout ?? TextLayout(grid: grid)
        area = canvas.bounds
    }

    /// Makes the canvas show `list`, and returns the areas painted again (empty when the canvas
    /// already showed it): the whole canvas for the first frame, else the areas the changed
    /// items can reach, each background first.
    @discardableResult
    mutating func paint(_ list: DisplayList) throws(RasterError) -> [PixelRect] {
        let areas: [PixelRect]
        if let shown {
            areas = try changedAreas(from: shown, to: list)
            guard !areas.isEmpty else { return [] }
        } else {
            areas = [canvas.bounds]
        }
        // Until the frame is painted whole, the canvas shows no list.
        shown = nil
        if areas == [canvas.bounds] {
            area = canvas.bounds
            canvas.fill(area, with: list.background)
            try paint(list.items[...])
        } else {
            var footprints: [PixelRect?] = []
            for item in list.items {
                footprints.append(
                    try ItemFootprint(of: item, grid: grid, canvas: canvas.bounds, layout: textLayout)?.bounds)
            }
            for changed in areas {
                area = changed
                canvas.fill(area, with: list.background)
                let reaching = zip(list.items, footprints).filter { $0.1?.intersects(changed) == true }.map(\.0)
                try paint(reaching[...])
            }
        }
        shown = list
        return areas
    }

    /// Fills `rect`, inside the area being painted.
    private func fill(_ rect: PixelRect, with color: Color) {
        canvas.fill(rect.intersection(area), with: color)
    }

    /// Paints through `mask`, inside the area being painted.
    private func fill(_ mask: CoverageMask, with color: Color) {
        canvas.fill(mask, with: color, within: area)
    }

    /// Paints `items` in order, inside the area being painted; each run of items of one fading
    /// group is composited as a whole (`paintLayer`).
    private mutating func paint(_ items: ArraySlice<DisplayList.Item>) throws(RasterError) {
        var index = items.startIndex
        while index < items.endIndex {
            guard let fade = items[index].fade else {
                try paint(items[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < items.endIndex, items[end].fade == fade { end += 1 }
            try paintLayer(items[index..<end], opacity: fade.opacity)
            index = end
        }
    }

    /// A fading group's items, composited as a whole: painted onto a copy of the frame so their
    /// edges blend with what is really under them, then the copy mixed into the frame at
    /// `opacity`, both inside the area being painted. Where the layer paints nothing the two are
    /// equal, so only its pixels change — the same result as SVG's group `opacity`.
    private mutating func paintLayer(_ items: ArraySlice<DisplayList.Item>, opacity: Double) throws(RasterError) {
        let frame = canvas
        let layer: GDImage
        if let made = layerCanvas {
            layer = made
        } else {
            layer = try GDImage(truecolorWidth: frame.width, height: frame.height)
            layerCanvas = layer
        }
        layer.copyPixels(of: frame, in: area)
        canvas = layer
        defer { canvas = frame }
        for item in items { try paint(item) }
        frame.mix(layer, amount: opacity, in: area)
    }

    /// The pixels an item may touch: its clip, snapped, cut to the canvas.
    private func clipRect(of item: DisplayList.Item) -> PixelRect {
        guard let clip = item.clip else { return canvas.bounds }
        return canvas.bounds.intersection(grid.rect(clip))
    }

    private mutating func paint(_ item: DisplayList.Item) throws(RasterError) {
        let clip = clipRect(of: item)
        guard !clip.isEmpty, item.isPlaceable else { return }
        let primitive = item.primitive
        switch primitive.shape {
        case .rect(let rect, let cornerRadius):
            paintRect(rect, cornerRadius: cornerRadius, fill: primitive.fill, stroke: primitive.stroke, clip: clip)
        case .circle(let center, let radius):
            paintCircle(center: center, radius: radius, fill: primitive.fill, stroke: primitive.stroke, clip: clip)
        case .line(let from, let to):
            if let stroke = primitive.stroke { paintLine(from: from, to: to, stroke: stroke, clip: clip) }
        case .polyline(let points):
            paintPolyline(points, fill: primitive.fill, stroke: primitive.stroke, clip: clip)
        case .text(let text):
            // Text has one colour: its fill, or its stroke colour if only that is given.
            guard let color = primitive.fill ?? primitive.stroke?.color,
                let placement = try textLayout.placement(of: text)
            else { return }
            canvas.fill(placement.mask, x: placement.x, y: placement.y, with: color, clip: clip.intersection(area))
        }
    }

    // MARK: Rectangles

    private mutating func paintRect(
        _ rect: Rect, cornerRadius: Double, fill: Color?, stroke: Stroke?, clip: PixelRect
    ) {
        // A rectangle of negative size has no outline to fill or stroke.
        guard rect.width >= 0, rect.height >= 0 else { return }
        let box = grid.rect(rect)
        let radius = max(0, grid.pixels(cornerRadius))
        if let fill, !box.isEmpty {
            paintRoundedRect(outer: box, outerRadius: radius, inner: nil, innerRadius: 0, color: fill, clip: clip)
        }
        guard let stroke, let lineWidth = strokePixels(stroke) else { return }
        // A stroke is centred on the outline: its outer edge is half the (whole-pixel) width out,
        // snapped by the grid rule, and its inner edge one width further in.
        let half = Double(lineWidth) / 2
        let outer = PixelRect(
            minX: PixelGrid.snapped(grid.pixels(rect.minX) - half),
            minY: PixelGrid.snapped(grid.pixels(rect.minY) - half),
            maxX: PixelGrid.snapped(grid.pixels(rect.maxX) - half) + lineWidth,
            maxY: PixelGrid.snapped(grid.pixels(rect.maxY) - half) + lineWidth)
        let inner = outer.outset(by: -lineWidth)
        if stroke.dash.isEmpty {
            paintRoundedRect(
                outer: outer, outerRadius: radius > 0 ? radius + half : 0, inner: inner,
                innerRadius: max(0, radius - half),
                color: stroke.color, clip: clip)
        } else {
            let centre = Outline.roundedRect(
                minX: Double(outer.minX) + half, minY: Double(outer.minY) + half, maxX: Double(outer.maxX) - half,
                maxY: Double(outer.maxY) - half, radius: radius)
            paintDashes(along: centre, closed: true, width: Double(lineWidth), stroke: stroke, area: outer, clip: clip)
        }
    }

    /// Fills a rectangle with rounded corners, minus an optional inner one (a ring). Only the
    /// rows that hold corners go through a coverage mask; the straight middle rows are plain
    /// fills, which keeps a tall rounded panel cheap.
    ///
    /// The corner rows' masks are worked out with the rectangle's top left corner at 0, 0, so a
    /// shape's coverage is the same wherever it lies, and a band inside its clip is kept
    /// (`CornerBands`): a keyboard's keys, a form's fields and buttons are a few shapes drawn
    /// many times, moved by whole pixels from frame to frame.
    private mutating func paintRoundedRect(
        outer: PixelRect, outerRadius: Double, inner: PixelRect?, innerRadius: Double, color: Color, clip: PixelRect
    ) {
        let inner = inner.flatMap { $0.isEmpty ? nil : $0 }
        // The shape with its top left corner at 0, 0.
        let (dx, dy) = (outer.minX, outer.minY)
        let shape = CornerBands.Shape(
            width: outer.width, height: outer.height,
            radius: min(outerRadius, Double(outer.width) / 2, Double(outer.height) / 2),
            inner: inner?.offset(dx: -dx, dy: -dy), innerRadius: innerRadius)
        let cornerRows = shape.cornerRows
        // Middle rows: the full width, or the two side strips of a ring.
        let middle = PixelRect(
            minX: outer.minX, minY: outer.minY + cornerRows, maxX: outer.maxX, maxY: outer.maxY - cornerRows)
        if let inner {
            let top = PixelRect(minX: outer.minX, minY: middle.minY, maxX: outer.maxX, maxY: inner.minY)
            let bottom = PixelRect(minX: outer.minX, minY: inner.maxY, maxX: outer.maxX, maxY: middle.maxY)
            let left = PixelRect(
                minX: outer.minX, minY: max(middle.minY, inner.minY), maxX: inner.minX,
                maxY: min(middle.maxY, inner.maxY))
            let right = PixelRect(minX: inner.maxX, minY: left.minY, maxX: outer.maxX, maxY: left.maxY)
            for part in [top, bottom, left, right] { fill(part.intersection(clip), with: color) }
        } else {
            fill(middle.intersection(clip), with: color)
        }
        guard cornerRows > 0 else { return }
        let localClip = clip.offset(dx: -dx, dy: -dy)
        for (number, band) in shape.bands.enumerated() where !band.isEmpty {
            let mask: CoverageMask
            if localClip.contains(band) {
                mask = cornerBands.mask(of: shape, band: number)
            } else {
                let area = band.intersection(localClip)
                guard !area.isEmpty else { continue }
                mask = shape.mask(over: area)
            }
            fill(mask.offset(dx: dx, dy: dy), with: color)
        }
    }

    // MARK: Circles, lines, polylines

    private func paintCircle(center: Point, radius: Double, fill: Color?, stroke: Stroke?, clip: PixelRect) {
        let c = PixelPoint(x: grid.pixels(center.x), y: grid.pixels(center.y))
        let r = max(0, grid.pixels(radius))
        if let fill, r > 0 {
            paint(
                polygons: [Outline.circle(center: c, radius: r)], holes: [], color: fill, reach: r, around: c,
                clip: clip)
        }
        guard let stroke else { return }
        let width = grid.pixels(stroke.width)
        guard width > 0 else { return }
        if stroke.dash.isEmpty {
            let holes = r > width / 2 ? [Outline.circle(center: c, radius: r - width / 2)] : []
            paint(
                polygons: [Outline.circle(center: c, radius: r + width / 2)], holes: holes, color: stroke.color,
                reach: r + width / 2, around: c, clip: clip)
        } else {
            let reach = r + width / 2
            let area = PixelRect.enclosing(minX: c.x - reach, minY: c.y - reach, maxX: c.x + reach, maxY: c.y + reach)
            paintDashes(
                along: Outline.circle(center: c, radius: r), closed: true, width: width, stroke: stroke, area: area,
                clip: clip)
        }
    }

    private func paintLine(from: Point, to: Point, stroke: Stroke, clip: PixelRect) {
        if from.x == to.x || from.y == to.y, let lineWidth = strokePixels(stroke) {
            paintStraightLine(from: from, to: to, lineWidth: lineWidth, stroke: stroke, clip: clip)
            return
        }
        let width = grid.pixels(stroke.width)
        guard width > 0 else { return }
        let path = [from, to].map { PixelPoint(x: grid.pixels($0.x), y: grid.pixels($0.y)) }
        paintDashes(
            along: path, closed: false, width: width, stroke: stroke, area: Self.reach(of: path, width: width),
            clip: clip)
    }

    /// A horizontal or vertical line, snapped like a rectangle: its band of whole pixels is
    /// centred on the line by the grid rule, and each dash ends on a pixel boundary.
    private func paintStraightLine(from: Point, to: Point, lineWidth: Int, stroke: Stroke, clip: PixelRect) {
        let horizontal = from.y == to.y
        let half = Double(lineWidth) / 2
        let across = PixelGrid.snapped(grid.pixels(horizontal ? from.y : from.x) - half)
        let start = grid.pixels(horizontal ? from.x : from.y)
        let end = grid.pixels(horizontal ? to.x : to.y)
        // Dashes run from `from` to `to`, as in SVG; only the coordinate along the line matters.
        let along = [PixelPoint(x: start, y: 0), PixelPoint(x: end, y: 0)]
        let pieces =
            stroke.dash.isEmpty ? [along] : Outline.dashes(along: along, closed: false, pattern: dashPixels(stroke))
        for piece in pieces {
            guard let first = piece.first, let last = piece.last else { continue }
            let a = PixelGrid.snapped(min(first.x, last.x))
            let b = PixelGrid.snapped(max(first.x, last.x))
            let band =
                horizontal
                ? PixelRect(minX: a, minY: across, maxX: b, maxY: across + lineWidth)
                : PixelRect(minX: across, minY: a, maxX: across + lineWidth, maxY: b)
            fill(band.intersection(clip), with: stroke.color)
        }
    }

    private func paintPolyline(_ points: [Point], fill: Color?, stroke: Stroke?, clip: PixelRect) {
        let path = points.map { PixelPoint(x: grid.pixels($0.x), y: grid.pixels($0.y)) }
        guard path.count >= 2 else { return }
        if let fillColor = fill, path.count >= 3 {
            var mask = CoverageMask(bounds: Self.reach(of: path, width: 0).intersection(clip))
            mask.addPolygon(path)
            self.fill(mask, with: fillColor)
        }
        if let stroke {
            let width = grid.pixels(stroke.width)
            guard width > 0 else { return }
            paintDashes(
                along: path, closed: false, width: width, stroke: stroke, area: Self.reach(of: path, width: width),
                clip: clip)
        }
    }

    // MARK: Helpers

    /// Strokes `path` (solid when the stroke has no dash pattern) through one coverage mask.
    private func paintDashes(
        along path: [PixelPoint], closed: Bool, width: Double, stroke: Stroke, area: PixelRect, clip: PixelRect
    ) {
        let pieces: [[PixelPoint]]
        if stroke.dash.isEmpty {
            pieces = [closed ? path + [path[0]] : path]
        } else {
            pieces = Outline.dashes(along: path, closed: closed, pattern: dashPixels(stroke))
        }
        var mask = CoverageMask(bounds: area.outset(by: 1).intersection(clip))
        for piece in pieces {
            for polygon in Outline.strokePolygons(of: piece, width: width) { mask.addPolygon(polygon) }
        }
        fill(mask, with: stroke.color)
    }

    private func paint(
        polygons: [[PixelPoint]], holes: [[PixelPoint]], color: Color, reach: Double, around c: PixelPoint,
        clip: PixelRect
    ) {
        let area = PixelRect.enclosing(minX: c.x - reach, minY: c.y - reach, maxX: c.x + reach, maxY: c.y + reach)
        var mask = CoverageMask(bounds: area.intersection(clip))
        for polygon in polygons { mask.addPolygon(polygon) }
        for hole in holes { mask.addPolygon(hole, isHole: true) }
        fill(mask, with: color)
    }

    /// The stroke width in whole pixels for snapped outlines: at least one pixel, so a
    /// hairline stays visible.
    private func strokePixels(_ stroke: Stroke) -> Int? {
        let width = grid.pixels(stroke.width)
        guard width > 0 else { return nil }
        return max(1, Int(width.rounded()))
    }

    private func dashPixels(_ stroke: Stroke) -> [Double] {
        stroke.dash.map { grid.pixels($0) }
    }

    /// The pixels within half a stroke width of a path's points.
    private static func reach(of path: [PixelPoint], width: Double) -> PixelRect {
        let xs = path.map(\.x)
        let ys = path.map(\.y)
        let half = width / 2 + 1
        return PixelRect.enclosing(
            minX: (xs.min() ?? 0) - half, minY: (ys.min() ?? 0) - half, maxX: (xs.max() ?? 0) + half,
            maxY: (ys.max() ?? 0) + half)
    }
}
