import Foundation
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// Text from a scene (titles, ids, file names, messages quoting them) on its way to a terminal.
enum Terminal {
    /// `text` with every control character escaped as `Quoted` escapes it (`\u{1B}`), line by
    /// line, so an ESC, BEL or OSC sequence in a scene can neither move the cursor nor retitle
    /// the window; the line breaks of a multi-line report stay. Nothing is shortened: values
    /// were shortened where the message was made.
    static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && Quoted.isUnsafeForTerminal($0) }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Quoted.text(String($0), limit: Int.max) }
            .joined(separator: "\n")
    }

    /// Writes a warning line (`file:line: warning: …`) to standard error; the run goes on.
    @Sendable static func warn(_ line: String) {
        FileHandle.standardError.write(Data((safe(line) + "\n").utf8))
    }
}

extension Terminal {
    /// Prints a line and flushes standard output, so that a pipe or a CI log gets each progress
    /// line as it happens rather than all of them when the buffer fills or the tool exits. When
    /// the reader has gone (`batch | head -1`), the run stops as SIGPIPE stops it: its scenes'
    /// processes too, and nothing is left behind.
    static func printLine(_ line: String) {
        print(line)
        if !Platform.flushStandardOutputToReader() { Platform.stopForLostOutput() }
    }
}

extension OffScreenTapWarnings {
    /// Each of the lines, on standard error, for the commands that run a scene in this process.
    static func warn(_ recordings: [Recording], file: String) {
        for line in lines(for: recordings, file: file) { Terminal.warn(line) }
    }
}
