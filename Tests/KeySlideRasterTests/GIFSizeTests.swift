import KeySlideCanvas
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// The choices that make GIFs small: which unchanged pixels turn transparent, the palette's
/// order by use, local colour tables, and how wide each frame's LZW codes are.
@Suite struct GIFSizeTests {
    private let marker = GIFFrameEncoder.unchangedMarker

    private func runs(_ values: [UInt8]) -> Int {
        zip(values, values.dropFirst()).reduce(values.isEmpty ? 0 : 1) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    @Test func everyChoiceTurnsOnlyUnchangedPixelsTransparent() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let count = Int.random(in: 1...40, using: &generator)
            let indices = (0..<count).map { _ in [0, 2, 3][Int.random(in: 0..<3, using: &generator)] }.map(UInt8.init)
            let unchanged = (0..<count).map { _ in Bool.random(using: &generator) }
            let choices = GIFFrameEncoder.transparencyChoices(indices, unchanged: unchanged)
            #expect(choices.count == 3)
            for chosen in choices {
                #expect(chosen.count == count)
                for i in 0..<count {
                    #expect(chosen[i] == indices[i] || (unchanged[i] && chosen[i] == marker))
                }
            }
            // Fewest runs: never more than writing every pixel as it is, or than making every
            // unchanged pixel transparent.
            let allClear = zip(indices, unchanged).map { $1 ? marker : $0 }
            #expect(runs(choices[0]) <= min(runs(indices), runs(allClear)), "\(indices) \(unchanged)")
            #expect(choices[2] == allClear)
        }
    }

    /// The fewest-runs choice worked out pixel by pixel, with no shortcut along runs: the same
    /// shortest path, to hold the encoder's run-at-a-time version to.
    private func fewestRunsPixelByPixel(_ indices: [UInt8], unchanged: [Bool]) -> [UInt8] {
        let count = indices.count
        guard count > 0 else { return indices }
        var steps = [UInt8](repeating: 0, count: count)
        let unreachable = Int.max / 4
        var (opaque, clear) = (1, unchanged[0] ? 1 : unreachable)
        for i in 1..<count {
            let opaqueViaOpaque = opaque + (indices[i - 1] == indices[i] ? 0 : 1)
            let opaqueViaClear = clear + 1
            var bits: UInt8 = opaqueViaClear < opaqueViaOpaque ? 1 : 0
            if unchanged[i] {
                if clear <= opaque + 1 { bits |= 2 }
                clear = min(clear, opaque + 1)
            } else {
                clear = unreachable
            }
            opaque = min(opaqueViaOpaque, opaqueViaClear)
            steps[i] = bits
        }
        var chosen = indices
        var isClear = clear <= opaque
        for j in stride(from: count - 1, through: 0, by: -1) {
            if isClear {
                chosen[j] = marker
                isClear = steps[j] & 2 != 0
            } else {
                isClear = steps[j] & 1 != 0
            }
        }
        return chosen
    }

    @Test func fewestRunsAlongRunsIsThePixelByPixelPath() {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<500 {
            var indices: [UInt8] = []
            var unchanged: [Bool] = []
            for _ in 0..<Int.random(in: 1...30, using: &generator) {
                let length = Int.random(
                    in: 1...[1, 3, 9, 60][Int.random(in: 0..<4, using: &generator)], using: &generator)
                let value = UInt8.random(in: 0...3, using: &generator)
                let same = Bool.random(using: &generator)
                indices += [UInt8](repeating: value, count: length)
                unchanged += (0..<length).map { _ in Int.random(in: 0..<8, using: &generator) == 0 ? !same : same }
            }
            #expect(
                GIFFrameEncoder.fewestRuns(indices, unchanged: unchanged)
                    == fewestRunsPixelByPixel(indices, unchanged: unchanged), "\(indices) \(unchanged)")
        }
    }

    @Test func aRunOfDetailBetweenChangesTurnsTransparent() {
        // Changed 2s around unchanged detail 3 0 3 0: one transparent run joins them (3 runs, not 6).
        let indices: [UInt8] = [2, 2, 3, 0, 3, 0, 2, 2]
        let unchanged = [false, false, true, true, true, true, false, false]
        #expect(
            GIFFrameEncoder.fewestRuns(indices, unchanged: unchanged) == [2, 2, marker, marker, marker, marker, 2, 2])
    }

    @Test func gifsiclesRuleKeepsALoneRunOfColour() {
        // Unchanged stretches: 4 4 (one run: kept, it joins the changed 4s) and 5 6 (two runs:
        // transparent).
        let indices: [UInt8] = [4, 4, 4, 4, 9, 5, 6, 9]
        let unchanged = [false, false, true, true, false, true, true, false]
        #expect(
            GIFFrameEncoder.transparentStretches(indices, unchanged: unchanged) == [4, 4, 4, 4, 9, marker, marker, 9])
    }

    // MARK: Palette order by use

    private func colors(_ count: Int) -> [Color] {
        (0..<count).map { Color(hex: UInt32(0x10_20_30 + $0 * 0x01_02_03)) }
    }

    @Test func coloursMostFramesNeedComeFirst() {
        let palette = GIFPalette(colors: colors(40))
        var usage = PaletteUsage()
        func frame(_ members: [UInt8]) -> PaletteUsage.ColorSet {
            var set = PaletteUsage.ColorSet()
            for member in members { set.insert(member) }
            return set
        }
        // One whole frame, then many frames of the playhead's two colours (30 and 31) and a few
        // of a caret's (7).
        usage.frames =
            [frame(Array(0..<40))] + Array(repeating: frame([30, 31]), count: 20) + [frame([7]), frame([7])]
        let reordered = palette.reordered(byUse: usage)
        #expect(Set(reordered.colors.prefix(2)) == [palette.colors[30], palette.colors[31]])
        #expect(reordered.colors[2] == palette.colors[7])
        #expect(Set(reordered.colors) == Set(palette.colors), "the same colours")
        // Ties between equally near entries still go to the colour chosen first.
        let choices = reordered.choiceOrder.map { reordered.colors[$0.index] }
        #expect(choices == palette.colors)
    }

    // MARK: Code sizes and colour tables

    /// Each image's LZW minimum code size and whether it has a local colour table, read from
    /// the file's blocks (GIF89a §20–§22).
    static func images(_ bytes: [UInt8]) -> [(codeSize: Int, localTable: Bool)] {
        var images: [(Int, Bool)] = []
        var position = 13
        if bytes[10] & 0x80 != 0 { position += 3 << (Int(bytes[10] & 7) + 1) }
        func skipBlocks() {
            while position < bytes.count, bytes[position] != 0 { position += Int(bytes[position]) + 1 }
            position += 1
        }
        while position < bytes.count {
            switch bytes[position] {
            case 0x21:
                position += 2
                skipBlocks()
            case 0x2C:
                let flags = bytes[position + 9]
                position += 10
                if flags & 0x80 != 0 { position += 3 << (Int(flags & 7) + 1) }
                images.append((Int(bytes[position]), flags & 0x80 != 0))
                position += 1
                skipBlocks()
            default:
                return images
            }
        }
        return images
    }

    @Test func aFrameOfFewColoursFarDownTheTableGetsALocalTable() throws {
        let palette = GIFPalette(colors: colors(200))
        let box = PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 4)
        // Stripes of entries 150 and 199 with transparent gaps: 3 entries in a local table
        // (2 bits, 12 bytes) against 8-bit codes for the global one.
        let far = (0..<256).map { [150, 199, Int(marker)][$0 / 3 % 3] }.map(UInt8.init)
        let local = try WrappedFrame(GIFFrameEncoder.encoded(far, box: box, palette: palette), palette: palette)
        let image = try #require(Self.images(local.bytes).last)
        #expect(image.localTable)
        #expect(image.codeSize == 2)
        let frame = try #require(local.decoded.frames.last)
        #expect(frame.localColors?.count == 4)
        // The same pixels as the global table says.
        for (i, index) in far.enumerated() where index != marker {
            #expect(frame.screen[i] == palette.colors[Int(index)])
        }
        // Entries at the front of the table: no local table, narrow codes all the same.
        let near = far.map { $0 == 150 ? 0 : $0 == 199 ? 1 : $0 }
        let global = try WrappedFrame(GIFFrameEncoder.encoded(near, box: box, palette: palette), palette: palette)
        let globalImage = try #require(Self.images(global.bytes).last)
        #expect(!globalImage.localTable)
        #expect(globalImage.codeSize == 2)
    }

    @Test func codeBitsFollowLibgd() {
        #expect(
            [1, 2, 3, 4, 5, 8, 9, 128, 129, 256].map { GIFBytes.codeBits(colorCount: $0) } == [
                1, 1, 2, 2, 3, 3, 4, 7, 8, 8,
            ])
    }

    @Test func framesOfFewColoursUseNarrowCodes() throws {
        // After the first frame only the keyboard moves: its few colours and their blends come
        // first in the table ordered by use, so its frames need codes of fewer than 8 bits.
        let drawing = TestDrawings.keyboardScene(duration: 1)
        let gif = try GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: 20))
        let sizes = Self.images(gif).map(\.codeSize)
        #expect(sizes.count > 3)
        // A palette in the order it was drawn up needs 8 bits for the keyboard's blends.
        #expect(sizes.dropFirst().allSatisfy { $0 < 8 }, "\(sizes)")
        #expect(sizes.dropFirst().contains { $0 <= 3 }, "\(sizes)")
    }

    @Test func theWriterSetsEachFramesDelayOnceItIsKnown() throws {
        let palette = GIFPalette(colors: colors(4))
        var bytes: [UInt8] = []
        let output: ByteSink = { piece in
            bytes += piece
            return true
        }
        var writer = try AnimatedGIFWriter(width: 2, height: 1, palette: palette, output: output)
        let whole = PixelRect(minX: 0, minY: 0, maxX: 2, maxY: 1)
        let first = GIFFrameEncoder.encoded([0, 1], box: whole, palette: palette)
        let second = GIFFrameEncoder.frame(box: whole, indices: [2, 1], unchanged: [false, true], palette: palette)
        try writer.add(first, delay: 3, output: output)
        try writer.add(nil, delay: 4, output: output)
        try writer.add(second, delay: 2, output: output)
        try writer.add(nil, delay: 65_534, output: output)
        try writer.finish(output: output)
        let gif = try DecodedGIF(bytes)
        // 3 + 4 cs on the first frame; the second's 2 + 65,534 cs would pass the 16-bit limit, so
        // the 65,534 go to a frame of one transparent pixel.
        #expect(gif.frames.map(\.delay) == [7, 2, 65_534])
        #expect(gif.frames[1].screen == [palette.colors[2], palette.colors[1]])
        #expect(gif.frames[2].screen == gif.frames[1].screen)
    }
}

