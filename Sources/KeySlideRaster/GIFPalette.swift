import KeySlideCanvas
import KeySlideGeometry

/// The one colour table an animation uses for every frame.
///
/// A GIF frame holds at most 256 colours. Letting a quantizer pick them per frame shifts
/// interface colours (libgd's median cut on Debian turns `#1e90ff` into `#1c92fc`,
/// docs/facts.md §R0.5) and makes every frame's palette differ, which defeats frame
/// differencing. So KeySlide builds one table, deterministically, before the first frame:
///
/// 1. every colour the drawing uses, exactly (the background first, then the tree's colours
///    in drawing order);
/// 2. evenly spaced blends between every two colours whose shapes can touch in some frame,
///    for the anti-aliased edges between them — as many steps as fit, at most 16;
/// 3. one slot kept for "unchanged since the last frame", the GIF transparent index.
///
/// Pixels are then mapped to the nearest entry; interface colours map to themselves.
///
/// The table is then reordered so that the colours most frames use come first: the background,
/// the transparent slot, then each colour by the number of frames in which its edges move or
/// appear. A frame
/// that uses only low indices is written with a smaller LZW code size (`AnimatedGIFWriter`), as
/// gifsicle does; a frame of a few colours at code size 3 instead of 8 stores about a third.
struct GIFPalette {
    /// The colour table, in index order (the transparent slot included).
    let colors: [Color]
    /// The index that means "keep what the previous frame showed"; no pixel maps to it.
    let transparentIndex: Int
    /// The colours in the order they were chosen (background, interface colours in tree order,
    /// blends), each with its index in `colors`: the order that settles a tie between two
    /// equally near entries, so the reordering never changes a pixel's colour.
    let choiceOrder: [(color: Color, index: Int)]

    /// Room for colours: 256 entries less the transparent slot.
    static let capacity = 255
    /// Blend step counts tried, finest first.
    static let stepChoices = [16, 12, 10, 8, 6, 5, 4, 3, 2]

    /// The palette for `drawing` shown as `frames` (its display list at each frame time).
    /// Labels are laid out into `layout`, which the painter then reuses.
    init(
        drawing: Drawing, frames: some Sequence<DisplayList>, scale: Int, layout: inout TextLayout
    ) throws(RasterError) {
        let interface = Self.interfaceColors(of: drawing)
        guard interface.count <= Self.capacity else {
            throw RasterError(
                "the drawing uses \(interface.count) colours; a GIF palette holds at most \(Self.capacity) besides "
                    + "the transparent slot"
            )
        }
        let counted = try Self.touchingPairs(in: frames, size: drawing.size, scale: scale, layout: &layout)
        let table = Self.table(interface: interface, pairs: counted.map(\.pair))

        // Frames that write a colour: for an interface colour, the frames in which the edges it
        // is on move or appear; for a blend, those of its pair. The sort is stable, so equal counts keep the
        // order of choice.
        var frameCounts: [Color: Int] = [:]
        for (pair, _, count) in counted {
            frameCounts[pair.0, default: 0] += count
            frameCounts[pair.1, default: 0] += count
            for steps in Self.stepChoices {
                for step in 1..<steps {
                    let blend = pair.0.mixed(with: pair.1, amount: Double(step) / Double(steps))
                    frameCounts[blend] = max(frameCounts[blend] ?? 0, count)
                }
            }
        }
        let rest = table.dropFirst().enumerated().sorted { a, b in
            let (countA, countB) = (frameCounts[a.element] ?? 0, frameCounts[b.element] ?? 0)
            return countA != countB ? countA > countB : a.offset < b.offset
        }.map(\.element)
        // The transparent slot repeats the background: harmless for a viewer that ignores it.
        colors = [drawing.background, drawing.background] + rest
        transparentIndex = 1
        var indexOf: [Color: Int] = [:]
        for (index, color) in colors.enumerated() where index != transparentIndex { indexOf[color] = index }
        choiceOrder = table.map { ($0, indexOf[$0] ?? 0) }
    }

    /// The interface colours plus as many evenly spaced blends per touching pair as fit, from
    /// `stepChoices` down; when not even one midpoint per pair fits, the midpoints of the pairs
    /// that touch in the most frames, as many as there is room for.
    static func table(interface: [Color], pairs: [(Color, Color)]) -> [Color] {
        for steps in stepChoices {
            let colors = withBlends(interface, pairs: pairs, steps: steps)
            if colors.count <= capacity { return colors }
        }
        var colors = interface
        var seen = Set(colors)
        for pair in pairs {
            guard colors.count < capacity else { break }
            let middle = pair.0.mixed(with: pair.1, amount: 0.5)
            if seen.insert(middle).inserted { colors.append(middle) }
        }
        return colors
    }

    /// Every colour in the drawing, exactly once, background first, then in tree order.
    static func interfaceColors(of drawing: Drawing) -> [Color] {
        var colors: [Color] = [drawing.background]
        var seen: Set<Color> = [drawing.background]
        func visit(_ group: Group) {
            for child in group.children {
                switch child {
                case .group(let inner):
                    visit(inner)
                case .primitive(let primitive):
                    for color in [primitive.fill, primitive.stroke?.color].compactMap({ $0 })
                    where seen.insert(color).inserted {
                        colors.append(color)
                    }
                }
            }
        }
        visit(drawing.root)
        return colors
    }

