import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// How a strategy did on a scene, in numbers a reader can compare across strategies.
///
/// `Codable` because a batch works them out in the process that renders the scene and sends them
/// to the batch as data (`Batch.SceneResult`), rather than the batch simulating the scene again.
public struct Verdicts: Hashable, Sendable, Codable {
    /// Seconds during which the focused field overlapped the keyboard by more than
    /// `coverageThreshold` points (measured every millisecond).
    public var secondsCovered: Double
    /// The largest overlap, in points, between the focused field and the keyboard.
    public var mostPointsCovered: Double
    /// For each stretch of focus, whether the field was fully visible once motion stopped.
    public var restChecks: [RestCheck]
    /// Instants where something on screen moved further at once than any animation allows.
    public var jumps: [Jump]
    /// How far the farthest element is from where it started, once the keyboard has gone and
    /// motion has stopped; `nil` when the keyboard is still up at the end.
    public var distanceFromHome: Double?
    /// Elements other than the focused field, outside any scroll view, that lay under the keyboard,
    /// under a bar, under another element or off the screen once motion stopped, where they did
    /// not at the start: content the user cannot scroll into sight (a button under the keyboard, a
    /// form slid over its own logo or under the navigation bar, a chat's messages pushed off the
    /// top).
    public var otherContentCovered: [OtherCovered] = []
    /// What the strategy needed and the scene lacked (a scroll view): it could not act, so any
    /// likeness to `none` is not a result.
    public var unmetRequirements: [StrategyRequirement] = []

    /// Overlaps up to half a point are not counted: invisible at 1×, and the floating-point
    /// residue of motions that meet exactly.
    public static let coverageThreshold = 0.5
    /// Moves up to half a point at once are not jumps.
    public static let jumpThreshold = 0.5
    /// Within this distance of home counts as home.
    public static let homeTolerance = 0.5

    /// Whether every focused field was fully visible once motion stopped.
    public var fullyVisibleAtRest: Bool { restChecks.allSatisfy(\.visible) }
    /// Whether some element other than the focused field was covered at rest.
    public var coveredOtherContent: Bool { !otherContentCovered.isEmpty }
    /// Whether anything jumped.
    public var jumped: Bool { !jumps.isEmpty }
    /// Whether everything came back home after the keyboard left (`nil`: it never left).
    public var backHome: Bool? { distanceFromHome.map { $0 <= Self.homeTolerance } }

    /// Where things ended up once the keyboard had gone.
    public enum Home: Hashable, Sendable {
        /// The keyboard is still up at the end of the scene.
        case keyboardStillUp
        /// Everything is back where it started.
        case back
        /// The farthest element is this many points from where it started.
        case away(Double)
    }

    public var home: Home { Self.home(distanceFromHome: distanceFromHome) }

    /// Home from the distance alone (`nil`: the keyboard is still up).
    public static func home(distanceFromHome: Double?) -> Home {
        guard let distance = distanceFromHome else { return .keyboardStillUp }
        return distance <= homeTolerance ? .back : .away(distance)
    }

    /// The check of one stretch of focus.
    public struct RestCheck: Hashable, Sendable, Codable {
        public var field: String
        /// When motion stopped — or when focus moved on, if it never did (`settled` false).
        public var time: Double
        public var settled: Bool
        public var visible: Bool
        /// Points of the field hidden (under the keyboard, above the bars, outside its scroll view).
        public var hiddenPoints: Double
    }

    /// An element other than the focused field covered at a rest check's time.
    public struct OtherCovered: Hashable, Sendable, Codable {
        public var time: Double
        public var element: String
        public var points: Double
        /// What covers it: `the keyboard`, `the navigation bar`, `the status bar`, `the tab bar`,
        /// `the bottom toolbar`, another element's id, or the screen's edge it was pushed past,
        /// `the top of the screen` or `the bottom of the screen`.
        public var by: String = "the keyboard"

        /// The screen's edges, past which an element is off the screen rather than under something.
        public static let screenEdges = ["the top of the screen", "the bottom of the screen"]

        /// How the element relates to `by` in words: `under` the keyboard, `off` the top of the
        /// screen.
        public var relation: String { Self.screenEdges.contains(by) ? "off" : "under" }
    }

    /// An instant where a view's position jumped.
    public struct Jump: Hashable, Sendable, Codable {
        public var time: Double
        public var view: String
        public var property: String
        public var from: Double
        public var to: Double
    }
}

extension Recording {
    /// The verdicts for this recording.
    public var verdicts: Verdicts {
        let checks = restChecks
        return Verdicts(
            secondsCovered: coverage.seconds, mostPointsCovered: coverage.most,
            restChecks: checks, jumps: jumps, distanceFromHome: distanceFromHome,
            otherContentCovered: otherContentCovered(at: checks.map(\.time)), unmetRequirements: unmetRequirements)
    }

