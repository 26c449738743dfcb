import CGD

/// Truecolor PNG files of a canvas, written with zlib directly, a band of rows at a time.
///
/// The picture's rows (each with filter type 0, "None") are cut into bands of about
/// `bandBytes`, and each band is deflated on its own: zlib starts it afresh and ends it with a
/// full flush, which leaves the compressed bytes whole and byte-aligned. A band's bytes depend
/// only on its rows, so an encoder keeps them, and the next frame of a folder deflates again
/// only the bands whose rows were painted again — in most frames of an animation the clock, the
/// playhead and whatever moved. The zlib stream is the bands one after another, an empty final
/// block and the Adler-32 of all the rows, combined from the bands' own (RFC 1950, 1951;
/// docs/facts.md §R0.12).
///
/// Why not libgd's `gdImagePngPtrEx`: it compresses every row of every frame and lets libpng
/// try five row filters on each (libgd 2.3.3 does not let a caller choose), which made a PNG
/// frame 2.5 times as slow as a GIF frame, whose encoder writes only the changed box. Filter
/// None is also the smallest here: interface pictures are long runs of a few colours, which
/// deflate finds as they are, and a filter turns into runs of differences that are longer to
/// write (measured on a frame of Samples/signup-form-iphone-15.yaml at every zlib level:
/// None 33.7 KB at level 6, Sub 41.4, Up 44.6, Paeth 43.9).
struct PNGEncoder {
    /// Raw bytes a band holds at most (whole rows, at least one): small enough that a frame's
    /// few changed rows deflate little else again, large enough that starting each band with an
    /// empty window costs few bytes. Chosen by measurement (docs/facts.md §R0.12).
    static let bandBytes = 32 << 10
    /// zlib's level, the same for every band and every file, so a picture always gives the
    /// same bytes. Chosen by measurement (docs/facts.md §R0.12): the smallest of zlib's fast
    /// levels (1–3), which keep a folder's frame cheaper than a GIF's; level 6 made files 15 %
    /// smaller for 1.7 times the CPU.
    static let level: Int32 = 3

    let width: Int
    let height: Int
    /// Rows per band.
    let bandRows: Int
    /// Each band's deflated bytes and the Adler-32 of its raw rows, kept from the last picture
    /// encoded; empty until the first.
    private var bands: [Band] = []
    private let deflater: Deflater
    /// One band's raw rows, reused.
    private var raw: [UInt8]

    private struct Band {
        var deflated: [UInt8]
        var adler: UInt
        /// The raw rows deflated: a band painted again into the same pixels (a third of the
        /// bands painted again in Samples' scenes) is not deflated again. Three bytes a pixel of
        /// the canvas, per encoder.
        var raw: [UInt8]
    }

    /// An encoder for pictures of `width` × `height` pixels.
    init(width: Int, height: Int) throws(RasterError) {
        precondition(width > 0 && height > 0, "a PNG has pixels")
        self.width = width
        self.height = height
        let rowBytes = 1 + 3 * width
        bandRows = max(1, Self.bandBytes / rowBytes)
        // One byte of slack after the last row: `packed` writes each pixel as four bytes.
        raw = [UInt8](repeating: 0, count: bandRows * rowBytes + 1)
        deflater = try Deflater(level: Self.level)
    }

    /// The PNG of `image`, which has this encoder's size. `changed` are the areas painted since
    /// the last picture this encoder made (ignored for its first): only the bands they reach are
    /// compressed again.
    mutating func png(of image: GDImage, changed: [PixelRect]) throws(RasterError) -> [UInt8] {
        precondition(image.width == width && image.height == height, "a picture of another size")
        let bandCount = (height + bandRows - 1) / bandRows
        var stale: [Bool]
        if bands.count == bandCount {
            stale = [Bool](repeating: false, count: bandCount)
            for area in changed where !area.isEmpty {
                let rows = max(0, area.minY)..<min(height, area.maxY)
                guard !rows.isEmpty else { continue }
                for band in (rows.lowerBound / bandRows)...((rows.upperBound - 1) / bandRows) { stale[band] = true }
            }
        } else {
            bands = []
            stale = [Bool](repeating: true, count: bandCount)
        }
        for band in 0..<bandCount where stale[band] {
            let count = packed(band, of: image)
            if band < bands.count, ByteWords.equal(bands[band].raw, raw, count: count) { continue }
            let encoded = try deflated(count)
            if band < bands.count { bands[band] = encoded } else { bands.append(encoded) }
        }
        return file()
    }

