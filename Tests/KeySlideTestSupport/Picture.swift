import KeySlideLooks
import KeySlideRaster

/// A picture to look at pixel by pixel, whatever it came from: a decoded GIF frame, a PNG
/// (KeySlide's own or a browser's screenshot), or a part of one.
///
/// Integration tests find things in pictures the way a person would: scan a column for the
/// keyboard's grey, scan a row for the focus ring's blue. `Picture` holds the pixels and the
/// scans; it can also write itself as a PNG so a failing test leaves something to look at.
public struct Picture: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row after row, `width` per row.
    private let pixels: [Color]

    public init(width: Int, height: Int, pixels: [Color]) {
        precondition(pixels.count == width * height, "\(pixels.count) pixels for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// What a viewer sees while `frame` of `gif` shows.
    public init(_ frame: DecodedGIF.Frame, of gif: DecodedGIF) {
        self.init(width: gif.width, height: gif.height, pixels: frame.screen)
    }

    /// Every pixel of a decoded PNG.
    package init(_ bitmap: Bitmap) {
        var pixels: [Color] = []
        pixels.reserveCapacity(bitmap.width * bitmap.height)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { pixels.append(bitmap.pixel(x: x, y: y)) }
        }
        self.init(width: bitmap.width, height: bitmap.height, pixels: pixels)
    }

    /// A PNG file's pixels.
    public init(png: [UInt8]) throws {
        self.init(try Bitmap(png: png))
    }

    /// The colour at column `x`, row `y`, both from 0 at the top left.
    public func pixel(x: Int, y: Int) -> Color {
        precondition(
            (0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside \(width)×\(height)")
        return pixels[y * width + x]
    }

    /// The `width`×`height` block whose top-left pixel is (`x`, `y`): one copy out of a
    /// screenshot that shows several side by side.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> Picture {
        precondition(
            x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height, "crop outside the picture")
        var part: [Color] = []
        part.reserveCapacity(width * height)
        for row in y..<(y + height) { part += pixels[(row * self.width + x)..<(row * self.width + x + width)] }
        return Picture(width: width, height: height, pixels: part)
    }

    // MARK: Scans

    /// Whether `a` is within `tolerance` of `b` in each of red, green and blue.
    ///
    /// Zero asks for the exact colour (a GIF keeps interface colours exact); a browser blends
    /// colours along edges it does not snap, so its pixels are matched with some tolerance, which
    /// counts a pixel as the colour once the shape covers most of it.
    public static func matches(_ a: Color, _ b: Color, tolerance: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    /// The rows of column `x`, among `rows`, whose pixel matches `color`, top to bottom.
    public func rows(of color: Color, tolerance: Int = 0, column x: Int, in rows: Range<Int>) -> [Int] {
        rows.clamped(to: 0..<height).filter { Self.matches(pixel(x: x, y: $0), color, tolerance: tolerance) }
    }

    /// The columns of row `y`, among `columns`, whose pixel matches `color`, left to right.
    public func columns(of color: Color, tolerance: Int = 0, row y: Int, in columns: Range<Int>) -> [Int] {
        columns.clamped(to: 0..<width).filter { Self.matches(pixel(x: $0, y: y), color, tolerance: tolerance) }
    }

    /// Sorted indices grouped into runs of neighbours: `[3, 4, 5, 9]` → `[3..<6, 9..<10]`.
    public static func runs(_ indices: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for index in indices {
            if let last = runs.last, last.upperBound == index {
                runs[runs.count - 1] = last.lowerBound..<(index + 1)
            } else {
                runs.append(index..<(index + 1))
            }
        }
        return runs
    }

    // MARK: Writing

    /// The picture as a PNG file (8-bit RGB, no interlace), for people to look at.
    ///
    /// The image data is deflate-compressed with stored blocks only (RFC 1951 §3.2.4), so the
    /// file is large but needs no compressor: this is for test artefacts, not for shipping.
    public func pngBytes() -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + 3 * width))
        for y in 0..<height {
            raw.append(0)  // filter type: none
            for x in 0..<width {
                let color = pixels[y * width + x]
                raw += [color.red, color.green, color.blue]
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let isLast = offset + count == raw.count
            zlib += [
                isLast ? 1 : 0, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF),
                UInt8((~count >> 8) & 0xFF),
            ]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        zlib += Self.bigEndian(Self.adler32(raw))

        var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // bit depth 8, colour type RGB, deflate, adaptive filters, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + Self.chunk("IHDR", header) + Self.chunk("IDAT", zlib) + Self.chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC PNG puts after each chunk (ISO 3309, as in the PNG specification's annex D).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// zlib's checksum of the uncompressed data (RFC 1950 §8.2).
    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

extension DecodedGIF {
    /// The frame on screen `centiseconds` after the animation starts (its first loop), or `nil`
    /// past the end.
    public func frameIndex(showingCentisecond centiseconds: Int) -> Int? {
        var elapsed = 0
        for (index, frame) in frames.enumerated() {
            if centiseconds < elapsed + frame.delay { return index }
            elapsed += frame.delay
        }
        return nil
    }

    /// What a viewer sees when frame time `i` of a render at `fps` is due: the frame showing at
    /// `round(100 · i / fps)` centiseconds, worked out in floating point.
    public func picture(atFrame i: Int, fps: Int) -> Picture? {
        frameIndex(showingCentisecond: Int((100 * Double(i) / Double(fps)).rounded())).map {
            Picture(frames[$0], of: self)
        }
    }
}
