/// The frame rates KeySlide animates at, defined once below everything that needs them: the
/// scene checker, the command line and both renderers.
public enum FrameRate {
    /// The frame rates a scene, a trace or a render may ask for. A GIF delay is a whole number of
    /// centiseconds, and browsers slow any delay of 1 cs or less down to 10 cs
    /// (docs/facts.md §R0.8, §R3.3: WebKit `frameDurationAtIndex`, Firefox), so every frame
    /// must last at least 2 cs: 50 fps.
    public static let allowed: ClosedRange<Int> = 1...50
}
