import Foundation
import KeySlideGeometry
import KeySlideLooks
import KeySlideRaster
import KeySlideScene
import KeySlideSimulation

/// How much drawing one picture may ask for, weighed before any work starts (before the scene is
/// even simulated), so that no scene the checker accepts turns into hours of work or gigabytes of
/// memory: the scene at the limits (600 s at 50 fps, 200 text fields) drawn as a GIF at scale 3
/// would take hours, and a comparison of every strategy on an iPad at scale 3 passed 2 GB.
///
/// Two ceilings, each on one picture (an output of `render`, `compare` or `batch`), each with its
/// reason measured with the release build on the project's 2-core machine (docs/scene-files.md
/// lists them beside the scene's own limits):
/// - `maximumCanvasPixels` bounds memory: a GIF holds about 17–22 bytes per canvas pixel while it
///   paints and encodes (a comparison of 122 million pixels a frame peaked at 2,129 MB).
/// - `maximumWork` bounds time: a frame costs CPU for its pixels and, whatever its size, for laying
///   out and painting the scene's elements. Counting `frameAllowance` pixels a frame for the
///   latter, the heaviest scene (200 text fields) took 22–57 ms of CPU per million, GIF and PNG
///   frames at scales 1 to 3, one phone or five.
///   An APNG, WebP or WebM weighs more per frame (`PictureFormat.encodingWeight`): their
///   encoders cost more than the GIF's.
///
/// An animated SVG is not weighed: its size follows the scene's tracks, not its frames (the scene
/// at the limits at 50 fps: 20 s of CPU, 244 MB); nor is one PNG or SVG of a moment, beyond the
/// canvas.
public enum WorkCeiling {
    /// The most pixels one frame of a GIF or PNG may have: about 1.3 GB while a GIF is made, under
    /// 2 GB with room for a long render's bookkeeping. A comparison of all twelve strategies on an
    /// iPhone at scale 3 (54.5 million) fits; on an iPad (122 million) it does not.
    public static let maximumCanvasPixels = 60_000_000

    /// The most pixels one frame of an APNG, WebP or WebM may have. Each painted frame is copied
    /// in true colour so that the workers can compare and compress it, and libvpx and libwebp keep
    /// frames of their own (measured 2026-11-28, peak resident memory): twelve iPhones at scale 3
    /// (54.5 million pixels) took 2.3 GB for the APNG, 2.9 GB for the WebP and 5.8 GB for the WebM;
    /// three at scale 3 (11.7 million) 0.76, 0.84 and 1.46 GB (the GIF 0.24 GB). The WebM's
    /// 125 bytes a pixel put 12 million near 1.5 GB, under the 2 GB bar.
    public static let maximumAnimationCanvasPixels = 12_000_000

    /// What a frame costs beyond its pixels, in pixels: laying out and painting the heaviest scene's
    /// elements took 60–75 ms of CPU a frame at any scale, what about 1.5 million pixels cost.
    public static let frameAllowance = 1_500_000

    /// The most a GIF or folder of frames may draw: frames × (canvas pixels at the chosen scale, in
    /// points for SVG frames, + `frameAllowance`). Ten billion is at most about ten minutes of CPU
    /// at the measured 22–57 ms per million: one phone for 105 s at 50 fps (or 600 s at 8 fps) at
    /// scale 1, 39 s at scale 3; five phones for 52 s at scale 1, 9 s at scale 3.
    public static let maximumWork = 10_000_000_000

    /// The work one picture asks for. Package-wide: the ceilings' messages, batch's ordering of
    /// scenes by their work and the tests read it; a library user meets only `Exceeded`'s message.
    package struct Work: Hashable, Sendable {
        package var format: PictureFormat
        /// Phones side by side: 1 for a strategy's own picture, the strategies for a comparison.
        package var phones: Int
        package var subject: Runner.Output.Subject
        package var duration: Double
        package var fps: Int
        /// Whether `fps` is the command line's (`--fps`) rather than the scene's.
        package var fpsFromOption: Bool
        package var scale: Int
        /// The canvas in points, whatever the scale.
        package var canvas: Size
        /// Frames drawn: the picture's own count (`PictureFormat.frameCount`), 1 for one moment.
        package var frames: Int
        /// The canvas in pixels at `scale` (`RasterOptions.pixelSize`; in points for SVG frames,
        /// which do not depend on it).
        package var width: Int
        package var height: Int

        package var canvasPixels: Int { width * height }
        /// Frames × (canvas pixels + `frameAllowance`) × the format's `encodingWeight`: what
        /// `maximumWork` bounds.
        package var amount: Int { frames * (canvasPixels + WorkCeiling.frameAllowance) * format.encodingWeight }

        /// `canvas` at `scale` for a raster picture, in points otherwise.
        static func size(of canvas: Size, format: PictureFormat, scale: Int) -> (width: Int, height: Int) {
            let pixels = RasterOptions.pixelSize(of: canvas, scale: format.isRaster ? scale : 1)
            return (Int(pixels.width), Int(pixels.height))
        }
    }

