import Foundation
import KeySlideTestSupport
import Testing

@testable import KeySlideCLI

/// A command line's usage check, run in this process: what `keyslide` would print and exit with
/// for a usage mistake, without starting it.
///
/// Why: a usage mistake (exit 64) is decided entirely while the arguments are parsed and
/// validated, before any command runs, so starting the binary for each one only paid for a process.
/// This does what `KeySlideTool.main` does up to the command's `run()`: the did-you-mean check of
/// the first word, then argument-parser's `parseAsRoot`, whose error becomes the message and status
/// argument-parser itself prints and exits with. `UsageCheckTests` holds the two to the same bytes
/// on a spread of mistakes, so a test of a message here is a test of the tool's.
enum UsageCheck {
    /// Help text wraps at the terminal's width; the processes the tests start get 80 columns.
    /// Set once, not on every call: tests run in parallel and start processes, which read the
    /// environment, and changing it while another thread reads it is not safe.
    private static let eightyColumns: Void = { setenv("COLUMNS", "80", 1) }()

    /// The run's result as the process would give it: nothing on standard output; on standard
    /// error the message and usage, with a final newline; the exit status. A command line that
    /// parses is no usage mistake: status 0 and nothing printed (its command does not run).
    static func run(_ arguments: [String]) -> KeySlideProcess.Result {
        _ = eightyColumns
        if let first = arguments.first, let message = KeySlideCommand.unknownCommandMessage(for: first) {
            return .init(standardOutput: "", standardError: message + "\n", status: KeySlideTool.exitUsage)
        }
        do {
            _ = try KeySlideCommand.parseAsRoot(arguments)
            return .init(standardOutput: "", standardError: "", status: 0)
        } catch {
            let (status, output, message) = KeySlideTool.outcome(of: error)
            return status == 0
                ? .init(standardOutput: output + "\n", standardError: "", status: 0)
                : .init(standardOutput: "", standardError: message + "\n", status: status)
        }
    }
}

@Suite("usage checked in process")
struct UsageCheckTests {
    static let sample = "Samples/readme-form.yaml"

    /// Mistakes of every kind the tool reports while parsing: an unknown command close to one, an
    /// unknown option, a value out of range, a flag combination, an unknown strategy, a missing
    /// argument.
    static let mistakes: [[String]] = [
        ["rendr", sample],
        ["render", sample, "--bogus"],
        ["render", sample, "--strategy", "none", "--fps", "0"],
        ["compare", sample, "--scale", "4"],
        ["trace", sample, "--strategy", "contnet-inset"],
        ["explain", sample, "--strategies", "none,none"],
        ["batch", "Samples", "--scale", "2"],
        ["trace"],
    ]

    @Test("each mistake prints the same bytes and exits with the same status as the tool")
    func sameAsTheTool() throws {
        for arguments in Self.mistakes {
            let inProcess = UsageCheck.run(arguments)
            let process = try KeySlideProcess.run(arguments, in: KeySlideProcess.packageRoot)
            #expect(inProcess.status == 64, "\(arguments)")
            #expect(inProcess.status == process.status, "\(arguments)")
            #expect(inProcess.standardError == process.standardError, "\(arguments)")
            #expect(inProcess.standardOutput == process.standardOutput, "\(arguments)")
        }
    }

    @Test("a command line that parses is no usage mistake")
    func parses() {
        #expect(UsageCheck.run(["trace", Self.sample, "--strategy", "none"]).status == 0)
    }
}
