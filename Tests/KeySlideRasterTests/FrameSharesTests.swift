import Dispatch
import KeySlideTestSupport
import Synchronization
import Testing

@testable import KeySlideRaster

/// `FrameShares` hands every frame out exactly once, each worker's run in order and without gaps
/// (the palette pass carries one frame's work to the next within a run), whatever order the
/// workers ask in and however often they steal.
@Suite struct FrameSharesTests {
    /// Workers taking frames and stealing in a random order, one step at a time.
    @Test func everyFrameOnceInRunsOfConsecutiveFrames() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<400 {
            let frames = Int.random(in: 0...60, using: &random)
            let workers = Int.random(in: 1...4, using: &random)
            let shares = FrameShares(frames: frames, workers: workers)
            var runs: [[Int]] = []
            // Each worker's run now, as an index into `runs`.
            var current: [Int?] = Array(repeating: nil, count: workers)
            var done = Set<Int>()
            while done.count < workers {
                let worker = Int.random(in: 0..<workers, using: &random)
                guard !done.contains(worker) else { continue }
                if let frame = shares.next(of: worker) {
                    if let run = current[worker] {
                        runs[run].append(frame)
                    } else {
                        current[worker] = runs.count
                        runs.append([frame])
                    }
                } else if shares.steal(for: worker) {
                    current[worker] = nil
                } else {
                    done.insert(worker)
                }
            }
            #expect(runs.flatMap { $0 }.sorted() == Array(0..<frames), "\(frames) frames, \(workers) workers")
            for run in runs {
                #expect(zip(run, run.dropFirst()).allSatisfy { $1 == $0 + 1 }, "\(run)")
            }
        }
    }

    /// The same with threads: two to four workers on 1,000 frames, each doing a little work per
    /// frame; every frame is taken once.
    @Test func threadsTakeEveryFrameOnce() {
        for workers in 2...4 {
            let shares = FrameShares(frames: 1_000, workers: workers)
            let taken = Mutex<[Int]>([])
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var mine: [Int] = []
                var cost = 0
                repeat {
                    while let frame = shares.next(of: worker) {
                        // The first worker's frames cost more, so the others run dry and steal.
                        cost &+= (0..<(worker == 0 ? 20_000 : 100)).reduce(frame, &+)
                        mine.append(frame)
                    }
                } while shares.steal(for: worker)
                taken.withLock { $0 += mine }
                withExtendedLifetime(cost) {}
            }
            #expect(taken.withLock { $0.sorted() } == Array(0..<1_000), "\(workers) workers")
        }
    }
}
