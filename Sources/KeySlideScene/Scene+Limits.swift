/// The ceilings on what a scene may ask for, each with its reason; docs/scene-files.md lists them.
///
/// A scene file is input from anywhere, and everything after the checker — the simulation, the
/// SVG and GIF writers, the rasteriser — trusts the `Scene` it gets. So every number and every
/// size has an upper bound here, checked before any work starts, with a message that names it:
/// nothing a file asks for can crash a later stage, take minutes or fill the memory.
/// (`maximumDuration` and `frameRates`, which also bound time, are in Scene.swift.)
extension Scene {
    /// The largest length in points, either sign: every frame value, size, inset, keyboard height
    /// and content size. 100,000 pt is over a hundred screens, far beyond any layout; and it keeps
    /// every product of lengths and scales (a length × scale 3 × a curve value, an area in pixels)
    /// well inside Int64 and exact in Double, where 9.2e18 once crashed the writers converting to
    /// Int64.
    public static let maximumLength = 100_000.0

    /// The shortest scene, in seconds: one frame of an animated GIF lasts at least 2 cs (browsers
    /// slow shorter delays down, docs/facts.md §R0.8), so a shorter scene cannot be animated.
    public static let minimumDuration = 0.02

    /// The most elements a view may hold: two hundred is a long settings form several times over
    /// (the largest sample has 9), and every element is laid out, recorded and drawn in every
    /// frame — up to 30,000 frames (600 s at 50 fps) — so elements multiply all the later work.
    public static let maximumElements = 200

    /// The most timeline events: a thousand is more than three a second for the longest scene
    /// (`maximumDuration`), and each event runs the strategy's handlers again.
    public static let maximumEvents = 1_000

    /// The most characters a timeline's `type` events type in all: ten thousand is pages of text,
    /// and each character is a step of the simulation and a state of the drawing.
    public static let maximumTypedCharacters = 10_000

    /// The fastest `rate` a `type` event may ask for: 50 characters a second is ten times a fast
    /// typist and one per frame at the highest frame rate.
    public static let maximumTypingRate = 50.0

    /// The most Unicode scalars in one piece of text — a title, placeholder, text, bar title, id or
    /// name: a thousand is pages of caption, while the layout of text in every frame grows with
    /// its length (a 100,000-character title once took 107 s for one SVG). Counted in scalars, not
    /// characters, so a character of a million combining marks counts as long as it is.
    public static let maximumTextLength = 1_000

    /// The largest scene file, in bytes: 1 MB holds any realistic scene hundreds of times over (the
    /// largest sample is under 2 kB) and still the largest the other ceilings allow (200 elements
    /// with an id, text and placeholder of 1,000 characters each, 1,000 events: about 650 kB);
    /// refusing a bigger file before reading it bounds the memory and time of everything after.
    public static let maximumFileSize = 1_000_000

    /// The most values (scalars, lists and mappings, keys included) a scene file may stand for
    /// once its YAML aliases are expanded: about twenty times what the largest scene the other
    /// ceilings allow needs (200 elements of about 20 values, 1,000 events of about 6), and small
    /// enough that reading stays well under a second. It is what stops an alias bomb — a few hundred bytes that stand
    /// for billions of values — before anything is built from it.
    public static let maximumValueCount = 200_000
}
