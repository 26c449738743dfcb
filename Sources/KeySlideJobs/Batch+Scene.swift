import Foundation
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem
import Synchronization

extension Batch {
    /// Renders one scene into a hidden staging folder inside `output`, then moves the finished
    /// files into `output`; on any failure, or a stop signal, the staging folder goes and nothing
    /// is moved. The scene may list any of `strategies`, and runs its own list or all of them.
    ///
    /// The scene is loaded and simulated here once, and the result holds all that a batch
    /// reports of it — verdicts, checks, warnings, the gallery's entry — so that a batch that
    /// runs this in a child process has nothing to work out again.
    public static func renderScene(
        _ file: String, output: String, settings: RenderSettings, pictures: Pictures = Pictures(),
        strategies: [any AvoidanceStrategy.Type] = StrategyCatalog.all
    ) -> SceneResult {
        var result = SceneResult(file: file)
        let warnings = WarningLines()
        let staging = output + "/" + Temporaries.name(for: SceneLoader.sceneName(of: file), kind: .staging)
        var made = false
        defer {
            if made {
                try? FileManager.default.removeItem(atPath: staging)
                Platform.keep(staging)
            }
        }
        do {
            let scene = try Runner.loadScene(file, strategies: strategies) { warnings.append($0) }
            result.sceneName = scene.name
            let staged = try stage(
                scene, file: file, output: output, staging: staging, settings: settings, pictures: pictures,
                strategies: strategies, made: &made)
            warnings.append(contentsOf: staged.warnings)
            result.files = try moveIntoPlace(staged.files, output: output)
            result.verdicts = staged.verdicts
            result.checks = staged.checks
            result.entry = staged.entry
        } catch {
            result.failure = SceneFailure(error, file: file)
        }
        result.warnings = warnings.lines
        return result
    }

    /// What `stage` rendered into the staging folder, and what it found out on the way.
    private struct Staged {
        var files: [WrittenFile]
        var verdicts: [StrategyVerdicts]
        var checks: [CheckResult]
        var warnings: [String]
        var entry: Gallery.Entry
    }

    /// Checks the work ceiling, then simulates `scene` and writes its pictures, its chart and its
    /// explain report into `staging`; the gallery's entry is read from the report's own bytes.
    private static func stage(
        _ scene: Scene, file: String, output: String, staging: String, settings: RenderSettings, pictures: Pictures,
        strategies: [any AvoidanceStrategy.Type], made: inout Bool
    ) throws -> Staged {
        let chosen = StrategyCatalog.strategies(for: scene, among: strategies)
        let outputs = pictures.outputs
        try WorkCeiling.check(outputs, scene: scene, phones: chosen.count, settings: settings)
        try? FileManager.default.removeItem(atPath: staging)
        do throws(Platform.SystemError) {
            // Locked and registered for removal on a stop signal in one step (`Platform`).
            made = try Platform.createTemporaryFolder(staging)
            guard made else { throw Platform.SystemError(reason: "the name is taken") }
        } catch {
            Platform.waitIfStopping()
            throw AtomicFile.WriteError(path: staging, reason: error.reason)
        }
        let recordings = Runner.record(scene, strategies: chosen)
        let report = ExplainReport(scene: scene, recordings: recordings)
        var staged = try Runner.writePictures(
            of: recordings, scene: scene, outputs: outputs, settings: settings, folder: staging,
            verdicts: report.explanations.map(\.verdicts))
        staged.append(try writeChart(of: recordings, scene: scene, folder: staging))
        // The report carries what the gallery needs, so `keyslide gallery` can rebuild the page.
        let names = staged.map { AtomicFile.split($0.path).name }
        let json = Gallery.report(report, file: file, pictures: names)
        let name = explainFileName(scene: scene.name)
        try AtomicFile.write(json, to: staging + "/" + name)
        staged.append(WrittenFile(path: staging + "/" + name, byteCount: json.count))
        // Read as `keyslide gallery` reads it from disk, at the place it is about to have.
        let entry = try Gallery.entry(explainReport: Data(json), path: output + "/" + name)
        return Staged(
            files: staged,
            verdicts: report.explanations.map { StrategyVerdicts(strategy: $0.strategy, verdicts: $0.verdicts) },
            checks: report.checks,
            warnings: [settings.appearanceWarning(for: scene, file: file)].compactMap { $0 }
                + OffScreenTapWarnings.lines(for: recordings, file: file), entry: entry)
    }

    /// Moves the staged files into `output` once every destination has been checked (a rename
    /// replaces a regular file atomically; anything else there is refused); the files as moved.
    private static func moveIntoPlace(_ staged: [WrittenFile], output: String) throws -> [WrittenFile] {
        let destinations = staged.map { output + "/" + AtomicFile.split($0.path).name }
        for destination in destinations { try AtomicFile.checkDestination(destination) }
        var moved: [WrittenFile] = []
        for (file, destination) in zip(staged, destinations) {
            do throws(Platform.SystemError) {
                try Platform.rename(file.path, to: destination)
            } catch {
                throw AtomicFile.WriteError(path: destination, reason: error.reason)
            }
            moved.append(WrittenFile(path: destination, byteCount: file.byteCount))
        }
        return moved
    }
}

/// Warning lines gathered while a scene loads (the loader reports them through a `@Sendable`
/// closure) and renders, in the order they came: a batch's scene and a preview.
final class WarningLines: Sendable {
    private let collected = Mutex<[String]>([])

    func append(_ line: String) { collected.withLock { $0.append(line) } }
    func append(contentsOf lines: [String]) { collected.withLock { $0 += lines } }
    var lines: [String] { collected.withLock { $0 } }
}
