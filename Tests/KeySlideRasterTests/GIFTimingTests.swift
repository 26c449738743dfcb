import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideRaster
import KeySlideTestSupport
import Testing

/// Frame count, delays, looping and merging of held frames.
@Suite struct GIFTimingTests {
    /// `round(100 · i / fps)`, written independently of the renderer with floating point.
    private func centiseconds(frame i: Int, fps: Int) -> Int {
        Int((100 * Double(i) / Double(fps)).rounded())
    }

    @Test func everyFrameOfAChangingDrawingIsWrittenWithDriftFreeDelays() throws {
        for fps in [10, 25, 30, 50] {
            let duration = 2.0
            let drawing = TestDrawings.restlessScene(duration: duration, fps: fps)
            let gif = try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: fps)))
            let count = Int(duration * Double(fps))
            #expect(gif.frames.count == count, "fps \(fps)")
            #expect(gif.loopCount == 0)
            #expect(gif.totalDelay == 200)
            var elapsed = 0
            for (i, frame) in gif.frames.enumerated() {
                #expect(frame.delay >= 2)
                #expect(
                    frame.delay == centiseconds(frame: i + 1, fps: fps) - centiseconds(frame: i, fps: fps),
                    "fps \(fps) frame \(i)")
                elapsed += frame.delay
                #expect(elapsed == centiseconds(frame: i + 1, fps: fps))
            }
        }
    }

    @Test func thirtyFramesPerSecondDoesNotDriftOverTwentySeconds() throws {
        let drawing = TestDrawings.restlessScene(duration: 20, fps: 30)
        let gif = try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: 30)))
        #expect(gif.frames.count == 600)
        #expect(gif.totalDelay == 2000)
        // 100/30 cs per frame: the delays cycle 3, 4, 3 and every third frame ends on a whole 10 cs.
        #expect(gif.frames.prefix(6).map(\.delay) == [3, 4, 3, 3, 4, 3])
        #expect(Set(gif.frames.map(\.delay)) == [3, 4])
        var elapsed = 0
        for (i, frame) in gif.frames.enumerated() {
            elapsed += frame.delay
            if (i + 1) % 3 == 0 { #expect(elapsed == (i + 1) / 3 * 10) }
        }
    }

    @Test func totalMatchesADurationThatIsNotAWholeNumberOfFrames() throws {
        // 0.99 s at 50 fps: round(49.5) = 50 frame times, but the last would get only 1 cs, so
        // the frame before it holds to the end. 1.01 s at 30 fps: 30 frames, the last one longer.
        for (duration, fps) in [(0.99, 50), (1.01, 30), (0.37, 7)] {
            let drawing = TestDrawings.restlessScene(duration: duration, fps: fps)
            let gif = try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: fps)))
            #expect(gif.totalDelay == Int((duration * 100).rounded()), "\(duration) s at \(fps) fps")
            #expect(gif.frames.allSatisfy { $0.delay >= 2 })
        }
    }

    @Test func aDrawingThatHoldsStillIsOneFrameWithTheSummedDelay() throws {
        // A square slides right for 0.5 s, rests for 1 s, slides back for 0.5 s; 10 fps.
        var x = Track(initialValue: 0)
        x.animate(
            to: 50, at: 0, Track.Animation(timing: .bezier(.linear, duration: 0.5), from: 0, replacesRunning: false))
        x.animate(
            to: 0, at: 1.5, Track.Animation(timing: .bezier(.linear, duration: 0.5), from: 50, replacesRunning: false))
        var square = Group("square", offsetX: x)
        square.add(Primitive(.rect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), fill: TestDrawings.ink))
        var root = Group("root")
        root.add(square)
        let drawing = Drawing(
            size: Size(width: 60, height: 10), background: TestDrawings.background, duration: 2, root: root)

        let gif = try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: 10)))
        // Frame times 0.5 … 1.5 s all show x = 50: eleven times, one frame of 110 cs.
        #expect(gif.frames.map(\.delay) == [10, 10, 10, 10, 10, 110, 10, 10, 10, 10])
        #expect(gif.totalDelay == 200)
        #expect(gif.frames[5].pixel(x: 55, y: 5) == TestDrawings.ink)
        #expect(gif.frames[5].pixel(x: 45, y: 5) == TestDrawings.background)
    }

    @Test func framesWhosePixelsDoNotChangeAreMergedToo() throws {
        // The square creeps by 0.1 point per frame: display lists differ at every frame time,
        // but its edges only move when x crosses a half point.
        var x = Track(initialValue: 0)
        x.animate(to: 1, at: 0, Track.Animation(timing: .bezier(.linear, duration: 1), from: 0, replacesRunning: false))
        var square = Group("square", offsetX: x)
        square.add(Primitive(.rect(Rect(x: 2, y: 2, width: 4, height: 4), cornerRadius: 0), fill: TestDrawings.ink))
        var root = Group("root")
        root.add(square)
        let drawing = Drawing(
            size: Size(width: 10, height: 10), background: TestDrawings.background, duration: 1, root: root)

        let gif = try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: 10)))
        // x = 0, 0.1, …, 0.9: the edge at 2 + x snaps to column 2 while x < 0.5, then to 3.
        #expect(gif.frames.map(\.delay) == [50, 50])
        #expect(gif.frames[0].pixel(x: 2, y: 3) == TestDrawings.ink)
        #expect(gif.frames[1].pixel(x: 2, y: 3) == TestDrawings.background)
        #expect(gif.frames[1].pixel(x: 6, y: 3) == TestDrawings.ink)
    }

    @Test func progressCountsEveryFrameTimeInBothPasses() throws {
        // Four frame times, painted once to order the palette and once to be encoded.
        let drawing = TestDrawings.keyboardScene(duration: 0.4)
        var calls: [[Int]] = []
        _ = try GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: 10)) { done, total in
            calls.append([done, total])
        }
        #expect(calls == (1...8).map { [$0, 8] })
    }
}
