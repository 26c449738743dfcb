import Foundation
import KeySlideTestSupport
import Testing

/// What a new user tripped on (issue 32): a title of one's own, output names that do not repeat the
/// scene's, every `-o` naming what it wrote, `-o` on `trace` and `explain`, one default in `batch
/// --help`, samples with expectations, and warnings for what a scene says without meaning it.
@Suite("first run")
struct FirstRunTests {
    static let root = KeySlideProcess.packageRoot
    static func sample(_ name: String) -> String { root.appendingPathComponent("Samples/\(name).yaml").path }

    @Test("--title is drawn in place of the scene's title by render, compare and chart")
    func titles() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let runs: [(arguments: [String], file: String)] = [
            (["render", Self.sample("readme-form"), "--strategy", "none", "-o", "r.svg"], "r.svg"),
            (["compare", Self.sample("readme-form"), "--strategies", "none,content-inset", "-o", "c.svg"], "c.svg"),
            (["chart", Self.sample("readme-form"), "-o", "k.svg"], "k.svg"),
        ]
        for run in runs {
            let result = try KeySlideProcess.run(run.arguments + ["--title", "Signing up <fast>"], in: directory)
            #expect(result.status == 0, "\(run.arguments): \(result.standardError)")
            let svg = try String(contentsOf: directory.appendingPathComponent(run.file), encoding: .utf8)
            #expect(svg.contains("Signing up &lt;fast&gt;"), "\(run.arguments)")
            #expect(!svg.contains("One form, five seed strategies"), "\(run.arguments)")
        }
        let long = String(repeating: "x", count: 1_001)
        #expect(
            UsageCheck.run(["render", Self.sample("readme-form"), "--strategy", "none", "--title", long]).status == 64)
    }

    @Test("batch and gallery --title head the page, and a titled page is still KeySlide's to replace")
    func galleryTitle() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        try FileManager.default.removeItem(at: scenes.appendingPathComponent(BatchFixture.brokenFile))
        let out = directory.appendingPathComponent("out")
        let batch = try KeySlideProcess.run(["batch", scenes.path, "-o", out.path, "--title", "Our forms", "--quiet"])
        #expect(batch.status == 0, "\(batch.standardError)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<title>Our forms · KeySlide gallery</title>"))
        #expect(page.contains("<h1>Our forms</h1>"))
        let gallery = try KeySlideProcess.run(["gallery", out.path, "--title", "Our forms, again"])
        #expect(gallery.status == 0, "\(gallery.standardError)")
        let again = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(again.contains("<h1>Our forms, again</h1>"))
        let plain = try KeySlideProcess.run(["gallery", out.path])
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(
            try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
                .contains("<title>KeySlide gallery</title>"))
    }

    @Test("a seed sample's picture under its own strategy is named once")
    func seedName() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try KeySlideProcess.run(
            ["render", Self.sample("seed-002-scroll-content-offset"), "--strategy", "scroll-content-offset"],
            in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Output/seed-002-scroll-content-offset.svg ("))
        #expect(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(
                    "Output/seed-002-scroll-content-offset.svg"
                ).path))
    }

    @Test("chart, curve --plot, import, trace and explain -o write the file and name it with its size")
    func outputsAreNamed() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = Self.sample("readme-form")
        let runs: [[String]] = [
            ["chart", scene, "-o", "chart.svg"], ["curve", "easeInOut", "keyboard", "--plot", "-o", "curves.svg"],
            ["import", Self.root.appendingPathComponent("Samples/login.storyboard").path, "-o", "login.yaml"],
            ["trace", scene, "--strategy", "none", "--fps", "5", "-o", "trace.json"],
            ["explain", scene, "-o", "explain.txt"], ["explain", scene, "--json", "-o", "explain.json"],
        ]
        for arguments in runs {
            let result = try KeySlideProcess.run(arguments, in: directory)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            let name = try #require(arguments.last)
            let size = try #require(
                try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size]
                    as? Int)
            #expect(result.standardOutput.hasPrefix("\(name) ("), "\(arguments): \(result.standardOutput)")
            #expect(result.standardOutput.hasSuffix(" B)\n") || size >= 1000, "\(size)")
        }
        // What -o writes is what standard output gets without it.
        for (arguments, name) in [
            (["trace", scene, "--strategy", "none", "--fps", "5"], "trace.json"), (["explain", scene], "explain.txt"),
        ] {
            let printed = try KeySlideProcess.run(arguments, in: directory)
            let written = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(printed.standardOutput == written, "\(arguments)")
        }
        let over = try KeySlideProcess.run(["trace", scene, "--strategy", "none", "-o", scene])
        #expect(over.status == 64)
    }

    @Test("batch --help states one default for --jobs")
    func jobsDefault() throws {
        let help = try KeySlideProcess.run(["batch", "--help"])
        let jobs = try #require(help.standardOutput.components(separatedBy: "--jobs <jobs>").last)
        let entry = try #require(jobs.components(separatedBy: "\n  --").first)
        #expect(entry.components(separatedBy: "(default:").count == 2, "\(entry)")
        #expect(entry.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("the number of processors"))
    }

    @Test("check Samples finds the samples' expectations, and they hold")
    func samplesHaveExpectations() throws {
        let result = try KeySlideProcess.run(["check", Self.root.appendingPathComponent("Samples").path])
        #expect(result.status == 0, "\(result.standardOutput)")
        let summary = try #require(result.standardOutput.split(separator: "\n").last)
        #expect(summary.contains(" in 5 scenes: "), "\(summary)")
        #expect(summary.contains(" 0 failed"), "\(summary)")
    }

    @Test("a time that looks like milliseconds and an element outside its superview are warnings with file:line:col")
    func warnings() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("slips.yaml").path
        try """
        device: iphone-5
        view:
          elements:
            - {type: textField, id: name, frame: [20, 40, 280, 31]}
            - type: view
              id: card
              frame: [0, 300, 320, 100]
              subviews:
                - {type: textField, id: city, frame: [20, 80, 280, 31]}
            - {type: textField, id: far, frame: [20, 600, 280, 31]}
        timeline:
          - {at: 400, tap: name}
          - {at: 401, dismiss: true}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["explain", file, "--strategies", "none"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(file):12:10: warning: timeline[0].at: 400 s looks like milliseconds; times are in seconds "
                    + "(0.4 for 400 ms)",
                "\(file):13:10: warning: timeline[1].at: 401 s looks like milliseconds; times are in seconds "
                    + "(0.401 for 401 ms)",
                "\(file):9:46: warning: view.elements[1].subviews[0].frame: 'city' at [20, 80, 280, 31] reaches "
                    + "outside 'card' (320×100), so part of it is off the screen or hidden",
                "\(file):10:41: warning: view.elements[2].frame: 'far' at [20, 600, 280, 31] reaches outside the "
                    + "screen's root view (320×548), so part of it is off the screen or hidden",
            ], "\(lines)")
        let quiet = try KeySlideProcess.run(["explain", Self.sample("readme-form")])
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
    }
}
