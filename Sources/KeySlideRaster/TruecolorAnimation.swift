import Foundation
import KeySlideCanvas
import KeySlideEasing
import KeySlideSystem

/// The animated pictures KeySlide writes in true colour, every blend colour kept (a GIF has a
/// palette): each plays the GIF's frames for the GIF's times.
public enum AnimationFormat: String, Hashable, Sendable, CaseIterable {
    /// Animated PNG (acTL, fcTL and fdAT chunks), written by KeySlide's own `PNGEncoder`.
    case apng
    /// Animated WebP, lossless, by libwebp's animation encoder (`WebPAnimation`).
    case webp
    /// VP9 video in a WebM file: libvpx encodes (`VP9Encoder`), KeySlide writes the file (`WebMWriter`).
    case webm
}

/// Animated APNG, WebP and WebM files of drawings, on the GIF's frame schedule.
public enum AnimationRenderer {
    /// The durations these formats can animate: from one frame of 2 cs, as a GIF, to 655.35 s,
    /// the longest delay an APNG frame holds (16 bits of centiseconds; scenes end at 600 s).
    static let animatableDurations: ClosedRange<Double> = 0.02...655.35

    /// The frames of an animation of `duration` seconds at `fps`: the GIF's
    /// (`GIFRenderer.frameSchedule`), so every format shows the same frames for the same times.
    public static func frameSchedule(duration: Double, fps: Int) -> FrameSchedule {
        GIFRenderer.frameSchedule(duration: duration, fps: fps)
    }

    /// `drawing` as an animation in `format` that loops forever (a video plays once), handed to
    /// `output` in order, made by `workers` workers (1 or more); the bytes are the same for any
    /// number.
    ///
    /// Frames are sampled as `frameSchedule(duration:fps:)` says, and each is shown for its GIF
    /// delay: a frame time whose pixels equal the frame before's is not written, and its time goes
    /// to the frame before, as in the GIF; a video gets these as variable timestamps (a WebM block
    /// for each written frame, at its start, with its duration), not duplicated frames. Frames
    /// are painted, compared and prepared (compressed, or converted to video colours) on the
    /// workers (`FramePipeline`), then encoded in order on this thread.
    ///
    /// - Throws: `RasterError` for a duration or canvas that cannot be animated, a library
    ///   failure, or an output that refuses bytes.
    public static func render(
        _ format: AnimationFormat, of drawing: Drawing, options: RasterOptions,
        workers: Int = RasterOptions.defaultWorkers, progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
        output: ByteSink
    ) throws(RasterError) {
        precondition(workers >= 1, "an animation needs a worker")
        RasterOptions.requireSupported(scale: options.scale)
        guard animatableDurations.contains(drawing.duration) else {
            throw .duration(drawing.duration, accepted: animatableDurations)
        }
        let pixels = try canvasPixels(of: drawing.size, scale: options.scale)
        let totalCentiseconds = frameSchedule(duration: drawing.duration, fps: options.fps).delays.reduce(0, +)
        switch format {
        case .apng:
            var writer = try APNGWriter(width: pixels.width, height: pixels.height)
            try TruecolorFrames.encode(drawing, options: options, workers: workers, progress: progress, into: &writer)
            try writer.finish(output: output)
        case .webp:
            var animation = try WebPAnimation(width: pixels.width, height: pixels.height)
            try TruecolorFrames.encode(
                drawing, options: options, workers: workers, progress: progress, into: &animation)
            try RasterError.send(try animation.finish(totalCentiseconds: totalCentiseconds), to: output)
        case .webm:
            var video = try WebMVideo(width: pixels.width, height: pixels.height, totalCentiseconds: totalCentiseconds)
            try TruecolorFrames.encode(drawing, options: options, workers: workers, progress: progress, into: &video)
            try video.finish(output: output)
        }
    }
}

