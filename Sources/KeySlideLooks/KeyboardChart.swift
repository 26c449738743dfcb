import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit

/// A static chart of one scene under several strategies: over time, the focused field's bottom
/// edge and the keyboard's top edge, one panel per strategy, stacked on one clock.
///
/// The vertical axis is the window's y in points, growing downwards as on the screen, so the
/// keyboard line rises from the screen's bottom when it shows and the field's line lies below it
/// exactly while the field is covered. The stretches the verdicts count as covered are shaded
/// (the timeline strip's rule, `CaptionLook.coveredPeriods`), and the user's actions are vertical
/// lines named above the first panel. Values are sampled at the scene's frame times, from the
/// same `Recording` functions the trace and the verdicts read.
public struct KeyboardChart: Sendable {
    /// One strategy's samples.
    public struct Panel: Sendable {
        public var strategy: String
        public var times: [Double]
        /// The focused field's bottom edge at each time, `nil` while no field is focused.
        public var fieldBottom: [Double?]
        /// The focused field at each time, so a line breaks where focus moves to another field.
        var fields: [ViewID?]
        /// The keyboard's top edge at each time (the screen's height or more while it is hidden).
        public var keyboardTop: [Double]
        /// The stretches during which the focused field was covered.
        public var covered: [(start: Double, end: Double)]

        /// The samples of `recording` at its scene's frame times.
        public init(recording: Recording) {
            strategy = recording.strategy
            times = recording.frameTimes
            fields = times.map { recording.focusedField(at: $0) }
            fieldBottom = zip(times, fields).map { time, field in
                field.map { recording.windowRect(of: $0, at: time).maxY }
            }
            keyboardTop = times.map { recording.keyboardFrame(at: $0).minY }
            covered = CaptionLook.coveredPeriods(of: recording)
        }
    }

    public var title: String
    /// The second line: device, profile and how the chart was sampled.
    public var subtitle: String
    public var duration: Double
    public var screenHeight: Double
    /// The screen's height from each moment the device turned (the first from 0): one entry for a
    /// scene that never rotates.
    public var screenHeights: [(start: Double, height: Double)]
    public var actions: [Scene.Action]
    public var panels: [Panel]

    /// The chart of `recordings`, which must all be of one scene.
    public init(recordings: [Recording]) {
        let scene = recordings.first?.scene
        title = scene?.title ?? ""
        subtitle =
            scene.map { "\($0.device.name) · \($0.profile.name) · \($0.orientation.rawValue) · \($0.fps) fps" } ?? ""
        duration = scene?.duration ?? 0
        screenHeight = scene?.screen.height ?? 0
        screenHeights = [(0, screenHeight)]
        for action in scene?.timeline ?? [] {
            guard let scene, case .motion(.rotate(let orientation)) = action.kind else { continue }
            screenHeights.append((action.time, scene.oriented(orientation).screen.height))
        }
        screenHeight = screenHeights.map(\.height).max() ?? 0
        actions = scene?.timeline ?? []
        panels = recordings.map(Panel.init(recording:))
    }

    // MARK: Layout

    enum Layout {
        static let left = 70.0, right = 24.0, plotWidth = 600.0, plotHeight = 150.0
        static let firstPanelTop = 140.0, panelGap = 50.0, bottom = 52.0
        static let titleSize = 17.0, labelSize = 12.0, tickSize = 10.0, eventSize = 10.0
    }

    static let fieldColor = Palette.light.tint
    static let keyboardColor = Color(hex: 0x3A3A3C)
    static let shade = Palette.light.covered.mixed(with: Palette.light.screen, amount: 0.82)
    static let gridColor = Color(hex: 0xE5E5EA)

    var timeAxis: Axis { Axis(covering: 0, max(duration, 1e-6), targetTicks: 8) }

    /// The window-y axis: the whole screen, widened to take in a field slid above or below it.
    var valueAxis: Axis {
        let values = panels.flatMap { $0.fieldBottom.compactMap { $0 } + $0.keyboardTop }.filter(\.isFinite)
        return Axis(covering: min(0, values.min() ?? 0), max(screenHeight, values.max() ?? 0), targetTicks: 5)
    }

    /// The plot area of panel `index`.
    func plot(_ index: Int) -> Rect {
        Rect(
            x: Layout.left, y: Layout.firstPanelTop + Double(index) * (Layout.plotHeight + Layout.panelGap),
            width: Layout.plotWidth, height: Layout.plotHeight)
    }

    /// Where `time` is across any panel.
    func x(_ time: Double) -> Double {
        let axis = timeAxis
        return Layout.left + Layout.plotWidth * (time - axis.lower) / (axis.upper - axis.lower)
    }

    /// Where window-y `value` is in panel `index` on `axis` (`valueAxis`, worked out once by the
    /// caller: it reads every sample, and a chart places every sample).
    func y(_ value: Double, panel index: Int, on axis: Axis) -> Double {
        plot(index).minY + Layout.plotHeight * (value - axis.lower) / (axis.upper - axis.lower)
    }

    /// The window y that canvas `y` stands for in panel `index` (the inverse of `y(_:panel:on:)`).
    func value(atCanvasY canvasY: Double, panel index: Int) -> Double {
        let axis = valueAxis
        return axis.lower + (canvasY - plot(index).minY) / Layout.plotHeight * (axis.upper - axis.lower)
    }

    /// Seconds per canvas point across the time axis.
    var secondsPerPoint: Double { (timeAxis.upper - timeAxis.lower) / Layout.plotWidth }

    public var size: Size {
        let last = plot(max(panels.count, 1) - 1)
        return Size(width: Layout.left + Layout.plotWidth + Layout.right, height: last.maxY + Layout.bottom)
    }
}
