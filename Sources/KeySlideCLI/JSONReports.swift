import KeySlideJobs
import KeySlideScene
import KeySlideSimulation

/// What `--json` prints for render, compare and batch (check's is `CheckSummary.json`): the
/// files written, and the verdicts and check results that came with them. The shape is in
/// docs/commands.md ("Machine-readable results"); `ReportOptions.schemaVersion` names it.
enum JSONReports {
    /// One strategy's verdicts as numbers and flags (the explain report's, plus other content covered).
    static func verdicts(strategy: String, _ verdicts: Verdicts) -> JSONValue {
        .object([
            ("strategy", .string(strategy)),
            ("secondsCovered", .number(verdicts.secondsCovered)),
            ("mostPointsCovered", .number(verdicts.mostPointsCovered)),
            ("fullyVisibleAtRest", .bool(verdicts.fullyVisibleAtRest)),
            ("jumped", .bool(verdicts.jumped)),
            ("backHome", verdicts.backHome.map(JSONValue.bool) ?? .null),
            ("distanceFromHome", verdicts.distanceFromHome.map(JSONValue.number) ?? .null),
            ("otherContentCovered", .bool(verdicts.coveredOtherContent)),
            ("unmetRequirements", .array(verdicts.unmetRequirements.map { .string($0.rawValue) })),
        ])
    }

    /// `render` and `compare`: the scene, the files with their sizes, the frames of the picture
    /// written (`format`) at the render's rate, each strategy's verdicts and the scene's checks,
    /// both as the run worked them out for the pictures (`Runner.Result.report`).
    static func picture(
        _ result: Runner.Result, scene: Scene, format: PictureFormat, fps: Int
    ) -> [(String, JSONValue)] {
        [
            ("scene", .string(scene.name)),
            ("files", .array(result.files.map(ReportOptions.fileJSON))),
            ("fps", .integer(fps)),
            ("frames", .integer(format.frameCount(duration: scene.duration, fps: fps))),
            ("verdicts", .array(result.report.explanations.map { verdicts(strategy: $0.strategy, $0.verdicts) })),
            ("checks", .array(result.report.checks.map(\.json))),
        ]
    }

    /// `batch`: the output folder, the gallery, and per scene its files, verdicts and checks.
    static func batch(_ result: Batch.Result, output: String) -> [(String, JSONValue)] {
        [
            ("output", .string(output)),
            ("gallery", result.gallery.map(JSONValue.string) ?? .null),
            ("succeeded", .bool(result.succeeded)),
            (
                "scenes",
                .array(
                    result.scenes.map { scene in
                        .object([
                            ("file", .string(scene.file)),
                            ("scene", scene.sceneName.map(JSONValue.string) ?? .null),
                            ("error", scene.failure.map { .string($0.description) } ?? .null),
                            ("failure", scene.failure.map(failure) ?? .null),
                            ("files", .array(scene.files.map(ReportOptions.fileJSON))),
                            ("verdicts", .array(scene.verdicts.map { verdicts(strategy: $0.strategy, $0.verdicts) })),
                            ("checks", .array(scene.checks.map(\.json))),
                        ])
                    })
            ),
        ]
    }

    /// Why a scene failed, as data beside the `error` line people read: its kind (`scene`,
    /// `same-name`, `work-ceiling`, `write`, `render`, `stopped`), the file it is about, the line,
    /// column and place in it when known, and the message without them.
    static func failure(_ failure: SceneFailure) -> JSONValue {
        .object([
            ("kind", .string(failure.kind.rawValue)), ("file", .string(failure.file)),
            ("line", failure.line.map { .integer($0) } ?? .null),
            ("column", failure.column.map { .integer($0) } ?? .null),
            ("place", .string(failure.place)), ("message", .string(failure.message)),
        ])
    }
}
