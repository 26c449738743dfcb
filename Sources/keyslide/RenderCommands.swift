import ArgumentParser
import Foundation
import KeySlideRender
import KeySlideScene
import KeySlideSimulation

extension RenderFormat: ExpressibleByArgument {}

/// Options shared by `render` and `compare`.
struct PictureOptions: ParsableArguments {
    @Option(help: "Frames per second, 1–50. (default: the scene's fps)")
    var fps: Int?

    @Option(help: "Pixels per point: 1, 2 or 3. An SVG stays vector and only displays larger.")
    var scale = 1

    @Flag(inversion: .prefixedNo, help: "Draw a caption with the title, strategy and time above the phone.")
    var caption = true

    @Flag(inversion: .prefixedNo, help: "Draw a timeline strip with the user's actions and a playhead below the phone.")
    var timeline = true

    @Option(name: .shortAndLong, help: "Where to write. (default: Output/<scene>-<name>.<format>)")
    var output: String?

    func validate() throws {
        if let fps, !RenderSettings.frameRates.contains(fps) {
            throw ValidationError("Please give --fps a whole number from \(RenderSettings.frameRates.lowerBound) to \(RenderSettings.frameRates.upperBound).")
        }
        guard RenderSettings.scales.contains(scale) else { throw ValidationError("Please give --scale 1, 2 or 3.") }
    }

    /// The render settings these options and a command's own choices make.
    func settings(format: RenderFormat, frames: Bool = false, at: Double?) -> RenderSettings {
        RenderSettings(format: format, fps: fps, scale: scale, caption: caption, timelineStrip: timeline, frames: frames, at: at)
    }
}

/// `keyslide render`: one strategy, one picture.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene under one strategy as an animated SVG, an animated GIF or PNG frames.",
        discussion: """
            svg: one self-contained animated SVG (SMIL) that plays in browsers and inside <img>; with --frames, \
            a folder of static SVGs, one per frame. gif: an animated GIF that loops forever. png: a folder of \
            PNG frames, or with --at one PNG of that moment.
            """)

    @OptionGroup var scene: SceneArgument

    @Option(help: "The strategy to run (see `keyslide strategies`).")
    var strategy: String

    @Option(help: "The picture format.")
    var format: RenderFormat = .svg

    @OptionGroup var picture: PictureOptions

    @Option(help: "PNG: render only the frame at this time, in seconds.")
    var at: Double?

    @Flag(help: "SVG: write one static SVG per frame into a folder instead of one animated SVG.")
    var frames = false

    func validate() throws {
        try validateStrategy(strategy)
        if at != nil, format != .png { throw ValidationError("--at applies to --format png only.") }
        if frames, format != .svg { throw ValidationError("--frames applies to --format svg only (png always writes frames unless --at is given).") }
        if let at, !(0...Scene.maximumDuration).contains(at) {
            throw ValidationError("Please give --at a time from 0 to \(Int(Scene.maximumDuration)) seconds.")
        }
    }

    func run() throws {
        let scene = try scene.load()
        let written = try Jobs.render(scene, strategy: strategy, settings: picture.settings(format: format, frames: frames, at: at), output: picture.output,
                                      progress: ProgressLine(label: "\(scene.name) \(strategy) \(format.rawValue)"))
        print("\(written.path) (\(written.byteCount.byteLabel))")
    }
}

/// `keyslide compare`: several strategies side by side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render a scene under several strategies side by side, in step, with each one's verdicts.")

    @OptionGroup var scene: SceneArgument

    @Option(help: "Comma-separated strategy ids. (default: the scene's strategies, else all)")
    var strategies: String?

    @Option(help: "The picture format.")
    var format: RenderFormat = .svg

    @OptionGroup var picture: PictureOptions

    @Option(help: "PNG: render only the frame at this time, in seconds.")
    var at: Double?

    var strategyList: [String]? {
        strategies.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    func validate() throws {
        if at != nil, format != .png { throw ValidationError("--at applies to --format png only.") }
        if let at, !(0...Scene.maximumDuration).contains(at) {
            throw ValidationError("Please give --at a time from 0 to \(Int(Scene.maximumDuration)) seconds.")
        }
        if let list = strategyList {
            guard !list.isEmpty else { throw ValidationError("Please list at least one strategy.") }
            for id in list { try validateStrategy(id) }
            if let twice = list.first(where: { id in list.filter { $0 == id }.count > 1 }) {
                throw ValidationError("'\(twice)' is listed twice; list each strategy once.")
            }
        }
    }

    func run() throws {
        let scene = try scene.load()
        let written = try Jobs.compare(scene, strategies: strategyList, settings: picture.settings(format: format, at: at), output: picture.output,
                                       progress: ProgressLine(label: "\(scene.name) compare \(format.rawValue)"))
        print("\(written.path) (\(written.byteCount.byteLabel))")
    }
}

/// `keyslide batch`: a folder of scenes into a folder of pictures and a gallery.
struct BatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render every scene in a folder, with comparisons, explain reports and a gallery page.",
        discussion: """
            For each scene: one SVG and one GIF per strategy, a comparison (SVG and GIF), and the explain report as \
            JSON; then OUT/index.html, a gallery that opens from disk. Scenes render in parallel. A bad scene is \
            reported with its error and does not stop the others; the exit status is 1 if any scene failed.
            """)

    @Argument(help: "The folder of scene files.")
    var directory = "Samples"

    @Option(name: .shortAndLong, help: "The output folder.")
    var output = "Output"

    @Option(help: "Pixels per point for the GIFs: 1, 2 or 3.")
    var scale = 1

    @Option(help: "Scenes rendered at once. (default: the number of processors)")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard RenderSettings.scales.contains(scale) else { throw ValidationError("Please give --scale 1, 2 or 3.") }
        guard jobs >= 1 else { throw ValidationError("Please give --jobs a number of 1 or more.") }
    }

    func run() async throws {
        let bar = ProgressLine(label: "batch")
        let result = try await Batch.run(directory: directory, output: output, settings: Batch.Settings(scale: scale), jobs: jobs) { done, total, scene in
            if let error = scene.error {
                bar.finish()
                ProgressLine.writeError("failed: \(error)\n")
            } else if !bar.isTerminal {
                let bytes = scene.files.reduce(0) { $0 + $1.byteCount }
                print("rendered \(scene.scene?.name ?? scene.file): \(scene.files.count) files, \(bytes.byteLabel)")
            }
            bar.update(done, of: total)
        }
        bar.finish()
        let good = result.scenes.count - result.failures.count
        print("\(good) of \(result.scenes.count) scenes rendered into \(output); gallery: \(result.gallery ?? "not written")")
        if !result.succeeded { throw ExitCode.failure }
    }
}

extension Int {
    /// `12.3 KB`, `1.4 MB`.
    var byteLabel: String {
        if self < 1000 { return "\(self) B" }
        if self < 1_000_000 { return (Double(self) / 1000).readable(fixedDecimals: 1) + " KB" }
        return (Double(self) / 1_000_000).readable(fixedDecimals: 1) + " MB"
    }
}
