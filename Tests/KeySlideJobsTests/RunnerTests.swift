import Foundation
import KeySlideCanvas
import KeySlideGeometry
import KeySlideMarkup
import KeySlideSVG
import KeySlideSimulation
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

@Suite("Runner")
struct RunnerTests {
    /// A one-field scene, 1.6 s (a tap at 0.1 s, then 1.5 s) at 10 fps.
    static let scene = SceneBuilder.scene(
        name: "form", fps: 10, elements: [SceneBuilder.textField("a", 20, 400, 280, 31)],
        timeline: [SceneBuilder.tap("a", at: 0.1)])

    @Test("the output-name rule: <scene>-<strategy> or <scene>-compare, then the format's suffix")
    func names() {
        let cases: [(String?, PictureFormat, String)] = [
            ("none", .animatedSVG, "form-none.svg"), ("none", .svgFrames, "form-none-svg-frames"),
            ("none", .gif, "form-none.gif"), ("none", .pngFrames, "form-none-png-frames"),
            ("none", .png(at: 1.25), "form-none-at-1.25s.png"), (nil, .png(at: 2), "form-compare-at-2s.png"),
            (nil, .gif, "form-compare.gif"),
        ]
        for (strategy, format, name) in cases {
            #expect(Runner.fileName(scene: "form", strategyID: strategy, format: format) == name)
        }
    }

    @Test("a scene named after the strategy it shows does not name it twice; anything else keeps both")
    func namesWithoutRepeats() {
        let cases: [(scene: String, strategy: String?, name: String)] = [
            ("seed-002-scroll-content-offset", "scroll-content-offset", "seed-002-scroll-content-offset.svg"),
            ("seed-002-scroll-content-offset", nil, "seed-002-scroll-content-offset-compare.svg"),
            ("seed-002-scroll-content-offset", "none", "seed-002-scroll-content-offset-none.svg"),
            ("none", "none", "none.svg"),
            // Only a whole id after a dash counts: `offset` is no strategy's id, `xnone` is not `-none`.
            ("form-xnone", "none", "form-xnone-none.svg"),
            ("none-form", "none", "none-form-none.svg"),
        ]
        for (scene, strategy, name) in cases {
            #expect(Runner.fileName(scene: scene, strategyID: strategy, format: .animatedSVG) == name)
        }
    }

    @Test("one run writes each strategy's pictures, then the comparison, under the rule's names")
    func run() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("new/folder").path
        var calls: [(Int, Int)] = []
        let result = try Runner.run(
            Self.scene, strategies: [ContentInset.self, NoAvoidance.self],
            outputs: [
                .init(.eachStrategy, .animatedSVG), .init(.comparison, .png(at: 0.5)), .init(.eachStrategy, .svgFrames),
            ],
            settings: RenderSettings(), folder: folder, progress: { calls.append(($0, $1)) })
        #expect(result.recordings.map(\.strategy) == ["content-inset", "none"])
        let names = result.files.map { AtomicFile.split($0.path).name }
        #expect(
            names == [
                "form-content-inset.svg", "form-content-inset-svg-frames", "form-none.svg", "form-none-svg-frames",
                "form-compare-at-0.5s.png",
            ])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == Set(names))
        for file in result.files {
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            if !file.path.hasSuffix("frames") { #expect(size == file.byteCount, "\(file.path)") }
        }
        // Frames at 0, 0.1, …, 1.6 s: 17, reported one by one for each folder of frames.
        #expect(calls.map(\.1) == Array(repeating: 17, count: 34))
        #expect(calls.map(\.0) == Array(1...17) + Array(1...17))
    }

    @Test("each picture counts its own frames: a GIF's loop, a folder's through the end, a moment's one")
    func frameCounts() throws {
        // 1.6 s at 10 fps: a folder has 0, 0.1, … 1.6 (17); the GIF's loop ends its last frame,
        // 1.5 s, as it restarts (16). The moving playhead makes every frame of the GIF new.
        #expect(PictureFormat.pngFrames.frameCount(duration: 1.6, fps: 10) == 17)
        #expect(PictureFormat.svgFrames.frameCount(duration: 1.6, fps: 10) == 17)
        #expect(PictureFormat.gif.frameCount(duration: 1.6, fps: 10) == 16)
        #expect(PictureFormat.png(at: 1).frameCount(duration: 1.6, fps: 10) == 1)
        let recording = Runner.record(Self.scene, strategies: [NoAvoidance.self])[0]
        let drawing = Renderer.drawing(of: recording, settings: RenderSettings())
        let gif = try Renderer.render(drawing, as: .gif, scale: 1, fps: 10).fileBytes()
        #expect(try DecodedGIF(try #require(gif)).frames.count == 16)
        guard case .frames(let folder) = try Renderer.render(drawing, as: .svgFrames, scale: 1, fps: 10) else {
            Issue.record("SVG frames are a folder")
            return
        }
        #expect(folder.count == 17)
        #expect(folder.names.last == "frame-0016.svg")
    }

    @Test("a render's error says what failed and for which picture, in the raster back end's words")
    func renderErrors() throws {
        let drawing = Drawing(
            size: Size(width: 0, height: 10), background: Color(hex: 0xFFFFFF), duration: 1, root: Group("root"))
        let words = "canvas 0×10 points at scale 2 is not drawable; each side must be 1 to 65535 pixels"
        let moment = #expect(throws: RenderError.self) {
            try Renderer.render(drawing, as: .png(at: 0), scale: 2, fps: 10)
        }
        #expect(moment?.kind == .canvas && moment?.format == .png(at: 0) && moment?.file == nil)
        #expect(moment?.description == words)
        let gif = #expect(throws: RenderError.self) {
            try Renderer.render(drawing, as: .gif, scale: 2, fps: 10).fileBytes()
        }
        #expect(gif?.kind == .canvas && gif?.format == .gif && gif?.message == words)
        guard case .frames(let folder) = try Renderer.render(drawing, as: .pngFrames, scale: 2, fps: 10) else {
            Issue.record("PNG frames are a folder")
            return
        }
        let frames = #expect(throws: RenderError.self) { try folder.write { _, _ in true } }
        #expect(frames?.kind == .canvas && frames?.format == .pngFrames && frames?.message == words)
        let instant = Drawing(
            size: Size(width: 10, height: 10), background: Color(hex: 0), duration: 0.01, root: Group("root"))
        let short = #expect(throws: RenderError.self) {
            try Renderer.render(instant, as: .gif, scale: 1, fps: 10).fileBytes()
        }
        #expect(short?.kind == .duration && short?.format == .gif)
    }

    @Test("the run's report holds the verdicts its pictures show, and the scene's checks")
    func report() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Runner.run(
            Self.scene, strategies: [ContentInset.self, NoAvoidance.self], outputs: [.init(.comparison, .animatedSVG)],
            settings: RenderSettings(), folder: directory.path)
        #expect(result.report.explanations.map(\.strategy) == ["content-inset", "none"])
        #expect(result.report.explanations.map(\.verdicts) == result.recordings.map(\.verdicts))
    }

    @Test("a path names the one picture it is given")
    func explicitPath() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sub/picture.svg").path
        let result = try Runner.run(
            Self.scene, strategies: [NoAvoidance.self, ContentInset.self],
            outputs: [.init(.comparison, .animatedSVG, path: path)],
            settings: RenderSettings(caption: false), folder: directory.path)
        #expect(result.files.map(\.path) == [path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["sub"])
        try XMLLint.check(try String(contentsOfFile: path, encoding: .utf8))
    }
}

