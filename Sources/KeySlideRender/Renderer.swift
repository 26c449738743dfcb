import KeySlideDrawing
import KeySlideRaster
import KeySlideSVG
import KeySlideSimulation

/// What a render produced, before it is written: one file's bytes, or a folder of frames.
public enum RenderOutput: Sendable {
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

/// Turns drawings into files in the chosen format.
public enum Renderer {
    /// The drawing of one recording.
    public static func drawing(of recording: Recording, settings: RenderSettings) -> Drawing {
        SceneLook.drawing(of: recording, options: settings.lookOptions)
    }

    /// The drawing comparing several recordings of one scene; pass their `verdicts` when they are
    /// already worked out.
    public static func comparisonDrawing(of recordings: [Recording], verdicts: [Verdicts]? = nil, settings: RenderSettings) -> Drawing {
        CompareLook.drawing(of: recordings, verdicts: verdicts, options: settings.lookOptions)
    }

    /// Renders `drawing` at `fps` frames per second. `progress(done, total)` follows long renders.
    public static func render(
        _ drawing: Drawing, settings: RenderSettings, fps: Int, progress: ((Int, Int) -> Void)? = nil
    ) throws(RenderError) -> RenderOutput {
        guard RasterOptions.scales.contains(settings.scale) else {
            throw RenderError("scale must be 1, 2 or 3, got \(settings.scale)")
        }
        guard RasterOptions.frameRates.contains(fps) else {
            throw RenderError("fps must be a whole number from 1 to 50, got \(fps)")
        }
        if let at = settings.at, !(0...drawing.duration).contains(at) || !at.isFinite {
            throw RenderError("--at must be a time from 0 to the scene's duration, \(drawing.duration.shortLabel) s; got \(at.shortLabel)")
        }
        // Folders of frames take the trace's frame times, 0 through the duration; the GIF takes
        // its looping schedule (FrameSchedule), whose last frame ends as the loop restarts.
        let times = Recording.frameTimes(duration: drawing.duration, fps: fps)
        let digits = max(4, String(times.count - 1).count)
        func frameName(_ index: Int, _ ext: String) -> String {
            let number = String(index)
            return "frame-" + String(repeating: "0", count: digits - number.count) + number + "." + ext
        }
        do {
            switch settings.format {
            case .svg where settings.frames:
                return .frames(times.enumerated().map { index, time in
                    progress?(index + 1, times.count)
                    return (frameName(index, "svg"), Array(SVGRenderer.svg(of: drawing.displayList(at: time), scale: Double(settings.scale)).utf8))
                })
            case .svg:
                return .file(Array(SVGRenderer.animatedSVG(of: drawing, scale: Double(settings.scale), fps: fps).utf8))
            case .gif:
                return .file(try GIFRenderer.gif(of: drawing, options: RasterOptions(scale: settings.scale, fps: fps), progress: progress))
            case .png:
                if let at = settings.at {
                    return .file(try PNGRenderer.png(of: drawing.displayList(at: at), scale: settings.scale))
                }
                var frames: [(String, [UInt8])] = []
                for (index, time) in times.enumerated() {
                    frames.append((frameName(index, "png"), try PNGRenderer.png(of: drawing.displayList(at: time), scale: settings.scale)))
                    progress?(index + 1, times.count)
                }
                return .frames(frames)
            }
        } catch {
            throw RenderError(String(describing: error))
        }
    }

    /// Writes `output` to `path` so that nothing half written is ever left there: a file is
    /// written to a temporary name and renamed; frames go into a temporary folder that replaces
    /// `path` when complete.
    public static func write(_ output: RenderOutput, to path: String) throws {
        switch output {
        case .file(let bytes): try AtomicFile.write(bytes, to: path)
        case .frames(let frames): try AtomicFolder.write(frames, to: path)
        }
    }
}

extension Double {
    /// Seconds for messages: no trailing zeros.
    var shortLabel: String { RenderSettings.timeLabel(self) }
}