    /// Elements other than the focused field and outside any scroll view that, at each of `times`,
    /// overlap by more than `coverageThreshold` the keyboard, a bar, the space beyond the screen's
    /// edges, or an element drawn above them (later in layout order) — all but the keyboard only
    /// where the overlap grew since the start, so
    /// a screen designed with overlaps is not blamed on the strategy. Each element once, at its
    /// first time, with the first thing found over it.
    private func otherContentCovered(at times: [Double]) -> [Verdicts.OtherCovered] {
        var found: [Verdicts.OtherCovered] = []
        // Containers are not content (their subviews are), and hidden views are not seen.
        let hidden = scene.view.hiddenElementIDs
        let fixed = elements.filter {
            !$0.element.isContainer && !hidden.contains($0.element.id) && app.enclosingScrollView(of: $0.view) == nil
        }
        func overlap(_ a: Rect, _ b: Rect) -> Double { a.intersection(b).map { min($0.width, $0.height) } ?? 0 }
        for time in times {
            let focused = focusedField(at: time)
            for (index, (element, view)) in fixed.enumerated() where view != focused {
                guard !found.contains(where: { $0.element == element.id }) else { continue }
                let rect = windowRect(of: view, at: time)
                let startTime = layoutStart(before: time)
                let start = windowRect(of: view, at: startTime)
                var covers = [("the keyboard", keyboardFrame(at: time), Rect.zero)]
                covers += bars(at: time).map { ($0.name, $0.rect, $0.rect) }
                covers += offScreen(at: time).map { ($0.name, $0.rect, $0.rect) }
                covers += fixed.dropFirst(index + 1).map { other in
                    (other.element.id, windowRect(of: other.view, at: time), windowRect(of: other.view, at: startTime))
                }
                for (name, cover, coverAtStart) in covers {
                    let now = rect.intersection(cover)?.height ?? 0
                    let grew = overlap(rect, cover) - overlap(start, coverAtStart) > Verdicts.coverageThreshold
                    if now > Verdicts.coverageThreshold, grew {
                        found.append(Verdicts.OtherCovered(time: time, element: element.id, points: now, by: name))
                        break
                    }
                }
            }
        }
        return found
    }

    /// What lies beyond the screen's top and bottom edges at `time`, in window coordinates: an
    /// element pushed there cannot be seen.
    private func offScreen(at time: Double) -> [(name: String, rect: Rect)] {
        let screen = scene(at: time).screen
        let beyond = 1_000_000.0
        let names = Verdicts.OtherCovered.screenEdges
        return [
            (names[0], Rect(x: -beyond, y: -beyond, width: 2 * beyond + screen.width, height: beyond)),
            (names[1], Rect(x: -beyond, y: screen.height, width: 2 * beyond + screen.width, height: beyond)),
        ]
    }

    /// The bars drawn over the content at `time`, in window coordinates: the status bar, a
    /// navigation bar, a tab bar or bottom toolbar with the safe area below it.
    private func bars(at time: Double) -> [(name: String, rect: Rect)] {
        let scene = scene(at: time)
        let screen = scene.screen
        let status = scene.device.statusBar(scene.orientation)
        var bars: [(String, Rect)] = []
        if status > 0 { bars.append(("the status bar", Rect(x: 0, y: 0, width: screen.width, height: status))) }
        if let bar = scene.navigationBar {
            bars.append(("the navigation bar", Rect(x: 0, y: status, width: screen.width, height: bar.height)))
        }
        if let bar = scene.bottomBar {
            let height = bar.height + scene.safeAreaInsets.bottom
            let name = bar.kind == .tabBar ? "the tab bar" : "the bottom toolbar"
            bars.append((name, Rect(x: 0, y: screen.height - height, width: screen.width, height: height)))
        }
        return bars
    }

    /// Points of `field`'s text area overlapping the keyboard at `time` (vertical overlap where they share
    /// columns).
    public func pointsCovered(_ field: ViewID, at time: Double) -> Double {
        guard let overlap = textRect(of: field, at: time).intersection(keyboardFrame(at: time)) else { return 0 }
        return overlap.height
    }

    /// Whether the focused field overlaps the keyboard by more than `coverageThreshold` at `time`
    /// — the one rule for "covered", used by the verdicts and the timeline strip.
    public func isFocusedFieldCovered(at time: Double) -> Bool {
        guard let field = focusedField(at: time) else { return false }
        return pointsCovered(field, at: time) > Verdicts.coverageThreshold
    }

    /// Covered seconds and the most points covered, sampled every millisecond while a field is
    /// focused (nothing can be covered while none is).
    private var coverage: (seconds: Double, most: Double) {
        let step = 0.001
        var milliseconds = 0
        var most = 0.0
        for period in focusPeriods {
            var index = Int((period.start / step).rounded(.up))
            while Double(index) * step < period.end {
                let covered = pointsCovered(period.field, at: Double(index) * step)
                most = max(most, covered)
                if covered > Verdicts.coverageThreshold { milliseconds += 1 }
                index += 1
            }
        }
        return (Double(milliseconds) * step, most)
    }

