/// One animatable number over time, the way UIKit keeps it: a *model* value that changes at
/// instants, plus the animations that make the *presentation* value — what is on screen — differ
/// from it for a while.
///
/// Every animation is stored as the gap it closes: it starts showing `from` and ends showing the
/// new model value, so at any time the presentation value is
///
///     model(t) + Σ (from − to) · (1 − progress(t − start))
///
/// over the animations still running. That single form covers both UIKit behaviours:
/// - *replacing* animations (before iOS 8): a new animation removes the running ones, and its
///   `from` is either the presentation value (`beginFromCurrentState`) or the old model value —
///   the visible jump some seeds show;
/// - *additive* animations (iOS 8 on): running animations keep going and the new one adds its
///   own gap, so motion stays continuous without `beginFromCurrentState`.
///
/// A change made without animation removes the running animations: the value jumps to the new
/// model value at once. (A modelling choice: on a real device an explicit Core Animation
/// animation would survive until it ended.)
public struct Track: Hashable, Sendable {
    /// The value before any change.
    public let initialValue: Double
    /// Model changes in the order they were made; times never decrease.
    public private(set) var changes: [Change] = []
    /// The model value and running animations after each change, kept as the changes are made,
    /// so that reading a value is a binary search instead of a replay of the whole history: a
    /// scene at the limits (1,000 events over 600 s) reads each track tens of thousands of
    /// times, and replaying made that quadratic (minutes for one `explain`). Derived from
    /// `changes` alone, so equality and hashing are unchanged in meaning.
    private var states: [State] = []

    /// A change of the model value, with or without an animation.
    public struct Change: Hashable, Sendable {
        public var time: Double
        /// The new model value.
        public var value: Double
        /// `nil` for an immediate change.
        public var animation: Animation?
    }

    /// How an animated change reaches its model value.
    public struct Animation: Hashable, Sendable {
        public var timing: Timing
        /// Seconds between the change and the start of motion; the value shows `from` meanwhile.
        public var delay: Double
        /// The value shown when the animation starts.
        public var from: Double
        /// Whether the animation removes the ones already running (pre-iOS 8 UIKit) or adds to them.
        public var replacesRunning: Bool

        public init(timing: Timing, delay: Double = 0, from: Double, replacesRunning: Bool) {
            self.timing = timing
            self.delay = max(0, delay)
            self.from = from
            self.replacesRunning = replacesRunning
        }
    }

    public init(initialValue: Double) {
        self.initialValue = initialValue
    }

    // MARK: Changing

    /// Sets the model value at `time` with no animation.
    public mutating func set(_ value: Double, at time: Double) {
        append(Change(time: time, value: value, animation: nil))
    }

    /// Sets the model value at `time` and animates the presentation value towards it.
    /// An animation of zero duration and no delay is an immediate change.
    public mutating func animate(to value: Double, at time: Double, _ animation: Animation) {
        let instant = animation.timing.duration <= 0 && animation.delay <= 0
        append(Change(time: time, value: value, animation: instant ? nil : animation))
    }

    private mutating func append(_ change: Change) {
        precondition(change.time >= (changes.last?.time ?? -.infinity), "Track changes must be made in time order")
        var state = states.last ?? State(model: initialValue, running: [])
        state.apply(change)
        changes.append(change)
        states.append(state)
    }

    /// The track as it was up to `time`, then holding what it showed just before `time` for good:
    /// the picture of a screen stopped at an instant (a rotation's old orientation fading out).
    public func holding(after time: Double) -> Track {
        var held = Track(initialValue: initialValue)
        for change in changes where change.time < time {
            if let animation = change.animation {
                held.animate(to: change.value, at: change.time, animation)
            } else {
                held.set(change.value, at: change.time)
            }
        }
        let shown = value(justBefore: time)
        if held.changes.isEmpty && shown == initialValue { return held }
        held.set(shown, at: time)
        return held
    }

    // MARK: Reading

    /// The model value at `time`: the last change made at or before it.
    public func modelValue(at time: Double) -> Double {
        changes.last(where: { $0.time <= time })?.value ?? initialValue
    }

    /// The presentation value at `time`, counting changes made at `time` itself.
    public func value(at time: Double) -> Double {
        state(including: { $0.time <= time }).value(at: time)
    }

    /// The presentation value an instant before `time` (the limit from the left), not counting
    /// changes made at `time`: with `value(at:)` it shows whether the value jumped at that instant.
    public func value(justBefore time: Double) -> Double {
        state(including: { $0.time < time }).value(justBefore: time)
    }

    /// The model value and the animations running after the changes `include` accepts, which
    /// must be a prefix of them (a time bound: the changes are in time order).
    private func state(including include: (Change) -> Bool) -> State {
        var low = 0
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if include(changes[middle]) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? State(model: initialValue, running: []) : states[low - 1]
    }

    /// Whether the value never differs from `initialValue`: every change sets it again and every
    /// animation starts there.
    public var isConstant: Bool {
        changes.allSatisfy { $0.value == initialValue && ($0.animation?.from ?? initialValue) == initialValue }
    }

