import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide render` and `keyslide compare`, run as a user would run them, each in an empty
/// scratch folder as its working directory so default output paths and leftovers can be seen.
@Suite("keyslide render, compare")
struct RenderCommandTests {
    static let sample = KeySlideProcess.packageRoot.appendingPathComponent(
        "Samples/seed-002-scroll-content-offset.yaml"
    ).path
    /// The sample's name, which output files are named after.
    static let name = "seed-002-scroll-content-offset"
    /// The sample lasts 3.7 s (its last event at 2.2 s plus 1.5 s). At 10 fps its frames are at
    /// 0, 0.1, …, 3.7 s: 38 of them; a GIF lasts 370 cs.
    static let framesAt10FPS = 38
    static let centiseconds = 370
    /// Canvas at scale 1: the iPhone 4's 320×480 screen, the caption (44) above, the verdicts (57)
    /// and the strip with its legend (42) below.
    static let canvas = (width: 320, height: 623)

    /// Runs `keyslide` in a new empty folder and hands back the result and the folder.
    func run(_ arguments: [String], _ check: (KeySlideProcess.Result, URL) throws -> Void) throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try check(try KeySlideProcess.run(arguments, in: directory), directory)
    }

    func bytes(_ url: URL) throws -> [UInt8] { try [UInt8](Data(contentsOf: url)) }

    @Test("svg: one valid, animated SVG at -o, and nothing else left in the folder")
    func animatedSVG() throws {
        try run(["render", Self.sample, "--strategy", "scroll-content-offset", "-o", "anim.svg"]) { result, directory in
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.hasPrefix("anim.svg ("))
            #expect(try BatchFixture.allEntries(in: directory) == ["anim.svg"])
            let svg = String(decoding: try bytes(directory.appendingPathComponent("anim.svg")), as: UTF8.self)
            try XMLLint.check(svg)
            #expect(svg.contains("<animate"))
            #expect(svg.contains("width=\"\(Self.canvas.width)\" height=\"\(Self.canvas.height)\""))
        }
    }

    @Test("svg --frames: a folder of one static SVG per frame")
    func svgFrames() throws {
        try run(["render", Self.sample, "--strategy", "none", "--frames", "--fps", "10", "-o", "frames"]) {
            result, directory in
            #expect(result.status == 0, "\(result.standardError)")
            let names = try FileManager.default.contentsOfDirectory(
                atPath: directory.appendingPathComponent("frames").path
            ).sorted()
            #expect(names == (0..<Self.framesAt10FPS).map { String(format: "frame-%04d.svg", $0) })
            for name in names {
                let svg = String(decoding: try bytes(directory.appendingPathComponent("frames/" + name)), as: UTF8.self)
                try XMLLint.check(svg)
                #expect(!svg.contains("<animate"), "\(name) should be static")
            }
            #expect(try BatchFixture.allEntries(in: directory) == Set(["frames"] + names.map { "frames/" + $0 }))
        }
    }

    @Test("default paths: Output/<scene>-<strategy>.<ext>, -at-<t>s.png and -png-frames/")
    func defaultPaths() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = "Output/\(Self.name)-none"
        let runs: [[String]] = [
            [],
            ["--format", "gif", "--fps", "10"],
            ["--format", "png", "--at", "1.5"],
            ["--format", "png", "--at", "1.5", "--scale", "2", "-o", "big.png"],
            ["--format", "png", "--fps", "10"],
        ]
        for arguments in runs {
            let result = try KeySlideProcess.run(
                ["render", Self.sample, "--strategy", "none"] + arguments, in: directory)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
        }
        let frames = (0..<Self.framesAt10FPS).map { String(format: "\(base)-png-frames/frame-%04d.png", $0) }
        let expected: Set<String> = Set(
            ["Output", "big.png", "\(base).svg", "\(base).gif", "\(base)-at-1.5s.png", "\(base)-png-frames"] + frames)
        #expect(try BatchFixture.allEntries(in: directory) == expected)

        try XMLLint.check(String(decoding: try bytes(directory.appendingPathComponent(base + ".svg")), as: UTF8.self))
        let gif = try DecodedGIF(try bytes(directory.appendingPathComponent(base + ".gif")))
        #expect(gif.loopCount == 0)
        #expect(gif.totalDelay == Self.centiseconds)
        #expect(gif.width == Self.canvas.width && gif.height == Self.canvas.height)

        let at = try bytes(directory.appendingPathComponent(base + "-at-1.5s.png"))
        let still = try Picture(png: at)
        #expect(still.width == Self.canvas.width && still.height == Self.canvas.height)
        let big = try Picture(png: try bytes(directory.appendingPathComponent("big.png")))
        #expect(big.width == 2 * Self.canvas.width && big.height == 2 * Self.canvas.height)
        for frame in frames {
            let picture = try Picture(png: try bytes(directory.appendingPathComponent(frame)))
            #expect(picture.width == Self.canvas.width && picture.height == Self.canvas.height, "\(frame)")
        }
        // Frame 15 of 10 fps is 1.5 s: the same picture as --at 1.5.
        #expect(try bytes(directory.appendingPathComponent(frames[15])) == at)
    }

    /// A broken scene for the error cases: a frame of three numbers on line 5.
    static func writeBrokenScene(in directory: URL) throws -> String {
        let scenes = try BatchFixture.writeScenes(in: directory)
        return scenes.appendingPathComponent(BatchFixture.brokenFile).path
    }

    @Test("bad input: one Error: line naming the problem, a non-zero exit and no output file")
    func badInput() throws {
        let scratch = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let broken = try Self.writeBrokenScene(in: scratch)
        let cases: [(arguments: [String], names: String)] = [
            (["render", Self.sample, "--strategy", "nope", "-o", "x.svg"], "'nope'"),
            (["render", Self.sample, "--strategy", "none", "--at", "1", "-o", "x.gif"], "--at"),
            (["render", Self.sample, "--strategy", "none", "--format", "png", "-o", "x.svg"], "clashes"),
            (
                ["render", Self.sample, "--strategy", "none", "--format", "gif", "--scale", "4", "-o", "x.gif"],
                "--scale"
            ),
            (["render", Self.sample, "--strategy", "none", "--format", "gif", "--frames"], "--frames"),
            (["render", Self.sample, "--strategy", "none", "--format", "png", "--at", "9", "-o", "x.png"], "duration"),
            (["render", broken, "--strategy", "none", "-o", "x.svg"], BatchFixture.brokenPlace),
            (["render", broken, "--strategy", "none"], BatchFixture.brokenPlace),
            (["compare", Self.sample, "--strategies", "none,nope", "--format", "gif"], "'nope'"),
            (["compare", broken, "-o", "c.svg"], BatchFixture.brokenPlace),
        ]
        for test in cases {
            try run(test.arguments) { result, directory in
                let label = test.arguments.dropFirst(2).joined(separator: " ")
                #expect(result.status != 0, "\(label)")
                let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
                #expect(errors.count == 1, "\(label): \(result.standardError)")
                #expect(errors.first?.contains(test.names) == true, "\(label): \(result.standardError)")
                #expect(result.standardOutput.isEmpty, "\(label)")
                let left = try BatchFixture.allEntries(in: directory)
                #expect(left.isEmpty, "\(label) left \(left.sorted()) behind")
            }
        }
    }

    @Test("compare: the strategies side by side as SVG and GIF")
    func compare() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgRun = try KeySlideProcess.run(["compare", Self.sample, "-o", "c.svg"], in: directory)
        #expect(svgRun.status == 0, "\(svgRun.standardError)")
        let gifRun = try KeySlideProcess.run(["compare", Self.sample, "--format", "gif", "--fps", "10"], in: directory)
        #expect(gifRun.status == 0, "\(gifRun.standardError)")
        let gifPath = "Output/\(Self.name)-compare.gif"
        #expect(try BatchFixture.allEntries(in: directory) == ["c.svg", "Output", gifPath])

        let svg = String(decoding: try bytes(directory.appendingPathComponent("c.svg")), as: UTF8.self)
        try XMLLint.check(svg)
        #expect(svg.contains("<animate"))
        // The sample lists three strategies; each labels its phone.
        for strategy in ["scroll-content-offset", "content-inset", "none"] {
            #expect(svg.contains(">\(strategy)</text>"), "\(strategy)")
        }
        let gif = try DecodedGIF(try bytes(directory.appendingPathComponent(gifPath)))
        #expect(gif.loopCount == 0)
        #expect(gif.totalDelay == Self.centiseconds)
        // Three 320-point phones with 16-point gaps around and between them.
        #expect(gif.width == 16 + 3 * (320 + 16))
    }
}
