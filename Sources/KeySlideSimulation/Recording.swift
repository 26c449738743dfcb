import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// What a scene looked like under one strategy: the app after the run, whose tracks know every
/// presentation value at every instant, and whose event log says what happened when.
public struct Recording: Sendable {
    public let scene: Scene
    /// The strategy's id.
    public let strategy: String
    /// The strategy's one-line summary and its source, carried with the run so that reports and
    /// galleries can name a user's strategy as well as a built-in one without a catalogue lookup.
    public let summary: String
    public let source: String
    /// The app as the run left it: views with their tracks, the keyboard's track, focus
    /// changes, events.
    public let app: App
    /// What the strategy needs and the scene lacks: it could not act (checked once, here).
    public let unmetRequirements: [StrategyRequirement]

    public init(scene: Scene, strategy: any AvoidanceStrategy.Type, app: App) {
        self.scene = scene
        self.strategy = strategy.id
        self.summary = strategy.summary
        self.source = strategy.source
        self.app = app
        unmetRequirements = strategy.requirements.filter { !$0.isMet(by: scene) }
    }

    private init(_ recording: Recording, app: App) {
        scene = recording.scene
        strategy = recording.strategy
        summary = recording.summary
        source = recording.source
        self.app = app
        unmetRequirements = recording.unmetRequirements
    }

    /// The recording up to `time`, then standing still (`App.holding(after:)`): what the screen
    /// showed at the start of a rotation, for its old orientation's picture to fade out on.
    public func holding(after time: Double) -> Recording { Recording(self, app: app.holding(after: time)) }

    /// The times of the frames at the scene's fps: 0, 1/fps, … up to and including the duration
    /// when it falls on a frame (`FrameSchedule.throughEnd`), the moments the trace, the looks and
    /// the timeline strip sample.
    public var frameTimes: [Double] { FrameSchedule.throughEnd(duration: scene.duration, fps: scene.fps).times }

    /// The scene's elements with their views, in tree order (depth first), containers included.
    public var elements: [(element: Scene.Element, view: ViewID)] {
        scene.view.allElements.compactMap { element in app.sceneElement(named: element.id).map { (element, $0) } }
    }

    /// The text input focused at `time` (a change at `time` counts).
    public func focusedField(at time: Double) -> ViewID? {
        app.focusChanges.last { $0.time <= time }?.field
    }

    /// Every stretch of time a field was focused, with the field, in time order.
    public var focusPeriods: [(field: ViewID, start: Double, end: Double)] {
        var periods: [(ViewID, Double, Double)] = []
        for (index, change) in app.focusChanges.enumerated() {
            guard let field = change.field else { continue }
            let end = app.focusChanges.dropFirst(index + 1).first?.time ?? scene.duration
            if end > change.time { periods.append((field, change.time, end)) }
        }
        return periods
    }

    /// Where `view` is on screen at `time`, upright window coordinates, points.
    public func windowRect(of view: ViewID, at time: Double) -> Rect {
        app.presentationRectInWindow(of: view, at: time)
    }

    /// The part of a text input where its text and caret can show, on screen at `time`: its
    /// window rect, less a text view's bottom content inset, a strip its lines never enter
    /// (`TextInputMetrics.shownLineCount`; IQKeyboardManager sets one). It is what must clear the
    /// keyboard, so the verdicts and the hidden-part outline measure it.
    public func textRect(of field: ViewID, at time: Double) -> Rect {
        let rect = windowRect(of: field, at: time)
        let inset = app[field].textViewBottomInset.value(at: time)
        return Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - inset))
    }

    /// The keyboard on screen at `time`, upright window coordinates.
    public func keyboardFrame(at time: Double) -> Rect { app.keyboardFrame(at: time) }

    /// The scene as the screen showed it at `time`: after a rotation, its other orientation's
    /// screen, bars and safe area (`Scene.oriented(_:)`).
    public func scene(at time: Double) -> Scene { scene.oriented(app.orientation(at: time)) }

    /// The moment verdicts that compare with "the start" compare `time` with: 0 while the screen
    /// shows the orientation it started in; in the other orientation, which has no start of its
    /// own, the end of the last rotation that began by then (a hair before it, while the turn's own
    /// layout holds and no show has been posted yet).
    public func layoutStart(before time: Double) -> Double {
        guard app.orientation(at: time) != app.startOrientation,
            let turn = app.orientationChanges.last(where: { $0.time <= time })
        else { return 0 }
        return min(time, turn.time + scene.profile.rotationDuration - 1e-6)
    }
}
