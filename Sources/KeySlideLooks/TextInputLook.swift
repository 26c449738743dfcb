import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// A text input whose text changes while the scene runs: typed text replaces the placeholder,
/// a text view's text wraps into lines, a growing text view's box grows, and the caret follows
/// the end of the text. Everything is laid out by `TextInputMetrics`, the definition the
/// simulation reads, so what a strategy measured is what is drawn.
///
/// Text does not move smoothly, it changes at keystrokes, so each piece is a primitive shown
/// for the stretch of time it holds (a `Visibility`), never a per-frame picture: a line's text is
/// one primitive for as long as that line stays the same, the box one for each height.
struct TextInputLook {
    let element: Scene.Element
    let view: View
    let state: TextInputState
    let duration: Double
    let palette: Palette

    /// Whether a text view's starting text takes more than one line.
    static func wraps(_ state: TextInputState, in view: View) -> Bool {
        guard view.kind == .textView, let text = state.changes.first?.text, !text.isEmpty else { return false }
        let width = view.frame.width.initialValue
        return TextInputMetrics.lines(of: text, in: .textView, width: width, fontSize: state.fontSize).count > 1
    }

    /// The heights a text view's text area takes — its frame as it grows, less the bottom inset
    /// its lines never enter (`Recording.textRect(of:at:)`) — each with the stretch of time it
    /// holds; one stretch for a view that does neither.
    static func heights(of view: View, growths: [TextViewGrowth], duration: Double)
        -> [(start: Double, end: Double, height: Double)]
    {
        let times = growths.filter { $0.textView == view.id }.map(\.time) + view.textViewBottomInset.changes.map(\.time)
        let starts = [0] + Set(times.filter { $0 > 0 }).sorted()
        return starts.enumerated().map { index, start in
            let end = index + 1 < starts.count ? starts[index + 1] : duration
            let inset = view.textViewBottomInset.modelValue(at: start)
            return (start, end, max(0, view.frame.height.modelValue(at: start) - inset))
        }
    }

    /// One stretch of time with the same text, height and bottom inset.
    private struct Stretch {
        var start: Double
        var end: Double
        var text: String
        var size: Size
        var bottomInset: Double
    }

    /// A stretch from each change of the text, and from each change of a text view's bottom
    /// inset after the first: what shows changes with either.
    private var stretches: [Stretch] {
        let width = view.frame.width.initialValue
        var starts = state.changes.map { (time: $0.time, text: $0.text) }
        for time in view.textViewBottomInset.changes.map(\.time) where !starts.contains(where: { $0.time == time }) {
            let index = starts.firstIndex { $0.time > time } ?? starts.endIndex
            guard index > 0 else { continue }
            starts.insert((time, starts[index - 1].text), at: index)
        }
        return starts.enumerated().map { index, start in
            let end = starts.dropFirst(index + 1).first?.time ?? duration
            let size = Size(width: width, height: view.frame.height.modelValue(at: start.time))
            return Stretch(
                start: start.time, end: end, text: start.text, size: size,
                bottomInset: view.textViewBottomInset.modelValue(at: start.time))
        }
    }

    /// The box, the text (or placeholder) and, while focused, the ring and the caret.
    func nodes(border: (cornerRadius: Double, stroke: Stroke)?, focus: Visibility?) -> [Node] {
        let stretches = stretches
        var nodes: [Node] = []
        // The box and ring: one of each for every height the input takes.
        let heights = runs(of: stretches) { $0.size.height }
        var rings: [Node] = []
        for (index, run) in heights.enumerated() {
            let box = Rect(origin: .zero, size: Size(width: stretches[0].size.width, height: run.value))
            let visibility = Visibility.during([(run.start, run.end)], sceneDuration: duration)
            if let border {
                let shape = Primitive(
                    .rect(box, cornerRadius: border.cornerRadius), fill: palette.screen, stroke: border.stroke)
                nodes.append(shown("box-\(element.id)-\(index)", visibility, [.primitive(shape)]))
            }
            let ring = Primitive(.rect(box, cornerRadius: 5), stroke: Stroke(palette.tint, width: 2))
            rings.append(shown("ring-\(element.id)-\(index)", visibility, [.primitive(ring)]))
        }
        nodes += textNodes(stretches)
        guard let focus else { return nodes }
        let carets = runs(of: stretches) { stretch in
            TextInputMetrics.caretRect(
                in: view.kind, size: stretch.size, text: stretch.text, fontSize: state.fontSize,
                bottomInset: stretch.bottomInset)
        }
        let caretNodes = carets.enumerated().map { index, run in
            shown(
                "caret-\(element.id)-\(index)", .during([(run.start, run.end)], sceneDuration: duration),
                [.primitive(Primitive(.rect(run.value, cornerRadius: 1), fill: palette.tint))])
        }
        nodes.append(.group(Group("focus-\(element.id)", visibility: focus, children: rings + caretNodes)))
        return nodes
    }

