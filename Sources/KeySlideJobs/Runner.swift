import Foundation
import KeySlideImport
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// A file (or folder of frames) a run wrote.
public struct WrittenFile: Hashable, Sendable, Codable {
    public var path: String
    public var byteCount: Int

    public init(path: String, byteCount: Int) {
        self.path = path
        self.byteCount = byteCount
    }
}

/// The one way from a scene to pictures on disk: `render` (one strategy), `compare` (several side
/// by side) and `batch` (a folder of scenes) all run through here.
///
/// A run takes strategy *types*, not ids (a name is checked where it is typed, by
/// `StrategyCatalog.strategy(named:)`), so a strategy that is not built in runs the same way.
public enum Runner {
    /// One picture a run writes.
    public struct Output: Hashable, Sendable {
        /// What the picture shows.
        public enum Subject: Hashable, Sendable {
            /// One picture per strategy, `<scene>-<strategy>`.
            case eachStrategy
            /// One picture of all the strategies side by side, in step, `<scene>-compare`.
            case comparison
        }

        public var subject: Subject
        public var format: PictureFormat
        /// Where to write it; `nil` names it by the rule (`Runner.fileName`) in the run's folder.
        /// A path suits one picture only: a comparison, or each strategy when there is one.
        public var path: String?

        public init(_ subject: Subject, _ format: PictureFormat, path: String? = nil) {
            self.subject = subject
            self.format = format
            self.path = path
        }
    }

    /// What a run made: the recordings, in strategy order, the report on them (each strategy's
    /// verdicts, worked out once, and the scene's checks), and the files, in writing order.
    public struct Result: Sendable {
        public var recordings: [Recording]
        /// The verdicts the pictures show, so `--json` reports the same ones without reading every
        /// recording again.
        public var report: ExplainReport
        public var files: [WrittenFile]
    }

    /// Loads a scene file, checking the strategy ids it lists against `strategies`; a
    /// `view: {layout: …}` is read with the importer (`ImportedLayouts`). Each of the layout
    /// file's warnings goes to `warn` as a `file:line: warning: …` line, and each of the scene
    /// file's (a time in milliseconds, an element outside its superview) as a
    /// `file:line:col: warning: …` line. `overrides` replace the file's values before it is
    /// checked (`keyslide preview`'s device switch).
    public static func loadScene(
        _ path: String, strategies: [any AvoidanceStrategy.Type] = StrategyCatalog.all,
        overrides: SceneOverrides = SceneOverrides(), warn: (@Sendable (String) -> Void)? = nil
    ) throws(SceneError) -> Scene {
        let layouts = ImportedLayouts(warn: warn.map { warn in { @Sendable warning in warn(warning.warningLine) } })
        return try SceneLoader.load(
            contentsOf: path, knownStrategies: strategies.map { $0.id }, layouts: layouts, overrides: overrides,
            warn: warn)
    }

    /// The output-name rule, in its one place: `<scene>-<strategy>` or `<scene>-compare`, then the
    /// format's suffix (`PictureFormat.fileName(base:)`). A scene named after the strategy it shows
    /// does not name it twice: `seed-002-scroll-content-offset` under `scroll-content-offset` is
    /// `seed-002-scroll-content-offset.svg`, not `…-scroll-content-offset-scroll-content-offset.svg`
    /// (its name ends with `-` and the id, or is the id); its comparison is still `…-compare.svg`.
    public static func fileName(scene: String, strategyID: String?, format: PictureFormat) -> String {
        guard let strategyID else { return format.fileName(base: scene + "-compare") }
        let named = scene == strategyID || scene.hasSuffix("-" + strategyID)
        return format.fileName(base: named ? scene : scene + "-" + strategyID)
    }

    /// Runs `scene` under each of `strategies` and writes `outputs` (relative names go into
    /// `folder`, which is created when missing). `progress(done, total)` follows each long render.
    /// A picture that would pass a `WorkCeiling` throws `WorkCeiling.Exceeded` before anything is
    /// simulated or drawn.
    public static func run(
        _ scene: Scene, strategies: [any AvoidanceStrategy.Type], outputs: [Output], settings: RenderSettings,
        folder: String, progress: ((Int, Int) -> Void)? = nil
    ) throws -> Result {
        try WorkCeiling.check(outputs, scene: scene, phones: strategies.count, settings: settings)
        let recordings = record(scene, strategies: strategies)
        let report = ExplainReport(scene: scene, recordings: recordings)
        let files = try writePictures(
            of: recordings, scene: scene, outputs: outputs, settings: settings, folder: folder,
            verdicts: report.explanations.map(\.verdicts), progress: progress)
        return Result(recordings: recordings, report: report, files: files)
    }

    /// One recording of `scene` per strategy, in order.
    public static func record(_ scene: Scene, strategies: [any AvoidanceStrategy.Type]) -> [Recording] {
        strategies.map { Simulation.run(scene, strategy: $0.init()) }
    }

    /// Draws, renders and writes `outputs` for recordings already made of `scene`: each
    /// strategy's pictures in strategy order, then the comparisons. Pass the recordings'
    /// `verdicts`, in their order, when they are already worked out (every picture shows them,
    /// and working them out reads the whole recording).
    public static func writePictures(
        of recordings: [Recording], scene: Scene, outputs: [Output], settings: RenderSettings, folder: String,
        verdicts: [Verdicts]? = nil, progress: ((Int, Int) -> Void)? = nil
    ) throws -> [WrittenFile] {
        let fps = settings.fps ?? scene.fps
        let single = outputs.filter { $0.subject == .eachStrategy }
        let comparisons = outputs.filter { $0.subject == .comparison }
        precondition(single.allSatisfy { $0.path == nil } || recordings.count == 1, "one path for several strategies")
        precondition(Set(recordings.map(\.strategy)).count == recordings.count, "a strategy listed twice")
        precondition(verdicts == nil || verdicts?.count == recordings.count, "one verdict per recording")
        var files: [WrittenFile] = []
        func write(_ drawing: Drawing, _ output: Output, strategyID: String?) throws {
            let name = fileName(scene: scene.name, strategyID: strategyID, format: output.format)
            let path = output.path ?? folder + "/" + name
            // Refused before the work, not after: a render can take minutes.
            if output.format.isFolder {
                try AtomicFolder.checkDestination(path)
            } else {
                try AtomicFile.checkDestination(path)
            }
            let picture = try Renderer.render(
                drawing, as: output.format, scale: settings.scale, fps: fps, workers: settings.workers,
                progress: progress)
            try createFolder(containing: path)
            let byteCount: Int
            switch picture {
            case .file(let bytes):
                try AtomicFile.write(bytes, to: path)
                byteCount = bytes.count
            case .stream(let stream): byteCount = try AtomicFile.write(stream, to: path)
            case .frames(let frames): byteCount = try AtomicFolder.write(frames, to: path)
            }
            files.append(WrittenFile(path: path, byteCount: byteCount))
        }
        if !single.isEmpty {
            for (index, recording) in recordings.enumerated() {
                let drawing = Renderer.drawing(of: recording, verdicts: verdicts?[index], settings: settings)
                for output in single { try write(drawing, output, strategyID: recording.strategy) }
            }
        }
        if !comparisons.isEmpty {
            let drawing = Renderer.comparisonDrawing(of: recordings, verdicts: verdicts, settings: settings)
            for output in comparisons { try write(drawing, output, strategyID: nil) }
        }
        return files
    }

    /// Creates the folder `path` goes into when it is missing.
    static func createFolder(containing path: String) throws(AtomicFile.WriteError) {
        try AtomicFolder.makeFolder(AtomicFile.split(path).directory)
    }
}
