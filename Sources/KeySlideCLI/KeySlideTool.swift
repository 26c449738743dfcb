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
        let (status, output, error) = await outcome(of: arguments)
        if !output.isEmpty { print(output) }
        if !error.isEmpty { Platform.writeToStandardError(error + "\n") }
        if status != 0 { exit(status) }
        // Output that never arrived is a failure, not a success a CI step would trust.
        if let failure = Platform.standardOutputFailure(closed: outputClosed) {
            Platform.writeToStandardError("Error: \(failure)\n")
            exit(1)
        }
        exit(0)
    }

    /// Parses `arguments` and runs the command they name, as argument-parser's own `main` does,
    /// but with every message it would print made safe in one place: the exit status, what goes
    /// to standard output (help, `--version`) and what goes to standard error.
    static func outcome(of arguments: [String]?) async -> (status: Int32, output: String, error: String) {
        do {
            var command = try KeySlideCommand.parseAsRoot(arguments)
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
            return (0, "", "")
        } catch {
            return outcome(of: error)
        }
    }

    /// What the tool prints and exits with for `error`. Argument-parser words its own messages
    /// with the values as typed, and some of the tool's messages quote what a file said: every
    /// line of an error goes through `Terminal.safe` (no control character reaches the
    /// terminal) and is cut after `longestErrorLine` characters, so a 100 KB value gives a line,
    /// not a screenful. A `UsageError`, found only as the command runs, exits 64 like the
    /// mistakes argument-parser finds.
    static func outcome(of error: any Error) -> (status: Int32, output: String, error: String) {
        if let usage = error as? UsageError { return (exitUsage, "", "Error: " + safeLines(usage.description)) }
        let status = KeySlideCommand.exitCode(for: error).rawValue
        let text = KeySlideCommand.fullMessage(for: error)
        // argument-parser prints a clean exit's text (help, --version) on standard output.
        return status == 0 ? (0, text, "") : (status, "", safeLines(text))
    }

    /// The most characters of one line of an error message.
    static let longestErrorLine = 1_000

    /// `text`, each line made safe for a terminal and cut after `longestErrorLine` characters.
    static func safeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Quoted.text(String($0), limit: longestErrorLine) }
            .joined(separator: "\n")
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
