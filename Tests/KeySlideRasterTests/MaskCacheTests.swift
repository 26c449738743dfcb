import Dispatch
import KeySlideCanvas
import KeySlideGeometry
import Synchronization
import Testing

@testable import KeySlideRaster

/// Text masks are rendered once per process and shared by every layout (`MaskCache.shared`),
/// within a byte bound; what is stored never changes a mask.
@Suite("Mask cache")
struct MaskCacheTests {
    @Test("a layout made later finds the mask an earlier one rendered, and it is the mask rendering makes")
    func sharedAcrossLayouts() throws {
        // A string no other test draws, so the first layout renders it.
        let text = Text("mask-cache \(UInt64.random(in: 0...UInt64.max))", at: Point(x: 3, y: 20), size: 13)
        let key = TextLayout.Key(string: text.string, font: TextFont(text), pixelSize: 26)
        #expect(MaskCache.shared[key] == nil)
        let first = try #require(try TextLayout(grid: PixelGrid(scale: 2)).placement(of: text))
        let stored = try #require(MaskCache.shared[key])
        let second = try #require(try TextLayout(grid: PixelGrid(scale: 2)).placement(of: text))
        let rendered = try TextLayout.mask(of: text.string, face: TextFont(text), pixelSize: 26)
        for mask in [first.mask, stored, second.mask] {
            #expect(mask.coverage == rendered.coverage)
            #expect(
                [mask.advance, mask.left, mask.top, mask.width, mask.height]
                    == [rendered.advance, rendered.left, rendered.top, rendered.width, rendered.height])
        }
        #expect(first.x == second.x && first.y == second.y)
    }

    @Test("a full table stores nothing more, keeps what it has and still hands back each mask")
    func bounded() throws {
        let masks = try (0..<12).map { number in
            let key = TextLayout.Key(string: "label \(number)", font: .sans, pixelSize: 18)
            return (key, try TextLayout.mask(of: key.string, face: key.font, pixelSize: key.pixelSize))
        }
        let one = masks[0].1.coverage.count + masks[0].0.string.utf8.count
        let cache = MaskCache(byteLimit: one * 4)
        var stored = 0
        for (key, mask) in masks {
            let back = cache.store(mask, for: key)
            #expect(back.coverage == mask.coverage)
            if cache[key] != nil { stored += 1 }
            #expect(cache.bytes <= cache.byteLimit)
        }
        #expect(stored >= 1 && stored < masks.count)
        // The first one stored is kept: storing another mask under its key hands back the stored one.
        let other = TextMask(advance: 0, left: 0, top: 0, width: 0, height: 0, coverage: [])
        #expect(cache.store(other, for: masks[0].0).coverage == masks[0].1.coverage)
    }

    /// 20 ms: a render that long has the other threads arrive while it runs.
    @Sendable static func pause() { _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(20)) }

    @Test("threads meeting a new mask at once render it once and all get it; a failed render is each one's own")
    func renderedOnceWhateverTheThreads() throws {
        let key = TextLayout.Key(string: "at once", font: .sans, pixelSize: 18)
        let rendered = try TextLayout.mask(of: key.string, face: key.font, pixelSize: key.pixelSize)
        let cache = MaskCache(byteLimit: 1 << 20)
        let renders = Atomic<Int>(0)
        let got = Mutex<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let mask = try? cache.mask(for: key) { () throws(RasterError) in
                renders.wrappingAdd(1, ordering: .relaxed)
                Self.pause()
                return rendered
            }
            got.withLock { $0.append(mask?.coverage ?? []) }
        }
        #expect(renders.load(ordering: .relaxed) == 1)
        #expect(got.withLock { $0 } == Array(repeating: rendered.coverage, count: 8))
        #expect(cache[key]?.coverage == rendered.coverage)

        // A render that fails stores nothing; a thread that waited for it renders for itself.
        let failing = TextLayout.Key(string: "fails once", font: .sans, pixelSize: 18)
        let attempts = Atomic<Int>(0)
        let outcomes = Mutex<[Bool]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let mask = try? cache.mask(for: failing) { () throws(RasterError) in
                let attempt = attempts.wrappingAdd(1, ordering: .relaxed).oldValue
                Self.pause()
                if attempt == 0 { throw RasterError(.font, "the first render fails") }
                return rendered
            }
            outcomes.withLock { $0.append(mask != nil) }
        }
        #expect(outcomes.withLock { $0.filter { !$0 }.count } == 1, "only the thread whose render failed fails")
        #expect(cache[failing]?.coverage == rendered.coverage)
    }
}
