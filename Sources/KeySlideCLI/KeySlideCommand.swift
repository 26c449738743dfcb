import ArgumentParser
import KeySlideEasing

/// The `keyslide` tool: one subcommand per job. `KeySlideTool.main(strategies:)` runs it.
///
/// Each subcommand lives in its own file as its own `ParsableCommand`; adding one means adding
/// its type to `subcommands` below.
struct KeySlideCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyslide",
        abstract: "See what iOS keyboard-avoidance code does, frame by frame.",
        discussion: """
            Exit status: 0 when everything worked; 1 when a scene, a render or a check failed (a bad scene \
            file, a failed write, any failed scene in a batch); 64 for a usage mistake (an unknown option or \
            strategy, a value out of range); 70 when the tool was built with strategies that cannot be used \
            together (an id malformed, reserved or taken twice).
            Shell completions: keyslide --generate-completion-script bash|zsh|fish.
            """,
        version: KeySlideTool.version,
        subcommands: [
            RenderCommand.self, CompareCommand.self, BatchCommand.self,
            TraceCommand.self, ExplainCommand.self, StrategiesCommand.self, DevicesCommand.self,
            CurveCommand.self, ChartCommand.self, OptionsCommand.self, ImportCommand.self, CheckCommand.self,
            GalleryCommand.self, PreviewCommand.self, EmbedCommand.self,
            BatchSceneCommand.self,
        ]
    )
}

extension KeySlideCommand {
    /// The one-line usage error for a first word that is close to a command but is none
    /// (`keyslide rendr`: "did you mean 'render'?"); nil for a command, an option, or a word
    /// close to none (argument-parser then reports it as it does).
    static func unknownCommandMessage(for word: String) -> String? {
        let commands = configuration.subcommands.map { $0.configuration }
        let names = commands.filter { $0.shouldDisplay }.compactMap { $0.commandName } + ["help"]
        guard !word.hasPrefix("-"), !(names + commands.compactMap { $0.commandName }).contains(word),
            let closest = NameSuggestion.closest(to: word, among: names)
        else { return nil }
        return "Error: unknown command '\(Terminal.safe(word))'; did you mean '\(closest)'? "
            + "Commands: \(names.joined(separator: ", "))."
    }
}

/// A bad value on the command line, reported as `Error: <message>` with exit status 1.
///
/// Usage mistakes — a flag combination that makes no sense, a count out of range — throw
/// argument-parser's `ValidationError` instead, which adds the usage line and exits with 64.
struct InputError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A usage mistake found only as the command runs — a value checked against the scene it names
/// (`render --at` past the scene's end) — reported as `Error: <message>` with exit status 64,
/// as argument-parser reports the ones it finds while parsing.
struct UsageError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
