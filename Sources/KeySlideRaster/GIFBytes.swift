import KeySlideCanvas

/// The pieces of the GIF89a format KeySlide writes, laid out in one place: a file's start and
/// end, and the little-endian words and colour tables frames share (`GIFFrameEncoder`).
enum GIFBytes {
    /// The start of an animated GIF of `width` × `height` pixels: the header, the logical screen
    /// descriptor with `colors` as the global colour table, and the NETSCAPE2.0 application
    /// extension with a loop count of 0 (forever). The screen's background is entry 0.
    static func start(width: Int, height: Int, colors: [Color]) -> [UInt8] {
        let bits = GIFFrameEncoder.codeBits(colorCount: colors.count)
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

    /// The trailer that ends a GIF (§27).
    static let end: [UInt8] = [0x3B]

    /// `value` as GIF's unsigned 16-bit word, low byte first.
    static func appendWord(_ value: Int, to bytes: inout [UInt8]) {
        precondition((0...0xFFFF).contains(value), "a GIF word holds 0 to 65,535")
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    /// `colors` as a colour table of `1 << bits` entries, red, green, blue each, the entries past
    /// the colours black.
    static func appendColorTable(_ colors: [Color], bits: Int, to bytes: inout [UInt8]) {
        precondition(colors.count <= 1 << bits, "a table of \(bits) bits holds \(1 << bits) colours")
        for color in colors { bytes += [color.red, color.green, color.blue] }
        bytes += [UInt8](repeating: 0, count: 3 * ((1 << bits) - colors.count))
    }
}
