import KeySlideGeometry
import KeySlideUIKit

/// What a strategy computed at each event, and how it did: the `explain` report for one
/// strategy on one scene.
public struct Explanation: Sendable {
    public var strategy: String
    public var summary: String
    public var source: String
    public var steps: [Step]
    public var verdicts: Verdicts
    /// A scene with subviews: its tree with each element's window frame at the start and the
    /// end (`Recording.treeJSON`); `nil` otherwise.
    public var tree: JSONValue?

    /// What one call of a callback (or UIKit itself) did.
    public struct Step: Hashable, Sendable {
        public var time: Double
        /// The callback, or `UIKit` for UIKit's own scrolling.
        public var cause: String
        /// Values the strategy noted (`keyboardShiftAmount = 179`).
        public var notes: [Note]
        /// Property changes, e.g. `root.frame.y 20 → -159 (animated 0.5 s, spring(3, 1000, 500))`.
        public var changes: [String]
    }

    /// A value a strategy computed and noted with `App.note(_:_:)`.
    public struct Note: Hashable, Sendable {
        public var label: String
        public var value: Double
    }

    public init(_ recording: Recording) {
        strategy = recording.strategy
        summary = recording.summary
        source = recording.source
        verdicts = recording.verdicts
        tree = recording.treeJSON(framesAt: [("start", 0), ("end", recording.scene.duration)])
        var steps: [Step] = []
        var lastCall: Int?
        for event in recording.app.events {
            guard let cause = event.cause, let entry = Self.describe(event) else { continue }
            if event.call != lastCall || steps.isEmpty {
                steps.append(Step(time: event.time, cause: cause, notes: [], changes: []))
                lastCall = event.call
            }
            switch entry {
            case .note(let label, let value): steps[steps.count - 1].notes.append(Note(label: label, value: value))
            case .change(let text): steps[steps.count - 1].changes.append(text)
            }
        }
        self.steps = steps
    }

    private enum Entry {
        case note(String, Double)
        case change(String)
    }

    private static func describe(_ event: Event) -> Entry? {
        func text(_ key: String) -> String { event[key]?.description ?? "" }
        switch event.name {
        case "note":
            guard case .text(let label)? = event["label"], case .number(let value)? = event["value"] else { return nil }
            return .note(label, value)
        case "set":
            return .change("\(text("view")).\(text("property")) \(text("from")) → \(text("to"))")
        case "animation":
            var line =
                "\(text("view")).\(text("property")) \(text("from")) → \(text("to")) (animated \(text("duration")) "
                + "s, \(text("curve"))"
            if event["start"] != event["from"] { line += ", starts at \(text("start"))" }
            if event["delay"] != .number(0) { line += ", delay \(text("delay")) s" }
            return .change(line + ")")
        case "rotate":
            return .change("the interface turns \(text("from")) → \(text("to")) (\(text("duration")) s)")
        case "scroll":
            return .change(
                "\(text("view")).\(text("property")) \(text("from")) → \(text("to")) (scroll view, "
                    + "\(text("duration")) s, \(text("curve")))"
            )
        default:
            return nil
        }
    }
}

extension Explanation {
    /// The report as text: steps, then verdicts.
    public var text: String {
        var lines = ["\(strategy) — \(summary)", "  source: \(source)"]
        for requirement in verdicts.unmetRequirements { lines.append("  cannot act: \(requirement.unmetPhrase)") }
        if steps.isEmpty { lines.append("  (changed nothing)") }
        for step in steps {
            let time = Verdicts.seconds(step.time, decimals: 2).padding(toLength: 8, withPad: " ", startingAt: 0)
            let head = "  " + time + step.cause.padding(toLength: 30, withPad: " ", startingAt: 0)
            let entries = step.notes.map { "\($0.label) = \($0.value.readable(decimals: 4))" } + step.changes
            for (index, entry) in entries.enumerated() {
                lines.append((index == 0 ? head : String(repeating: " ", count: head.count)) + entry)
            }
        }
        lines.append("  verdicts: " + verdictLine)
        return lines.joined(separator: "\n")
    }

    /// One line: covered seconds and points, visibility at rest, jumps, home — the verdicts'
    /// phrases in full.
    public var verdictLine: String {
        verdicts.phrases(.full).all.map(\.text).joined(separator: " · ")
    }

    /// The report as JSON.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("strategy", .string(strategy)),
            ("summary", .string(summary)),
            ("source", .string(source)),
            ("unmetRequirements", .array(verdicts.unmetRequirements.map { .string($0.rawValue) })),
            (
                "steps",
                .array(
                    steps.map { step in
                        .object([
                            ("t", .number(step.time)), ("cause", .string(step.cause)),
                            (
                                "notes",
                                .array(
                                    step.notes.map {
                                        .object([("label", .string($0.label)), ("value", .number($0.value))])
                                    })
                            ),
                            ("changes", .array(step.changes.map(JSONValue.string))),
                        ])
                    })
            ),
            (
                "verdicts",
                .object([
                    ("secondsCovered", .number(verdicts.secondsCovered)),
                    ("mostPointsCovered", .number(verdicts.mostPointsCovered)),
                    ("fullyVisibleAtRest", .bool(verdicts.fullyVisibleAtRest)),
                    (
                        "restChecks",
                        .array(
                            verdicts.restChecks.map { check in
                                .object([
                                    ("field", .string(check.field)), ("t", .number(check.time)),
                                    ("settled", .bool(check.settled)),
                                    ("visible", .bool(check.visible)), ("hiddenPoints", .number(check.hiddenPoints)),
                                ])
                            })
                    ),
                    ("jumped", .bool(verdicts.jumped)),
                    (
                        "jumps",
                        .array(
                            verdicts.jumps.map { jump in
                                .object([
                                    ("t", .number(jump.time)), ("view", .string(jump.view)),
                                    ("property", .string(jump.property)), ("from", .number(jump.from)),
                                    ("to", .number(jump.to)),
                                ])
                            })
                    ),
                    ("backHome", verdicts.backHome.map(JSONValue.bool) ?? .null),
                    ("distanceFromHome", verdicts.distanceFromHome.map(JSONValue.number) ?? .null),
                ])
            ),
        ]
        if let tree { members.append(("elements", tree)) }
        return .object(members)
    }

    /// A table comparing several explanations' verdicts, one row per strategy.
    public static func summaryTable(_ explanations: [Explanation]) -> String {
        let header = ["strategy"] + Verdicts.columnHeadings
        let rows = explanations.map { [$0.strategy] + $0.verdicts.columnCells.map(\.text) }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            // Every column padded to its width but the last, so no line ends in spaces.
            row.enumerated().map {
                $0 == row.count - 1 ? $1 : $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
