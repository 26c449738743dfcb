import Foundation
import KeySlideEasing
import Testing

@testable import KeySlideSVG

@Suite struct KeyframesTests {
    @Test func samplingAddsNoKeysToAStraightStretch() {
        let keys = Keyframes.sampledKeys(
            from: .init(time: 0, value: 0),
            through: (1..<30).map { .init(time: Double($0) / 30, value: Double($0)) },
            to: .init(time: 1, value: 30), tolerance: 0.1
        )
        #expect(keys == [.init(time: 1, value: 30)])
    }

    @Test func samplingKeepsEveryFrameWithinTolerance() {
        let frames = (1..<60).map { Keyframes.Key(time: Double($0) / 60, value: 100 * sin(Double($0) / 6)) }
        let ending = Keyframes.Key(time: 1, value: 100 * sin(10))
        let keys = Keyframes.sampledKeys(from: .init(time: 0, value: 0), through: frames, to: ending, tolerance: 0.25)
        let all = [Keyframes.Key(time: 0, value: 0)] + keys
        #expect(keys.last == ending)
        #expect(keys.count < frames.count)
        for frame in frames {
            let index = all.lastIndex { $0.time <= frame.time }!
            let a = all[index]
            let b = all[index + 1]
            let fraction: Double = (frame.time - a.time) / (b.time - a.time)
            let line: Double = a.value + (b.value - a.value) * fraction
            #expect(abs(line - frame.value) <= 0.25)
        }
    }

    @Test func holdsAndStraightRunsMerge() {
        var track = Track(initialValue: 5)
        track.set(5, at: 0.3)  // a change that changes nothing still cuts a segment
        let keyframes = Keyframes(track: track, duration: 1, fps: 60, tolerance: 0.1)
        #expect(keyframes.keys.map(\.time) == [0, 1])
        #expect(keyframes.isConstant)
    }
}
