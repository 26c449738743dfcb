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

    /// Painting threads for one scene: each holds frames of the canvas, so memory grows with
    /// them (100,000 workers reached 3.4 GB before libgd failed); a batch gives a scene at most
    /// its processors, and 64 is more than any machine KeySlide runs on has to give.
    static let workerRange = 1...64

    func validate() throws {
        try checkWholeNumber(workers, of: "--workers", in: Self.workerRange)
    }

    /// Renders the scene and prints the result as the answer, one line of JSON. A scene's process
    /// ends with its batch, even one killed by SIGKILL (`Platform.endWithParent`): it must not
    /// go on writing into a folder nobody renders into any more.
    func run() throws {
        if let parent = ProcessInfo.processInfo.environment[BatchWorker.parentVariable].flatMap(Int32.init) {
            Platform.endWithParent(parent)
        }
        var settings = options.settings
        settings.workers = workers
        let result = Batch.renderScene(
            file, output: options.output, settings: settings, pictures: options.pictures,
            strategies: KeySlideTool.strategies)
        FileHandle.standardOutput.write(Data(try result.serialized() + [UInt8(ascii: "\n")]))
    }
}

/// The parent's side: runs `batch-scene` for one file and reads its answer.
enum BatchWorker {
    /// The environment variable that gives a scene's process its batch's process id.
    static let parentVariable = "KEYSLIDE_BATCH_PARENT"

    /// This binary: the child runs the same code as the parent.
    static var executable: URL {
        if FileManager.default.fileExists(atPath: "/proc/self/exe") {
            let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            if let path { return URL(fileURLWithPath: path) }
        }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// Renders `file` in a child process with the batch's `options` and `workers` of its own; the
    /// child's answer is the scene's result. A child that crashes or answers nothing readable is
    /// that scene's failure, with the last line it wrote to standard error.
    ///
    /// Nothing of the scene is loaded here: a scene that crashes whatever loads it (a view dump
    /// nested thousands deep overflows the stack) must cost only its own process.
    static func render(_ file: String, options: BatchOptions, workers: Int) async -> Batch.SceneResult {
        let arguments = ["batch-scene", "--workers", String(workers)] + options.arguments + ["--", file]
        let (status, answer, log) = await runChild(arguments)
        // A child killed by a signal it cannot catch leaves its staging folder: it goes now.
        Temporaries.removeStale(in: options.output)
        guard var answer else {
            let last = log.split(whereSeparator: \.isNewline).last.map(String.init)
            return Batch.SceneResult(file: file, failure: .stopped(file, status: status, lastLine: last))
        }
        answer.file = file
        return answer
    }

    /// Runs this binary with `arguments`; its exit described in words, its answer when it gave
    /// one, and what it wrote to standard error.
    private static func runChild(_ arguments: [String]) async -> (String, Batch.SceneResult?, String) {
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
                environment[parentVariable] = String(Platform.processID)
                process.environment = environment
                let out = Pipe()
                let err = Pipe()
                process.standardOutput = out
                process.standardError = err
                do {
                    let started = try Platform.startChild {
                        try process.run()
                        return process.processIdentifier
                    }
                    // A stop signal came: the run ends before it would report the scene.
                    if started == nil { Platform.waitIfStopping() }
                } catch {
                    continuation.resume(returning: ("could not start: \(error)", nil, ""))
                    return
                }
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
                let line = data.split(separator: UInt8(ascii: "\n")).last.map(Array.init) ?? []
                let answer =
                    process.terminationStatus == 0 && process.terminationReason == .exit
                    ? try? Batch.SceneResult(serialized: line) : nil
                continuation.resume(returning: (status, answer, String(decoding: log, as: UTF8.self)))
            }
        }
    }
}