    /// `colors` followed by `steps − 1` blends for each pair, without repeats.
    private static func withBlends(_ colors: [Color], pairs: [(Color, Color)], steps: Int) -> [Color] {
        var result = colors
        var seen = Set(colors)
        for (a, b) in pairs {
            for step in 1..<steps {
                let blend = a.mixed(with: b, amount: Double(step) / Double(steps))
                if seen.insert(blend).inserted { result.append(blend) }
            }
        }
        return result
    }

    // MARK: Which colours touch

    /// What the palette needs to know about one painted item.
    private struct Footprint {
        /// Pixels the item may change, edges and anti-aliasing included.
        var bounds: PixelRect
        /// Pixels it surely paints solid in one colour, hiding everything below.
        var core: PixelRect?
        var colors: [Color]
    }

    /// Pairs of colours that can meet along an anti-aliased edge in some frame, each with the
    /// number of frames it is in and the number of frames in which it moves or appears (its item
    /// is not in the frame before, so its pixels are written), the most frequent first (ties in a
    /// fixed colour order).
    ///
    /// An item's colours meet the colours of the earlier items under its footprint, down to the
    /// first item that covers it completely, or the background if none does; a stroke meets its
    /// own fill. Overlapping boxes are a generous test, so a pair may be kept that never shows.
    private static func touchingPairs(
        in lists: some Sequence<DisplayList>, size: Size, scale: Int, layout: inout TextLayout
    ) throws(RasterError) -> [(pair: (Color, Color), frames: Int, changes: Int)] {
        let grid = PixelGrid(scale: scale)
        let pixels = try canvasPixels(of: size, scale: scale)
        let canvas = PixelRect(minX: 0, minY: 0, maxX: pixels.width, maxY: pixels.height)
        var frames: [ColorPair: Int] = [:]
        var changes: [ColorPair: Int] = [:]
        var previous: DisplayList?
        for list in lists {
            if list == previous { continue }
            let previousItems = Set(previous?.items ?? [])
            previous = list
            var footprints: [Footprint] = []
            var pairs = Set<ColorPair>()
            var changing = Set<ColorPair>()
            for item in list.items {
                guard let footprint = try footprint(of: item, grid: grid, canvas: canvas, layout: &layout) else {
                    continue
                }
                var below: [Color] = []
                var covered = false
                for earlier in footprints.reversed() where earlier.bounds.intersects(footprint.bounds) {
                    below += earlier.colors
                    if let core = earlier.core, core.contains(footprint.bounds) {
                        covered = true
                        break
                    }
                }
                if !covered { below.append(list.background) }
                if footprint.colors.count == 2 { below.append(footprint.colors[0]) }
                let changed = !previousItems.contains(item)
                for color in footprint.colors {
                    for under in below where under != color {
                        pairs.insert(ColorPair(color, under))
                        if changed { changing.insert(ColorPair(color, under)) }
                    }
                }
                footprints.append(footprint)
            }
            for pair in pairs { frames[pair, default: 0] += 1 }
            for pair in changing { changes[pair, default: 0] += 1 }
        }
        return frames.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }.map {
            (($0.key.first, $0.key.second), $0.value, changes[$0.key] ?? 0)
        }
    }

    private static func footprint(
        of item: DisplayList.Item, grid: PixelGrid, canvas: PixelRect, layout: inout TextLayout
    ) throws(RasterError) -> Footprint? {
        guard item.isPlaceable else { return nil }
        let clip = item.clip.map { canvas.intersection(grid.rect($0)) } ?? canvas
        let primitive = item.primitive
        let strokeReach = primitive.stroke.map { Int(grid.pixels($0.width).rounded(.up)) / 2 + 1 } ?? 0
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
            bounds = reach(of: [from, to], grid: grid, margin: strokeReach + 1)
        case .polyline(let points):
            bounds = reach(of: points, grid: grid, margin: strokeReach + 1)
        case .text(let text):
            guard let color = primitive.fill ?? primitive.stroke?.color, let placement = try layout.placement(of: text)
            else { return nil }
            colors = [color]
            bounds = placement.inkBounds.outset(by: 1)
        }
        bounds = bounds.intersection(clip)
        guard !bounds.isEmpty, !colors.isEmpty else { return nil }
        return Footprint(bounds: bounds, core: core.flatMap { $0.isEmpty ? nil : $0 }, colors: colors)
    }

    private static func reach(of points: [Point], grid: PixelGrid, margin: Int) -> PixelRect {
        let xs = points.map { grid.pixels($0.x) }
        let ys = points.map { grid.pixels($0.y) }
        return PixelRect.enclosing(minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0)
            .outset(by: margin)
    }
}

/// Two colours in a fixed order, so a pair is the same whichever colour was on top.
private struct ColorPair: Hashable, Comparable {
    let first: Color
    let second: Color

    init(_ a: Color, _ b: Color) {
        (first, second) = Self.key(a) <= Self.key(b) ? (a, b) : (b, a)
    }

    static func key(_ color: Color) -> UInt32 {
        UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    static func < (a: ColorPair, b: ColorPair) -> Bool {
        (key(a.first), key(a.second)) < (key(b.first), key(b.second))
    }
}
