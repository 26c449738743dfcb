import KeySlideGeometry
import KeySlideScene

/// The `explain` report for a scene: one explanation per strategy, and a table comparing them.
public struct ExplainReport: Sendable {
    public let scene: Scene
    public let explanations: [Explanation]

    /// Runs `scene` under `strategies` (the scene's own list when `nil`, else every built-in).
    public init(scene: Scene, strategies: [any AvoidanceStrategy.Type]? = nil) {
        let types = strategies ?? StrategyCatalog.strategies(for: scene)
        self.init(scene: scene, recordings: types.map { Simulation.run(scene, strategy: $0.init()) })
    }

    /// The report on recordings already made of `scene`.
    public init(scene: Scene, recordings: [Recording]) {
        self.scene = scene
        explanations = recordings.map(Explanation.init)
    }

    /// A heading naming the scene, each strategy's steps and verdicts, and a summary table.
    public var text: String {
        let heading =
            "\(scene.title)\n\(scene.name): \(scene.device.name), \(scene.profile.name), "
            + "\(scene.orientation.rawValue), \(scene.duration.readable()) s"
        return ([heading] + explanations.map(\.text) + [Explanation.summaryTable(explanations)]).joined(
            separator: "\n\n")
    }

    public var json: JSONValue {
        .object([
            ("scene", .string(scene.name)),
            ("title", .string(scene.title)),
            ("device", .string(scene.device.name)),
            ("profile", .string(scene.profile.name)),
            ("orientation", .string(scene.orientation.rawValue)),
            ("strategies", .array(explanations.map(\.json))),
        ])
    }
}
