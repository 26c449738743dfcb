import ArgumentParser
import KeySlideJobs
import KeySlideSimulation

/// `--json` and `--quiet`, shared by render, compare, batch and check: what a script or a CI log
/// gets instead of the lines a person reads.
struct ReportOptions: ParsableArguments {
    @Flag(help: "Print what was written as one JSON object (schemaVersion 1; see the README) instead of lines.")
    var json = false

    @Flag(help: "Print only errors and failures (no progress, no list of files).")
    var quiet = false

    /// The version of the JSON shape `--json` prints; a change that could break a reader raises it.
    static let schemaVersion = 1

    /// Prints `{"schemaVersion": 1, "command": …, members…}`, indented, numbers as the explain JSON writes them.
    func printJSON(command: String, _ members: [(String, JSONValue)]) {
        let object = JSONValue.object(
            [("schemaVersion", .integer(Self.schemaVersion)), ("command", .string(command))] + members)
        print(object.serialized(.indented, decimals: 4))
    }

    /// A written file: its path, and its size when known.
    static func fileJSON(_ path: String, bytes: Int? = nil) -> JSONValue {
        .object([("path", .string(path))] + (bytes.map { [("bytes", JSONValue.integer($0))] } ?? []))
    }

    static func fileJSON(_ file: WrittenFile) -> JSONValue { fileJSON(file.path, bytes: file.byteCount) }
}
