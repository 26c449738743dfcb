import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation

/// The band above the phone (title, strategy) and the strip below it (the user's actions on a
/// time line, a playhead, red where the focused field was hidden, and the clock).
///
/// The clock sits at the end of the rail rather than in the caption: it reads the time the
/// playhead shows, and in a GIF everything that changes in a frame goes into one rectangle, so a
/// clock at the top and a playhead at the bottom made every tick a frame as tall as the picture
/// (issue 15: most of a comparison's encoding time, and the frames `gifsicle` still shrank,
/// docs/facts.md §R0.14); beside the playhead, a quiet frame is one thin strip.
struct CaptionLook {
    /// The caption's bold first line.
    let title: String
    /// Its second, monospaced line (the strategy's id).
    let subtitle: String
    let duration: Double
    /// The user's actions, marked on the strip.
    let actions: [Scene.Action]
    /// Stretches drawn red on the strip.
    let covered: [(start: Double, end: Double)]
    /// Whether the strip marks covered stretches at all (a comparison's shared strip does not,
    /// so its legend leaves the red bar out).
    let marksCovered: Bool
    let width: Double
    /// The colours of the scene's appearance.
    let palette: Palette
    /// Where the strip's rail ends: before the clock, which is right-aligned at the strip's end
    /// and as wide as its widest reading (the last).
    private let railEnd: Double

    init(
        title: String, subtitle: String, duration: Double, actions: [Scene.Action],
        covered: [(start: Double, end: Double)], marksCovered: Bool = true, width: Double, palette: Palette
    ) {
        self.title = title
        self.subtitle = subtitle
        self.duration = duration
        self.actions = actions
        self.covered = covered
        self.marksCovered = marksCovered
        self.width = width
        self.palette = palette
        let widest = Self.clockReadings(duration: duration).last?.label ?? "0.0 s"
        railEnd = width - 12 - TextMetrics.width(of: widest, size: Self.clockSize, monospaced: true) - 10
    }

    /// The caption and strip of one recording: its scene's title, its strategy, and the
    /// stretches its focused field was hidden.
    init(recording: Recording, width: Double, palette: Palette) {
        self.init(
            title: recording.scene.title, subtitle: recording.strategy, duration: recording.scene.duration,
            actions: recording.scene.timeline, covered: Self.coveredPeriods(of: recording), width: width,
            palette: palette)
    }

    static let captionHeight = 44.0
    /// The rail with its marks and playhead.
    static let railBandHeight = 28.0
    /// The legend's row under the rail.
    static let legendHeight = 14.0
    static let stripHeight = railBandHeight + legendHeight

    /// The clock shows tenths of a second; each reading is a text node shown for its tenth.
    /// Long scenes read coarser so the drawing stays small (at most this many readings).
    static let maximumClockReadings = 600
    static let clockSize = 12.0

    // MARK: Caption

    func caption() -> Group {
        let margin = 12.0
        var group = Group("caption")
        let title = TextMetrics.fitting(self.title, width: width - 2 * margin, size: 14, weight: .bold)
        group.add(
            Primitive(.text(Text(title, at: Point(x: margin, y: 19), size: 14, weight: .bold)), fill: palette.text))
        let strategy = TextMetrics.fitting(subtitle, width: width - 2 * margin, size: 12, monospaced: true)
        group.add(
            Primitive(
                .text(Text(strategy, at: Point(x: margin, y: 36), size: 12, monospaced: true)),
                fill: palette.secondaryText))
        group.add(
            Primitive(
                .rect(Rect(x: 0, y: Self.captionHeight - 0.5, width: width, height: 0.5), cornerRadius: 0),
                fill: palette.separator))
        return group
    }

    /// `"1.2 s"` shown from 1.2 s until the next reading; the last one stays.
    static func clockReadings(duration: Double) -> [(label: String, visibility: Visibility)] {
        // Tenths per reading: 1 unless the scene is long.
        let step = max(1, Int((duration * 10 / Double(Self.maximumClockReadings)).rounded(.up)))
        let lastTenth = Int((duration * 10 + 1e-9).rounded(.down))
        let tenths = Array(stride(from: 0, through: lastTenth, by: step))
        return tenths.enumerated().map { index, tenth in
            let start = Double(tenth) / 10
            var visibility = Visibility(initiallyVisible: index == 0)
            if index > 0 { visibility.changes.append(.init(time: start, visible: true)) }
            if index + 1 < tenths.count {
                visibility.changes.append(.init(time: Double(tenths[index + 1]) / 10, visible: false))
            }
            return ("\(tenth / 10).\(tenth % 10) s", visibility)
        }
    }

