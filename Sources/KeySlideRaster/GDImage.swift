import CGD
import Foundation
import KeySlideCanvas

/// A libgd image, owned: the only class in KeySlide.
///
/// It is a class rather than a struct because a libgd image is C memory that must be handed
/// back exactly once, with `gdImageDestroy`. Only a class has a `deinit` to do that, and a copied
/// struct would leave two owners of one pointer. Everything libgd is asked to do goes through
/// this type, so no other file touches a `gdImagePtr`.
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

    /// The image a PNG file holds, as truecolor.
    convenience init(png bytes: [UInt8]) throws(RasterError) {
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else {
            throw .emptyPNG
        }
        let decoded = bytes.withUnsafeBytes { buffer in
            gdImageCreateFromPngPtr(Int32(buffer.count), UnsafeMutableRawPointer(mutating: buffer.baseAddress))
        }
        guard let decoded else {
            throw .libgd("gdImageCreateFromPngPtr", "the data is not a PNG image libgd can read", kind: .notPNG)
        }
        guard gdImagePaletteToTrueColor(decoded) != 0 else {
            gdImageDestroy(decoded)
            throw .libgd("gdImagePaletteToTrueColor", "could not convert the PNG to truecolor")
        }
        self.init(taking: decoded)
    }

    // MARK: Text

    /// How `string` looks in `font` at `pixelSize` pixels per em: the anti-aliased coverage of
    /// its glyphs, drawn once by libgd with FreeType on a scratch truecolor image.
    ///
    /// Drawing white on black makes each pixel's brightness its coverage (FreeType's grey levels,
    /// which libgd applies as 128 alpha steps). Keeping that mask, instead of drawing into every
    /// frame, matters: re-running the TrueType hinter for every label in every frame took a third
    /// of the GIF time. It also makes a label look the same wherever it stands, and lets the
    /// painter clip it like any other shape.
    static func textMask(of string: String, font: FontFile, pixelSize: Double) throws(RasterError) -> TextMask {
        // brect (lower-left x, y, lower-right x, y, upper-right x, y, upper-left x, y) of the
        // string with its pen at (0, 0); brect[2] is where the pen ends: the advance.
        let box = try stringFT(nil, font: font, pixelSize: pixelSize, x: 0, y: 0, color: 0, string: string)
        let advance = Int(box[2])
        // brect comes from unhinted outlines; hinted glyphs may reach a pixel or two further.
        let margin = 2 + Int((pixelSize / 8).rounded(.up))
        let left = min(0, Int(box[0])) - margin
        let right = max(advance, Int(box[2])) + margin
        let top = Int(min(box[5], box[7])) - margin
        let bottom = Int(max(box[1], box[3])) + margin
        guard (right - left) * (bottom - top) <= 16_000_000 else {
            throw .textSize(string, pixelSize: pixelSize)
        }
        let scratch = try GDImage(truecolorWidth: right - left, height: bottom - top)
        try stringFT(
            scratch.image, font: font, pixelSize: pixelSize, x: -left, y: -top, color: 0xFF_FFFF, string: string)

        // Keep only the rows and columns that hold ink.
        var minX = scratch.width
        var minY = scratch.height
        var maxX = -1
        var maxY = -1
        for (y, row) in scratch.truecolorRows.enumerated() {
            for x in 0..<scratch.width where row[x] & 0xFF != 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = y
            }
        }
        guard maxX >= minX else {
            return TextMask(advance: advance, left: 0, top: 0, width: 0, height: 0, coverage: [])
        }
        var coverage: [UInt8] = []
        coverage.reserveCapacity((maxX - minX + 1) * (maxY - minY + 1))
        for row in scratch.truecolorRows[minY...maxY] {
            for x in minX...maxX { coverage.append(UInt8(row[x] & 0xFF)) }
        }
        return TextMask(
            advance: advance, left: left + minX, top: top + minY, width: maxX - minX + 1, height: maxY - minY + 1,
            coverage: coverage)
    }

    /// `gdImageStringFT`, with its error string turned into a `RasterError`; returns brect.
    @discardableResult
    private static func stringFT(
        _ image: gdImagePtr?, font: FontFile, pixelSize: Double, x: Int, y: Int, color: Int32, string: String
    ) throws(RasterError) -> [Int32] {
        guard fontLibraryStatus == 0 else {
            throw .libgd("gdFontCacheSetup", "FreeType could not start (status \(fontLibraryStatus))", kind: .font)
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
            throw .textNotDrawn(font: font.path, reason: String(cString: failure))
        }
        return box
    }
}

/// Set up once, before any text is drawn: gd.h asks for `gdFontCacheSetup` before threads use
/// FreeType, and a Swift global is initialised exactly once, thread-safely, on first use.
private let fontLibraryStatus: Int32 = gdFontCacheSetup()
