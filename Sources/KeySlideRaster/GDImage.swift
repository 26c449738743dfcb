import CGD
import Foundation
import KeySlideDrawing

/// A libgd image, owned: the only class in KeySlide.
///
/// It is a class rather than a struct because a libgd image is C memory that must be handed
/// back exactly once, with `gdImageDestroy`. Only a class has a `deinit` to do that, and a copied
/// struct would leave two owners of one pointer. Everything libgd is asked to do goes through
/// this type, so no other file touches a `gdImagePtr`, and every buffer libgd returns from a
/// `…Ptr` function is copied into a Swift array and released with `gdFree` (libgd's own
/// allocator, as gd.h asks; `free` would be wrong on builds with a custom allocator).
final class GDImage {
    private let image: gdImagePtr
    let width: Int
    let height: Int
    /// Row starts of a truecolor image's pixels (`tpixels`), `0x00RRGGBB` each with alpha 0
    /// (opaque); empty for a palette image. They live as long as `image`.
    let truecolorRows: [UnsafeMutablePointer<Int32>]

    private init(taking image: gdImagePtr) {
        self.image = image
        width = Int(image.pointee.sx)
        height = Int(image.pointee.sy)
        if image.pointee.trueColor != 0, let rows = image.pointee.tpixels {
            truecolorRows = (0..<height).compactMap { rows[$0] }
        } else {
            truecolorRows = []
        }
    }

    deinit {
        gdImageDestroy(image)
    }

    /// A truecolor image, every pixel black.
    convenience init(truecolorWidth width: Int, height: Int) throws(RasterError) {
        guard let image = gdImageCreateTrueColor(Int32(width), Int32(height)) else {
            throw .libgd("gdImageCreateTrueColor", "could not allocate a \(width)×\(height) image")
        }
        self.init(taking: image)
    }

    /// A palette image whose colour table is `colors`, in order, so index `i` means `colors[i]`.
    convenience init(paletteWidth width: Int, height: Int, colors: [Color]) throws(RasterError) {
        guard let image = gdImageCreate(Int32(width), Int32(height)) else {
            throw .libgd("gdImageCreate", "could not allocate a \(width)×\(height) image")
        }
        self.init(taking: image)
        for color in colors {
            // A fresh palette image hands out indices 0, 1, 2, … in order.
            guard gdImageColorAllocate(image, Int32(color.red), Int32(color.green), Int32(color.blue)) >= 0 else {
                throw .libgd("gdImageColorAllocate", "a palette holds at most \(gdMaxColors) colours")
            }
        }
    }

    /// The image a PNG file holds, as truecolor.
    convenience init(png bytes: [UInt8]) throws(RasterError) {
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else {
            throw RasterError("PNG data is empty or too large; expected the bytes of a PNG file")
        }
        let decoded = bytes.withUnsafeBytes { buffer in
            gdImageCreateFromPngPtr(Int32(buffer.count), UnsafeMutableRawPointer(mutating: buffer.baseAddress))
        }
        guard let decoded else {
            throw .libgd("gdImageCreateFromPngPtr", "the data is not a PNG image libgd can read")
        }
        guard gdImagePaletteToTrueColor(decoded) != 0 else {
            gdImageDestroy(decoded)
            throw .libgd("gdImagePaletteToTrueColor", "could not convert the PNG to truecolor")
        }
        self.init(taking: decoded)
    }

    // MARK: Palette pixels

    /// Copies palette indices into this palette image: row `y` of the image is
    /// `indices[(y + top) * stride + left ..< … + width]`.
    func setPaletteIndices(_ indices: [UInt8], stride: Int, left: Int, top: Int) {
        guard image.pointee.trueColor == 0, let rows = image.pointee.pixels else { return }
        indices.withUnsafeBufferPointer { source in
            for y in 0..<height {
                guard let row = rows[y], let start = source.baseAddress else { continue }
                row.update(from: start + (y + top) * stride + left, count: width)
            }
        }
    }

    /// Makes palette index `index` transparent (the GIF transparent colour).
    func setTransparentIndex(_ index: Int) {
        gdImageColorTransparent(image, Int32(index))
    }

    // MARK: Clipping and text

    /// Restricts libgd's own drawing (text) to `rect`.
    func setClip(_ rect: PixelRect) {
        gdImageSetClip(image, Int32(rect.minX), Int32(rect.minY), Int32(rect.maxX - 1), Int32(rect.maxY - 1))
    }

    /// Draws `string` with FreeType, anti-aliased, its baseline starting at (`x`, `y`) pixels,
    /// inside the clip set with `setClip`.
    func drawText(_ string: String, font: TextFont, pixelSize: Double, x: Int, y: Int, color: Color) throws(RasterError) {
        try Self.stringFT(image, font: font, pixelSize: pixelSize, x: x, y: y, color: Self.packed(color), string: string)
    }

