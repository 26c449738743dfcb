import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// The word-at-a-time shortcuts give what a byte at a time gives, on run-heavy arrays whose runs
/// start and end anywhere within a word.
@Suite struct ByteWordsTests {
    /// Runs of a few values, each 1 to `longest` long: what frames are made of.
    static func runs(count: Int, longest: Int, values: ClosedRange<UInt8>, using generator: inout SplitMix64)
        -> [UInt8]
    {
        var bytes: [UInt8] = []
        while bytes.count < count {
            let value = UInt8.random(in: values, using: &generator)
            bytes += [UInt8](repeating: value, count: Int.random(in: 1...longest, using: &generator))
        }
        return Array(bytes.prefix(count))
    }

    @Test func equalBytesMarksEachByteThatMatches() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<2_000 {
            let a = generator.next()
            // Some bytes equal, some differing in one bit only (the high one included).
            var b = a
            for byte in 0..<8 where Bool.random(using: &generator) {
                b ^= UInt64(1 << Int.random(in: 0..<8, using: &generator)) << UInt64(8 * byte)
            }
            var expected: UInt64 = 0
            for byte in 0..<8 where (a >> UInt64(8 * byte)) & 0xFF == (b >> UInt64(8 * byte)) & 0xFF {
                expected |= 1 << UInt64(8 * byte)
            }
            #expect(ByteWords.equalBytes(a, b) == expected, "\(a) \(b)")
        }
    }

    @Test func runEndIsWhereTheValueStops() {
        var generator = SplitMix64(seed: 4)
        for _ in 0..<300 {
            let bytes = Self.runs(
                count: Int.random(in: 1...80, using: &generator), longest: 30, values: 0...2, using: &generator)
            let start = Int.random(in: 0..<bytes.count, using: &generator)
            let value = bytes[start]
            var expected = start
            while expected < bytes.count, bytes[expected] == value { expected += 1 }
            let end = bytes.withUnsafeBufferPointer { ByteWords.runEnd(of: value, in: $0, from: start) }
            #expect(end == expected)
        }
    }

    @Test func equalComparesExactlyTheFirstBytes() {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<300 {
            let count = Int.random(in: 0...40, using: &generator)
            let b = Self.runs(
                count: count + Int.random(in: 0...9, using: &generator), longest: 12, values: 0...3, using: &generator)
            var a = Array(b.prefix(count))
            #expect(ByteWords.equal(a, b, count: count))
            if count > 0 {
                a[Int.random(in: 0..<count, using: &generator)] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
                #expect(!ByteWords.equal(a, b, count: count))
            }
            #expect(!ByteWords.equal(a + [0], b, count: count), "a longer array is not the first bytes")
        }
    }
}
