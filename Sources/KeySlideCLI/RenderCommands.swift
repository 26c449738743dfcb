import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem
import KeySlideUIKit

/// The `--format` words; with `--frames` and `--at` they make one `PictureFormat`. The one owner
/// of what a file name's extension says about the format.
enum FormatArgument: String, CaseIterable, ExpressibleByArgument {
    case svg, gif, png, apng, webp, webm

    /// The extensions a file of this format may have, its own first (the one `PictureFormat`
    /// names files with): an APNG is a PNG, so `-o x.png --format apng` is no clash.
    var extensions: [String] {
        switch self {
        case .apng: ["apng", "png"]
        case .svg, .gif, .png, .webp, .webm: [rawValue]
        }
    }

    /// What a file name's extension says: nothing (it has none), a format (the first whose
    /// extensions hold it, any case), or an extension KeySlide cannot write.
    enum Named: Equatable {
        case none
        case format(FormatArgument, extension: String)
        case unwritable(extension: String)
    }

    static func named(by path: String) -> Named {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .none }
        let named = String(name[name.index(after: dot)...])
        let lowercased = named.lowercased()
        guard let format = allCases.first(where: { $0.extensions.contains(lowercased) }) else {
            return .unwritable(extension: named)
        }
        return .format(format, extension: named)
    }

    /// The format a file name's extension names, if any.
    init?(extensionOf path: String) {
        guard case .format(let format, _) = Self.named(by: path) else { return nil }
        self = format
    }

    /// ".svg, .gif, .png, .apng, .webp and .webm": every extension KeySlide writes, for messages.
    static var writableExtensions: String {
        let all = allCases.flatMap(\.extensions).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return all.dropLast().map { "." + $0 }.joined(separator: ", ") + " and ." + all.last!
    }

    /// The picture these choices ask for (`validate` has refused the combinations that mean nothing).
    func picture(frames: Bool, at: Double?) -> PictureFormat {
        switch self {
        case .svg: at.map { .svg(at: $0) } ?? (frames ? .svgFrames : .animatedSVG)
        case .gif: .gif
        case .png: at.map { .png(at: $0) } ?? .pngFrames
        case .apng: .animation(.apng)
        case .webp: .animation(.webp)
        case .webm: .animation(.webm)
        }
    }

    /// Whether `--at` can pick one moment of this format (a PNG or an SVG of it).
    var takesOneMoment: Bool { self == .svg || self == .png }
}

/// The `--appearance` words: one appearance for every phone, or (`compare` only) both.
enum AppearanceArgument: String, CaseIterable, ExpressibleByArgument {
    case light, dark, both

    /// The one appearance asked for; `nil` for both.
    var single: Appearance? { Appearance(rawValue: rawValue) }
}

/// Where `render` and `compare` write when not given `-o`.
let defaultOutputFolder = "Output"

/// How the phones look, shared by the commands that draw them (`render`, `compare`, `embed`).
struct PhoneLookOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Draw the phones light or dark in place of the scene's appearance; profiles before iOS 13 have no dark "
                + "mode and stay light. compare and embed also take both: each strategy in light and in dark, a row "
                + "each.",
            valueName: "light|dark"))
    var appearance: AppearanceArgument?

    @Flag(
        inversion: .prefixedNo,
        help: "Draw the device's frame around the phone, for documentation pictures. (default: the scene's bezel)")
    var bezel: Bool?
}

/// Options shared by `render` and `compare`.
struct PictureOptions: ParsableArguments {
    @Option(help: "The picture format; webm is a VP9 video. (default: -o's extension; else svg)")
    var format: FormatArgument?

    @Option(parsing: .unconditional, help: "Frames per second, 1 to 50. (default: the scene's fps)")
    var fps: Int?

    @Option(
        parsing: .unconditional, help: "Pixels per point: 1, 2 or 3. An SVG stays vector and only displays larger.",
        completion: scaleCompletion)
    var scale = RenderSettings.defaultScale

    @Flag(inversion: .prefixedNo, help: "Draw a caption with the title and strategy above the phone.")
    var caption = true

    @Flag(
        inversion: .prefixedNo,
        help: "Draw a timeline strip with the user's actions, a playhead and the time below the phone.")
    var timeline = true

    @Flag(inversion: .prefixedNo, help: "Draw the verdicts (covered, at rest, jumps, home) below each phone.")
    var verdicts = true

    @OptionGroup var look: PhoneLookOptions

    @Option(parsing: .unconditional, help: "PNG or SVG: render only the frame at this time, in seconds.")
    var at: Double?

    @Option(name: .shortAndLong, help: "Where to write. (default: Output/<scene>-<name>.<format>)")
    var output: String?

    @OptionGroup var titled: TitleOption

    @OptionGroup var report: ReportOptions

    func validate() throws {
        if let fps { try checkWholeNumber(fps, of: "--fps", in: Scene.frameRates) }
        try checkWholeNumber(scale, of: "--scale", in: RenderSettings.scales)
        if at != nil, !resolvedFormat.takesOneMoment {
            throw ValidationError("--at applies to --format png and svg only.")
        }
        if let at, !(at >= 0 && at <= Scene.maximumDuration) {
            throw ValidationError(
                "--at must be a time from 0 to the scene's duration (at most \(Scene.maximumDuration.readable()) s), "
                    + "got \(at.readable(decimals: 6))")
        }
    }

