import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit

/// The look: a recording drawn as an iOS screen over time.
///
/// The phone area is the scene's screen, upright, one canvas point per screen point, offset by
/// `phoneOrigin(options:)` (and by the device's frame, `screenOrigin(of:options:)`, when one is
/// drawn). Everything that moves moves by the recording's own tracks — the
/// views nest as groups offset by their frame and content-offset tracks, the keyboard by its
/// top-edge track — so an SVG can replay UIKit's curves exactly instead of baking frames.
///
/// Paint order, bottom to top: the device's frame, the window (black), the views, the bars and the
/// split view's master pane, the keyboard, the outline of the focused field's hidden part, the
/// home indicator, the sensor housing and what lies outside the display's rounded corners.
public enum SceneLook {
    /// Where the phone's area (`phoneArea(of:options:)`) starts on the canvas: below the caption
    /// when there is one. Without a frame around the phone, this is the screen's top-left corner:
    /// add it to any recording coordinate to get the canvas coordinate.
    public static func phoneOrigin(options: LookOptions) -> Point {
        Point(x: 0, y: options.caption ? CaptionLook.captionHeight : 0)
    }

    /// Where the screen's top-left corner sits on the canvas, for a scene that does not rotate:
    /// the phone's area moved in by the device's frame, when one is drawn.
    public static func screenOrigin(of scene: Scene, options: LookOptions) -> Point {
        let origin = phoneOrigin(options: options)
        let frame = frameInsets(of: scene, orientation: scene.orientation, options: options)
        return Point(x: origin.x + frame.left, y: origin.y + frame.top)
    }

    /// The room the phone takes on the canvas: its screen and the device's frame when one is
    /// drawn, or for a scene that rotates a square both orientations fit in, each drawn centred
    /// in it, so the picture keeps its size as the phone turns.
    public static func phoneArea(of scene: Scene, options: LookOptions = LookOptions()) -> Size {
        func outer(_ orientation: Orientation) -> Size {
            let screen = scene.device.screen(orientation)
            let frame = frameInsets(of: scene, orientation: orientation, options: options)
            return Size(
                width: screen.width + frame.left + frame.right, height: screen.height + frame.top + frame.bottom)
        }
        guard scene.rotates else {
            let frame = frameInsets(of: scene, orientation: scene.orientation, options: options)
            return Size(
                width: scene.screen.width + frame.left + frame.right,
                height: scene.screen.height + frame.top + frame.bottom)
        }
        let sizes = [outer(scene.orientation), outer(scene.orientation.other)]
        let side = sizes.map { max($0.width, $0.height) }.max() ?? 0
        return Size(width: side, height: side)
    }

    /// What surrounds the screen in `orientation`: the device's frame when asked for, the thin
    /// border of a turning phone, or nothing.
    static func frameInsets(of scene: Scene, orientation: Orientation, options: LookOptions) -> EdgeInsets {
        if options.showsBezel(scene) {
            return DisplayLook(device: scene.device, orientation: orientation).bezel
        }
        guard scene.rotates else { return .zero }
        return EdgeInsets(top: bezelWidth, left: bezelWidth, bottom: bezelWidth, right: bezelWidth)
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
        let screen = phoneArea(of: scene, options: options)
        let origin = phoneOrigin(options: options)
        let palette = options.palette(of: scene)
        var root = Group("canvas")
        if options.caption {
            root.add(CaptionLook(recording: recording, width: screen.width, palette: palette).caption())
        }
        for phone in phones(recording, origin: origin, area: screen, options: options) { root.add(phone) }
        if options.verdicts {
            let lines = VerdictsLook.primitives(
                verdicts ?? recording.verdicts, top: origin.y + screen.height, width: screen.width, palette: palette)
            root.add(Group("verdicts", children: lines.map { .primitive($0) }))
        }
        if options.timelineStrip {
            var strip = CaptionLook(recording: recording, width: screen.width, palette: palette).strip()
            strip.offsetY = .constant(origin.y + screen.height + verdictsHeight(options: options))
            root.add(strip)
        }
        return Drawing(
            size: canvasSize(screen: screen, options: options), background: palette.canvas, duration: scene.duration,
            root: root)
    }

