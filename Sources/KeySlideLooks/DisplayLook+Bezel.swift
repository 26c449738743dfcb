import KeySlideCanvas
import KeySlideGeometry

/// The device's frame around the display, for documentation pictures (`--bezel`, `bezel: true`;
/// docs/facts.md §16.1): a dark rounded frame, with a forehead, a chin, an earpiece and a home
/// button on the devices that have one.
extension DisplayLook {
    /// Whether the display has the rounded corners of a device without a home button.
    private var hasRoundedDisplay: Bool { display.cornerRadius > 0 }

    /// The frame's widths around the screen, in portrait: even all round a rounded display,
    /// taller above and below a home-button screen (the iPhone 8's and the 9.7-inch iPad's
    /// proportions, worked out from their published sizes).
    var portraitBezel: EdgeInsets {
        if hasRoundedDisplay {
            let width = isPad ? 24.0 : 12.0
            return EdgeInsets(top: width, left: width, bottom: width, right: width)
        }
        let side = (portraitScreen.width * (isPad ? 0.073 : 0.075)).rounded()
        let chin = (portraitScreen.height * (isPad ? 0.109 : 0.165)).rounded()
        return EdgeInsets(top: chin, left: side, bottom: chin, right: side)
    }

    /// The frame's widths in the scene's orientation.
    var bezel: EdgeInsets { oriented(portraitBezel) }

    /// The frame's outer corner radius: the display's plus the frame's width, or on a home-button
    /// device a little over twice the side (by eye).
    var bezelRadius: Double {
        let insets = portraitBezel
        return hasRoundedDisplay ? display.cornerRadius + insets.left : (insets.left * 2.2).rounded()
    }

    /// The frame, in the screen's coordinates (the screen's top left corner at 0, 0): what goes
    /// under the screen and what goes over it. Around a rounded display the frame is a ring
    /// drawn over the screen, whose inner edge is the display's rounded outline, so it also
    /// covers what lies outside the display's corners (`ring(width:palette:)`); a home-button
    /// device's frame, square inside, goes under the screen with its home button and earpiece.
    func bezelShapes(palette: Palette, canvas: Color) -> (under: [Primitive], over: [Primitive]) {
        let insets = bezel
        guard !hasRoundedDisplay else { return ([], ring(width: insets.left, frame: palette.frame, canvas: canvas)) }
        let outer = Rect(
            x: -insets.left, y: -insets.top, width: screen.width + insets.left + insets.right,
            height: screen.height + insets.top + insets.bottom)
        var shapes = [Primitive(.rect(outer, cornerRadius: bezelRadius), fill: palette.frame)]
        let chin = portraitBezel.bottom
        let button = oriented(Point(x: portraitScreen.width / 2, y: portraitScreen.height + chin / 2))
        shapes.append(
            Primitive(
                .circle(center: button, radius: (chin * 0.3).rounded()), stroke: Stroke(palette.frameDetail, width: 2)))
        let slot = Size(width: (portraitScreen.width * 0.16).rounded(), height: 5)
        let earpiece = Rect(
            x: (portraitScreen.width - slot.width) / 2, y: -chin / 2 - slot.height / 2, width: slot.width,
            height: slot.height)
        shapes.append(Primitive(.rect(oriented(earpiece), cornerRadius: slot.height / 2), fill: palette.frameDetail))
        return (shapes, [])
    }

    /// A ring `width` wide around the display in the `frame` colour, its inner edge the display's
    /// rounded outline — a stroke centred half its width outside the screen (both back ends round
    /// a stroke's inner edge by the radius less half the width) — and, in the `canvas` colour,
    /// what lies outside its outer corners, where the screen's square corners would show.
    func ring(width: Double, frame: Color, canvas: Color) -> [Primitive] {
        let path = Rect(origin: .zero, size: screen).insetBy(dx: -width / 2, dy: -width / 2)
        let radius = display.cornerRadius + width / 2
        let ring = Primitive(.rect(path, cornerRadius: radius), stroke: Stroke(frame, width: width))
        let outer = path.insetBy(dx: -width / 2, dy: -width / 2)
        return [ring] + Self.cornerMasks(of: outer, radius: radius + width / 2, surround: canvas)
    }
}
