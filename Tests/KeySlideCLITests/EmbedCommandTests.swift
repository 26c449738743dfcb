import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide embed`, run as a user would: one HTML file, the `<iframe>` for it, `--json`, and the
/// refusals `-o` has everywhere.
@Suite("keyslide embed")
struct EmbedCommandTests {
    static let form = KeySlideProcess.packageRoot.appendingPathComponent("Samples/readme-form.yaml").path

    func run(_ arguments: [String], _ check: (KeySlideProcess.Result, URL) throws -> Void) throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try check(try KeySlideProcess.run(arguments, in: directory), directory)
    }

    @Test("embed: the file, its size and the iframe for it; the scene's own strategies by default")
    func embed() throws {
        try run(["embed", Self.form, "--strategies", "none,content-inset", "-o", "docs/form player.html"]) {
            result, directory in
            #expect(result.status == 0, "\(result.standardError)")
            let file = directory.appendingPathComponent("docs/form player.html")
            let html = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("docs/form player.html (") == true, "\(lines)")
            #expect(lines.last?.hasPrefix("<iframe src=\"form%20player.html\" title=\"One form, ") == true, "\(lines)")
            #expect(html.hasPrefix("<!DOCTYPE html>\n") && html.contains("<body class=\"embed\">"))
            #expect(html.contains("{\"id\":\"none\"") && html.contains("{\"id\":\"content-inset\""))
            #expect(!html.contains("{\"id\":\"sliding-sections\""))
        }
        try run(["embed", Self.form, "--json"]) { result, directory in
            #expect(result.status == 0, "\(result.standardError)")
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            #expect(json["command"] as? String == "embed")
            #expect((json["file"] as? [String: Any])?["path"] as? String == "Output/readme-form-player.html")
            #expect((json["iframe"] as? String)?.hasPrefix("<iframe src=\"readme-form-player.html\"") == true)
            let html = String(
                decoding: try Data(contentsOf: directory.appendingPathComponent("Output/readme-form-player.html")),
                as: UTF8.self)
            #expect(html.contains("{\"id\":\"sliding-sections\""))
        }
        // A folder where the file would go is refused before any work, in one line.
        try run(["embed", Self.form, "-o", "."]) { result, _ in
            #expect(result.status == 1)
            #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        }
        try run(["embed", Self.form, "--strategies", "contnet-inset"]) { result, _ in
            #expect(result.status == 64)
        }
    }
}
