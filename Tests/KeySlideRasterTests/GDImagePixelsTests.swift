import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// The painter's own rounding of a blended channel gives what `Float.rounded()` gives.
@Suite struct GDImagePixelsTests {
    @Test func aChannelRoundsAsFloatRoundingDoes() {
        // Every level, every half level, and the floats either side of each: where a rounding
        // shortcut goes wrong if it does.
        var values: [Float] = []
        for step in 0...(255 * 2) {
            let value = Float(step) / 2
            values += [value, value.nextUp, value.nextDown].filter { $0 >= 0 }
        }
        var generator = SplitMix64(seed: 21)
        for _ in 0..<100_000 {
            values.append(Float.random(in: 0...255, using: &generator))
        }
        // Blends as the painter makes them, between two levels at a random amount.
        for _ in 0..<100_000 {
            let (a, b) = (
                Float(Int.random(in: 0...255, using: &generator)), Float(Int.random(in: 0...255, using: &generator))
            )
            values.append(a + (b - a) * Float.random(in: 0...1, using: &generator))
        }
        let wrong = values.filter { GDImage.channel($0) != Int32($0.rounded()) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
