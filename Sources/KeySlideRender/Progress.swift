#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Progress for long jobs: a bar redrawn in place on a terminal, nothing (or plain lines, for
/// batch runs) when standard error is a file or a pipe.
public struct ProgressLine: Sendable {
    /// Whether standard error is a terminal.
    public let isTerminal: Bool
    let label: String

    public init(label: String, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label
        self.isTerminal = isTerminal
    }

    /// Redraws the bar at `done` of `total` (terminal only).
    public func update(_ done: Int, of total: Int) {
        guard isTerminal, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        Self.writeError("\r\(label) [\(bar)] \(100 * done / total)%")
    }

    /// Clears the bar (terminal only).
    public func finish() {
        guard isTerminal else { return }
        Self.writeError("\r\u{1B}[K")
    }

    /// Writes `text` to standard error, unbuffered.
    public static func writeError(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
