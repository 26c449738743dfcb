import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

extension KeyboardChart {
    /// The chart as one frame, in points: title and legend, the actions' names, then a panel per
    /// strategy (shade, grid, action lines, the two edges, axes).
    public func displayList() -> DisplayList {
        var items: [Primitive] = []
        func line(_ from: Point, _ to: Point, _ stroke: Stroke) {
            items.append(Primitive(.line(from: from, to: to), stroke: stroke))
        }
        func text(
            _ string: String, _ at: Point, size: Double, color: Color = Palette.light.text,
            weight: Text.Weight = .regular,
            anchor: Text.Anchor = .start
        ) {
            items.append(
                Primitive(.text(Text(string, at: at, size: size, weight: weight, anchor: anchor)), fill: color))
        }

        text(title, Point(x: 16, y: 28), size: Layout.titleSize, weight: .bold)
        text(subtitle, Point(x: 16, y: 46), size: Layout.tickSize, color: Palette.light.secondaryText)
        items += legend(top: 60)

        // The actions' names above the first panel, on two rows so close ones do not collide.
        let top = plot(0).minY
        for (index, action) in actions.enumerated() {
            let row = Double(index % 2)
            text(
                Self.label(of: action.kind), Point(x: x(action.time), y: top - 36 + row * 11), size: Layout.eventSize,
                color: Self.color(of: action.kind), anchor: .middle)
        }

        let values = valueAxis
        for (index, panel) in panels.enumerated() {
            let area = plot(index)
            for period in panel.covered {
                items.append(
                    Primitive(
                        .rect(
                            Rect(
                                x: x(period.start), y: area.minY, width: x(period.end) - x(period.start),
                                height: area.height), cornerRadius: 0),
                        fill: Self.shade))
            }
            let axes = self.axes(of: index, on: values)
            items += axes.timeGrid()
            for tick in values.ticks { items += [axes.valueGridLine(at: tick)] + axes.valueTick(at: tick) }
            // The screen's bottom edge: where the keyboard line rests while it is hidden — a step
            // at each turn of a scene that rotates.
            for (stretch, screen) in screenHeights.enumerated() {
                let bottom = y(screen.height, panel: index, on: values)
                let start = stretch == 0 ? area.minX : x(screen.start)
                let end = stretch + 1 < screenHeights.count ? x(screenHeights[stretch + 1].start) : area.maxX
                line(Point(x: start, y: bottom), Point(x: end, y: bottom), Stroke(Palette.light.rail, dash: [4, 3]))
            }
            for action in actions {
                line(
                    Point(x: x(action.time), y: area.minY), Point(x: x(action.time), y: area.maxY),
                    Stroke(Self.color(of: action.kind), width: 1, dash: [3, 3]))
            }
            items.append(
                Primitive(
                    .polyline(
                        zip(panel.times, panel.keyboardTop).map { Point(x: x($0), y: y($1, panel: index, on: values)) }),
                    stroke: Stroke(Self.keyboardColor, width: 2)))
            for run in fieldRuns(panel) {
                items.append(
                    Primitive(
                        .polyline(run.map { Point(x: x($0.time), y: y($0.value, panel: index, on: values)) }),
                        stroke: Stroke(Self.fieldColor, width: 2)))
            }
            // Axes and the strategy's name.
            items += axes.axisLines() + axes.timeTicks()
            text(panel.strategy, Point(x: area.minX, y: area.minY - 6), size: Layout.labelSize, weight: .bold)
        }
        let last = plot(max(panels.count, 1) - 1)
        text("time (s)", Point(x: last.midX, y: last.maxY + 34), size: Layout.labelSize, anchor: .middle)
        return DisplayList(
            size: size, background: Palette.light.screen, items: items.map { DisplayList.Item(primitive: $0) })
    }

    /// Panel `index`'s grid, axes and ticks, its values on `axis` (`valueAxis`, worked out once).
    func axes(of index: Int, on axis: Axis) -> ChartAxes {
        ChartAxes(
            plot: plot(index), time: timeAxis, values: axis, x: x, y: { y($0, panel: index, on: axis) },
            style: ChartAxes.Style(
                tickLength: 4, valueLabelInset: 7, valueLabelDrop: 3.5, timeLabelDrop: 15, decimals: 3,
                labelSize: Layout.tickSize, axisColor: Palette.light.text, labelColor: Palette.light.secondaryText,
                gridColor: Self.gridColor))
    }

