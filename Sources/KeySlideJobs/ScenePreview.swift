import Foundation
import KeySlideImport
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem
import Synchronization

/// One scene rendered for `keyslide preview`, all in memory: the gallery's page of the scene (its
/// player with the strategies side by side, the verdicts, the events, the chart) and the files
/// that page links. The preview writes nothing to disk, so a scene saved a hundred times leaves
/// nothing behind, and the page is the gallery's own (`Gallery.scenePage`), not a second look.
public struct ScenePreview: Sendable {
    /// What to render besides the file's own choices: the preview page's switches.
    public struct Options: Hashable, Sendable {
        /// Strategy ids in place of the scene's own list; `nil` keeps the scene's (else all).
        public var strategies: [String]?
        /// A device preset's name (`Device.all`) in place of the scene's `device:`.
        public var device: String?
        /// Light or dark in place of the scene's `appearance:` (`RenderSettings.appearance`).
        public var appearance: Appearance?

        public init(strategies: [String]? = nil, device: String? = nil, appearance: Appearance? = nil) {
            self.strategies = strategies
            self.device = device
            self.appearance = appearance
        }
    }

    /// The scene's title.
    public let title: String
    /// The strategies run, in order.
    public let strategies: [String]
    /// The device preset the scene ran on.
    public let device: String
    /// The appearance the phones are drawn in (the switch's, else the scene's; light before iOS 13).
    public let appearance: Appearance
    /// The `file:line:col: warning: …` lines loading and running the scene gave.
    public let warnings: [String]
    /// The page's name: its links are relative to it.
    public static let pageName = "index.html"

    /// The page, the comparison, the chart and the explain report, by name.
    private let files: [String: [UInt8]]
    private let recordings: [Recording]
    private let verdicts: [Verdicts]
    private let sceneName: String
    private let settings: RenderSettings

    /// The file `name` the page links (the page itself is `pageName`), or nil for a name it does not
    /// link. A strategy's own SVG is drawn when first asked for: the page folds them away.
    public func file(named name: String) -> [UInt8]? {
        if let file = files[name] { return file }
        guard
            let index = strategies.firstIndex(where: { strategy in
                Runner.fileName(scene: sceneName, strategyID: strategy, format: .animatedSVG) == name
            })
        else { return nil }
        let drawing = Renderer.drawing(of: recordings[index], verdicts: verdicts[index], settings: settings)
        let scene = recordings[index].scene
        let picture = try? Renderer.render(drawing, as: .animatedSVG, scale: settings.scale, fps: scene.fps)
        return try? picture?.fileBytes()
    }

    /// Why a scene could not be previewed: its one line (`file:line:col: …`), for the page to show
    /// above the last picture that worked.
    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// Loads, runs and draws the scene in `file` with `options`, among `known` strategies (ids
    /// are checked where they come in; one not among them is a failure here).
    ///
    /// - Returns: the preview or why it failed, and the files read (the scene file and any layout
    ///   file it names), whose change calls for a new preview.
    public static func render(
        file: String, options: Options, known: [any AvoidanceStrategy.Type]
    ) -> (outcome: Result<ScenePreview, Failure>, inputs: [String]) {
        let layouts = LayoutFiles(warnings: WarningLines())
        do {
            let scene = try SceneLoader.load(
                contentsOf: file, knownStrategies: known.map { $0.id }, layouts: layouts,
                overrides: SceneOverrides(device: options.device), warn: { layouts.warnings.append($0) })
            let chosen = try options.strategies.map { ids in
                try ids.map { id throws(UnknownStrategy) in
                    try StrategyCatalog.strategy(named: id, among: known)
                }
            }
            let settings = RenderSettings(appearance: options.appearance)
            let preview = try make(
                scene, file: file, strategies: chosen ?? StrategyCatalog.strategies(for: scene, among: known),
                settings: settings,
                layoutWarnings: layouts.warnings.lines
                    + [settings.appearanceWarning(for: scene, file: file)].compactMap { $0 })
            return (.success(preview), layouts.inputs(file))
        } catch {
            return (.failure(Failure(message: SceneFailure(error, file: file).description)), layouts.inputs(file))
        }
    }

    /// Runs and draws a loaded scene.
    private static func make(
        _ scene: Scene, file: String, strategies: [any AvoidanceStrategy.Type], settings: RenderSettings,
        layoutWarnings: [String]
    ) throws -> ScenePreview {
        let comparison = Runner.Output(.comparison, .animatedSVG)
        try WorkCeiling.check([comparison], scene: scene, phones: strategies.count, settings: settings)
        let recordings = Runner.record(scene, strategies: strategies)
        let report = ExplainReport(scene: scene, recordings: recordings)
        let verdicts = report.explanations.map(\.verdicts)
        let drawing = Renderer.comparisonDrawing(of: recordings, verdicts: verdicts, settings: settings)
        let svg =
            try Renderer.render(drawing, as: .animatedSVG, scale: settings.scale, fps: scene.fps).fileBytes() ?? []
        let comparisonName = Runner.fileName(scene: scene.name, strategyID: nil, format: .animatedSVG)
        let chartName = Batch.chartFileName(scene: scene.name)
        let strategyNames = recordings.map {
            Runner.fileName(scene: scene.name, strategyID: $0.strategy, format: .animatedSVG)
        }
        let reportName = Batch.explainFileName(scene: scene.name)
        let json = Gallery.report(report, file: file, pictures: [comparisonName, chartName] + strategyNames)
        var entry = try Gallery.entry(explainReport: Data(json), path: reportName)
        if case .success(let text) = Gallery.inlinableSVG(Data(svg), file: comparisonName) {
            entry.scene?.comparisonSVG = text
        }
        let files: [String: [UInt8]] = [
            pageName: Array(Gallery.scenePage(for: entry).utf8), comparisonName: svg, reportName: json,
            chartName: Array(Renderer.chartSVG(of: recordings).utf8),
        ]
        return ScenePreview(
            title: scene.title, strategies: recordings.map(\.strategy), device: scene.device.name,
            appearance: settings.lookOptions.appearance(of: scene),
            warnings: layoutWarnings + OffScreenTapWarnings.lines(for: recordings, file: file), files: files,
            recordings: recordings, verdicts: verdicts, sceneName: scene.name, settings: settings)
    }
}

/// The importer's layout reader, noting each layout file a scene names so the preview watches it
/// too, and gathering the files' warnings. A class: the loader holds it as a `LayoutResolver`
/// while the preview reads what it noted.
private final class LayoutFiles: LayoutResolver {
    let warnings: WarningLines
    private let paths = Mutex<[String]>([])
    private let reader: ImportedLayouts

    init(warnings: WarningLines) {
        self.warnings = warnings
        reader = ImportedLayouts(warn: { warnings.append($0.warningLine) })
    }

    func sceneDescription(for reference: LayoutReference) throws(SceneError) -> SceneDescription {
        paths.withLock { $0.append(reference.path) }
        return try reader.sceneDescription(for: reference)
    }

    /// The scene file, then each layout file it named.
    func inputs(_ file: String) -> [String] { [file] + paths.withLock { $0 } }
}
