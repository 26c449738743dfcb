import Foundation
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// Renders every scene in a folder: for each scene an animated SVG per strategy and of the
/// comparison (and GIFs of either when asked, `Pictures`), its chart and the `explain` report as
/// JSON, then a gallery page.
public enum Batch {
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
        let listing = try sceneListing(in: directory)
        if let first = listing.unreadable.first { throw first }
        return listing.files
    }

    /// The scene files a batch reads from `directory` (`sceneFiles(in:)`), and an error for each
    /// scene file whose name cannot be read (`SceneLoader.sceneListing(in:)`): such a scene is
    /// reported as failed, never skipped.
    public static func sceneListing(in directory: String) throws -> SceneLoader.SceneListing {
        var listing = try SceneLoader.sceneListing(in: directory)
        listing.files = listing.files.filter { !$0.hasSuffix(explainFileName(scene: "")) }
        guard !listing.files.isEmpty || !listing.unreadable.isEmpty else {
            let shown = Quoted.text(directory, limit: Quoted.fileNameLimit)
            throw BatchError("no scene files in \(shown) (looked for .yaml, .yml, .json)")
        }
        return listing
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
    /// scene is left alone on one core at the end, the largest scene files start first
    /// (`largestFirst`). Nothing here reads a scene: the renderer loads it, and says what the
    /// batch needs to know (`SceneResult`), the gallery's entry among it. `heading` is the
    /// gallery's pages'.
    public static func run(
        directory: String, output: String, settings: RenderSettings = RenderSettings(),
        pictures: Pictures = Pictures(), strategies: [any AvoidanceStrategy.Type] = StrategyCatalog.all,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil, heading: String = Gallery.title,
        report: (Int, Int, SceneResult) -> Void = { _, _, _ in },
        renderer: SceneRenderer? = nil
    ) async throws -> Result {
        let renderer = renderer ?? { renderScene($0, output: $1, settings: $2, pictures: $3, strategies: strategies) }
        // Leftovers of dead runs go first, whatever happens next.
        Temporaries.removeStale(in: output)
        let listing = try sceneListing(in: directory)
        let files = shard?.files(listing.files) ?? listing.files
        try AtomicFolder.makeFolder(output)
        // The pages the gallery may have: a page per scene file at most, failed or not.
        let unreadable = (shard?.index ?? 1) == 1 ? listing.unreadable.count : 0
        try Gallery.checkDestination(inFolder: output, pageCount: files.count + unreadable)
        // A scene whose name cannot be read fails, in the first share only (it has no place in
        // the sorted list the shares divide).
        var results: [SceneResult] = []
        if (shard?.index ?? 1) == 1 {
            for error in listing.unreadable {
                results.append(SceneResult(file: error.file, failure: SceneFailure(error)))
                report(results.count, files.count + listing.unreadable.count, results[results.count - 1])
            }
        }
        let total = files.count + results.count
        // Outputs are named after the scene file, so two files with one name (`form.yaml` and
        // `form.json`) would write the same files, in parallel through one staging folder: the
        // first in sorted order renders, the others fail with a message saying why.
        var firstWithName: [String: String] = [:]
        var unique: [String] = []
        for file in files {
            let name = SceneLoader.sceneName(of: file)
            if let first = firstWithName[name] {
                results.append(SceneResult(file: file, failure: .sameName(file, as: first)))
                report(results.count, total, results[results.count - 1])
            } else {
                firstWithName[name] = file
                unique.append(file)
            }
        }
        var divided = settings
        divided.workers = max(1, settings.workers / max(1, min(jobs, unique.count)))
        let sceneSettings = divided
        unique = largestFirst(unique)
        await withTaskGroup(of: SceneResult.self) { group in
            var next = 0
            func startNext() {
                guard next < unique.count else { return }
                let file = unique[next]
                next += 1
                group.addTask { await renderer(file, output, sceneSettings, pictures) }
            }
            // No more slots than scenes: a huge `jobs` must not loop for nothing.
            for _ in 0..<max(1, min(jobs, unique.count)) { startNext() }
            for await result in group {
                results.append(result)
                report(results.count, total, result)
                startNext()
            }
        }
        results.sort { $0.file < $1.file }
        var result = Result(scenes: results, gallery: nil)
        result.gallery = try Gallery.write(Gallery.pages(for: result, heading: heading), inFolder: output)
        return result
    }

    /// `files` in the order a batch starts them: the largest files first, anything that is not a
    /// regular file (it fails at once) before all, ties in name order.
    ///
    /// Weighed by size because that needs only `stat`: to weigh a scene by the work its pictures
    /// ask (frames × canvas × strategies, `WorkCeiling`) the batch would have to load it, and
    /// loading is what a hostile scene crashes (a view dump nested 3,000 deep overflowed the
    /// stack, and took the whole batch with it). Size is a rougher guide — a longer scene usually
    /// has more to say — and only the timing depends on it: over Samples/ with `--gif` (each
    /// scene's CPU time measured alone, 2026-11-28, and the two-job schedule worked out) the
    /// batch ends 0.7 % later than in the order of those times, and 0.5 % in name order. The
    /// bytes written never depend on the order.
    static func largestFirst(_ files: [String]) -> [String] {
        let sizes = files.map { Platform.regularFileSize(at: $0) ?? .max }
        return zip(files, sizes).sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    /// A file name as messages show it: control characters escaped, long names shortened.
    static func shown(_ file: String) -> String { Quoted.text(file, limit: Quoted.fileNameLimit) }
}

/// Why a batch could not start: one line.
public struct BatchError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
