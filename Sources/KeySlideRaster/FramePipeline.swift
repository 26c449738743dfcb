import Dispatch
import KeySlideCanvas
import KeySlideGeometry
import Synchronization

/// Paints an animation's frames and does each frame's own work on two cores, then hands the
/// results over in frame order.
///
/// A frame goes through three stages:
/// 1. *painted*: the worker that painted it works on its canvas at once (a GIF indexes the
///    pixels that changed, a PNG folder compresses the picture), keeping its own state;
/// 2. *compared*: any worker sets it against the last frame before it that was painted (a GIF
///    finds what changed and encodes it): this is most of a GIF's time, so it must not wait
///    for the frames before it to be delivered;
/// 3. *delivered*, in frame order, on the calling thread: only cheap work (writing bytes).
///
/// Frames go in rounds of `roundSize`. In each round the two workers take tasks from a shared
/// counter: comparing the round before's frames, then painting this round's. Each worker paints
/// over the frame it painted last, only where they differ (`FramePainter`), and a frame's
/// pixels never depend on what was painted before, so which worker does what never changes a
/// byte. Two rounds of results are all that is kept, so memory stays flat however long the
/// scene.
struct FramePipeline {
    /// Frames per round at most: enough to share out evenly (the two workers wait for each other
    /// at the end of each round), few enough to keep two rounds small. Measured on the five-phone
    /// compare of Samples/readme-form.yaml at scale 1: rounds of 4 kept the two cores busy for
    /// 1.7 times the time the longer worker took, rounds of 8 for 1.84; docs/performance.md.
    static let maximumRoundSize = 8
    /// Bytes the results of two rounds may hold, at a byte a pixel (a GIF's palette indices; a
    /// PNG's compressed bytes are fewer): a large canvas gets shorter rounds. Twelve phones at
    /// scale 3 (54.5 million pixels, the largest canvas the work ceiling lets through) take
    /// rounds of 2.
    static let resultBudget = 256 << 20

    /// Frames per round for a canvas of `pixels`: `maximumRoundSize`, or fewer so that two
    /// rounds of results fit `resultBudget`; at least one.
    static func roundSize(pixels: Int) -> Int {
        max(1, min(maximumRoundSize, resultBudget / max(1, 2 * pixels)))
    }

    /// Frames per round for this pipeline's canvas.
    let roundSize: Int
    /// Workers unless told: `RasterOptions.defaultWorkers`; tests run one to show the bytes do
    /// not depend on it.
    static let defaultWorkers = RasterOptions.defaultWorkers
    /// Above this many pixels a canvas gets one worker, whatever was asked. Each worker holds
    /// about 13 bytes a pixel (its truecolor canvas, its palette indices and, while a GIF frame
    /// is encoded, the changed box's copies: crop, unchanged flags, transparency choices),
    /// so two workers on twelve phones at scale 3 (54.5 million pixels) peaked at 2.2 GB, past
    /// the 2 GB bar (issue 9); with one worker the whole render peaked at 945 MiB (measured
    /// 2026-11-27), and up to this size two stay under about 1 GB.
    static let soloAbove = 30_000_000

    /// The workers a canvas of `pixels` gets when `asked` are asked for.
    static func workers(asked: Int, pixels: Int) -> Int { pixels > soloAbove ? 1 : asked }

    private var painters: [FramePainter]

    /// `workers` workers (one above `soloAbove` pixels) painting canvases of `size` at `scale`,
    /// each starting from `textLayout` (labels already laid out).
    init(size: Size, scale: Int, textLayout: TextLayout, workers: Int = defaultWorkers) throws(RasterError) {
        precondition(workers >= 1, "a pipeline needs a worker")
        let pixels = try canvasPixels(of: size, scale: scale)
        roundSize = Self.roundSize(pixels: pixels.width * pixels.height)
        painters = []
        for _ in 0..<Self.workers(asked: workers, pixels: pixels.width * pixels.height) {
            painters.append(try FramePainter(size: size, scale: scale, textLayout: textLayout))
        }
    }

