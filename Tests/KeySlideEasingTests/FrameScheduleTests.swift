import KeySlideEasing
import Testing

/// `FrameSchedule`: the two ways a picture's frames end, and the grid both stand on.
@Suite struct FrameScheduleTests {
    @Test func throughTheEndIncludesTheEndWhenItFallsOnTheGrid() {
        let schedule = FrameSchedule.throughEnd(duration: 1.5, fps: 10)
        #expect(schedule.kind == .throughEnd)
        #expect(schedule.count == 16)
        #expect(schedule.times.first == 0)
        #expect(schedule.times.last == 1.5)
        // Off the grid: the last frame is the last grid time before the end.
        #expect(FrameSchedule.throughEnd(duration: 1.55, fps: 10).times.last == 1.5)
        // Float noise (0.3 · 10 = 2.9999…) does not lose the frame at the end.
        #expect(FrameSchedule.throughEnd(duration: 0.3, fps: 10).count == 4)
    }

    @Test func aLoopEndsItsLastFrameAsTheLoopRestarts() {
        let loop = FrameSchedule.looping(duration: 1.5, fps: 10)
        #expect(loop.kind == .looping)
        #expect(loop.count == 15)
        #expect(loop.times.last == 1.4)
        #expect(loop.delays == Array(repeating: 10, count: 15))
        // The same grid: a loop's times are the first of the schedule through the end.
        #expect(Array(FrameSchedule.throughEnd(duration: 1.5, fps: 10).times.prefix(15)) == loop.times)
    }

    @Test func aLoopsDelaysAddUpToTheDurationWithoutDrift() {
        let loop = FrameSchedule.looping(duration: 20, fps: 30)
        #expect(loop.count == 600)
        #expect(loop.delays.prefix(6) == [3, 4, 3, 3, 4, 3])
        #expect(loop.delays.reduce(0, +) == 2000)
        // 0.99 s at 50 fps: the 50th frame would last 1 cs, so the 49th holds to the end.
        let short = FrameSchedule.looping(duration: 0.99, fps: 50)
        #expect(short.count == 49)
        #expect(short.delays.last == 3)
        #expect(short.delays.reduce(0, +) == 99)
        #expect(short.delays.allSatisfy { $0 >= 2 })
    }

    @Test func gridTimesAreStrictlyInside() {
        let expected: [Double] = [4.0 / 30, 5.0 / 30]
        #expect(FrameSchedule.gridTimes(strictlyBetween: 0.1, and: 0.2, fps: 30) == expected)
        #expect(FrameSchedule.gridTimes(strictlyBetween: 0, and: 0.1, fps: 10) == [])
        // The grid is the schedules' grid: its times are theirs, bit for bit.
        let inside = FrameSchedule.gridTimes(strictlyBetween: 0, and: 2, fps: 30)
        #expect(inside == Array(FrameSchedule.throughEnd(duration: 2, fps: 30).times.dropFirst().dropLast()))
    }
}
