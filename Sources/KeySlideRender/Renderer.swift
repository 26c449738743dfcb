import KeySlideDrawing
import KeySlideRaster
import KeySlideSVG
import KeySlideScene
import KeySlideSimulation

/// A rendered picture, before it is written: one file's bytes, or a folder of frames.
public enum RenderedPicture: Sendable {
    case file([UInt8])
    /// File names (`frame-0000.png`) and bytes, in frame order.
    case frames([(name: String, bytes: [UInt8])])

    /// Total bytes.
    public var byteCount: Int {
        switch self {
        case .file(let bytes): bytes.count
        case .frames(let frames): frames.reduce(0) { $0 + $1.bytes.count }
        }
    }
}

/// Why a render failed: one line.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Turns drawings into pictures in the chosen format.
public enum Renderer {
    /// The drawing of one recording.
    public static func drawing(of recording: Recording, settings: RenderSettings) -> Drawing {
        SceneLook.drawing(of: recording, options: settings.lookOptions)
    }

    /// The drawing comparing several recordings of one scene; pass their `verdicts` when they are
    /// already worked out.
    public static func comparisonDrawing(
        of recordings: [Recording], verdicts: [Verdicts]? = nil, settings: RenderSettings
    ) -> Drawing {
        CompareLook.drawing(of: recordings, verdicts: verdicts, options: settings.lookOptions)
    }

    /// Renders `drawing` as `format` at `fps` frames per second and `scale` pixels per point.
    /// `progress(done, total)` follows long renders, frame by frame.
    ///
    /// `fps` must be in `Scene.frameRates`, `scale` in `RenderSettings.scales` and a `.png(at:)`
    /// time within the drawing's duration: the command line and the scene checker refuse
    /// anything else, so here they are preconditions.
    public static func render(
        _ drawing: Drawing, as format: PictureFormat, scale: Int, fps: Int, progress: ((Int, Int) -> Void)? = nil
    ) throws(RenderError) -> RenderedPicture {
        precondition(RenderSettings.scales.contains(scale), "scale \(scale) is outside \(RenderSettings.scales)")
        precondition(Scene.frameRates.contains(fps), "fps \(fps) is outside \(Scene.frameRates)")
        // Folders of frames take the trace's frame times, 0 through the duration; the GIF takes
        // its looping schedule (FrameSchedule), whose last frame ends as the loop restarts.
        let times = Recording.frameTimes(duration: drawing.duration, fps: fps)
        let digits = max(4, String(times.count - 1).count)
        func frameName(_ index: Int, _ ext: String) -> String {
            let number = String(index)
            return "frame-" + String(repeating: "0", count: digits - number.count) + number + "." + ext
        }
        do {
            switch format {
            case .svgFrames:
                return .frames(
                    times.enumerated().map { index, time in
                        progress?(index + 1, times.count)
                        let svg = SVGRenderer.svg(of: drawing.displayList(at: time), scale: Double(scale))
                        return (frameName(index, "svg"), Array(svg.utf8))
                    })
            case .animatedSVG:
                return .file(Array(SVGRenderer.animatedSVG(of: drawing, scale: Double(scale), fps: fps).utf8))
            case .gif:
                let options = RasterOptions(scale: scale, fps: fps)
                return .file(try GIFRenderer.gif(of: drawing, options: options, progress: progress))
            case .png(let at):
                precondition((0...drawing.duration).contains(at), "time \(at) is outside 0…\(drawing.duration)")
                return .file(try PNGRenderer.png(of: drawing.displayList(at: at), scale: scale))
            case .pngFrames:
                let pngs = try PNGRenderer.frames(of: drawing, at: times, scale: scale, progress: progress)
                return .frames(pngs.enumerated().map { (frameName($0.offset, "png"), $0.element) })
            }
        } catch {
            throw RenderError(String(describing: error))
        }
    }
}
