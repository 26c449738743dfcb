import KeySlideEasing
import KeySlideLooks
import KeySlideRaster
import KeySlideScene
import KeySlideUIKit

/// One kind of picture a render writes. Each case carries exactly what it needs, so a
/// combination that means nothing (a GIF "at" a time, frames of an animated SVG) cannot be asked
/// for.
public enum PictureFormat: Hashable, Sendable {
    /// One self-contained animated SVG (SMIL) that plays in browsers and inside `<img>`.
    case animatedSVG
    /// A folder of static SVGs, one per frame.
    case svgFrames
    /// One animated GIF that loops forever.
    case gif
    /// One animated APNG or WebP that loops forever, or a WebM video, in true colour on the
    /// GIF's frames and times (`AnimationRenderer`).
    case animation(AnimationFormat)
    /// A folder of PNGs, one per frame.
    case pngFrames
    /// One PNG of the moment `at` seconds in, from 0 to the drawing's duration.
    case png(at: Double)
    /// One static SVG of the moment `at` seconds in, from 0 to the drawing's duration.
    case svg(at: Double)

    /// Whether the picture is a folder of frames rather than one file.
    public var isFolder: Bool {
        switch self {
        case .svgFrames, .pngFrames: true
        case .animatedSVG, .gif, .animation, .png, .svg: false
        }
    }

    /// The frames this picture has for a drawing of `duration` seconds at `fps`, nil for one moment
    /// (`.png(at:)`, `.svg(at:)`): a GIF's looping schedule (`GIFRenderer.frameSchedule`), whose
    /// last frame ends as the loop restarts, which APNG, WebP and WebM share; a folder's frames from 0 through the duration
    /// (`FrameSchedule.throughEnd`), which an animated SVG also honours. The one place a format
    /// picks its schedule: the renderer draws by it, and the work ceiling and `--json` count it.
    public func frameSchedule(duration: Double, fps: Int) -> FrameSchedule? {
        switch self {
        case .gif: GIFRenderer.frameSchedule(duration: duration, fps: fps)
        case .animation: AnimationRenderer.frameSchedule(duration: duration, fps: fps)
        case .svgFrames, .pngFrames, .animatedSVG: .throughEnd(duration: duration, fps: fps)
        case .png, .svg: nil
        }
    }

    /// How many frames the picture has: its schedule's count, 1 for one moment.
    public func frameCount(duration: Double, fps: Int) -> Int {
        frameSchedule(duration: duration, fps: fps)?.count ?? 1
    }

    /// The file (or folder) name of a picture named `base` (`<scene>-<strategy>`): the format's
    /// extension (`.apng`, `.webp`, `.webm` for the animations), `-svg-frames`/`-png-frames` for
    /// frames (so the two kinds never replace each other), `-at-<T>s.png` for one PNG.
    public func fileName(base: String) -> String {
        switch self {
        case .animatedSVG: base + ".svg"
        case .svgFrames: base + "-svg-frames"
        case .gif: base + ".gif"
        case .animation(let format): base + "." + format.rawValue
        case .pngFrames: base + "-png-frames"
        case .png(let at): base + "-at-\(at.readable(decimals: 3))s.png"
        case .svg(let at): base + "-at-\(at.readable(decimals: 3))s.svg"
        }
    }
}

/// How to render, whatever the format: frame rate, scale and what to draw around the phone.
///
/// The limits are checked where values come in (the command line, the scene checker); a value
/// outside them here is a programming error.
public struct RenderSettings: Hashable, Sendable {
    /// Frames per second, in `Scene.frameRates`; `nil` takes the scene's.
    public var fps: Int?
    /// Pixels per point, in `RenderSettings.scales`. An SVG keeps its geometry in points and only
    /// sets its displayed size from the scale; GIF and PNG are drawn at it.
    public var scale: Int
    /// A caption above the phone with the title and strategy.
    public var caption: Bool
    /// A timeline strip below the phone with the user's actions, a playhead and the time.
    public var timelineStrip: Bool
    /// The verdicts in three lines under each phone.
    public var verdicts: Bool
    /// Workers each GIF or folder of PNG frames is painted and encoded on, 1 or more; the
    /// bytes are the same for any number. A batch divides them among the scenes it renders at
    /// once (`Batch.run`).
    public var workers: Int
    /// Light or dark in place of each scene's `appearance` (`--appearance`); `nil` keeps the scene's.
    public var appearance: Appearance?
    /// The device's frame around each phone in place of each scene's `bezel` (`--bezel`,
    /// `--no-bezel`); `nil` keeps the scene's.
    public var bezel: Bool?
    /// A comparison shows each strategy in light and in dark (`compare --appearance both`).
    public var comparesAppearances: Bool

    public init(
        fps: Int? = nil, scale: Int = RenderSettings.defaultScale, caption: Bool = true, timelineStrip: Bool = true,
        verdicts: Bool = true, workers: Int = RasterOptions.defaultWorkers, appearance: Appearance? = nil,
        bezel: Bool? = nil, comparesAppearances: Bool = false
    ) {
        self.fps = fps
        self.scale = scale
        self.caption = caption
        self.timelineStrip = timelineStrip
        self.verdicts = verdicts
        self.workers = workers
        self.appearance = appearance
        self.bezel = bezel
        self.comparesAppearances = comparesAppearances
    }

    /// What the look draws besides the phone.
    public var lookOptions: LookOptions {
        LookOptions(
            caption: caption, timelineStrip: timelineStrip, verdicts: verdicts, appearance: appearance, bezel: bezel,
            comparesAppearances: comparesAppearances)
    }

    /// The warning line for a scene these settings ask to draw dark whose profile has no dark
    /// mode: it is drawn light (`Appearance.drawn(majorVersion:)`), and the run goes on.
    public func appearanceWarning(for scene: Scene, file: String) -> String? {
        guard appearance == .dark || comparesAppearances,
            !Appearance.dark.isAvailable(majorVersion: scene.profile.majorVersion)
        else { return nil }
        return "\(file): warning: profile \(scene.profile.name) has no dark mode (iOS "
            + "\(Appearance.firstDarkMajorVersion) on); drawn light"
    }

    /// The scales a render accepts (the raster back end's).
    public static let scales = RasterOptions.scales
    /// The scale when none is asked for (the raster back end's, `RasterOptions.defaultScale`): the
    /// library's settings and every command's `--scale` start from it.
    public static let defaultScale = RasterOptions.defaultScale
}
