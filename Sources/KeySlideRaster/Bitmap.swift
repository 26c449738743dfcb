import KeySlideCanvas

/// A decoded picture: width × height opaque pixels, read from a PNG.
///
/// Tests use it to look at pixels: of KeySlide's own PNG frames, or of a browser's screenshot
/// of the SVG. Alpha is dropped; every KeySlide colour is opaque.
package struct Bitmap: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// `0xRRGGBB` per pixel, row after row.
    private let pixels: [UInt32]

    /// Decodes a PNG file with libgd.
    ///
    /// - Throws: `RasterError` when the bytes are not a PNG libgd can read.
    package init(png: [UInt8]) throws(RasterError) {
        let image = try GDImage(png: png)
        width = image.width
        height = image.height
        pixels = image.truecolorRows.flatMap { row in
            (0..<image.width).map { UInt32(bitPattern: row[$0]) & 0xFF_FFFF }
        }
    }

    /// The colour at column `x`, row `y` (both from 0 at the top left); both must be inside.
    package func pixel(x: Int, y: Int) -> Color {
        precondition(
            (0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside \(width)×\(height)")
        return Color(hex: pixels[y * width + x])
    }
}
