import KeySlideCanvas
import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// The bytes never depend on how many workers made them, or on which worker painted a frame.
@Suite struct FramePipelineTests {
    private typealias D = TestDrawings

    private func gif(_ drawing: Drawing, scale: Int, fps: Int, workers: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try GIFRenderer.gif(of: drawing, options: RasterOptions(scale: scale, fps: fps), workers: workers) { piece in
            bytes += piece
            return true
        }
        return bytes
    }

    private func pngFrames(_ drawing: Drawing, at times: [Double], workers: Int) throws -> [[UInt8]] {
        var frames: [[UInt8]] = []
        try PNGRenderer.frames(of: drawing, at: times, scale: 1, workers: workers) { index, bytes in
            #expect(index == frames.count, "frames come in order")
            frames.append(bytes)
            return true
        }
        return frames
    }

    @Test(arguments: [1, 2])
    func aGIFIsTheSameFromOneWorkerOrSeveral(scale: Int) throws {
        for drawing in [D.busyScene(), D.keyboardScene()] {
            let serial = try gif(drawing, scale: scale, fps: 25, workers: 1)
            #expect(try gif(drawing, scale: scale, fps: 25, workers: 2) == serial)
            #expect(try gif(drawing, scale: scale, fps: 25, workers: 3) == serial)
        }
    }

    @Test func pngFramesAreTheSameFromOneWorkerOrTwoAndEachIsItsMomentAlone() throws {
        let drawing = D.busyScene()
        // A held stretch (the same list twice) and frames out of step with the motion.
        let times = [0, 0.03, 0.03, 0.1, 0.37, 0.5, 0.52, 0.9, 1]
        let serial = try pngFrames(drawing, at: times, workers: 1)
        #expect(try pngFrames(drawing, at: times, workers: 2) == serial)
        #expect(serial.count == times.count)
        for (time, png) in zip(times, serial) {
            #expect(png == (try PNGRenderer.png(of: drawing.displayList(at: time), scale: 1)), "t = \(time)")
        }
    }

    @Test func aRefusedFrameStopsTheFolder() throws {
        var taken = 0
        let refused = #expect(throws: RasterError.self) {
            try PNGRenderer.frames(of: D.busyScene(), at: [0, 0.2, 0.4, 0.6, 0.8], scale: 1) { _, _ in
                taken += 1
                return taken < 2
            }
        }
        #expect(taken == 2)
        #expect(refused?.kind == .outputRefused)
    }

    /// Two rounds of results stay within the budget on a large canvas: twelve phones at scale 3
    /// (54.5 million pixels) passed 2 GB with rounds of 8.
    @Test func aLargeCanvasTakesShorterRounds() {
        #expect(FramePipeline.roundSize(pixels: 200 * 300) == FramePipeline.maximumRoundSize)
        #expect(FramePipeline.roundSize(pixels: 54_500_000) == 2)
        #expect(FramePipeline.roundSize(pixels: 400_000_000) == 1)
        for pixels in [1, 1_000_000, 16_000_000, 30_000_000, 60_000_000] {
            let size = FramePipeline.roundSize(pixels: pixels)
            #expect(size == 1 || 2 * size * pixels <= FramePipeline.resultBudget)
        }
    }

    /// A canvas too large for two workers' copies within 2 GB gets one (twelve phones at scale 3
    /// peaked at 2.2 GB with two).
    @Test func aCanvasPastTheSoloSizeGetsOneWorker() {
        #expect(FramePipeline.workers(asked: 2, pixels: 54_500_000) == 1)
        #expect(FramePipeline.workers(asked: 2, pixels: FramePipeline.soloAbove) == 2)
        #expect(FramePipeline.workers(asked: 3, pixels: 1_000_000) == 3)
    }
}
