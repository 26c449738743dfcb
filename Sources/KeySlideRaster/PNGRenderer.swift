import KeySlideCanvas
import KeySlideGeometry

/// PNG files of frames: one moment, or a folder of every frame.
public enum PNGRenderer {
    /// `frame` as a truecolor PNG at `scale` pixels per point, anti-aliased like the GIF but
    /// with every blend colour kept (no palette).
    public static func png(of frame: DisplayList, scale: Int) throws(RasterError) -> [UInt8] {
        var painter = try FramePainter(size: frame.size, scale: scale)
        try painter.paint(frame)
        return try painter.canvas.pngBytes(level: level)
    }

    /// The frames of `drawing` at each of `times`, handed to `output` in order as PNG files,
    /// each the same file as `png(of:scale:)` of its moment.
    ///
    /// Frames are painted and compressed on two cores (`FramePipeline`), each painter over its
    /// last frame where they differ; a frame whose display list equals the one before is the
    /// same picture and gets the same bytes, as the GIF holds a frame. A folder of any length
    /// holds two rounds of frames in memory. When `output` refuses a frame the render stops with
    /// a `RasterError`, and the sink's owner reports its own reason.
    public static func frames(
        of drawing: Drawing, at times: [Double], scale: Int, progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
        output: FrameSink
    ) throws(RasterError) {
        try frames(
            of: drawing, at: times, scale: scale, workers: FramePipeline.defaultWorkers, progress: progress,
            output: output)
    }

    /// The same frames made by `workers` workers (`FramePipeline`): the bytes are the same for
    /// any number.
    static func frames(
        of drawing: Drawing, at times: [Double], scale: Int, workers: Int,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil, output: FrameSink
    ) throws(RasterError) {
        RasterOptions.requireSupported(scale: scale)
        // The labels of the first frame, laid out once for both workers: most labels stay all along.
        var layout = TextLayout(grid: PixelGrid(scale: scale))
        if let first = times.first {
            for item in drawing.displayList(at: first).items {
                if case .text(let text) = item.primitive.shape { _ = try layout.placement(of: text) }
            }
        }
        var pipeline = try FramePipeline(size: drawing.size, scale: scale, textLayout: layout, workers: workers)
        var last: [UInt8] = []
        try pipeline.run(
            drawing, at: times, workerState: [UInt8](),
            painted: { (picture, canvas, areas) throws(RasterError) in
                // A canvas painted nowhere again shows the worker's last picture.
                if !areas.isEmpty || picture.isEmpty { picture = try canvas.pngBytes(level: level) }
                return picture
            },
            compared: { _, current in current },
            deliver: { (frame, picture) throws(RasterError) in
                if let picture { last = picture }
                guard output(frame, last) else { throw RasterError.outputRefused }
                progress?(frame + 1, times.count)
            })
    }

    /// zlib's compression level, one for single PNGs and folders alike, so that a frame of a
    /// folder is the same file as `png(of:scale:)` of its moment (a test holds `--at` to that).
    ///
    /// Chosen by measurement on Samples/readme-form.yaml (content-inset, 236 frames at scale 1):
    /// CPU time (`perf` samples, two runs each, on a loaded machine) and folder bytes: level 1
    /// 10–11 k samples, 6,907,541 bytes; 3: 10–11 k, 6,678,097; 6 (zlib's default): 14–15 k,
    /// 6,251,884; 9: about three times level 6's time, 5,966,014. Levels 1 to 3 cost the same
    /// (zlib's fast strategy) and 3 is the smallest of them: 7 % larger than 6 for 28 % less
    /// time. Half of what is left is libpng's choice of row filters, which libgd 2.3.3 does not
    /// let a caller set (`gd_png.c`).
    static let level: Int32 = 3
}
