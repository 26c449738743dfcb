import ArgumentParser
import KeySlideJobs
import KeySlideSimulation

/// `keyslide chart`: the focused field's bottom edge and the keyboard's top edge over time, a
/// panel per strategy, as one static SVG.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Chart the focused field's bottom edge against the keyboard's top edge over time, as an SVG.",
        discussion: """
            One panel per strategy, on one clock. The vertical axis is the window's y in points, downwards as \
            on the screen: the field is covered where its line lies below the keyboard's, and those stretches \
            are shaded. The user's actions are marked with vertical lines. Sampled at the scene's fps.
            """)

    @OptionGroup var scene: SceneArgument

    @OptionGroup var list: StrategyListOption

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var titled: TitleOption

    func run() throws {
        try refuseInputsAsOutputs(outputs: [output].compactMap { $0 }, inputs: [scene.scene])
        let scene = titled.applied(to: try scene.load())
        let strategies = list.resolved ?? KeySlideTool.strategies(for: scene)
        let recordings = strategies.map { Simulation.run(scene, strategy: $0.init()) }
        try Output.write(Renderer.chartSVG(of: recordings), to: output)
    }
}
