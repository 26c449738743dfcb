import KeySlideLooks
import KeySlideRaster
import KeySlideSVG
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// A rendered picture, before it is written: one file's bytes, a file rendered as it is written,
/// or a folder of frames.
public enum RenderedPicture {
    case file([UInt8])
    /// A file rendered piece by piece as it is written (a GIF, APNG, WebP or WebM).
    case stream(FileStream)
    /// Frames rendered one at a time as they are written.
    case frames(FrameFolder)

    /// A one-file picture's bytes in memory (a stream is rendered now), nil for a folder: for
    /// short pictures, tests and the benchmarks; a run writes the pieces as they come instead.
    public func fileBytes() throws(RenderError) -> [UInt8]? {
        switch self {
        case .file(let bytes): return bytes
        case .stream(let stream):
            var bytes: [UInt8] = []
            try stream.write { piece in
                bytes += piece
                return true
            }
            return bytes
        case .frames: return nil
        }
    }
}

/// A file whose bytes are made as they are written, in order.
///
/// Why: a GIF at the limits (600 s at 50 fps, a compare at scale 3) is gigabytes; written to its
/// temporary file as each frame is encoded (`AtomicFile.write(_:to:)`), a render holds a few
/// frames, not the file.
public struct FileStream {
    private let produce: (_ output: ByteSink) throws(RenderError) -> Void

    /// A stream that renders by calling `produce`, which hands its bytes in order to `output`
    /// and stops when `output` refuses them.
    public init(_ produce: @escaping (_ output: ByteSink) throws(RenderError) -> Void) {
        self.produce = produce
    }

    /// Renders the file, handing its bytes to `output` in order.
    public func write(to output: ByteSink) throws(RenderError) { try produce(output) }
}

/// A folder of frames whose bytes are made as they are written, in order.
///
/// Why as they are written: a scene at the limits has 30,001 frames (600 s at 50 fps), and a
/// PNG frame at scale 3 is over 100 kB, so frames collected before writing would pass gigabytes;
/// streamed into the folder (`AtomicFolder.write`), a render holds a few frames at a time. The
/// render pushes each frame out (rather than being asked for it) so that it can make the next
/// frames on both cores meanwhile.
public struct FrameFolder {
    /// File names (`frame-0000.png`), in frame order.
    public let names: [String]
    private let produce: (_ output: FrameSink) throws(RenderError) -> Void

    /// A folder of `names` that renders by calling `produce`, which hands each frame's bytes in
    /// order to `output` and stops when `output` refuses one.
    public init(names: [String], produce: @escaping (_ output: FrameSink) throws(RenderError) -> Void) {
        self.names = names
        self.produce = produce
    }

    /// Frames already in memory.
    public init(_ files: [(name: String, bytes: [UInt8])]) {
        self.init(names: files.map(\.name)) { output in
            for (index, file) in files.enumerated() where !output(index, file.bytes) { return }
        }
    }

    public var count: Int { names.count }

    /// Renders the frames, handing each to `output` in order.
    public func write(to output: FrameSink) throws(RenderError) { try produce(output) }
}

/// Why a render failed, as data: what failed (`kind`), the picture being made (`format`), the
/// file the failure concerns (`file`, a font's path, when one does) and the one line people read
/// (`message`). Only the raster back end can fail (an SVG is text built from values), so the kind
/// is its `RasterError.Kind` and the message its words, unchanged: reports and tests tell
/// failures apart by kind, never by matching the words.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public let kind: RasterError.Kind
    public let format: PictureFormat
    public let file: String?
    public let message: String

    public var description: String { message }

    /// The raster back end's `error`, met while making a picture in `format`.
    public init(_ error: RasterError, making format: PictureFormat) {
        kind = error.kind
        self.format = format
        file = error.file
        message = error.message
    }
}

/// Turns drawings into pictures in the chosen format.
public enum Renderer {
    /// The drawing of one recording; pass its `verdicts` when they are already worked out.
    public static func drawing(of recording: Recording, verdicts: Verdicts? = nil, settings: RenderSettings) -> Drawing
    {
        SceneLook.drawing(of: recording, verdicts: verdicts, options: settings.lookOptions)
    }

