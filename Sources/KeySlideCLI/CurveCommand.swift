import ArgumentParser
import Foundation
import KeySlideEasing
import KeySlideLooks
import KeySlideSVG
import KeySlideSimulation
import KeySlideSystem

/// `keyslide curve`: a timing curve's progress over time, as a table, JSON or an SVG chart.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print or plot an animation curve's progress over time.",
        discussion: """
            A name is linear, easeIn, easeOut, easeInOut, default, keyboard, a raw \
            UIViewAnimationCurve (0-3 or 7), cubic-bezier(x1,y1,x2,y2) or \
            spring(mass,stiffness,damping[,velocity]). UIKit curves run the way UIKit runs them: \
            the keyboard's curve 7 lasts 0.5 s whatever duration is asked for. spring(...) is \
            solved literally; only the keyboard's spring treats a damping ratio above 1 as 1.
            """
    )

    /// 11 samples land on tenths of the duration, so the 0.5 s keyboard curve prints at the
    /// 0.05 s steps of the fact sheet's table (docs/facts.md §2.2).
    static let defaultSampleCount = 11
    static let sampleCountRange = 2...100_000

    @Argument(help: ArgumentHelp("The curve to show; several with --plot.", valueName: "name"))
    var names: [String]

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds to show. (default: the curve's natural duration: 1 for beziers, the settling time for "
                + "springs, 0.5 for the keyboard)",
            valueName: "seconds"))
    var duration: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Evenly spaced samples from 0 to the duration, both included.", valueName: "count"))
    var samples: Int = defaultSampleCount

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "Draw the curves on one SVG chart.")
    var plot = false

    @Option(
        help: ArgumentHelp(
            "The chart's title. (default: the curve names, or 'Timing curves' for more than two)", valueName: "text"))
    var title: String?

    @Option(
        help: ArgumentHelp(
            "How the keyboard's curve 7 runs: the spring read off iOS, or its bezier look-alike.", valueName: "model"))
    var keyboardModel: KeyboardCurveModel = .spring

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if names.count > 1 && !plot {
            throw ValidationError("Please give one curve name, or add --plot to draw several on one chart.")
        }
        if plot && json {
            throw ValidationError("Please choose either --json or --plot.")
        }
        if !Self.sampleCountRange.contains(samples) {
            throw ValidationError(
                "Please give --samples between \(Self.sampleCountRange.lowerBound) and "
                    + "\(Self.sampleCountRange.upperBound)."
            )
        }
        if let duration, !(duration > 0 && duration <= ShownCurve.longestWindow) {
            throw ValidationError(
                "--duration must be a positive number of seconds, at most \(ShownCurve.longestWindow.readable()), "
                    + "got \(Quoted.text(duration.readable(decimals: 6)))")
        }
    }

    /// The plain curve names and the functions, for the did-you-mean.
    static let plainNames = ["linear", "easeIn", "easeOut", "easeInOut", "default", "keyboard"]
    static let functionNames = ["cubic-bezier", "spring"]

    /// `name` parsed, or its one-line error with the closest accepted name when it looks like a
    /// typo of one: "unknown curve 'easeInOt' (did you mean 'easeInOut'?); expected …".
    static func curveName(parsing name: String) throws -> CurveName {
        let error: CurveName.ParseError
        do {
            return try CurveName(parsing: name)
        } catch let caught {
            error = caught
        }
        guard case .unknownName(let text) = error else { throw error }
        let open = text.firstIndex(of: "(")
        let word = open.map { String(text[..<$0]) } ?? text
        let closest = NameSuggestion.closest(to: word, among: open == nil ? plainNames : functionNames)
        let message = error.description
        guard let closest, let cut = message.range(of: "'; expected") else { throw InputError(Terminal.safe(message)) }
        throw InputError(
            Terminal.safe(
                String(message[..<cut.lowerBound]) + "' (did you mean '\(closest)\(open == nil ? "" : "(…)")'?)"
                    + message[message.index(after: cut.lowerBound)...]))
    }

    func run() throws {
        let resolver = CurveResolver(keyboardModel: keyboardModel)
        let curves = try names.map { name in
            try ShownCurve(name: Self.curveName(parsing: name), duration: duration, resolver: resolver)
        }
        let text: String
        if plot {
            text = chart(of: curves)
        } else if json {
            text = Self.json(of: curves[0], samples: samples)
        } else {
            text = Self.table(of: curves[0], samples: samples)
        }
        try Output.write(text, to: output)
    }

    // MARK: Output

    static func json(of curve: ShownCurve, samples: Int) -> String {
        let points = curve.samples(count: samples).map { point in
            JSONValue.object([("t", .number(point.time)), ("progress", .number(point.progress))])
        }
        return JSONValue.object([
            ("curve", .string(curve.name.text)),
            ("duration", .number(curve.window)),
            ("samples", .array(points)),
        ]).serialized(.lines) + "\n"
    }

    static func table(of curve: ShownCurve, samples: Int) -> String {
        var lines = ["\(curve.name.text): \(curve.summary)", "       t (s)      progress"]
        for point in curve.samples(count: samples) {
            // Right-aligned in 12 columns, fixed places, so the points line up.
            let columns = [point.time.readable(fixedDecimals: 6), point.progress.readable(fixedDecimals: 9)]
            lines.append(
                columns.map { String(repeating: " ", count: max(0, 12 - $0.count)) + $0 }.joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func chart(of curves: [ShownCurve]) -> String {
        let series = curves.map { curve in
            // Three decimals of a second are plenty in a legend (a spring settles at 4.590884 s).
            let seconds = (curve.timing.duration * 1000).rounded() / 1000
            return CurveChart.Series(
                label: curve.name.text, detail: "\(curve.timing.curve) over \(seconds.readable(decimals: 6)) s",
                timing: curve.timing)
        }
        let chart = CurveChart(
            title: title ?? Self.defaultTitle(for: curves),
            series: series,
            timeSpan: curves.map(\.window).max()
        )
        return SVGRenderer.svg(of: chart.displayList())
    }

    /// The curve's name, "a vs b" for two, "Timing curves" for more (the legend names them).
    static func defaultTitle(for curves: [ShownCurve]) -> String {
        curves.count <= 2 ? curves.map(\.name.text).joined(separator: " vs ") : "Timing curves"
    }
}

/// A parsed curve with the timing that runs and the window of time shown.
struct ShownCurve {
    var name: CurveName
    /// What actually runs: for the keyboard's curve 7, 0.5 s whatever was asked for.
    var timing: Timing
    /// The seconds shown: `--duration`, or the curve's natural duration.
    var window: Double

    /// The longest window shown, in seconds: the longest scene (`Scene.maximumDuration`), so a
    /// curve is never asked for more time than any animation has.
    static let longestWindow = Scene.maximumDuration

    init(name: CurveName, duration: Double?, resolver: CurveResolver) throws {
        let window = duration ?? name.naturalDuration(resolver: resolver)
        guard window <= Self.longestWindow else {
            // Only a spring can take that long: undamped it never settles, else it settles late.
            let why =
                window.isFinite
                ? "settles only after \(window.readable(decimals: 0)) s, longer than the longest scene (\(Self.longestWindow.readable()) s)"
                : "never settles (its damping is 0), so it has no natural duration"
            throw InputError("\(Terminal.safe(name.text)) \(why); please give --duration")
        }
        self.name = name
        self.window = window
        self.timing = name.timing(duration: window, resolver: resolver)
    }

    /// `count` evenly spaced instants from 0 to `window`, both included, with their progress.
    func samples(count: Int) -> [(time: Double, progress: Double)] {
        (0..<count).map { index in
            // Multiply before dividing so tenths of 0.5 s print as 0.05, 0.1, 0.15 exactly.
            let time = index == count - 1 ? window : window * Double(index) / Double(count - 1)
            return (time, timing.progress(atElapsed: time))
        }
    }

    /// One line saying what runs: the UIKit curve behind a name, the timing, and for a spring
    /// how it is damped.
    var summary: String {
        var parts: [String] = []
        if case .uiKit(let curve) = name.meaning { parts.append("UIKit curve \(curve.rawValue)") }
        parts.append(timing.description)
        if case .spring(let spring) = timing.curve { parts.append(Self.damping(of: spring)) }
        if case .uiKit(.keyboard) = name.meaning, timing.duration != window {
            parts.append("UIKit ignores the \(window.readable(decimals: 6)) s asked for")
        }
        return parts.joined(separator: ", ")
    }

    private static func damping(of spring: Spring) -> String {
        let ratio = spring.dampingRatio.readable(decimals: 6)
        if spring.effectiveDampingRatio < spring.dampingRatio {
            return "damping ratio \(ratio) treated as 1 (critically damped)"
        }
        if abs(spring.dampingRatio - 1) < 1e-9 { return "critically damped" }
        return spring.dampingRatio < 1 ? "underdamped (damping ratio \(ratio))" : "overdamped (damping ratio \(ratio))"
    }
}

extension KeyboardCurveModel: ExpressibleByArgument {}
