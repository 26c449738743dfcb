import KeySlideJobs
import KeySlideSystem

/// Where a command's text goes: standard output, or a file written atomically with `-o`.
enum Output {
    /// Prints `text` as is, or writes it to `path` so that no half-written file is ever left.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            print(text, terminator: "")
            return
        }
        try AtomicFile.write(text, to: path)
    }
}
