import KeySlideCanvas

/// One frame of an animated GIF, encoded against the frame before it: only what changed, as
/// small as the ways tried here make it. Pure functions of a frame's change, so frames are
/// encoded on both cores (`FramePipeline.map`) and handed to `AnimatedGIFWriter` in order.
///
/// Only the box around the pixels that differ (`FrameChange`) is written, at its offset, left
/// in place for the next frame (disposal "none"). Inside the box, each unchanged pixel may
/// be written as its colour or as the transparent index; a few ways of choosing are tried
/// (`transparencyChoices`), each written, and the smallest is kept. Each frame's LZW codes are
/// only as wide as its colours need: its highest index in the global table, or the count of the
/// colours it uses when a local table of just those is smaller (`Form`). The transparent index is
/// chosen per frame: the lowest index the frame does not use. The LZW data is KeySlide's own
/// (`LZWEncoder`): libgd's coder clears a full code table at once, which on a large, mostly
/// transparent frame costs a third of it (docs/facts.md §R0.14).
enum GIFFrameEncoder {
    /// In a frame's candidate indices, "unchanged: shown by the frame before"; no colour has this
    /// index (a palette holds at most 255 colours), and it becomes the frame's transparent index
    /// when it is encoded.
    static let unchangedMarker: UInt8 = 255

    /// The frame that changes `box` to `indices` (row after row), whose pixels `unchanged`
    /// says are the same as the frame before's.
    ///
    /// The ways of writing unchanged pixels are compared in the global form, and only the way
    /// that wins is tried in the local form too. Trying every way in both forms cost a quarter
    /// of a batch's LZW coding (signup-form-iphone-15's batch: 397 → 304 million pixels coded)
    /// for almost nothing: there the local form won 92 of the 2,103 times it was tried, 1,000
    /// bytes of 2.08 MB, and over every sample's batch the GIFs now differ in 2 files of 177,
    /// 4 bytes larger in 65 MB.
    static func frame(box: PixelRect, indices cropped: [UInt8], unchanged: [Bool], palette: GIFPalette) -> [UInt8] {
        var encoder = LZWEncoder()
        var best: (bytes: [UInt8], indices: [UInt8], forms: [Form])?
        var tried: [[UInt8]] = []
        for indices in transparencyChoices(cropped, unchanged: unchanged) where !tried.contains(indices) {
            tried.append(indices)
            let forms = Form.forms(of: indices, palette: palette)
            guard
                let bytes = forms[0].written(indices, box: box, encoder: &encoder, within: best?.bytes.count ?? .max)
            else { continue }
            best = (bytes, indices, forms)
        }
        // The first way tried has no bound to beat, so there is always a best.
        let (bytes, indices, forms) = best!
        return smallest(indices, in: forms.dropFirst(), box: box, encoder: &encoder, within: bytes.count) ?? bytes
    }

    /// A frame of one transparent pixel: shows nothing new, for time past the longest delay.
    static func emptyFrame(palette: GIFPalette) -> [UInt8] {
        encoded([unchangedMarker], box: PixelRect(minX: 0, minY: 0, maxX: 1, maxY: 1), palette: palette)
    }

    /// The ways of writing a frame's unchanged pixels that are tried, each encoded; the smallest
    /// wins. No one rule is best for LZW, which rewards long runs and, more, strings it has
    /// seen before: fewest runs (`fewestRuns`) wins most frames, every unchanged pixel
    /// transparent wins where the same transparent stretches recur row after row, and gifsicle's
    /// rule (`transparentStretches`) wins where a lone run of colour is best kept. Measured over
    /// every sample's GIFs (`scripts/bench-gifsicle.sh`): docs/performance.md.
    ///
    /// gifsicle's rule costs the most to keep (28–31 % of a batch's LZW coding) for the least
    /// (8 % of frames; the batch's GIFs 0.27 % larger without it), but without it `gifsicle -O3`
    /// saved up to 1.88 % on the comparisons at scale 2 (interactive-keyboard-drag's; 0.53 % with
    /// it), against the goal of under 2 %: rows that cross several phones are where it wins.
    static func transparencyChoices(_ indices: [UInt8], unchanged: [Bool]) -> [[UInt8]] {
        [
            fewestRuns(indices, unchanged: unchanged),
            transparentStretches(indices, unchanged: unchanged),
            allTransparent(indices, unchanged: unchanged),
        ]
    }

    /// `indices` with every unchanged pixel transparent.
    static func allTransparent(_ indices: [UInt8], unchanged: [Bool]) -> [UInt8] {
        var chosen = indices
        chosen.withUnsafeMutableBytes { chosen in
            unchanged.withUnsafeBytes { unchanged in
                guard let out = chosen.baseAddress, let flags = unchanged.baseAddress else { return }
                // The marker is 0xFF: a byte or'ed with 0xFF where its flag is 1.
                var i = 0
                while i + 8 <= chosen.count {
                    ByteWords.store(ByteWords.load(out, i) | ByteWords.load(flags, i) &* 0xFF, out, i)
                    i += 8
                }
                while i < chosen.count {
                    if unchanged[i] != 0 { chosen[i] = unchangedMarker }
                    i += 1
                }
            }
        }
        return chosen
    }

