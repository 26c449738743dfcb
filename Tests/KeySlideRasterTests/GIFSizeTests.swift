import KeySlideCanvas
import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// The choices that make GIFs small: which unchanged pixels turn transparent, and how wide each
/// frame's LZW codes are.
@Suite struct GIFSizeTests {
    private let transparent: UInt8 = 1

    private func runs(_ values: [UInt8]) -> Int {
        zip(values, values.dropFirst()).reduce(values.isEmpty ? 0 : 1) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    @Test(arguments: [2, 1, 0])
    func onlyUnchangedPixelsTurnTransparent(clearRunCost: Int) {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let count = Int.random(in: 1...40, using: &generator)
            let indices = (0..<count).map { _ in [0, 2, 3][Int.random(in: 0..<3, using: &generator)] }.map(UInt8.init)
            let unchanged = (0..<count).map { _ in Bool.random(using: &generator) }
            let chosen = AnimatedGIFWriter.choosingTransparency(
                indices, unchanged: unchanged, clearRunCost: clearRunCost, transparent: transparent)
            #expect(chosen.count == count)
            for i in 0..<count {
                #expect(chosen[i] == indices[i] || (unchanged[i] && chosen[i] == transparent))
            }
            // Runs weighed alike: never more runs than writing every pixel as it is, or than
            // making every unchanged pixel transparent.
            if clearRunCost == 2 {
                let allClear = zip(indices, unchanged).map { $1 ? transparent : $0 }
                #expect(runs(chosen) <= min(runs(indices), runs(allClear)), "\(indices) \(unchanged)")
            }
        }
    }

    @Test func aRunOfDetailBetweenChangesTurnsTransparent() {
        // Changed 2s around unchanged detail 3 0 3 0: one transparent run joins them (3 runs, not 6).
        let indices: [UInt8] = [2, 2, 3, 0, 3, 0, 2, 2]
        let unchanged = [false, false, true, true, true, true, false, false]
        let chosen = AnimatedGIFWriter.choosingTransparency(
            indices, unchanged: unchanged, clearRunCost: 2, transparent: transparent)
        #expect(chosen == [2, 2, 1, 1, 1, 1, 2, 2])
    }

    @Test func framesOfFewColoursUseNarrowCodes() throws {
        // After the first frame only the keyboard moves: its few colours and their blends sit at
        // the front of the reordered table, so its frames need codes of fewer than 8 bits.
        let drawing = TestDrawings.keyboardScene(duration: 1)
        let gif = try GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: 20))
        let sizes = GIFSizeTests.minimumCodeSizes(gif)
        #expect(sizes.count > 3)
        #expect(sizes.dropFirst().contains { $0 < 8 }, "\(sizes)")
    }

    /// Each image's LZW minimum code size, read from the file's blocks (GIF89a §20–§22).
    static func minimumCodeSizes(_ bytes: [UInt8]) -> [Int] {
        var sizes: [Int] = []
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
                sizes.append(Int(bytes[position]))
                position += 1
                skipBlocks()
            default:
                return sizes
            }
        }
        return sizes
    }
}
