import KeySlideSystem

/// Writes an animated GIF frame after frame, in order, as `GIFFrameEncoder` encoded them.
///
/// A frame time that brings no new pixel is not written: its time is added to the frame before,
/// which is why a frame is kept back until the next different one arrives. Only then is its
/// delay known and set in its graphic control extension (GIF89a §23); the frame itself was
/// encoded earlier, on either core.
///
/// Bytes go to a `ByteSink` as each frame is written, so the GIF is never held whole.
struct AnimatedGIFWriter {
    private let palette: GIFPalette
    /// The last frame, waiting for its delay to be known.
    private var pending: (bytes: [UInt8], delay: Int)?

    /// The largest delay a GIF can store: 16 bits of centiseconds (GIF89a §23).
    static let longestDelay = 65_535

    /// Starts a GIF of `width` × `height` pixels that loops forever, with `palette` as its global
    /// colour table, writing its header to `output`.
    init(width: Int, height: Int, palette: GIFPalette, output: ByteSink) throws(RasterError) {
        precondition(palette.colors.count <= GIFPalette.capacity, "no room for the transparent index")
        self.palette = palette
        // One spare entry after the colours (the background again, never shown), so that a frame
        // using every colour still finds a free index in the global table for its transparency.
        try RasterError.send(
            GIFBytes.start(width: width, height: height, colors: palette.colors + [palette.colors[0]]), to: output)
    }

    /// Adds the next frame time, shown for `delay` centiseconds: an encoded frame, or `nil` when
    /// it shows nothing new. The frame before goes to `output`.
    mutating func add(_ frame: [UInt8]?, delay: Int, output: ByteSink) throws(RasterError) {
        guard let frame else {
            try hold(for: delay, output: output)
            return
        }
        try flush(to: output)
        pending = (frame, delay)
    }

    /// Shows the last frame `delay` centiseconds longer.
    private mutating func hold(for delay: Int, output: ByteSink) throws(RasterError) {
        guard let frame = pending else { return }
        if frame.delay + delay <= Self.longestDelay {
            pending = (frame.bytes, frame.delay + delay)
            return
        }
        // Past the 16-bit limit: write the frame and continue with one transparent pixel.
        try flush(to: output)
        pending = (GIFFrameEncoder.emptyFrame(palette: palette), delay)
    }

    /// Writes the last frame and the trailer, which end the file.
    mutating func finish(output: ByteSink) throws(RasterError) {
        try flush(to: output)
        try RasterError.send(GIFBytes.end, to: output)
    }

    /// Writes the frame kept back, if any, with its delay.
    private mutating func flush(to output: ByteSink) throws(RasterError) {
        guard var frame = pending else { return }
        pending = nil
        GIFBytes.setDelay(frame.delay, in: &frame.bytes)
        try RasterError.send(frame.bytes, to: output)
    }
}