    /// Refuses an `-o` whose extension is not the format's, or one KeySlide cannot write (a file
    /// named `demo.mp4` must not quietly hold an SVG); a folder of frames (`frames`, or PNG
    /// frames) may have any name. Both commands call it from their `validate`.
    func checkOutputName(frames: Bool) throws {
        guard let output else { return }
        switch FormatArgument.named(by: output) {
        case .none: return
        case .format(_, let ext):
            if let format, !format.extensions.contains(ext.lowercased()) {
                throw ValidationError(
                    "--format \(format.rawValue) clashes with -o's extension (.\(ext)); give one, or make them agree.")
            }
        case .unwritable(let ext):
            guard !resolvedFormat.picture(frames: frames, at: at).isFolder else { return }
            throw ValidationError(
                "-o \(Quoted.value(output)): KeySlide cannot write .\(ext) files; it writes "
                    + "\(FormatArgument.writableExtensions) (give --format png for a folder of PNG frames).")
        }
    }

    /// `--format`, else the format `-o`'s extension names, else SVG.
    var resolvedFormat: FormatArgument { format ?? output.flatMap(FormatArgument.init(extensionOf:)) ?? .svg }

    var settings: RenderSettings {
        RenderSettings(
            fps: fps, scale: scale, caption: caption, timelineStrip: timeline, verdicts: verdicts,
            appearance: look.appearance?.single, bezel: look.bezel, comparesAppearances: look.appearance == .both)
    }

    /// The picture to write of `scene`; `--at` is checked against the scene's duration, which is
    /// known only now.
    func output(_ subject: Runner.Output.Subject, of scene: Scene, frames: Bool = false) throws -> Runner.Output {
        if let at, !(0...scene.duration).contains(at) {
            let duration = scene.duration.readable(decimals: 6)
            throw UsageError(
                "--at must be a time from 0 to the scene's duration, \(duration) s; got \(at.readable(decimals: 6))")
        }
        return Runner.Output(subject, resolvedFormat.picture(frames: frames, at: at), path: output)
    }

    /// Runs `strategies` on `scene` into `output`, with a progress bar, and prints what was written
    /// (as lines, as JSON with `--json`, or nothing with `--quiet`).
    func run(
        _ scene: Scene, strategies: [any AvoidanceStrategy.Type], output: Runner.Output, label: String,
        command: String, file: String
    ) throws {
        try refuseInputsAsOutputs(outputs: [self.output].compactMap { $0 }, inputs: [file])
        let scene = titled.applied(to: scene)
        if let warning = settings.appearanceWarning(for: scene, file: file) { Terminal.warn(warning) }
        let bar = ProgressLine(
            label: "\(label) \(resolvedFormat.rawValue)", isTerminal: Platform.standardErrorIsTerminal && !report.quiet)
        let result: Runner.Result
        do {
            defer { bar.finish() }
            result = try Runner.run(
                scene, strategies: strategies, outputs: [output], settings: settings, folder: defaultOutputFolder,
                progress: { bar.update($0, of: $1) })
        } catch let error as WorkCeiling.Exceeded {
            throw InputError(Terminal.safe(error.message(file: file, fpsOption: true)))
        }
        OffScreenTapWarnings.warn(result.recordings, file: file)
        if report.json {
            report.printJSON(
                command: command,
                JSONReports.picture(result, scene: scene, format: output.format, fps: fps ?? scene.fps))
        } else if !report.quiet {
            for written in result.files { Output.written(written.path, byteCount: written.byteCount) }
        }
    }
}

/// `keyslide render`: one strategy, one picture.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Render a scene under one strategy as an animated SVG, GIF, APNG or WebP, a WebM video or PNG frames.",
        discussion: """
            svg: one self-contained animated SVG (SMIL) that plays in browsers and inside <img>; with --frames, \
            a folder of static SVGs, one per frame; with --at, one static SVG of that moment. gif: an animated GIF \
            that loops forever. apng, webp: an animated PNG or lossless WebP in true colour that loops forever. \
            webm: a VP9 video in a WebM file. The GIF, APNG, WebP and WebM show the same frames for the same times. \
            png: a folder of PNG frames, or with --at one PNG of that moment. Without --format, -o's extension \
            (.svg, .gif, .png, .apng, .webp, .webm) names the format; any other is refused.
            """)

    @OptionGroup var scene: SceneArgument

    @OptionGroup var strategy: StrategyOption

    @OptionGroup var picture: PictureOptions

    @Flag(help: "SVG: write one static SVG per frame into a folder instead of one animated SVG.")
    var frames = false

    func validate() throws {
        if picture.look.appearance == .both {
            throw ValidationError("--appearance both applies to compare only; render takes light or dark.")
        }
        if frames, picture.at != nil { throw ValidationError("--frames and --at cannot be combined.") }
        if frames, picture.resolvedFormat != .svg {
            throw ValidationError(
                "--frames applies to --format svg only (png always writes frames unless --at is given).")
        }
        try picture.checkOutputName(frames: frames)
    }

    func run() throws {
        let scene = try scene.load()
        let type = strategy.type
        try picture.run(
            scene, strategies: [type], output: try picture.output(.eachStrategy, of: scene, frames: frames),
            label: "\(scene.name) \(type.id)", command: "render", file: self.scene.scene)
    }
}

/// `keyslide compare`: several strategies side by side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render a scene under several strategies side by side, in step, with each one's verdicts.")

    @OptionGroup var scene: SceneArgument

    @OptionGroup var list: StrategyListOption

    @OptionGroup var picture: PictureOptions

    func validate() throws { try picture.checkOutputName(frames: false) }

    func run() throws {
        let scene = try scene.load()
        let strategies = list.resolved ?? KeySlideTool.strategies(for: scene)
        try picture.run(
            scene, strategies: strategies, output: try picture.output(.comparison, of: scene),
            label: "\(scene.name) compare", command: "compare", file: self.scene.scene)
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
