import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// `LZWEncoder` writes GIF LZW data a decoder written from the specification reads back exactly,
/// codes pixel for pixel what plain greedy LZW codes (its run and hash look-ups are only a faster
/// way to the same strings), and keeps the smaller of clearing and keeping a full table.
@Suite struct LZWEncoderTests {
    private static let identity = (0...255).map { UInt8($0) }

    private enum Texture: CaseIterable {
        case noise, runs, stripes, sparse, oneColourWithSpecks, longRuns, changesHalfWay
    }

    private func pixels(_ texture: Texture, count: Int, bits: Int, random: inout SplitMix64) -> [UInt8] {
        let top = UInt8((1 << bits) - 1)
        switch texture {
        case .noise:
            return (0..<count).map { _ in UInt8.random(in: 0...top, using: &random) }
        case .runs, .longRuns:
            let longest = texture == .runs ? 40 : 5_000
            var pixels: [UInt8] = []
            while pixels.count < count {
                let value = UInt8.random(in: 0...top, using: &random)
                pixels += [UInt8](repeating: value, count: Int.random(in: 1...longest, using: &random))
            }
            return Array(pixels.prefix(count))
        case .stripes:
            return (0..<count).map { UInt8(($0 / 7) % (1 << bits)) }
        case .sparse:
            return (0..<count).map { _ in Int.random(in: 0..<20, using: &random) == 0 ? top : 0 }
        case .oneColourWithSpecks:
            return (0..<count).map { _ in Int.random(in: 0..<5_000, using: &random) == 0 ? 0 : top }
        case .changesHalfWay:
            // Noise of the low colours, then of the high ones: the first half's strings are no use
            // to the second.
            let half = UInt8(1 << (bits - 1))
            return (0..<count).map {
                $0 < count / 2
                    ? UInt8.random(in: 0..<half, using: &random) : UInt8.random(in: half...top, using: &random)
            }
        }
    }

    /// Plain GIF LZW, as the specification describes it: a dictionary of strings, the longest
    /// match written, a new string for every code written; at a miss with 4,096 codes made it
    /// clears (libgd) or goes on adding nothing (gifsicle).
    private func plainLZW(_ pixels: [UInt8], minimumCodeSize: Int, keepFullTable: Bool) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        var strings: [Int: Int] = [:]
        var next = clear + 2
        var width = minimumCodeSize + 1
        var bytes: [UInt8] = []
        var (pending, pendingBits) = (0, 0)
        func put(_ code: Int) {
            pending |= code << pendingBits
            pendingBits += width
            while pendingBits >= 8 {
                bytes.append(UInt8(pending & 0xFF))
                pending >>= 8
                pendingBits -= 8
            }
        }
        func written(_ code: Int) {
            put(code)
            if next >= 1 << width, width < 12 { width += 1 }
        }
        put(clear)
        var entry = Int(pixels[0])
        for pixel in pixels.dropFirst().map(Int.init) {
            if let longer = strings[entry << 8 | pixel] {
                entry = longer
                continue
            }
            written(entry)
            if next < 4096 {
                strings[entry << 8 | pixel] = next
                next += 1
            } else if !keepFullTable {
                put(clear)
                strings = [:]
                next = clear + 2
                width = minimumCodeSize + 1
            }
            entry = pixel
        }
        written(entry)
        put(clear + 1)
        if pendingBits > 0 { bytes.append(UInt8(pending & 0xFF)) }
        return bytes
    }

    @Test(arguments: [2, 3, 4, 5, 8])
    func codesAsPlainLZWDoesAndDecodesToThePixels(bits: Int) throws {
        var random = SplitMix64(seed: UInt64(bits))
        var encoder = LZWEncoder()
        for texture in Texture.allCases {
            for count in [1, 2, 3, 90, 2_000, 60_000, 400_000] {
                let pixels = pixels(texture, count: count, bits: bits, random: &random)
                for keep in [false, true] {
                    let coded = encoder.data(
                        of: pixels, relabel: Self.identity, minimumCodeSize: bits, fullTable: keep ? .keep : .clear)
                    #expect(
                        coded == plainLZW(pixels, minimumCodeSize: bits, keepFullTable: keep),
                        "\(texture) \(count) pixels, \(bits) bits, keep \(keep)")
                    let decoded = try GIFLZW.decode(coded, minimumCodeSize: bits, pixelCount: count)
                    #expect(decoded == pixels, "\(texture) \(count) pixels, \(bits) bits, keep \(keep)")
                }
            }
        }
    }

    @Test func keepsTheSmallerWayOfGoingOnFromAFullTable() {
        var random = SplitMix64(seed: 5)
        var encoder = LZWEncoder()
        var keptWon = false
        var clearedWon = false
        for texture in Texture.allCases {
            let pixels = pixels(texture, count: 300_000, bits: 4, random: &random)
            let cleared = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 4, fullTable: .clear)
            let kept = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 4, fullTable: .keep)
            let best = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 4)
            #expect(best == (cleared.count <= kept.count ? cleared : kept), "\(texture)")
            keptWon = keptWon || kept.count < cleared.count
            clearedWon = clearedWon || cleared.count < kept.count
        }
        #expect(keptWon && clearedWon, "the textures reach both outcomes")
    }

    /// The frame behind the choice (docs/facts.md §R0.14): millions of pixels of one index with a
    /// few others, where clearing a full table throws away the long strings it has built.
    @Test func aLargeFrameOfOneColourKeepsItsTable() throws {
        var pixels = [UInt8](repeating: 3, count: 3_000 * 3_000)
        for i in stride(from: 0, to: pixels.count, by: 997_001) { pixels[i] = 1 }
        var encoder = LZWEncoder()
        let cleared = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 2, fullTable: .clear)
        let coded = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 2)
        let best = try #require(coded)
        #expect(best.count * 10 < cleared.count * 9, "\(best.count) bytes against \(cleared.count) clearing")
        #expect(try GIFLZW.decode(best, minimumCodeSize: 2, pixelCount: pixels.count) == pixels)
    }

    @Test func writesEachPixelAsItsRelabelledIndex() throws {
        var random = SplitMix64(seed: 11)
        let pixels = (0..<50_000).map { _ in [UInt8(7), 200, 255][Int.random(in: 0..<3, using: &random)] }
        var relabel = [UInt8](repeating: 0, count: 256)
        (relabel[7], relabel[200], relabel[255]) = (0, 1, 2)
        var encoder = LZWEncoder()
        let data = encoder.data(of: pixels, relabel: relabel, minimumCodeSize: 2)
        let coded = try #require(data)
        #expect(
            try GIFLZW.decode(coded, minimumCodeSize: 2, pixelCount: pixels.count) == pixels.map { relabel[Int($0)] })
    }

    @Test func givesUpPastItsLimitAndOnlyThere() throws {
        var random = SplitMix64(seed: 3)
        var encoder = LZWEncoder()
        for texture in Texture.allCases {
            let pixels = pixels(texture, count: 100_000, bits: 5, random: &random)
            let data = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 5)
            let whole = try #require(data)
            let atLimit = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 5, limit: whole.count)
            let pastLimit = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 5, limit: whole.count - 1)
            #expect(atLimit == whole, "\(texture)")
            #expect(pastLimit == nil, "\(texture)")
            // Giving up leaves the table empty: the next frame codes as a fresh encoder does.
            var fresh = LZWEncoder()
            let again = encoder.data(of: pixels, relabel: Self.identity, minimumCodeSize: 5)
            #expect(again == fresh.data(of: pixels, relabel: Self.identity, minimumCodeSize: 5), "\(texture)")
        }
    }
}
