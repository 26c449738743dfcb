import Foundation
import KeySlideTestSupport
import Testing

@testable import KeySlideCLI

/// The progress bar fits the terminal: never as wide as it, so a redraw cannot wrap.
@Suite("progress line")
struct ProgressLineTests {
    @Test("wide terminals get the full bar; narrow ones a shorter bar, then a shorter label")
    func fits() {
        let wide = ProgressLine(label: "batch", isTerminal: true, columns: 200)
        #expect(wide.line(3, of: 10) == "batch [#########---------------------] 30%")
        for columns in [20, 30, 40, 50, 60] {
            for label in ["batch", "seed-002-scroll-content-offset scroll-content-offset gif"] {
                let line = ProgressLine(label: label, isTerminal: true, columns: columns).line(10, of: 10)
                #expect(line.count <= columns - 1, "\(columns): \(line)")
                #expect(line.hasSuffix("] 100%"))
            }
        }
        let narrow = ProgressLine(label: "batch", isTerminal: true, columns: 30)
        #expect(narrow.line(1, of: 2) == "batch [########--------] 50%")
    }

    @Test("the time left follows the pace so far, once something is done and a second has passed")
    func timeLeft() {
        #expect(ProgressLine.remaining(10, of: 40, elapsed: 6) == 18)
        #expect(ProgressLine.remaining(0, of: 40, elapsed: 6) == nil)
        #expect(ProgressLine.remaining(1, of: 40, elapsed: 0.5) == nil)
        #expect(ProgressLine.remaining(40, of: 40, elapsed: 6) == nil)
        #expect(ProgressLine.clock(18) == "0:18")
        #expect(ProgressLine.clock(64.2) == "1:05")
        #expect(ProgressLine.clock(3723) == "1:02:03")
        let bar = ProgressLine(label: "batch", isTerminal: true, columns: 200)
        #expect(bar.line(10, of: 40, remaining: 18) == "batch [#######-----------------------] 25% ETA 0:18")
        for columns in [20, 30, 40, 60] {
            let line = ProgressLine(label: "batch", isTerminal: true, columns: columns).line(1, of: 3, remaining: 3723)
            #expect(line.count <= columns - 1, "\(columns): \(line)")
            // A narrow terminal keeps the bar and drops the time.
            #expect(line.hasSuffix(columns >= 40 ? "] 33% ETA 1:02:03" : "] 33%"), "\(columns): \(line)")
        }
    }
}

/// Batch's progress lines reach a pipe as each scene finishes, not all at once at the end.
@Suite("batch lines through a pipe")
struct PipedProgressTests {
    @Test("the first scene's line arrives while the batch is still running")
    func flushed() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        try FileManager.default.removeItem(at: scenes.appendingPathComponent(BatchFixture.brokenFile))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KeySlideProcess.executablePath)
        process.arguments = ["batch", scenes.path, "-o", directory.appendingPathComponent("out").path, "--jobs", "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        // The gallery is written after the last scene: a line that came with it came at the end.
        let galleryAtFirstLine = FileManager.default.fileExists(
            atPath: directory.appendingPathComponent("out/index.html").path)
        _ = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // With one job the scenes go one at a time, the largest file first: a's before b's.
        #expect(text.hasPrefix("rendered a-scroll: "), "\(text)")
        #expect(!galleryAtFirstLine, "the line came only when the batch ended")
    }
}
