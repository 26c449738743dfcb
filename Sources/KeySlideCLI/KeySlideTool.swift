import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlideSimulation
import KeySlideSystem

/// The `keyslide` command-line tool as a library, so that a package with its own strategies gets
/// every command — render, compare, batch, explain, trace, import, strategies — with its
/// strategies beside the built-in ones:
///
/// ```swift
/// import KeySlideCLI
///
/// @main struct MyTool {
///     static func main() async { await KeySlideTool.main(strategies: [NudgeUp.self]) }
/// }
/// ```
///
/// `batch` renders each scene in a child process of the running binary, so the children know the
/// same strategies as the parent without any registration step of their own.
public enum KeySlideTool {
    /// The version `--version` prints; the CHANGELOG's newest entry names the same.
    public static let version = "0.3.0"

    /// Runs the tool on `arguments` (the process's own when `nil`) and exits with its status:
    /// 0 when everything worked, 1 when a scene, a render or a check failed, 64 for a usage
    /// mistake, and 70 when `strategies` cannot be used (an id malformed, reserved or taken).
    ///
    /// It handles stop signals from the start (`Platform.handleStopSignals()`): Ctrl-C, `kill`
    /// or a closed terminal removes what the run was writing, stops a batch's scene processes and
    /// ends the run by the signal, except a signal the process was started ignoring (`nohup`).
    public static func main(strategies: [any AvoidanceStrategy.Type] = [], arguments: [String]? = nil) async -> Never {
        // First, before anything opens a descriptor (the stop handler's pipe would take a closed 1).
        let outputClosed = Platform.holdStandardStreams()
        Platform.keepFreedMemoryForReuse()
        Platform.handleStopSignals()
        do {
            self.strategies = try StrategyCatalog.all(adding: strategies)
        } catch {
            Platform.writeToStandardError("Error: \(error)\n")
            exit(exitSoftware)
        }
        if let word = (arguments ?? Array(CommandLine.arguments.dropFirst())).first,
            let message = KeySlideCommand.unknownCommandMessage(for: word)
        {
            Platform.writeToStandardError(message + "\n")
            exit(exitUsage)
        }
        await KeySlideCommand.main(arguments)
        // Output that never arrived is a failure, not a success a CI step would trust.
        if let failure = Platform.standardOutputFailure(closed: outputClosed) {
            Platform.writeToStandardError("Error: \(failure)\n")
            exit(1)
        }
        exit(0)
    }

    /// The status for a usage mistake, as argument-parser exits with it (sysexits' `EX_USAGE`).
    static let exitUsage: Int32 = 64

    /// The status for a tool built with strategies that cannot be used together (sysexits' `EX_SOFTWARE`).
    static let exitSoftware: Int32 = 70

    /// Every strategy this run of the tool knows, which every command lists, checks names
    /// against and runs: the built-in ones, then the ones `main` was given.
    ///
    /// Written once by `main` before the command line is parsed and only read afterwards (the
    /// commands and their tasks start after it), which is what makes the unchecked access sound.
    nonisolated(unsafe) private(set) static var strategies = StrategyCatalog.all

    /// The strategies `scene` runs: its own list, else all of them.
    static func strategies(for scene: Scene) -> [any AvoidanceStrategy.Type] {
        StrategyCatalog.strategies(for: scene, among: strategies)
    }
}