    /// Paints `drawing` at each of `times` and runs each frame through the three stages.
    ///
    /// - Parameters:
    ///   - workerState: each worker starts with its own copy, which only `painted` touches.
    ///   - painted: stage 1, with the canvas and the areas painted again (none: nothing changed).
    ///   - compared: stage 2, with stage 1 of the last painted frame before (`nil` for the first).
    ///   - deliver: stage 3, in frame order; `nil` for a frame whose display list equals the
    ///     frame before's, whose stages 1 and 2 are dropped.
    mutating func run<WorkerState, Painted, Compared>(
        _ drawing: Drawing, at times: [Double], workerState: WorkerState,
        painted: (inout WorkerState, _ canvas: GDImage, _ areas: [PixelRect]) throws(RasterError) -> Painted,
        compared: (_ previous: Painted?, _ current: Painted) throws(RasterError) -> Compared,
        deliver: (_ frame: Int, _ result: Compared?) throws(RasterError) -> Void
    ) throws(RasterError) {
        let roundSize = self.roundSize
        let slotCount = 2 * roundSize
        let results = Slots<Painted?>(count: slotCount)
        // Stage 1 of the last painted frame before each frame (per slot).
        let predecessors = Slots<Painted?>(count: slotCount)
        let outcomes = Slots<Compared?>(count: roundSize)
        let repeated = Slots<Bool>(count: slotCount, value: false)
        // Each frame's display list, from its painting until the next frame is set against it.
        let lists = Slots<DisplayList?>(count: slotCount)
        let workers = painters.count
        let failures = Slots<RasterError?>(count: workers)
        let states = Slots<WorkerState>(count: workers, value: workerState)
        let next = Counter()
        var carried: Painted?
        try painters.withUnsafeMutableBufferPointer { (painters) throws(RasterError) in
            try withoutActuallyEscaping(painted) { (painted) throws(RasterError) in
                try withoutActuallyEscaping(compared) { (compared) throws(RasterError) in
                    let shared = Shared(
                        painters: painters, states: states, results: results, predecessors: predecessors,
                        outcomes: outcomes, repeated: repeated, lists: lists, failures: failures, next: next,
                        painted: painted,
                        compared: compared, drawing: drawing, times: times, roundSize: roundSize)
                    let rounds = (times.count + roundSize - 1) / roundSize
                    for round in 0...rounds {
                        next.reset()
                        // The other workers on threads of Dispatch's global pool (not the caller's,
                        // which may be a Swift concurrency thread that must not wait on itself).
                        let helpers = DispatchGroup()
                        for worker in 1..<workers {
                            DispatchQueue.global().async(group: helpers) { shared.work(round: round, worker: worker) }
                        }
                        shared.work(round: round, worker: 0)
                        helpers.wait()
                        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
                        // This round's frames learn whether they repeat the frame before (each
                        // display list is built once, when its frame is painted) and which
                        // painted frame each follows.
                        for frame in Self.frames(of: round, size: roundSize, count: times.count) {
                            let slot = frame % slotCount
                            if frame > 0 {
                                let before = (frame - 1) % slotCount
                                repeated[slot] = lists[before] == lists[slot]
                                lists[before] = nil
                            }
                            predecessors[slot] = carried
                            if !repeated[slot] { carried = results[slot] }
                        }
                        guard round > 0 else { continue }
                        for frame in Self.frames(of: round - 1, size: roundSize, count: times.count) {
                            let slot = frame % slotCount
                            let outcome = repeated[slot] ? nil : outcomes[frame % roundSize]
                            outcomes[frame % roundSize] = nil
                            try deliver(frame, outcome)
                        }
                    }
                }
            }
        }
    }

    /// `transform` of each of `items`, in their order, worked out by `workers` workers (this
    /// thread and others on Dispatch's global pool) that take the items from a shared counter.
    /// `alongside` runs once, at the same time, on a thread of Dispatch's pool that then joins
    /// the workers (when there are two or more), so that sequential work — preparing the next
    /// items — overlaps the items' own.
    static func map<Item, Result>(
        _ items: [Item], workers: Int, alongside: () -> Void = {}, _ transform: (Item) -> Result
    ) -> [Result] {
        let results = Slots<Result?>(count: items.count)
        let next = Counter()
        withoutActuallyEscaping(transform) { transform in
            withoutActuallyEscaping(alongside) { alongside in
                let shared = Mapping(
                    items: items, results: results, next: next, transform: transform, alongside: alongside)
                let helpers = DispatchGroup()
                // With one worker asked for (a canvas above `soloAbove`), `alongside` gets a
                // thread of its own but takes no items: one item's copies at a time.
                DispatchQueue.global().async(group: helpers) {
                    shared.alongside()
                    if workers > 1 { shared.work() }
                }
                for _ in 2..<max(2, workers) {
                    DispatchQueue.global().async(group: helpers) { shared.work() }
                }
                shared.work()
                helpers.wait()
            }
        }
        return results.values.map { $0! }
    }

