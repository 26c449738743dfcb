import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// `keyslide check`: a scene's `expect:` measured, for CI. Simulation only, no pictures.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the expectations scenes state (expect:), for CI: exit 1 when any fails.",
        discussion: """
            Runs every strategy of each scene (simulation only, no pictures) and measures the verdicts the scene's \
            `expect:` names. Prints one line per failed expectation and a summary; exits 1 when an expectation \
            fails or a scene cannot be read, 0 otherwise. A folder checks every scene file in it; scenes without \
            expectations are counted and skipped.
            """)

    @Argument(help: "Scene files or folders of them.")
    var scenes: [String]

    @Option(help: ArgumentHelp("Also write the results as JUnit XML.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write a Markdown summary table (for a pull-request comment).", valueName: "file"))
    var markdown: String?

    @OptionGroup var report: ReportOptions

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("Please give at least one scene file or folder.") }
    }

    func run() throws {
        let listed = try Self.sceneFiles(scenes)
        try refuseInputsAsOutputs(outputs: [junit, markdown].compactMap { $0 }, inputs: listed.map(\.file))
        let checked = listed.map { SceneChecks(file: $0.file, unreadable: $0.unreadable) }
        let summary = CheckSummary(scenes: checked)
        if let junit { try AtomicFile.write(summary.junit, to: junit) }
        if let markdown { try AtomicFile.write(summary.markdown, to: markdown) }
        if report.json {
            var written: [JSONValue] = []
            for path in [junit, markdown].compactMap({ $0 }) { written.append(ReportOptions.fileJSON(path)) }
            report.printJSON(command: "check", [("files", .array(written)), ("check", summary.json)])
        } else {
            for line in summary.failureLines { print(Terminal.safe(line)) }
            if !report.quiet || !summary.passed { print(summary.line) }
        }
        if !summary.passed { throw ExitCode.failure }
    }

    /// The files the arguments name: each folder's scene files (sorted), each file as given; a
    /// scene file in a folder whose name cannot be read comes with its error, and fails the check.
    static func sceneFiles(_ arguments: [String]) throws -> [(file: String, unreadable: SceneError?)] {
        var files: [(file: String, unreadable: SceneError?)] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
                let listing: SceneLoader.SceneListing
                do { listing = try Batch.sceneListing(in: argument) } catch { throw InputError("\(error)") }
                files += listing.files.map { ($0, nil) } + listing.unreadable.map { ($0.file, $0) }
            } else {
                files.append((argument, nil))
            }
        }
        return files
    }
}

/// One scene file's checks: its results, or why it could not be read.
struct SceneChecks {
    var file: String
    var scene: Scene?
    var failure: SceneFailure?
    var results: [CheckResult] = []

    init(file: String, unreadable: SceneError? = nil) {
        self.file = file
        if let unreadable {
            failure = SceneFailure(unreadable)
            return
        }
        do {
            let scene = try Runner.loadScene(file, strategies: KeySlideTool.strategies)
            self.scene = scene
            if !scene.expectations.isEmpty {
                results = ExplainReport(scene: scene, strategies: KeySlideTool.strategies(for: scene)).checks
            }
        } catch {
            failure = SceneFailure(error)
        }
    }

    var failures: [CheckResult] { results.filter { !$0.passed } }
}

/// Every scene's checks, with the words, XML and Markdown that report them.
struct CheckSummary {
    var scenes: [SceneChecks]

    var results: [CheckResult] { scenes.flatMap(\.results) }
    var failedCount: Int { results.filter { !$0.passed }.count }
    var unreadable: [SceneChecks] { scenes.filter { $0.failure != nil } }
    var passed: Bool { failedCount == 0 && unreadable.isEmpty }

    /// `scene.yaml: content-inset: covered: expected at most 0 s, measured 0.33 s`, and each
    /// unreadable scene's error.
    var failureLines: [String] {
        scenes.flatMap { entry in
            entry.failure.map { [$0.description] } ?? entry.failures.map { "\(entry.file): \($0.line)" }
        }
    }

    /// `12 checks in 3 scenes: 11 passed, 1 failed (2 scenes without expectations)`.
    var line: String {
        let withChecks = scenes.filter { !$0.results.isEmpty }.count
        let without = scenes.count - withChecks - unreadable.count
        let checks = "\(results.count) check\(results.count == 1 ? "" : "s")"
        var text =
            "\(checks) in \(withChecks) scene\(withChecks == 1 ? "" : "s"): "
            + "\(results.count - failedCount) passed, \(failedCount) failed"
        var notes: [String] = []
        if without > 0 { notes.append("\(without) scene\(without == 1 ? "" : "s") without expectations") }
        if !unreadable.isEmpty { notes.append("\(unreadable.count) could not be read") }
        if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
        return text
    }

    var json: JSONValue {
        .object([
            ("passed", .bool(passed)), ("checks", .integer(results.count)), ("failed", .integer(failedCount)),
            (
                "scenes",
                .array(
                    scenes.map { entry in
                        .object([
                            ("file", .string(entry.file)), ("scene", entry.scene.map { .string($0.name) } ?? .null),
                            ("error", entry.failure.map { .string($0.description) } ?? .null),
                            ("failure", entry.failure.map(JSONReports.failure) ?? .null),
                            ("results", .array(entry.results.map(\.json))),
                        ])
                    })
            ),
        ])
    }
}