    /// The phone, or for a scene that rotates one phone per orientation the device passes
    /// through, each centred in `area`. While the interface turns, the new orientation's phone
    /// fades in over the old one, which stands still as it was when the turn began, for UIKit's
    /// rotation animation (`PlatformProfile.rotationDuration`, ease-in-out): a cross-fade rather
    /// than a picture of the phone turning, because the back ends paint upright rectangles and
    /// text, and a turned screen would lay its own text on its side (docs/facts.md §11.6).
    private static func phones(_ recording: Recording, origin: Point, area: Size, options: LookOptions) -> [Group] {
        let scene = recording.scene
        let palette = options.palette(of: scene)
        guard scene.rotates else {
            let corner = screenOrigin(of: scene, options: options)
            let display = DisplayLook(device: scene.device, orientation: scene.orientation)
            guard options.showsBezel(scene) else {
                return [
                    phone(
                        recording, scene: scene, origin: corner, palette: palette, surround: options.canvas(of: scene))
                ]
            }
            let frame = display.bezelShapes(palette: palette, canvas: options.canvas(of: scene))
            return [
                shapes("frame", frame.under, at: corner),
                phone(recording, scene: scene, origin: corner, palette: palette, surround: nil),
                shapes("frame-over", frame.over, at: corner),
            ].filter { !$0.children.isEmpty }
        }
        let app = recording.app
        let fade = scene.profile.rotationDuration
        let starts = [0] + app.orientationChanges.map(\.time)
        let orientations = [app.startOrientation] + app.orientationChanges.map(\.orientation)
        var groups: [Group] = []
        for (index, start) in starts.enumerated() {
            let next = starts.indices.contains(index + 1) ? starts[index + 1] : nil
            let oriented = scene.oriented(orientations[index])
            let screen = oriented.screen
            let insets = frameInsets(of: scene, orientation: oriented.orientation, options: options)
            let corner = Point(
                x: origin.x + (area.width - screen.width - insets.left - insets.right) / 2 + insets.left,
                y: origin.y + (area.height - screen.height - insets.top - insets.bottom) / 2 + insets.top)
            let source = next.map { recording.holding(after: $0) } ?? recording
            let frame = turningFrame(scene, orientation: oriented.orientation, palette: palette, options: options)
            let phone = phone(
                source, scene: oriented, origin: corner, palette: palette, surround: nil,
                sizesAt: index > 0 ? start + fade : nil)
            var group = Group(
                "turn-\(index)-\(oriented.orientation.rawValue)",
                visibility: .during([(start, next.map { $0 + fade } ?? .infinity)], sceneDuration: scene.duration),
                children: shapes("", frame.under, at: corner).children + [.group(phone)]
                    + shapes("", frame.over, at: corner).children)
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

    /// The thin border around a turning phone's screen, points.
    static let bezelWidth = 6.0

    /// What frames a turning phone: the device's frame when asked for, else a thin border so the
    /// screen's shape reads against the canvas as the phone turns — a ring over a rounded
    /// display, a rounded rectangle under a square one.
    private static func turningFrame(
        _ scene: Scene, orientation: Orientation, palette: Palette, options: LookOptions
    ) -> (under: [Primitive], over: [Primitive]) {
        let display = DisplayLook(device: scene.device, orientation: orientation)
        if options.showsBezel(scene) { return display.bezelShapes(palette: palette, canvas: options.canvas(of: scene)) }
        if scene.device.display.cornerRadius > 0 {
            return ([], display.ring(width: bezelWidth, frame: palette.frame, canvas: options.canvas(of: scene)))
        }
        let border = Rect(origin: .zero, size: display.screen).insetBy(dx: -bezelWidth, dy: -bezelWidth)
        return ([Primitive(.rect(border, cornerRadius: bezelWidth * 2), fill: palette.frame)], [])
    }

    /// Shapes drawn in the screen's coordinates, moved to the screen's corner on the canvas.
    private static func shapes(_ name: String, _ shapes: [Primitive], at corner: Point) -> Group {
        Group(name, children: shapes.map { .primitive($0.offsetBy(dx: corner.x, dy: corner.y)) })
    }

    /// The screen as `scene` (the recording's scene in one orientation) lays it out: clipped to
    /// its rectangle, so nothing a strategy slides off the screen (nor the hidden keyboard below
    /// it) spills onto the caption or the strip; the display's housing over everything, and what
    /// lies outside its rounded corners painted in `surround` (nothing when a frame drawn over the
    /// screen covers them).
    private static func phone(
        _ recording: Recording, scene: Scene, origin: Point, palette: Palette, surround: Color?,
        sizesAt: Double? = nil
    ) -> Group {
        let app = recording.app
        let screen = scene.screen
        var phone = Group(
            "phone", offsetX: .constant(origin.x), offsetY: .constant(origin.y),
            clip: AnimatedRect(Rect(origin: origin, size: screen)))
        phone.add(Primitive(.rect(Rect(origin: .zero, size: screen), cornerRadius: 0), fill: palette.window))
        let sheet = app.sheet.map { app[$0.container].frame }
        if let presentation = scene.presentation, let sheet {
            phone.children += SheetLook.backdrop(
                presentation, sheet: sheet, screen: screen, majorVersion: scene.profile.majorVersion, palette: palette)
        }
        if let window = scene.window {
            for primitive in WindowLook.primitives(window: window.frame, screen: screen, palette: palette) {
                phone.add(primitive)
            }
        }
        let tree = ViewTreeLook(recording: recording, sizesAt: sizesAt, palette: palette)
        for group in tree.groups() { phone.add(group) }
        if let presentation = scene.presentation, let sheet {
            for corner in SheetLook.floatingCorners(
                presentation, sheet: sheet, screen: screen, displayRadius: scene.device.display.cornerRadius,
                palette: palette)
            {
                phone.add(corner)
            }
        }
        let chrome = ChromeLook(scene: scene, palette: palette, app: app)
        phone.add(chrome.group())
        if let sheet, let over = SheetLook.statusBarOverCard(scene, sheet: sheet, palette: palette) { phone.add(over) }

        // Each keyboard the recording shows, laid out for its own kind and height.
        let keyboard = KeyboardLook(scene: scene, faces: app.keyboardFaces, palette: palette)
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
        } else if !app.keyboardSlideX.isConstant {
            // A keyboard that slides in with a pushed screen (App+Navigation.swift).
            phone.add(Group("sliding-keyboard", offsetX: app.keyboardSlideX, children: [.group(keys)]))
        } else {
            phone.add(keys)
        }

        for outline in tree.coveredOutlines(keyboard: keyboardRect) { phone.add(outline) }
        if let indicator = chrome.homeIndicator() { phone.add(indicator) }
        let display = DisplayLook(device: scene.device, orientation: scene.orientation)
        let hardware =
            display.housing(color: palette.housing) + (surround.map { display.cornerMasks(surround: $0) } ?? [])
        if !hardware.isEmpty { phone.add(Group("display", children: hardware.map(Node.primitive))) }
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
