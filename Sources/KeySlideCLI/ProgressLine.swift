import KeySlideRender

/// Progress for long jobs: a bar redrawn in place on a terminal, nothing (or plain lines, for
/// batch runs) when standard error is a file or a pipe. The library reports progress through a
/// plain `(done, total)` closure; drawing it is the command line's business.
struct ProgressLine: Sendable {
    /// Whether standard error is a terminal.
    let isTerminal: Bool
    let label: String

    init(label: String, isTerminal: Bool = Platform.standardErrorIsTerminal) {
        self.label = label
        self.isTerminal = isTerminal
    }

    /// Redraws the bar at `done` of `total` (terminal only).
    func update(_ done: Int, of total: Int) {
        guard isTerminal, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        Platform.writeToStandardError("\r\(label) [\(bar)] \(100 * done / total)%")
    }

    /// Clears the bar (terminal only).
    func finish() {
        guard isTerminal else { return }
        Platform.writeToStandardError("\r\u{1B}[K")
    }
}
