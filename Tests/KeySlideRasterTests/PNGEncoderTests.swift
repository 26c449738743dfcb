import KeySlideCanvas
import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// KeySlide's own PNG writer: libpng (through libgd) reads back every pixel, and an encoder that
/// compresses again only the bands of rows that changed gives the same bytes as a fresh one.
@Suite struct PNGEncoderTests {
    /// A canvas of `width` × `height` with a few rectangles of random colours.
    private func canvas(width: Int, height: Int, random: inout SplitMix64) throws -> GDImage {
        let image = try GDImage(truecolorWidth: width, height: height)
        image.fill(image.bounds, with: Color(hex: 0xF2F2F7))
        for _ in 0..<12 { paintSomething(on: image, random: &random) }
        return image
    }

    /// Fills a random rectangle (possibly one pixel, possibly off the edges) with a random colour,
    /// and returns it.
    @discardableResult
    private func paintSomething(on image: GDImage, random: inout SplitMix64) -> PixelRect {
        let x = Int.random(in: -5..<image.width, using: &random)
        let y = Int.random(in: -5..<image.height, using: &random)
        let area = PixelRect(
            minX: x, minY: y, maxX: x + Int.random(in: 1...(image.width / 2 + 1), using: &random),
            maxY: y + Int.random(in: 1...(image.height / 3 + 1), using: &random))
        image.fill(area, with: Color(hex: UInt32.random(in: 0...0xFF_FFFF, using: &random)))
        return area
    }

    private func expectSamePixels(_ png: [UInt8], as image: GDImage) throws {
        let decoded = try Bitmap(png: png)
        #expect(decoded.width == image.width && decoded.height == image.height)
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width
            where decoded.pixel(x: x, y: y) != Color(hex: UInt32(bitPattern: image.truecolorRows[y][x])) {
                differing += 1
            }
        }
        #expect(differing == 0)
    }

    /// One pixel, one band, a band and a bit, many bands with a short last one.
    @Test(arguments: [(1, 1), (7, 3), (393, 30), (400, 95), (1179, 301)])
    func libpngReadsBackEveryPixel(width: Int, height: Int) throws {
        var random = SplitMix64(seed: UInt64(width * 1000 + height))
        let image = try canvas(width: width, height: height, random: &random)
        var encoder = try PNGEncoder(width: width, height: height)
        try expectSamePixels(encoder.png(of: image, changed: []), as: image)
    }

    @Test func theBandsHoldWholeRowsOfAboutTheBandSize() throws {
        let encoder = try PNGEncoder(width: 393, height: 852)
        let rowBytes = 1 + 3 * 393
        #expect(encoder.bandRows * rowBytes <= PNGEncoder.bandBytes)
        #expect((encoder.bandRows + 1) * rowBytes > PNGEncoder.bandBytes)
        // A row longer than a band is a band of its own.
        #expect(try PNGEncoder(width: 20_000, height: 2).bandRows == 1)
    }

    /// Frame after frame, paint somewhere and tell the encoder where: the bytes are those of a
    /// fresh encoder of the same picture, which is what makes a frame of a folder the same file
    /// as its moment alone.
    @Test(arguments: [1, 2, 3])
    func aReusedEncoderGivesTheBytesOfAFreshOne(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let (width, height) = (300, 420)
        let image = try canvas(width: width, height: height, random: &random)
        var reused = try PNGEncoder(width: width, height: height)
        _ = try reused.png(of: image, changed: [])
        for _ in 0..<25 {
            var changed: [PixelRect] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                changed.append(paintSomething(on: image, random: &random))
            }
            let again = try reused.png(of: image, changed: changed)
            var fresh = try PNGEncoder(width: width, height: height)
            #expect(try again == fresh.png(of: image, changed: []))
        }
        try expectSamePixels(reused.png(of: image, changed: []), as: image)
    }

    /// The encoder trusts what it is told: a change it is not told of keeps the old band. (The
    /// painter reports every pixel it paints again, `FramePainterTests`.)
    @Test func onlyTheBandsOfTheChangedAreasAreCompressedAgain() throws {
        let image = try GDImage(truecolorWidth: 100, height: 2000)
        image.fill(image.bounds, with: Color(hex: 0xFFFFFF))
        var encoder = try PNGEncoder(width: 100, height: 2000)
        let white = try encoder.png(of: image, changed: [])
        let bottom = PixelRect(minX: 0, minY: 1990, maxX: 100, maxY: 2000)
        image.fill(bottom, with: Color(hex: 0x000000))
        #expect(try encoder.png(of: image, changed: []) == white)
        let told = try encoder.png(of: image, changed: [bottom])
        #expect(told != white)
        try expectSamePixels(told, as: image)
    }
}
