import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// `keyslide batch-scene`: one scene of a batch, run by `keyslide batch` in a child process of
/// the same binary. Hidden: people run `batch`.
///
/// Why a process per scene: a crash (a trap in a precondition, a signal) ends only the process
/// it happens in. In a child, it costs that one scene, which the batch reports as failed; the
/// other scenes and the gallery still complete.
struct BatchSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch-scene", abstract: "Render one scene of a batch (run by `keyslide batch`).",
        shouldDisplay: false)

    @Argument var file: String

    @OptionGroup var options: BatchOptions

    /// The scene's share of the batch's workers.
    @Option var workers = RenderSettings().workers

    func validate() throws {
        guard workers >= 1 else { throw ValidationError("Please give --workers a number of 1 or more.") }
    }

    func run() throws {
        var settings = options.settings
        settings.workers = workers
        let result = Batch.renderScene(
            file, output: options.output, settings: settings, pictures: options.pictures,
            strategies: KeySlideTool.strategies)
        let answer = BatchWorker.Answer(
            error: result.error, files: result.files.map { .init(path: $0.path, byteCount: $0.byteCount) })
        let json = try JSONEncoder().encode(answer)
        print(String(decoding: json, as: UTF8.self))
    }
}

/// The parent's side: runs `batch-scene` for one file and reads its answer.
enum BatchWorker {
    /// What a child prints, as one line of JSON on standard output.
    struct Answer: Codable {
        struct File: Codable {
            var path: String
            var byteCount: Int
        }

        var error: String?
        var files: [File]
    }

    /// This binary: the child runs the same code as the parent.
    static var executable: URL {
        if FileManager.default.fileExists(atPath: "/proc/self/exe") {
            let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            if let path { return URL(fileURLWithPath: path) }
        }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// Renders `file` in a child process with the batch's `options` and `workers` of its own
    /// (`options.arguments`, the one way the parsed options become the child's); a child that
    /// crashes or answers nothing readable is that scene's failure. On success the scene and its
    /// report are made again here (the simulation only, no pictures): the gallery needs them, and
    /// the child has just run the same code on the same file without trouble.
    static func render(_ file: String, options: BatchOptions, workers: Int) async -> Batch.SceneResult {
        let arguments = ["batch-scene", "--workers", String(workers)] + options.arguments + ["--", file]
        let (status, answer, log) = await runChild(arguments)
        // A child killed by a signal it cannot catch leaves its staging folder: it goes now.
        Temporaries.removeStale(in: options.output)
        var result = Batch.SceneResult(file: file, scene: nil, error: nil, files: [], report: nil)
        let shown = Quoted.text(file, limit: Quoted.fileNameLimit)
        guard let answer else {
            let last =
                log.split(whereSeparator: \.isNewline).last
                .map { ": " + Quoted.text(String($0), limit: 200) } ?? ""
            result.error = "\(shown): the render stopped (\(status))\(last)"
            return result
        }
        if let error = answer.error {
            result.error = error
            return result
        }
        do {
            let scene = try Runner.loadScene(file, strategies: KeySlideTool.strategies, warn: Terminal.warn)
            result.scene = scene
            let recordings = KeySlideTool.strategies(for: scene).map { Simulation.run(scene, strategy: $0.init()) }
            OffScreenTapWarnings.warn(recordings, file: file)
            result.report = ExplainReport(scene: scene, recordings: recordings)
            result.files = answer.files.map { WrittenFile(path: $0.path, byteCount: $0.byteCount) }
        } catch {
            result.error = String(describing: error)
        }
        return result
    }

    /// Runs this binary with `arguments`; its exit described in words, its answer when it gave
    /// one, and what it wrote to standard error.
    private static func runChild(_ arguments: [String]) async -> (String, Answer?, String) {
        await withCheckedContinuation { continuation in
            // Threads of their own, not Dispatch's global pool: each child holds its two readers
            // until it exits, and the pool has as many threads as processors. Two children
            // filled it, and one's reader of standard error waited for the other child to end:
            // a scene's answer came with the longer scene's, and its job slot stood idle
            // (Samples/: chat-composer-typing's child exited at 0.38 s, its answer came at 1.03 s).
            Thread.detachNewThread {
                let process = Process()
                process.executableURL = executable
                process.arguments = arguments
                var environment = ProcessInfo.processInfo.environment
                environment["SWIFT_BACKTRACE"] = "enable=no"  // a crash's one line, not pages
                process.environment = environment
                let out = Pipe()
                let err = Pipe()
                process.standardOutput = out
                process.standardError = err
                do {
                    try process.run()
                } catch {
                    continuation.resume(returning: ("could not start: \(error)", nil, ""))
                    return
                }
                Platform.forwardStopSignals(to: process.processIdentifier)
                let group = DispatchGroup()
                nonisolated(unsafe) var log = Data()
                group.enter()
                Thread.detachNewThread {
                    log = err.fileHandleForReading.readDataToEndOfFile()
                    group.leave()
                }
                let data = out.fileHandleForReading.readDataToEndOfFile()
                group.wait()
                process.waitUntilExit()
                Platform.forgetChild(process.processIdentifier)
                let status =
                    process.terminationReason == .uncaughtSignal
                    ? "crashed with signal \(process.terminationStatus)"
                    : "exit status \(process.terminationStatus)"
                let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
                let answer =
                    process.terminationStatus == 0 && process.terminationReason == .exit
                    ? try? JSONDecoder().decode(Answer.self, from: Data(line.utf8)) : nil
                continuation.resume(returning: (status, answer, String(decoding: log, as: UTF8.self)))
            }
        }
    }
}
