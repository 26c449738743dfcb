import Foundation
import KeySlideGeometry
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit

/// What laying out by constraints costs a picture: the chat sample whose composer follows the
/// keyboard layout guide in every frame, against the same screen at the fixed frames it starts with.
enum LayoutBenchmarks {
    static let section = BenchmarkSection(
        name: "layout",
        summary:
            "Samples/chat-keyboard-layout-guide.yaml under none, simulated, drawn and encoded as a GIF: "
            + "constraints on the keyboard guide vs the same views at fixed frames; best of 9 runs each.",
        run: run)

    static func run() -> [String] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Samples/chat-keyboard-layout-guide.yaml").path
        guard let scene = try? Runner.loadScene(path) else { return ["cannot load \(path)"] }
        let fixed = fixedFrames(of: scene)
        var lines: [String] = []
        var times: [Double] = []
        for (label, scene) in [("keyboard guide", scene), ("fixed frames", fixed)] {
            let seconds = bestSeconds(of: 9) {
                let recording = Simulation.run(scene, strategy: NoAvoidance())
                let drawing = Renderer.drawing(of: recording, settings: RenderSettings())
                let picture = try? Renderer.render(drawing, as: .gif, scale: 1, fps: scene.fps)
                _ = try? picture?.fileBytes()
            }
            times.append(seconds)
            lines.append(
                "\(label + ":")".padding(toLength: 16, withPad: " ", startingAt: 0)
                    + RenderBenchmarks.milliseconds(seconds))
        }
        let ratio = times[0] / times[1]
        lines.append("ratio:          " + ratio.readable(fixedDecimals: 3) + " (goal: at most 1.10)")
        return lines
    }

    /// The scene with every element at the frame the laid-out app gives it at the start, and no
    /// constraints: the same picture without the engine.
    static func fixedFrames(of scene: Scene) -> Scene {
        let app = Simulation.makeApp(for: scene)
        var frames: [String: Rect] = [:]
        for view in app.views { frames[view.name] = view.frame.model(at: 0) }
        var fixed = scene
        // A table's rows keep their frames in its content; the app's are in their cells.
        func strip(_ elements: [Scene.Element], inTable: Bool) -> [Scene.Element] {
            elements.map { element in
                var element = element
                if !inTable { element.frame = frames[element.id] ?? element.frame }
                element.constraints = []
                element.autoresizing = nil
                element.subviews = strip(element.subviews, inTable: element.table != nil)
                return element
            }
        }
        fixed.view.elements = strip(scene.view.elements, inTable: false)
        return fixed
    }
}
