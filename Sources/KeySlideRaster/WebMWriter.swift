import KeySlideSystem

/// A WebM file of one VP9 video track, written by KeySlide (docs/facts.md §R0.18): EBML elements
/// (RFC 8794) as the Matroska specification (RFC 9559) and WebM's subset name them.
///
/// Layout: the EBML header, then one Segment of known size holding a SeekHead (where Info,
/// Tracks and Cues are), Info (1 ms timestamps, the duration), Tracks (V_VP9, its size and its
/// colours: BT.709, limited range), the Clusters and last the Cues (a cue at each key frame, so a
/// player can seek). Each frame is a BlockGroup: its Block, its BlockDuration (the GIF delay, so
/// the last frame's time is written too, and a reader need not guess from the next frame) and,
/// for a frame that is not a key frame, a ReferenceBlock to the frame before. A Cluster starts at
/// each key frame, and wherever a block's time would not fit the 16 bits a Block holds relative
/// to its Cluster. Clusters go to a scratch file as they are finished; `finish` writes the
/// header, with the sizes now known, and copies them after it, so memory stays flat.
struct WebMWriter {
    private let width: Int
    private let height: Int
    private let totalMilliseconds: Int
    private let clusters: ScratchFile
    private var clusterBytes = 0
    /// The open cluster: its start in milliseconds and its blocks so far.
    private var open: (start: Int, blocks: [UInt8])?
    /// Each key frame's cluster: its time and its offset among the clusters.
    private var cues: [(time: Int, offset: Int)] = []
    private var lastStart: Int?

    init(width: Int, height: Int, totalMilliseconds: Int) throws(RasterError) {
        self.width = width
        self.height = height
        self.totalMilliseconds = totalMilliseconds
        guard let scratch = ScratchFile() else { throw .scratchNotWritten("no temporary file could be made") }
        clusters = scratch
    }

    /// Adds a frame's `packet`, shown from `start` for `duration` milliseconds.
    mutating func add(_ packet: VP9Encoder.Packet, start: Int, duration: Int) throws(RasterError) {
        if packet.isKey || open.map({ start - $0.start > Int(Int16.max) }) ?? true {
            try closeCluster()
            if packet.isKey { cues.append((start, clusterBytes)) }
            open = (start, [])
        }
        guard var cluster = open else { preconditionFailure("a cluster is open") }
        let relative = start - cluster.start
        // Track 1 (a one-byte number), the time relative to the cluster, no flags.
        let block = [0x81, UInt8(truncatingIfNeeded: relative >> 8), UInt8(truncatingIfNeeded: relative), 0]
        var group = EBML.element(0xA1, block + packet.bytes) + EBML.unsigned(0x9B, duration)
        if !packet.isKey, let lastStart { group += EBML.signed(0xFB, lastStart - start) }
        cluster.blocks += EBML.element(0xA0, group)
        open = cluster
        lastStart = start
    }

    private mutating func closeCluster() throws(RasterError) {
        guard let cluster = open else { return }
        let bytes = EBML.element(0x1F43_B675, EBML.unsigned(0xE7, cluster.start) + cluster.blocks)
        try clusters.write(bytes)
        clusterBytes += bytes.count
        open = nil
    }

