import Foundation
import KeySlideCanvas
import KeySlideEasing
import KeySlideSVG
import KeySlideTestSupport
import Testing

/// The browser's own SMIL engine as the judge. One Chromium run per test; serialized so two
/// browsers do not compete for the two cores.
@Suite(.serialized) struct ChromiumTests {
    @Test func browserPutsMovingGroupsWithinHalfAPixelOfTheirTracks() throws {
        let scale = 2.0
        var documents: [(svg: String, time: Double?)] = []
        var expected: [(name: String, time: Double, y: Double)] = []
        for (name, track) in TestTracks.all {
            let drawing = TestDrawings.single(track)
            let svg = SVGRenderer.animatedSVG(of: drawing, scale: scale, fps: 60)
            // Every other frame, plus each jump and the frame after it.
            var times = stride(from: 0, to: Int(drawing.duration * 60), by: 2).map { Double($0) / 60 }
            for jump in track.jumps() { times += [jump.time, jump.time + 1.0 / 60] }
            for time in times {
                documents.append((svg, time))
                expected.append((name, time, (20 + track.value(at: time)) * scale))
            }
        }
        let states = try Chromium.inspect(documents)
        try #require(states.count == expected.count)
        var worst = 0.0
        for (state, expectation) in zip(states, expected) {
            let group = try #require(state.group("moving"))
            let error = abs(group.y - expectation.y)
            worst = max(worst, error)
            #expect(
                error <= 0.5,
                "\(expectation.name) at \(expectation.time) s: browser \(group.y) px, track \(expectation.y) px")
            #expect(abs(group.x - 10 * scale) <= 0.5)
        }
        print("browser vs track, \(states.count) samples: worst \(worst) px")
    }

    @Test func browserShowsTheSameShapesAsTheStaticFrames() throws {
        let drawing = TestDrawings.phone
        let scale = 1.5
        let animated = SVGRenderer.animatedSVG(of: drawing, scale: scale, fps: 60)
        // Frame times (the sampling promise holds at i / fps), some mid-motion.
        let times = [0, 19, 25, 39, 48, 60, 93, 114, 132].map { Double($0) / 60 }
        var documents: [(svg: String, time: Double?)] = []
        for time in times {
            documents.append((SVGRenderer.svg(of: drawing.displayList(at: time), scale: scale), nil))
            documents.append((animated, time))
        }
        let states = try Chromium.inspect(documents)
        try #require(states.count == 2 * times.count)
        for (index, time) in times.enumerated() {
            let still = states[2 * index]
            let moving = states[2 * index + 1]
            #expect(still.shapes.count == moving.shapes.count, "shape count at \(time) s")
            for (a, b) in zip(still.shapes, moving.shapes) {
                #expect(a.tag == b.tag)
                let gap = max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
                #expect(gap <= 0.5, "\(a.tag) at \(time) s: static \(a), animated \(b)")
            }
            // The one clip: static frames write it in canvas coordinates, the animation in the
            // parent's, which for the content group is the canvas.
            let stillClip = try #require(still.clips.first)
            let movingClip = try #require(moving.clips.first)
            #expect(abs(stillClip.height - movingClip.height) * scale <= 0.5, "clip height at \(time) s")
            #expect(abs(stillClip.y - movingClip.y) * scale <= 0.5)
        }
    }

    @Test func browserShowsAndHidesGroupsOnTime() throws {
        let drawing = TestDrawings.phone
        let animated = SVGRenderer.animatedSVG(of: drawing, scale: 1, fps: 60)
        // Just before, at and after each change of the caret and the toast.
        let times = [0, 0.29, 0.3, 0.31, 0.49, 0.5, 0.51, 0.79, 0.8, 1.3, 1.59, 1.6, 1.8, 2.5]
        let states = try Chromium.inspect(times.map { (animated, $0) })
        let caret = try #require(AnimatedSVGTests.find("caret", in: drawing.root))
        let toast = try #require(AnimatedSVGTests.find("toast", in: drawing.root))
        for (time, state) in zip(times, states) {
            #expect(state.group("caret")?.visible == caret.visibility.isVisible(at: time), "caret at \(time) s")
            #expect(state.group("toast")?.visible == toast.visibility.isVisible(at: time), "toast at \(time) s")
        }
    }

    @Test func animationPlaysInsideAnImgTag() throws {
        // An SVG in <img> runs no script and follows the real clock, not virtual time: the page
        // spends a second of real time before its load event ends, then the shot is taken.
        let drawing = TestDrawings.phone
        let width = Int(drawing.size.width)
        let height = Int(drawing.size.height)
        func shot(of svg: String, waitMilliseconds: Int) throws -> Data {
            let wait =
                waitMilliseconds > 0 ? "const end = Date.now() + \(waitMilliseconds); while (Date.now() < end) {}" : ""
            let html = """
                <!doctype html><html><body style="margin:0"><img src="drawing.svg" width="\(width)" height="\(height)">
                <script>window.onload = () => { \(wait) };</script></body></html>
                """
            return try Chromium.screenshot(
                html: html, width: width, height: height, files: ["drawing.svg": Data(svg.utf8)], virtualTimeBudget: nil
            )
        }
        let animated = SVGRenderer.animatedSVG(of: drawing, scale: 1, fps: 60)
        let atLoad = try shot(of: animated, waitMilliseconds: 0)
        let later = try shot(of: animated, waitMilliseconds: 1000)
        #expect(atLoad != later, "the keyboard should have sprung in after a second")
        // Control: a document without animation looks the same however long the page waits.
        let still = SVGRenderer.svg(of: drawing.displayList(at: 0), scale: 1)
        #expect(try shot(of: still, waitMilliseconds: 0) == shot(of: still, waitMilliseconds: 1000))
        try Self.keep(later, as: "img-after-1s.png")
    }

    @Test func filmstripScreenshotShowsTheAnimationFrames() throws {
        let drawing = TestDrawings.phone
        let svg = SVGRenderer.animatedSVG(of: drawing, scale: 1, fps: 60)
        let times = [0, 0.35, 0.45, 0.9, 1.9, 2.2]
        let width = 3 * (Int(drawing.size.width) + 8) + 16
        let height = 2 * (Int(drawing.size.height) + 30) + 16
        let png = try Chromium.screenshot(
            html: Chromium.filmstripPage(svg: svg, times: times, columns: 3), width: width, height: height)
        #expect(Self.pngSize(png)?.width == width)
        #expect(Self.pngSize(png)?.height == height)
        try Self.keep(png, as: "filmstrip.png")
        try Self.keep(Data(svg.utf8), as: "phone.svg")
    }

    // MARK: Helpers

    /// Saves a file for people to look at when `KEYSLIDE_SCREENSHOT_DIR` names a folder.
    static func keep(_ png: Data, as name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["KEYSLIDE_SCREENSHOT_DIR"], !folder.isEmpty else {
            return
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16…23, big-endian).
    static func pngSize(_ png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png)
        guard bytes.count > 24, bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