    /// What `output` of `scene` asks for, with `phones` strategies, under `settings`.
    package static func work(
        of output: Runner.Output, scene: Scene, phones: Int, settings: RenderSettings
    ) -> Work {
        let fps = settings.fps ?? scene.fps
        let scale = output.format.isRaster ? settings.scale : 1
        let canvas = canvasSize(scene: scene, subject: output.subject, phones: phones, options: settings.lookOptions)
        let size = Work.size(of: canvas, format: output.format, scale: scale)
        return Work(
            format: output.format, phones: output.subject == .comparison ? phones : 1, subject: output.subject,
            duration: scene.duration, fps: fps, fpsFromOption: settings.fps != nil, scale: scale, canvas: canvas,
            frames: output.format.frameCount(duration: scene.duration, fps: fps), width: size.width,
            height: size.height)
    }

    /// Throws for the first of `outputs` whose work passes a ceiling, before anything is drawn:
    /// `Runner.run` and a batch call it; call it too before rendering with `Renderer` directly.
    public static func check(
        _ outputs: [Runner.Output], scene: Scene, phones: Int, settings: RenderSettings
    ) throws(Exceeded) {
        for output in outputs {
            let work = work(of: output, scene: scene, phones: phones, settings: settings)
            if let limit = work.exceeded { throw Exceeded(work: work, limit: limit) }
        }
    }

    /// The canvas in points (`SceneLook` for one phone, `CompareLook` for a comparison).
    static func canvasSize(scene: Scene, subject: Runner.Output.Subject, phones: Int, options: LookOptions) -> Size {
        switch subject {
        case .eachStrategy:
            SceneLook.canvasSize(screen: SceneLook.phoneArea(of: scene, options: options), options: options)
        case .comparison:
            CompareLook.canvasSize(
                screen: SceneLook.phoneArea(of: scene, options: options), count: phones, options: options)
        }
    }

    /// Which ceiling a picture passes.
    public enum Limit: Hashable, Sendable {
        case canvasPixels, work
    }
}

extension WorkCeiling.Work {
    /// The first ceiling this work passes, or nil: the canvas (GIF and PNG), then the work in all
    /// (GIF and folders of frames).
    var exceeded: WorkCeiling.Limit? {
        if format.isRaster, canvasPixels > format.maximumCanvasPixels { return .canvasPixels }
        if format.isFrameByFrame, amount > WorkCeiling.maximumWork { return .work }
        return nil
    }

    /// The same work at another frame rate and scale.
    func at(fps: Int, scale: Int) -> Self {
        var work = self
        work.frames = format.frameCount(duration: duration, fps: fps)
        (work.width, work.height) = Self.size(of: canvas, format: format, scale: scale)
        work.fps = fps
        work.scale = scale
        return work
    }
}

extension PictureFormat {
    /// Drawn in pixels (GIF, PNG) rather than points.
    var isRaster: Bool {
        switch self {
        case .gif, .animation, .pngFrames, .png: true
        case .animatedSVG, .svgFrames, .svg: false
        }
    }

    /// The most pixels a frame of this format may have: `WorkCeiling.maximumAnimationCanvasPixels`
    /// for an APNG, WebP or WebM, else `WorkCeiling.maximumCanvasPixels`.
    var maximumCanvasPixels: Int {
        if case .animation = self { return WorkCeiling.maximumAnimationCanvasPixels }
        return WorkCeiling.maximumCanvasPixels
    }

    /// How many times a GIF's CPU a frame of this format costs, rounded up: the APNG's, WebP's
    /// and WebM's encoders do more per frame than the GIF's (measured 2026-11-28 on readme-form,
    /// its compare and signup-form at scale 1, CPU seconds against the GIF's: APNG 1.9–2.2,
    /// WebP 2.2–3.9, WebM 2.7–5.2; docs/performance.md, "Formats").
    var encodingWeight: Int {
        switch self {
        case .animation(.apng): 2
        case .animation(.webp): 4
        case .animation(.webm): 5
        case .gif, .pngFrames, .svgFrames, .animatedSVG, .png, .svg: 1
        }
    }

    /// Drawn frame by frame, every 1/fps s: a GIF, an APNG, WebP or WebM, and the folders of frames.
    var isFrameByFrame: Bool {
        switch self {
        case .gif, .animation, .pngFrames, .svgFrames: true
        case .animatedSVG, .png, .svg: false
        }
    }
}
