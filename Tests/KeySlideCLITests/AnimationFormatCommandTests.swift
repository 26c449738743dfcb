import Foundation
import KeySlideTestSupport
import Testing

/// `render` and `compare` write APNG, WebP and WebM files that independent decoders read with the
/// GIF's frames and times; an extension KeySlide cannot write is a usage error.
@Suite("render: APNG, WebP and WebM")
struct AnimationFormatCommandTests {
    static let sample = RenderCommandTests.sample

    /// Renders the sample at 10 fps into `name` in `directory` with `extra` arguments.
    static func render(_ name: String, in directory: URL, _ extra: [String] = []) throws -> String {
        let result = try KeySlideProcess.run(
            ["render", sample, "--strategy", "scroll-content-offset", "--fps", "10", "-o", name] + extra,
            in: directory)
        #expect(result.status == 0, "\(name): \(result.standardError)")
        return directory.appendingPathComponent(name).path
    }

    @Test("-o x.mkv, -o demo.mp4: exit 64, naming every extension KeySlide writes")
    func unwritableExtension() throws {
        for name in ["x.mkv", "demo.mp4", "x.avif"] {
            let directory = try KeySlideProcess.makeScratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            for command in [["render", Self.sample, "--strategy", "none"], ["compare", Self.sample]] {
                let result = try KeySlideProcess.run(command + ["-o", name], in: directory)
                #expect(result.status == 64, "\(command[0]) -o \(name)")
                #expect(
                    result.standardError.contains(".svg, .gif, .png, .apng, .webp and .webm"),
                    "\(result.standardError)")
                #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path))
            }
        }
        // A folder of PNG frames may have any name; another --format with it may not.
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.render("frames.v2", in: directory, ["--format", "png"])
        let clash = try KeySlideProcess.run(
            ["render", Self.sample, "--strategy", "none", "--format", "webm", "-o", "x.mkv"], in: directory)
        #expect(clash.status == 64)
        let at = try KeySlideProcess.run(
            ["render", Self.sample, "--strategy", "none", "--at", "1", "-o", "x.webp"], in: directory)
        #expect(at.status == 64 && at.standardError.contains("--at applies to"), "\(at.standardError)")
    }

    @Test("the extension names the format; --format apng may write a .png")
    func inferred() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let magic: [(String, [String], [UInt8])] = [
            ("out.apng", [], [0x89, 0x50, 0x4E, 0x47]), ("out.webp", [], Array("RIFF".utf8)),
            ("OUT.WEBM", [], [0x1A, 0x45, 0xDF, 0xA3]), ("still.png", ["--format", "apng"], [0x89, 0x50, 0x4E, 0x47]),
        ]
        for (name, extra, prefix) in magic {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try Self.render(name, in: directory, extra))))
            #expect(Array(bytes.prefix(prefix.count)) == prefix, "\(name)")
        }
        let apng = [UInt8](try Data(contentsOf: directory.appendingPathComponent("still.png")))
        #expect(try AnimationTiming.apng(apng).durations.count > 1, "--format apng -o still.png is animated")
        // Without -o the name has the format's own extension.
        let named = try KeySlideProcess.run(
            ["render", Self.sample, "--strategy", "none", "--fps", "5", "--format", "webm"], in: directory)
        #expect(named.standardOutput.hasPrefix("Output/seed-002-scroll-content-offset-none.webm"))
    }

    @Test("Pillow reads the APNG and WebP with the GIF's frames and times, pixel for pixel alike")
    func pillowDecodes() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = try Pillow.frames(of: try Self.render("a.gif", in: directory))
        let apng = try Pillow.frames(of: try Self.render("a.apng", in: directory))
        let webp = try Pillow.frames(of: try Self.render("a.webp", in: directory))
        #expect(gif.count > 10)
        #expect(apng.map(\.duration) == gif.map(\.duration))
        #expect(webp.map(\.duration) == gif.map(\.duration))
        #expect(gif.map(\.duration).reduce(0, +) == 10 * RenderCommandTests.centiseconds)
        // Both lossless, true colour: every frame the same pixels, and each the PNG of its moment.
        #expect(zip(apng, webp).allSatisfy { $0.rgb == $1.rgb })
        for (index, frame) in apng.enumerated() where [0, apng.count / 2, apng.count - 1].contains(index) {
            let at = String(Double(gif[..<index].map(\.duration).reduce(0, +)) / 1000)
            let png = try Pillow.frames(of: try Self.render("at-\(index).png", in: directory, ["--at", at]))
            #expect(png.first?.rgb == frame.rgb, "frame \(index) at \(at) s")
        }
    }

    @Test("the WebM holds the GIF's frames and times; ffprobe decodes them and Chromium plays them (long tier)")
    func webmTiming() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = try Pillow.frames(of: try Self.render("a.gif", in: directory)).map(\.duration)
        let path = try Self.render("a.webm", in: directory)
        let read = try AnimationTiming.webm([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(read.timing.durations == gif)
        #expect(read.starts == gif.indices.map { gif[..<$0].reduce(0, +) })
        guard TestTier.current == .long else { return }
        let video = try FFprobe.video(at: path)
        #expect(video.codec == "vp9")
        #expect((video.width, video.height) == RenderCommandTests.canvas)
        #expect(video.decodedFrames == gif.count)
        #expect(video.packets.map(\.duration) == gif)
        #expect(video.packets.map(\.start) == read.starts)
        // Chromium plays it: it decodes the first frame, at the video's length and size.
        let page = """
            <video id="v" src="a.webm" muted preload="auto"></video><pre id="out">not loaded</pre>
            <script>
            const v = document.getElementById('v');
            v.addEventListener('loadeddata', () => {
              document.getElementById('out').textContent = [v.duration, v.videoWidth, v.videoHeight].join(' ');
            });
            v.addEventListener('error', () => { document.getElementById('out').textContent = 'error'; });
            </script>
            """
        let dom = try Chromium.dumpDOM(html: page, files: ["a.webm": try Data(contentsOf: URL(fileURLWithPath: path))])
        let shown = dom.components(separatedBy: "<pre id=\"out\">").last?.components(separatedBy: "<").first ?? ""
        let numbers = shown.split(separator: " ").compactMap { Double($0) }
        #expect(numbers.count == 3, "Chromium: \(shown)")
        guard numbers.count == 3 else { return }
        #expect(numbers[0] == Double(gif.reduce(0, +)) / 1000)
        #expect((Int(numbers[1]), Int(numbers[2])) == RenderCommandTests.canvas)
    }
}
