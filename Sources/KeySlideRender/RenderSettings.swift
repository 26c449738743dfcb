import KeySlideDrawing
import KeySlideRaster

/// The picture formats a render can write.
public enum RenderFormat: String, CaseIterable, Hashable, Sendable {
    /// One self-contained animated SVG (or, with `frames`, one static SVG per frame).
    case svg
    /// One animated GIF that loops forever.
    case gif
    /// PNG frames (or, with `at`, one PNG).
    case png
}

/// How to render: format, frame rate, scale and what to draw around the phone.
public struct RenderSettings: Hashable, Sendable {
    public var format: RenderFormat
    /// Frames per second, 1–50; `nil` takes the scene's.
    public var fps: Int?
    /// Pixels per point, 1–3. An SVG keeps its geometry in points and only sets its displayed
    /// size from the scale; GIF and PNG are drawn at it.
    public var scale: Int
    /// A caption above the phone with the title, strategy and time.
    public var caption: Bool
    /// A timeline strip below the phone with the user's actions and a playhead.
    public var timelineStrip: Bool
    /// SVG only: one static SVG per frame instead of one animated SVG.
    public var frames: Bool
    /// PNG only: the single frame at this time instead of every frame.
    public var at: Double?

    public init(
        format: RenderFormat = .svg, fps: Int? = nil, scale: Int = 1, caption: Bool = true, timelineStrip: Bool = true,
        frames: Bool = false, at: Double? = nil
    ) {
        self.format = format
        self.fps = fps
        self.scale = scale
        self.caption = caption
        self.timelineStrip = timelineStrip
        self.frames = frames
        self.at = at
    }

    /// What the look draws besides the phone.
    public var lookOptions: LookOptions { LookOptions(caption: caption, timelineStrip: timelineStrip) }

    /// The scales a render accepts.
    public static let scales = RasterOptions.scales
    /// The frame rates a render accepts.
    public static let frameRates = RasterOptions.frameRates

    /// Whether the render is a folder of frames rather than one file.
    public var writesFrames: Bool {
        switch format {
        case .svg: frames
        case .gif: false
        case .png: at == nil
        }
    }

    /// The default place for a render named `name` (`<scene>-<strategy>`) in `directory`: a file
    /// with the format's extension, `<name>-png-frames/` or `<name>-svg-frames/` for frames (so
    /// the two kinds never replace each other), `<name>-at-<T>s.png` for one PNG.
    public func defaultPath(name: String, in directory: String = "Output") -> String {
        let base = directory.isEmpty ? name : directory + "/" + name
        if writesFrames { return base + "-\(format.rawValue)-frames" }
        if format == .png, let at { return base + "-at-\(Self.timeLabel(at))s.png" }
        return base + "." + format.rawValue
    }

    /// `1.2` for 1.2 s: the time without trailing zeros, at most three decimals.
    static func timeLabel(_ seconds: Double) -> String { seconds.readable(decimals: 3) }
}
