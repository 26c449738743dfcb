import Foundation
import KeySlideTestSupport
import Testing

/// The work ceiling on the command line: a picture that would take too long or too much memory is
/// refused at once, with one line naming the file, the place and what fits, and nothing written;
/// batch reports the scene as failed and renders the others.
@Suite("keyslide work ceiling")
struct WorkCeilingCommandTests {
    @Test("render and compare refuse at once, with the place and what fits")
    func renderAndCompare() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(LimitScenes.longestAnimation.utf8).write(to: directory.appendingPathComponent("longest.yaml"))
        let gif = try KeySlideProcess.run(
            ["render", "longest.yaml", "--strategy", "none", "--scale", "3", "-o", "a.gif"], in: directory)
        #expect(gif.status == 1)
        #expect(
            gif.standardError.hasPrefix(
                "Error: longest.yaml:3: fps: the GIF would draw 30,000 frames (600 s at 50 fps)"),
            "\(gif.standardError)")
        #expect(gif.standardError.hasSuffix("give --fps 3 or less, or --scale 1 with --fps 8 or less\n"))
        #expect(gif.standardError.filter(\.isNewline).count == 1)
        let frames = try KeySlideProcess.run(
            ["render", "longest.yaml", "--strategy", "none", "--format", "png", "--fps", "20", "-o", "f"], in: directory
        )
        #expect(frames.status == 1)
        #expect(frames.standardError.hasPrefix("Error: longest.yaml: --fps 20: the folder of PNG frames"))
        // Every strategy side by side on an iPad at scale 3: 122 million pixels a frame.
        let ipad = LimitScenes.longestAnimation.replacingOccurrences(of: "iphone-15", with: "ipad")
        try Data(ipad.utf8).write(to: directory.appendingPathComponent("ipad.yaml"))
        let compare = try KeySlideProcess.run(
            ["compare", "ipad.yaml", "--format", "gif", "--scale", "3", "--fps", "1", "-o", "c.gif"], in: directory)
        #expect(compare.status == 1)
        #expect(
            compare.standardError.hasPrefix("Error: ipad.yaml: --scale 3: each frame of the comparison GIF"),
            "\(compare.standardError)")
        #expect(compare.standardError.hasSuffix("; give --scale 2, or compare fewer strategies\n"))
        // Refused before any work: nothing written. (That the ceiling is weighed before the
        // simulation runs is WorkCeilingTests' to hold in process; no wall-clock budget here.)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "ipad.yaml", "longest.yaml",
            ])
    }

    @Test("batch: the scene past the ceiling fails with the scene's fps to lower; the others render")
    func batch() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: false)
        try Data(LimitScenes.longestAnimation.utf8).write(to: scenes.appendingPathComponent("longest.yaml"))
        try Data(HardeningCommandTests.scene(title: "Short").utf8).write(
            to: scenes.appendingPathComponent("short.yaml"))
        let run = try KeySlideProcess.run(["batch", "scenes", "-o", "out", "--jobs", "1", "--gif"], in: directory)
        #expect(run.status == 1)
        #expect(
            run.standardError.contains("failed: scenes/longest.yaml:3: fps: the GIF would draw 30,000 frames"),
            "\(run.standardError)")
        #expect(run.standardError.contains("give fps: 8 or less in the scene"), "\(run.standardError)")
        #expect(run.standardOutput.contains("1 of 2 scenes rendered"), "\(run.standardOutput)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        #expect(written.contains("short-none.gif") && written.contains("index.html"))
        #expect(!written.contains { $0.hasPrefix("longest") || $0.hasPrefix(".") }, "\(written)")
    }
}