    /// The focused field's samples in unbroken runs: a run ends where no field is focused or
    /// focus moves to another one.
    func fieldRuns(_ panel: Panel) -> [[(time: Double, value: Double)]] {
        var runs: [[(time: Double, value: Double)]] = []
        var previous: ViewID?
        for index in panel.times.indices {
            guard let value = panel.fieldBottom[index], let field = panel.fields[index] else {
                previous = nil
                continue
            }
            if previous != field { runs.append([]) }
            runs[runs.count - 1].append((panel.times[index], value))
            previous = field
        }
        return runs
    }

    /// The key to the lines and the shade, with the axis's meaning, in one row.
    private func legend(top: Double) -> [Primitive] {
        var items: [Primitive] = []
        var x = 16.0
        let midY = top + 4
        let entries: [(swatch: Primitive, word: String)] = [
            (
                Primitive(.line(from: .zero, to: Point(x: 18, y: 0)), stroke: Stroke(Self.fieldColor, width: 2)),
                "focused field's bottom edge"
            ),
            (
                Primitive(.line(from: .zero, to: Point(x: 18, y: 0)), stroke: Stroke(Self.keyboardColor, width: 2)),
                "keyboard's top edge"
            ),
            (
                Primitive(.rect(Rect(x: 0, y: -5, width: 18, height: 10), cornerRadius: 0), fill: Self.shade),
                "field covered"
            ),
            (
                Primitive(
                    .line(from: .zero, to: Point(x: 18, y: 0)), stroke: Stroke(Palette.light.rail, dash: [4, 3])),
                "screen bottom"
            ),
        ]
        for entry in entries {
            items.append(entry.swatch.offsetBy(dx: x, dy: midY))
            x += 24
            items.append(
                Primitive(.text(Text(entry.word, at: Point(x: x, y: midY + 4), size: 11)), fill: Palette.light.text))
            x += TextMetrics.width(of: entry.word, size: 11) + 16
        }
        items.append(
            Primitive(
                .text(
                    Text(
                        "y: window points from the screen's top, downwards as on the screen",
                        at: Point(x: 16, y: midY + 20), size: Layout.tickSize)),
                fill: Palette.light.secondaryText))
        return items
    }

    static func label(of kind: Scene.Action.Kind) -> String {
        switch kind {
        case .tap(let field): "tap \(field)"
        case .returnKey: "return"
        case .dismiss: "dismiss"
        case .keyboardHeight(let height): "keyboard \(height.readable(decimals: 1)) pt"
        case .type(let text, _): "type \(text.count) characters"
        case .motion(let motion): motion.label
        }
    }

    static func color(of kind: Scene.Action.Kind) -> Color {
        switch kind {
        case .tap: Palette.light.tint
        case .returnKey: Palette.light.returnMark
        case .dismiss: Palette.light.dismissMark
        case .keyboardHeight, .type, .motion: Palette.light.secondaryText
        }
    }
}

extension Scene.Action.Motion {
    /// The motion's words on the chart's time axis.
    fileprivate var label: String {
        switch self {
        case .silentKeyboardHeight(let height): "keyboard \(height.readable(decimals: 1)) pt, silent"
        case .hardwareKeyboard(let attached): attached ? "hardware keyboard" : "software keyboard"
        case .keyboardMode(let mode): "keyboard \(mode.rawValue)"
        case .scroll(let by, _): "scroll \(by.readable(decimals: 1)) pt"
        case .dragKeyboard(let to, _, let dismisses):
            "drag keyboard \(to.readable(decimals: 2)), \(dismisses ? "dismiss" : "restore")"
        case .rotate(let orientation): "rotate to \(orientation.rawValue)"
        case .switchKeyboard(let kind, let height):
            "\(kind.rawValue) keyboard" + (height.map { " \($0.readable(decimals: 1)) pt" } ?? "")
        case .navigate(.appear(let focus)): "screen appears" + (focus.map { ", \($0) focused" } ?? "")
        case .navigate(.push(let title)): "push \(title)"
        case .navigate(.pop): "pop"
        case .navigate(.interactivePop(let progress, _, let finishes)):
            "swipe back \(progress.readable(decimals: 2)), \(finishes ? "finish" : "cancel")"
        }
    }
}
