import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideRaster
import KeySlideTestSupport
import Testing

/// APNG, WebP and WebM play the GIF's frames for the GIF's times, and give the same bytes every
/// time, whatever the number of workers.
@Suite struct AnimationFormatTests {
    static func render(
        _ format: AnimationFormat, _ drawing: Drawing, fps: Int, workers: Int = 2
    ) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try AnimationRenderer.render(
            format, of: drawing, options: RasterOptions(scale: 1, fps: fps), workers: workers
        ) { piece in
            bytes += piece
            return true
        }
        return bytes
    }

    /// Each format's frames and their durations in milliseconds, read back from its bytes.
    static func timing(_ format: AnimationFormat, _ bytes: [UInt8]) throws -> AnimationTiming {
        switch format {
        case .apng: try AnimationTiming.apng(bytes)
        case .webp: try AnimationTiming.webp(bytes)
        case .webm: try AnimationTiming.webm(bytes).timing
        }
    }

    /// The GIF's frames' durations in milliseconds.
    static func gifDurations(_ drawing: Drawing, fps: Int) throws -> [Int] {
        try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: 1, fps: fps))).frames.map {
            10 * $0.delay
        }
    }

    @Test("every frame of a changing drawing, with the GIF's delays", arguments: AnimationFormat.allCases)
    func everyFrame(format: AnimationFormat) throws {
        for fps in [25, 30] {
            let drawing = TestDrawings.restlessScene(duration: 1.01, fps: fps)
            let timing = try Self.timing(format, try Self.render(format, drawing, fps: fps))
            #expect(timing.durations == (try Self.gifDurations(drawing, fps: fps)), "\(format) at \(fps) fps")
            #expect(timing.durations.reduce(0, +) == 1010)
        }
    }

    @Test("frames that repeat the one before are merged as the GIF merges them", arguments: AnimationFormat.allCases)
    func heldFrames(format: AnimationFormat) throws {
        let drawing = TestDrawings.keyboardScene(duration: 1.5)
        let durations = try Self.timing(format, try Self.render(format, drawing, fps: 50)).durations
        let gif = try Self.gifDurations(drawing, fps: 50)
        #expect(gif.count < 75, "the scene holds still somewhere")
        #expect(durations == gif, "\(format)")
    }

    @Test("the same bytes twice, and with one worker or two", arguments: AnimationFormat.allCases)
    func deterministic(format: AnimationFormat) throws {
        let drawing = TestDrawings.busyScene(duration: 1)
        let first = try Self.render(format, drawing, fps: 20, workers: 2)
        #expect(try Self.render(format, drawing, fps: 20, workers: 2) == first)
        #expect(try Self.render(format, drawing, fps: 20, workers: 1) == first)
    }

    @Test("an APNG stores the first frame whole and then only each changed box")
    func apngBoxes() throws {
        let drawing = TestDrawings.restlessScene(duration: 0.4, fps: 10)
        let timing = try AnimationTiming.apng(try Self.render(.apng, drawing, fps: 10))
        #expect(timing.boxes.first == [0, 0, 30, 10])
        // The 4-point square moves by 3 points at most between frames: a box of at most 7 × 4.
        #expect(timing.boxes.dropFirst().allSatisfy { $0[2] <= 7 && $0[3] == 4 }, "\(timing.boxes)")
    }

    @Test("a WebM starts with a key frame and times each block from 0")
    func webmBlocks() throws {
        let drawing = TestDrawings.restlessScene(duration: 1, fps: 10)
        let read = try AnimationTiming.webm(try Self.render(.webm, drawing, fps: 10))
        #expect(read.keyFrames.first == true)
        #expect(read.starts == (0..<10).map { 100 * $0 })
    }

    @Test("a duration past an APNG delay's 16 bits is refused, as the GIF refuses one under 2 cs")
    func durationBounds() throws {
        for duration in [0.01, 700] {
            let drawing = Drawing(
                size: Size(width: 4, height: 4), background: Color(hex: 0xFFFFFF), duration: duration,
                root: Group("root"))
            #expect(throws: RasterError.self) { try Self.render(.webp, drawing, fps: 1) }
        }
    }
}
