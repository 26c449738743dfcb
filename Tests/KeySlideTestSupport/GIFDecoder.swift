import KeySlideLooks

/// A GIF file taken apart, written from the GIF89a specification so tests can check what the
/// raster back end wrote without trusting libgd to read it back (libgd 2.3.3 reads only the
/// first frame).
///
/// It reads the header, the logical screen, the global colour table, the NETSCAPE2.0 loop
/// extension, each graphic control extension (delay, disposal, transparent index), each image
/// descriptor (offset, size, local table, interlace) and its LZW data, and composites every
/// frame onto the screen the way a viewer does, so a test can look at any pixel of any frame.
public struct DecodedGIF: Sendable {
    public var width: Int
    public var height: Int
    /// The global colour table, if the file has one.
    public var globalColors: [Color]
    public var backgroundIndex: Int
    /// The NETSCAPE2.0 loop count (0 = forever), or `nil` when the extension is missing.
    public var loopCount: Int?
    public var frames: [Frame]

    public struct Frame: Sendable {
        /// Centiseconds the frame stays on screen.
        public var delay: Int
        /// 0 unspecified, 1 leave in place, 2 restore to background, 3 restore previous.
        public var disposal: Int
        public var transparentIndex: Int?
        /// The image descriptor: where the stored rectangle sits on the screen, and its size.
        public var left: Int
        public var top: Int
        public var width: Int
        public var height: Int
        public var interlaced: Bool
        public var localColors: [Color]?
        /// The stored rectangle's colour indices, row after row.
        public var indices: [UInt8]
        /// The whole screen once this frame is drawn: `DecodedGIF.width` per row.
        public var screen: [Color]
        let screenWidth: Int

        /// The colour a viewer sees at (`x`, `y`) while this frame shows.
        public func pixel(x: Int, y: Int) -> Color { screen[y * screenWidth + x] }
    }

    /// The sum of all frame delays, in centiseconds.
    public var totalDelay: Int { frames.reduce(0) { $0 + $1.delay } }