/// One painted frame in true colour: `0x00RRGGBB` pixels, row after row, copied off a painter's
/// canvas so that the painter can go on to its next frame.
struct TruecolorFrame {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    init(copying image: GDImage) {
        width = image.width
        height = image.height
        let rows = image.truecolorRows
        let width = self.width
        pixels = [UInt32](unsafeUninitializedCapacity: width * image.height) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            for (y, row) in rows.enumerated() {
                UnsafeMutableRawPointer(base + y * width).copyMemory(from: row, byteCount: 4 * width)
            }
            count = width * rows.count
        }
    }

    var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// The smallest box holding every pixel that differs from `previous` (a frame of the same
    /// size), or nil when none does.
    func changedBox(since previous: TruecolorFrame) -> PixelRect? {
        precondition(previous.width == width && previous.height == height, "frames of different sizes")
        return pixels.withUnsafeBufferPointer { now in
            previous.pixels.withUnsafeBufferPointer { before in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(now.baseAddress! + y * width, before.baseAddress! + y * width, 4 * width) != 0
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)! + 1
                var left = width
                var right = 0
                for y in top..<bottom {
                    let start = y * width
                    var x = 0
                    while x < left, now[start + x] == before[start + x] { x += 1 }
                    left = min(left, x)
                    var end = width
                    while end > right, now[start + end - 1] == before[start + end - 1] { end -= 1 }
                    right = max(right, end)
                }
                return PixelRect(minX: left, minY: top, maxX: right, maxY: bottom)
            }
        }
    }
}

/// What each true-colour format does with the frames `TruecolorFrames` hands it.
protocol TruecolorEncoder {
    /// A frame made ready for encoding on a worker (compressed, converted).
    associatedtype Prepared

    /// On any worker: `frame`, whose pixels in `changed` differ from `previous` (nil for the
    /// first frame, whose box is the whole canvas).
    static func prepare(
        _ frame: TruecolorFrame, changed: PixelRect, previous: TruecolorFrame?
    ) throws(RasterError) -> Prepared

    /// In frame order: the next frame, shown from `start` for `duration` centiseconds.
    mutating func add(_ frame: Prepared, start: Int, duration: Int) throws(RasterError)
}

/// Paints a drawing's frames on the GIF's schedule and hands each new picture to an encoder with
/// its time: the one place the true-colour formats get their timing.
enum TruecolorFrames {
    /// Paints `drawing` at `AnimationRenderer.frameSchedule`'s times and hands `encoder` each
    /// frame whose pixels differ from the one before, with its start and its duration: its own
    /// delay plus the delays of the frames after it that repeat it (the GIF's rule).
    static func encode<Encoder: TruecolorEncoder>(
        _ drawing: Drawing, options: RasterOptions, workers: Int, progress: ((_ done: Int, _ total: Int) -> Void)?,
        into encoder: inout Encoder
    ) throws(RasterError) {
        let schedule = AnimationRenderer.frameSchedule(duration: drawing.duration, fps: options.fps)
        let delays = schedule.delays
        var pipeline = try FramePipeline(
            size: drawing.size, scale: options.scale, textLayout: TextLayout(grid: PixelGrid(scale: options.scale)),
            workers: workers)
        var pending: (frame: Encoder.Prepared, start: Int, duration: Int)?
        var elapsed = 0
        // Each worker keeps its last copy: a canvas painted nowhere again is the same picture.
        try pipeline.run(
            drawing, at: schedule.times, workerState: TruecolorFrame?.none,
            painted: { (last, canvas, areas) in
                if let kept = last, areas.isEmpty { return kept }
                let frame = TruecolorFrame(copying: canvas)
                last = frame
                return frame
            },
            compared: { (previous, current) throws(RasterError) -> Encoder.Prepared? in
                guard let previous else { return try Encoder.prepare(current, changed: current.bounds, previous: nil) }
                guard let box = current.changedBox(since: previous) else { return nil }
                return try Encoder.prepare(current, changed: box, previous: previous)
            },
            deliver: { (frame, prepared) throws(RasterError) in
                if let prepared = prepared ?? nil {
                    if let shown = pending {
                        try encoder.add(shown.frame, start: shown.start, duration: shown.duration)
                    }
                    pending = (prepared, elapsed, delays[frame])
                } else {
                    pending?.duration += delays[frame]
                }
                elapsed += delays[frame]
                progress?(frame + 1, schedule.count)
            })
        if let shown = pending { try encoder.add(shown.frame, start: shown.start, duration: shown.duration) }
    }
}
