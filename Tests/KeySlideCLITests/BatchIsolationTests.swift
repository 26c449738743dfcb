import ArgumentParser
import Foundation
import KeySlideTestSupport
import Testing

@testable import KeySlideCLI

/// Only a scene's own process loads and simulates it: a scene that crashes whatever loads it costs
/// only that scene, and what the batch reports of a scene (warnings, failures) comes in its answer.
@Suite("keyslide batch: each scene in its own process")
struct BatchIsolationTests {
    /// A view dump nested `depth` views deep, and a scene whose layout it is.
    static func deepScene(depth: Int) -> (dump: String, yaml: String) {
        var lines = ["<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>"]
        for level in 1...depth {
            lines.append(String(repeating: "   | ", count: level) + "<UIView: 0x\(level + 16); frame = (0 0; 375 667)>")
        }
        return (lines.joined(separator: "\n") + "\n", "title: deep\nview: {layout: deep-dump.txt}\n")
    }

    /// The dump once overflowed the reader's stack (SIGSEGV) and, read in the batch's own process,
    /// took the whole batch down; the reader now refuses it past 256 levels. Either way only the
    /// scene's own process reads it: the scene fails alone, and a child that dies outright is
    /// InterruptionTests' (SIGKILL) case.
    @Test("a scene whose layout is a view dump 3,000 deep fails alone; the batch and its gallery complete")
    func hostileSceneCostsOnlyItself() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let deep = Self.deepScene(depth: 3_000)
        try Data(deep.dump.utf8).write(to: scenes.appendingPathComponent("deep-dump.txt"))
        try Data(deep.yaml.utf8).write(to: scenes.appendingPathComponent("deep.yaml"))
        let good = try #require(BatchFixture.goodScenes.first)
        try Data(good.yaml.utf8).write(to: scenes.appendingPathComponent(good.name + ".yaml"))

        // One run (the dump alone is 22 MB of indentation, and reading it takes seconds): the
        // lines people read on standard error, the report's data on standard output.
        let run = try KeySlideProcess.run(["batch", "scenes", "-o", "out", "--jobs", "2", "--json"], in: directory)
        #expect(run.status == 1, "the batch itself must end, not crash: \(run.standardError)")
        #expect(
            run.standardError.contains("failed: scenes/deep-dump.txt:257: views nested deeper than 256 levels"),
            "\(run.standardError)")
        let page = try String(contentsOf: directory.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(page.contains("1 scene rendered, 1 failed."))
        #expect(page.contains("views nested deeper than 256 levels"))
        #expect(page.contains("\(good.name)-compare.svg"))
        // The kind of failure, apart from its words.
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        #expect(report?["succeeded"] as? Bool == false && report?["gallery"] as? String == "out/index.html")
        let entries = try #require(report?["scenes"] as? [[String: Any]])
        #expect(entries.map { $0["file"] as? String } == ["scenes/\(good.name).yaml", "scenes/deep.yaml"])
        let failure = try #require(entries.last?["failure"] as? [String: Any])
        #expect(failure["kind"] as? String == "scene", "\(failure)")
        #expect(entries.first?["failure"] is NSNull && entries.first?["scene"] as? String == good.name)
    }

    @Test("warnings come with the scene's answer: a tap off the screen, with its line, from batch as from explain")
    func warningsFromTheScenesProcess() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Data((OffScreenTapWarningTests.scene + "\nstrategies: [none]\n").utf8).write(
            to: scenes.appendingPathComponent("off.yaml"))
        let batch = try KeySlideProcess.run(["batch", "scenes", "-o", "out", "--quiet"], in: directory)
        let explain = try KeySlideProcess.run(["explain", "scenes/off.yaml"], in: directory)
        #expect(batch.status == 0 && explain.status == 0, "\(batch.standardError)")
        #expect(batch.standardError.hasPrefix("scenes/off.yaml:5:42: warning: view.elements[1].frame: 'far'"))
        #expect(batch.standardError.contains("\nscenes/off.yaml:8: warning: timeline[1].tap: field \"far\""))
        #expect(batch.standardError == explain.standardError)
    }

    @Test("batch's options, serialized for a scene's process, parse back to the same options")
    func optionsRoundTrip() throws {
        for arguments in [
            [], ["-o", "site", "--gif"], ["--output=-looks like an option", "--scale", "3", "--compare-gif"],
            ["-o", "a b/ç", "--gif", "--compare-gif", "--scale", "1"], ["--appearance", "dark", "--bezel"],
            ["--appearance", "light", "--no-bezel"],
        ] {
            let options = try BatchOptions.parse(arguments)
            let again = try BatchOptions.parse(options.arguments)
            #expect(again.output == options.output, "\(arguments)")
            #expect(again.scale == options.scale && again.gif == options.gif, "\(arguments)")
            #expect(again.compareGIF == options.compareGIF && again.pictures == options.pictures, "\(arguments)")
            #expect(again.appearance == options.appearance && again.bezel == options.bezel, "\(arguments)")
            #expect(again.settings == options.settings, "\(arguments)")
        }
        #expect(try BatchOptions.parse([]).arguments == ["--output=Output"])
        // The scene's process reads them, and a scene file named like an option stays a file.
        let child = try BatchSceneCommand.parse(
            ["--workers", "2"] + BatchOptions.parse(["-o", "site", "--gif"]).arguments + ["--", "-odd.yaml"])
        #expect(child.file == "-odd.yaml" && child.workers == 2 && child.options.output == "site" && child.options.gif)
    }
}
