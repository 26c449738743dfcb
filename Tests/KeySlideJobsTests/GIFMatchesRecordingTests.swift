import Foundation
import KeySlideJobs
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// Real scenes rendered to GIF through `Jobs`, decoded independently, and compared pixel for
/// pixel with the recording: the keyboard's top edge and the focused field's ring sit exactly
/// where the recording's numbers put them, at every frame, and the frames last exactly the
/// scene's duration.
@Suite("GIF frames against the recording")
struct GIFMatchesRecordingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var sample: String
        var strategy: String
        var scale: Int
        var fps: Int
        /// Motions the scene must show in some frame, so the test is known to look at them.
        var motions: [String]
        var testDescription: String { "\(sample) · \(strategy) · scale \(scale) · \(fps) fps" }
    }

    /// Seed 002 scrolls its content once the keyboard is up (an iOS 6 bezier keyboard); seed 001
    /// slides its root view with the iOS 7 spring the keyboard uses, and moves focus while up.
    static let cases: [Case] = [
        Case(
            sample: "seed-002-scroll-content-offset", strategy: "scroll-content-offset", scale: 1, fps: 20,
            motions: ["keyboard", "scrolling", "rest"]),
        Case(
            sample: "seed-002-scroll-content-offset", strategy: "scroll-content-offset", scale: 2, fps: 20,
            motions: ["keyboard", "scrolling", "rest"]),
        Case(
            sample: "seed-001-shift-by-overlap", strategy: "shift-by-overlap", scale: 1, fps: 20,
            motions: ["keyboard", "field", "rest"]),
        Case(
            sample: "seed-001-shift-by-overlap", strategy: "shift-by-overlap", scale: 2, fps: 10,
            motions: ["keyboard", "field", "rest"]),
    ]

    static func samplePath(_ name: String) -> String {
        KeySlideProcess.packageRoot.appendingPathComponent("Samples/\(name).yaml").path
    }

    /// `round(100 · i / fps)`: when frame `i` starts, in centiseconds, worked out in floating point
    /// (the renderer uses integers).
    static func centiseconds(frame i: Int, fps: Int) -> Int {
        Int((100 * Double(i) / Double(fps)).rounded())
    }

    /// The fast tier checks one case of each sample, one at each scale; the long tier all four.
    @Test(arguments: TestTier.cases(cases, fastIndices: [0, 3]))
    func keyboardEdgeAndFocusRingSitWhereTheRecordingPutsThem(_ test: Case) throws {
        let scene = try Runner.loadScene(Self.samplePath(test.sample))
        let strategy = try StrategyCatalog.strategy(named: test.strategy)
        let recording = Simulation.run(scene, strategy: strategy.init())
        let gif = try Self.renderedGIF(scene, strategy: strategy, test)
        Self.expectCanvasLoopAndClock(of: gif, scene: scene, test)
        let total = Int((scene.duration * 100).rounded())
        let frameCount = Int((scene.duration * Double(test.fps)).rounded())

        // Every frame time: the keyboard and the ring.
        let expected = ExpectedPixels(
            recording: recording, scale: test.scale, origin: SceneLook.phoneOrigin(options: LookOptions()))
        var seen: Set<String> = []
        var ringChecks = 0
        var sideChecks = 0
        for i in 0..<frameCount {
            let time = Double(i) / Double(test.fps)
            let shown = Self.centiseconds(frame: i, fps: test.fps)
            // A last frame time too close to the end (under 2 cs) is held by the frame before.
            if total - shown < 2 { continue }
            let picture = try #require(gif.picture(atFrame: i, fps: test.fps))
            let label = "\(test.testDescription) at \(time) s"

            let keyboardRow = picture.rows(
                of: LookOptions().palette(of: scene).keyboardTop, column: expected.keyboardColumn,
                in: expected.screen.rows
            ).first
            #expect(keyboardRow == expected.keyboardTopRow(at: time), "keyboard's top row, \(label)")

            seen.formUnion(Self.motions(at: time, expected: expected, recording: recording, fps: test.fps))

            guard let ring = expected.ring(at: time) else {
                // No field focused: no ring anywhere on the screen, in any field's column.
                for field in recording.app.textInputs {
                    let column = expected.ringColumn(expected.box(recording.windowRect(of: field, at: time)))
                    #expect(
                        picture.rows(of: Palette.light.tint, column: column, in: expected.screen.rows).isEmpty,
                        "a ring with nothing focused, \(label)")
                }
                continue
            }
            let visible = expected.visibleArea(of: ring.field, at: time)
            let column = expected.ringColumn(ring.outer)
            let tintRows = picture.rows(of: Palette.light.tint, column: column, in: expected.screen.rows)
            #expect(
                tintRows == expected.visibleRingRows(ring.outer, visible: visible),
                "ring rows in column \(column), ring \(ring.outer), \(label)")
            ringChecks += 1

            // Left and right: the outermost runs of blue along the middle row, when it shows.
            let row = expected.ringRow(ring.outer)
            if visible.rows.contains(row) {
                let runs = Picture.runs(picture.columns(of: Palette.light.tint, row: row, in: expected.screen.columns))
                #expect(
                    runs.first == ring.outer.minX..<(ring.outer.minX + expected.ringWidth), "ring's left side, \(label)"
                )
                #expect(
                    runs.last == (ring.outer.maxX - expected.ringWidth)..<ring.outer.maxX, "ring's right side, \(label)"
                )
                sideChecks += 1
            }
        }
        for motion in test.motions { #expect(seen.contains(motion), "no frame shows \(motion)") }
        #expect(ringChecks >= frameCount / 3)
        #expect(sideChecks > 0)
        print(
            "\(test.testDescription): \(gif.frames.count) GIF frames for \(frameCount) frame times, \(ringChecks) "
                + "ring checks (\(sideChecks) with sides), motions \(seen.sorted())"
        )

        if test.scale == 1, test.sample.hasPrefix("seed-001") {
            try Artefacts.keep(
                try #require(gif.picture(atFrame: test.fps / 2, fps: test.fps)).pngBytes(),
                as: "gif-\(test.sample)-at-0.5s.png")
        }
    }

    /// `scene` under `strategy` written as a GIF through `Runner.run`, checked to be the one file
    /// reported with its size, and decoded.
    static func renderedGIF(_ scene: Scene, strategy: any AvoidanceStrategy.Type, _ test: Case) throws -> DecodedGIF {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.gif").path
        let settings = RenderSettings(fps: test.fps, scale: test.scale)
        let result = try Runner.run(
            scene, strategies: [strategy], outputs: [.init(.eachStrategy, .gif, path: path)], settings: settings,
            folder: directory.path)
        let written = try #require(result.files.first)
        #expect(result.files == [written] && written.path == path)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: written.path)))
        #expect(written.byteCount == bytes.count)
        return try DecodedGIF(bytes)
    }

    /// The canvas, the loop and the clock: the look's canvas at the test's scale, looping
    /// forever, frames starting on frame times and lasting the scene's duration to the centisecond.
    static func expectCanvasLoopAndClock(of gif: DecodedGIF, scene: Scene, _ test: Case) {
        let canvas = SceneLook.canvasSize(screen: scene.screen, options: LookOptions())
        #expect(gif.width == Int(canvas.width) * test.scale)
        #expect(gif.height == Int(canvas.height) * test.scale)
        #expect(gif.loopCount == 0, "loops forever")
        let total = Int((scene.duration * 100).rounded())
        #expect(gif.totalDelay == total, "the frames last the scene's \(scene.duration) s to the centisecond")
        let frameCount = Int((scene.duration * Double(test.fps)).rounded())
        let boundaries = Set((0..<frameCount).map { Self.centiseconds(frame: $0, fps: test.fps) })
        #expect(gif.frames.count <= frameCount)
        var elapsed = 0
        for (index, frame) in gif.frames.enumerated() {
            #expect(frame.delay >= 2, "frame \(index) lasts \(frame.delay) cs")
            #expect(boundaries.contains(elapsed), "frame \(index) starts at \(elapsed) cs, not on a frame time")
            if index > 0 {
                #expect(frame.screen != gif.frames[index - 1].screen, "frame \(index) repeats the frame before it")
            }
            elapsed += frame.delay
        }
    }

    /// The motions a frame at `time` shows, by the names `Case.motions` uses; `rest` is a
    /// keyboard up and a field focused with nothing moving.
    static func motions(at time: Double, expected: ExpectedPixels, recording: Recording, fps: Int) -> Set<String> {
        let motion = expected.motion(at: time, fps: fps)
        var seen: Set<String> = []
        if motion.contains(.keyboard) { seen.insert("keyboard") }
        if motion.contains(.field) { seen.insert("field") }
        if motion.contains(.scrolling) { seen.insert("scrolling") }
        if motion.isEmpty, expected.keyboardTopRow(at: time) != nil, recording.focusedField(at: time) != nil {
            seen.insert("rest")
        }
        return seen
    }
}