@Suite("Strategy names")
struct StrategyNameTests {
    @Test("a typo gets the closest id; a stranger word gets the list only")
    func suggestions() throws {
        #expect(try StrategyCatalog.strategy(named: "content-inset") == ContentInset.self)
        let typo = #expect(throws: UnknownStrategy.self) { try StrategyCatalog.strategy(named: "shfit-by-overlap") }
        #expect(typo?.suggestion == "shift-by-overlap")
        #expect(typo?.accepted == StrategyCatalog.ids)
        let stranger = #expect(throws: UnknownStrategy.self) { try StrategyCatalog.strategy(named: "shift") }
        #expect(stranger?.suggestion == nil)
        #expect(stranger?.description.hasPrefix("unknown strategy 'shift'; accepted: sliding-sections, ") == true)
    }

    @Test("a list of user strategies is searched by the same rule")
    func userList() throws {
        #expect(try StrategyCatalog.strategy(named: "none", among: [NoAvoidance.self]) == NoAvoidance.self)
        let error = #expect(throws: UnknownStrategy.self) {
            try StrategyCatalog.strategy(named: "content-inset", among: [NoAvoidance.self])
        }
        #expect(error?.accepted == ["none"])
        #expect(error?.suggestion == nil)
    }
}

@Suite("Platform")
struct PlatformTests {
    @Test("this process is alive; a pid no process has is not; another user's process counts as alive")
    func liveness() {
        #expect(Platform.isProcessAlive(Platform.processID))
        // Process 1 always exists; unless the tests run as root, it is someone else's (EPERM).
        #expect(Platform.isProcessAlive(1))
        #expect(!Platform.isProcessAlive(Int32.max))
        #expect(!Platform.isProcessAlive(0))
    }
}

@Suite("Gallery markup")
struct GalleryMarkupTests {
    @Test("HTML: void elements have no end tag, empty ones keep theirs, values are escaped")
    func serialization() {
        let page = HTML.element(
            "div", [("class", "a\"b")],
            [
                .element(MarkupElement("img", [("alt", "<x> & \"y\"")])), .text("1 < 2 & 3"),
                .element(HTML.element("span", [], [])),
            ])
        let expected =
            #"<div class="a&quot;b"><img alt="&lt;x&gt; &amp; &quot;y&quot;">"#
            + #"1 &lt; 2 &amp; 3<span></span></div>"#
        #expect(HTML.html(page) == expected)
    }

    @Test("a failed scene's file name and error reach the page escaped")
    func failedSceneIsEscaped() {
        let error = SceneError(file: "s/<b>&.yaml", line: 1, column: 1, message: "expected <map>")
        let entry = Batch.SceneResult(file: "s/<b>&.yaml", failure: SceneFailure(error))
        let page = Gallery.pages(for: Batch.Result(scenes: [entry], gallery: nil))[0].html
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.hasSuffix("</body>\n</html>\n"))
        #expect(page.contains("<p class=\"lede\">0 scenes rendered, 1 failed. Each picture loops;"))
        #expect(
            page.contains(
                "<h2>&lt;b&gt;&amp;.yaml</h2>\n"
                    + "<pre>s/&lt;b&gt;&amp;.yaml:1:1: expected &lt;map&gt;</pre>"))
        #expect(page.contains("<a href=\"#scene--b---yaml\">&lt;b&gt;&amp;.yaml</a> <span class=\"bad\">failed</span>"))
        #expect(!page.contains("<b>"))
    }
}
