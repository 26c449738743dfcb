import Foundation
import KeySlideSimulation
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// `keyslide preview`'s render of one scene, in memory: the gallery's own section of the scene
/// with its player, the files the section links, the switches, and failures as one line.
@Suite("Scene preview")
struct ScenePreviewTests {
    static let sample = KeySlideProcess.packageRoot.appendingPathComponent("Samples/readme-form.yaml").path

    static func preview(_ options: ScenePreview.Options = ScenePreview.Options(), file: String = sample) throws
        -> ScenePreview
    {
        let (outcome, inputs) = ScenePreview.render(file: file, options: options, known: StrategyCatalog.all)
        #expect(inputs.first == file)
        return try outcome.get()
    }

    @Test("the page is the gallery's section of the scene with its player, and links only files it has")
    func pageAndFiles() throws {
        let preview = try Self.preview()
        #expect(
            preview.strategies == [
                "sliding-sections", "shift-by-overlap", "scroll-content-offset", "scroll-rect-to-visible",
                "content-inset",
            ])
        #expect(preview.device == "iphone-5")
        let page = String(decoding: try #require(preview.file(named: ScenePreview.pageName)), as: UTF8.self)
        #expect(page.contains("<title>One form, five seed strategies (iPhone 5, iOS 8)</title>"))
        #expect(page.contains("class=\"player\""))
        #expect(page.contains(Gallery.Player.script))
        // Every relative link of the page is a file the preview serves.
        let links =
            page.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
            + page.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
        #expect(!links.isEmpty)
        for link in links.map(String.init) where !link.hasPrefix("#") {
            let name = try #require(link.removingPercentEncoding)
            #expect(preview.file(named: name) != nil, "the page links \(name), which the preview does not have")
        }
        let strategySVG = try #require(preview.file(named: "readme-form-content-inset.svg"))
        #expect(String(decoding: strategySVG.prefix(200), as: UTF8.self).contains("<svg "))
        #expect(preview.file(named: "../readme-form.yaml") == nil)
    }

    @Test("the switches replace the scene's strategies and device")
    func switches() throws {
        let preview = try Self.preview(ScenePreview.Options(strategies: ["none"], device: "iphone-15"))
        #expect(preview.strategies == ["none"])
        #expect(preview.device == "iphone-15")
    }

    @Test("a scene that does not load fails with its one line, and names the files it read")
    func failure() throws {
        let folder = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml").path
        try Data("view:\n  elements: []\ntimeline:\n  - {at: 0.5, tap: nowhere}\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        let (outcome, inputs) = ScenePreview.render(
            file: file, options: ScenePreview.Options(), known: StrategyCatalog.all)
        #expect(inputs == [file])
        guard case .failure(let failure) = outcome else {
            Issue.record("a tap on no element loaded")
            return
        }
        #expect(failure.message.hasPrefix(file + ":4:"))
    }
}
