import Testing

@testable import KeySlideEasing

@Suite("Timing")
struct TimingTests {
    @Test("a bezier is stretched over the duration")
    func bezierStretched() {
        let timing = Timing.bezier(.easeInEaseOut, duration: 0.25)
        // ease-in-out is point-symmetric about its middle.
        #expect(abs(timing.progress(atElapsed: 0.125) - 0.5) < 1e-15)
        for elapsed in [0.02, 0.07, 0.11] {
            #expect(abs(timing.progress(atElapsed: elapsed) + timing.progress(atElapsed: 0.25 - elapsed) - 1) < 1e-12)
            #expect(timing.progress(atElapsed: elapsed) == UnitBezier.easeInEaseOut.progress(at: elapsed / 0.25))
        }
    }

    @Test("0 before the start, 1 from the end on, NaN for NaN")
    func outside() {
        let timing = Timing(curve: .spring(.keyboard), duration: 0.5)
        #expect(timing.progress(atElapsed: -0.1) == 0)
        #expect(timing.progress(atElapsed: 0) == 0)
        #expect(timing.progress(atElapsed: 0.5) == 1)
        #expect(timing.progress(atElapsed: 7) == 1)
        #expect(timing.progress(atElapsed: .nan).isNaN)
    }

    @Test("a spring cut off before it settles snaps to 1; the left limit shows the snap")
    func springSnap() {
        let timing = Timing(curve: .spring(.keyboard), duration: 0.5)
        let before = timing.progress(justBefore: 0.5)
        // The closed form at 0.5 s (docs/facts.md §2.2: 0.999).
        #expect(abs(before - Spring.keyboard.progress(atTime: 0.5)) == 0)
        #expect(abs(before - 0.999) < 0.0005)
        #expect(timing.progress(atElapsed: 0.5) == 1)
        // Away from the ends the two agree.
        #expect(timing.progress(justBefore: 0.2) == timing.progress(atElapsed: 0.2))
    }

    @Test("a zero-length timing is already done at its start")
    func zeroDuration() {
        let timing = Timing.bezier(.linear, duration: 0)
        #expect(timing.progress(justBefore: 0) == 0)
        #expect(timing.progress(atElapsed: 0) == 1)
        #expect(timing.progress(atElapsed: -1e-9) == 0)
    }

    @Test("negative and NaN durations become 0")
    func clampedDuration() {
        #expect(Timing.bezier(.linear, duration: -1).duration == 0)
        #expect(Timing.bezier(.linear, duration: .nan).duration == 0)
    }

    @Test("natural durations: 1 s for beziers, settling time for springs")
    func naturalDuration() throws {
        #expect(TimingCurve.bezier(.easeIn).naturalDuration == 1)
        #expect(TimingCurve.spring(.keyboard).naturalDuration == Spring.keyboard.settlingDuration)
    }

    @Test("descriptions")
    func descriptions() {
        #expect(Timing.bezier(.easeOut, duration: 0.25).description == "cubic-bezier(0, 0, 0.58, 1) over 0.25 s")
        #expect(Timing(curve: .spring(.keyboard), duration: 0.5).description == "spring(3, 1000, 500) over 0.5 s")
    }
}
