import Foundation
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// Renders every scene in a folder: for each scene an animated SVG per strategy and of the
/// comparison (and GIFs of either when asked, `Pictures`), its chart and the `explain` report as
/// JSON, then a gallery page.
public enum Batch {
    /// What happened to one scene file.
    public struct SceneResult: Sendable {
        /// The scene file's path.
        public var file: String
        /// The scene, when it loaded.
        public var scene: Scene?
        /// The error that stopped it, one line.
        public var error: String?
        /// The files written into the output folder, by name.
        public var files: [WrittenFile]
        /// The verdicts per strategy.
        public var report: ExplainReport?
        /// The scene's expectations (`expect:`) measured; empty when it states none.
        public var checks: [CheckResult] { report?.checks ?? [] }

        public init(file: String, scene: Scene?, error: String?, files: [WrittenFile], report: ExplainReport?) {
            self.file = file
            self.scene = scene
            self.error = error
            self.files = files
            self.report = report
        }
    }

    /// What a batch run did.
    public struct Result: Sendable {
        /// One entry per scene file, sorted by file name.
        public var scenes: [SceneResult]
        /// The gallery page's path, when it was written.
        public var gallery: String?
        /// Every scene rendered, every expectation held, and the gallery written.
        public var succeeded: Bool { failures.isEmpty && failedChecks.isEmpty && gallery != nil }
        public var failures: [SceneResult] { scenes.filter { $0.error != nil } }
        /// Every expectation that did not hold, with its scene file.
        public var failedChecks: [(file: String, check: CheckResult)] {
            scenes.flatMap { scene in scene.checks.filter { !$0.passed }.map { (scene.file, $0) } }
        }

        public init(scenes: [SceneResult], gallery: String?) {
            self.scenes = scenes
            self.gallery = gallery
        }
    }

    /// The pictures a batch writes of every scene.
    ///
    /// Each strategy and the comparison as animated SVG always: the gallery plays them. GIFs only
    /// when asked, each strategy's (`batch --gif`) and the comparison's (`batch --compare-gif`):
    /// encoding GIF frames is most of what a batch costs. Over Samples/ (2026-11-27) each
    /// strategy's GIFs were 82 % of a batch's CPU, and before that the comparison's GIF alone was
    /// 87 s of 147 s. `keyslide render` and `keyslide compare` make one scene's GIF.
    public struct Pictures: Hashable, Sendable {
        /// Whether each strategy is written as a GIF too.
        public var strategyGIFs: Bool
        /// Whether the comparison is written as a GIF too.
        public var comparisonGIF: Bool

        public init(strategyGIFs: Bool = false, comparisonGIF: Bool = false) {
            self.strategyGIFs = strategyGIFs
            self.comparisonGIF = comparisonGIF
        }

        /// Every picture a batch can write: what the work ceiling is checked against when the
        /// choice is not known.
        public static let all = Pictures(strategyGIFs: true, comparisonGIF: true)

        /// Whether any GIF is written (`--scale` sets their pixels; an SVG has none to set).
        public var anyGIF: Bool { strategyGIFs || comparisonGIF }

        /// The outputs to render, in the order they are written.
        public var outputs: [Runner.Output] {
            [.init(.eachStrategy, .animatedSVG)] + (strategyGIFs ? [.init(.eachStrategy, .gif)] : [])
                + [.init(.comparison, .animatedSVG)] + (comparisonGIF ? [.init(.comparison, .gif)] : [])
        }
    }

    /// One of `count` deterministic shares of a folder's scenes (`--shard K/N`), for spreading a
    /// batch over machines: in the sorted list of scene files, file `i` (from 0) belongs to share
    /// `i mod count + 1`, so shares stay balanced as files come and go.
    public struct Shard: Hashable, Sendable {
        /// From 1 to `count`.
        public var index: Int
        public var count: Int

