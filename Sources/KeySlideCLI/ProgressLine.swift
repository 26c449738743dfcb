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
    /// When the job started: the time left is guessed from the time taken so far.
    let started = ContinuousClock.now

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

    /// The line at `done` of `total`: `label [####------] 40%`, then the time `remaining` in
    /// seconds when known and there is room (`ETA 1:05`), at most `columns - 1` characters (the last column is left
    /// free: writing there makes some terminals wrap).
    func line(_ done: Int, of total: Int, remaining: Double? = nil) -> String {
        var end = "\(100 * done / total)%"
        if let remaining {
            let timed = end + " ETA " + Self.clock(remaining)
            // The time only where the shortest bar and two letters of the label still fit.
            if columns - 1 - 4 - timed.count >= Self.narrowestBar + 2 { end = timed }
        }
        // Around the label and the bar: " [", "] " and the end (room for "100%" at least).
        let room = columns - 1 - 4 - max(4, end.count)
        let width = max(Self.narrowestBar, min(Self.widestBar, room - label.count))
        var shown = label
        if shown.count + width > room { shown = String(shown.prefix(max(0, room - width - 1))) + "…" }
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        return "\(shown) [\(bar)] \(end)"
    }

    /// The time left at `done` of `total` after `elapsed` seconds, if the work so far goes on at
    /// the same pace: known once something is done and a second has passed (before that the
    /// guess jumps about), and while something is left.
    static func remaining(_ done: Int, of total: Int, elapsed: Double) -> Double? {
        guard done > 0, done < total, elapsed >= 1 else { return nil }
        return elapsed * Double(total - done) / Double(done)
    }

    /// `0:07`, `1:05`, `1:02:03`: seconds rounded up, as a clock shows them.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// Redraws the bar at `done` of `total`, with the time left (terminal only).
    func update(_ done: Int, of total: Int) {
        guard isTerminal, total > 0 else { return }
        let elapsed = started.duration(to: .now) / .seconds(1)
        Platform.writeToStandardError(
            "\r\u{1B}[K" + line(done, of: total, remaining: Self.remaining(done, of: total, elapsed: elapsed)))
    }

    /// Clears the bar (terminal only).
    func finish() {
        guard isTerminal else { return }
        Platform.writeToStandardError("\r\u{1B}[K")
    }
}
