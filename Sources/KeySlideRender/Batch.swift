import Foundation
import KeySlideDrawing
import KeySlideScene
import KeySlideSimulation

/// Renders every scene in a folder: for each scene one SVG and one GIF per strategy, a
/// comparison picture (SVG and GIF) and the `explain` report as JSON, then a gallery page.
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
    }

    /// What a batch run did.
    public struct Result: Sendable {
        /// One entry per scene file, sorted by file name.
        public var scenes: [SceneResult]
        /// The gallery page's path, when it was written.
        public var gallery: String?
        public var succeeded: Bool { scenes.allSatisfy { $0.error == nil } && gallery != nil }
        public var failures: [SceneResult] { scenes.filter { $0.error != nil } }
    }

    /// The pictures of every scene: each strategy and the comparison, as SVG and as GIF.
    static let outputs: [Runner.Output] = [
        .init(.eachStrategy, .animatedSVG), .init(.eachStrategy, .gif),
        .init(.comparison, .animatedSVG), .init(.comparison, .gif),
    ]

    /// The name of a scene's `explain` report.
    public static func explainFileName(scene: String) -> String { scene + "-explain.json" }

    /// Runs the batch: scenes in parallel, `jobs` at a time; `report(done, total, result)` is
    /// called as each scene finishes (from the calling task, in completion order).
    public static func run(
        directory: String, output: String, settings: RenderSettings = RenderSettings(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        report: (Int, Int, SceneResult) -> Void = { _, _, _ in }
    ) async throws -> Result {
        let files = try SceneLoader.sceneFiles(in: directory)
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(path: output, reason: "cannot create the output folder")
        }
        removeStaleTemporaries(in: output)
        // Outputs are named after the scene file, so two files with one name (`form.yaml` and
        // `form.json`) would write the same files, in parallel through one staging folder: the
        // first in sorted order renders, the others fail with a message saying why.
        var results: [SceneResult] = []
        var firstWithName: [String: String] = [:]
        var unique: [String] = []
        for file in files {
            let name = SceneLoader.sceneName(of: file)
            if let first = firstWithName[name] {
                let error = "\(file): has the same name as \(first), and output files are named after the scene file; rename one"
                results.append(SceneResult(file: file, scene: nil, error: error, files: [], report: nil))
                report(results.count, files.count, results[results.count - 1])
            } else {
                firstWithName[name] = file
                unique.append(file)
            }
        }
        await withTaskGroup(of: SceneResult.self) { group in
            var next = 0
            func startNext() {
                guard next < unique.count else { return }
                let file = unique[next]
                next += 1
                group.addTask { renderScene(file, output: output, settings: settings) }
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
        let galleryPath = output + "/index.html"
        try AtomicFile.write(Gallery.html(for: result, outputFolder: output), to: galleryPath)
        result.gallery = galleryPath
        return result
    }

    /// Renders one scene into a hidden staging folder inside `output`, then moves the finished
    /// files into `output`; on any failure the staging folder goes and nothing is moved.
    static func renderScene(_ file: String, output: String, settings: RenderSettings) -> SceneResult {
        var result = SceneResult(file: file, scene: nil, error: nil, files: [], report: nil)
        let manager = FileManager.default
        let name = SceneLoader.sceneName(of: file)
        let staging = "\(output)/.keyslide-staging-\(name)-\(Platform.processID)"
        defer { try? manager.removeItem(atPath: staging) }
        do {
            let scene = try Runner.loadScene(file)
            result.scene = scene
            try? manager.removeItem(atPath: staging)
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
            let recordings = Runner.record(scene, strategies: StrategyCatalog.strategies(for: scene))
            let report = ExplainReport(scene: scene, recordings: recordings)
            var staged = try Runner.writePictures(
                of: recordings, scene: scene, outputs: outputs, settings: settings, folder: staging,
                verdicts: report.explanations.map(\.verdicts))
            let json = Array((report.json.serialized(.indented, decimals: 4) + "\n").utf8)
            let jsonPath = staging + "/" + explainFileName(scene: scene.name)
            try AtomicFile.write(json, to: jsonPath)
            staged.append(WrittenFile(path: jsonPath, byteCount: json.count))
            // Everything rendered: move the files into place.
            for file in staged {
                let destination = output + "/" + AtomicFile.split(file.path).name
                if manager.fileExists(atPath: destination) { try manager.removeItem(atPath: destination) }
                try manager.moveItem(atPath: file.path, toPath: destination)
                result.files.append(WrittenFile(path: destination, byteCount: file.byteCount))
            }
            result.report = report
        } catch {
            result.error = String(describing: error)
            result.files = []
        }
        return result
    }

    /// Removes the hidden staging folders and temporary files an interrupted run left in
    /// `output` (`.keyslide-staging-<scene>-<pid>`, `.<file>.keyslide-<pid>-….tmp`), when the
    /// process that made them is gone; a run still going in the same folder keeps its own.
    static func removeStaleTemporaries(in output: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: output) else { return }
        let me = Platform.processID
        for name in names where name.hasPrefix(".") {
            let pid: Int32?
            if name.hasPrefix(".keyslide-staging-") {
                pid = name.split(separator: "-").last.flatMap { Int32($0) }
            } else if let marker = name.range(of: ".keyslide-") {
                pid = Int32(name[marker.upperBound...].prefix { $0.isNumber })
            } else {
                pid = nil
            }
            guard let pid, pid != me, !Platform.isProcessAlive(pid) else { continue }
            try? manager.removeItem(atPath: output + "/" + name)
        }
    }
}

