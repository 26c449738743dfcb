import KeySlideCanvas

/// The GIF89a format's blocks as KeySlide writes them, laid out in one place: a file's start,
/// each frame's blocks around its LZW data (`GIFFrameEncoder` chooses what goes in them,
/// `LZWEncoder` codes the data), a frame's delay set once it is known (`AnimatedGIFWriter`), and
/// the trailer.
enum GIFBytes {
    /// The start of an animated GIF of `width` × `height` pixels: the header, the logical screen
    /// descriptor with `colors` as the global colour table, and the NETSCAPE2.0 application
    /// extension with a loop count of 0 (forever). The screen's background is entry 0.
    static func start(width: Int, height: Int, colors: [Color]) -> [UInt8] {
        let bits = codeBits(colorCount: colors.count)
        var bytes = Array("GIF89a".utf8)
        appendWord(width, to: &bytes)
        appendWord(height, to: &bytes)
        // Global table present, 8 bits of colour resolution, the table's size; background 0, no
        // aspect ratio (§18).
        bytes += [0x80 | 0x70 | UInt8(bits - 1), 0, 0]
        appendColorTable(colors, bits: bits, to: &bytes)
        // Application extension (the NETSCAPE2.0 looping block): sub-block 1, loop count 0.
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        return bytes
    }

    /// One frame: its graphic control extension (disposal "do not dispose", the transparency
    /// flag and index, a delay of 0 for `setDelay`), its image descriptor at `box`, the local
    /// colour table of `1 << bits` entries if it has one, then `data` (LZW codes of
    /// `minimumCodeSize`) in sub-blocks of at most 255 bytes, each led by its length, and an empty
    /// one (§20–§23).
    static func frame(
        box: PixelRect, bits: Int, localColors: [Color]?, transparent: Int?, minimumCodeSize: Int, data: [UInt8]
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32 + (localColors == nil ? 0 : 3 << bits) + data.count + data.count / 255)
        bytes += [0x21, 0xF9, 0x04, 1 << 2 | (transparent == nil ? 0 : 1), 0, 0, UInt8(transparent ?? 0), 0]
        bytes.append(0x2C)
        for value in [box.minX, box.minY, box.width, box.height] { appendWord(value, to: &bytes) }
        if let localColors {
            bytes.append(0x80 | UInt8(bits - 1))
            appendColorTable(localColors, bits: bits, to: &bytes)
        } else {
            bytes.append(0)
        }
        bytes.append(UInt8(minimumCodeSize))
        var start = 0
        while start < data.count {
            let end = min(data.count, start + 255)
            bytes.append(UInt8(end - start))
            bytes += data[start..<end]
            start = end
        }
        bytes.append(0)
        return bytes
    }

    /// Sets the delay of a frame from `frame(…)`, which starts with its graphic control extension:
    /// introducer 0x21, label 0xF9, block size 4, flags, then the delay in centiseconds, low byte
    /// first (§23).
    static func setDelay(_ delay: Int, in frame: inout [UInt8]) {
        precondition(
            frame.count > 5 && frame[0] == 0x21 && frame[1] == 0xF9 && frame[2] == 4,
            "an encoded frame starts with its graphic control extension")
        frame[4] = UInt8(delay & 0xFF)
        frame[5] = UInt8(delay >> 8)
    }

    /// The trailer that ends a GIF (§27).
    static let end: [UInt8] = [0x3B]

    /// Bits per pixel for `colorCount` colours: the fewest that count them, at least 1, as libgd's
    /// `colorstobpp` (docs/facts.md §R0.11). A colour table holds `1 << bits` entries.
    static func codeBits(colorCount: Int) -> Int {
        var bits = 1
        while 1 << bits < colorCount { bits += 1 }
        return bits
    }

    /// `value` as GIF's unsigned 16-bit word, low byte first.
    private static func appendWord(_ value: Int, to bytes: inout [UInt8]) {
        precondition((0...0xFFFF).contains(value), "a GIF word holds 0 to 65,535")
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    /// `colors` as a colour table of `1 << bits` entries, red, green, blue each, the entries past
    /// the colours black.
    private static func appendColorTable(_ colors: [Color], bits: Int, to bytes: inout [UInt8]) {
        precondition(colors.count <= 1 << bits, "a table of \(bits) bits holds \(1 << bits) colours")
        for color in colors { bytes += [color.red, color.green, color.blue] }
        bytes += [UInt8](repeating: 0, count: 3 * ((1 << bits) - colors.count))
    }
}
