/// A timing curve named in text — on the command line (`keyslide curve NAME`) or in a scene:
/// a UIKit curve, Core Animation's default curve, or explicit bezier or spring parameters.
///
/// The grammar, matched without regard to case:
///
/// | text | meaning |
/// |------|---------|
/// | `linear`, `easeIn`, `easeOut`, `easeInOut` | the UIKit curve of that name |
/// | `keyboard` | the keyboard's curve 7 |
/// | `0`, `1`, `2`, `3`, `7` | a raw `UIViewAnimationCurve` |
/// | `default` | `kCAMediaTimingFunctionDefault`, (0.25, 0.1) (0.25, 1) |
/// | `cubic-bezier(x1,y1,x2,y2)` | a bezier; x values in 0…1, y values may overshoot |
/// | `spring(mass,stiffness,damping[,velocity])` | a spring, solved literally (no clamping) |
///
/// UIKit curves run the way UIKit runs them, through a `CurveResolver`: that is where curve 7
/// becomes the keyboard spring (or its look-alike) and ignores the duration asked for.
public struct CurveName: Hashable, Sendable, CustomStringConvertible {
    /// What a name stands for.
    public enum Meaning: Hashable, Sendable {
        /// A UIKit curve, run through a `CurveResolver`.
        case uiKit(AnimationCurve)
        /// A timing curve run exactly as given.
        case timingCurve(TimingCurve)
    }

    /// The text the name was parsed from, as written.
    public let text: String
    public let meaning: Meaning

    /// The largest size of a function's number, either sign: a bezier's y (an overshoot a thousand
    /// times the distance), a spring's mass, stiffness, damping and velocity (six orders of magnitude
    /// beyond the keyboard's spring(3, 1000, 500)). Anything bigger is no curve anyone draws, and
    /// once made `inf` or `NaN` of the progress and the chart (`cubic-bezier(0,1e308,1,1)`).
    public static let largestParameter = 1_000_000.0

    /// The smallest mass and stiffness of a spring: below it a spring prints as `spring(0, …)` and
    /// settles after more seconds than anyone can show.
    public static let smallestSpringParameter = 0.000_001

    /// The accepted spellings, for messages and help text.
    public static let grammar =
        "linear, easeIn, easeOut, easeInOut, default, keyboard, 0–3, 7, cubic-bezier(x1,y1,x2,y2) or "
        + "spring(mass,stiffness,damping[,velocity])"

    public var description: String { text }

    /// Parses `text` by the grammar above; surrounding spaces are ignored.
    ///
    /// - Throws: `ParseError`, whose description is a one-line message naming what was wrong
    ///   and what is accepted.
    public init(parsing text: String) throws(ParseError) {
        self.text = text
        self.meaning = try Self.meaning(of: text.trimmingSpaces)
    }

    /// Seconds the curve runs when nobody gives a duration: 1 s for a bezier (any length fits),
    /// the settling time for a spring (`infinity` for an undamped one), and for the keyboard's
    /// curve the 0.5 s UIKit gives it.
    public func naturalDuration(resolver: CurveResolver = CurveResolver()) -> Double {
        switch meaning {
        case .uiKit(let curve): resolver.timing(for: curve, duration: 1).duration
        case .timingCurve(let curve): curve.naturalDuration
        }
    }

    /// The timing that runs when this curve is asked to run `duration` seconds, or its natural
    /// duration when `duration` is `nil`. For curve 7 the resolver ignores the duration.
    public func timing(duration: Double? = nil, resolver: CurveResolver = CurveResolver()) -> Timing {
        let seconds = duration ?? naturalDuration(resolver: resolver)
        switch meaning {
        case .uiKit(let curve): return resolver.timing(for: curve, duration: seconds)
        case .timingCurve(let curve): return Timing(curve: curve, duration: seconds)
        }
    }

    // MARK: Parsing

