import Foundation
import KeySlideCanvas

/// One frame of an animated GIF, encoded against the frame before it: only what changed, as
/// small as the ways tried here make it. Pure functions of the two frames, so frames are
/// encoded on both cores (`FramePipeline`) and handed to `AnimatedGIFWriter` in order.
///
/// The rows and columns that differ give a box, and only that box is written, at its offset,
/// left in place for the next frame (disposal "none"). Inside the box, each unchanged pixel may
/// be written as its colour or as the transparent index; a few ways of choosing are tried
/// (`transparencyChoices`), each counted without being written, and only the smallest is
/// written. Each frame's LZW codes are only as wide as its colours need: its highest index in the
/// global table, or the count of the colours it uses when a local table of just those is smaller
/// (`Plan`). The transparent index is chosen per frame: the lowest index the frame does not use.
///
/// What is left for gifsicle is its LZW encoder, not the frames: libgd clears its code table the
/// moment it is full, where gifsicle keeps a full table while its strings stay long (docs/facts.md
/// §R0.14). That costs little except on a large frame that is mostly transparent, such as a
/// comparison's frame at scale 2 where the time at the top and the playhead at the bottom change
/// together: one of chat-composer-typing's has 14,264 bytes of LZW data here and 9,976 after
/// `gifsicle -O3`, with the same box and disposal showing the same picture, and libgd writes
/// gifsicle's own choice of transparent pixels 112 bytes larger than this one's. No choice of
/// pixels, box or colour table tried here closes that while libgd writes the codes; it is why
/// `gifsicle -O3` still saves 3.58 % on that GIF.
enum GIFFrameEncoder {
    /// In a frame's candidate indices, "unchanged: shown by the frame before"; no colour has this
    /// index (a palette holds at most 255 colours), and it becomes the frame's transparent index
    /// when it is encoded.
    static let unchangedMarker: UInt8 = 255

    /// The frame `current` (palette indices, `width` per row) as libgd writes it after
    /// `previous` (`nil`: it is the first, written whole), with a delay of 0 for the writer to
    /// set; `nil` when no pixel changed.
    static func frame(
        after previous: [UInt8]?, _ current: [UInt8], width: Int, palette: GIFPalette
    ) throws(RasterError) -> [UInt8]? {
        let height = current.count / width
        guard let previous else {
            return try encoded(
                current, box: PixelRect(minX: 0, minY: 0, maxX: width, maxY: height), palette: palette)
        }
        guard let box = changedBox(from: previous, to: current, width: width) else { return nil }
        var cropped: [UInt8] = []
        var unchanged: [Bool] = []
        cropped.reserveCapacity(box.width * box.height)
        unchanged.reserveCapacity(box.width * box.height)
        for y in box.minY..<box.maxY {
            let row = (y * width + box.minX)..<(y * width + box.maxX)
            cropped += current[row]
            for i in row { unchanged.append(current[i] == previous[i]) }
        }
        var best: Plan?
        var tried: [[UInt8]] = []
        for indices in transparencyChoices(cropped, unchanged: unchanged) where !tried.contains(indices) {
            tried.append(indices)
            let candidate = Plan(indices, palette: palette)
            if let smallest = best, smallest.length <= candidate.length { continue }
            best = candidate
        }
        guard let best else { preconditionFailure("a changed box has ways to be written") }
        return try written(best, box: box)
    }

    /// A frame of one transparent pixel: shows nothing new, for time past the longest delay.
    static func emptyFrame(palette: GIFPalette) throws(RasterError) -> [UInt8] {
        try encoded([unchangedMarker], box: PixelRect(minX: 0, minY: 0, maxX: 1, maxY: 1), palette: palette)
    }