    // MARK: Timeline strip

    /// Where the strip's rail starts (it ends at `railEnd`).
    private var railStart: Double { 16 }

    private func x(at time: Double) -> Double {
        guard duration > 0 else { return railStart }
        return railStart + (railEnd - railStart) * min(max(time / duration, 0), 1)
    }

    func strip() -> Group {
        let midY = Self.railBandHeight / 2
        var group = Group("timeline")
        group.add(
            Primitive(.rect(Rect(x: 0, y: 0, width: width, height: 0.5), cornerRadius: 0), fill: palette.separator))
        group.add(
            Primitive(
                .rect(Rect(x: railStart, y: midY - 1.5, width: railEnd - railStart, height: 3), cornerRadius: 1.5),
                fill: palette.rail))
        // A tick under the rail every whole second.
        var second = 1.0
        while second < duration {
            group.add(
                Primitive(
                    .rect(Rect(x: x(at: second) - 0.5, y: midY + 4, width: 1, height: 4), cornerRadius: 0),
                    fill: palette.rail))
            second += 1
        }
        for period in covered {
            let from = x(at: period.start)
            let to = x(at: period.end)
            group.add(
                Primitive(
                    .rect(Rect(x: from, y: midY - 1.5, width: max(to - from, 1), height: 3), cornerRadius: 0),
                    fill: palette.covered))
        }
        for action in actions {
            group.add(Self.mark(action.kind, at: Point(x: x(at: action.time), y: midY), palette: palette))
        }
        var playhead = Group("playhead", offsetX: .ramp(from: railStart, to: railEnd, duration: duration))
        playhead.add(
            Primitive(
                .rect(Rect(x: -1, y: 4, width: 2, height: Self.railBandHeight - 8), cornerRadius: 1),
                fill: palette.text))
        group.add(playhead)
        var clock = Group("clock")
        for reading in Self.clockReadings(duration: duration) {
            let text = Text(
                reading.label, at: Point(x: width - 12, y: midY + 4), size: Self.clockSize, anchor: .end,
                monospaced: true)
            clock.add(
                Group(
                    "t-\(reading.label.filter(\.isNumber))", visibility: reading.visibility,
                    children: [.primitive(Primitive(.text(text), fill: palette.text))]))
        }
        group.add(clock)
        group.add(
            LegendLook.group(
                width: width, marksCovered: marksCovered, midY: Self.railBandHeight + Self.legendHeight / 2 - 2,
                palette: palette))
        return group
    }

    /// The dot that marks a user's action on the rail.
    static func mark(_ kind: Scene.Action.Kind, at center: Point, radius: Double = 4, palette: Palette) -> Primitive {
        let color: Color =
            switch kind {
            case .tap: palette.tint
            case .returnKey: palette.returnMark
            case .dismiss: palette.dismissMark
            case .keyboardHeight, .type, .motion: palette.secondaryText
            }
        return Primitive(
            .circle(center: center, radius: radius), fill: color, stroke: Stroke(palette.screen, width: 1.5))
    }

    /// The stretches of frames during which the focused field was covered — by the verdicts'
    /// rule, so the strip and the numbers agree — sampled at the scene's frame times (a summary
    /// for the strip; the phone itself shows the overlap exactly).
    static func coveredPeriods(of recording: Recording) -> [(start: Double, end: Double)] {
        let times = recording.frameTimes
        let duration = recording.scene.duration
        var periods: [(start: Double, end: Double)] = []
        for (index, time) in times.enumerated() {
            guard recording.isFocusedFieldCovered(at: time) else { continue }
            let end = index + 1 < times.count ? times[index + 1] : duration
            if let last = periods.last, last.end == time {
                periods[periods.count - 1].end = end
            } else {
                periods.append((time, end))
            }
        }
        return periods
    }
}