    public init(_ bytes: [UInt8]) throws(GIFDecodingError) {
        var reader = ByteReader(bytes: bytes)
        let signature = try reader.bytes(6)
        guard signature == Array("GIF89a".utf8) || signature == Array("GIF87a".utf8) else {
            throw GIFDecodingError("not a GIF: the file starts with \(signature)")
        }
        width = try reader.word()
        height = try reader.word()
        let packed = try reader.byte()
        backgroundIndex = try reader.byte()
        _ = try reader.byte()  // pixel aspect ratio
        globalColors = packed & 0x80 != 0 ? try reader.colorTable(size: 2 << (packed & 0x07)) : []
        loopCount = nil
        frames = []

        var screen = [Color](
            repeating: globalColors.indices.contains(backgroundIndex) ? globalColors[backgroundIndex] : Color(hex: 0),
            count: width * height)
        var control: (delay: Int, disposal: Int, transparent: Int?) = (0, 0, nil)
        while true {
            let introducer = try reader.byte()
            switch introducer {
            case 0x21:
                let label = try reader.byte()
                let blocks = try reader.subBlocks()
                if label == 0xF9, let block = blocks.first, block.count >= 4 {
                    control = (
                        Int(block[1]) | Int(block[2]) << 8, Int(block[0] >> 2) & 0x07,
                        block[0] & 1 != 0 ? Int(block[3]) : nil
                    )
                } else if label == 0xFF, let name = blocks.first, name == Array("NETSCAPE2.0".utf8), blocks.count > 1,
                    blocks[1].count >= 3, blocks[1][0] == 1
                {
                    loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                let frame = try Self.readImage(
                    &reader, control: control, globalColors: globalColors, screen: &screen, screenWidth: width,
                    screenHeight: height)
                frames.append(frame)
                // Disposal takes effect before the next frame is drawn.
                if frame.disposal == 2 {
                    let background =
                        globalColors.indices.contains(backgroundIndex) ? globalColors[backgroundIndex] : Color(hex: 0)
                    Self.fill(&screen, screenWidth: width, screenHeight: height, frame: frame, with: background)
                } else if frame.disposal == 3, frames.count >= 2 {
                    screen = frames[frames.count - 2].screen
                }
                control = (0, 0, nil)
            case 0x3B:
                return
            default:
                throw GIFDecodingError(
                    "unexpected block introducer 0x\(String(introducer, radix: 16)) at byte \(reader.offset - 1)")
            }
        }
    }

    private static func readImage(
        _ reader: inout ByteReader, control: (delay: Int, disposal: Int, transparent: Int?), globalColors: [Color],
        screen: inout [Color], screenWidth: Int, screenHeight: Int
    ) throws(GIFDecodingError) -> Frame {
        let left = try reader.word()
        let top = try reader.word()
        let width = try reader.word()
        let height = try reader.word()
        let packed = try reader.byte()
        let localColors = packed & 0x80 != 0 ? try reader.colorTable(size: 2 << (packed & 0x07)) : nil
        let interlaced = packed & 0x40 != 0
        let minimumCodeSize = try reader.byte()
        let data = try reader.subBlocks().flatMap { $0 }
        var indices = try LZW.decode(data, minimumCodeSize: minimumCodeSize, pixelCount: width * height)
        if interlaced { indices = deinterlaced(indices, width: width, height: height) }

        let colors = localColors ?? globalColors
        for row in 0..<height {
            for column in 0..<width {
                let x = left + column
                let y = top + row
                guard x < screenWidth, y < screenHeight else { continue }
                let index = Int(indices[row * width + column])
                if index == control.transparent { continue }
                guard colors.indices.contains(index) else {
                    throw GIFDecodingError(
                        "pixel (\(x), \(y)) uses colour index \(index) beyond a table of \(colors.count)")
                }
                screen[y * screenWidth + x] = colors[index]
            }
        }
        return Frame(
            delay: control.delay, disposal: control.disposal, transparentIndex: control.transparent, left: left,
            top: top,
            width: width, height: height, interlaced: interlaced, localColors: localColors, indices: indices,
            screen: screen,
            screenWidth: screenWidth)
    }

    private static func fill(
        _ screen: inout [Color], screenWidth: Int, screenHeight: Int, frame: Frame, with color: Color
    ) {
        for y in frame.top..<min(screenHeight, frame.top + frame.height) {
            for x in frame.left..<min(screenWidth, frame.left + frame.width) { screen[y * screenWidth + x] = color }
        }
    }

    /// Rows stored in the four interlace passes (every 8th from 0, every 8th from 4, every 4th
    /// from 2, every 2nd from 1), put back in order.
    private static func deinterlaced(_ indices: [UInt8], width: Int, height: Int) -> [UInt8] {
        var rows: [Int] = []
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            rows += Swift.stride(from: start, to: height, by: step)
        }
        var result = indices
        for (stored, row) in rows.enumerated() {
            result.replaceSubrange(
                row * width..<(row + 1) * width, with: indices[stored * width..<(stored + 1) * width])
        }
        return result
    }
}

/// Why a GIF could not be read.
public struct GIFDecodingError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Reads little-endian fields and data sub-blocks.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func byte() throws(GIFDecodingError) -> Int {
        guard offset < bytes.count else { throw GIFDecodingError("the file ends early, at byte \(offset)") }
        defer { offset += 1 }
        return Int(bytes[offset])
    }

    mutating func bytes(_ count: Int) throws(GIFDecodingError) -> [UInt8] {
        guard offset + count <= bytes.count else { throw GIFDecodingError("the file ends early, at byte \(offset)") }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    mutating func word() throws(GIFDecodingError) -> Int {
        let low = try byte()
        let high = try byte()
        return low | high << 8
    }

    mutating func colorTable(size: Int) throws(GIFDecodingError) -> [Color] {
        let raw = try bytes(3 * size)
        return (0..<size).map { Color(red: raw[3 * $0], green: raw[3 * $0 + 1], blue: raw[3 * $0 + 2]) }
    }

    /// Data sub-blocks up to the zero-length terminator.
    mutating func subBlocks() throws(GIFDecodingError) -> [[UInt8]] {
        var blocks: [[UInt8]] = []
        while true {
            let length = try byte()
            if length == 0 { return blocks }
            blocks.append(try bytes(length))
        }
    }
}

