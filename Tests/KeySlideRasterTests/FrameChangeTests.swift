import KeySlideCanvas
import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// A GIF's frames kept as changes between its two passes and replayed: what the encoder gets from
/// a replay is what it would get from the two frames themselves.
@Suite struct FrameChangeTests {
    /// Frames of run-heavy indices, each changing some runs of the one before (some not at all).
    private func frames(count: Int, width: Int, height: Int, using generator: inout SplitMix64) -> [[UInt8]] {
        var frames = [ByteWordsTests.runs(count: width * height, longest: 40, values: 0...5, using: &generator)]
        for _ in 1..<count {
            let previous = frames.last!
            let changes = ByteWordsTests.runs(count: width * height, longest: 40, values: 0...11, using: &generator)
            let still = Int.random(in: 0..<5, using: &generator) == 0
            frames.append(still ? previous : zip(previous, changes).map { $1 >= 6 ? $1 - 6 : $0 })
        }
        return frames
    }

    /// The change from `previous` to `current` worked out pixel by pixel: the box of the pixels
    /// that differ, its indices and which of them are unchanged; `nil` when none differs.
    private func plainChange(from previous: [UInt8], to current: [UInt8], width: Int) -> (
        box: PixelRect, indices: [UInt8], unchanged: [Bool]
    )? {
        var box: PixelRect?
        for i in current.indices where current[i] != previous[i] {
            let pixel = PixelRect(minX: i % width, minY: i / width, maxX: i % width + 1, maxY: i / width + 1)
            box = box.map { $0.union(pixel) } ?? pixel
        }
        guard let box else { return nil }
        var indices: [UInt8] = []
        var unchanged: [Bool] = []
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                indices.append(current[y * width + x])
                unchanged.append(current[y * width + x] == previous[y * width + x])
            }
        }
        return (box, indices, unchanged)
    }

    @Test func theChangedBoxHoldsEveryChangedPixelAndNoMore() {
        var generator = SplitMix64(seed: 12)
        for _ in 0..<300 {
            // Small frames too: widths from one pixel, boxes that end inside a word.
            let width = Int.random(in: 1...40, using: &generator)
            let frames = frames(
                count: 2, width: width, height: Int.random(in: 1...12, using: &generator), using: &generator)
            let plain = plainChange(from: frames[0], to: frames[1], width: width)
            #expect(FrameChange.changedBox(from: frames[0], to: frames[1], width: width) == plain?.box)
            #expect((FrameChange(from: frames[0], to: frames[1], width: width) == nil) == (plain == nil))
        }
    }

    @Test(arguments: [1 << 20, 64])
    func aReplayHandsTheEncoderEachFramesChangedBox(memoryLimit: Int) throws {
        var generator = SplitMix64(seed: 31)
        for _ in 0..<20 {
            let (width, height) = (
                Int.random(in: 20...60, using: &generator), Int.random(in: 10...20, using: &generator)
            )
            let frames = frames(count: 12, width: width, height: height, using: &generator)
            var log = FrameChangeLog(memoryLimit: memoryLimit)
            // Frame times that repeat the one before: the pipeline hands over nothing for them.
            var repeats: [Bool] = []
            for (number, frame) in frames.enumerated() {
                let change = FrameChange(from: number == 0 ? nil : frames[number - 1], to: frame, width: width)
                try log.append(change)
                repeats.append(change == nil)
                if let change {
                    // The colours a frame writes are those of the pixels that differ.
                    let differing = frame.indices.filter { number == 0 || frame[$0] != frames[number - 1][$0] }
                    #expect(change.colorsWritten.members == Set(differing.map { Int(frame[$0]) }).sorted())
                }
            }
            // Twelve frames of 200 pixels or more go past 64 bytes.
            #expect(log.isSpilled == (memoryLimit == 64))
            // Relabelled as a reordered palette would: indices reversed.
            let relabel = (0..<256).map { UInt8(255 - $0) }
            var reader = try log.reader()
            var replay = FrameChangeReplay(width: width, height: height, relabel: relabel)
            for (number, frame) in frames.enumerated() {
                let change = try #require(try reader.next())
                #expect((change == nil) == repeats[number])
                guard let change else { continue }
                switch replay.frame(after: change) {
                case .first(let indices):
                    #expect(number == 0)
                    #expect(indices == frame.map { relabel[Int($0)] })
                case .change(let box, let indices, let unchanged):
                    let plain = try #require(plainChange(from: frames[number - 1], to: frame, width: width))
                    #expect(box == plain.box)
                    #expect(indices == plain.indices.map { relabel[Int($0)] })
                    #expect(unchanged == plain.unchanged)
                }
            }
            #expect(try reader.next() == nil, "nothing past the last frame")
        }
    }

    @Test func aReorderedPaletteRelabelsEachColourToItself() {
        let colors = (0..<30).map { Color(hex: UInt32(0x20_30_40 + $0 * 0x03_02_01)) }
        let palette = GIFPalette(colors: colors)
        var usage = PaletteUsage()
        var late = PaletteUsage.ColorSet()
        for index: UInt8 in [25, 29] { late.insert(index) }
        usage.frames = Array(repeating: late, count: 5)
        let reordered = palette.reordered(byUse: usage)
        #expect(reordered.colors != palette.colors)
        let relabel = palette.relabelling(to: reordered)
        for index in colors.indices {
            #expect(reordered.colors[Int(relabel[index])] == palette.colors[index])
        }
    }
}
