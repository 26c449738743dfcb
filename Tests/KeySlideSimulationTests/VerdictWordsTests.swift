import Testing

@testable import KeySlideSimulation

/// The words every report and picture uses for the verdicts, from `Verdicts+Words.swift`.
@Suite struct VerdictWordsTests {
    func verdicts(
        covered: Double = 0, most: Double = 0, hidden: Double? = nil, jumps: [Verdicts.Jump] = [],
        home: Double?
    ) -> Verdicts {
        let checks = [
            Verdicts.RestCheck(
                field: "email", time: 1.2, settled: true, visible: hidden == nil,
                hiddenPoints: hidden ?? 0)
        ]
        return Verdicts(
            secondsCovered: covered, mostPointsCovered: most, restChecks: checks, jumps: jumps,
            distanceFromHome: home)
    }

    @Test("home is said one way as a phrase and one way in a table")
    func home() {
        let cases: [(Double?, String, String, Verdicts.Words.Tone)] = [
            (nil, "keyboard still up", "keyboard up", .neutral),
            (0.25, "back home", "yes", .good),
            (159.04, "159 pt from home", "no, 159 pt", .bad),
        ]
        for (distance, phrase, cell, tone) in cases {
            let words = verdicts(home: distance)
            #expect(words.phrases(.brief).home == Verdicts.Words(phrase, tone))
            #expect(words.columnCells[4] == Verdicts.Words(cell, tone))
        }
        #expect(verdicts(home: 12.34).phrases(.full).home.text == "12.3 pt from home")
        #expect(verdicts(home: 12.34).phrases(.brief).home.text == "12 pt from home")
    }

    @Test("brief phrases fit a caption; full ones name what was hidden and what jumped")
    func phrases() {
        let jump = Verdicts.Jump(time: 0.4, view: "root", property: "frame.y", from: 20, to: -159)
        let bad = verdicts(covered: 0.333, most: 11.34, hidden: 31, jumps: [jump], home: nil)
        #expect(
            bad.phrases(.brief).all.map(\.text)
                == ["covered 0.3 s, up to 11 pt", "hidden at rest", "jumped", "keyboard still up"])
        #expect(
            bad.phrases(.full).all.map(\.text) == [
                "covered 0.33 s, up to 11.3 pt", "hidden at rest (email 31 pt hidden at 1.20 s)",
                "jumped (root.frame.y 20 → -159 at 0.40 s)", "keyboard still up",
            ])
        let good = verdicts(most: 0.4, home: 0)
        #expect(
            good.phrases(.full).all == [
                .init("never covered", .good), .init("visible at rest", .good), .init("no jump", .good),
                .init("back home", .good),
            ])
        #expect(bad.columnCells.map(\.text) == ["0.33 s", "11.3 pt", "no", "yes", "keyboard up"])
    }
}
