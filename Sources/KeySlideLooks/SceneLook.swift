import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
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

    public init(caption: Bool = true, timelineStrip: Bool = true, verdicts: Bool = true) {
        self.caption = caption
        self.timelineStrip = timelineStrip
        self.verdicts = verdicts
    }
}

/// The look: a recording drawn as an iOS screen over time.
///
/// The phone area is the scene's screen, upright, one canvas point per screen point, offset by
/// `phoneOrigin(options:)`. Everything that moves moves by the recording's own tracks — the
/// views nest as groups offset by their frame and content-offset tracks, the keyboard by its
/// top-edge track — so an SVG can replay UIKit's curves exactly instead of baking frames.
///
/// Paint order, bottom to top: the window (black), the views, the bars and the split view's
/// master pane, the keyboard, the outline of the focused field's hidden part.
public enum SceneLook {
    /// Where the screen's top-left corner sits on the canvas: below the caption when there is
    /// one. Add it to any recording coordinate to get the canvas coordinate.
    public static func phoneOrigin(options: LookOptions) -> Point {
        Point(x: 0, y: options.caption ? CaptionLook.captionHeight : 0)
    }

    /// The room the phone takes on the canvas: its screen, or for a scene that rotates a square
    /// both orientations fit in, each drawn centred in it, so the picture keeps its size as the
    /// phone turns.
    public static func phoneArea(of scene: Scene) -> Size {
        guard scene.rotates else { return scene.screen }
        let side = max(scene.screen.width, scene.screen.height) + 2 * bezelWidth
        return Size(width: side, height: side)
    }

    /// The canvas: the phone's area (`phoneArea(of:)`), plus the caption above and the verdicts
    /// and strip below when asked for.
    public static func canvasSize(screen: Size, options: LookOptions) -> Size {
        let extra =
            (options.caption ? CaptionLook.captionHeight : 0) + verdictsHeight(options: options)
            + (options.timelineStrip ? CaptionLook.stripHeight : 0)
        return Size(width: screen.width, height: screen.height + extra)
    }

    /// The verdicts' band under the phone, with a little air before the strip.
    static func verdictsHeight(options: LookOptions) -> Double {
        options.verdicts ? VerdictsLook.height + verdictsBottomMargin : 0
    }

    static let verdictsBottomMargin = 6.0

    /// The drawing of a recording: the phone screen over time, plus optional caption and
    /// timeline strip. `verdicts`, when the caller has them, saves working them out again.
    public static func drawing(
        of recording: Recording, verdicts: Verdicts? = nil, options: LookOptions = LookOptions()
    ) -> Drawing {
        let scene = recording.scene
        let screen = phoneArea(of: scene)
        let origin = phoneOrigin(options: options)
        var root = Group("canvas")
        if options.caption {
            root.add(CaptionLook(recording: recording, width: screen.width).caption())
        }
        for phone in phones(recording, origin: origin, area: screen) { root.add(phone) }
        if options.verdicts {
            let lines = VerdictsLook.primitives(
                verdicts ?? recording.verdicts, top: origin.y + screen.height, width: screen.width)
            root.add(Group("verdicts", children: lines.map { .primitive($0) }))
        }
        if options.timelineStrip {
            var strip = CaptionLook(recording: recording, width: screen.width).strip()
            strip.offsetY = .constant(origin.y + screen.height + verdictsHeight(options: options))
            root.add(strip)
        }
        return Drawing(
            size: canvasSize(screen: screen, options: options), background: Palette.canvas, duration: scene.duration,
            root: root)
    }

