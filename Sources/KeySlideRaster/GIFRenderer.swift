import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideSystem

/// Animated GIFs of drawings.
public enum GIFRenderer {
    /// An animated GIF of `drawing` that loops forever.
    ///
    /// Frames are sampled as `frameSchedule(duration:fps:)` says. A frame time whose display list
    /// equals the previous one is not painted again, and a frame whose pixels equal the previous
    /// one is not written: its time goes to the frame before. Frames are painted on two cores
    /// (`FramePipeline`), encoded on two cores and written in order, so the bytes never depend on
    /// scheduling. Each written frame holds only the box of pixels that changed. All frames share
    /// one palette (`GIFPalette`): interface colours are exact, with no dithering. Two passes: the
    /// first paints each frame, learns which colours it writes, which orders the palette
    /// (`PaletteUsage`), and keeps what it changes (`FrameChange`); the second replays the changes
    /// in the palette's order and encodes them. `progress` counts both passes.
    ///
    /// The scale and frame rate must be in `RasterOptions.scales` and `frameRates`: the edge
    /// checks them and says what is accepted, so anything else here stops with a precondition.
    ///
    /// - Parameters:
    ///   - options: pixels per point and frames per second.
    ///   - progress: called with (frame times done, frame times in all, counted once per pass) as
    ///     frames finish.
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

    /// The durations a GIF can animate: from one frame of 2 cs (browsers slow shorter delays down,
    /// docs/facts.md §R0.8) to a day.
    static let animatableDurations: ClosedRange<Double> = 0.02...86_400

    /// The frames a GIF of `duration` seconds at `fps` has: a GIF plays again from the start, so
    /// its schedule loops (`FrameSchedule.looping`), its last frame ending as the loop restarts.
    /// What `render --json` and the work ceiling count for a GIF.
    public static func frameSchedule(duration: Double, fps: Int) -> FrameSchedule {
        .looping(duration: duration, fps: fps)
    }

    /// The same GIF as `gif(of:options:progress:)`, handed to `output` frame by frame as it is
    /// encoded, so that memory does not grow with the GIF (a render at the limits makes
    /// gigabytes), made by `workers` workers (`FramePipeline`; 1 or more): the bytes are the
    /// same for any number. When `output` refuses bytes the render stops with a `RasterError`
    /// and the sink's owner reports its own reason.
    public static func gif(
        of drawing: Drawing, options: RasterOptions, workers: Int = RasterOptions.defaultWorkers,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil, output: ByteSink
    ) throws(RasterError) {
        precondition(workers >= 1, "a GIF needs a worker")
        RasterOptions.requireSupported(scale: options.scale)
        guard animatableDurations.contains(drawing.duration) else { throw .duration(drawing.duration) }
        let schedule = frameSchedule(duration: drawing.duration, fps: options.fps)
        // Frames stream: each frame's display list is built when a pass reaches it and dropped
        // after, once for the palette pass and once for painting, so memory stays flat however
        // long the scene (keeping every list cost gigabytes for long scenes with many views). The
        // labels the palette pass lays out are reused by the painter.
        let layout = TextLayout(grid: PixelGrid(scale: options.scale))
        let chosen = try GIFPalette(
            drawing: drawing, at: schedule.times, scale: options.scale, workers: workers, layout: layout)
        // First pass: paint every frame, learn which colours each writes and keep what it
        // changes; order the palette by that use (`GIFPalette.reordered(byUse:)`); then replay
        // the changes onto one canvas of indices and encode them. The changes of a long scene go
        // to a scratch file (`FrameChangeLog`), so memory stays flat without painting twice.
        let pixels = try canvasPixels(of: drawing.size, scale: options.scale)
        let frameCount = schedule.count
        let painted = try paintFrames(
            of: drawing, at: schedule.times, scale: options.scale, palette: chosen, layout: layout,
            workers: workers, pixels: pixels
        ) { frame in progress?(frame + 1, 2 * frameCount) }
        let palette = chosen.reordered(byUse: painted.usage)
        var log = painted.log
        var writer = try AnimatedGIFWriter(
            width: pixels.width, height: pixels.height, palette: palette, output: output)
        try encodeFrames(
            from: &log, relabel: chosen.relabelling(to: palette), palette: palette, delays: schedule.delays,
            workers: workers, pixels: pixels, writer: &writer, output: output
        ) { done in progress?(frameCount + done, 2 * frameCount) }
        try writer.finish(output: output)
    }

