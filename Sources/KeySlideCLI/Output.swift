import KeySlideJobs
import KeySlideSystem

/// Where a command's text goes: standard output, or a file written atomically with `-o`, which is
/// then named on standard output with its size, as `render` names what it wrote.
enum Output {
    /// Prints `text` as is, or writes it to `path` so that no half-written file is ever left.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            print(text, terminator: "")
            return
        }
        try AtomicFile.write(text, to: path)
        written(path, byteCount: text.utf8.count)
    }

    /// Prints the pieces `produce` hands over as they come, or writes them to `path` (a trace too
    /// long to hold in memory): into a temporary file renamed into place once all are written.
    static func stream(to path: String?, _ produce: (_ piece: (String) -> Void) -> Void) throws {
        guard let path else {
            produce { print($0, terminator: "") }
            return
        }
        let byteCount = try AtomicFile.write(to: path) { sink in
            withoutActuallyEscaping(sink) { sink in
                var open = true
                produce { piece in if open { open = sink(Array(piece.utf8)) } }
                return open
            }
        }
        if let byteCount { written(path, byteCount: byteCount) }
    }

    /// `path (12.3 KB)`, the line `render` prints for each file it wrote.
    static func written(_ path: String, byteCount: Int) {
        print("\(Terminal.safe(path)) (\(byteCount.byteLabel))")
    }
}
