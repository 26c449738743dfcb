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
///    for the anti-aliased edges between them — as many steps as fit, at most 16.
///
/// Pixels are then mapped to the nearest entry; interface colours map to themselves. At most
/// 255 entries, so one index is always free in every frame for "unchanged since the last
/// frame", the GIF transparent index (`AnimatedGIFWriter` picks it per frame).
///
/// Once every frame has been painted once, the table is put in the order of use
/// (`reordered(byUse:)`), so that frames of a few colours find them at the front and are
/// written with narrow LZW codes.
struct GIFPalette {
    /// The colour table, in index order.
    let colors: [Color]
    /// The colours in the order they were chosen (background, interface colours in tree order,
    /// blends), each with its index in `colors`: the order that settles a tie between two
    /// equally near entries, so the reordering never changes a pixel's colour.
    let choiceOrder: [(color: Color, index: Int)]

    /// Room for colours: 256 entries less one, which every frame can then use as its
    /// transparent index.
    static let capacity = 255
    /// Blend step counts tried, finest first.
    static let stepChoices = [16, 12, 10, 8, 6, 5, 4, 3, 2]

    /// The palette for `drawing` shown at `times` (its display list at each frame time), in the
    /// order its colours were chosen, the frames looked at by `workers` workers. Labels are laid
    /// out into `layout`, whose masks the painters share.
    init(
        drawing: Drawing, at times: [Double], scale: Int, workers: Int, layout: TextLayout
    ) throws(RasterError) {
        let interface = Self.interfaceColors(of: drawing)
        guard interface.count <= Self.capacity else {
            throw .colors(interface.count, capacity: Self.capacity)
        }
        // Each worker counts runs of frames (`FrameShares`; the labels they lay out are shared:
        // `TextLayout`); the counts add up, however the frames were shared out.
        let shares = FrameShares(frames: times.count, workers: workers)
        let counted = FramePipeline.map(Array(0..<workers), workers: workers) { worker in
            Result { () throws(RasterError) in
                var counts: [ColorPair: Int] = [:]
                repeat {
                    let run = try Self.touchingPairCounts(
                        of: drawing, at: times, frames: { shares.next(of: worker) }, size: drawing.size, scale: scale,
                        layout: layout)
                    counts.merge(run, uniquingKeysWith: +)
                } while shares.steal(for: worker)
                return counts
            }
        }
        var frames: [ColorPair: Int] = [:]
        for result in counted {
            for (pair, count) in try result.get() { frames[pair, default: 0] += count }
        }
        let pairs = frames.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }.map {
            ($0.key.first, $0.key.second)
        }
        self.init(colors: Self.table(interface: interface, pairs: pairs))
    }

    /// A palette of exactly `colors`, chosen in this order.
    init(colors: [Color]) {
        self.init(colors: colors, choiceOrder: colors.enumerated().map { ($0.element, $0.offset) })
    }

    private init(colors: [Color], choiceOrder: [(color: Color, index: Int)]) {
        self.colors = colors
        self.choiceOrder = choiceOrder
    }

    /// The same colours, ordered so that as many frames as possible use only the first few.
    ///
    /// The order is built from the back, as gifsicle builds its global colour table
    /// (docs/facts.md §R0.7): while colours are left, the one fewest frames still need goes to
    /// the last free place, and every frame that needs it stops counting (it will use wide codes
    /// anyway). What remains at the front are the colours of the many frames with few colours.
    /// Ties go to the colour chosen later, so the background and interface colours stay in front.
    func reordered(byUse usage: PaletteUsage) -> GIFPalette {
        let count = colors.count
        var needing = [Int](repeating: 0, count: count)
        for frame in usage.frames {
            for index in frame.members { needing[index] += 1 }
        }
        var counting = [Bool](repeating: true, count: usage.frames.count)
        // Frames that need each colour, to stop counting them when it goes.
        var framesNeeding = [[Int]](repeating: [], count: count)
        for (number, frame) in usage.frames.enumerated() {
            for index in frame.members { framesNeeding[index].append(number) }
        }
        var left = Array(0..<count)
        var backToFront: [Int] = []
        while !left.isEmpty {
            var pick = 0
            for candidate in 1..<left.count
            where needing[left[candidate]] < needing[left[pick]]
                || (needing[left[candidate]] == needing[left[pick]] && left[candidate] > left[pick])
            {
                pick = candidate
            }
            let removed = left.remove(at: pick)
            backToFront.append(removed)
            for number in framesNeeding[removed] where counting[number] {
                counting[number] = false
                for index in usage.frames[number].members { needing[index] -= 1 }
            }
        }
        let order = Array(backToFront.reversed())
        var newIndex = [Int](repeating: 0, count: count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        return GIFPalette(
            colors: order.map { colors[$0] }, choiceOrder: choiceOrder.map { ($0.color, newIndex[$0.index]) })
    }

    /// For each index of this palette, the index of the same colour in `other`, a reordering of
    /// it (`reordered(byUse:)`): the colours are matched in their order of choice, which both
    /// keep, so the nearest colour to any pixel is the same colour in both.
    func relabelling(to other: GIFPalette) -> [UInt8] {
        precondition(choiceOrder.count == other.choiceOrder.count, "a relabelling needs the same colours")
        var relabel = [UInt8](repeating: 0, count: 256)
        for (mine, theirs) in zip(choiceOrder, other.choiceOrder) {
            precondition(mine.color == theirs.color, "a relabelling needs the same order of choice")
            relabel[mine.index] = UInt8(theirs.index)
        }
        return relabel
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

    /// Pairs of colours that can meet along an anti-aliased edge in some frame, with the number of
    /// frames each can meet in.
    ///
    /// An item's colours meet the colours of the earlier items under its footprint, down to the
    /// first item that covers it completely, or the background if none does; a stroke meets its
    /// own fill. Overlapping boxes are a generous test, so a pair may be kept that never shows.
    ///
    /// What an item meets depends only on it, the items before it and the background, so from
    /// one frame to the next only the items from the first that changed on are worked out again
    /// (`PairTally`); the frames' first items — the phone, its views — mostly stay put.
    static func touchingPairCounts(
        of drawing: Drawing, at times: [Double], _ stretch: Range<Int>, size: Size, scale: Int,
        layout: TextLayout
    ) throws(RasterError) -> [ColorPair: Int] {
        var frames = stretch.makeIterator()
        return try touchingPairCounts(
            of: drawing, at: times, frames: { frames.next() }, size: size, scale: scale, layout: layout)
    }

    /// The same for the frames `next` gives, one after another in order, until it gives nil.
    static func touchingPairCounts(
        of drawing: Drawing, at times: [Double], frames next: () -> Int?, size: Size, scale: Int,
        layout: TextLayout
    ) throws(RasterError) -> [ColorPair: Int] {
        let grid = PixelGrid(scale: scale)
        let pixels = try canvasPixels(of: size, scale: scale)
        let canvas = PixelRect(minX: 0, minY: 0, maxX: pixels.width, maxY: pixels.height)
        var tally = PairTally()
        // What each item of the last frame worked out: its footprint and the pairs it meets.
        var footprints: [ItemFootprint?] = []
        var meetings: [[ColorPair]] = []
        guard let first = next() else { return [:] }
        // A frame that repeats the one before it adds nothing, also across a run's start.
        var previous = first > 0 ? drawing.displayList(at: times[first - 1]) : nil
        var frame: Int? = first
        while let index = frame {
            frame = next()
            let list = drawing.displayList(at: times[index])
            if list == previous { continue }
            var same = 0
            if let previous, previous.background == list.background {
                let shared = min(previous.items.count, list.items.count, meetings.count)
                while same < shared, previous.items[same] == list.items[same] { same += 1 }
            }
            previous = list
            for gone in meetings[same...] { tally.remove(gone) }
            footprints.removeSubrange(same...)
            meetings.removeSubrange(same...)
            for item in list.items[same...] {
                let footprint = try ItemFootprint(of: item, grid: grid, canvas: canvas, layout: layout)
                let met = footprint.map { pairs(metBy: $0, over: footprints, background: list.background) } ?? []
                tally.add(met)
                footprints.append(footprint)
                meetings.append(met)
            }
            tally.endFrame()
        }
        return tally.frames()
    }

    /// The pairs an item with `footprint` makes with what lies under it: the colours of the
    /// `earlier` items' footprints it overlaps, from the top down to the first that covers it
    /// completely, or else the background; and a stroke's with its own fill.
    static func pairs(
        metBy footprint: ItemFootprint, over earlier: [ItemFootprint?], background: Color
    ) -> [ColorPair] {
        var below: [Color] = []
        var covered = false
        for case let under? in earlier.reversed() where under.bounds.intersects(footprint.bounds) {
            below += under.colors
            if let core = under.core, core.contains(footprint.bounds) {
                covered = true
                break
            }
        }
        if !covered { below.append(background) }
        if footprint.colors.count == 2 { below.append(footprint.colors[0]) }
        var met: [ColorPair] = []
        for color in footprint.colors {
            for under in below where under != color { met.append(ColorPair(color, under)) }
        }
        return met
    }
}

/// In how many frames each colour pair meets, counted as the items that meet it come and go.
///
/// A pair is in a frame when at least one of its items meets it; the tally keeps how many do
/// now and since which frame one has, and adds the frames up when the last goes. A frame costs
/// only the items that changed, not a hash of every pair the frame holds.
private struct PairTally {
    /// Per pair in the current frame: how many of its items meet it, and since which frame.
    private var live: [ColorPair: (items: Int, since: Int)] = [:]
    /// Frames counted for pairs no longer in the frame.
    private var counted: [ColorPair: Int] = [:]
    /// Frames ended so far.
    private var frame = 0

    mutating func add(_ pairs: [ColorPair]) {
        for pair in pairs {
            if let entry = live[pair] {
                live[pair] = (entry.items + 1, entry.since)
            } else {
                live[pair] = (1, frame)
            }
        }
    }

    mutating func remove(_ pairs: [ColorPair]) {
        for pair in pairs {
            guard let entry = live[pair] else { continue }
            if entry.items > 1 {
                live[pair] = (entry.items - 1, entry.since)
            } else {
                live[pair] = nil
                counted[pair, default: 0] += frame - entry.since
            }
        }
    }

    /// The current frame is complete: every live pair is in it.
    mutating func endFrame() {
        frame += 1
    }

    /// Every pair with the frames it was in.
    func frames() -> [ColorPair: Int] {
        var frames = counted
        for (pair, entry) in live { frames[pair, default: 0] += frame - entry.since }
        return frames
    }
}

/// Two colours in a fixed order, so a pair is the same whichever colour was on top.
struct ColorPair: Hashable, Comparable {
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