    /// The first pass: paints every frame on the workers, and returns which colours each frame
    /// writes (for the palette's order) and the log of what each frame changes, in indices of
    /// `palette`. `painted` is called with each frame's index as it is delivered, in order.
    private static func paintFrames(
        of drawing: Drawing, at times: [Double], scale: Int, palette: GIFPalette, layout: TextLayout, workers: Int,
        pixels: (width: Int, height: Int), painted: (_ frame: Int) -> Void
    ) throws(RasterError) -> (usage: PaletteUsage, log: FrameChangeLog) {
        var pipeline = try FramePipeline(size: drawing.size, scale: scale, textLayout: layout, workers: workers)
        var usage = PaletteUsage()
        var log = FrameChangeLog()
        try pipeline.run(
            drawing, at: times, workerState: IndexedCanvas(PaletteIndexer(palette: palette)),
            painted: { (canvas, image, areas) in canvas.update(image, areas: areas) },
            compared: { previous, current in
                // Worked out here, on the workers: what the frame writes and its record in the log.
                let change = FrameChange(from: previous, to: current, width: pixels.width)
                return (colors: change?.colorsWritten, record: FrameChangeLog.record(of: change))
            },
            deliver: { (frame, change) throws(RasterError) in
                if let colors = change?.colors { usage.frames.append(colors) }
                try log.append(record: change?.record ?? FrameChangeLog.record(of: nil))
                painted(frame)
            })
        return (usage, log)
    }

    /// The second pass: replays the logged changes with `relabel` (the first pass's indices to
    /// `palette`'s), encodes the frames on the workers and hands them to `writer` in order.
    /// `written` is called with the count of frames written so far.
    private static func encodeFrames(
        from log: inout FrameChangeLog, relabel: [UInt8], palette: GIFPalette, delays: [Int], workers: Int,
        pixels: (width: Int, height: Int), writer: inout AnimatedGIFWriter, output: ByteSink,
        written: (_ done: Int) -> Void
    ) throws(RasterError) {
        let frameCount = delays.count
        var changes = try log.reader()
        var replay = FrameChangeReplay(width: pixels.width, height: pixels.height, relabel: relabel)
        let roundSize = FramePipeline.roundSize(pixels: pixels.width * pixels.height)
        let encoders = FramePipeline.workers(asked: workers, pixels: pixels.width * pixels.height)
        // Rounds of frames: one is brought up to date in order (`replay`) while the one before
        // is encoded on every core, then written in order.
        var prepared = 0
        var failure: RasterError?
        func nextRound() -> [FrameChangeReplay.Frame?] {
            var round: [FrameChangeReplay.Frame?] = []
            while failure == nil, round.count < roundSize, prepared < frameCount {
                do throws(RasterError) {
                    guard let change = try changes.next() else {
                        throw .changesEnded(after: prepared, of: frameCount)
                    }
                    round.append(change.map { replay.frame(after: $0) })
                    prepared += 1
                } catch {
                    failure = error
                }
            }
            return round
        }
        func encode(_ frame: FrameChangeReplay.Frame?) -> [UInt8]? {
            switch frame {
            case nil: nil
            case .first(let indices)?:
                GIFFrameEncoder.encoded(
                    indices, box: PixelRect(minX: 0, minY: 0, maxX: pixels.width, maxY: pixels.height), palette: palette
                )
            case .change(let box, let indices, let unchanged)?:
                GIFFrameEncoder.frame(box: box, indices: indices, unchanged: unchanged, palette: palette)
            }
        }
        var round = nextRound()
        var done = 0
        while !round.isEmpty {
            var following: [FrameChangeReplay.Frame?] = []
            let encoded = FramePipeline.map(round, workers: encoders, alongside: { following = nextRound() }, encode)
            if let failure { throw failure }
            for bytes in encoded {
                try writer.add(bytes, delay: delays[done], output: output)
                done += 1
                written(done)
            }
            round = following
        }
    }
}

/// A worker's canvas as palette indices, kept up to date where it is painted again.
struct IndexedCanvas {
    private var indexer: PaletteIndexer
    private var indices: [UInt8] = []

    init(_ indexer: PaletteIndexer) {
        self.indexer = indexer
    }

    /// The indices of `image` once the pixels of `areas` are indexed again. The array returned
    /// shares its storage until the next change.
    mutating func update(_ image: GDImage, areas: [PixelRect]) -> [UInt8] {
        if indices.count != image.width * image.height {
            indices = [UInt8](repeating: 0, count: image.width * image.height)
            indexer.map(image, area: image.bounds, into: &indices)
        } else {
            for area in areas { indexer.map(image, area: area, into: &indices) }
        }
        return indices
    }
}
