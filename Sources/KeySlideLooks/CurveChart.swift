import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry

/// A chart of timing curves — progress against seconds — the picture a documentation page
/// shows next to a curve's numbers.
///
/// The time axis runs from 0 to the longest timing, so curves of different lengths share one
/// clock (a 0.5 s keyboard curve stops halfway across a 1 s ease-in-out and holds at 1). The
/// progress axis always shows 0 and 1 and widens to take in overshoot. A legend to the right
/// names each curve, so long names never cover the lines.
public struct CurveChart: Hashable, Sendable {
    /// One curve on the chart.
    public struct Series: Hashable, Sendable {
        /// The name in the legend (`keyboard`).
        public var label: String
        /// A second, smaller legend line (`spring(3, 1000, 500) over 0.5 s`), or `nil`.
        public var detail: String?
        public var timing: Timing

        public init(label: String, detail: String? = nil, timing: Timing) {
            self.label = label
            self.detail = detail
            self.timing = timing
        }
    }

    public var title: String
    public var series: [Series]
    /// The seconds the time axis spans.
    public var timeSpan: Double

    /// A chart whose time axis spans `timeSpan` seconds, by default the longest finite timing
    /// (1 s if there is none).
    public init(title: String, series: [Series], timeSpan: Double? = nil) {
        self.title = title
        self.series = series
        let longest = series.map(\.timing.duration).filter(\.isFinite).max() ?? 0
        let span = timeSpan ?? longest
        self.timeSpan = span > 0 && span.isFinite ? span : 1
    }

    /// Colours from Okabe and Ito's palette for colour-blind readers ("Color Universal Design",
    /// 2008), darkest first; after seven curves the colours repeat with dashed lines.
    public static let palette: [Color] = [
        Color(hex: 0x0072B2), Color(hex: 0xD55E00), Color(hex: 0x009E73), Color(hex: 0xCC79A7),
        Color(hex: 0xE69F00), Color(hex: 0x56B4E9), Color(hex: 0x000000),
    ]

    /// The time axis: `timeSpan` widened to a round tick.
    var timeAxis: Axis { Axis(covering: 0, timeSpan, targetTicks: 6) }

    /// The points a series is drawn through, in (seconds, progress): `samples` even steps
    /// across `timeSpan`, the exact end of the timing (with both sides of a spring's final
    /// snap), and — when the timing ends within the span — a point where its hold at 1 meets
    /// the end of the time axis.
    public func points(of series: Series, samples: Int = 600) -> [(time: Double, progress: Double)] {
        let span = timeSpan
        let timing = series.timing
        let end = min(timing.duration, span)
        var points: [(time: Double, progress: Double)] = []
        for step in 0...max(samples, 1) {
            let time = span * Double(step) / Double(max(samples, 1))
            guard time < end else { break }
            points.append((time, timing.progress(atElapsed: time)))
        }
        let before = timing.progress(justBefore: end)
        let after = timing.progress(atElapsed: end)
        points.append((end, before))
        if after != before { points.append((end, after)) }
        let axisEnd = max(timeAxis.upper, span)
        if timing.duration <= span, end < axisEnd { points.append((axisEnd, after)) }
        return points
    }

    // MARK: Layout

    private enum Layout {
        static let plotSize = Size(width: 520, height: 330)
        static let left = 64.0, top = 64.0, bottom = 62.0, right = 28.0
        static let legendGap = 36.0, legendSwatch = 26.0, legendRow = 38.0
        static let titleSize = 17.0, labelSize = 12.0, tickSize = 11.0, detailSize = 10.5
    }

    private static let ink = Color(hex: 0x1D1D1F)
    private static let secondaryInk = Color(hex: 0x6E6E73)
    private static let gridColor = Color(hex: 0xE5E5EA)
    private static let targetColor = Color(hex: 0xC7C7CC)

