import Testing

@testable import KeySlideEasing

/// A keyboard-sized move: 0 → 300 over 0.25 s.
private let easeInOut = Timing.bezier(.easeInEaseOut, duration: 0.25)

@Suite("Track")
struct TrackTests {
    @Test("holds its initial value until something changes")
    func initial() {
        let track = Track(initialValue: 12)
        #expect(track.value(at: -1) == 12 && track.value(at: 5) == 12)
        #expect(track.modelValue(at: 5) == 12)
        #expect(track.isConstant)
        #expect(track.jumps().isEmpty)
        #expect(
            track.segments(from: 0, to: 1) == [
                Track.Segment(start: 0, end: 1, startValue: 12, endValue: 12, shape: .hold)
            ])
    }

    @Test("an animation closes the gap along its curve")
    func singleAnimation() {
        var track = Track(initialValue: 0)
        track.animate(to: 300, at: 1, Track.Animation(timing: easeInOut, from: 0, replacesRunning: true))
        #expect(track.value(at: 0.99) == 0)
        #expect(track.value(at: 1) == 0)
        for elapsed in [0.05, 0.125, 0.2] {
            let expected = 300 * UnitBezier.easeInEaseOut.progress(at: elapsed / 0.25)
            #expect(abs(track.value(at: 1 + elapsed) - expected) < 1e-9)
        }
        #expect(track.value(at: 1.25) == 300)
        #expect(track.modelValue(at: 1) == 300)
        #expect(track.modelValue(at: 0.5) == 0)
        #expect(!track.isConstant)
        #expect(track.jumps().isEmpty)
    }

    @Test("a change without animation jumps and cancels running animations")
    func immediateChange() {
        var track = Track(initialValue: 0)
        track.animate(to: 300, at: 0, Track.Animation(timing: easeInOut, from: 0, replacesRunning: false))
        track.set(50, at: 0.1)
        #expect(track.value(at: 0.1) == 50)
        #expect(track.value(at: 0.2) == 50)
        let jumps = track.jumps()
        #expect(jumps.count == 1)
        #expect(jumps.first?.time == 0.1)
        #expect(abs((jumps.first?.from ?? 0) - 300 * UnitBezier.easeInEaseOut.progress(at: 0.4)) < 1e-9)
        #expect(jumps.first?.to == 50)
    }

    /// Before iOS 8 a second animation replaced the first; without beginFromCurrentState it
    /// started from the old model value, so the view jumped (the seeds' visible glitch).
    @Test("replacing from the model value jumps; from the presentation value does not")
    func replacing() {
        let interruption = 0.1
        var fromModel = Track(initialValue: 0)
        fromModel.animate(to: 300, at: 0, Track.Animation(timing: easeInOut, from: 0, replacesRunning: true))
        fromModel.animate(
            to: 100, at: interruption, Track.Animation(timing: easeInOut, from: 300, replacesRunning: true))
        let shown = 300 * UnitBezier.easeInEaseOut.progress(at: interruption / 0.25)
        #expect(abs(fromModel.value(justBefore: interruption) - shown) < 1e-9)
        #expect(fromModel.value(at: interruption) == 300)
        #expect(fromModel.jumps().map(\.time) == [interruption])
        #expect(fromModel.value(at: interruption + 0.25) == 100)

        var fromScreen = Track(initialValue: 0)
        fromScreen.animate(to: 300, at: 0, Track.Animation(timing: easeInOut, from: 0, replacesRunning: true))
        let current = fromScreen.value(at: interruption)
        fromScreen.animate(
            to: 100, at: interruption, Track.Animation(timing: easeInOut, from: current, replacesRunning: true))
        #expect(fromScreen.jumps().isEmpty)
        let halfway = current + (100 - current) * UnitBezier.easeInEaseOut.progress(at: 0.5)
        #expect(abs(fromScreen.value(at: interruption + 0.125) - halfway) < 1e-9)
    }

    /// From iOS 8 animations add: the new one animates from the old model value to the new one
    /// while the first keeps running, so the sum moves without a jump.
    @Test("additive animations sum their gaps and never jump")
    func additive() {
        var track = Track(initialValue: 0)
        track.animate(to: 300, at: 0, Track.Animation(timing: easeInOut, from: 0, replacesRunning: false))
        track.animate(to: 100, at: 0.1, Track.Animation(timing: easeInOut, from: 300, replacesRunning: false))
        #expect(track.jumps().isEmpty)
        for time in [0.15, 0.3] {
            let first = -300 * (1 - UnitBezier.easeInEaseOut.progress(at: min(time / 0.25, 1)))
            let second = 200 * (1 - UnitBezier.easeInEaseOut.progress(at: (time - 0.1) / 0.25))
            #expect(abs(track.value(at: time) - (100 + first + second)) < 1e-9)
        }
        #expect(track.value(at: 0.35) == 100)
    }

    @Test("a delay shows the from value until the motion starts")
    func delay() {
        var track = Track(initialValue: 10)
        track.animate(
            to: 20, at: 1,
            Track.Animation(timing: .bezier(.linear, duration: 1), delay: 0.5, from: 10, replacesRunning: true))
        #expect(track.value(at: 1.2) == 10)
        #expect(track.modelValue(at: 1.2) == 20)
        #expect(track.value(at: 1.5) == 10)
        #expect(abs(track.value(at: 2) - 15) < 1e-12)
        #expect(track.value(at: 2.5) == 20)
    }

    @Test("a delayed zero-length animation jumps when its delay ends")
    func delayedInstant() {
        var track = Track(initialValue: 0)
        track.animate(
            to: 40, at: 1,
            Track.Animation(timing: .bezier(.linear, duration: 0), delay: 0.2, from: 0, replacesRunning: true))
        #expect(track.value(justBefore: 1.2) == 0)
        #expect(track.value(at: 1.2) == 40)
        let jumps = track.jumps()
        #expect(jumps.count == 1)
        #expect(jumps.first.map { [$0.time, $0.from, $0.to] } == [1.2, 0, 40])
        #expect(track.segments(from: 0, to: 2).map(\.shape) == [.hold, .hold, .hold])
        #expect(track.segments(from: 0, to: 2).map(\.endValue) == [0, 0, 40])
    }

    @Test("an animation with neither duration nor delay is an immediate change")
    func instantAnimation() {
        var track = Track(initialValue: 0)
        track.animate(
            to: 5, at: 1, Track.Animation(timing: .bezier(.easeIn, duration: 0), from: 0, replacesRunning: false))
        #expect(track.changes.first?.animation == nil)
        #expect(track.value(at: 1) == 5)
    }

    @Test("the keyboard spring's end snap counts as a jump of 0.1 % of the distance")
    func springSnap() {
        var track = Track(initialValue: 0)
        track.animate(
            to: 300, at: 0,
            Track.Animation(timing: Timing(curve: .spring(.keyboard), duration: 0.5), from: 0, replacesRunning: true))
        let jumps = track.jumps()
        #expect(jumps.count == 1)
        #expect(jumps.first?.time == 0.5)
        // docs/facts.md §2.2: 0.999 of the way at 0.5 s.
        #expect(abs((jumps.first?.from ?? 0) - 0.999 * 300) < 0.15)
        #expect(jumps.first?.to == 300)
        #expect(track.jumps(tolerance: 0.5).isEmpty)
    }

    @Test("isConstant sees animations that start elsewhere")
    func constantness() {
        var track = Track(initialValue: 3)
        track.set(3, at: 1)
        #expect(track.isConstant)
        track.animate(to: 3, at: 2, Track.Animation(timing: easeInOut, from: 9, replacesRunning: true))
        #expect(!track.isConstant)
    }
}

