import Foundation
import KeySlideJobs
import KeySlideSimulation

/// Rendering a sample scene: simulation, drawing, SVG, GIF and each animation format, with sizes.
enum RenderBenchmarks {
    static let section = BenchmarkSection(
        name: "render",
        summary: "Samples/readme-form.yaml (4.7 s at 50 fps) under content-inset: best of 3 runs each.",
        run: run)

    static func run() -> [String] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Samples/readme-form.yaml").path
        guard let scene = try? Runner.loadScene(path) else { return ["cannot load \(path)"] }
        var lines: [String] = []
        var recording: Recording?
        let simulate = bestSeconds(of: 3) { recording = Simulation.run(scene, strategy: ContentInset()) }
        guard let recording else { return ["simulation failed"] }
        lines.append("simulate:            \(milliseconds(simulate))")
        var drawing = Renderer.drawing(of: recording, settings: RenderSettings())
        let draw = bestSeconds(of: 3) { drawing = Renderer.drawing(of: recording, settings: RenderSettings()) }
        lines.append("build drawing:       \(milliseconds(draw))")
        let frames = PictureFormat.gif.frameCount(duration: scene.duration, fps: scene.fps)
        for (label, format, scale) in [
            ("animated SVG", PictureFormat.animatedSVG, 1),
            ("GIF at scale 1", .gif, 1),
            ("GIF at scale 2", .gif, 2),
            ("APNG at scale 1", .animation(.apng), 1),
            ("WebP at scale 1", .animation(.webp), 1),
            ("WebM at scale 1", .animation(.webm), 1),
        ] {
            var bytes = 0
            let seconds = bestSeconds(of: 3) {
                let picture = try? Renderer.render(drawing, as: format, scale: scale, fps: scene.fps)
                bytes = (try? picture?.fileBytes()?.count) ?? -1
            }
            let perFrame =
                format != .animatedSVG
                ? ", " + (seconds / Double(frames) * 1000).readable(fixedDecimals: 2) + " ms per frame" : ""
            lines.append(
                "\(label + ":")".padding(toLength: 21, withPad: " ", startingAt: 0)
                    + "\(milliseconds(seconds))\(perFrame), \(grouped(Double(bytes))) bytes")
        }
        return lines
    }

    static func milliseconds(_ seconds: Double) -> String { (seconds * 1000).readable(fixedDecimals: 1) + " ms" }
}