    /// The phone, or for a scene that rotates one phone per orientation the device passes
    /// through, each centred in `area`. While the interface turns, the new orientation's phone
    /// fades in over the old one, which stands still as it was when the turn began, for UIKit's
    /// rotation animation (`PlatformProfile.rotationDuration`, ease-in-out): a cross-fade rather
    /// than a picture of the phone turning, because the back ends paint upright rectangles and
    /// text, and a turned screen would lay its own text on its side (docs/facts.md §11.6).
    private static func phones(_ recording: Recording, origin: Point, area: Size) -> [Group] {
        let scene = recording.scene
        guard scene.rotates else { return [phone(recording, scene: scene, origin: origin)] }
        let app = recording.app
        let fade = scene.profile.rotationDuration
        let starts = [0] + app.orientationChanges.map(\.time)
        let orientations = [app.startOrientation] + app.orientationChanges.map(\.orientation)
        var groups: [Group] = []
        for (index, start) in starts.enumerated() {
            let next = starts.indices.contains(index + 1) ? starts[index + 1] : nil
            let oriented = scene.oriented(orientations[index])
            let screen = oriented.screen
            let corner = Point(
                x: origin.x + (area.width - screen.width) / 2, y: origin.y + (area.height - screen.height) / 2)
            let source = next.map { recording.holding(after: $0) } ?? recording
            // A thin bezel, so the screen's shape reads against the canvas as the phone turns.
            let bezel = Rect(origin: corner, size: screen).insetBy(dx: -bezelWidth, dy: -bezelWidth)
            var group = Group(
                "turn-\(index)-\(oriented.orientation.rawValue)",
                visibility: .during([(start, next.map { $0 + fade } ?? .infinity)], sceneDuration: scene.duration),
                children: [
                    .primitive(Primitive(.rect(bezel, cornerRadius: bezelWidth * 2), fill: Palette.window)),
                    .group(phone(source, scene: oriented, origin: corner, sizesAt: index > 0 ? start + fade : nil)),
                ])
            if index > 0 {
                var opacity = Track(initialValue: 0)
                let timing = scene.profile.curveResolver.timing(
                    for: AnimationParameters(duration: fade, options: AnimationOptions(curve: .easeInOut)))
                opacity.animate(to: 1, at: start, Track.Animation(timing: timing, from: 0, replacesRunning: true))
                group.opacity = opacity
            }
            groups.append(group)
        }
        return groups
    }

    /// The bezel around a turning phone's screen, points.
    static let bezelWidth = 6.0

    /// The screen as `scene` (the recording's scene in one orientation) lays it out: clipped to
    /// its rectangle, so nothing a strategy slides off the screen (nor the hidden keyboard below
    /// it) spills onto the caption or the strip.
    private static func phone(_ recording: Recording, scene: Scene, origin: Point, sizesAt: Double? = nil) -> Group {
        let app = recording.app
        let screen = scene.screen
        var phone = Group(
            "phone", offsetX: .constant(origin.x), offsetY: .constant(origin.y),
            clip: AnimatedRect(Rect(origin: origin, size: screen)))
        phone.add(Primitive(.rect(Rect(origin: .zero, size: screen), cornerRadius: 0), fill: Palette.window))
        let tree = ViewTreeLook(recording: recording, sizesAt: sizesAt)
        for group in tree.groups() { phone.add(group) }
        phone.add(ChromeLook(scene: scene).group())

        // Keys are laid out for the keyboard the scene starts with; if it grows later (a
        // `keyboardHeight` event), the background reaches down to cover the extra height.
        let layout = KeyboardLayout(
            size: Size(width: screen.width, height: scene.keyboardHeight), isPad: scene.device.isPad,
            orientation: scene.orientation,
            sideInset: KeyboardLayout.sideInset(for: scene.device, orientation: scene.orientation))
        let keyboard = KeyboardLook(layout: layout, isPad: scene.device.isPad)
        let keys = keyboard.group(
            top: app.keyboardTop,
            visibility: keyboardVisibility(app.keyboardTop, screenHeight: screen.height, duration: scene.duration),
            backgroundHeight: screen.height, accessories: app.keyboardAccessoryChanges,
            accessoryHeight: app.keyboardAccessoryHeight, duration: scene.duration)
        let keyboardRect = AnimatedRect(
            x: app.keyboardState.left ?? .constant(0), y: app.keyboardTop,
            width: app.keyboardState.width ?? .constant(screen.width), height: app.keyboardHeight)
        if let left = app.keyboardState.left {
            // A floating keyboard (iPad): the keys' left part, moved and cut to its narrow frame.
            phone.add(Group("floating-keyboard", offsetX: left, clip: keyboardRect, children: [.group(keys)]))
        } else {
            phone.add(keys)
        }

        for outline in tree.coveredOutlines(keyboard: keyboardRect) { phone.add(outline) }
        if let indicator = ChromeLook(scene: scene).homeIndicator() { phone.add(indicator) }
        return phone
    }

    /// Shown except while the keyboard rests below the screen, so back ends skip its keys
    /// when it cannot be seen.
    static func keyboardVisibility(_ top: Track, screenHeight: Double, duration: Double) -> Visibility {
        func hidden(_ segment: Track.Segment) -> Bool {
            segment.shape == .hold && segment.startValue >= screenHeight
        }
        let segments = top.segments(from: 0, to: duration)
        guard let first = segments.first else { return Visibility(initiallyVisible: top.value(at: 0) < screenHeight) }
        var visibility = Visibility(initiallyVisible: !hidden(first))
        var visible = visibility.initiallyVisible
        for segment in segments.dropFirst() where hidden(segment) == visible {
            visible.toggle()
            visibility.changes.append(.init(time: segment.start, visible: visible))
        }
        return visibility
    }
}
