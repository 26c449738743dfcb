import KeySlideEasing
import KeySlideGeometry
import Testing

@testable import KeySlideLooks

@Suite("CurveChart")
struct CurveChartTests {
    let keyboard = CurveChart.Series(label: "keyboard", timing: Timing(curve: .spring(.keyboard), duration: 0.5))
    let easeInOut = CurveChart.Series(label: "easeInOut", timing: .bezier(.easeInEaseOut, duration: 1))

    @Test(
        "axes round to steps of 1, 2, 2.5 or 5 times a power of ten",
        arguments: [
            (0.0, 1.0, 0.2, 0.0, 1.0),
            (0.0, 0.5, 0.1, 0.0, 0.5),
            (0.0, 4.59, 1.0, 0.0, 5.0),
            (-0.1, 1.07, 0.25, -0.25, 1.25),
            (0.0, 0.3, 0.1, 0.0, 0.3),
        ])
    func axis(_ minimum: Double, _ maximum: Double, _ step: Double, _ lower: Double, _ upper: Double) {
        let axis = Axis(covering: minimum, maximum, targetTicks: 6)
        #expect(abs(axis.step - step) < 1e-12)
        #expect(abs(axis.lower - lower) < 1e-12)
        #expect(abs(axis.upper - upper) < 1e-12)
        #expect(axis.ticks.first.map { abs($0 - lower) < 1e-12 } == true)
        #expect(axis.ticks.last.map { abs($0 - upper) < 1e-12 } == true)
    }

    @Test("the time axis spans the longest timing unless told otherwise")
    func timeSpan() {
        #expect(CurveChart(title: "", series: [keyboard]).timeSpan == 0.5)
        #expect(CurveChart(title: "", series: [keyboard, easeInOut]).timeSpan == 1)
        #expect(CurveChart(title: "", series: [keyboard], timeSpan: 2).timeSpan == 2)
        #expect(CurveChart(title: "", series: []).timeSpan == 1)
    }

    @Test("a series' points follow its timing, show the spring's snap and hold to the axis end")
    func points() {
        let chart = CurveChart(title: "", series: [keyboard, easeInOut])
        let points = chart.points(of: keyboard, samples: 100)
        #expect(points.first.map { [$0.time, $0.progress] } == [0, 0])
        for point in points where point.time < 0.5 {
            #expect(point.progress == keyboard.timing.progress(atElapsed: point.time))
        }
        // At 0.5 s: the spring's last value (docs/facts.md §2.2: 0.999), then 1, then the hold.
        let end = points.filter { $0.time == 0.5 }.map(\.progress)
        #expect(end.count == 2)
        #expect(abs(end[0] - 0.999) < 0.0005 && end[1] == 1)
        #expect(points.last.map { [$0.time, $0.progress] } == [1, 1])
        // Evenly spaced before the end: 100 steps over the 1 s span, 50 of them before 0.5 s.
        #expect(points.count == 50 + 3)
    }

    @Test("the frame has a polyline per curve in palette colours, a legend and a title")
    func displayList() throws {
        let list = CurveChart(title: "Keyboard", series: [keyboard, easeInOut]).displayList()
        let polylines = list.items.compactMap { item -> (points: [Point], stroke: Stroke?)? in
            if case .polyline(let points) = item.primitive.shape { return (points, item.primitive.stroke) }
            return nil
        }
        #expect(polylines.count == 2)
        #expect(polylines.map { $0.stroke?.color } == [CurveChart.palette[0], CurveChart.palette[1]])
        let texts = list.items.compactMap { item -> String? in
            if case .text(let text) = item.primitive.shape { return text.string }
            return nil
        }
        for expected in ["Keyboard", "keyboard", "easeInOut", "time (s)", "progress", "0", "0.2", "1"] {
            #expect(texts.contains(expected), "missing \(expected)")
        }
        // Every point lies on the canvas.
        for polyline in polylines {
            for point in polyline.points {
                #expect(point.x >= 0 && point.x <= list.size.width && point.y >= 0 && point.y <= list.size.height)
            }
        }
    }

    @Test("the progress axis widens to show overshoot both ways")
    func overshoot() throws {
        let bouncy = CurveChart.Series(
            label: "bouncy",
            timing: Timing(curve: .spring(try Spring(mass: 1, stiffness: 300, damping: 3)), duration: 3))
        let dip = CurveChart.Series(label: "dip", timing: .bezier(try UnitBezier(0.5, -0.6, 0.4, 1), duration: 1))
        let list = CurveChart(title: "", series: [bouncy, dip]).displayList()
        let labels = list.items.compactMap { item -> Double? in
            if case .text(let text) = item.primitive.shape, text.anchor == .end { return Double(text.string) }
            return nil
        }
        let highest = CurveChart(title: "", series: [bouncy]).points(of: bouncy).map(\.progress).max() ?? 0
        let lowest = CurveChart(title: "", series: [dip]).points(of: dip).map(\.progress).min() ?? 0
        #expect(highest > 1.5 && lowest < -0.05)
        #expect((labels.max() ?? 0) >= highest)
        #expect((labels.min() ?? 0) <= lowest)
    }

    @Test("more curves than colours repeat the palette with dashes")
    func manyCurves() {
        let series = (0..<9).map { CurveChart.Series(label: "c\($0)", timing: .bezier(.linear, duration: 1)) }
        let strokes = CurveChart(title: "", series: series).displayList().items.compactMap { item -> Stroke? in
            if case .polyline = item.primitive.shape { return item.primitive.stroke }
            return nil
        }
        #expect(strokes.count == 9)
        #expect(strokes[7].color == strokes[0].color)
        #expect(strokes[0].dash.isEmpty && !strokes[7].dash.isEmpty)
    }
}
