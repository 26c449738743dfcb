import Foundation
import KeySlideTestSupport
import Testing

/// Output that never arrived is a failure: every command that prints its result exits 1 with one
/// line when standard output is a full device or closed, instead of 0 with the result lost (a CI
/// step would have trusted the 0).
@Suite("lost standard output")
struct LostOutputTests {
    static let sample = KeySlideProcess.packageRoot.appendingPathComponent("Samples/readme-form.yaml").path
    static let storyboard = KeySlideProcess.packageRoot.appendingPathComponent(
        "Tests/KeySlideImportTests/Fixtures/Login.storyboard"
    ).path

    /// A command of each kind that prints its result: JSON, a table, YAML, a chart, a list.
    static let commands: [[String]] = [
        ["trace", sample, "--strategy", "none"],
        ["explain", sample, "--strategies", "none,content-inset", "--json"],
        ["strategies"],
        ["curve", "easeIn"],
        ["import", storyboard],
        ["chart", sample, "--strategies", "none"],
    ]

    /// Runs `keyslide arguments` through `sh`, its standard output redirected as `redirect` says.
    static func run(_ arguments: [String], redirect: String) throws -> (status: Int32, standardError: String) {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("lost-output-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "exec \"$0\" \"$@\" \(redirect) 2>\"$KEYSLIDE_ERRORS\"", KeySlideProcess.executablePath]
            + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["KEYSLIDE_ERRORS": errors.path]) { $1 }
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    @Test("a full device: exit 1 and one line", arguments: commands)
    func fullDevice(_ arguments: [String]) throws {
        let result = try Self.run(arguments, redirect: ">/dev/full")
        #expect(result.status == 1, "\(arguments): \(result.standardError)")
        // The reason is the flush's when the last write failed there; a large result's earlier
        // writes fail inside `print`, where the reason is not kept.
        let last = result.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            last == "Error: cannot write standard output: no space left on device"
                || last == "Error: cannot write standard output",
            "\(arguments): \(result.standardError)")
    }

    /// Descriptor 1 closed: the Swift runtime may hand it to something of its own before `main`
    /// (the dispatch queue's event descriptor), so what a write meets varies; either way the
    /// result did not arrive, and the run says so.
    @Test("a closed standard output: exit 1 and one line", arguments: commands)
    func closed(_ arguments: [String]) throws {
        let result = try Self.run(arguments, redirect: ">&-")
        #expect(result.status == 1, "\(arguments): \(result.standardError)")
        let last = result.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            last == "Error: standard output is closed" || last.hasPrefix("Error: cannot write standard output"),
            "\(arguments): \(result.standardError)")
    }

    @Test("the same commands into /dev/null exit 0: the check fails only lost output")
    func delivered() throws {
        for arguments in Self.commands {
            let result = try Self.run(arguments, redirect: ">/dev/null")
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
        }
    }
}