    /// The drawing comparing several recordings of one scene; pass their `verdicts` when they are
    /// already worked out.
    public static func comparisonDrawing(
        of recordings: [Recording], verdicts: [Verdicts]? = nil, settings: RenderSettings
    ) -> Drawing {
        CompareLook.drawing(of: recordings, verdicts: verdicts, options: settings.lookOptions)
    }

    /// Renders `drawing` as `format` at `fps` frames per second and `scale` pixels per point, a
    /// GIF or a folder of PNG frames by `workers` workers (the bytes are the same for any
    /// number; an APNG, WebP or WebM too). `progress(done, total)` follows long renders, frame by
    /// frame.
    ///
    /// `fps` must be in `Scene.frameRates`, `scale` in `RenderSettings.scales` and a `.png(at:)`
    /// or `.svg(at:)` time within the drawing's duration: the command line and the scene checker refuse
    /// anything else, so here they are preconditions.
    public static func render(
        _ drawing: Drawing, as format: PictureFormat, scale: Int, fps: Int, workers: Int = RasterOptions.defaultWorkers,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(RenderError) -> RenderedPicture {
        precondition(RenderSettings.scales.contains(scale), "scale \(scale) is outside \(RenderSettings.scales)")
        precondition(Scene.frameRates.contains(fps), "fps \(fps) is outside \(Scene.frameRates)")
        do throws(RasterError) {
            switch format {
            case .animatedSVG:
                return .file(Array(SVGRenderer.animatedSVG(of: drawing, scale: Double(scale), fps: fps).utf8))
            case .gif:
                let options = RasterOptions(scale: scale, fps: fps)
                return .stream(
                    FileStream { output throws(RenderError) in
                        do throws(RasterError) {
                            try GIFRenderer.gif(
                                of: drawing, options: options, workers: workers, progress: progress, output: output)
                        } catch {
                            throw RenderError(error, making: format)
                        }
                    })
            case .animation(let animation):
                let options = RasterOptions(scale: scale, fps: fps)
                return .stream(
                    FileStream { output throws(RenderError) in
                        do throws(RasterError) {
                            try AnimationRenderer.render(
                                animation, of: drawing, options: options, workers: workers, progress: progress,
                                output: output)
                        } catch {
                            throw RenderError(error, making: format)
                        }
                    })
            case .png(let at):
                precondition((0...drawing.duration).contains(at), "time \(at) is outside 0…\(drawing.duration)")
                return .file(try PNGRenderer.png(of: drawing.displayList(at: at), scale: scale))
            case .svg(let at):
                precondition((0...drawing.duration).contains(at), "time \(at) is outside 0…\(drawing.duration)")
                return .file(Array(SVGRenderer.svg(of: drawing.displayList(at: at), scale: Double(scale)).utf8))
            case .svgFrames, .pngFrames:
                return .frames(
                    frames(of: drawing, as: format, scale: scale, fps: fps, workers: workers, progress: progress))
            }
        } catch {
            throw RenderError(error, making: format)
        }
    }

    /// A folder of frames of `drawing`, at its schedule's times (`PictureFormat.frameSchedule`:
    /// 0 through the duration), named `frame-0000.svg` or `.png` with as many digits as the last.
    private static func frames(
        of drawing: Drawing, as format: PictureFormat, scale: Int, fps: Int, workers: Int,
        progress: ((Int, Int) -> Void)?
    ) -> FrameFolder {
        let times = format.frameSchedule(duration: drawing.duration, fps: fps)?.times ?? []
        let digits = max(4, String(times.count - 1).count)
        let ext = format == .pngFrames ? "png" : "svg"
        let names = times.indices.map { index in
            let number = String(index)
            return "frame-" + String(repeating: "0", count: digits - number.count) + number + "." + ext
        }
        guard format == .pngFrames else {
            return FrameFolder(names: names) { output in
                for (index, time) in times.enumerated() {
                    let svg = SVGRenderer.svg(of: drawing.displayList(at: time), scale: Double(scale))
                    guard output(index, Array(svg.utf8)) else { return }
                    progress?(index + 1, times.count)
                }
            }
        }
        return FrameFolder(names: names) { output throws(RenderError) in
            do throws(RasterError) {
                try PNGRenderer.frames(
                    of: drawing, at: times, scale: scale, workers: workers, progress: progress, output: output)
            } catch {
                throw RenderError(error, making: format)
            }
        }
    }
}