    /// The plain names, matched without regard to case.
    private static func meaning(of text: String) throws(ParseError) -> Meaning {
        if let open = text.firstIndex(of: "(") {
            let function = String(text[..<open]).trimmingSpaces
            guard text.hasSuffix(")") else { throw .unclosed(text) }
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            let words = inside.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            switch function.lowercased() {
            case "cubic-bezier":
                let n = try numbers(
                    words, in: text, function: "cubic-bezier", expected: "4 numbers (x1,y1,x2,y2)", counts: [4])
                for (index, name) in [(1, "y1"), (3, "y2")] where n[index].magnitude > largestParameter {
                    throw .outOfRange(text, name: name, written: words[index], range: "-1000000 to 1000000")
                }
                do {
                    return .timingCurve(.bezier(try UnitBezier(n[0], n[1], n[2], n[3])))
                } catch {
                    throw .invalidBezier(text, error)
                }
            case "spring":
                let n = try numbers(
                    words, in: text, function: "spring", expected: "3 or 4 numbers (mass,stiffness,damping[,velocity])",
                    counts: [3, 4])
                let ranges: [(String, ClosedRange<Double>, String)] = [
                    ("mass", smallestSpringParameter...largestParameter, "0.000001 to 1000000"),
                    ("stiffness", smallestSpringParameter...largestParameter, "0.000001 to 1000000"),
                    ("damping", 0...largestParameter, "0 to 1000000"),
                    ("velocity", -largestParameter...largestParameter, "-1000000 to 1000000"),
                ]
                // What is not a spring at all (a mass of 0, a negative damping) is Spring's to say.
                for (index, (name, range, shown)) in ranges.prefix(n.count).enumerated()
                where n[index].isFinite && (n[index] > 0 || index == 3) && !range.contains(n[index]) {
                    throw .outOfRange(text, name: name, written: words[index], range: shown)
                }
                do {
                    let spring = try Spring(
                        mass: n[0], stiffness: n[1], damping: n[2], initialVelocity: n.count > 3 ? n[3] : 0)
                    return .timingCurve(.spring(spring))
                } catch {
                    throw .invalidSpring(text, error)
                }
            default:
                throw .unknownName(text)
            }
        }
        if let number = Int(text) {
            guard AnimationCurve.known.contains(AnimationCurve(rawValue: number)) else {
                throw .unknownCurveNumber(number)
            }
            return .uiKit(AnimationCurve(rawValue: number))
        }
        // Core Animation's default function, then UIKit's curves by name (letter case ignored).
        if text.lowercased() == "default" { return .timingCurve(.bezier(.default)) }
        guard let curve = AnimationCurve(name: text) else { throw .unknownName(text) }
        return .uiKit(curve)
    }

    /// The numbers in a function's argument list, checked for count and form.
    private static func numbers(
        _ words: [String], in text: String, function: String, expected: String, counts: [Int]
    ) throws(ParseError) -> [Double] {
        let given = words == [""] ? 0 : words.count
        guard counts.contains(given) else {
            throw .wrongArgumentCount(function: function, expected: expected, got: given, text: text)
        }
        var values: [Double] = []
        for word in words {
            guard let value = Double(word) else { throw .notANumber(word, in: text) }
            values.append(value)
        }
        return values
    }

    /// Why a curve name was refused. Each description is one line that names the problem and
    /// what is accepted.
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case unknownName(String)
        case unknownCurveNumber(Int)
        case unclosed(String)
        case wrongArgumentCount(function: String, expected: String, got: Int, text: String)
        case notANumber(String, in: String)
        case invalidBezier(String, UnitBezier.Invalid)
        case invalidSpring(String, Spring.Invalid)
        /// A function's number outside its range (`largestParameter`), quoted as written.
        case outOfRange(String, name: String, written: String, range: String)

        public var description: String {
            switch self {
            case .unknownName(let text):
                "unknown curve '\(text)'; expected \(CurveName.grammar)"
            case .unknownCurveNumber(let number):
                "unknown curve number \(number); expected 0 (easeInOut), 1 (easeIn), 2 (easeOut), 3 (linear) or 7 "
                    + "(keyboard)"
            case .unclosed(let text):
                "'\(text)' does not end with ')'; expected cubic-bezier(x1,y1,x2,y2) or "
                    + "spring(mass,stiffness,damping[,velocity])"
            case .wrongArgumentCount(let function, let expected, let got, let text):
                "\(function) takes \(expected), got \(got) in '\(text)'"
            case .notANumber(let word, let text):
                "'\(word)' is not a number in '\(text)'"
            case .invalidBezier(let text, let reason):
                "\(text): \(reason)"
            case .invalidSpring(let text, let reason):
                "\(text): \(reason)"
            case .outOfRange(let text, let name, let written, let range):
                "\(text): \(name) must be from \(range), got \(written)"
            }
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