/// One encoded frame made into a whole GIF (header with `palette` as the global table, the
/// frame, trailer), and decoded.
private struct WrappedFrame {
    let bytes: [UInt8]
    let decoded: DecodedGIF

    init(_ frame: [UInt8], palette: GIFPalette) throws {
        var bytes: [UInt8] = []
        let output: ByteSink = { piece in
            bytes += piece
            return true
        }
        var writer = try AnimatedGIFWriter(width: 64, height: 4, palette: palette, output: output)
        try writer.add(frame, delay: 10, output: output)
        try writer.finish(output: output)
        self.bytes = bytes
        decoded = try DecodedGIF(bytes)
    }
}

/// The encoder's word-at-a-time passes against plain loops over the same frames.
@Suite struct GIFFrameShortcutTests {
    private let marker = GIFFrameEncoder.unchangedMarker

    @Test func transparencyRulesMatchTheirPlainDefinitions() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<300 {
            let count = Int.random(in: 1...200, using: &generator)
            let indices = ByteWordsTests.runs(count: count, longest: 30, values: 0...3, using: &generator)
            let flags = ByteWordsTests.runs(count: count, longest: 30, values: 0...1, using: &generator)
            let unchanged = flags.map { $0 == 1 }
            #expect(
                GIFFrameEncoder.allTransparent(indices, unchanged: unchanged)
                    == zip(indices, unchanged).map { $1 ? marker : $0 })
            // gifsicle's rule, plainly: an unchanged stretch of two or more runs turns transparent.
            var stretches = indices
            var start = 0
            while start < count {
                guard unchanged[start] else {
                    start += 1
                    continue
                }
                var end = start
                while end < count, unchanged[end] { end += 1 }
                if Set(indices[start..<end]).count > 1 {
                    for i in start..<end { stretches[i] = marker }
                }
                start = end
            }
            #expect(GIFFrameEncoder.transparentStretches(indices, unchanged: unchanged) == stretches)
            let used = GIFFrameEncoder.Form.usedIndices(indices)
            #expect((0..<256).filter { used[$0] } == Set(indices).map(Int.init).sorted())
        }
    }
}