    /// The smallest box holding every pixel where `current` differs from `previous`, or `nil`.
    static func changedBox(from previous: [UInt8], to current: [UInt8], width: Int) -> PixelRect? {
        let height = current.count / width
        return previous.withUnsafeBufferPointer { old in
            current.withUnsafeBufferPointer { new in
                guard let oldStart = old.baseAddress, let newStart = new.baseAddress else { return nil }
                func rowDiffers(_ y: Int) -> Bool { memcmp(oldStart + y * width, newStart + y * width, width) != 0 }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers) ?? top
                var left = width
                var right = -1
                for y in top...bottom {
                    let row = y * width
                    var x = 0
                    while x < left, old[row + x] == new[row + x] { x += 1 }
                    left = min(left, x)
                    x = width - 1
                    while x > right, old[row + x] == new[row + x] { x -= 1 }
                    right = max(right, x)
                }
                return PixelRect(minX: left, minY: top, maxX: right + 1, maxY: bottom + 1)
            }
        }
    }

    /// The ways of writing a frame's unchanged pixels that are tried, each encoded; the smallest
    /// wins. No one rule is best for LZW, which rewards long runs and, more, strings it has
    /// seen before: fewest runs (`fewestRuns`) wins most frames, every unchanged pixel
    /// transparent wins where the same transparent stretches recur row after row, and gifsicle's
    /// rule (`transparentStretches`) wins where a lone run of colour is best kept. Measured over
    /// every sample's GIFs (`scripts/bench-gifsicle.sh`): README "Performance".
    static func transparencyChoices(_ indices: [UInt8], unchanged: [Bool]) -> [[UInt8]] {
        [
            fewestRuns(indices, unchanged: unchanged),
            transparentStretches(indices, unchanged: unchanged),
            zip(indices, unchanged).map { $1 ? unchangedMarker : $0 },
        ]
    }

    /// `indices` with every stretch of unchanged pixels that holds two or more runs of colour
    /// made transparent, and a stretch of one colour left as it is, in raster order: the rule
    /// gifsicle's optimiser describes (docs/facts.md §R3.2). A lone run keeps its colour because
    /// it may join the changed pixels of that colour beside it into one longer run.
    static func transparentStretches(_ indices: [UInt8], unchanged: [Bool]) -> [UInt8] {
        var chosen = indices
        var start = 0
        let count = indices.count
        while start < count {
            guard unchanged[start] else {
                start += 1
                continue
            }
            var end = start + 1
            var runs = 1
            while end < count, unchanged[end] {
                if indices[end] != indices[end - 1] { runs += 1 }
                end += 1
            }
            if runs >= 2 {
                for i in start..<end { chosen[i] = unchangedMarker }
            }
            start = end
        }
        return chosen
    }

    /// One frame as libgd writes it: graphic control extension, image descriptor, optional local
    /// colour table, LZW data; whichever of two forms is smaller (`Plan`). `indices` are global
    /// ones, with `unchangedMarker` for pixels to write transparent.
    static func encoded(_ indices: [UInt8], box: PixelRect, palette: GIFPalette) throws(RasterError) -> [UInt8] {
        try written(Plan(indices, palette: palette), box: box)
    }

    /// A frame's indices and the smaller of the two forms libgd can write them in, with its
    /// length in bytes, counted (`GIFFrameLength`) rather than written: a frame's ways of
    /// writing its unchanged pixels are each planned, and only the smallest is written.
    ///
    /// libgd sizes a frame's LZW codes by its image's colour count (docs/facts.md §R0.11). Against
    /// the global table the frame needs every entry up to the highest index it uses, its
    /// transparent index being the lowest it does not use; with a local table of only the colours
    /// it uses (in global order, then the transparent entry), a frame of `k` colours gets codes for
    /// `k`, at the price of 3 bytes per table entry. Both forms decode to the same pixels: the
    /// local table holds the same colours, relabelled. LZW itself does not care which numbers the
    /// colours carry, only how many bits each takes, so the local form is tried only when it needs
    /// fewer bits; on equal lengths the global form is kept.
    struct Plan {
        private(set) var indices: [UInt8]
        /// What each index is written as.
        private(set) var relabel: [UInt8]
        /// The image's colours, in the written indices' order.
        private(set) var colors: [Color]
        /// The written transparent index, if any pixel is transparent.
        private(set) var transparent: Int?
        private(set) var localColorTable: Bool
        /// The frame's bytes as libgd writes them.
        private(set) var length: Int

        init(_ indices: [UInt8], palette: GIFPalette) {
            var used = [Bool](repeating: false, count: 256)
            for index in indices { used[Int(index)] = true }
            let marker = Int(unchangedMarker)
            let hasTransparent = used[marker]
            used[marker] = false
            let usedColors = (0..<marker).filter { used[$0] }
            // The writer's spare entry after the palette's colours guarantees a free index.
            let globalTransparent = hasTransparent ? used.firstIndex(of: false) : nil
            let highest = max(usedColors.last ?? 0, globalTransparent ?? 0)
            var relabel = [UInt8](repeating: 0, count: 256)
            for index in 0...highest { relabel[index] = UInt8(index) }
            if let globalTransparent { relabel[marker] = UInt8(globalTransparent) }
            self.indices = indices
            self.relabel = relabel
            colors = (0...highest).map { $0 < palette.colors.count ? palette.colors[$0] : palette.colors[0] }
            transparent = globalTransparent
            localColorTable = false
            length = GIFFrameLength.bytes(
                of: indices, relabel: relabel, colorCount: highest + 1, localColorTable: false)
            let localCount = usedColors.count + (hasTransparent ? 1 : 0)
            guard codeBits(colorCount: localCount) < codeBits(colorCount: highest + 1) else { return }
            var localRelabel = relabel
            for (local, index) in usedColors.enumerated() { localRelabel[index] = UInt8(local) }
            localRelabel[marker] = UInt8(usedColors.count)
            let localLength = GIFFrameLength.bytes(
                of: indices, relabel: localRelabel, colorCount: localCount, localColorTable: true)
            guard localLength < length else { return }
            self.relabel = localRelabel
            colors = usedColors.map { palette.colors[$0] } + (hasTransparent ? [palette.colors[0]] : [])
            transparent = hasTransparent ? usedColors.count : nil
            localColorTable = true
            length = localLength
        }
    }

    /// The frame `plan` describes, written by libgd: `plan.length` bytes.
    static func written(_ plan: Plan, box: PixelRect) throws(RasterError) -> [UInt8] {
        try frame(
            plan.indices.map { plan.relabel[Int($0)] }, box: box, colors: plan.colors,
            transparent: plan.transparent, localColorTable: plan.localColorTable)
    }

    /// A frame of `indices` into `colors`, encoded by libgd with a delay of 0.
    private static func frame(
        _ indices: [UInt8], box: PixelRect, colors: [Color], transparent: Int?, localColorTable: Bool
    ) throws(RasterError) -> [UInt8] {
        let image = try GDImage(paletteWidth: box.width, height: box.height, colors: colors)
        image.setPaletteIndices(indices, stride: box.width, left: 0, top: 0)
        if let transparent { image.setTransparentIndex(transparent) }
        return try image.gifAnimationFrame(left: box.minX, top: box.minY, delay: 0, localColorTable: localColorTable)
    }

    /// Bits per pixel libgd gives an image of `colorCount` colours: the fewest that count them, at
    /// least 1 (`colorstobpp`, docs/facts.md §R0.11). A local table holds `1 << bits` entries.
    static func codeBits(colorCount: Int) -> Int {
        var bits = 1
        while 1 << bits < colorCount { bits += 1 }
        return bits
    }

    /// `indices` with some `unchanged` pixels written as `unchangedMarker`, chosen for the fewest
    /// runs of equal values in the order LZW reads them.
    ///
    /// An unchanged pixel may be either: the viewer shows the same colour. Fewer runs means
    /// longer strings for LZW; a shortest path over the two choices per pixel (dynamic
    /// programming, ties going to transparency) decides.
    static func fewestRuns(_ indices: [UInt8], unchanged: [Bool]) -> [UInt8] {
        let transparent = unchangedMarker
        let count = indices.count
        var chosen = indices
        // Per pixel: bit 0, the colour choice came from a transparent pixel before it; bit 1, the
        // transparent choice came from a transparent pixel.
        var steps = [UInt8](repeating: 0, count: count)
        let unreachable = Int.max / 4
        let (opaqueRunCost, clearRunCost) = (1, 1)
        var (costOpaque, costClear) = (opaqueRunCost, unchanged.first == true ? clearRunCost : unreachable)
        chosen.withUnsafeMutableBufferPointer { out in
            steps.withUnsafeMutableBufferPointer { step in
                for i in 1..<max(1, count) {
                    let value = indices[i]
                    let opaqueViaOpaque = costOpaque + (indices[i - 1] == value ? 0 : opaqueRunCost)
                    let opaqueViaClear = costClear + opaqueRunCost
                    var bits: UInt8 = opaqueViaClear < opaqueViaOpaque ? 1 : 0
                    if unchanged[i] {
                        let clearViaOpaque = costOpaque + clearRunCost
                        if costClear <= clearViaOpaque { bits |= 2 }
                        costClear = min(costClear, clearViaOpaque)
                    } else {
                        costClear = unreachable
                    }
                    costOpaque = min(opaqueViaOpaque, opaqueViaClear)
                    step[i] = bits
                }
                // Walk back along the cheapest path, writing the transparent choices.
                var clear = costClear <= costOpaque
                var j = count - 1
                while j >= 0 {
                    let bits = step[j]
                    if clear {
                        out[j] = transparent
                        clear = bits & 2 != 0
                    } else {
                        clear = bits & 1 != 0
                    }
                    j -= 1
                }
            }
        }
        return chosen
    }
}
