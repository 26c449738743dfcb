import KeySlideScene
import KeySlideSimulation

/// Taps on fields that lay wholly off the screen when tapped (`Recording.offScreenTaps`), and what
/// laying out found (unsatisfiable constraints, ambiguous views: `App.layoutWarnings`), as
/// `file:line: warning: …` lines on standard error, like a layout file's warnings: one line per
/// tap or layout problem, naming the strategies under which it happened. The run goes on.
///
/// Here rather than beside the command line so that a batch's scene process can send them to the
/// batch with the rest of its answer (`Batch.SceneResult.warnings`).
public enum OffScreenTapWarnings {
    public static func lines(for recordings: [Recording], file: String) -> [String] {
        tapLines(for: recordings, file: file) + layoutLines(for: recordings, file: file)
    }

    /// One line per layout warning, in the order first met: the constraints' places are already
    /// in the message (`file:line:col` from a scene file).
    static func layoutLines(for recordings: [Recording], file: String) -> [String] {
        var order: [String] = []
        var strategies: [String: [String]] = [:]
        for recording in recordings {
            for warning in recording.app.layoutWarnings {
                if strategies[warning.message] == nil { order.append(warning.message) }
                strategies[warning.message, default: []].append(recording.strategy)
            }
        }
        return order.map { "\(file): warning: \($0) under \(strategies[$0, default: []].joined(separator: ", "))" }
    }

    static func tapLines(for recordings: [Recording], file: String) -> [String] {
        guard let scene = recordings.first?.scene else { return [] }
        var order: [String] = []
        var strategies: [String: [String]] = [:]
        var places: [String: String] = [:]
        for recording in recordings {
            for tap in recording.offScreenTaps {
                let message = tap.message(screen: scene.screen)
                if strategies[message] == nil {
                    order.append(message)
                    places[message] = "timeline[\(tap.index)].tap"
                }
                strategies[message, default: []].append(recording.strategy)
            }
        }
        guard !order.isEmpty else { return [] }
        let lines = SceneLoader.lines(of: places.values, inFile: file)
        return order.map { message in
            let line = places[message].flatMap { lines[$0] }
            let place = line.map { "\(file):\($0)" } ?? file
            let under = strategies[message, default: []].joined(separator: ", ")
            return "\(place): warning: \(message) under \(under)"
        }
    }
}