/// GIF's variable-length LZW (GIF89a appendix F): codes packed least significant bit first,
/// starting one bit wider than the minimum code size and growing to 12 bits.
private enum LZW {
    static func decode(_ data: [UInt8], minimumCodeSize: Int, pixelCount: Int) throws(GIFDecodingError) -> [UInt8] {
        guard (2...8).contains(minimumCodeSize) else {
            throw GIFDecodingError("LZW minimum code size \(minimumCodeSize) is outside 2…8")
        }
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for code in 0..<clear {
            suffix[code] = UInt8(truncatingIfNeeded: code)
            first[code] = UInt8(truncatingIfNeeded: code)
        }
        var output: [UInt8] = []
        output.reserveCapacity(pixelCount)
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        var previous: Int?
        var codes = CodeReader(data: data)
        var scratch: [UInt8] = []

        func append(_ code: Int) {
            scratch.removeAll(keepingCapacity: true)
            var c = code
            while c >= 0 {
                scratch.append(suffix[c])
                c = prefix[c]
            }
            output.append(contentsOf: scratch.reversed())
        }

        while true {
            let code = try codes.next(width: codeSize, decoded: output.count)

            if code == clear {
                codeSize = minimumCodeSize + 1
                next = end + 1
                previous = nil
                continue
            }
            if code == end { break }
            guard let last = previous else {
                guard code < clear else { throw GIFDecodingError("LZW starts with code \(code), not a colour") }
                append(code)
                previous = code
                continue
            }
            if code < next {
                append(code)
                if next < 4096 {
                    prefix[next] = last
                    suffix[next] = first[code]
                    first[next] = first[last]
                    next += 1
                }
            } else if code == next, next < 4096 {
                prefix[next] = last
                suffix[next] = first[last]
                first[next] = first[last]
                next += 1
                append(code)
            } else {
                throw GIFDecodingError("LZW code \(code) is past the table (next free \(next))")
            }
            if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            previous = code
        }
        guard output.count == pixelCount else {
            throw GIFDecodingError("LZW data holds \(output.count) pixels where the image has \(pixelCount)")
        }
        return output
    }
}

/// LZW codes read from their bytes, least significant bit first.
private struct CodeReader {
    let data: [UInt8]
    var position = 0
    var bitBuffer = 0
    var bitCount = 0

    init(data: [UInt8]) { self.data = data }

    /// The next code, `width` bits wide; `decoded` (pixels so far) goes into the error when the
    /// data ends first.
    mutating func next(width: Int, decoded: Int) throws(GIFDecodingError) -> Int {
        while bitCount < width {
            guard position < data.count else {
                // Strict, as KeySlide's encoder always ends its data with the end code.
                throw GIFDecodingError("LZW data ends without an end code after \(decoded) pixels")
            }
            bitBuffer |= Int(data[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let code = bitBuffer & ((1 << width) - 1)
        bitBuffer >>= width
        bitCount -= width
        return code
    }
}

/// GIF's LZW data decoded on its own, for tests of the encoder.
public enum GIFLZW {
    /// The pixels `data` (LZW codes, without sub-block framing) holds; it must end with the end
    /// code after exactly `pixelCount` pixels.
    public static func decode(_ data: [UInt8], minimumCodeSize: Int, pixelCount: Int) throws(GIFDecodingError)
        -> [UInt8]
    {
        try LZW.decode(data, minimumCodeSize: minimumCodeSize, pixelCount: pixelCount)
    }
}
