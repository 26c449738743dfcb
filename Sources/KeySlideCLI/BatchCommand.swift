import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlideSystem
import KeySlideUIKit

/// What a batch writes of each scene, and where: the options `batch` and the process each of its
/// scenes renders in (`batch-scene`) both take, declared once here, and handed from the one to
/// the other by one serializer, `arguments`.
struct BatchOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output folder.", completion: .directory)
    var output = "Output"

    @Option(
        parsing: .unconditional,
        help:
            "Pixels per point for the GIFs (--gif, --compare-gif): 1, 2 or 3. (default: \(RenderSettings.defaultScale))",
        completion: scaleCompletion)
    var scale: Int?

    @Flag(
        help: ArgumentHelp(
            "Also write each strategy as a GIF (<scene>-<strategy>.gif), shown in the gallery in place of its SVG. "
                + "Off by default: GIFs are most of a batch's time, and the gallery plays the SVGs."))
    var gif = false

    @Flag(
        help: ArgumentHelp(
            "Also write each comparison as a GIF (<scene>-compare.gif), linked from the gallery. Off by default: "
                + "the gallery shows the comparison as SVG, and the GIF is the dearest picture of a scene."))
    var compareGIF = false

    @Option(
        help: ArgumentHelp(
            "Draw every scene light or dark in place of its appearance; profiles before iOS 13 stay light.",
            valueName: "light|dark"))
    var appearance: Appearance?

    @Flag(inversion: .prefixedNo, help: "Draw the device's frame around each phone. (default: each scene's bezel)")
    var bezel: Bool?

    /// What the batch writes, from the flags.
    var pictures: Batch.Pictures { Batch.Pictures(strategyGIFs: gif, comparisonGIF: compareGIF) }

    /// The settings every scene is rendered with (a batch divides the workers among its scenes).
    var settings: RenderSettings {
        RenderSettings(scale: scale ?? RenderSettings.defaultScale, appearance: appearance, bezel: bezel)
    }

    func validate() throws {
        if let scale {
            try checkWholeNumber(scale, of: "--scale", in: RenderSettings.scales)
            // A batch without GIFs used to write them: say why the scale has nothing to set.
            guard pictures.anyGIF else {
                throw ValidationError(
                    "--scale sets the GIFs' pixels per point, and this batch writes none: add --gif (each strategy) "
                        + "or --compare-gif (the comparison).")
            }
        }
    }

    /// These options as command-line arguments: parsed again, they give these options back. The
    /// output folder is written `--output=…`, so a folder named like an option stays a value.
    var arguments: [String] {
        ["--output=" + output] + (scale.map { ["--scale", String($0)] } ?? []) + (gif ? ["--gif"] : [])
            + (compareGIF ? ["--compare-gif"] : []) + (appearance.map { ["--appearance", $0.rawValue] } ?? [])
            + (bezel.map { [$0 ? "--bezel" : "--no-bezel"] } ?? [])
    }
}

/// `keyslide batch`: a folder of scenes into a folder of pictures and a gallery.
struct BatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render every scene in a folder, with comparisons, explain reports and a gallery page.",
        discussion: """
            For each scene: an animated SVG per strategy and of the comparison, its chart and the explain report \
            as JSON; GIFs too when asked (--gif for each strategy, --compare-gif for the comparison); then \
            OUT/index.html, a gallery that opens from disk and plays the pictures (up to \(Gallery.scenesPerPage) scenes a page: index-2.html, \
            ...). Scenes render in parallel. A bad \
            scene is reported with its error and does not stop the others; the exit status is 1 if any scene \
            failed. Example: keyslide batch Samples -o site --gif --scale 2.
            """)

    @Argument(help: "The folder of scene files.", completion: .directory)
    var directory = "Samples"

    @OptionGroup var options: BatchOptions

    /// Optional, so that help states the default in words: a default value of the number of
    /// processors printed "(default: the number of processors) (default: 2)" on a machine of two.
    @Option(parsing: .unconditional, help: "Scenes rendered at once, 1 to 256. (default: the number of processors)")
    var jobs: Int?

    /// Scenes at once: each is a process of its own with its pictures' memory, and more than a
    /// machine's processors gain nothing; 256 is more than any machine KeySlide runs on needs,
    /// and few enough processes that a typo (`--jobs 10000`) cannot exhaust the process table.
    static let jobRange = 1...256

    @Option(
        help: ArgumentHelp(
            "Render only share K of N: of the sorted scene files, file i (from 0) is in share i mod N + 1. "
                + "Merge the shares' folders with `keyslide gallery`.", valueName: "K/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp("The gallery page's heading. (default: \(Gallery.title))", valueName: "text"))
    var title: String?

    @OptionGroup var report: ReportOptions

    func validate() throws {
        if let title { try checkHeading(title) }
        if let jobs { try checkWholeNumber(jobs, of: "--jobs", in: Self.jobRange) }
        if let shard, Batch.Shard(shard) == nil {
            throw ValidationError("--shard must be K/N with whole numbers 1 ≤ K ≤ N, got \(Quoted.value(shard)).")
        }
    }

    func run() async throws {
        let bar = ProgressLine(label: "batch", isTerminal: Platform.standardErrorIsTerminal && !report.quiet)
        let options = self.options
        let result = try await Batch.run(
            directory: directory, output: options.output, settings: options.settings, pictures: options.pictures,
            strategies: KeySlideTool.strategies, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            shard: shard.flatMap(Batch.Shard.init), heading: title ?? Gallery.title
        ) { done, total, scene in
            show(scene, bar: bar)
            bar.update(done, of: total)
        } renderer: { file, _, settings, _ in
            await BatchWorker.render(file, options: options, workers: settings.workers)
        }
        bar.finish()
        if report.json {
            report.printJSON(command: "batch", JSONReports.batch(result, output: options.output))
        } else {
            printSummary(of: result)
        }
        if !result.succeeded { throw ExitCode.failure }
    }

    /// A scene as it finishes: its warnings, then `failed: …` with its failure, or a line of what
    /// it wrote when standard error is no terminal (where the bar shows the progress instead).
    private func show(_ scene: Batch.SceneResult, bar: ProgressLine) {
        for line in scene.warnings { Terminal.warn(line) }
        if let failure = scene.failure {
            bar.finish()
            Platform.writeToStandardError("failed: \(Terminal.safe(failure.description))\n")
        } else if !bar.isTerminal, !report.quiet, !report.json {
            let bytes = scene.files.reduce(0) { $0 + $1.byteCount }
            let name = Terminal.safe(scene.sceneName ?? scene.file)
            Terminal.printLine("rendered \(name): \(scene.files.count) files, \(bytes.byteLabel)")
        }
    }

    /// Each failed check, then the summary line (with `--quiet`, only for a batch that failed).
    private func printSummary(of result: Batch.Result) {
        for (file, check) in result.failedChecks {
            print("check failed: \(Terminal.safe(file)): \(Terminal.safe(check.line))")
        }
        let good = result.scenes.count - result.failures.count
        let checks = result.scenes.flatMap(\.checks)
        let checked =
            checks.isEmpty ? "" : "; checks: \(checks.count - result.failedChecks.count) of \(checks.count) passed"
        if !report.quiet || !result.succeeded {
            print(
                "\(good) of \(result.scenes.count) scenes rendered into \(Terminal.safe(options.output)); "
                    + "gallery: \(Terminal.safe(result.gallery ?? "not written"))\(checked)")
        }
    }
}

extension Appearance: ExpressibleByArgument {}
