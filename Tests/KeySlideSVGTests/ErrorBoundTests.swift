import KeySlideCanvas
import KeySlideEasing
import KeySlideSVG
import Testing

/// The promise of the animated SVG: at every frame time, what SMIL shows is within half a pixel
/// of the track, whether a piece was written as an exact spline or sampled.
@Suite struct ErrorBoundTests {
    static let cases: [(name: String, track: Track)] = TestTracks.all

    @Test(arguments: [1.0, 2.0, 3.0], [30, 60])
    func everyFrameIsWithinHalfAPixel(scale: Double, fps: Int) throws {
        for (name, track) in Self.cases {
            let drawing = TestDrawings.single(track)
            let interpreter = try SMILInterpreter(svg: SVGRenderer.animatedSVG(of: drawing, scale: scale, fps: fps))
            var worst = 0.0
            for frame in 0..<Int(drawing.duration * Double(fps)) {
                let time = Double(frame) / Double(fps)
                // The holder adds (10, 20) above the moving group.
                let shown = try interpreter.translation(ofGroupNamed: "moving", at: time)
                let error = abs(shown.y - 20 - track.value(at: time)) * scale
                worst = max(worst, error)
                #expect(error <= 0.5, "\(name) at \(time) s, scale \(scale), \(fps) fps: off by \(error) px")
                #expect(abs(shown.x - 10) * scale <= 0.5)
            }
            #expect(worst <= 0.5)
        }
    }

    @Test func theCheckCatchesAnAnimationThatIsOff() throws {
        // The same comparison against a different track must fail, or the test above proves nothing.
        let drawing = TestDrawings.single(TestTracks.spring)
        let interpreter = try SMILInterpreter(svg: SVGRenderer.animatedSVG(of: drawing, scale: 1, fps: 60))
        let shifted = TestTracks.bezier
        let errors = try (0..<120).map { frame -> Double in
            let time = Double(frame) / 60
            return abs(try interpreter.translation(ofGroupNamed: "moving", at: time).y - 20 - shifted.value(at: time))
        }
        #expect(errors.contains { $0 > 0.5 })
    }
}
