import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideRaster
import Testing

/// A fading group is composited as a whole, as SVG's group `opacity` is: its shapes over what is
/// under them, then the result mixed with what was there at the group's opacity.
@Suite struct FadeTests {
    static let white = Color(hex: 0xFFFFFF)
    static let red = Color(hex: 0xFF0000)
    static let blue = Color(hex: 0x0000FF)

    /// A red square under a group of two overlapping blue squares that fades in over 1 s.
    func frame(at time: Double, scale: Int) throws -> Bitmap {
        var root = Group("root")
        root.add(Primitive(.rect(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 0), fill: Self.red))
        var opacity = Track(initialValue: 0)
        opacity.animate(
            to: 1, at: 0, Track.Animation(timing: .bezier(.linear, duration: 1), from: 0, replacesRunning: true))
        root.add(
            Group(
                "fading", opacity: opacity,
                children: [
                    .primitive(
                        Primitive(.rect(Rect(x: 20, y: 20, width: 40, height: 40), cornerRadius: 0), fill: Self.blue)),
                    .primitive(
                        Primitive(.rect(Rect(x: 30, y: 30, width: 40, height: 40), cornerRadius: 0), fill: Self.blue)),
                ]))
        let drawing = Drawing(size: Size(width: 80, height: 80), background: Self.white, duration: 1, root: root)
        return try Bitmap(png: PNGRenderer.png(of: drawing.displayList(at: time), scale: scale))
    }

    @Test(arguments: [1, 2])
    func halfWayTheGroupIsHalfMixedIntoWhatIsUnderIt(scale: Int) throws {
        let bitmap = try frame(at: 0.5, scale: scale)
        let s = scale
        // Over the red square and over the white background, one mix each: where the two blue
        // squares overlap the group is still one layer, not blue laid twice.
        #expect(bitmap.pixel(x: 25 * s, y: 25 * s) == Self.red.mixed(with: Self.blue, amount: 0.5))
        #expect(bitmap.pixel(x: 35 * s, y: 35 * s) == Self.red.mixed(with: Self.blue, amount: 0.5))
        #expect(bitmap.pixel(x: 50 * s, y: 50 * s) == Self.white.mixed(with: Self.blue, amount: 0.5))
        // Outside the group nothing changes.
        #expect(bitmap.pixel(x: 5 * s, y: 5 * s) == Self.red)
        #expect(bitmap.pixel(x: 75 * s, y: 5 * s) == Self.white)
    }

    @Test func atTheEndsTheGroupIsGoneOrWhole() throws {
        #expect(try frame(at: 0, scale: 1).pixel(x: 25, y: 25) == Self.red)
        #expect(try frame(at: 1, scale: 1).pixel(x: 25, y: 25) == Self.blue)
    }

    @Test func theItemsOfAFadingGroupShareOneLayer() {
        var root = Group("root")
        var inner = Group("inner")
        inner.add(Primitive(.rect(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0), fill: Self.red))
        root.add(Group("fading", opacity: Track(initialValue: 0.25), children: [.group(inner), .group(inner)]))
        let items = Drawing(size: Size(width: 2, height: 2), background: Self.white, duration: 1, root: root)
            .displayList(at: 0).items
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0.fade == DisplayList.Fade(layer: 0, opacity: 0.25) })
    }
}
