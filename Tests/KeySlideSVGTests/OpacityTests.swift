import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideSVG
import KeySlideTestSupport
import Testing

/// A group's opacity: SVG's own group `opacity`, animated with SMIL; in a static frame, the
/// fading items wrapped in one `<g opacity>`.
@Suite struct OpacityTests {
    static let blue = Color(hex: 0x0000FF)

    func drawing(opacity: Track) -> Drawing {
        var root = Group("root")
        root.add(Primitive(.rect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), fill: Self.blue))
        root.add(
            Group(
                "fading", opacity: opacity,
                children: [
                    .primitive(
                        Primitive(.rect(Rect(x: 5, y: 5, width: 10, height: 10), cornerRadius: 0), fill: Self.blue)),
                    .primitive(
                        Primitive(.rect(Rect(x: 8, y: 8, width: 10, height: 10), cornerRadius: 0), fill: Self.blue)),
                ]))
        return Drawing(size: Size(width: 20, height: 20), background: Color(hex: 0xFFFFFF), duration: 2, root: root)
    }

    var fadeIn: Track {
        var track = Track(initialValue: 0)
        track.animate(
            to: 1, at: 1, Track.Animation(timing: .bezier(.linear, duration: 0.5), from: 0, replacesRunning: true))
        return track
    }

    @Test func anAnimatedSVGStartsTransparentAndAnimatesTheGroupsOpacity() {
        let svg = SVGRenderer.animatedSVG(of: drawing(opacity: fadeIn), scale: 1, fps: 10)
        #expect(svg.contains(#"opacity="0""#))
        #expect(svg.contains(#"attributeName="opacity""#))
        // A group that is always opaque writes nothing about opacity.
        let plain = SVGRenderer.animatedSVG(of: drawing(opacity: Track(initialValue: 1)), scale: 1, fps: 10)
        #expect(!plain.contains("opacity"))
    }

    /// The browser's SMIL engine runs the fade: half-way through the linear half-second ramp, the
    /// group is half opaque; before, transparent; after, opaque.
    @Test func theBrowserFadesTheGroupOnTime() throws {
        let svg = SVGRenderer.animatedSVG(of: drawing(opacity: fadeIn), scale: 1, fps: 10)
        let times = [0.5, 1.25, 1.75]
        let states = try Chromium.inspect(times.map { (svg, $0) })
        let opacities = try states.map { try #require($0.group("fading")).opacity }
        #expect(abs(opacities[0]) < 0.01)
        #expect(abs(opacities[1] - 0.5) < 0.01)
        #expect(abs(opacities[2] - 1) < 0.01)
    }

    @Test func aStaticFrameWrapsTheFadingItemsInOneGroup() {
        let frame = SVGRenderer.svg(of: drawing(opacity: fadeIn).displayList(at: 1.25))
        #expect(frame.components(separatedBy: #"<g opacity="0.5">"#).count == 2)
        // Both of the group's rectangles are inside that one element, the first one outside it.
        let inside = frame.components(separatedBy: #"<g opacity="0.5">"#)[1].components(separatedBy: "</g>")[0]
        #expect(inside.components(separatedBy: "<rect").count == 3)
        #expect(!SVGRenderer.svg(of: drawing(opacity: fadeIn).displayList(at: 1.6)).contains("opacity"))
    }
}
