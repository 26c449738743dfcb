import Foundation
import KeySlideSimulation

extension Batch {
    /// What happened to one scene file: everything a batch reports of it, worked out where the
    /// scene was loaded, simulated and rendered, and nowhere else.
    ///
    /// `keyslide batch` renders each scene in a process of its own (`keyslide batch-scene`), and
    /// this is that process's answer, sent as JSON (`serialized()`, `init(serialized:)`): the
    /// batch itself never loads a scene, so a scene that crashes whatever loads it costs only its
    /// own process, and nothing is simulated twice.
    public struct SceneResult: Hashable, Sendable, Codable {
        /// The scene file's path, as the batch named it.
        public var file: String
        /// The scene's name (`Scene.name`), once the file loaded.
        public var sceneName: String?
        /// What stopped the scene; `nil` when it rendered.
        public var failure: SceneFailure?
        /// The files written into the output folder, in writing order.
        public var files: [WrittenFile]
        /// Each strategy's verdicts, in the scene's strategy order.
        public var verdicts: [StrategyVerdicts]
        /// The scene's expectations (`expect:`) measured; empty when it states none.
        public var checks: [CheckResult]
        /// `file:line: warning: …` lines: the layout file's, then taps off the screen.
        public var warnings: [String]
        /// What the gallery shows of the scene, read from the explain report as it was written, as
        /// `keyslide gallery` reads it from disk, so both pages have the same bytes; `nil` when
        /// the scene failed (`galleryEntry` then shows the failure).
        public var entry: Gallery.Entry?

        public init(
            file: String, sceneName: String? = nil, failure: SceneFailure? = nil, files: [WrittenFile] = [],
            verdicts: [StrategyVerdicts] = [], checks: [CheckResult] = [], warnings: [String] = [],
            entry: Gallery.Entry? = nil
        ) {
            self.file = file
            self.sceneName = sceneName
            self.failure = failure
            self.files = files
            self.verdicts = verdicts
            self.checks = checks
            self.warnings = warnings
            self.entry = entry
        }

        /// The scene's section of the gallery: its entry, or its failure.
        public var galleryEntry: Gallery.Entry {
            entry ?? .failed(file: file, error: failure?.description ?? "unknown error")
        }
    }

    /// One strategy's verdicts, named by its id.
    public struct StrategyVerdicts: Hashable, Sendable, Codable {
        public var strategy: String
        public var verdicts: Verdicts

        public init(strategy: String, verdicts: Verdicts) {
            self.strategy = strategy
            self.verdicts = verdicts
        }
    }

    /// What a batch run did.
    public struct Result: Sendable {
        /// One entry per scene file, sorted by file name.
        public var scenes: [SceneResult]
        /// The gallery page's path, when it was written.
        public var gallery: String?
        /// Every scene rendered, every expectation held, and the gallery written.
        public var succeeded: Bool { failures.isEmpty && failedChecks.isEmpty && gallery != nil }
        public var failures: [SceneResult] { scenes.filter { $0.failure != nil } }
        /// Every expectation that did not hold, with its scene file.
        public var failedChecks: [(file: String, check: CheckResult)] {
            scenes.flatMap { scene in scene.checks.filter { !$0.passed }.map { (scene.file, $0) } }
        }

        public init(scenes: [SceneResult], gallery: String?) {
            self.scenes = scenes
            self.gallery = gallery
        }
    }
}

extension Batch.SceneResult {
    /// The result as one line of JSON: what a scene's process prints for the batch. Numbers are
    /// written as Swift reads them back, exactly; infinities and NaN, which JSON has no words for,
    /// as strings.
    public func serialized() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = Self.nonFinite.encoding
        return Array(try encoder.encode(self))
    }

    /// The result `serialized()` wrote.
    public init(serialized bytes: [UInt8]) throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = Self.nonFinite.decoding
        self = try decoder.decode(Self.self, from: Data(bytes))
    }

    /// The words for the numbers JSON cannot hold, the same both ways.
    private static let nonFinite = (
        encoding: JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"),
        decoding: JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    )
}