    /// What `map`'s workers share: each writes only the results of the items it takes.
    private struct Mapping<Item, Result>: @unchecked Sendable {
        let items: [Item]
        let results: Slots<Result?>
        let next: Counter
        let transform: (Item) -> Result
        let alongside: () -> Void

        func work() {
            while true {
                let index = next.take()
                guard index < items.count else { return }
                results[index] = transform(items[index])
            }
        }
    }

    /// The frame numbers of `round`, in rounds of `size`.
    fileprivate static func frames(of round: Int, size: Int, count: Int) -> Range<Int> {
        min(count, round * size)..<min(count, (round + 1) * size)
    }

    /// Values the workers share, in fixed places: each worker touches only its own state and
    /// failure, and the slots of the tasks it takes; a round ends when both have finished it,
    /// which orders one round's writes before the next round's reads.
    private final class Slots<Value>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<Value>

        init(count: Int, value: Value) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: value)
        }

        convenience init<Wrapped>(count: Int) where Value == Wrapped? {
            self.init(count: count, value: nil)
        }

        deinit { storage.deinitialize().deallocate() }

        subscript(index: Int) -> Value {
            get { storage[index] }
            set { storage[index] = newValue }
        }

        /// Runs `body` on the value in place.
        func update<Result>(_ index: Int, _ body: (inout Value) throws(RasterError) -> Result) throws(RasterError)
            -> Result
        {
            try body(&storage[index])
        }

        var values: UnsafeMutableBufferPointer<Value> { storage }
    }

    /// The next task of a round, taken by either worker.
    private final class Counter: @unchecked Sendable {
        private let value = Atomic<Int>(0)

        func reset() { value.store(0, ordering: .sequentiallyConsistent) }

        func take() -> Int { value.wrappingAdd(1, ordering: .relaxed).oldValue }
    }

    private struct Shared<WorkerState, Painted, Compared>: @unchecked Sendable {
        let painters: UnsafeMutableBufferPointer<FramePainter>
        let states: Slots<WorkerState>
        let results: Slots<Painted?>
        let predecessors: Slots<Painted?>
        let outcomes: Slots<Compared?>
        let repeated: Slots<Bool>
        let lists: Slots<DisplayList?>
        let failures: Slots<RasterError?>
        let next: Counter
        let painted: (inout WorkerState, GDImage, [PixelRect]) throws(RasterError) -> Painted
        let compared: (Painted?, Painted) throws(RasterError) -> Compared
        let drawing: Drawing
        let times: [Double]
        let roundSize: Int

        /// Takes the tasks of `round` until none is left: first comparing the round before's
        /// frames (the longer tasks, so that the two workers end close together), then painting
        /// this round's.
        func work(round: Int, worker: Int) {
            let comparing =
                round > 0 ? FramePipeline.frames(of: round - 1, size: roundSize, count: times.count) : 0..<0
            let painting = FramePipeline.frames(of: round, size: roundSize, count: times.count)
            while failures[worker] == nil {
                let task = next.take()
                do throws(RasterError) {
                    if task < comparing.count {
                        try compare(comparing.lowerBound + task)
                    } else if task - comparing.count < painting.count {
                        try paint(painting.lowerBound + task - comparing.count, worker: worker)
                    } else {
                        return
                    }
                } catch {
                    failures[worker] = error
                }
            }
        }

        private func compare(_ frame: Int) throws(RasterError) {
            let slot = frame % results.values.count
            guard !repeated[slot], let current = results[slot] else { return }
            outcomes[frame % roundSize] = try compared(predecessors[slot], current)
        }

        /// Paints `frame` and runs stage 1, keeping its display list: whether it repeats the
        /// frame before is settled when the round ends (a repeat is painted all the same, which
        /// costs little — nothing changed since the frame before — and spares building every
        /// frame's list a second time, the frame before's, to find out first).
        private func paint(_ frame: Int, worker: Int) throws(RasterError) {
            let slot = frame % results.values.count
            let list = drawing.displayList(at: times[frame])
            lists[slot] = list
            results[slot] = nil
            let areas = try painters[worker].paint(list)
            let canvas = painters[worker].canvas
            results[slot] = try states.update(worker) { (state) throws(RasterError) in
                try painted(&state, canvas, areas)
            }
        }
    }
}