        /// `K/N` with 1 ≤ K ≤ N; `nil` for anything else.
        public init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), 1 <= index, index <= count
            else { return nil }
            self.index = index
            self.count = count
        }

        /// The files of this share, in their order.
        public func files(_ files: [String]) -> [String] {
            files.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
    }

    /// The name of a scene's `explain` report.
    public static func explainFileName(scene: String) -> String { scene + "-explain.json" }

    /// How one scene is rendered: in this process (`Batch.renderScene`), or in a child process
    /// that runs it (the command line's choice), so that even a crash costs only that scene.
    public typealias SceneRenderer =
        @Sendable (_ file: String, _ output: String, _ settings: RenderSettings, _ pictures: Pictures) async
        -> SceneResult

    /// The scene files a batch reads from `directory`: `SceneLoader.sceneFiles`, less the reports
    /// a batch writes (`-explain.json`), so a batch whose output is its own input reads only
    /// scenes on its second run. No scene file at all is an error, not an empty gallery.
    public static func sceneFiles(in directory: String) throws -> [String] {
        let files = try SceneLoader.sceneFiles(in: directory).filter { !$0.hasSuffix(explainFileName(scene: "")) }
        guard !files.isEmpty else {
            let shown = Quoted.text(directory, limit: Quoted.fileNameLimit)
            throw BatchError("no scene files in \(shown) (looked for .yaml, .yml, .json)")
        }
        return files
    }

    /// Runs the batch: scenes in parallel, `jobs` at a time, each through `renderer` (by default
    /// `renderScene` in this process, with `strategies`), writing `pictures`; `report(done,
    /// total, result)` is called as each scene finishes (from the calling task, in completion
    /// order).
    ///
    /// The cores go to scenes rather than to frames: each scene's pictures get `settings.workers`
    /// divided among the scenes at once (`jobs`, or fewer scenes: one each with two jobs on two
    /// cores, both for a folder of one scene). Frames painted by one worker are painted over the
    /// frame just before, the least repainting, and nothing waits at the end of a round of
    /// frames: `batch Samples` took 15 % less CPU than with every scene on both cores. So that no
    /// scene is left alone on one core at the end, the scenes start in the order of the work they
    /// ask for, largest first (`estimatedWork`).
    public static func run(
        directory: String, output: String, settings: RenderSettings = RenderSettings(),
        pictures: Pictures = Pictures(), strategies: [any AvoidanceStrategy.Type] = StrategyCatalog.all,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil,
        report: (Int, Int, SceneResult) -> Void = { _, _, _ in },
        renderer: SceneRenderer? = nil
    ) async throws -> Result {
        let renderer = renderer ?? { renderScene($0, output: $1, settings: $2, pictures: $3, strategies: strategies) }
        // Leftovers of dead runs go first, whatever happens next.
        Temporaries.removeStale(in: output)
        let all = try sceneFiles(in: directory)
        let files = shard?.files(all) ?? all
        try AtomicFolder.makeFolder(output)
        try Gallery.checkDestination(inFolder: output)
        // Outputs are named after the scene file, so two files with one name (`form.yaml` and
        // `form.json`) would write the same files, in parallel through one staging folder: the
        // first in sorted order renders, the others fail with a message saying why.
        var results: [SceneResult] = []
        var firstWithName: [String: String] = [:]
        var unique: [String] = []
        for file in files {
            let name = SceneLoader.sceneName(of: file)
            if let first = firstWithName[name] {
                let error =
                    "\(shown(file)): has the same name as \(shown(first)), "
                    + "and output files are named after the scene file; rename one"
                results.append(SceneResult(file: file, scene: nil, error: error, files: [], report: nil))
                report(results.count, files.count, results[results.count - 1])
            } else {
                firstWithName[name] = file
                unique.append(file)
            }
        }
        var divided = settings
        divided.workers = max(1, settings.workers / max(1, min(jobs, unique.count)))
        let sceneSettings = divided
        unique = largestFirst(unique, settings: sceneSettings, pictures: pictures, strategies: strategies)
        await withTaskGroup(of: SceneResult.self) { group in
            var next = 0
            func startNext() {
                guard next < unique.count else { return }
                let file = unique[next]
                next += 1
                group.addTask { await renderer(file, output, sceneSettings, pictures) }
            }
            for _ in 0..<max(1, jobs) { startNext() }
            for await result in group {
                results.append(result)
                report(results.count, files.count, result)
                startNext()
            }
        }
        results.sort { $0.file < $1.file }
        var result = Result(scenes: results, gallery: nil)
        let galleryPath = output + "/" + Gallery.fileName
        try AtomicFile.write(Gallery.html(for: result, outputFolder: output), to: galleryPath)
        result.gallery = galleryPath
        return result
    }

    /// `files` in the order a batch starts them: the most `estimatedWork` first, files that do
    /// not load (they fail at once) before all, ties in name order.
    static func largestFirst(
        _ files: [String], settings: RenderSettings, pictures: Pictures, strategies: [any AvoidanceStrategy.Type]
    ) -> [String] {
        let work = files.map { file in
            (try? Runner.loadScene(file, strategies: strategies)).map { scene in
                estimatedWork(
                    of: scene, phones: StrategyCatalog.strategies(for: scene, among: strategies).count,
                    pictures: pictures, settings: settings)
            } ?? .max
        }
        return zip(files, work).sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    /// What a scene's pictures ask, in `WorkCeiling.Work.amount`s: every GIF, one per strategy or
    /// one for the comparison (an animated SVG is cheap beside them, and weighed only in a batch
    /// that writes no GIF).
    static func estimatedWork(of scene: Scene, phones: Int, pictures: Pictures, settings: RenderSettings) -> Int {
        let raster = pictures.outputs.filter { $0.format.isRaster }
        return (raster.isEmpty ? pictures.outputs : raster).reduce(0) { total, output in
            let work = WorkCeiling.work(of: output, scene: scene, phones: phones, settings: settings)
            return total + work.amount * (output.subject == .eachStrategy ? phones : 1)
        }
    }

    /// A file name as messages show it: control characters escaped, long names shortened.
    static func shown(_ file: String) -> String { Quoted.text(file, limit: Quoted.fileNameLimit) }

    /// Renders one scene into a hidden staging folder inside `output`, then moves the finished
    /// files into `output`; on any failure, or a stop signal, the staging folder goes and nothing
    /// is moved. The scene may list any of `strategies`, and runs its own list or all of them.
    public static func renderScene(
        _ file: String, output: String, settings: RenderSettings, pictures: Pictures = Pictures(),
        strategies: [any AvoidanceStrategy.Type] = StrategyCatalog.all
    ) -> SceneResult {
        var result = SceneResult(file: file, scene: nil, error: nil, files: [], report: nil)
        let manager = FileManager.default
        let staging = output + "/" + Temporaries.name(for: SceneLoader.sceneName(of: file), kind: .staging)
        Platform.removeIfInterrupted(staging)
        defer {
            try? manager.removeItem(atPath: staging)
            Platform.keep(staging)
        }
        do {
            let scene = try Runner.loadScene(file, strategies: strategies)
            result.scene = scene
            let chosen = StrategyCatalog.strategies(for: scene, among: strategies)
            let outputs = pictures.outputs
            try WorkCeiling.check(outputs, scene: scene, phones: chosen.count, settings: settings)
            try? manager.removeItem(atPath: staging)
            do throws(Platform.SystemError) {
                guard try Platform.makeFolder(staging) else { throw Platform.SystemError(reason: "the name is taken") }
            } catch {
                throw AtomicFile.WriteError(path: staging, reason: error.reason)
            }
            let recordings = Runner.record(scene, strategies: chosen)
            let report = ExplainReport(scene: scene, recordings: recordings)
            var staged = try Runner.writePictures(
                of: recordings, scene: scene, outputs: outputs, settings: settings, folder: staging,
                verdicts: report.explanations.map(\.verdicts))
            staged.append(try writeChart(of: recordings, scene: scene, folder: staging))
            // The report carries what the gallery needs, so `keyslide gallery` can rebuild the page.
            guard case .object(let members) = report.json else { preconditionFailure("a report is an object") }
            let pictures = staged.map { AtomicFile.split($0.path).name }
            let extra = Gallery.batchMembers(file: file, scene: scene, pictures: pictures, checks: report.checks)
            let object = JSONValue.object(members.map { ($0.key, $0.value) } + extra)
            let json = Array((object.serialized(.indented, decimals: 4) + "\n").utf8)
            let jsonPath = staging + "/" + explainFileName(scene: scene.name)
            try AtomicFile.write(json, to: jsonPath)
            staged.append(WrittenFile(path: jsonPath, byteCount: json.count))
            // Everything rendered: check every destination, then move the files into place
            // (a rename replaces a regular file atomically; anything else there is refused).
            let destinations = staged.map { output + "/" + AtomicFile.split($0.path).name }
            for destination in destinations { try AtomicFile.checkDestination(destination) }
            for (file, destination) in zip(staged, destinations) {
                do throws(Platform.SystemError) {
                    try Platform.rename(file.path, to: destination)
                } catch {
                    throw AtomicFile.WriteError(path: destination, reason: error.reason)
                }
                result.files.append(WrittenFile(path: destination, byteCount: file.byteCount))
            }
            result.report = report
        } catch let error as WorkCeiling.Exceeded {
            // Batch takes no --fps: the scene's fps is what to lower.
            result.error = error.message(file: file, fpsOption: false)
            result.files = []
        } catch {
            result.error = String(describing: error)
            result.files = []
        }
        return result
    }
}

/// Why a batch could not start: one line.
public struct BatchError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