    /// The chart as one frame, in points.
    public func displayList() -> DisplayList {
        let plot = Rect(x: Layout.left, y: Layout.top, width: Layout.plotSize.width, height: Layout.plotSize.height)
        let legendWidth =
            series.map { entry in
                let label = TextMetrics.width(of: entry.label, size: Layout.labelSize)
                let detail = entry.detail.map { TextMetrics.width(of: $0, size: Layout.detailSize) } ?? 0
                return Layout.legendSwatch + 8 + max(label, detail)
            }.max() ?? 0
        let size = Size(
            width: (plot.maxX + Layout.legendGap + legendWidth + Layout.right).rounded(.up),
            height: plot.maxY + Layout.bottom)

        let drawn = series.map { points(of: $0) }
        let values = drawn.flatMap { $0.map(\.progress) }.filter(\.isFinite)
        let progressAxis = Axis(covering: min(0, values.min() ?? 0), max(1, values.max() ?? 1), targetTicks: 6)
        // Leave a little air above and below so lines at 0 and 1 do not sit on the frame.
        let pad = 0.04 * (progressAxis.upper - progressAxis.lower)
        let low = progressAxis.lower - pad
        let high = progressAxis.upper + pad
        func x(_ time: Double) -> Double {
            plot.minX + plot.width * (time - timeAxis.lower) / (timeAxis.upper - timeAxis.lower)
        }
        func y(_ progress: Double) -> Double { plot.maxY - plot.height * (progress - low) / (high - low) }

        var items: [Primitive] = []
        func line(_ from: Point, _ to: Point, _ stroke: Stroke) {
            items.append(Primitive(.line(from: from, to: to), stroke: stroke))
        }
        func text(
            _ string: String, _ at: Point, size: Double, color: Color, weight: Text.Weight = .regular,
            anchor: Text.Anchor = .start
        ) {
            items.append(
                Primitive(.text(Text(string, at: at, size: size, weight: weight, anchor: anchor)), fill: color))
        }

        // Grid, with the start (0) and target (1) lines a shade darker; axes with outward ticks
        // and their labels.
        let axes = ChartAxes(
            plot: plot, time: timeAxis, values: progressAxis, x: x, y: y,
            style: ChartAxes.Style(
                tickLength: 5, valueLabelInset: 9, valueLabelDrop: 4, timeLabelDrop: 19, decimals: 6,
                labelSize: Layout.tickSize, axisColor: Self.ink, labelColor: Self.secondaryInk,
                gridColor: Self.gridColor))
        items += axes.timeGrid()
        for tick in progressAxis.ticks {
            items.append(axes.valueGridLine(at: tick, color: tick == 0 || tick == 1 ? Self.targetColor : nil))
        }
        items += axes.axisLines() + axes.timeTicks()
        for tick in progressAxis.ticks { items += axes.valueTick(at: tick) }
        text(
            "time (s)", Point(x: plot.midX, y: plot.maxY + 44), size: Layout.labelSize, color: Self.ink, anchor: .middle
        )
        text(
            "progress", Point(x: plot.minX, y: plot.minY - 12), size: Layout.labelSize, color: Self.ink, anchor: .middle
        )
        text(title, Point(x: plot.minX - 40, y: 30), size: Layout.titleSize, color: Self.ink, weight: .bold)

        // The curves, then the legend in the same order.
        for (index, points) in drawn.enumerated() {
            let stroke = style(ofSeries: index)
            items.append(Primitive(.polyline(points.map { Point(x: x($0.time), y: y($0.progress)) }), stroke: stroke))
            let rowTop = plot.minY + Double(index) * Layout.legendRow
            let swatchX = plot.maxX + Layout.legendGap
            line(Point(x: swatchX, y: rowTop + 8), Point(x: swatchX + Layout.legendSwatch, y: rowTop + 8), stroke)
            let textX = swatchX + Layout.legendSwatch + 8
            text(series[index].label, Point(x: textX, y: rowTop + 12), size: Layout.labelSize, color: Self.ink)
            if let detail = series[index].detail {
                text(detail, Point(x: textX, y: rowTop + 27), size: Layout.detailSize, color: Self.secondaryInk)
            }
        }

        return DisplayList(
            size: size, background: Color(hex: 0xFFFFFF), items: items.map { DisplayList.Item(primitive: $0) })
    }

    /// The stroke of the `index`th curve: palette colours in turn, dashed from the second round.
    private func style(ofSeries index: Int) -> Stroke {
        let round = index / Self.palette.count
        return Stroke(Self.palette[index % Self.palette.count], width: 2.25, dash: round == 0 ? [] : [7, 4])
    }
}
