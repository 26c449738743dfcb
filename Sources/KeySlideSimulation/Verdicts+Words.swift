import KeySlideGeometry

/// The one place verdicts become words. The explain report, its summary table, the gallery's
/// table and the comparison picture's captions all read them from here, so a fact such as
/// "home" is said the same way wherever a person meets it.
///
/// There are two forms, because a fact reads differently on its own and under a heading:
/// a *phrase* names its fact (`back home`, `never covered`) and stands alone in a caption or the
/// explain line; a *cell* sits in a table column whose heading names the fact (`yes`, `no, 12 pt`).
extension Verdicts {
    /// One verdict in words, and whether it is good news (pictures and the gallery colour bad news).
    public struct Words: Hashable, Sendable, Codable {
        public enum Tone: Hashable, Sendable, Codable { case good, bad, neutral }

        public var text: String
        public var tone: Tone

        public init(_ text: String, _ tone: Tone) {
            self.text = text
            self.tone = tone
        }
    }

    /// How much a phrase says.
    public enum Detail: Hashable, Sendable {
        /// Fits under a phone in the comparison picture: seconds to tenths, whole points.
        case brief
        /// For the explain report: seconds to hundredths, points to tenths, and which field was
        /// hidden and what jumped, when.
        case full
    }

    /// The four verdicts as phrases, in the order they are read.
    public struct Phrases: Hashable, Sendable {
        public var covered: Words
        public var atRest: Words
        public var jumps: Words
        public var home: Words
        /// Other content covered at rest, said only when some was (the pictures leave it out).
        public var other: Words?

        public var all: [Words] { [covered, atRest, jumps, home] + (other.map { [$0] } ?? []) }
    }

    /// The verdicts as phrases: `covered 0.3 s, up to 31 pt` · `hidden at rest` · `no jump` · `back home`.
    public func phrases(_ detail: Detail) -> Phrases {
        let full = detail == .full
        let seconds = { (value: Double) in Self.seconds(value, decimals: full ? 2 : 1) }
        let points = { (value: Double) in Self.points(value, decimals: full ? 1 : 0) }
        let covered =
            secondsCovered > 0
            ? Words("covered \(seconds(secondsCovered)), up to \(points(mostPointsCovered))", .bad)
            : Words("never covered", .good)
        var atRest = fullyVisibleAtRest ? Words("visible at rest", .good) : Words("hidden at rest", .bad)
        if full, !fullyVisibleAtRest {
            let hidden = restChecks.filter { !$0.visible }
            atRest.text +=
                " ("
                + hidden.map { "\($0.field) \(points($0.hiddenPoints)) hidden at \(seconds($0.time))" }
                .joined(separator: ", ") + ")"
        }
        var jumpWords = jumped ? Words("jumped", .bad) : Words("no jump", .good)
        if full, jumped {
            jumpWords.text +=
                " ("
                + jumps.map { jump in
                    "\(jump.view).\(jump.property) \(jump.from.readable(decimals: 1)) → "
                        + "\(jump.to.readable(decimals: 1))"
                        + " at \(seconds(jump.time))"
                }.joined(separator: ", ") + ")"
        }
        let homeWords =
            switch home {
            case .keyboardStillUp: Words("keyboard still up", .neutral)
            case .back: Words("back home", .good)
            case .away(let distance): Words("\(points(distance)) from home", .bad)
            }
        var other: Words?
        if coveredOtherContent {
            other = Words("other content covered", .bad)
            if full {
                let each = otherContentCovered.map {
                    "\($0.element) \(points($0.points)) \($0.relation) \($0.by) at \(seconds($0.time))"
                }
                other?.text += " (" + each.joined(separator: ", ") + ")"
            }
        }
        return Phrases(covered: covered, atRest: atRest, jumps: jumpWords, home: homeWords, other: other)
    }

    /// The headings of the verdict columns in a table comparing strategies.
    public static let columnHeadings = ["covered", "most", "visible at rest", "jumped", "home"]

    /// The verdicts as table cells under `columnHeadings`: `0.33 s`, `31 pt`, `yes`, `no`, `no, 12.5 pt`.
    public var columnCells: [Words] {
        Self.columnCells(
            secondsCovered: secondsCovered, mostPointsCovered: mostPointsCovered,
            fullyVisibleAtRest: fullyVisibleAtRest, jumped: jumped, home: home)
    }

    /// The cells from the verdicts' values alone: what a gallery rebuilt from explain reports on
    /// disk has, so it says them exactly as the batch that wrote the reports.
    public static func columnCells(
        secondsCovered: Double, mostPointsCovered: Double, fullyVisibleAtRest: Bool, jumped: Bool, home: Home
    ) -> [Words] {
        let yes = Words("yes", .good)
        let no = Words("no", .bad)
        let homeCell =
            switch home {
            case .keyboardStillUp: Words("keyboard up", .neutral)
            case .back: yes
            case .away(let distance): Words("no, \(points(distance, decimals: 1))", .bad)
            }
        return [
            Words(seconds(secondsCovered, decimals: 2), secondsCovered > 0 ? .bad : .good),
            Words(points(mostPointsCovered, decimals: 1), .neutral),
            fullyVisibleAtRest ? yes : no,
            jumped ? Words("yes", .bad) : Words("no", .good),
            homeCell,
        ]
    }

    /// `0.33 s`: fixed places, so seconds line up in a column.
    public static func seconds(_ value: Double, decimals: Int) -> String {
        value.readable(fixedDecimals: decimals) + " s"
    }

    /// `12.5 pt`, `31 pt`: no trailing zeros.
    public static func points(_ value: Double, decimals: Int) -> String {
        value.readable(decimals: decimals) + " pt"
    }
}
