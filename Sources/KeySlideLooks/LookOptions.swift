import KeySlideCanvas
import KeySlideScene
import KeySlideUIKit

/// What a scene drawing shows besides the phone screen. The scale is not here: back ends
/// scale the whole drawing.
public struct LookOptions: Hashable, Sendable {
    /// A band above the screen with the scene's title, the strategy's id and the running time.
    public var caption: Bool
    /// A thin strip below the screen: the user's actions on a time line, a moving playhead, and
    /// the stretches when the focused field was hidden.
    public var timelineStrip: Bool
    /// The verdicts (covered, at rest, jumps, home) in three lines under the phone, so a picture
    /// says what went wrong without its explain report; off for documentation pictures.
    public var verdicts: Bool
    /// Light or dark, in place of the scene's `appearance`; `nil` keeps the scene's.
    public var appearance: Appearance?
    /// The device's frame around each phone (`--bezel`), in place of the scene's `bezel`; `nil`
    /// keeps the scene's.
    public var bezel: Bool?
    /// A comparison draws each strategy twice, a row in light and a row in dark, instead of once
    /// in the scene's appearance (`compare --appearance both`).
    public var comparesAppearances: Bool

    public init(
        caption: Bool = true, timelineStrip: Bool = true, verdicts: Bool = true, appearance: Appearance? = nil,
        bezel: Bool? = nil, comparesAppearances: Bool = false
    ) {
        self.caption = caption
        self.timelineStrip = timelineStrip
        self.verdicts = verdicts
        self.appearance = appearance
        self.bezel = bezel
        self.comparesAppearances = comparesAppearances
    }

    /// The appearance `scene` is drawn in: the option's or the scene's, light where the
    /// scene's iOS has no dark mode (`Appearance.drawn(majorVersion:)`).
    public func appearance(of scene: Scene) -> Appearance {
        (appearance ?? scene.appearance).drawn(majorVersion: scene.profile.majorVersion)
    }

    /// The palette `scene` is drawn in: its appearance in its iOS version's era.
    public func palette(of scene: Scene) -> Palette {
        Palette.for(appearance(of: scene), majorVersion: scene.profile.majorVersion)
    }

    /// The appearance of the canvas the phone stands on, when that is another drawing's: a
    /// comparison of appearances puts dark phones on its light canvas. `nil`: the phone's own.
    var canvasAppearance: Appearance?

    /// The colour of the canvas around `scene`'s phone, which shows outside the display's rounded
    /// corners.
    func canvas(of scene: Scene) -> Color {
        guard let canvasAppearance else { return palette(of: scene).canvas }
        return Palette.for(canvasAppearance, majorVersion: scene.profile.majorVersion).canvas
    }

    /// Whether `scene`'s phone is drawn in the device's frame: the option's or the scene's.
    public func showsBezel(_ scene: Scene) -> Bool { bezel ?? scene.bezel }
}
