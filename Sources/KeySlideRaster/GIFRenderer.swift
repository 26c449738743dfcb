import KeySlideCanvas
import KeySlideGeometry

/// Animated GIFs of drawings.
public enum GIFRenderer {
    /// An animated GIF of `drawing` that loops forever.
    ///
    /// Frames are sampled as `FrameSchedule` says. A frame time whose display list equals the
    /// previous one is not painted again, and a frame whose pixels equal the previous one is not
    /// written: its time goes to the frame before. Frames are painted on two cores
    /// (`FramePipeline`) and encoded in order, so the bytes never depend on scheduling. Each
    /// written frame holds only the box of pixels that changed. All frames share one palette (`GIFPalette`): interface colours are
    /// exact, with no dithering.
    ///
    /// The scale and frame rate must be in `RasterOptions.scales` and `frameRates`: the edge
    /// checks them and says what is accepted, so anything else here stops with a precondition.
    ///
    /// - Parameters:
    ///   - options: pixels per point and frames per second.
    ///   - progress: called with (frame times done, frame times in all) as frames finish.
    /// - Throws: `RasterError` for a duration or canvas that cannot be animated, more colours than
    ///   a GIF holds, or a libgd failure.
    public static func gif(
        of drawing: Drawing, options: RasterOptions, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(RasterError) -> [UInt8] {
        var bytes: [UInt8] = []
        try gif(of: drawing, options: options, progress: progress) { piece in
            bytes += piece
            return true
        }
        return bytes
    }

    /// The same GIF as `gif(of:options:progress:)`, handed to `output` frame by frame as it is
    /// encoded, so that memory does not grow with the GIF (a render at the limits makes
    /// gigabytes). When `output` refuses bytes the render stops with a `RasterError` and the
    /// sink's owner reports its own reason.
    public static func gif(
        of drawing: Drawing, options: RasterOptions, progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
        output: ByteSink
    ) throws(RasterError) {
        RasterOptions.requireSupported(scale: options.scale)
        let schedule = try FrameSchedule(duration: drawing.duration, fps: options.fps)
        // Frames stream: each frame's display list is built when a pass reaches it and dropped
        // after, once for the palette pass and once for painting, so memory stays flat however
        // long the scene (keeping every list cost gigabytes for long scenes with many views). The
        // labels the palette pass lays out are reused by the painter.
        let lists = schedule.times.lazy.map(drawing.displayList(at:))
        var layout = TextLayout(grid: PixelGrid(scale: options.scale))
        let palette = try GIFPalette(drawing: drawing, frames: lists, scale: options.scale, layout: &layout)
        var pipeline = try FramePipeline(
            size: drawing.size, scale: options.scale, textLayout: layout, indexer: PaletteIndexer(palette: palette))
        let pixels = try canvasPixels(of: drawing.size, scale: options.scale)
        var writer = try AnimatedGIFWriter(
            width: pixels.width, height: pixels.height, palette: palette, output: output)
        try pipeline.run(drawing, at: schedule.times) { (frame, indices) throws(RasterError) in
            if let indices {
                try writer.add(indices, delay: schedule.delays[frame], output: output)
            } else {
                try writer.hold(for: schedule.delays[frame], output: output)
            }
            progress?(frame + 1, schedule.times.count)
        }
        try writer.finish(output: output)
    }
}

/// Single frames as PNG files.
public enum PNGRenderer {
    /// `frame` as a truecolor PNG at `scale` pixels per point, anti-aliased like the GIF but
    /// with every blend colour kept (no palette).
    public static func png(of frame: DisplayList, scale: Int) throws(RasterError) -> [UInt8] {
        var painter = try FramePainter(size: frame.size, scale: scale)
        try painter.paint(frame)
        return try painter.canvas.pngBytes()
    }

    /// zlib's level for frame folders: the default, as for a single PNG, so that a frame is the
    /// same file as `png(of:)` of its moment (a test holds `--at` to that). Measured on
    /// Samples/readme-form.yaml (content-inset, 236 frames at scale 1, CPU seconds / folder
    /// bytes): level 1 1.38 s / 5,428,798; 3 1.41 s / 5,236,250; 4 1.90 s / 5,024,489; 6 (the
    /// default) 2.05 s / 4,848,688; 9 6.11 s / 4,600,597. Level 3 would save a third of the time,
    /// at the price of that sameness; the rest is libpng's adaptive row filters, which libgd
    /// 2.3.3 gives no way to choose.
    static let frameLevel: Int32? = nil
}

/// A folder's PNG frames of one drawing, painted one at a time on one canvas, so that each label
/// is laid out once (laying text out again for every frame took 44 % of the time) and a folder
/// of any length holds one frame in memory; compressed at `PNGRenderer.frameLevel`.
public struct PNGFramePainter {
    private var painter: FramePainter
    private var previous: (list: DisplayList, png: [UInt8])?

    public init(size: Size, scale: Int) throws(RasterError) {
        painter = try FramePainter(size: size, scale: scale)
    }

    /// `list` as a PNG file.
    public mutating func png(of list: DisplayList) throws(RasterError) -> [UInt8] {
        // Nothing moved: the same picture, so the same bytes (as the GIF holds a frame).
        if let previous, previous.list == list { return previous.png }
        try painter.paint(list)
        let png = try painter.canvas.pngBytes(level: PNGRenderer.frameLevel)
        previous = (list, png)
        return png
    }
}
