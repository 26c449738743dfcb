import Foundation

/// The frames and times of an APNG, an animated WebP or a WebM file, read from the bytes by
/// readers written from each format's specification (the APNG chunks, WebP's RIFF container,
/// EBML), so a test checks what KeySlide wrote without trusting its own writer. Decoding the
/// pictures is left to independent tools (`Pillow`, `FFprobe`).
public struct AnimationTiming: Equatable, Sendable, CustomStringConvertible {
    /// Each frame's duration in milliseconds, in order.
    public var durations: [Int]
    /// Each frame's box on the canvas (x, y, width, height), where the format stores one.
    public var boxes: [[Int]]

    public var description: String { "\(durations.count) frames, \(durations.reduce(0, +)) ms: \(durations)" }

    /// The frames of an APNG: one per fcTL chunk, its delay as delay_num / delay_den seconds.
    public static func apng(_ bytes: [UInt8]) throws -> AnimationTiming {
        var reader = Reader(bytes: bytes)
        guard try reader.take(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw ExternalTool.Failure("not a PNG")
        }
        var timing = AnimationTiming(durations: [], boxes: [])
        var declared: Int?
        while reader.offset < bytes.count {
            let length = try reader.bigEndian(4)
            let type = String(decoding: try reader.take(4), as: UTF8.self)
            let data = try reader.take(length)
            _ = try reader.take(4)  // CRC
            var chunk = Reader(bytes: Array(data))
            switch type {
            case "acTL": declared = try chunk.bigEndian(4)
            case "fcTL":
                _ = try chunk.bigEndian(4)  // sequence
                let (width, height, x, y) = (
                    try chunk.bigEndian(4), try chunk.bigEndian(4), try chunk.bigEndian(4), try chunk.bigEndian(4)
                )
                let numerator = try chunk.bigEndian(2)
                let denominator = try chunk.bigEndian(2)
                timing.durations.append(1000 * numerator / (denominator == 0 ? 100 : denominator))
                timing.boxes.append([x, y, width, height])
            default: break
            }
        }
        guard declared == timing.durations.count else {
            throw ExternalTool.Failure("acTL says \(declared ?? -1) frames, the file has \(timing.durations.count)")
        }
        return timing
    }

    /// The frames of an animated WebP: one per ANMF chunk, its 24-bit duration in milliseconds.
    public static func webp(_ bytes: [UInt8]) throws -> AnimationTiming {
        var reader = Reader(bytes: bytes)
        guard String(decoding: try reader.take(4), as: UTF8.self) == "RIFF" else {
            throw ExternalTool.Failure("not RIFF")
        }
        _ = try reader.take(4)
        guard String(decoding: try reader.take(4), as: UTF8.self) == "WEBP" else {
            throw ExternalTool.Failure("not WebP")
        }
        var timing = AnimationTiming(durations: [], boxes: [])
        while reader.offset < bytes.count {
            let type = String(decoding: try reader.take(4), as: UTF8.self)
            let size = try reader.littleEndian(4)
            let data = try reader.take(size + size % 2)
            guard type == "ANMF" else { continue }
            var frame = Reader(bytes: Array(data))
            let x = 2 * (try frame.littleEndian(3))
            let y = 2 * (try frame.littleEndian(3))
            let width = 1 + (try frame.littleEndian(3))
            let height = 1 + (try frame.littleEndian(3))
            timing.durations.append(try frame.littleEndian(3))
            timing.boxes.append([x, y, width, height])
        }
        return timing
    }

    /// The frames of a WebM file: one per Block, its BlockDuration in milliseconds (the
    /// TimestampScale must be 1 ms); `starts` and `keyFrames` on the side.
    public static func webm(_ bytes: [UInt8]) throws -> (timing: AnimationTiming, starts: [Int], keyFrames: [Bool]) {
        var timing = AnimationTiming(durations: [], boxes: [])
        var starts: [Int] = []
        var keys: [Bool] = []
        var clusterTime = 0
        // Master elements read into; everything else is skipped.
        let masters: Set<Int> = [0x1853_8067, 0x1F43_B675, 0xA0, 0x1549_A966]
        func walk(_ reader: inout Reader, until end: Int) throws {
            while reader.offset < end {
                let id = try reader.elementID()
                let size = try reader.size()
                let stop = reader.offset + size
                if masters.contains(id) {
                    if id == 0xA0 {
                        var group = Reader(bytes: Array(try reader.take(size)))
                        var duration: Int?
                        var start = 0
                        var key = true
                        while group.offset < size {
                            let inner = try group.elementID()
                            let length = try group.size()
                            let data = Array(try group.take(length))
                            if inner == 0xA1 {
                                start = clusterTime + Int(Int16(bitPattern: UInt16(data[1]) << 8 | UInt16(data[2])))
                            }
                            if inner == 0x9B { duration = data.reduce(0) { $0 << 8 | Int($1) } }
                            if inner == 0xFB { key = false }
                        }
                        timing.durations.append(duration ?? -1)
                        starts.append(start)
                        keys.append(key)
                    } else {
                        try walk(&reader, until: stop)
                    }
                } else {
                    let data = try reader.take(size)
                    if id == 0xE7 { clusterTime = data.reduce(0) { $0 << 8 | Int($1) } }
                    if id == 0x2A_D7B1, data.reduce(0, { $0 << 8 | Int($1) }) != 1_000_000 {
                        throw ExternalTool.Failure("TimestampScale is not 1 ms")
                    }
                }
                reader.offset = stop
            }
        }
        var reader = Reader(bytes: bytes)
        try walk(&reader, until: bytes.count)
        return (timing, starts, keys)
    }

