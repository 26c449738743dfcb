import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide curve`, run as a user would run it.
@Suite("keyslide curve")
struct CurveCommandTests {
    @Test("help text")
    func help() throws {
        let result = try KeySlideProcess.run(["curve", "--help"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                OVERVIEW: Print or plot an animation curve's progress over time.

                A name is linear, easeIn, easeOut, easeInOut, default, keyboard, a raw
                UIViewAnimationCurve (0-3 or 7), cubic-bezier(x1,y1,x2,y2) or
                spring(mass,stiffness,damping[,velocity]). UIKit curves run the way UIKit runs
                them: the keyboard's curve 7 lasts 0.5 s whatever duration is asked for.
                spring(...) is solved literally; only the keyboard's spring treats a damping
                ratio above 1 as 1.

                USAGE: keyslide curve <name> ... [--duration <seconds>] [--samples <count>] [--json] [--plot] [--title <text>] [--keyboard-model <model>] [--output <file>]

                ARGUMENTS:
                  <name>                  The curve to show; several with --plot.

                OPTIONS:
                  --duration <seconds>    Seconds to show. (default: the curve's natural
                                          duration: 1 for beziers, the settling time for
                                          springs, 0.5 for the keyboard)
                  --samples <count>       Evenly spaced samples from 0 to the duration, both
                                          included. (default: 11)
                  --json                  Print JSON instead of a table.
                  --plot                  Draw the curves on one SVG chart.
                  --title <text>          The chart's title. (default: the curve names, or
                                          'Timing curves' for more than two)
                  --keyboard-model <model>
                                          How the keyboard's curve 7 runs: the spring read off
                                          iOS, or its bezier look-alike. (values: spring,
                                          bezier; default: spring)
                  -o, --output <file>     Write to this file instead of standard output.
                  --version               Show the version.
                  -h, --help              Show help information.


                """)
    }

    /// Decodes `--json` output into its three members, failing the test on any other shape.
    func samples(_ arguments: [String]) throws -> (
        curve: String, duration: Double, samples: [(t: Double, progress: Double)]
    ) {
        let result = try KeySlideProcess.run(["curve"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["curve", "duration", "samples"])
        let rows = try #require(object["samples"] as? [[String: Double]])
        for row in rows { #expect(row.keys.sorted() == ["progress", "t"]) }
        return (
            try #require(object["curve"] as? String),
            try #require(object["duration"] as? Double),
            rows.map { ($0["t"] ?? .nan, $0["progress"] ?? .nan) }
        )
    }

    /// docs/facts.md §2.2: the keyboard spring treated as critical, to three decimals.
    @Test("the keyboard curve as JSON: 11 samples over its 0.5 s")
    func keyboardJSON() throws {
        let output = try samples(["keyboard"])
        #expect(output.curve == "keyboard")
        #expect(output.duration == 0.5)
        #expect(output.samples.map(\.t) == [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5])
        let factSheet = [0, 0.232, 0.545, 0.758, 0.879, 0.942, 0.973, 0.988, 0.994]
        for (row, expected) in zip(output.samples, factSheet) {
            #expect(abs(row.progress - expected) < 0.0005, "at \(row.t)")
        }
        // Core Animation ends the spring at 0.5 s: the value is at its target.
        #expect(output.samples.last?.progress == 1)
    }

    @Test("the keyboard ignores --duration; the window still spans it")
    func keyboardIgnoresDuration() throws {
        let output = try samples(["7", "--duration", "1", "--samples", "5"])
        #expect(output.duration == 1)
        #expect(output.samples.map(\.t) == [0, 0.25, 0.5, 0.75, 1])
        #expect(abs(output.samples[1].progress - 0.942) < 0.0005)
        #expect(output.samples[2].progress == 1 && output.samples[4].progress == 1)
    }

    @Test("the bezier look-alike runs over 0.5 s")
    func keyboardBezier() throws {
        let output = try samples(["keyboard", "--keyboard-model", "bezier", "--samples", "11"])
        #expect(output.duration == 0.5)
        // docs/facts.md §2.2: 0.206 at 50 ms, 0.931 at 250 ms.
        #expect(abs(output.samples[1].progress - 0.206) < 0.0005)
        #expect(abs(output.samples[5].progress - 0.931) < 0.0005)
    }

    @Test("CSS ease(0.5) through cubic-bezier(...) and the name default")
    func cssEase() throws {
        for name in ["cubic-bezier(0.25,0.1,0.25,1)", "default"] {
            let output = try samples([name, "--samples", "3"])
            #expect(output.duration == 1)
            #expect(output.samples.map(\.t) == [0, 0.5, 1])
            // Chromium's published ease(0.5) = 0.8024033910598437, itself good to about 1e-8.
            #expect(abs(output.samples[1].progress - 0.8024033910598437) < 1e-8)
        }
    }

    @Test("a spring's natural duration is its settling time")
    func springDuration() throws {
        // mpmath: the keyboard spring clamped to critical settles (0.001) at 0.505735 s; the
        // same parameters with critical damping written out are 3, 1000, 2·√3000.
        let output = try samples(["spring(3,1000,109.54451150103323)", "--samples", "2"])
        #expect(abs(output.duration - 0.50573488438247294) < 1e-6)
    }

    @Test("the readable table")
    func table() throws {
        let result = try KeySlideProcess.run(["curve", "easeInOut", "--samples", "3", "--duration", "0.25"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                easeInOut: UIKit curve 0, cubic-bezier(0.42, 0, 0.58, 1) over 0.25 s
                       t (s)      progress
                    0.000000   0.000000000
                    0.125000   0.500000000
                    0.250000   1.000000000

                """)
    }

    @Test("the table says when UIKit ignores the duration")
    func tableKeyboardNote() throws {
        let result = try KeySlideProcess.run(["curve", "keyboard", "--duration", "0.25", "--samples", "2"])
        #expect(
            result.standardOutput.hasPrefix(
                "keyboard: UIKit curve 7, spring(3, 1000, 500) over 0.5 s, damping ratio 4.564355 treated as 1 "
                    + "(critically damped), UIKit ignores the 0.25 s asked for\n"
            ))
    }

    @Test("--plot writes an SVG chart with one line per curve")
    func plot() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try KeySlideProcess.run(
            ["curve", "keyboard", "easeInOut", "spring(1,100,10)", "--plot", "-o", "chart.svg"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("chart.svg (") && result.standardError == "")
        let svg = try String(contentsOf: directory.appendingPathComponent("chart.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 3)
        for label in [">keyboard<", ">easeInOut<", ">spring(1,100,10)<", ">Timing curves<", ">time (s)<"] {
            #expect(svg.contains(label), "missing \(label)")
        }
        // Nothing else is left in the directory: no temporary file survives.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["chart.svg"])
    }

    @Test("--plot without -o prints the SVG, the same bytes every run")
    func plotToStandardOutput() throws {
        let first = try KeySlideProcess.run(["curve", "keyboard", "--plot"])
        let second = try KeySlideProcess.run(["curve", "keyboard", "--plot"])
        #expect(first.status == 0)
        #expect(first.standardOutput.hasSuffix("</svg>\n"))
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test(
        "bad values: one line naming what is wrong and what is accepted, exit 1",
        arguments: [
            (
                ["cubic-bezier(1.2,0,0,1)"],
                "Error: cubic-bezier(1.2,0,0,1): control point x 1.2 is outside 0…1 (x values must lie in 0…1; y "
                    + "values may overshoot)\n"
            ),
            (["spring(0,1,1)"], "Error: spring(0,1,1): spring mass must be greater than 0, got 0\n"),
            (
                ["NaN"],
                "Error: unknown curve 'NaN'; expected linear, easeIn, easeOut, easeInOut, default, keyboard, 0–3, "
                    + "7, cubic-bezier(x1,y1,x2,y2) or spring(mass,stiffness,damping[,velocity])\n"
            ),
            (
                ["bounce"],
                "Error: unknown curve 'bounce'; expected linear, easeIn, easeOut, easeInOut, default, keyboard, "
                    + "0–3, 7, cubic-bezier(x1,y1,x2,y2) or spring(mass,stiffness,damping[,velocity])\n"
            ),
            (
                ["4"],
                "Error: unknown curve number 4; expected 0 (easeInOut), 1 (easeIn), 2 (easeOut), 3 (linear) or 7 "
                    + "(keyboard)\n"
            ),
            (["cubic-bezier(NaN,0,0,1)"], "Error: cubic-bezier(NaN,0,0,1): control points must be finite numbers\n"),
            // `--duration` out of range is a usage mistake, 64 (`OddNameTests.boundedCounts`).
            // A damped spring that settles too late is not called undamped (it was "its damping is 0").
            (
                ["spring(1,100,1e-9)"],
                "Error: spring(1,100,1e-9) settles only after 13815510151 s, longer than the longest scene (600 s); "
                    + "please give --duration\n"
            ),
            (
                ["spring(1,100,10,1e308)"],
                "Error: spring(1,100,10,1e308): velocity must be from -1000000 to 1000000, got 1e308\n"
            ),
            (
                ["spring(1,100,0)"],
                "Error: spring(1,100,0) never settles (its damping is 0), so it has no natural duration; please "
                    + "give --duration\n"
            ),
            (
                ["keyboard", "-o", "/nonexistent-keyslide-dir/x.svg"],
                "Error: cannot write '/nonexistent-keyslide-dir/x.svg': no such file or directory\n"
            ),
        ])
    func badValues(_ arguments: [String], _ message: String) throws {
        let result = try KeySlideProcess.run(["curve"] + arguments)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == message)
    }

    @Test(
        "usage mistakes: the message and the usage line, exit 64",
        arguments: [
            (
                ["easeIn", "easeOut"],
                "Error: Please give one curve name, or add --plot to draw several on one chart.\n"
            ),
            (["easeIn", "--samples", "1"], "Error: Please give --samples between 2 and 100000.\n"),
            (["easeIn", "--json", "--plot"], "Error: Please choose either --json or --plot.\n"),
        ])
    func usageMistakes(_ arguments: [String], _ message: String) throws {
        let result = UsageCheck.run(["curve"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message + "Usage: keyslide curve <name> ..."))
    }
}
