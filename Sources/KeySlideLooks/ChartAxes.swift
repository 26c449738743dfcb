import KeySlideCanvas
import KeySlideGeometry

/// The frame a chart's data is drawn in: grid lines, the two axes, their outward ticks and tick
/// labels. Written once for both charts — the curve chart (`keyslide curve --plot`) and each
/// panel of the keyboard chart (`keyslide chart`) — so they read alike; each says where its grid
/// and axes go in its own order of items, and with what spacing.
struct ChartAxes {
    /// Lengths and colours that differ between the charts.
    struct Style {
        /// How far a tick sticks out of its axis.
        var tickLength: Double
        /// From the plot's left edge to a value label's right end.
        var valueLabelInset: Double
        /// From a value tick down to its label's baseline.
        var valueLabelDrop: Double
        /// From the plot's bottom edge down to a time label's baseline.
        var timeLabelDrop: Double
        /// The decimals a tick label shows at most (`Double.readable(decimals:)`).
        var decimals: Int
        var labelSize: Double
        var axisColor: Color
        var labelColor: Color
        var gridColor: Color
    }

    var plot: Rect
    /// The time axis, across.
    var time: Axis
    /// The value axis, up or down the plot.
    var values: Axis
    /// Where a time is across the canvas.
    var x: (Double) -> Double
    /// Where a value is down the canvas.
    var y: (Double) -> Double
    var style: Style

    /// A vertical grid line at each time tick, across the whole plot.
    func timeGrid() -> [Primitive] {
        time.ticks.map { tick in
            line(Point(x: x(tick), y: plot.minY), Point(x: x(tick), y: plot.maxY), Stroke(style.gridColor))
        }
    }

    /// The horizontal grid line at value `tick`, in `color` (the grid's unless given).
    func valueGridLine(at tick: Double, color: Color? = nil) -> Primitive {
        line(Point(x: plot.minX, y: y(tick)), Point(x: plot.maxX, y: y(tick)), Stroke(color ?? style.gridColor))
    }

    /// The two axes: the time axis along the plot's bottom, the value axis up its left side.
    func axisLines() -> [Primitive] {
        [
            line(Point(x: plot.minX, y: plot.maxY), Point(x: plot.maxX, y: plot.maxY), Stroke(style.axisColor)),
            line(Point(x: plot.minX, y: plot.minY), Point(x: plot.minX, y: plot.maxY), Stroke(style.axisColor)),
        ]
    }

    /// Each time tick under the plot, with its label centred below it.
    func timeTicks() -> [Primitive] {
        time.ticks.flatMap { tick in
            [
                line(
                    Point(x: x(tick), y: plot.maxY), Point(x: x(tick), y: plot.maxY + style.tickLength),
                    Stroke(style.axisColor)),
                label(tick, at: Point(x: x(tick), y: plot.maxY + style.timeLabelDrop), anchor: .middle),
            ]
        }
    }

    /// The tick at value `tick` left of the plot, with its label ending left of it.
    func valueTick(at tick: Double) -> [Primitive] {
        [
            line(
                Point(x: plot.minX - style.tickLength, y: y(tick)), Point(x: plot.minX, y: y(tick)),
                Stroke(style.axisColor)),
            label(
                tick, at: Point(x: plot.minX - style.valueLabelInset, y: y(tick) + style.valueLabelDrop), anchor: .end),
        ]
    }

    private func line(_ from: Point, _ to: Point, _ stroke: Stroke) -> Primitive {
        Primitive(.line(from: from, to: to), stroke: stroke)
    }

    private func label(_ tick: Double, at point: Point, anchor: Text.Anchor) -> Primitive {
        Primitive(
            .text(Text(tick.readable(decimals: style.decimals), at: point, size: style.labelSize, anchor: anchor)),
            fill: style.labelColor)
    }
}

/// An axis range widened to round tick values: steps of 1, 2, 2.5 or 5 times a power of ten.
struct Axis: Hashable, Sendable {
    var lower: Double
    var upper: Double
    var step: Double

    init(covering minimum: Double, _ maximum: Double, targetTicks: Int) {
        let span = max(maximum - minimum, 1e-9)
        let rough = span / Double(max(targetTicks - 1, 1))
        var magnitude = 1.0
        while magnitude * 10 <= rough { magnitude *= 10 }
        while magnitude > rough { magnitude /= 10 }
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        self.step = step
        lower = (minimum / step).rounded(.down) * step
        upper = (maximum / step - 1e-9).rounded(.up) * step
        if upper <= lower { upper = lower + step }
    }

    /// The tick values from `lower` to `upper`, computed from integers so they print cleanly.
    var ticks: [Double] {
        let first = Int((lower / step).rounded())
        let last = Int((upper / step).rounded())
        return (first...last).map { Double($0) * step }
    }
}