    /// The instants where the presentation value jumps by more than `tolerance`, with the value
    /// before and after, in time order: animations restarted from the model value, changes made
    /// without animation, zero-length animations after a delay, and the snap at the end of a
    /// spring cut off before it settled (for the keyboard spring about 0.001 of the distance —
    /// pass a tolerance such as half a point to hear only about visible jumps).
    public func jumps(tolerance: Double = 1e-9) -> [(time: Double, from: Double, to: Double)] {
        instants().compactMap { time in
            let before = value(justBefore: time)
            let after = value(at: time)
            return abs(after - before) > tolerance ? (time, before, after) : nil
        }
    }

    /// Every instant where the value's law can change, sorted: change times, and the start
    /// and end of every animation that gets that far before a later change removes it.
    /// Between two neighbours the value is smooth.
    private func instants() -> [Double] {
        var times = Set<Double>()
        var open: [State.Running] = []
        func close(before time: Double) {
            for animation in open {
                if animation.start < time { times.insert(animation.start) }
                // An undamped spring never ends.
                if animation.end < time, animation.end.isFinite { times.insert(animation.end) }
            }
            open.removeAll()
        }
        for change in changes {
            times.insert(change.time)
            if change.animation?.replacesRunning ?? true { close(before: change.time) }
            if let animation = change.animation {
                open.append(State.Running(start: change.time + animation.delay, timing: animation.timing, delta: 0))
            }
        }
        close(before: .infinity)
        return times.sorted()
    }

    // MARK: Pieces for export

    /// A stretch of time over which the value follows one simple law.
    public struct Segment: Hashable, Sendable {
        public var start: Double
        public var end: Double
        /// The value at `start` (after any jump there).
        public var startValue: Double
        /// The value approaching `end` (before any jump there).
        public var endValue: Double
        public var shape: Shape

        public enum Shape: Hashable, Sendable {
            /// Constant.
            case hold
            /// Straight from `startValue` to `endValue`.
            case linear
            /// Exactly this unit bezier from `startValue` to `endValue` (an SVG `keySpline`).
            case cubic(UnitBezier)
            /// Anything else — a spring, overlapping additive animations, an overshoot; sample
            /// `value(at:)`.
            case curve
        }
    }

    /// The value's history between `start` and `end`, cut at every change, animation start and
    /// animation end, each piece labelled with the law it follows so an exporter can write
    /// bezier pieces exactly and sample only the rest.
    public func segments(from start: Double, to end: Double) -> [Segment] {
        guard end > start else { return [] }
        let times = [start] + instants().filter { $0 > start && $0 < end } + [end]
        return zip(times, times.dropFirst()).map { a, b in
            let state = state(including: { $0.time <= a })
            let moving = state.running.filter { $0.start < b && $0.end > a }
            let v0 = state.value(at: a)
            let v1 = state.value(justBefore: b)
            var shape = Segment.Shape.curve
            if moving.isEmpty || v0 == v1 && moving.allSatisfy({ $0.delta == 0 }) {
                shape = .hold
            } else if moving.count == 1, case .bezier(let curve) = moving[0].timing.curve {
                let animation = moving[0]
                let duration = animation.timing.duration
                if curve.isLinear {
                    shape = .linear
                } else if let piece = curve.segment(
                    from: (a - animation.start) / duration, to: (b - animation.start) / duration)
                {
                    shape = .cubic(piece)
                }
            }
            return Segment(start: a, end: b, startValue: v0, endValue: v1, shape: shape)
        }
    }

    /// The model value and the gaps still closing, after some prefix of the changes.
    private struct State: Hashable, Sendable {
        struct Running: Hashable, Sendable {
            var start: Double
            var timing: Timing
            var delta: Double
            var end: Double { start + timing.duration }

            /// The part of the gap still open at `time`. Exactly 0 from `end` on, even when
            /// `end − start` rounds to a hair less than the duration.
            func remaining(at time: Double) -> Double {
                time >= end ? 0 : delta * (1 - timing.progress(atElapsed: time - start))
            }

            /// The limit of `remaining(at:)` from the left.
            func remaining(justBefore time: Double) -> Double {
                time > end ? 0 : delta * (1 - timing.progress(justBefore: time - start))
            }
        }

        var model: Double
        var running: [Running]

        mutating func apply(_ change: Change) {
            // An animation that has ended adds exactly 0 at every time this state is read at (never
            // before `change.time`), so it goes: the list stays as short as what is still moving.
            running.removeAll { $0.end <= change.time }
            if let animation = change.animation {
                if animation.replacesRunning { running.removeAll() }
                running.append(
                    Running(
                        start: change.time + animation.delay, timing: animation.timing,
                        delta: animation.from - change.value))
            } else {
                running.removeAll()
            }
            model = change.value
        }

        func value(at time: Double) -> Double {
            running.reduce(model) { $0 + $1.remaining(at: time) }
        }

        /// The limit of `value(at:)` from the left.
        func value(justBefore time: Double) -> Double {
            running.reduce(model) { $0 + $1.remaining(justBefore: time) }
        }
    }
}
