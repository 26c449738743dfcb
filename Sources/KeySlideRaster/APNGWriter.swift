import CGD
import KeySlideSystem

/// Writes an animated PNG frame after frame: the first frame whole in the IDAT chunk, each
/// later one as the box of pixels that changed since the frame before (fcTL and fdAT chunks),
/// with its delay in centiseconds.
///
/// The frame count comes first in the file (acTL) but is known only at the end, when the frames
/// that repeat the one before have been merged; so the frames go to a scratch file as they come
/// (`ScratchFile`), and `finish` writes the header and then copies them out: memory stays flat
/// however long the animation.
struct APNGWriter: TruecolorEncoder {
    /// libdeflate's level for every frame: 6, its default; measured on the samples against 3 and 9
    /// (docs/performance.md, "Formats").
    static let level: Int32 = 9

    let width: Int
    let height: Int
    private var frames: ScratchFile
    private var frameCount = 0
    /// The next chunk's sequence number (fcTL and fdAT share one count).
    private var sequence = 0

    /// A frame's box and its zlib stream, compressed on a worker.
    struct Prepared {
        var box: PixelRect
        var stream: [UInt8]
    }

    init(width: Int, height: Int) throws(RasterError) {
        precondition(width > 0 && height > 0, "an APNG has pixels")
        self.width = width
        self.height = height
        guard let scratch = ScratchFile() else { throw .scratchNotWritten("no temporary file could be made") }
        frames = scratch
    }

    static func prepare(
        _ frame: TruecolorFrame, changed: PixelRect, previous: TruecolorFrame?
    ) throws(RasterError) -> Prepared {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw .deflateNotStarted(status: -1)
        }
        defer { libdeflate_free_compressor(compressor) }
        return Prepared(
            box: changed,
            stream: try PNGEncoder.zlibStream(of: frame, box: changed, previous: previous, compressor: compressor))
    }

    mutating func add(_ frame: Prepared, start: Int, duration: Int) throws(RasterError) {
        var chunks: [UInt8] = []
        PNGEncoder.append(
            chunk: "fcTL", PNGEncoder.frameControl(sequence: sequence, box: frame.box, centiseconds: duration),
            to: &chunks)
        sequence += 1
        if frameCount == 0 {
            precondition(frame.box == PixelRect(minX: 0, minY: 0, maxX: width, maxY: height), "a whole first frame")
            PNGEncoder.append(chunk: "IDAT", frame.stream, to: &chunks)
        } else {
            PNGEncoder.append(chunk: "fdAT", PNGEncoder.bigEndian(UInt32(sequence)) + frame.stream, to: &chunks)
            sequence += 1
        }
        frameCount += 1
        try frames.write(chunks)
    }

    /// Writes the file to `output`: signature, header, frame count, the frames, end.
    func finish(output: ByteSink) throws(RasterError) {
        precondition(frameCount > 0, "an animation has a frame")
        var head = PNGEncoder.signature
        PNGEncoder.append(chunk: "IHDR", PNGEncoder.animationHeader(width: width, height: height), to: &head)
        PNGEncoder.append(chunk: "acTL", PNGEncoder.animationControl(frameCount: frameCount), to: &head)
        try RasterError.send(head, to: output)
        try frames.rewind()
        while true {
            let piece = try frames.read(upTo: 1 << 20)
            if piece.isEmpty { break }
            try RasterError.send(piece, to: output)
        }
        var end: [UInt8] = []
        PNGEncoder.append(chunk: "IEND", [], to: &end)
        try RasterError.send(end, to: output)
    }
}
