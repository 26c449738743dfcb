import Foundation
import KeySlideDrawing
import KeySlideScene
import KeySlideSimulation

/// A file a job wrote.
public struct WrittenFile: Hashable, Sendable {
    public var path: String
    public var byteCount: Int
}

/// The jobs the command line runs: one render, one comparison.
public enum Jobs {
    /// Loads a scene file, checking strategy ids against the built-in ones.
    public static func loadScene(_ path: String) throws(SceneError) -> Scene {
        try SceneLoader.load(contentsOf: path, knownStrategies: StrategyCatalog.ids)
    }

    /// Renders `scene` under `strategy` and writes it to `output` (default
    /// `Output/<scene>-<strategy>.<ext>`).
    public static func render(
        _ scene: Scene, strategy: String, settings: RenderSettings, output: String? = nil, progress: ProgressLine? = nil
    ) throws -> WrittenFile {
        guard let recording = Simulation.run(scene, strategyID: strategy) else {
            throw RenderError("unknown strategy '\(strategy)'; accepted: \(StrategyCatalog.ids.joined(separator: ", "))")
        }
        let drawing = Renderer.drawing(of: recording, settings: settings)
        let path = output ?? settings.defaultPath(name: "\(scene.name)-\(strategy)")
        return try write(drawing, settings: settings, fps: settings.fps ?? scene.fps, to: path, progress: progress)
    }

    /// Renders `scene` under several strategies side by side and writes the picture to `output`
    /// (default `Output/<scene>-compare.<ext>`). Strategies default to the scene's, else all.
    public static func compare(
        _ scene: Scene, strategies: [String]? = nil, settings: RenderSettings, output: String? = nil, progress: ProgressLine? = nil
    ) throws -> WrittenFile {
        let ids = strategies ?? scene.strategies ?? StrategyCatalog.ids
        let recordings = try ids.map { id throws -> Recording in
            guard let recording = Simulation.run(scene, strategyID: id) else {
                throw RenderError("unknown strategy '\(id)'; accepted: \(StrategyCatalog.ids.joined(separator: ", "))")
            }
            return recording
        }
        let drawing = Renderer.comparisonDrawing(of: recordings, settings: settings)
        let path = output ?? settings.defaultPath(name: "\(scene.name)-compare")
        return try write(drawing, settings: settings, fps: settings.fps ?? scene.fps, to: path, progress: progress)
    }

    /// Renders and writes one drawing, creating the output's folder when needed.
    static func write(_ drawing: Drawing, settings: RenderSettings, fps: Int, to path: String, progress: ProgressLine?) throws -> WrittenFile {
        let rendered = try Renderer.render(drawing, settings: settings, fps: fps) { done, total in progress?.update(done, of: total) }
        progress?.finish()
        let directory = AtomicFile.split(path).directory
        if !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw AtomicFile.WriteError(path: path, reason: "cannot create the folder '\(directory)'")
            }
        }
        try Renderer.write(rendered, to: path)
        return WrittenFile(path: path, byteCount: rendered.byteCount)
    }
}