    /// The placeholder while the text is empty, then each line the text shows — a text view's
    /// last lines when it holds more than fit, a text field's end when its text is too wide.
    private func textNodes(_ stretches: [Stretch]) -> [Node] {
        let fontSize = state.fontSize
        let lineHeight = TextInputMetrics.lineHeight(fontSize: fontSize)
        let inset = TextInputMetrics.textInset
        let shownLines: [[String]] = stretches.map { stretch in
            if stretch.text.isEmpty { return [element.placeholder ?? ""] }
            let lines = TextInputMetrics.lines(
                of: stretch.text, in: view.kind, width: stretch.size.width, fontSize: fontSize)
            guard view.kind == .textView else {
                return [Self.tail(of: stretch.text, width: stretch.size.width - 2 * inset, fontSize: fontSize)]
            }
            return Array(
                lines.suffix(
                    TextInputMetrics.shownLineCount(
                        lineCount: lines.count, height: stretch.size.height, bottomInset: stretch.bottomInset,
                        fontSize: fontSize)))
        }
        var nodes: [Node] = []
        for line in 0..<(shownLines.map(\.count).max() ?? 0) {
            let values = zip(stretches, shownLines).map { stretch, lines in
                ShownLine(text: line < lines.count ? lines[line] : "", isPlaceholder: stretch.text.isEmpty)
            }
            for (index, run) in runs(of: values, over: stretches).enumerated() where !run.value.text.isEmpty {
                let baseline =
                    view.kind == .textView
                    ? inset + fontSize * 0.95 + Double(line) * lineHeight
                    : TextMetrics.centredBaseline(midY: stretches[0].size.height / 2, size: fontSize)
                let text = Text(run.value.text, at: Point(x: inset, y: baseline), size: fontSize)
                let color = run.value.isPlaceholder ? palette.placeholder : palette.text
                nodes.append(
                    shown(
                        "text-\(element.id)-\(line)-\(index)", .during([(run.start, run.end)], sceneDuration: duration),
                        [.primitive(Primitive(.text(text), fill: color))]))
            }
        }
        return nodes
    }

    private struct ShownLine: Equatable {
        var text: String
        var isPlaceholder: Bool
    }

    /// The end of a text field's text that fits: UIKit scrolls a field's text to keep the caret
    /// in view.
    private static func tail(of text: String, width: Double, fontSize: Double) -> String {
        var characters = Substring(text)
        while !characters.isEmpty, TextMetrics.width(of: String(characters), size: fontSize) > width {
            characters = characters.dropFirst()
        }
        return String(characters)
    }

    /// Consecutive stretches with the same value, merged.
    private func runs<Value: Equatable>(of stretches: [Stretch], _ value: (Stretch) -> Value)
        -> [(start: Double, end: Double, value: Value)]
    {
        runs(of: stretches.map(value), over: stretches)
    }

    /// `values[i]` holds during `stretches[i]`; consecutive equal values merged.
    private func runs<Value: Equatable>(of values: [Value], over stretches: [Stretch])
        -> [(start: Double, end: Double, value: Value)]
    {
        var runs: [(start: Double, end: Double, value: Value)] = []
        for (stretch, current) in zip(stretches, values) {
            if let last = runs.last, last.value == current {
                runs[runs.count - 1].end = stretch.end
            } else {
                runs.append((stretch.start, stretch.end, current))
            }
        }
        return runs
    }

    private func shown(_ name: String, _ visibility: Visibility, _ children: [Node]) -> Node {
        .group(Group(name, visibility: visibility, children: children))
    }
}
