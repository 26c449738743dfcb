// Step 4 of the DocC tutorial "Write and compare your own strategy"
// (Sources/KeySlideSimulation/KeySlideSimulation.docc/WriteAndCompareYourOwnStrategy.md), verbatim
// from `import KeySlideSimulation` to the end of this file; TutorialTests checks the article still
// shows exactly this code, and runs it.
import KeySlideSimulation

/// The explain report for the scene file at `path`, run under the strategies its `strategies:`
/// list names, which may include `CenterField` beside the built-in ones.
func centerFieldReport(sceneFile path: String) throws -> ExplainReport {
    let strategies = try StrategyCatalog.all(adding: [CenterField.self])
    let scene = try SceneLoader.load(contentsOf: path, knownStrategies: strategies.map { $0.id })
    return ExplainReport(scene: scene, strategies: StrategyCatalog.strategies(for: scene, among: strategies))
}
