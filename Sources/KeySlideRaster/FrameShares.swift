import Synchronization

/// A run of frames shared out among workers so that none waits while another still has many
/// left: each worker starts on an equal share, in order, and a worker done with its own takes
/// the later half of the largest share left (`steal`).
///
/// Frames do not cost the same: the palette pass works out again only what changed since the
/// frame before, so a stretch of moving keyboard costs many times a stretch at rest. Equal
/// fixed halves left one core idle for a fifth of readme-form's compare palette pass at scale 1
/// (perf, 2026-11-27). More, smaller fixed pieces balanced it but cost more in all: each piece
/// starts without a frame before it to work from. Stealing cuts a share only when a worker runs
/// dry, a few times a pass.
///
/// Each share's frames come out in order, so a worker can carry what it worked out from one
/// frame to the next; a stolen run is a new run.
final class FrameShares: Sendable {
    /// What is left of each worker's share, under one lock (a frame's work dwarfs taking it).
    private let shares: Mutex<[Range<Int>]>

    /// `frames` frames split into `workers` equal shares in order.
    init(frames: Int, workers: Int) {
        precondition(workers >= 1, "shares for no worker")
        shares = Mutex((0..<workers).map { frames * $0 / workers..<frames * ($0 + 1) / workers })
    }

    /// The next frame of `worker`'s share, nil once it is done.
    func next(of worker: Int) -> Int? {
        shares.withLock { shares in
            guard let frame = shares[worker].first else { return nil }
            shares[worker] = shares[worker].dropFirst()
            return frame
        }
    }

    /// Gives `worker`, whose share is done, the later half of the largest share left with two
    /// frames or more; false when there is none.
    func steal(for worker: Int) -> Bool {
        shares.withLock { shares in
            guard let victim = shares.indices.max(by: { shares[$0].count < shares[$1].count }),
                shares[victim].count >= 2
            else { return false }
            let left = shares[victim]
            let middle = left.lowerBound + left.count / 2
            shares[victim] = left.lowerBound..<middle
            shares[worker] = middle..<left.upperBound
            return true
        }
    }
}
