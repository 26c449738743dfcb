import Foundation
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// The embeddable player's file, without a browser: it needs nothing outside itself, its picture
/// is the comparison `compare` draws, and no text of the scene's can end a tag or a script.
@Suite("Embed")
struct EmbedTests {
    /// The fixture's first scene, with `title`, loaded from a scratch file, and that file's path.
    static func scene(title: String? = nil) throws -> (scene: Scene, file: String, folder: URL) {
        let folder = try KeySlideProcess.makeScratchDirectory()
        var yaml = BatchFixture.goodScenes[0].yaml
        if let title {
            yaml = yaml.replacingOccurrences(of: "title: \"Small scroll (iOS 6)\"", with: "title: '\(title)'")
        }
        let file = folder.appendingPathComponent("a-scroll.yaml").path
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: file))
        return (try Runner.loadScene(file), file, folder)
    }

    static func strategies(_ scene: Scene) -> [any AvoidanceStrategy.Type] {
        StrategyCatalog.strategies(for: scene, among: StrategyCatalog.all)
    }

    @Test func theFileNeedsNothingElseAndHoldsTheComparisonCompareDraws() throws {
        let (scene, file, folder) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Embed.page(of: scene, file: file, strategies: Self.strategies(scene))
        let html = page.html
        // Nothing to fetch: outside its two scripts (the data and the player's code), no
        // attribute names a URL and the style sheet imports nothing.
        var outside = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<script") {
            outside += rest[..<open.lowerBound]
            guard let close = rest.range(of: "</script>", range: open.upperBound..<rest.endIndex) else { break }
            rest = rest[close.upperBound...]
        }
        outside += rest
        for attribute in ["src=", "href=", "srcset=", "data=", "url(", "@import"] {
            #expect(!outside.contains(attribute), "the page holds \(attribute)")
        }
        #expect(html.components(separatedBy: "<script").count == 3)
        #expect(html.contains("<body class=\"embed\">"))
        // The data's SVG is byte for byte the comparison `compare` writes.
        let start = try #require(html.range(of: "<script type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = Data(html[start.upperBound..<end.lowerBound].utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let recordings = Runner.record(scene, strategies: Self.strategies(scene))
        let drawing = Renderer.comparisonDrawing(of: recordings, settings: RenderSettings())
        let svg = try #require(
            try Renderer.render(drawing, as: .animatedSVG, scale: 1, fps: scene.fps, workers: 1).fileBytes())
        #expect(json["svg"] as? String == String(decoding: svg, as: UTF8.self))
        #expect((json["strategies"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == scene.strategies)
        // The frame for it: the picture's size and the player's room around it.
        let size = try #require(Gallery.Player.size(ofSVG: String(decoding: svg, as: UTF8.self)))
        #expect(page.width == Int(size.width.rounded(.up)) + Embed.extraWidth)
        #expect(page.height == Int(size.height.rounded(.up)) + Embed.extraHeight)
        #expect(Embed.fileName(scene: scene.name) == "a-scroll-player.html")
    }

    @Test func aHostileTitleIsOnlyText() throws {
        let title = "</script><img src=x onerror=alert(1)> & \"q\" <!--"
        let (scene, file, folder) = try Self.scene(title: title)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Embed.page(of: scene, file: file, strategies: Self.strategies(scene))
        #expect(scene.title == title)
        #expect(
            page.html.contains("<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; \"q\" &lt;!--</title>"))
        #expect(!page.html.contains("<img") && !page.html.contains("<!--"))
        #expect(page.html.components(separatedBy: "</script>").count == 3)
        let iframe = page.iframe(fileName: "a b#1.html", title: title)
        #expect(
            iframe
                == "<iframe src=\"a%20b%231.html\" title=\"&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; "
                + "&quot;q&quot; &lt;!--\" width=\"\(page.width)\" height=\"\(page.height)\" "
                + "style=\"border: 0; max-width: 100%\" loading=\"lazy\"></iframe>")
    }
}
