import KeySlideCanvas
import KeySlideGeometry
import KeySlideSystem

/// PNG files of frames: one moment, or a folder of every frame.
public enum PNGRenderer {
    /// `frame` as a truecolor PNG at `scale` pixels per point, anti-aliased like the GIF but
    /// with every blend colour kept (no palette). The same bytes as the frame of a folder at that
    /// moment (`PNGEncoder` deflates each band of rows on its own, so a band's bytes never depend
    /// on the frame before).
    public static func png(of frame: DisplayList, scale: Int) throws(RasterError) -> [UInt8] {
        var painter = try FramePainter(size: frame.size, scale: scale)
        try painter.paint(frame)
        var encoder = try PNGEncoder(width: painter.canvas.width, height: painter.canvas.height)
        return try encoder.png(of: painter.canvas, changed: [])
    }

    /// The frames of `drawing` at each of `times`, handed to `output` in order as PNG files,
    /// each the same file as `png(of:scale:)` of its moment.
    ///
    /// Frames are painted and compressed by `workers` workers (`FramePipeline`), each painter over its
    /// last frame where they differ, and each worker's `PNGEncoder` compresses again only the
    /// bands of rows painted again; a frame whose display list equals the one before is the
    /// same picture and gets the same bytes, as the GIF holds a frame. A folder of any length
    /// holds two rounds of frames in memory. When `output` refuses a frame the render stops with
    /// a `RasterError`, and the sink's owner reports its own reason. `workers` (1 or more) paint
    /// and compress: the bytes are the same for any number.
    public static func frames(
        of drawing: Drawing, at times: [Double], scale: Int, workers: Int = RasterOptions.defaultWorkers,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil, output: FrameSink
    ) throws(RasterError) {
        RasterOptions.requireSupported(scale: scale)
        // One layout for both painters: each label is rendered once, by whichever meets it first.
        var pipeline = try FramePipeline(
            size: drawing.size, scale: scale, textLayout: TextLayout(grid: PixelGrid(scale: scale)), workers: workers)
        var last: [UInt8] = []
        // Each worker's own encoder (made on its first frame: an encoder is not shared) and the
        // last picture it made.
        try pipeline.run(
            drawing, at: times, workerState: (encoder: PNGEncoder?.none, picture: [UInt8]()),
            painted: { (state, canvas, areas) throws(RasterError) in
                // A canvas painted nowhere again shows the worker's last picture.
                guard !areas.isEmpty || state.picture.isEmpty else { return state.picture }
                var encoder: PNGEncoder
                if let made = state.encoder {
                    encoder = made
                } else {
                    encoder = try PNGEncoder(width: canvas.width, height: canvas.height)
                }
                state.encoder = nil
                state.picture = try encoder.png(of: canvas, changed: areas)
                state.encoder = encoder
                return state.picture
            },
            compared: { _, current in current },
            deliver: { (frame, picture) throws(RasterError) in
                if let picture { last = picture }
                guard output(frame, last) else { throw RasterError.outputRefused }
                progress?(frame + 1, times.count)
            })
    }
}
