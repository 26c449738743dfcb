import KeySlideEasing
import KeySlideGeometry

/// How big and how smooth a raster render is.
///
/// Plain stored values, so a command line can fill them in directly. The edge (the command line,
/// the scene checker, `Renderer`) checks them against `scales` and `frameRates` and says what is
/// accepted; below it, a value out of range is a programming error and stops with a precondition.
public struct RasterOptions: Hashable, Sendable {
    /// Pixels per point. iPhones draw at 1× (before Retina), 2× or 3×.
    public var scale: Int
    /// Frames per second of the animated GIF.
    public var fps: Int

    /// Workers a GIF or a folder of PNG frames is painted and encoded on by default: one per core
    /// of the machine KeySlide is made for (`FramePipeline`). The bytes are the same for any
    /// number; a batch that already renders a scene per core gives each one worker.
    public static let defaultWorkers = 2

    /// The scales a render accepts: the screen scales iOS devices have had.
    public static let scales: ClosedRange<Int> = 1...3
    /// The scale a picture is drawn at when none is asked for, everywhere (the library's
    /// settings and the command line's `--scale`): 1, the smallest and quickest picture. An SVG
    /// stays vector whatever the scale, and a GIF at 2 or 3 is four or nine times the pixels.
    public static let defaultScale = 1
    /// The frame rates a GIF can honour: `FrameRate.allowed`, whose limit comes from GIF delays.
    public static let frameRates = FrameRate.allowed

    public init(scale: Int = RasterOptions.defaultScale, fps: Int = 50) {
        self.scale = scale
        self.fps = fps
    }

    /// Stops unless `scale` is one of `scales`; the edge has already said so to the user.
    static func requireSupported(scale: Int) {
        precondition(scales.contains(scale), "scale \(scale) is outside \(scales); the caller must check it")
    }
}

extension RasterOptions {
    /// The size in pixels of a canvas of `size` points at `scale`: each side `points · scale`
    /// rounded to the nearest pixel. The one rule: the painters make their canvas by it and
    /// `WorkCeiling` weighs a picture by it before anything is drawn, so the two cannot disagree.
    /// Unchecked: drawing refuses a side that is not 1 to 65535 pixels (`canvasPixels`).
    package static func pixelSize(of size: Size, scale: Int) -> (width: Double, height: Double) {
        ((size.width * Double(scale)).rounded(), (size.height * Double(scale)).rounded())
    }
}

/// The pixel size of a canvas of `size` points at `scale` (`RasterOptions.pixelSize`), or why it
/// cannot be drawn.
func canvasPixels(of size: Size, scale: Int) throws(RasterError) -> (width: Int, height: Int) {
    // A GIF stores its logical screen size in 16 bits (GIF89a §18).
    let limit = 65_535.0
    let (width, height) = RasterOptions.pixelSize(of: size, scale: scale)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= limit, height <= limit else {
        throw .canvas(size, scale: scale)
    }
    return (Int(width), Int(height))
}
