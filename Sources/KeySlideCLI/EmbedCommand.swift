import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlideSimulation
import KeySlideSystem

/// `keyslide embed`: one scene's comparison in the gallery's player, as one HTML file that needs
/// nothing else, for a documentation site.
struct EmbedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed",
        abstract: "Write a scene's comparison in the gallery's player as one self-contained HTML file.",
        discussion: """
            The file holds the animated SVG, the player's script and its styles and loads nothing else, so it plays \
            from disk and from any static site (GitHub Pages, MkDocs) without a network: put it beside a page and \
            show it in the <iframe> this command prints. Controls: play/pause, a time slider, one frame back and \
            on, the speed, a button per event, and each strategy's steps at the playhead.
            """)

    @OptionGroup var scene: SceneArgument

    @OptionGroup var list: StrategyListOption

    @OptionGroup var look: PhoneLookOptions

    @Option(name: .shortAndLong, help: "Where to write. (default: Output/<scene>-player.html)")
    var output: String?

    @OptionGroup var report: ReportOptions

    func run() throws {
        try refuseInputsAsOutputs(outputs: [output].compactMap { $0 }, inputs: [scene.scene])
        let loaded = try scene.load()
        let strategies = list.resolved ?? KeySlideTool.strategies(for: loaded)
        let path = output ?? defaultOutputFolder + "/" + Embed.fileName(scene: loaded.name)
        try AtomicFile.checkDestination(path)
        let settings = RenderSettings(
            appearance: look.appearance?.single, bezel: look.bezel, comparesAppearances: look.appearance == .both)
        if let warning = settings.appearanceWarning(for: loaded, file: scene.scene) { Terminal.warn(warning) }
        let page: Embed.Page
        do {
            page = try Embed.page(of: loaded, file: scene.scene, strategies: strategies, settings: settings)
        } catch let error as WorkCeiling.Exceeded {
            throw InputError(Terminal.safe(error.message(file: scene.scene, fpsOption: false)))
        }
        try AtomicFolder.makeFolder(AtomicFile.split(path).directory)
        let bytes = Array(page.html.utf8)
        try AtomicFile.write(bytes, to: path)
        let iframe = page.iframe(fileName: AtomicFile.split(path).name, title: loaded.title)
        if report.json {
            report.printJSON(
                command: "embed",
                [("file", ReportOptions.fileJSON(path, bytes: bytes.count)), ("iframe", .string(iframe))])
        } else if !report.quiet {
            print("\(Terminal.safe(path)) (\(bytes.count.byteLabel))")
            print(Terminal.safe(iframe))
        }
    }
}