    /// How far the pen moves while drawing `string`, in whole pixels, measured by libgd without
    /// drawing (a `NULL` image): what `Text.Anchor.middle` and `.end` need.
    static func textAdvance(of string: String, font: TextFont, pixelSize: Double) throws(RasterError) -> Int {
        let box = try stringFT(nil, font: font, pixelSize: pixelSize, x: 0, y: 0, color: 0, string: string)
        // brect[2] is the lower-right x: the pen position after the last glyph's advance.
        return Int(box[2])
    }

    /// `gdImageStringFT`, with its error string turned into a `RasterError`; returns brect.
    @discardableResult
    private static func stringFT(
        _ image: gdImagePtr?, font: TextFont, pixelSize: Double, x: Int, y: Int, color: Int32, string: String
    ) throws(RasterError) -> [Int32] {
        guard fontLibraryStatus == 0 else {
            throw .libgd("gdFontCacheSetup", "FreeType could not start (status \(fontLibraryStatus))")
        }
        // libgd sizes text in points at 96 dpi (GD_RESOLUTION in gdft.c), so n pixels are n·72/96 pt.
        let points = pixelSize * 72 / 96
        // gdImageStringFT decodes HTML entities such as `&amp;`; escape `&` so text prints as written.
        let literal = string.replacingOccurrences(of: "&", with: "&#38;")
        var box = [Int32](repeating: 0, count: 8)
        let failure = box.withUnsafeMutableBufferPointer { brect in
            gdImageStringFT(image, brect.baseAddress, color, font.path, points, 0, Int32(x), Int32(y), literal)
        }
        if let failure {
            // libgd's messages are static strings; they are not freed.
            throw RasterError("cannot draw text with \(font.path): \(String(cString: failure)) (install fonts-dejavu-core)")
        }
        return box
    }

    // MARK: Encoding

    /// The image as a PNG file (RGB for truecolor images).
    func pngBytes() throws(RasterError) -> [UInt8] {
        var size: Int32 = 0
        return try Self.takeBuffer(gdImagePngPtr(image, &size), size: size, call: "gdImagePngPtr")
    }

    /// The start of an animated GIF: header, logical screen of this image's size, this image's
    /// palette as the global colour table, and the NETSCAPE2.0 extension with loop count 0
    /// (forever). The image itself is not written as a frame.
    func gifAnimationStart() throws(RasterError) -> [UInt8] {
        var size: Int32 = 0
        return try Self.takeBuffer(
            gdImageGifAnimBeginPtr(image, &size, 1 /* GlobalCM */, 0 /* Loops: forever */), size: size,
            call: "gdImageGifAnimBeginPtr")
    }

    /// This palette image as one frame of an animated GIF, placed at (`left`, `top`) on the
    /// logical screen and shown for `delay` centiseconds. Its indices refer to the global colour
    /// table (no local one), and it is left in place for the next frame to draw over (disposal
    /// "none"). No previous image is passed, so libgd's own frame optimizer stays off: in libgd
    /// 2.3.3 it drops a frame identical to the previous one together with its delay
    /// (rendering-anchors.md §0.2), and KeySlide crops frames itself.
    func gifAnimationFrame(left: Int, top: Int, delay: Int) throws(RasterError) -> [UInt8] {
        var size: Int32 = 0
        let bytes = gdImageGifAnimAddPtr(
            image, &size, 0 /* LocalCM */, Int32(left), Int32(top), Int32(delay), Int32(gdDisposalNone), nil)
        return try Self.takeBuffer(bytes, size: size, call: "gdImageGifAnimAddPtr")
    }

    /// The GIF trailer that ends an animation.
    static func gifAnimationEnd() throws(RasterError) -> [UInt8] {
        var size: Int32 = 0
        return try takeBuffer(gdImageGifAnimEndPtr(&size), size: size, call: "gdImageGifAnimEndPtr")
    }

    /// Copies a buffer libgd allocated and gives it back with `gdFree`.
    private static func takeBuffer(_ pointer: UnsafeMutableRawPointer?, size: Int32, call: String) throws(RasterError) -> [UInt8] {
        guard let pointer else { throw .libgd(call, "no data was produced") }
        defer { gdFree(pointer) }
        guard size > 0 else { throw .libgd(call, "an empty buffer was produced") }
        return Array(UnsafeRawBufferPointer(start: pointer, count: Int(size)))
    }
}

/// Set up once, before any text is drawn: gd.h asks for `gdFontCacheSetup` before threads use
/// FreeType, and a Swift global is initialised exactly once, thread-safely, on first use.
private let fontLibraryStatus: Int32 = gdFontCacheSetup()