    /// Writes the file to `output`.
    mutating func finish(output: ByteSink) throws(RasterError) {
        try closeCluster()
        let header = EBML.element(
            0x1A45_DFA3,
            EBML.unsigned(0x4286, 1) + EBML.unsigned(0x42F7, 1) + EBML.unsigned(0x42F2, 4)
                + EBML.unsigned(0x42F3, 8) + EBML.element(0x4282, Array("webm".utf8)) + EBML.unsigned(0x4287, 4)
                + EBML.unsigned(0x4285, 2))
        let info = EBML.element(
            0x1549_A966,
            EBML.unsigned(0x2A_D7B1, 1_000_000) + EBML.float(0x4489, Double(totalMilliseconds))
                + EBML.element(0x4D80, Array("KeySlide".utf8)) + EBML.element(0x5741, Array("KeySlide".utf8)))
        // BT.709 matrix, transfer and primaries (1), broadcast range (1).
        let colour = EBML.element(
            0x55B0,
            EBML.unsigned(0x55B1, 1) + EBML.unsigned(0x55B9, 1) + EBML.unsigned(0x55BA, 1) + EBML.unsigned(0x55BB, 1))
        let video = EBML.element(0xE0, EBML.unsigned(0xB0, width) + EBML.unsigned(0xBA, height) + colour)
        let track = EBML.element(
            0xAE,
            EBML.unsigned(0xD7, 1) + EBML.unsigned(0x73C5, 1) + EBML.unsigned(0x83, 1) + EBML.unsigned(0x9C, 0)
                + EBML.element(0x86, Array("V_VP9".utf8)) + video)
        let tracks = EBML.element(0x1654_AE6B, track)
        // The SeekHead's size does not depend on the offsets it holds (8 bytes each), so the
        // offsets can be worked out from its size.
        func seekHead(info: Int, tracks: Int, cues: Int) -> [UInt8] {
            let entries = [(0x1549_A966, info), (0x1654_AE6B, tracks), (0x1C53_BB6B, cues)].map { id, position in
                EBML.element(
                    0x4DBB, EBML.element(0x53AB, EBML.idBytes(id)) + EBML.element(0x53AC, EBML.bigEndian(position, 8)))
            }
            return EBML.element(0x114D_9B74, entries.flatMap { $0 })
        }
        let seekSize = seekHead(info: 0, tracks: 0, cues: 0).count
        let clustersStart = seekSize + info.count + tracks.count
        let cuePoints = cues.flatMap { cue in
            EBML.element(
                0xBB,
                EBML.unsigned(0xB3, cue.time)
                    + EBML.element(0xB7, EBML.unsigned(0xF7, 1) + EBML.unsigned(0xF1, clustersStart + cue.offset)))
        }
        let cueElement = EBML.element(0x1C53_BB6B, cuePoints)
        let seek = seekHead(info: seekSize, tracks: seekSize + info.count, cues: clustersStart + clusterBytes)
        let segmentSize = clustersStart + clusterBytes + cueElement.count
        try RasterError.send(
            header + EBML.idBytes(0x1853_8067) + EBML.size(segmentSize) + seek + info + tracks, to: output)
        try clusters.rewind()
        while true {
            let piece = try clusters.read(upTo: 1 << 20)
            if piece.isEmpty { break }
            try RasterError.send(piece, to: output)
        }
        try RasterError.send(cueElement, to: output)
    }
}

/// EBML's element coding (RFC 8794): an ID (its marker bits included), a size as a
/// variable-length integer, the data.
enum EBML {
    static func element(_ id: Int, _ data: [UInt8]) -> [UInt8] {
        idBytes(id) + size(data.count) + data
    }

    static func unsigned(_ id: Int, _ value: Int) -> [UInt8] {
        precondition(value >= 0, "an unsigned element holds no negative number")
        var length = 1
        while length < 8, value >> (8 * length) != 0 { length += 1 }
        return element(id, bigEndian(value, length))
    }

    static func signed(_ id: Int, _ value: Int) -> [UInt8] {
        var length = 1
        while length < 8, !(-(1 << (8 * length - 1))..<(1 << (8 * length - 1))).contains(value) { length += 1 }
        return element(id, bigEndian(value, length))
    }

    static func float(_ id: Int, _ value: Double) -> [UInt8] {
        element(id, bigEndian(Int(bitPattern: UInt(value.bitPattern)), 8))
    }

    /// An ID's bytes: as long as its value needs (its first byte's marker bit says how long).
    static func idBytes(_ id: Int) -> [UInt8] {
        var length = 1
        while length < 4, id >> (8 * length) != 0 { length += 1 }
        return bigEndian(id, length)
    }

    /// A data size as a variable-length integer of 8 bytes or fewer: the marker bit, then the value.
    static func size(_ value: Int) -> [UInt8] {
        var length = 1
        // A length of n holds 7n bits; all ones is reserved (unknown size).
        while length < 8, value >= (1 << (7 * length)) - 1 { length += 1 }
        var bytes = bigEndian(value, length)
        bytes[0] |= UInt8(0x80 >> (length - 1))
        return bytes
    }

    /// The low `length` bytes of `value`, most significant first.
    static func bigEndian(_ value: Int, _ length: Int) -> [UInt8] {
        (0..<length).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