    /// `indices` with every stretch of unchanged pixels that holds two or more runs of colour
    /// made transparent, and a stretch of one colour left as it is, in raster order: the rule
    /// gifsicle's optimiser describes (docs/facts.md §R3.2). A lone run keeps its colour because
    /// it may join the changed pixels of that colour beside it into one longer run.
    static func transparentStretches(_ indices: [UInt8], unchanged: [Bool]) -> [UInt8] {
        var chosen = indices
        chosen.withUnsafeMutableBufferPointer { chosen in
            unchanged.withUnsafeBufferPointer { unchanged in
                guard let values = chosen.baseAddress, let flags = unchanged.baseAddress else { return }
                let (rawValues, rawFlags) = (UnsafeRawPointer(values), UnsafeRawPointer(flags))
                let count = chosen.count
                var start = 0
                while start < count {
                    guard unchanged[start] else {
                        start += 1
                        continue
                    }
                    // The stretch's first run, eight pixels at a time while they go on alike…
                    let eightValues = UInt64(chosen[start]) &* ByteWords.ones
                    var end = start + 1
                    while end + 8 <= count, ByteWords.load(rawValues, end) == eightValues,
                        ByteWords.load(rawFlags, end) == ByteWords.ones
                    {
                        end += 8
                    }
                    while end < count, unchanged[end], chosen[end] == chosen[start] { end += 1 }
                    guard end < count, unchanged[end] else {
                        start = end
                        continue
                    }
                    // …then a second run: the whole stretch turns transparent.
                    while end + 8 <= count, ByteWords.load(rawFlags, end) == ByteWords.ones { end += 8 }
                    while end < count, unchanged[end] { end += 1 }
                    (values + start).update(repeating: unchangedMarker, count: end - start)
                    start = end
                }
            }
        }
        return chosen
    }

    /// One frame's bytes: graphic control extension, image descriptor, optional local colour
    /// table, LZW data; whichever of two forms is smaller (`Form`). `indices` are global ones,
    /// with `unchangedMarker` for pixels to write transparent.
    static func encoded(_ indices: [UInt8], box: PixelRect, palette: GIFPalette) -> [UInt8] {
        var encoder = LZWEncoder()
        // The first form has no bound to beat.
        return smallest(
            indices, in: Form.forms(of: indices, palette: palette), box: box, encoder: &encoder, within: .max)!
    }

    /// The frame of `indices` in the smallest of `forms`, with an encoder whose table is reused
    /// from one form to the next; `nil` unless shorter than `bound` bytes, the length of the best
    /// way found so far.
    private static func smallest(
        _ indices: [UInt8], in forms: some Sequence<Form>, box: PixelRect, encoder: inout LZWEncoder,
        within bound: Int
    ) -> [UInt8]? {
        var best: [UInt8]?
        for form in forms {
            guard let bytes = form.written(indices, box: box, encoder: &encoder, within: best?.count ?? bound)
            else { continue }
            best = bytes
        }
        return best
    }

    /// A way of labelling a frame's colours: against the global table, or with a local table of
    /// only the colours it uses.
    ///
    /// A frame's LZW codes are only as wide as its colour count needs (docs/facts.md §R0.11).
    /// Against the global table the frame needs every entry up to the highest index it uses, its
    /// transparent index being the lowest it does not use; with a local table of only the colours
    /// it uses (in global order, then the transparent entry), a frame of `k` colours gets codes for
    /// `k`, at the price of 3 bytes per table entry. Both forms decode to the same pixels: the
    /// local table holds the same colours, relabelled. LZW itself does not care which numbers the
    /// colours carry, only how many bits each takes, so the local form is tried only when it needs
    /// fewer bits; on equal lengths the global form is kept.
    struct Form {
        /// What each index is written as.
        let relabel: [UInt8]
        /// The local colour table, in the written indices' order; `nil` for the global form.
        let localColors: [Color]?
        /// The colour count the frame's codes are sized for.
        let colorCount: Int
        /// The written transparent index, if any pixel is transparent.
        let transparent: Int?

        /// The global form, then the local form when its codes are narrower.
        static func forms(of indices: [UInt8], palette: GIFPalette) -> [Form] {
            var used = usedIndices(indices)
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
            let global = Form(
                relabel: relabel, localColors: nil, colorCount: highest + 1, transparent: globalTransparent)
            let localCount = usedColors.count + (hasTransparent ? 1 : 0)
            guard GIFBytes.codeBits(colorCount: localCount) < GIFBytes.codeBits(colorCount: highest + 1) else {
                return [global]
            }
            var localRelabel = relabel
            for (local, index) in usedColors.enumerated() { localRelabel[index] = UInt8(local) }
            localRelabel[marker] = UInt8(usedColors.count)
            let local = Form(
                relabel: localRelabel,
                localColors: usedColors.map { palette.colors[$0] } + (hasTransparent ? [palette.colors[0]] : []),
                colorCount: localCount, transparent: hasTransparent ? usedColors.count : nil)
            return [global, local]
        }

