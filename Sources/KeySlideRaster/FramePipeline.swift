import Dispatch
import KeySlideCanvas
import KeySlideGeometry
import Synchronization

/// Paints an animation's frames on two cores and hands them to the encoder in order.
///
/// Frames go in rounds of `roundSize`. While one worker encodes the round before (in order: each
/// GIF frame is written against the one before it), the other paints and indexes this round's
/// frames, and the first joins it once done encoding; the two take frames from a shared counter.
/// Each frame is painted whole from its own display list on a canvas that is cleared first, so
/// which worker paints a frame never changes a byte. Two rounds of index buffers are all that is
/// kept, so memory stays flat however long the scene.
struct FramePipeline {
    /// Frames per round: enough to share out, few enough to keep two rounds small.
    static let roundSize = 4
    static let workers = 2

    private var painters: [FramePainter]
    private var indexers: [PaletteIndexer]

    /// Workers painting with `painter` (copied, each with its own canvas) and `indexer`.
    init(size: Size, scale: Int, textLayout: TextLayout, indexer: PaletteIndexer) throws(RasterError) {
        painters = []
        for _ in 0..<Self.workers {
            painters.append(try FramePainter(size: size, scale: scale, textLayout: textLayout))
        }
        indexers = Array(repeating: indexer, count: Self.workers)
    }

    /// Paints `drawing` at each of `times` and calls `encode` in frame order with its palette
    /// indices, or `nil` when its display list equals the frame before's (nothing to paint).
    mutating func run(
        _ drawing: Drawing, at times: [Double],
        encode: (_ frame: Int, _ indices: [UInt8]?) throws(RasterError) -> Void
    ) throws(RasterError) {
        let count = times.count
        let pixels = painters[0].canvas.width * painters[0].canvas.height
        let slotCount = 2 * Self.roundSize
        let buffers = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: slotCount)
        buffers.initialize(repeating: [])
        let repeated = UnsafeMutableBufferPointer<Bool>.allocate(capacity: slotCount)
        repeated.initialize(repeating: false)
        let failures = UnsafeMutableBufferPointer<RasterError?>.allocate(capacity: Self.workers)
        failures.initialize(repeating: nil)
        defer {
            buffers.deinitialize().deallocate()
            repeated.deinitialize().deallocate()
            failures.deinitialize().deallocate()
        }
        try painters.withUnsafeMutableBufferPointer { (painters) throws(RasterError) in
            try indexers.withUnsafeMutableBufferPointer { (indexers) throws(RasterError) in
                try withoutActuallyEscaping(encode) { (encode) throws(RasterError) in
                    let next = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
                    next.initialize(to: Atomic(0))
                    defer { next.deinitialize(count: 1).deallocate() }
                    let shared = Shared(
                        painters: painters, indexers: indexers, buffers: buffers, repeated: repeated,
                        failures: failures, next: next, encode: encode, drawing: drawing, times: times, pixels: pixels)
                    let rounds = (count + Self.roundSize - 1) / Self.roundSize
                    for round in 0...rounds {
                        next.pointee.store(0, ordering: .sequentiallyConsistent)
                        // Worker 1 on a thread of Dispatch's global pool (not the caller's, which
                        // may be a Swift concurrency thread that must not be waited on by itself).
                        let helper = DispatchGroup()
                        DispatchQueue.global().async(group: helper) { shared.paintRound(round, worker: 1) }
                        if round > 0 { shared.encodeRound(round - 1) }
                        shared.paintRound(round, worker: 0)
                        helper.wait()
                        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
                    }
                }
            }
        }
    }

    /// What the workers share. Each touches only its own painter, indexer and failure, and the
    /// slots of the round it works on; a round ends when both have finished it, which
    /// orders one round's writes before the next round's reads.
    private struct Shared: @unchecked Sendable {
        let painters: UnsafeMutableBufferPointer<FramePainter>
        let indexers: UnsafeMutableBufferPointer<PaletteIndexer>
        let buffers: UnsafeMutableBufferPointer<[UInt8]>
        let repeated: UnsafeMutableBufferPointer<Bool>
        let failures: UnsafeMutableBufferPointer<RasterError?>
        /// The next frame of the round to paint, counted from the round's first.
        let next: UnsafeMutablePointer<Atomic<Int>>
        let encode: (_ frame: Int, _ indices: [UInt8]?) throws(RasterError) -> Void
        let drawing: Drawing
        let times: [Double]
        let pixels: Int

        /// Hands the frames of `round` to the encoder, in order (worker 0).
        func encodeRound(_ round: Int) {
            for frame in (round * FramePipeline.roundSize)..<min(times.count, (round + 1) * FramePipeline.roundSize) {
                guard failures[0] == nil else { return }
                let slot = frame % buffers.count
                do throws(RasterError) {
                    try encode(frame, repeated[slot] ? nil : buffers[slot])
                } catch {
                    failures[0] = error
                }
            }
        }

        /// Paints frames of `round` until none is left.
        func paintRound(_ round: Int, worker: Int) {
            let end = min(times.count, (round + 1) * FramePipeline.roundSize)
            while failures[worker] == nil {
                let frame = round * FramePipeline.roundSize + next.pointee.wrappingAdd(1, ordering: .relaxed).oldValue
                guard frame < end else { return }
                paint(frame, worker: worker)
            }
        }

        /// Paints and indexes `frame` into its slot, or marks it a repeat of the frame before.
        private func paint(_ frame: Int, worker: Int) {
            let slot = frame % buffers.count
            let list = drawing.displayList(at: times[frame])
            repeated[slot] = frame > 0 && drawing.displayList(at: times[frame - 1]) == list
            guard !repeated[slot] else { return }
            do throws(RasterError) {
                try painters[worker].paint(list)
            } catch {
                failures[worker] = error
                return
            }
            var indices = buffers[slot]
            buffers[slot] = []
            if indices.count != pixels { indices = [UInt8](repeating: 0, count: pixels) }
            indexers[worker].map(painters[worker].canvas, into: &indices)
            buffers[slot] = indices
        }
    }
}
