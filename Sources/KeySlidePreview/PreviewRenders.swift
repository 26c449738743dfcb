import Dispatch
import Foundation
import KeySlideJobs
import KeySlideSimulation
import KeySlideSystem

/// The previews made so far, and when a scene needs a new one: the one owner of rendering for
/// every open page. A page asks for the latest `State` of its scene and switches; this renders
/// again only when a file the last render read has been saved since (and has stayed as saved
/// for `settleTime`), so several pages on one scene share each render, and a page that polls an
/// unchanged scene costs a few `stat` calls.
actor PreviewRenders {
    /// What a page shows of one scene with one set of switches.
    struct Key: Hashable, Sendable {
        var file: String
        var options: ScenePreview.Options
    }

    /// The latest outcome for a key: the number of the last good render (kept while later saves
    /// fail), the failure of the latest save if it failed, and what was read.
    struct State: Sendable, Equatable {
        var good: Int?
        var failure: String?
        /// Bumped by every render, good or not: a page sends an event when it changes.
        var generation: Int
        fileprivate var inputs: [String]
        fileprivate var signatures: [Platform.FileSignature?]
    }

    /// How long a save must stay as it is before it is rendered: an editor that writes a file in
    /// pieces, or removes and renames it into place, settles within this.
    static let settleTime: Duration = .milliseconds(25)
    /// How long a scene file may be missing before that is rendered (as "no such file") rather
    /// than taken for an editor's rename in progress.
    static let missingTime: Duration = .seconds(1)
    /// How many good renders are kept for pages still loading their files; older ones are dropped.
    static let keptRenders = 8

    private let known: [any AvoidanceStrategy.Type]
    private var states: [Key: State] = [:]
    private var renders: [Int: ScenePreview] = [:]
    private var nextNumber = 1
    private var generations = 0
    /// When each key's inputs were first seen missing.
    private var missingSince: [Key: ContinuousClock.Instant] = [:]
    private var inFlight: [Key: Task<State, Never>] = [:]

    init(known: [any AvoidanceStrategy.Type]) {
        self.known = known
    }

    /// The render numbered `number`, if it is still kept.
    func render(_ number: Int) -> ScenePreview? { renders[number] }

    /// The latest state for `key`, rendering first when a file it read has been saved since.
    func state(for key: Key) async -> State {
        if let task = inFlight[key] { return await task.value }
        if let state = states[key] {
            let now = state.inputs.map(Platform.fileSignature(at:))
            guard now != state.signatures else { return state }
            guard await settled(key, inputs: state.inputs, signatures: now) else { return state }
            if let task = inFlight[key] { return await task.value }
        }
        let task = Task { await renderNow(key) }
        inFlight[key] = task
        let state = await task.value
        inFlight[key] = nil
        return state
    }

    /// Whether the files read for `key` have been saved and settled: each there, and unchanged
    /// over `settleTime`; a missing file counts as settled once it has been missing for
    /// `missingTime`.
    private func settled(_ key: Key, inputs: [String], signatures: [Platform.FileSignature?]) async -> Bool {
        if signatures.contains(nil) {
            let since = missingSince[key] ?? ContinuousClock.now
            missingSince[key] = since
            return since.duration(to: .now) >= Self.missingTime
        }
        missingSince[key] = nil
        try? await Task.sleep(for: Self.settleTime)
        return inputs.map(Platform.fileSignature(at:)) == signatures
    }

    /// Renders `key` now, on a thread of its own (a render is seconds of work at the limits, and
    /// the server's tasks share two threads on a two-core machine), and records the outcome.
    private func renderNow(_ key: Key) async -> State {
        let known = self.known
        let (outcome, inputs, signatures) = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                // The scene file's signature before reading it: a save during the render is seen
                // as a change.
                let before = Platform.fileSignature(at: key.file)
                let (outcome, inputs) = ScenePreview.render(file: key.file, options: key.options, known: known)
                let signatures = [before] + inputs.dropFirst().map(Platform.fileSignature(at:))
                continuation.resume(returning: (outcome, inputs, signatures))
            }
        }
        generations += 1
        var state = State(
            good: states[key]?.good, failure: nil, generation: generations, inputs: inputs, signatures: signatures)
        switch outcome {
        case .success(let preview):
            renders[nextNumber] = preview
            renders[nextNumber - Self.keptRenders] = nil
            state.good = nextNumber
            nextNumber += 1
        case .failure(let failure):
            state.failure = failure.message
        }
        states[key] = state
        missingSince[key] = nil
        return state
    }
}
