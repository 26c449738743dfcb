import ArgumentParser

/// The `keyslide` tool: one subcommand per job. `KeySlideCLI.main(strategies:)` runs it.
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
        version: KeySlideCLI.version,
        subcommands: [
            RenderCommand.self, CompareCommand.self, BatchCommand.self,
            TraceCommand.self, ExplainCommand.self, StrategiesCommand.self,
            CurveCommand.self, ChartCommand.self, OptionsCommand.self, ImportCommand.self, CheckCommand.self,
            GalleryCommand.self,
            BatchSceneCommand.self,
        ]
    )
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