@Suite("Track.segments")
struct TrackSegmentTests {
    /// Checks that every segment's declared law reproduces `value(at:)` across the segment.
    func expectExact(
        _ track: Track, from start: Double, to end: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let segments = track.segments(from: start, to: end)
        #expect(segments.first?.start == start, sourceLocation: sourceLocation)
        #expect(segments.last?.end == end, sourceLocation: sourceLocation)
        for (a, b) in zip(segments, segments.dropFirst()) { #expect(a.end == b.start, sourceLocation: sourceLocation) }
        for segment in segments {
            for step in 0..<50 {
                let local = Double(step) / 50
                let time = segment.start + (segment.end - segment.start) * local
                let span = segment.endValue - segment.startValue
                let predicted: Double? =
                    switch segment.shape {
                    case .hold: segment.startValue
                    case .linear: segment.startValue + span * local
                    case .cubic(let piece): segment.startValue + span * piece.progress(at: local)
                    case .curve: nil
                    }
                if let predicted {
                    #expect(
                        abs(predicted - track.value(at: time)) < 1e-9, "\(segment.shape) at \(time)",
                        sourceLocation: sourceLocation)
                }
            }
            #expect(abs(segment.startValue - track.value(at: segment.start)) < 1e-12, sourceLocation: sourceLocation)
            #expect(
                abs(segment.endValue - track.value(justBefore: segment.end)) < 1e-12, sourceLocation: sourceLocation)
        }
    }

    @Test("one bezier animation: hold, cubic, hold")
    func single() {
        var track = Track(initialValue: 0)
        track.animate(to: 300, at: 1, Track.Animation(timing: easeInOut, from: 0, replacesRunning: true))
        let segments = track.segments(from: 0, to: 2)
        #expect(segments.map(\.start) == [0, 1, 1.25])
        #expect(segments[0].shape == .hold && segments[2].shape == .hold)
        guard case .cubic(let piece) = segments[1].shape else {
            Issue.record("expected a cubic piece, got \(segments[1].shape)")
            return
        }
        #expect(
            abs(piece.x1 - 0.42) < 1e-12 && abs(piece.y1) < 1e-12 && abs(piece.x2 - 0.58) < 1e-12
                && abs(piece.y2 - 1) < 1e-12)
        expectExact(track, from: 0, to: 2)
    }

    @Test("a linear animation is a linear piece")
    func linear() {
        var track = Track(initialValue: 0)
        track.animate(
            to: 10, at: 0, Track.Animation(timing: .bezier(.linear, duration: 1), from: 0, replacesRunning: true))
        #expect(track.segments(from: 0, to: 1).map(\.shape) == [.linear])
        expectExact(track, from: 0, to: 1)
    }

    @Test("an interrupted bezier exports as exact sub-curves")
    func interrupted() {
        var track = Track(initialValue: 0)
        track.animate(
            to: 300, at: 0, Track.Animation(timing: .bezier(.default, duration: 0.4), from: 0, replacesRunning: true))
        let current = track.value(at: 0.15)
        track.animate(
            to: -50, at: 0.15,
            Track.Animation(timing: .bezier(.easeOut, duration: 0.3), from: current, replacesRunning: true))
        let segments = track.segments(from: 0, to: 0.6)
        #expect(segments.map(\.start) == [0, 0.15, 0.15 + 0.3])
        guard case .cubic = segments[0].shape, case .cubic = segments[1].shape else {
            Issue.record("expected two cubic pieces, got \(segments.map(\.shape))")
            return
        }
        #expect(segments[2].shape == .hold)
        expectExact(track, from: 0, to: 0.6)
    }

    @Test("a window that cuts an animation gives the piece inside it")
    func window() {
        var track = Track(initialValue: 0)
        track.animate(
            to: 1, at: 0,
            Track.Animation(timing: .bezier(.keyboardLookAlike, duration: 0.5), from: 0, replacesRunning: true))
        let segments = track.segments(from: 0.1, to: 0.3)
        #expect(segments.count == 1)
        if case .cubic = segments[0].shape {} else { Issue.record("expected a cubic piece, got \(segments[0].shape)") }
        expectExact(track, from: 0.1, to: 0.3)
    }

    @Test("springs and overlapping animations are curves to sample")
    func curves() {
        var spring = Track(initialValue: 0)
        spring.animate(
            to: 300, at: 0,
            Track.Animation(timing: Timing(curve: .spring(.keyboard), duration: 0.5), from: 0, replacesRunning: true))
        #expect(spring.segments(from: 0, to: 1).map(\.shape) == [.curve, .hold])
        expectExact(spring, from: 0, to: 1)

        var additive = Track(initialValue: 0)
        additive.animate(to: 300, at: 0, Track.Animation(timing: easeInOut, from: 0, replacesRunning: false))
        additive.animate(to: 100, at: 0.1, Track.Animation(timing: easeInOut, from: 300, replacesRunning: false))
        let shapes = additive.segments(from: 0, to: 0.5).map(\.shape)
        #expect(shapes.count == 4)
        if case .cubic = shapes[0] {} else { Issue.record("first piece should be cubic, got \(shapes[0])") }
        #expect(shapes[1] == .curve)
        if case .cubic = shapes[2] {
        } else {
            Issue.record("after the first ends the second is alone, got \(shapes[2])")
        }
        #expect(shapes[3] == .hold)
        expectExact(additive, from: 0, to: 0.5)
    }

    @Test("an overshooting bezier piece has no keySpline and is sampled")
    func overshoot() throws {
        var track = Track(initialValue: 0)
        track.animate(
            to: 1, at: 0,
            Track.Animation(
                timing: .bezier(try UnitBezier(0.5, -0.5, 0.5, 1.5), duration: 1), from: 0, replacesRunning: true))
        #expect(track.segments(from: 0, to: 1).map(\.shape) == [.curve])
    }

    @Test("an empty or reversed window has no segments")
    func emptyWindow() {
        #expect(Track(initialValue: 0).segments(from: 1, to: 1).isEmpty)
        #expect(Track(initialValue: 0).segments(from: 2, to: 1).isEmpty)
    }
}
