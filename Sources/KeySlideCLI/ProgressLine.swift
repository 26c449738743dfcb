import KeySlideJobs
import KeySlideSystem

/// Progress for long jobs: a bar redrawn in place on a terminal, nothing (or plain lines, for
/// batch runs) when standard error is a file or a pipe. The library reports progress through a
/// plain `(done, total)` closure; drawing it is the command line's business.
struct ProgressLine: Sendable {
    /// Whether standard error is a terminal.
    let isTerminal: Bool
    let label: String
    /// The terminal's width; the line stays shorter, so a redraw never wraps.
    let columns: Int

    init(
        label: String, isTerminal: Bool = Platform.standardErrorIsTerminal,
        columns: Int? = Platform.standardErrorColumns
    ) {
        self.label = label
        self.isTerminal = isTerminal
        self.columns = columns ?? 80
    }

    /// The longest bar; a narrower terminal gets a shorter one.
    static let widestBar = 30
    /// The shortest bar worth drawing; below it the label is shortened instead.
    static let narrowestBar = 10

    /// The line at `done` of `total`: `label [####------] 40%`, at most `columns - 1` characters
    /// (the last column is left free: writing there makes some terminals wrap).
    func line(_ done: Int, of total: Int) -> String {
        // Around the label and the bar: " [", "] " and up to "100%".
        let room = columns - 1 - 8
        let width = max(Self.narrowestBar, min(Self.widestBar, room - label.count))
        var shown = label
        if shown.count + width > room { shown = String(shown.prefix(max(0, room - width - 1))) + "…" }
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        return "\(shown) [\(bar)] \(100 * done / total)%"
    }

    /// Redraws the bar at `done` of `total` (terminal only).
    func update(_ done: Int, of total: Int) {
        guard isTerminal, total > 0 else { return }
        Platform.writeToStandardError("\r\u{1B}[K" + line(done, of: total))
    }

    /// Clears the bar (terminal only).
    func finish() {
        guard isTerminal else { return }
        Platform.writeToStandardError("\r\u{1B}[K")
    }
}
