import Foundation
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// What the gallery shows of one scene, read back from the explain report a batch wrote (or the
/// error that stopped the scene). The page is built from these alone, whether right after a batch
/// or later from folders on disk (`keyslide gallery`), so both give the same bytes. `Codable`: the
/// process that renders a batch's scene reads its entry from the report it wrote and sends it to
/// the batch with its answer (`Batch.SceneResult`).
extension Gallery {
    public struct Entry: Hashable, Sendable, Codable {
        /// The scene file's name, without its folder (sections are named after it).
        public var file: String
        /// Why the scene failed; `nil` when it rendered.
        public var error: String?
        public var scene: SceneFacts?

        public static func failed(file: String, error: String) -> Entry {
            Entry(file: (file as NSString).lastPathComponent, error: error, scene: nil)
        }
    }

    /// The facts the page states about a scene.
    public struct SceneFacts: Hashable, Sendable, Codable {
        public var name: String
        public var title: String
        public var device: String
        public var profile: String
        public var orientation: String
        public var duration: Double
        public var strategies: [StrategyFacts]
        /// The files the batch wrote for the scene besides the report (pictures), by name.
        public var pictures: [String]
        /// Frames per second of the scene's pictures: the player's frame step is one frame of them.
        public var fps: Int
        /// The comparison's animated SVG for the player to inline; `nil` when there is none, or
        /// until the page is built from `comparisonFile`.
        public var comparisonSVG: String?
        /// Where the comparison's animated SVG is (beside the report): read when the page is built,
        /// within the page's budget (`Gallery.maximumInlinedBytes`), so entries stay small.
        public var comparisonFile: String?
        /// Whether the scene states expectations (the table gets a checks column).
        public var hasChecks: Bool { strategies.contains { !$0.checks.isEmpty } }
        public var failedChecks: [CheckFacts] { strategies.flatMap(\.checks).filter { !$0.passed } }
    }

    public struct StrategyFacts: Hashable, Sendable, Codable {
        public var id: String
        public var summary: String
        /// The verdicts as table cells (`Verdicts.columnCells`).
        public var cells: [Verdicts.Words]
        public var checks: [CheckFacts]
        /// The explain report's steps, for the player's list of what happened at the playhead.
        public var steps: [StepFacts]
    }

    /// One step of a strategy's explain report: when, what called it, what it computed and changed.
    public struct StepFacts: Hashable, Sendable, Codable {
        public var time: Double
        public var cause: String
        /// `label value`, the value as people read numbers.
        public var notes: [String]
        public var changes: [String]
    }

    /// One expectation's outcome: whether it passed, and `CheckResult.line`.
    public struct CheckFacts: Hashable, Sendable, Codable {
        public var passed: Bool
        public var line: String
    }

    /// Members a batch adds to a scene's explain report so that a gallery can be rebuilt from disk:
    /// the scene file's name, the duration, the pictures written and the check results.
    static func batchMembers(file: String, scene: Scene, pictures: [String], checks: [CheckResult]) -> [(
        String, JSONValue
    )] {
        [
            ("file", .string((file as NSString).lastPathComponent)), ("duration", .number(scene.duration)),
            ("fps", .integer(scene.fps)),
            ("pictures", .array(pictures.map(JSONValue.string))), ("checks", .array(checks.map(\.json))),
        ]
    }

    /// The explain report a batch writes of a scene, as bytes: `report`'s members and
    /// `batchMembers`, from which a gallery entry is read back (`entry(explainReport:path:)`).
    static func report(_ report: ExplainReport, file: String, pictures: [String]) -> [UInt8] {
        guard case .object(let members) = report.json else { preconditionFailure("a report is an object") }
        let extra = batchMembers(file: file, scene: report.scene, pictures: pictures, checks: report.checks)
        let object = JSONValue.object(members.map { ($0.key, $0.value) } + extra)
        return Array((object.serialized(.indented, decimals: 4) + "\n").utf8)
    }

    /// Every scene a batch left in `folder`, read from its explain reports, sorted by scene file
    /// name as a batch sorts them, with each report's path in it.
    public static func entries(inFolder folder: String) throws(BatchError) -> [(entry: Entry, report: String)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw BatchError("\(Batch.shown(folder)): cannot be read as a folder")
        }
        var found: [(entry: Entry, report: String)] = []
        for name in names where name.hasSuffix(Batch.explainFileName(scene: "")) && !name.hasPrefix(".") {
            // Read by its real path, inside the folder: a report linked from elsewhere is refused.
            let path = folder + "/" + name
            let real = try confinedPath(name, inFolder: folder)
            found.append((try entry(explainReport: report(at: real, shown: path), path: path), path))
        }
        guard !found.isEmpty else {
            throw BatchError("no explain reports written by `keyslide batch` in \(Batch.shown(folder))")
        }
        return found.sorted { $0.entry.file < $1.entry.file }
    }

    /// The most bytes an explain report may have to be read: the largest a batch writes (every
    /// strategy, the scene at the limits) is about a tenth of it; a bigger file is not a report,
    /// and is refused before it is read (a 3 GB one took 4.7 GB of memory).
    public static let maximumReportSize = 64_000_000

    /// The bytes of the explain report at `path`, within `maximumReportSize`; `shown` names it.
    static func report(at path: String, shown: String? = nil) throws(BatchError) -> Data {
        do throws(BoundedFile.Problem) {
            return try BoundedFile.read(path, limit: maximumReportSize)
        } catch {
            let reason =
                switch error {
                case .tooLarge(let size):
                    "is \(size.map(Quoted.grouped) ?? "more than \(Quoted.grouped(maximumReportSize))") bytes; "
                        + "an explain report is at most \(Quoted.grouped(maximumReportSize))"
                case .special(let kind): "is \(kind), not a report"
                case .folder: "is a folder, not a report"
                case .missing, .unreadable: "cannot be read"
                }
            throw BatchError("\(Batch.shown(shown ?? path)): \(reason)")
        }
    }
}