        /// Which of the 256 indices occur in `indices`: a word at a time along a run.
        static func usedIndices(_ indices: [UInt8]) -> [Bool] {
            var used = [Bool](repeating: false, count: 256)
            indices.withUnsafeBufferPointer { indices in
                var i = 0
                while i < indices.count {
                    let value = indices[i]
                    used[Int(value)] = true
                    i = ByteWords.runEnd(of: value, in: indices, from: i + 1)
                }
            }
            return used
        }

        /// The frame of `indices` in this form, at `box`'s place, with a delay of 0 for the writer
        /// to set and disposal "none" (left in place for the next frame to draw over).
        /// `nil` unless shorter than `bound` bytes.
        func written(_ indices: [UInt8], box: PixelRect, encoder: inout LZWEncoder, within bound: Int) -> [UInt8]? {
            let bits = GIFBytes.codeBits(colorCount: colorCount)
            let minimumCodeSize = max(2, bits)
            // The frame is longer than its data: data of `bound` bytes or more cannot win.
            guard
                let data = encoder.data(
                    of: indices, relabel: relabel, minimumCodeSize: minimumCodeSize, limit: bound - 1)
            else { return nil }
            let bytes = GIFBytes.frame(
                box: box, bits: bits, localColors: localColors, transparent: transparent,
                minimumCodeSize: minimumCodeSize, data: data)
            return bytes.count < bound ? bytes : nil
        }
    }

    /// `indices` with some `unchanged` pixels written as `unchangedMarker`, chosen for the fewest
    /// runs of equal values in the order LZW reads them.
    ///
    /// An unchanged pixel may be either: the viewer shows the same colour. Fewer runs means
    /// longer strings for LZW; a shortest path over the two choices per pixel (dynamic
    /// programming, ties going to transparency) decides.
    ///
    /// Frames are mostly long runs of one index, and along a run the two costs settle after its
    /// second pixel, so from its third pixel on each step repeats the one before: a run is worked
    /// out in three steps and the rest copied.
    static func fewestRuns(_ indices: [UInt8], unchanged: [Bool]) -> [UInt8] {
        let count = indices.count
        var chosen = indices
        guard count > 0 else { return chosen }
        // Per pixel: bit 0, the colour choice came from a transparent pixel before it; bit 1, the
        // transparent choice came from a transparent pixel.
        var steps = [UInt8](repeating: 0, count: count)
        let unreachable = Int.max / 4
        let (opaqueRunCost, clearRunCost) = (1, 1)
        var (costOpaque, costClear) = (opaqueRunCost, unchanged[0] ? clearRunCost : unreachable)
        indices.withUnsafeBufferPointer { indices in
            unchanged.withUnsafeBufferPointer { unchanged in
                steps.withUnsafeMutableBufferPointer { step in
                    func advance(_ i: Int) {
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
                    var i = 1
                    while i < count {
                        let (value, same) = (indices[i], unchanged[i])
                        var end = i + 1
                        // Eight at a time while both arrays go on with the same byte (a `Bool` is one).
                        if let values = indices.baseAddress, let flags = unchanged.baseAddress {
                            let eightValues = UInt64(value) &* ByteWords.ones
                            let eightFlags = same ? ByteWords.ones : 0
                            let (rawValues, rawFlags) = (UnsafeRawPointer(values), UnsafeRawPointer(flags))
                            while end + 8 <= count, ByteWords.load(rawValues, end) == eightValues,
                                ByteWords.load(rawFlags, end) == eightFlags
                            {
                                end += 8
                            }
                        }
                        while end < count, indices[end] == value, unchanged[end] == same { end += 1 }
                        let settled = min(end, i + 3)
                        for j in i..<settled { advance(j) }
                        if settled < end {
                            step.baseAddress!.advanced(by: settled).update(
                                repeating: step[settled - 1], count: end - settled)
                        }
                        i = end
                    }
                }
            }
        }
        chosen.withUnsafeMutableBufferPointer { out in
            steps.withUnsafeBufferPointer { step in
                // Walk back along the cheapest path, writing the transparent choices. Where eight
                // steps are alike and the path stays on its side (transparent that came from
                // transparent, or a colour that came from a colour) it goes on for all eight.
                guard let base = step.baseAddress, let output = out.baseAddress else { return }
                let (rawSteps, rawOutput) = (UnsafeRawPointer(base), UnsafeMutableRawPointer(output))
                let markers = UInt64(unchangedMarker) &* ByteWords.ones
                var clear = costClear <= costOpaque
                var j = count - 1
                while j >= 0 {
                    let bits = step[j]
                    let stays = clear ? bits & 2 != 0 : bits & 1 == 0
                    if stays, j >= 8, ByteWords.load(rawSteps, j - 7) == UInt64(bits) &* ByteWords.ones {
                        if clear { ByteWords.store(markers, rawOutput, j - 7) }
                        j -= 8
                        continue
                    }
                    if clear {
                        out[j] = unchangedMarker
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
