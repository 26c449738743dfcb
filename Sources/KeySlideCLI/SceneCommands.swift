import ArgumentParser
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation

/// Options every command that reads one scene shares.
struct SceneArgument: ParsableArguments {
    @Argument(help: "A scene file (.yaml, .yml or .json).", completion: sceneFileCompletion)
    var scene: String

    /// The scene, loaded and checked; a bad file throws its one-line `SceneError`. A layout
    /// file's warnings go to standard error.
    func load() throws -> Scene {
        try Runner.loadScene(scene, strategies: KeySlideTool.strategies, warn: Terminal.warn)
    }
}

/// `keyslide trace`: the recording as JSON.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print what a scene looks like under one strategy, frame by frame, as JSON.",
        discussion: """
            Output: {"scene", "strategy", "profile", "fps", "screen": {"width", "height"}, "events": [...], \
            "frames": [{"t", "keyboard": {"y", "height"}, "focus", "fields": {id: {"x", "y", "width", "height"}}}]}. \
            Positions are presentation values in upright window coordinates, in points; one frame every 1/fps s \
            from 0 through the scene's duration.
            """)

    @OptionGroup var scene: SceneArgument

    @OptionGroup var strategy: StrategyOption

    @Option(parsing: .unconditional, help: "Frames per second of the trace, 1 to 50. (default: the scene's fps)")
    var fps: Int?

    @Flag(help: "Indent every level of the JSON (by default each frame and event takes one line).")
    var pretty = false

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if let fps { try checkWholeNumber(fps, of: "--fps", in: Scene.frameRates) }
    }

    func run() throws {
        try refuseInputsAsOutputs(outputs: [output].compactMap { $0 }, inputs: [scene.scene])
        let scene = try scene.load()
        let recording = Simulation.run(scene, strategy: strategy.type.init())
        // Frame by frame: a long scene's whole trace would not fit in memory.
        try Output.stream(to: output) { piece in
            Trace.write(for: recording, fps: fps, layout: pretty ? .indented : .lines, decimals: 4, to: piece)
            piece("\n")
        }
    }
}

/// `keyslide explain`: what each strategy computed, and the verdicts.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain what each strategy did on a scene, and how well it did.",
        discussion: """
            For each strategy: what it computed at each event (shifts, offsets, insets), then the verdicts: \
            seconds the focused field was covered, the most points covered, whether it was fully visible once \
            motion stopped, whether anything jumped, and whether everything came home after the keyboard left.
            """)

    @OptionGroup var scene: SceneArgument

    @OptionGroup var list: StrategyListOption

    /// The spelling before `--strategies`: `--strategy a b`. Still accepted, no longer shown.
    @Option(name: .customLong("strategy"), parsing: .upToNextOption, help: .hidden, completion: strategyIDCompletion)
    var spacedStrategies: [String] = []

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if !spacedStrategies.isEmpty {
            guard list.strategies == nil else {
                throw ValidationError("Please give either --strategies or --strategy.")
            }
            _ = try strategyList(named: spacedStrategies)
        }
    }

    func run() throws {
        try refuseInputsAsOutputs(outputs: [output].compactMap { $0 }, inputs: [scene.scene])
        let scene = try scene.load()
        let strategies = try spacedStrategies.isEmpty ? list.resolved : strategyList(named: spacedStrategies)
        let types = strategies ?? KeySlideTool.strategies(for: scene)
        let recordings = types.map { Simulation.run(scene, strategy: $0.init()) }
        OffScreenTapWarnings.warn(recordings, file: self.scene.scene)
        let report = ExplainReport(scene: scene, recordings: recordings)
        // The table reaches a terminal; a file gets the text as it is.
        let text = json ? report.json.serialized(.indented, decimals: 4) : report.text
        try Output.write((output == nil ? Terminal.safe(text) : text) + "\n", to: output)
    }
}

/// `keyslide strategies`: the ids, with one line and a source each.
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies",
        abstract: "List the keyboard-avoidance strategies.")

    @Flag(help: "Print JSON instead of a list.")
    var json = false

    func run() {
        if json {
            let list = KeySlideTool.strategies.map { type in
                JSONValue.object([
                    ("id", .string(type.id)), ("summary", .string(type.summary)), ("source", .string(type.source)),
                ])
            }
            print(JSONValue.array(list).serialized(.lines))
            return
        }
        let width = KeySlideTool.strategies.map { $0.id.count }.max() ?? 0
        for type in KeySlideTool.strategies {
            print(type.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + type.summary)
            print(String(repeating: " ", count: width) + "  source: " + type.source)
        }
    }
}
