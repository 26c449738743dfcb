import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import Testing

/// The format-neutral picture: how a drawing's tree flattens into a frame's display list.
@Suite struct DrawingTests {
    private static let ink = Color(hex: 0x112233)
    private static let square = Primitive(.rect(Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0), fill: ink)

    private func drawing(_ root: Group) -> Drawing {
        Drawing(size: Size(width: 100, height: 80), background: Color(hex: 0xFFFFFF), duration: 2, root: root)
    }

    @Test func offsetsAddUpDownTheTreeAndFollowTheirTracks() {
        var slide = Track(initialValue: 0)
        let linear = Track.Animation(timing: .bezier(.linear, duration: 1), from: 0, replacesRunning: true)
        slide.animate(to: 10, at: 1, linear)
        var inner = Group("inner", offsetX: slide)
        inner.add(Self.square)
        var outer = Group("outer", offsetY: Track(initialValue: 5))
        outer.add(inner)
        let list = drawing(outer).displayList(at: 1.5)
        #expect(list.items == [DisplayList.Item(primitive: Self.square.offsetBy(dx: 5, dy: 5))])
        #expect(drawing(outer).displayList(at: 0).items[0].primitive == Self.square.offsetBy(dx: 0, dy: 5))
    }

    @Test func clipsStayInTheParentsCoordinatesAndNestedClipsIntersect() {
        let innerClip = AnimatedRect(Rect(x: 0, y: 0, width: 20, height: 20))
        var inner = Group("inner", offsetX: Track(initialValue: 7), clip: innerClip)
        inner.add(Self.square)
        let outerClip = AnimatedRect(Rect(x: 10, y: 10, width: 50, height: 50))
        var outer = Group("outer", offsetX: Track(initialValue: 3), clip: outerClip)
        outer.add(inner)
        let item = drawing(outer).displayList(at: 0).items[0]
        // The inner clip moves with the outer offset (3), not its own (7); it meets the outer clip.
        #expect(item.clip == Rect(x: 10, y: 10, width: 13, height: 10))
        #expect(item.primitive == Self.square.offsetBy(dx: 10, dy: 0))

        var apart = Group("apart", clip: AnimatedRect(Rect(x: 70, y: 70, width: 5, height: 5)))
        apart.add(Self.square)
        var root = Group("root", clip: AnimatedRect(Rect(x: 0, y: 0, width: 10, height: 10)))
        root.add(apart)
        #expect(drawing(root).displayList(at: 0).items.isEmpty)
    }

    @Test func visibilityFlipsAtItsInstantsAndAnIntervalReachingTheEndStaysOpen() {
        let visibility = Visibility.during([(start: 1, end: 2), (start: 0, end: 0.5)], sceneDuration: 2)
        #expect(visibility.initiallyVisible)
        #expect(visibility.changes == [.init(time: 0.5, visible: false), .init(time: 1, visible: true)])
        #expect(visibility.isVisible(at: 0.49) && !visibility.isVisible(at: 0.5) && visibility.isVisible(at: 1))
        var group = Group("blink", visibility: visibility)
        group.add(Self.square)
        #expect(drawing(group).displayList(at: 0.7).items.isEmpty)
        #expect(drawing(group).displayList(at: 2).items.count == 1)
    }

    @Test func coloursPrintAsHexAndMixRounded() {
        #expect(Color(hex: 0x1E90FF).hex == "#1e90ff")
        let black = Color(hex: 0)
        let white = Color(hex: 0xFFFFFF)
        #expect(black.mixed(with: white, amount: 0.5) == Color(red: 128, green: 128, blue: 128))
        #expect(black.mixed(with: white, amount: 2) == white)
    }

    @Test func textMetricsMeasureWithDejaVuWidthsAndShortenWithAnEllipsis() {
        // "Hi": H 0.752 + i 0.278 ems.
        #expect(abs(TextMetrics.width(of: "Hi", size: 10) - 10.3) < 1e-9)
        #expect(abs(TextMetrics.width(of: "Hi", size: 10, weight: .bold) - 11.33) < 1e-9)
        #expect(abs(TextMetrics.width(of: "Hi", size: 10, monospaced: true) - 12.04) < 1e-9)
        #expect(TextMetrics.fitting("Settings", width: 100, size: 10) == "Settings")
        let short = TextMetrics.fitting("Settings and privacy", width: 40, size: 10)
        #expect(short.hasSuffix("…") && TextMetrics.width(of: short, size: 10) <= 40)
        #expect(abs(TextMetrics.centredBaseline(midY: 50, size: 10) - 53.6) < 1e-9)
    }
}
