import Foundation
import KeySlideTestSupport
import Testing

/// `-o`'s extension names the format when `--format` is not given; `--format svg --at T` writes
/// one static SVG of that moment, the same picture as the SVG frame at that time.
@Suite("render: format from -o, one SVG of one instant")
struct FormatInferenceTests {
    static let sample = RenderCommandTests.sample

    @Test("-o out.gif writes a GIF, -o out.png --at a PNG, -o out.svg an SVG")
    func inferred() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(String, [UInt8])] = [
            ("out.gif", Array("GIF89a".utf8)), ("OUT.PNG", [0x89, 0x50, 0x4E, 0x47]), ("out.svg", Array("<?xml".utf8)),
        ]
        for (name, magic) in cases {
            var arguments = ["render", Self.sample, "--strategy", "none", "--fps", "10", "-o", name]
            if name.hasSuffix("PNG") { arguments += ["--at", "1"] }
            let result = try KeySlideProcess.run(arguments, in: directory)
            #expect(result.status == 0, "\(name): \(result.standardError)")
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            #expect(Array(bytes.prefix(magic.count)) == magic, "\(name)")
        }
    }

    @Test("--format svg --at T: one static SVG, the frame at T of --frames")
    func svgAtOneInstant() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try KeySlideProcess.run(
            ["render", Self.sample, "--strategy", "scroll-content-offset", "--at", "1.5", "-o", "at.svg"],
            in: directory)
        #expect(one.status == 0, "\(one.standardError)")
        let frames = try KeySlideProcess.run(
            ["render", Self.sample, "--strategy", "scroll-content-offset", "--frames", "--fps", "10", "-o", "frames"],
            in: directory)
        #expect(frames.status == 0, "\(frames.standardError)")
        let svg = try Data(contentsOf: directory.appendingPathComponent("at.svg"))
        #expect(svg == (try Data(contentsOf: directory.appendingPathComponent("frames/frame-0015.svg"))))
        try XMLLint.check(String(decoding: svg, as: UTF8.self))
        #expect(!String(decoding: svg, as: UTF8.self).contains("<animate"))
        // Without -o the name says the instant.
        let named = try KeySlideProcess.run(
            ["render", Self.sample, "--strategy", "none", "--format", "svg", "--at", "0.5"], in: directory)
        #expect(
            named.standardOutput.hasPrefix("Output/seed-002-scroll-content-offset-none-at-0.5s.svg"),
            "\(named.standardOutput)")
    }

    @Test("a clash between --format and -o's extension is a usage error")
    func clash() throws {
        let result = try KeySlideProcess.run(
            ["render", Self.sample, "--strategy", "none", "--format", "gif", "-o", "x.svg"])
        #expect(result.status == 64)
        #expect(
            result.standardError.contains("--format gif clashes with -o's extension (.svg)"), "\(result.standardError)")
    }
}
