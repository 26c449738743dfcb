import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide gallery` over folders someone else filled: a report that names a file outside its
/// folder, links leading out, an SVG with a script, a number no scene has. Each is refused in one
/// line (exit 1, nothing written, nothing outside touched) or, for an SVG, shown as a picture
/// with a warning.
@Suite("keyslide gallery: untrusted folders")
struct GalleryInputsCommandTests {
    /// A batch of the fixture's good scenes in `directory/A`, and a victim file beside it.
    static func batch(in directory: URL) throws -> URL {
        let scenes = try BatchFixture.writeScenes(in: directory)
        try FileManager.default.removeItem(at: scenes.appendingPathComponent(BatchFixture.brokenFile))
        let result = try KeySlideProcess.run(["batch", "scenes", "-o", "A", "--quiet"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        try Data("victim".utf8).write(to: directory.appendingPathComponent("victim.txt"))
        return directory.appendingPathComponent("A")
    }

    static func edit(_ file: URL, _ original: String, _ replacement: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(original), "\(file.lastPathComponent) holds \(original)")
        try Data(text.replacingOccurrences(of: original, with: replacement).utf8).write(to: file)
    }

    @Test func hostileReportsAreRefusedAndNothingOutsideIsTouched() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = try Self.batch(in: directory)
        let report = folder.appendingPathComponent("a-scroll-explain.json")
        let original = try Data(contentsOf: report)
        let victim = directory.appendingPathComponent("victim.txt")
        let cases: [(String, String, String)] = [
            ("\"pictures\": [", "\"pictures\": [\"../victim.txt\", ", "pictures"),
            ("\"pictures\": [", "\"pictures\": [\"\(victim.path)\", ", "pictures"),
            ("\"pictures\": [", "\"pictures\": [\"a-scroll-none.svg/../../victim.txt\", ", "pictures"),
            ("\"fps\": 10", "\"fps\": 1e308", "fps"),
            ("\"fps\": 10", "\"fps\": -9223372036854775808", "fps"),
            ("\"duration\": 1.5", "\"duration\": 1e999", "duration"),
            ("\"scene\": \"a-scroll\"", "\"scene\": \"../a-scroll\"", "scene"),
        ]
        for (from, to, member) in cases {
            try original.write(to: report)
            try Self.edit(report, from, to)
            let result = try KeySlideProcess.run(["gallery", "A", "-o", "site"], in: directory)
            #expect(result.status == 1, "\(to): \(result.standardError)")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(to): \(result.standardError)")
            #expect(result.standardError.contains("A/a-scroll-explain.json: line "), "\(result.standardError)")
            #expect(result.standardError.contains(member) && result.standardError.contains("expected"))
            #expect(try Data(contentsOf: victim) == Data("victim".utf8))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("site/index.html").path))
        }
        // A picture that is a link out of the folder is refused before anything is copied.
        try original.write(to: report)
        let picture = folder.appendingPathComponent("a-scroll-none.svg")
        try FileManager.default.removeItem(at: picture)
        try FileManager.default.createSymbolicLink(atPath: picture.path, withDestinationPath: victim.path)
        let linked = try KeySlideProcess.run(["gallery", "A", "-o", "site"], in: directory)
        #expect(linked.status == 1 && linked.standardError.contains("a-scroll-none.svg: is a link to "))
        let site = directory.appendingPathComponent("site")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? [] == [])
    }

    @Test func aComparisonWithAScriptIsShownAsAPictureWithAWarning() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = try Self.batch(in: directory)
        let comparison = folder.appendingPathComponent("a-scroll-compare.svg")
        try Self.edit(
            comparison, "</svg>",
            "<foreignObject><img src=\"x\" onerror=\"document.title='owned'\"/></foreignObject></svg>")
        let result = try KeySlideProcess.run(["gallery", "A", "-o", "site"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("warning: A/a-scroll-compare.svg: line 2, column "))
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        let page = try String(contentsOf: directory.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(!page.contains("onerror") && !page.contains("foreignObject"))
        // The other scene keeps its player; the hostile one is an <img>, where no script runs.
        #expect(page.components(separatedBy: "class=\"player\"").count == 2)
        #expect(page.contains("<img src=\"a-scroll-compare.svg\""))
    }
}