    /// Writes the rows of `band` of `image` into `raw`, each a filter byte (0, None) and its
    /// pixels' red, green and blue; the byte count.
    private mutating func packed(_ band: Int, of image: GDImage) -> Int {
        let rows = (band * bandRows)..<min(height, (band + 1) * bandRows)
        let rowBytes = 1 + 3 * width
        let width = self.width
        raw.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            for (offset, y) in rows.enumerated() {
                let pixels = image.truecolorRows[y]
                var at = offset * rowBytes
                out[at] = 0
                at += 1
                // A pixel 0x00RRGGBB, byte-swapped and shifted, is RR GG BB 00 in memory: one
                // four-byte store a pixel, whose spare byte the next pixel (or the next row's
                // filter byte, or the buffer's slack) overwrites.
                for x in 0..<width {
                    let pixel = UInt32(bitPattern: pixels[x])
                    base.storeBytes(of: (pixel.byteSwapped >> 8).littleEndian, toByteOffset: at, as: UInt32.self)
                    at += 3
                }
            }
        }
        return rows.count * rowBytes
    }

    /// The first `count` bytes of `raw`, deflated on their own.
    private mutating func deflated(_ count: Int) throws(RasterError) -> Band {
        let adler = raw.withUnsafeBufferPointer { UInt(libdeflate_adler32(1, $0.baseAddress, count)) }
        return Band(
            deflated: try deflater.flushed(raw, count: count), adler: adler, raw: Array(raw[..<count]))
    }

    /// The PNG file of the bands: signature, header, one IDAT chunk, end.
    private func file() -> [UInt8] {
        var stream: [UInt8] = Self.zlibHeader
        var adler = bands.first?.adler ?? adler32(0, nil, 0)
        for (index, band) in bands.enumerated() {
            stream += band.deflated
            if index > 0 { adler = adler32_combine(adler, band.adler, off_t(band.raw.count)) }
        }
        // The last block: empty, fixed Huffman codes (BFINAL 1, BTYPE 01, end-of-block code 0).
        stream += [0x03, 0x00]
        stream += Self.bigEndian(UInt32(truncatingIfNeeded: adler))
        var png = Self.signature
        png.reserveCapacity(8 + 25 + 12 + stream.count + 12)
        Self.append(chunk: "IHDR", Self.header(width: width, height: height), to: &png)
        Self.append(chunk: "IDAT", stream, to: &png)
        Self.append(chunk: "IEND", [], to: &png)
        return png
    }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The IHDR chunk's data: the size, bit depth 8, colour type 2 (RGB), deflate, adaptive
    /// filtering (method 0), no interlace.
    static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
    }

    /// The two bytes before the deflate data (RFC 1950): deflate with a 32 KB window, the level
    /// class zlib writes for `level`, and the check bits that make the pair a multiple of 31.
    private static let zlibHeader: [UInt8] = {
        let levelClass: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header: UInt16 = 0x78 << 8 | levelClass << 6
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }()

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Length, type, data and the CRC-32 of type and data.
    static func append(chunk type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let start = png.count
        png += bigEndian(UInt32(data.count))
        png += Array(type.utf8)
        png += data
        let crc = png[(start + 4)...].withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        png += bigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

/// The chunks of an animated PNG (APNG, W3C PNG Third Edition §11.3.6; docs/facts.md §R0.16): a
/// PNG whose IDAT is the first frame, which viewers without APNG show alone.
extension PNGEncoder {
    /// acTL: how many frames, and 0 plays (forever).
    static func animationControl(frameCount: Int) -> [UInt8] {
        bigEndian(UInt32(frameCount)) + bigEndian(0)
    }

    /// fcTL: frame `sequence`'s box on the canvas and how long it shows, `centiseconds` / 100 s
    /// (1…65535). Dispose op 0 (none: the next frame draws over this one) and blend op 1 (over:
    /// the box's transparent pixels keep the frame before's), so a frame holds only the box that
    /// changed, and in it only the pixels that changed.
    static func frameControl(sequence: Int, box: PixelRect, centiseconds: Int) -> [UInt8] {
        precondition((1...0xFFFF).contains(centiseconds), "an APNG delay is 16 bits")
        return [sequence, box.width, box.height, box.minX, box.minY].flatMap { bigEndian(UInt32($0)) }
            + [UInt8(centiseconds >> 8), UInt8(centiseconds & 0xFF), 0, 100, 0, 1]
    }

    /// The IHDR chunk's data of an animated PNG: as `header`, but colour type 6 (RGBA), so that
    /// a frame's pixels that did not change can be transparent and show the frame before.
    static func animationHeader(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    }

    /// The zlib stream of the pixels of `box` in `frame`, each row a filter byte (0, None) and
    /// its pixels' red, green, blue and alpha: opaque, or all four 0 where the pixel equals
    /// `previous`'s (runs of zeros deflate to almost nothing), compressed by `compressor`.
    static func zlibStream(
        of frame: TruecolorFrame, box: PixelRect, previous: TruecolorFrame?, compressor: OpaquePointer
    ) throws(RasterError) -> [UInt8] {
        let rowBytes = 1 + 4 * box.width
        var raw = [UInt8](repeating: 0, count: rowBytes * box.height)
        let width = frame.width
        frame.pixels.withUnsafeBufferPointer { pixels in
            (previous?.pixels ?? []).withUnsafeBufferPointer { before in
                raw.withUnsafeMutableBytes { out in
                    for (row, y) in (box.minY..<box.maxY).enumerated() {
                        var at = row * rowBytes + 1
                        for index in (y * width + box.minX)..<(y * width + box.maxX) {
                            let pixel = pixels[index]
                            // 0x00RRGGBB to R G B 255 in memory; an unchanged pixel stays 0 0 0 0.
                            if before.isEmpty || before[index] != pixel {
                                out.storeBytes(
                                    of: ((pixel.byteSwapped >> 8) | 0xFF00_0000).littleEndian, toByteOffset: at,
                                    as: UInt32.self)
                            }
                            at += 4
                        }
                    }
                }
            }
        }
        var stream = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, raw.count))
        let written = raw.withUnsafeBytes { input in
            stream.withUnsafeMutableBytes { out in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        guard written > 0 else { throw .deflateFailed(byteCount: raw.count) }
        stream.removeLast(stream.count - written)
        return stream
    }
}

/// A zlib raw-deflate stream, reset for each band. A class, so that `deflateEnd` is called
/// exactly once; each worker of a folder has its own.
private final class Deflater {
    private var stream = z_stream()
    private var output: [UInt8] = []

    init(level: Int32) throws(RasterError) {
        let status = keyslide_raw_deflate_init(&stream, level)
        guard status == Z_OK else { throw .deflateNotStarted(status: status) }
    }

    deinit { deflateEnd(&stream) }

    /// The first `count` bytes of `input` deflated from an empty window and ended with a full
    /// flush: whole blocks, the last of them an empty stored block, so the bytes can be put
    /// before or after any other band's.
    func flushed(_ input: [UInt8], count: Int) throws(RasterError) -> [UInt8] {
        deflateReset(&stream)
        let bound = Int(deflateBound(&stream, UInt(count))) + 16
        if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
        let written: Int32 = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = UInt32(count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                let status = deflate(&stream, Z_FULL_FLUSH)
                // The output was sized by deflateBound, so one call takes all the input.
                return status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0
                    ? Int32(target.count) - Int32(stream.avail_out) : -1
            }
        }
        guard written >= 0 else { throw .deflateFailed(byteCount: count) }
        return Array(output[..<Int(written)])
    }
}
