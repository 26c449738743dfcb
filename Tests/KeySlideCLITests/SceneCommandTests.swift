import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide trace`, `explain` and `strategies`, run as a user would run them.
@Suite("keyslide trace, explain, strategies")
struct SceneCommandTests {
    static let sample = KeySlideProcess.packageRoot.appendingPathComponent(
        "Samples/seed-002-scroll-content-offset.yaml"
    ).path

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("trace prints the recording with the contract's shape")
    func traceShape() throws {
        let result = try KeySlideProcess.run([
            "trace", Self.sample, "--strategy", "scroll-content-offset", "--fps", "10",
        ])
        #expect(result.status == 0)
        let trace = try json(result.standardOutput)
        #expect(trace["scene"] as? String == "seed-002-scroll-content-offset")
        #expect(trace["strategy"] as? String == "scroll-content-offset")
        #expect(trace["profile"] as? String == "ios6")
        #expect(trace["fps"] as? Int == 10)
        #expect(trace["screen"] as? [String: Int] == ["width": 320, "height": 480])
        let frames = try #require(trace["frames"] as? [[String: Any]])
        // 0 through 3.7 s (the last event at 2.2 + 1.5) at 10 fps: 38 frames.
        #expect(frames.count == 38)
        let last = try #require(frames.last)
        #expect(last["t"] as? Double == 3.7)
        #expect(last["focus"] is NSNull)
        let field = try #require((frames[15]["fields"] as? [String: [String: Double]])?["txtDemo"])
        // At 1.5 s the content has scrolled 244: 20 + 350 − 244.
        #expect(field == ["x": 20, "y": 126, "width": 280, "height": 31])
        #expect(frames[15]["focus"] as? String == "txtDemo")
        #expect((frames[15]["keyboard"] as? [String: Double]) == ["y": 264, "height": 216])
        let events = try #require(trace["events"] as? [[String: Any]])
        #expect(events.first?["name"] as? String == "tap")
        #expect(events.contains { $0["name"] as? String == "scroll" && $0["cause"] as? String == "keyboardDidShow" })
    }

    @Test("trace output is the same bytes every run")
    func traceIsDeterministic() throws {
        let first = try KeySlideProcess.run(["trace", Self.sample, "--strategy", "content-inset"])
        let second = try KeySlideProcess.run(["trace", Self.sample, "--strategy", "content-inset"])
        #expect(first.standardOutput == second.standardOutput)
        #expect(!first.standardOutput.isEmpty)
    }

    @Test("explain prints steps, verdicts and a summary table")
    func explainText() throws {
        let result = try KeySlideProcess.run(["explain", Self.sample, "--strategy", "scroll-content-offset", "none"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("0.65 s  keyboardDidShow"))
        #expect(result.standardOutput.contains("scrollPointY = 244"))
        #expect(
            result.standardOutput.contains(
                """
                strategy               covered  most   visible at rest  jumped  home
                scroll-content-offset  0.33 s   31 pt  yes              no      yes
                none                   1.69 s   31 pt  no               no      yes
                """))
    }

    @Test("explain --json carries the verdicts")
    func explainJSON() throws {
        let result = try KeySlideProcess.run(["explain", Self.sample, "--json"])
        let report = try json(result.standardOutput)
        let strategies = try #require(report["strategies"] as? [[String: Any]])
        // The scene lists three strategies.
        #expect(strategies.map { $0["strategy"] as? String } == ["scroll-content-offset", "content-inset", "none"])
        let verdicts = try #require(strategies[0]["verdicts"] as? [String: Any])
        #expect(verdicts["fullyVisibleAtRest"] as? Bool == true)
        #expect(verdicts["jumped"] as? Bool == false)
        #expect(verdicts["backHome"] as? Bool == true)
    }

    @Test("strategies lists every id with its source")
    func strategiesList() throws {
        let result = try KeySlideProcess.run(["strategies"])
        #expect(result.status == 0)
        for id in [
            "sliding-sections", "shift-by-overlap", "scroll-content-offset", "scroll-rect-to-visible", "content-inset",
            "none",
        ] {
            #expect(result.standardOutput.contains(id + " "), "\(id)")
        }
        #expect(result.standardOutput.contains("source: seed 000"))
    }

    @Test("a bad scene is one line naming the file and the place, exit 1")
    func badScene() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.yaml").path
        try """
        fps: 60
        view: {elements: []}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["trace", path, "--strategy", "none"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "Error: \(path):1:6: fps: expected a whole number from 1 to 50, found 60\n")
    }

    @Test("an unknown strategy is a usage error listing the ids")
    func unknownStrategy() throws {
        let result = UsageCheck.run(["trace", Self.sample, "--strategy", "shift"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix("Error: Unknown strategy 'shift'. Please provide one of: sliding-sections, ")
        )
    }
}

/// The one list syntax, `--strategies a,b,c`, and the did-you-mean every command shares.
@Suite("strategy names on the command line")
struct StrategyOptionTests {
    static let sample = SceneCommandTests.sample

    @Test("a typo is answered with the closest id")
    func didYouMean() throws {
        for arguments in [
            ["trace", Self.sample, "--strategy", "contnet-inset"],
            ["render", Self.sample, "--strategy", "contnet-inset", "-o", "/dev/null"],
            ["compare", Self.sample, "--strategies", "none,contnet-inset"],
            ["explain", Self.sample, "--strategies", "contnet-inset"],
        ] {
            let result = UsageCheck.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(
                result.standardError.hasPrefix(
                    "Error: Unknown strategy 'contnet-inset'. Did you mean 'content-inset'? "
                        + "Please provide one of: sliding-sections, "),
                "\(arguments): \(result.standardError)")
        }
    }

    @Test("explain takes --strategies a,b like compare, and still the older --strategy a b")
    func explainList() throws {
        let listed = try KeySlideProcess.run(["explain", Self.sample, "--strategies", "none,content-inset", "--json"])
        let spaced = try KeySlideProcess.run(["explain", Self.sample, "--strategy", "none", "content-inset", "--json"])
        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.standardOutput == spaced.standardOutput)
        let report = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any]
        let strategies = (report?["strategies"] as? [[String: Any]])?.map { $0["strategy"] as? String }
        #expect(strategies == ["none", "content-inset"])
        let twice = UsageCheck.run(["explain", Self.sample, "--strategies", "none,none"])
        #expect(twice.status == 64)
        #expect(twice.standardError.hasPrefix("Error: 'none' is listed twice; list each strategy once."))
    }

    @Test("a limit has one message on every command")
    func limits() throws {
        for (arguments, message) in [
            (
                ["trace", Self.sample, "--strategy", "none", "--fps", "60"],
                "--fps must be a whole number from 1 to 50, got 60."
            ),
            (
                ["render", Self.sample, "--strategy", "none", "--fps", "0"],
                "--fps must be a whole number from 1 to 50, got 0."
            ),
            (["compare", Self.sample, "--scale", "4"], "--scale must be a whole number from 1 to 3, got 4."),
            (["batch", "Samples", "--scale", "0"], "--scale must be a whole number from 1 to 3, got 0."),
        ] {
            let result = UsageCheck.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.standardError.hasPrefix("Error: \(message)\n"), "\(arguments): \(result.standardError)")
        }
    }
}