    /// Reads big- and little-endian numbers and EBML's variable-length fields.
    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
            guard count >= 0, offset + count <= bytes.count else {
                throw ExternalTool.Failure("the file ends early at byte \(offset)")
            }
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }

        mutating func bigEndian(_ count: Int) throws -> Int { try take(count).reduce(0) { $0 << 8 | Int($1) } }

        mutating func littleEndian(_ count: Int) throws -> Int {
            try take(count).reversed().reduce(0) { $0 << 8 | Int($1) }
        }

        /// An EBML ID, marker bits kept: its length is the first byte's leading zeros plus one.
        mutating func elementID() throws -> Int {
            let first = try take(1).first!
            let length = first.leadingZeroBitCount + 1
            guard length <= 4 else { throw ExternalTool.Failure("an EBML ID longer than 4 bytes at \(offset)") }
            return try take(length - 1).reduce(Int(first)) { $0 << 8 | Int($1) }
        }

        /// An EBML data size: the marker bit dropped.
        mutating func size() throws -> Int {
            let first = try take(1).first!
            let length = first.leadingZeroBitCount + 1
            guard length <= 8 else { throw ExternalTool.Failure("an EBML size longer than 8 bytes at \(offset)") }
            return try take(length - 1).reduce(Int(first) & (0xFF >> length)) { $0 << 8 | Int($1) }
        }
    }
}

/// Pillow (Debian's python3-pil, installed by `make test`), an independent decoder of GIF, APNG
/// and WebP: each frame's duration in milliseconds and its composited RGB pixels.
public enum Pillow {
    public struct Frame: Sendable {
        public var duration: Int
        /// The frame as a viewer sees it, RGB, row after row.
        public var rgb: Data
    }

    /// The frames of the picture at `path` as Pillow decodes them.
    public static func frames(of path: String) throws -> [Frame] {
        let python = "/usr/bin/python3"
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            out = sys.stdout.buffer
            for index in range(getattr(image, "n_frames", 1)):
                image.seek(index)
                image.load()
                rgb = image.convert("RGB").tobytes()
                out.write(b"%d %d\\n" % (int(image.info.get("duration", 0)), len(rgb)))
                out.write(rgb)
            """
        return try ExternalTool.withTemporaryDirectory { directory in
            let result = try ExternalTool.run(python, ["-c", script, path], in: directory, timeout: 300)
            guard result.status == 0 else {
                throw ExternalTool.Failure(
                    "Pillow could not read \(path) (install python3-pil; make test does): \(result.standardError)")
            }
            var frames: [Frame] = []
            var data = result.standardOutput[...]
            while let newline = data.firstIndex(of: 0x0A) {
                let fields = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
                guard fields.count == 2, let duration = Int(fields[0]), let count = Int(fields[1]) else { break }
                let start = data.index(after: newline)
                frames.append(Frame(duration: duration, rgb: Data(data[start..<(start + count)])))
                data = data[(start + count)...]
            }
            return frames
        }
    }
}

/// ffprobe (Debian's ffmpeg, installed for the long tier), an independent reader and decoder
/// of the WebM: its codec, size, each packet's time and duration, and how many frames decode.
public enum FFprobe {
    public struct Video: Sendable {
        public var codec: String
        public var width: Int
        public var height: Int
        public var decodedFrames: Int
        /// Each packet's start and duration in milliseconds.
        public var packets: [(start: Int, duration: Int)]
    }

    public static func video(at path: String) throws -> Video {
        guard let ffprobe = ExternalTool.find(["ffprobe"]) else {
            throw ExternalTool.Failure("ffprobe not found; `make test-long` installs ffmpeg")
        }
        return try ExternalTool.withTemporaryDirectory { directory in
            let stream = try ExternalTool.run(
                ffprobe,
                [
                    "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                    "stream=codec_name,width,height,nb_read_frames", "-of", "default=noprint_wrappers=1", path,
                ], in: directory, timeout: 300)
            let packets = try ExternalTool.run(
                ffprobe,
                [
                    "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts_time,duration_time", "-of",
                    "csv=p=0", path,
                ],
                in: directory, timeout: 300)
            guard stream.status == 0, packets.status == 0 else {
                throw ExternalTool.Failure(
                    "ffprobe could not read \(path): \(stream.standardError) \(packets.standardError)")
            }
            var fields: [String: String] = [:]
            for line in String(decoding: stream.standardOutput, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { fields[parts[0]] = parts[1] }
            }
            let milliseconds = { (text: Substring) in Int((Double(text) ?? -1) * 1000 + 0.5) }
            return Video(
                codec: fields["codec_name"] ?? "", width: Int(fields["width"] ?? "") ?? 0,
                height: Int(fields["height"] ?? "") ?? 0, decodedFrames: Int(fields["nb_read_frames"] ?? "") ?? 0,
                packets: String(decoding: packets.standardOutput, as: UTF8.self).split(separator: "\n").map { line in
                    let parts = line.split(separator: ",")
                    return (milliseconds(parts.first ?? ""), milliseconds(parts.dropFirst().first ?? ""))
                })
        }
    }
}
