import KeySlideGeometry
import Testing

@Suite("numbers a person reads")
struct ReadableNumberTests {
    @Test("as precise as the value, whole numbers without .0")
    func fullPrecision() {
        #expect(179.0.readable() == "179")
        #expect(12.5.readable() == "12.5")
        #expect((-0.0).readable() == "0")
        #expect(1e20.readable() == "1e+20")
        #expect(Double.nan.readable() == "NaN")
        #expect((-Double.infinity).readable() == "-inf")
    }

    @Test("rounded to at most so many places, trailing zeros dropped")
    func atMostDecimals() {
        #expect(12.34.readable(decimals: 1) == "12.3")
        #expect(12.96.readable(decimals: 1) == "13")
        #expect(0.30000000000000004.readable(decimals: 6) == "0.3")
        #expect(4.5908841.readable(decimals: 6) == "4.590884")
        #expect((-0.00001).readable(decimals: 4) == "0")
        #expect(2.5.readable(decimals: 0) == "3")
        // Huge values are whole already: nothing to round, nothing to overflow (1e308 read "inf").
        #expect(1e308.readable(decimals: 6) == "1e+308")
        #expect((-1.7e308).readable(decimals: 2) == "-1.7e+308")
    }

    @Test("exactly so many places, for figures that line up")
    func fixedDecimals() {
        #expect(0.3.readable(fixedDecimals: 2) == "0.30")
        #expect(0.333.readable(fixedDecimals: 2) == "0.33")
        #expect(1.05.readable(fixedDecimals: 1) == "1.1")
        #expect(3.0.readable(fixedDecimals: 1) == "3.0")
        #expect(0.07.readable(fixedDecimals: 2) == "0.07")
        #expect((-1.25).readable(fixedDecimals: 1) == "-1.3")
        #expect((-0.001).readable(fixedDecimals: 2) == "0.00")
        #expect(12.6.readable(fixedDecimals: 0) == "13")
        #expect(1e300.readable(fixedDecimals: 2) == "1e+300")
    }
}