    /// Every track whose motion counts, with the view and property names.
    var motionTracks: [(view: String, property: String, track: Track)] {
        var tracks: [(String, String, Track)] = [("keyboard", "top", app.keyboardTop)]
        for view in app.views {
            tracks += [
                (view.name, "frame.x", view.frame.x), (view.name, "frame.y", view.frame.y),
                (view.name, "frame.width", view.frame.width), (view.name, "frame.height", view.frame.height),
                (view.name, "contentOffset.x", view.contentOffset.x),
                (view.name, "contentOffset.y", view.contentOffset.y),
            ]
        }
        return tracks
    }

    /// When the last motion started at or before `time` ends.
    func motionEnd(startedBy time: Double) -> Double {
        var end = 0.0
        for (_, _, track) in motionTracks {
            for change in track.changes where change.time <= time {
                let stop = change.time + (change.animation.map { $0.delay + $0.timing.duration } ?? 0)
                end = max(end, stop)
            }
        }
        return end
    }

    /// The part of the screen where `field` can be seen at `time`: below the status and
    /// navigation bars (and a toolbar over plain content), above the keyboard, inside the
    /// enclosing scroll view.
    func visibleRegion(for field: ViewID, at time: Double) -> Rect {
        let scene = scene(at: time)
        let screen = scene.screen
        var top = scene.device.statusBar(scene.orientation) + (scene.navigationBar?.height ?? 0)
        if let toolbar = app.toolbar { top = max(top, windowRect(of: toolbar, at: time).maxY) }
        var region = Rect(x: 0, y: top, width: screen.width, height: max(0, keyboardFrame(at: time).minY - top))
        if let scroll = app.enclosingScrollView(of: field) {
            region = region.intersection(windowRect(of: scroll, at: time)) ?? Rect(x: 0, y: top, width: 0, height: 0)
        }
        return region
    }

    /// One check per stretch of focus — and per orientation within it, since a turn lays the
    /// screen out again and the field may end up hidden in one orientation and not the other.
    private var restChecks: [Verdicts.RestCheck] {
        let turns = app.orientationChanges.map(\.time)
        let periods = focusPeriods.flatMap { period in
            let cuts = turns.filter { $0 > period.start && $0 < period.end }
            let bounds = [period.start] + cuts + [period.end]
            return zip(bounds, bounds.dropFirst()).map { (field: period.field, start: $0, end: $1) }
        }
        return periods.map { period in
            let end = motionEnd(startedBy: period.end - 1e-9)
            let settled = end < period.end || period.end >= scene.duration && end <= scene.duration
            let time = settled ? max(period.start, end) : period.end - 1e-6
            let rect = textRect(of: period.field, at: time)
            let region = visibleRegion(for: period.field, at: time)
            let visibleHeight = region.intersection(rect)?.height ?? 0
            let hidden = max(0, rect.height - visibleHeight)
            return Verdicts.RestCheck(
                field: app[period.field].name, time: time, settled: settled,
                visible: hidden <= Verdicts.coverageThreshold, hiddenPoints: hidden)
        }
    }

    /// Steps where a view moved between two drawn frames. A step at 0 s is the layout the
    /// strategy made as the view loaded, before the first frame: nobody sees it jump.
    private var jumps: [Verdicts.Jump] {
        motionTracks.flatMap { view, property, track in
            track.jumps(tolerance: Verdicts.jumpThreshold).map {
                Verdicts.Jump(time: $0.time, view: view, property: property, from: $0.from, to: $0.to)
            }
        }.filter { $0.time > 0 && !isTypingGrowth($0) && !isKeyboardOffScreen($0) }.sorted {
            ($0.time, $0.view, $0.property) < ($1.time, $1.view, $1.property)
        }
    }

    /// How far a push or pop moved the root view sideways between two times (0 without one).
    private func navigationShift(from start: Double, to end: Double) -> Double {
        guard app.navigation != nil else { return 0 }
        let x = app[app.rootView].frame.x
        return x.value(at: end) - x.value(at: start)
    }

    /// A keyboard that takes its height while still off the screen's right edge, sliding in with
    /// a pushed screen (App+Navigation.swift), did not jump where anyone could see it.
    private func isKeyboardOffScreen(_ jump: Verdicts.Jump) -> Bool {
        jump.view == "keyboard" && app.keyboardSlideX.value(at: jump.time) >= scene.screen.width
    }

    private var distanceFromHome: Double? {
        guard !app.isKeyboardShown else { return nil }
        let end = max(motionEnd(startedBy: scene.duration), app.focusChanges.last?.time ?? 0)
        let time = min(end, scene.duration)
        let startTime = layoutStart(before: time)
        return elements.map { element in
            let start = windowRect(of: element.view, at: startTime).origin
            var now = windowRect(of: element.view, at: time).origin
            now.y -= typingShift(of: element.view, until: time)
            // A push or pop moves the whole screen sideways; home is where things sit on it.
            now.x -= navigationShift(from: startTime, to: time)
            return ((now.x - start.x) * (now.x - start.x) + (now.y - start.y) * (now.y - start.y)).squareRoot()
        }.max() ?? 0
    }
}
