import Foundation
import KeySlideJobs
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// The animated SVG as a browser plays it against the GIF of the same render: headless Chromium
/// shows copies of the SVG paused at chosen times, one screenshot for all of them, and the
/// keyboard's top edge and the focused field's ring are found by their colours in both pictures.
/// At scale 1 they must agree within 1 px, and each within 1 px of where the recording puts them.
///
/// The SVG is not snapped to pixels, so the browser blends colours along edges; a pixel counts as
/// a colour when every channel is within `tolerance`, which means the shape covers most of it.
@Suite("SVG in Chromium against the GIF", .serialized)
struct SVGMatchesGIFInChromiumTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var sample: String
        var strategy: String
        /// Frame times at `fps`, chosen where things move and where they rest.
        var frames: [Int]
        var motions: [String]
        var testDescription: String { "\(sample) · \(strategy)" }
    }

    static let fps = 20
    static let tolerance = 16

    static let cases: [Case] = [
        // Keyboard rising (0.40–0.65 s, iOS 6 ease-in-out), content scrolling after DidShow,
        // resting, keyboard falling while the content scrolls back (from 2.2 s), gone.
        Case(
            sample: "seed-002-scroll-content-offset", strategy: "scroll-content-offset",
            frames: [4, 9, 10, 12, 14, 15, 17, 30, 45, 46, 48, 60], motions: ["keyboard", "scrolling", "rest"]),
        // The iOS 7 spring: keyboard and root view rising together (from 0.4 s), at rest, focus
        // moving to the street field and the view sliding again (from 1.6 s), keyboard falling.
        Case(
            sample: "seed-001-shift-by-overlap", strategy: "shift-by-overlap",
            frames: [4, 9, 10, 11, 13, 16, 24, 33, 35, 40, 57, 58, 60, 80], motions: ["keyboard", "field", "rest"]),
    ]

    /// Where things were found in one picture.
    struct Marks: Equatable, CustomStringConvertible {
        var keyboardTop: Int?
        var ringTop: Int?
        var ringBottom: Int?
        var ringLeft: Int?
        var ringRight: Int?

        var all: [(String, Int?)] {
            [
                ("keyboard top", keyboardTop), ("ring top", ringTop), ("ring bottom", ringBottom),
                ("ring left", ringLeft), ("ring right", ringRight),
            ]
        }

        var description: String { all.map { "\($0.0) \($0.1.map(String.init) ?? "–")" }.joined(separator: ", ") }
    }

    /// Scans `picture` along the lines the recording points at: the keyboard column below the
    /// bars, and the middle column and row of the focused field's ring. The ring's top and bottom
    /// are looked for in its upper and lower half, so a hidden lower edge reads as missing rather
    /// than as the upper one.
    static func marks(in picture: Picture, expected: ExpectedPixels, at time: Double) -> Marks {
        var marks = Marks()
        let screen = expected.screen
        marks.keyboardTop =
            picture.rows(
                of: LookOptions().palette(of: expected.recording.scene).keyboardTop, tolerance: tolerance,
                column: expected.keyboardColumn,
                in: expected.contentRows
            ).first
        guard let ring = expected.ring(at: time) else { return marks }
        let middle = expected.ringRow(ring.outer)
        let column = expected.ringColumn(ring.outer)
        marks.ringTop =
            picture.rows(of: Palette.light.tint, tolerance: tolerance, column: column, in: screen.minY..<middle).first
        marks.ringBottom =
            picture.rows(of: Palette.light.tint, tolerance: tolerance, column: column, in: middle..<screen.maxY).last
        let columns = picture.columns(of: Palette.light.tint, tolerance: tolerance, row: middle, in: screen.columns)
        marks.ringLeft = columns.first
        marks.ringRight = columns.last
        return marks
    }

    /// The same marks worked out from the recording alone, each with whether it is clear-cut.
    ///
    /// A mark is clear when what it looks at is wholly shown or wholly hidden. An edge that shows
    /// by less than its full width (a ring band half under the keyboard) may come out as a row in
    /// the snapped GIF and as none in the browser's blend, and a row that touches the keyboard's
    /// edge may be blue in one and grey in the other: those are not compared.
    static func expectedMarks(_ expected: ExpectedPixels, at time: Double) -> (marks: Marks, clear: [Bool]) {
        var marks = Marks()
        var clear = [true, true, true, true, true]
        // The keyboard: clear unless less than 2 px of it shows.
        let screenBottom = Double(expected.screen.maxY)
        let keyboardTop = (expected.origin.y + expected.recording.keyboardFrame(at: time).minY) * Double(expected.scale)
        marks.keyboardTop = expected.keyboardTopRow(at: time)
        clear[0] = keyboardTop >= screenBottom || screenBottom - keyboardTop >= 2
        guard let ring = expected.ring(at: time), let exact = expected.exactRing(at: time) else {
            return (marks, clear)
        }
        let exactVisible = expected.exactVisibleArea(of: ring.field, at: time)
        let visible = exactVisible.snapped
        let width = Double(expected.ringWidth)
        let rows = expected.visibleRingRows(ring.outer, visible: visible)
        let middle = expected.ringRow(ring.outer)
        marks.ringTop = rows.first { $0 < middle }
        marks.ringBottom = rows.last { $0 >= middle }
        let topShown = exactVisible.rowOverlap(exact.minY, exact.minY + width)
        let bottomShown = exactVisible.rowOverlap(exact.maxY - width, exact.maxY)
        clear[1] = topShown == 0 || topShown == width
        clear[2] = bottomShown == 0 || bottomShown == width
        // The sides, along the middle row: clear when that row is a pixel or more inside the
        // visible area or outside it.
        let centre = Double(middle) + 0.5
        let inside = min(centre - exactVisible.minY, exactVisible.maxY - centre)
        if visible.rows.contains(middle) {
            marks.ringLeft = ring.outer.minX
            marks.ringRight = ring.outer.maxX - 1
        }
        let sidesClear = inside >= 1 || inside <= -1
        clear[3] = sidesClear && [0, width].contains(exactVisible.columnOverlap(exact.minX, exact.minX + width))
        clear[4] = sidesClear && [0, width].contains(exactVisible.columnOverlap(exact.maxX - width, exact.maxX))
        return (marks, clear)
    }

    /// Each case is a browser session over a sample's whole animation; the fast tier runs the
    /// first, the long tier both.
    @Test(arguments: TestTier.cases(cases, fastIndices: [0]))
    func browserAndGIFShowTheKeyboardAndTheRingInTheSamePlaces(_ test: Case) throws {
        let scene = try Runner.loadScene(GIFMatchesRecordingTests.samplePath(test.sample))
        let recording = Simulation.run(scene, strategy: try StrategyCatalog.strategy(named: test.strategy).init())
        let drawing = Renderer.drawing(of: recording, settings: RenderSettings())
        guard let svgBytes = try Renderer.render(drawing, as: .animatedSVG, scale: 1, fps: Self.fps).fileBytes(),
            let gifBytes = try Renderer.render(drawing, as: .gif, scale: 1, fps: Self.fps).fileBytes()
        else {
            Issue.record("an SVG or GIF render gave a folder of frames")
            return
        }
        let gif = try DecodedGIF(gifBytes)
        let svg = String(decoding: svgBytes, as: UTF8.self)

        // Every copy in one screenshot, each in a cell with a white gap around it.
        let width = Int(drawing.size.width)
        let height = Int(drawing.size.height)
        let columns = 4
        let cellWidth = width + 12
        let cellHeight = height + 12
        let rows = (test.frames.count + columns - 1) / columns
        let times = test.frames.map { Double($0) / Double(Self.fps) }
        let page = Chromium.seekGridPage(
            svg: svg, times: times, columns: columns, cellWidth: cellWidth, cellHeight: cellHeight)
        let png = try Chromium.screenshot(html: page, width: columns * cellWidth, height: rows * cellHeight)
        try Artefacts.keep([UInt8](png), as: "chromium-\(test.sample).png")
        let screenshot = try Picture(png: [UInt8](png))

        let expected = ExpectedPixels(
            recording: recording, scale: 1, origin: SceneLook.phoneOrigin(options: LookOptions()))
        var seen: Set<String> = []
        var keyboardRows: Set<Int> = []
        var compared = 0
        var skipped = 0
        for (index, frame) in test.frames.enumerated() {
            let time = times[index]
            let browser = screenshot.cropped(
                x: (index % columns) * cellWidth, y: (index / columns) * cellHeight, width: width, height: height)
            let raster = try #require(gif.picture(atFrame: frame, fps: Self.fps))
            let inBrowser = Self.marks(in: browser, expected: expected, at: time)
            let inGIF = Self.marks(in: raster, expected: expected, at: time)
            let (fromRecording, clear) = Self.expectedMarks(expected, at: time)
            for (index, ((name, b), ((_, g), (_, r)))) in zip(inBrowser.all, zip(inGIF.all, fromRecording.all))
                .enumerated()
            {
                guard clear[index] else {
                    skipped += 1
                    continue
                }
                let place =
                    "\(name) at \(time) s: browser \(b.map(String.init) ?? "none"), GIF "
                    + "\(g.map(String.init) ?? "none"), recording \(r.map(String.init) ?? "none")"
                #expect((b == nil) == (g == nil), "\(place)")
                #expect((b == nil) == (r == nil), "\(place)")
                if let b, let g { #expect(abs(b - g) <= 1, "\(place)") }
                if let b, let r { #expect(abs(b - r) <= 1, "\(place)") }
                if b != nil, g != nil { compared += 1 }
            }
            if let row = inBrowser.keyboardTop { keyboardRows.insert(row) }
            let motion = expected.motion(at: time, fps: Self.fps)
            if motion.contains(.keyboard) { seen.insert("keyboard") }
            if motion.contains(.field) { seen.insert("field") }
            if motion.contains(.scrolling) { seen.insert("scrolling") }
            if motion.isEmpty, fromRecording.keyboardTop != nil, fromRecording.ringTop != nil { seen.insert("rest") }
        }
        for motion in test.motions { #expect(seen.contains(motion), "no chosen time shows \(motion)") }
        // The keyboard was caught at several heights, not just up and down.
        #expect(keyboardRows.count >= 4, "keyboard rows seen: \(keyboardRows.sorted())")
        print(
            "\(test.testDescription): \(test.frames.count) times, \(compared) marks compared, \(skipped) partly "
                + "hidden edges not compared, keyboard rows \(keyboardRows.sorted())"
        )
    }
}
