import Foundation
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// An explain report read back into a gallery entry, as untrusted input: `keyslide gallery` reads
/// folders anyone may have written, so every member is checked where it is read, before it is
/// converted or used. Texts are bounded, numbers finite and in the ranges a scene allows (an
/// `"fps": 1e308` once trapped converting to `Int`), names plain file names (a picture named
/// `../victim.txt` once made `gallery -o` replace a file outside its folder), and pictures only
/// the files a batch writes for that scene. What is kept is bounded too (`maximumItems`), so a
/// 62 MB report no longer takes gigabytes.
extension Gallery {
    /// The most steps, notes, changes, checks and pictures one report may list in all. A batch's
    /// largest report (every strategy on a scene at the limits) lists far fewer; each is kept in
    /// memory and written into the page, so their number bounds both.
    public static let maximumItems = 400_000

    /// The entry an explain report written by `batch` describes; `path` names it in errors.
    public static func entry(explainReport data: Data, path: String) throws(BatchError) -> Entry {
        do {
            return try data.withUnsafeBytes { raw in
                var cursor = ReportCursor(bytes: raw, file: path)
                return try ReportReader.entry(&cursor, folder: (path as NSString).deletingLastPathComponent)
            }
        } catch let error as BatchError {
            throw error
        } catch {
            throw BatchError("\(Batch.shown(path)): cannot be read")
        }
    }

    /// Whether `name` can be one file's name in a folder: not empty, no `/` and no NUL (where C
    /// would cut the path), at most 255 bytes (`NAME_MAX`), and not hidden, which also rules out
    /// `.` and `..` (batch reads no hidden scene file, and KeySlide's temporaries start with a
    /// dot). Other odd characters are a file system's to allow; messages escape them. A scene's
    /// name, a strategy's id and a picture's are all held to it before a path is made of them.
    package static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && !name.hasPrefix(".") && !name.utf8.contains(UInt8(ascii: "/"))
            && !name.utf8.contains(0)
    }
}

/// Reads an explain report's members into an `Entry` through a `ReportCursor`, checking each as
/// it is read.
enum ReportReader {
    static let things = "steps, notes, changes, checks and pictures"
    static let seconds = "a time from 0 to \(Scene.maximumDuration.readable()) s"
    static let points = "a number of points from 0 to 1e12"
    static let pointRange = 0.0...1e12

    static func entry(_ cursor: inout ReportCursor, folder: String) throws(BatchError) -> Gallery.Entry {
        var file: String?
        var name: String?
        var texts: [String: String] = [:]
        var duration: Double?
        var fps: Int?
        var pictures: [String]?
        var strategies: [Gallery.StrategyFacts]?
        var checks: [(strategy: String, facts: Gallery.CheckFacts)]?
        try cursor.object("an explain report's object (written by `keyslide batch`)") {
            cursor, key throws(BatchError) in
            switch key {
            case "file": file = try plainName(&cursor, "the scene file's name")
            case "scene": name = try plainName(&cursor, "the scene's name")
            case "title", "device", "profile", "orientation": texts[key] = try cursor.string()
            case "duration":
                duration = try cursor.number(
                    in: Scene.minimumDuration...Scene.maximumDuration,
                    "a duration from \(Scene.minimumDuration.readable()) to \(Scene.maximumDuration.readable()) s")
            case "fps": fps = try frameRate(&cursor)
            case "pictures":
                pictures = []
                try cursor.array("a list of file names") { cursor, _ throws(BatchError) in
                    try cursor.count(things, limit: Gallery.maximumItems)
                    pictures?.append(try plainName(&cursor, "a picture's file name"))
                }
            case "strategies":
                strategies = []
                try cursor.array("a list of strategies") { cursor, _ throws(BatchError) in
                    strategies?.append(try strategy(&cursor))
                }
            case "checks":
                checks = []
                try cursor.array("a list of checks") { cursor, _ throws(BatchError) in
                    checks?.append(try check(&cursor))
                }
            default: try cursor.skip()
            }
        }
        try cursor.expectEnd()
        func missing(_ member: String) -> BatchError {
            cursor.failure("a member \"\(member)\" in the report (it was not written by `keyslide batch`)")
        }
        guard let file else { throw missing("file") }
        guard let name else { throw missing("scene") }
        for key in ["title", "device", "profile", "orientation"] where texts[key] == nil { throw missing(key) }
        guard let duration else { throw missing("duration") }
        guard let fps else { throw missing("fps") }
        guard let pictures else { throw missing("pictures") }
        guard var strategies else { throw missing("strategies") }
        guard let checks else { throw missing("checks") }
        try checkPictures(pictures, scene: name, strategies: strategies.map(\.id), cursor: cursor)
        for (strategy, facts) in checks {
            guard let index = strategies.firstIndex(where: { $0.id == strategy }) else {
                throw cursor.failure("checks of the report's strategies, found one of \(Quoted.value(strategy))")
            }
            strategies[index].checks.append(facts)
        }
        var scene = Gallery.SceneFacts(
            name: name, title: texts["title"] ?? "", device: texts["device"] ?? "", profile: texts["profile"] ?? "",
            orientation: texts["orientation"] ?? "", duration: duration, strategies: strategies, pictures: pictures,
            fps: fps, comparisonSVG: nil)
        // The comparison is inlined in the page (the player seeks it); it is read when the page is built.
        let comparisonName = Runner.fileName(scene: name, strategyID: nil, format: .animatedSVG)
        if pictures.contains(comparisonName) {
            scene.comparisonFile = (folder.isEmpty ? "." : folder) + "/" + comparisonName
        }
        return Gallery.Entry(file: file, error: nil, scene: scene)
    }

    /// Frames per second: a whole number a scene may have, checked as a `Double` before it is
    /// converted (`Int(1e308)` traps).
    static func frameRate(_ cursor: inout ReportCursor) throws(BatchError) -> Int {
        let rates = Scene.frameRates
        let expected = "a whole number of frames per second from \(rates.lowerBound) to \(rates.upperBound)"
        let value = try cursor.number(in: Double(rates.lowerBound)...Double(rates.upperBound), expected)
        guard value.rounded() == value else { throw cursor.failure(expected + ", found \(value.readable())") }
        return Int(value)
    }

    /// Every picture must be one a batch writes for this scene: a strategy's or the comparison's,
    /// as animated SVG or GIF (`Batch.Pictures`), or the keyboard chart; so the names the gallery copies and
    /// links are made by KeySlide's own rule (`Runner.fileName`), never taken from the file.
    static func checkPictures(
        _ pictures: [String], scene: String, strategies: [String], cursor: ReportCursor
    ) throws(BatchError) {
        var allowed: Set<String> = [Batch.chartFileName(scene: scene)]
        for strategy in [nil] + strategies.map(Optional.some) {
            for format in [PictureFormat.animatedSVG, .gif] {
                allowed.insert(Runner.fileName(scene: scene, strategyID: strategy, format: format))
            }
        }
        var seen: Set<String> = []
        for picture in pictures {
            guard allowed.contains(picture), seen.insert(picture).inserted else {
                throw cursor.failure(
                    "pictures named after the scene \(Quoted.value(scene)) and its strategies, each once, found "
                        + Quoted.value(picture))
            }
        }
    }

    static func strategy(_ cursor: inout ReportCursor) throws(BatchError) -> Gallery.StrategyFacts {
        var id: String?
        var summary: String?
        var cells: [Verdicts.Words]?
        var steps: [Gallery.StepFacts]?
        try cursor.object("a strategy's object") { cursor, key throws(BatchError) in
            switch key {
            case "strategy": id = try plainName(&cursor, "the strategy's id")
            case "summary": summary = try cursor.string()
            case "verdicts": cells = try verdicts(&cursor)
            case "steps":
                steps = []
                try cursor.array("a list of steps") { cursor, _ throws(BatchError) in
                    try cursor.count(things, limit: Gallery.maximumItems)
                    steps?.append(try step(&cursor))
                }
            default: try cursor.skip()
            }
        }
        guard let id, let summary, let cells, let steps else {
            throw cursor.failure("a strategy with \"strategy\", \"summary\", \"verdicts\" and \"steps\"")
        }
        return Gallery.StrategyFacts(id: id, summary: summary, cells: cells, checks: [], steps: steps)
    }

    /// The verdicts as the table's cells (`Verdicts.columnCells`), every number checked first.
    static func verdicts(_ cursor: inout ReportCursor) throws(BatchError) -> [Verdicts.Words] {
        var secondsCovered: Double?
        var mostPointsCovered: Double?
        var visible: Bool?
        var jumped: Bool?
        var distance: Double?
        try cursor.object("the verdicts' object") { cursor, key throws(BatchError) in
            switch key {
            case "secondsCovered": secondsCovered = try cursor.number(in: 0...Scene.maximumDuration, seconds)
            case "mostPointsCovered": mostPointsCovered = try cursor.number(in: pointRange, points)
            case "fullyVisibleAtRest": visible = try cursor.bool("true or false")
            case "jumped": jumped = try cursor.bool("true or false")
            case "distanceFromHome":
                distance = try cursor.optional { cursor throws(BatchError) in
                    try cursor.number(in: pointRange, points + " or null")
                }
            default: try cursor.skip()
            }
        }
        guard let secondsCovered, let mostPointsCovered, let visible, let jumped else {
            throw cursor.failure(
                "verdicts with \"secondsCovered\", \"mostPointsCovered\", \"fullyVisibleAtRest\" and \"jumped\"")
        }
        return Verdicts.columnCells(
            secondsCovered: secondsCovered, mostPointsCovered: mostPointsCovered, fullyVisibleAtRest: visible,
            jumped: jumped, home: Verdicts.home(distanceFromHome: distance))
    }

    static func step(_ cursor: inout ReportCursor) throws(BatchError) -> Gallery.StepFacts {
        var time: Double?
        var cause: String?
        var notes: [String]?
        var changes: [String]?
        try cursor.object("a step's object") { cursor, key throws(BatchError) in
            switch key {
            case "t": time = try cursor.number(in: 0...Scene.maximumDuration, seconds)
            case "cause": cause = try cursor.string()
            case "notes":
                notes = []
                try cursor.array("a list of notes") { cursor, _ throws(BatchError) in
                    try cursor.count(things, limit: Gallery.maximumItems)
                    notes?.append(try note(&cursor))
                }
            case "changes":
                changes = []
                try cursor.array("a list of texts") { cursor, _ throws(BatchError) in
                    try cursor.count(things, limit: Gallery.maximumItems)
                    changes?.append(try cursor.string())
                }
            default: try cursor.skip()
            }
        }
        guard let time, let cause, let notes, let changes else {
            throw cursor.failure("a step with \"t\", \"cause\", \"notes\" and \"changes\"")
        }
        return Gallery.StepFacts(time: time, cause: cause, notes: notes, changes: changes)
    }

    /// `label value`, the value as people read numbers (a finite one) or a text.
    static func note(_ cursor: inout ReportCursor) throws(BatchError) -> String {
        var label = ""
        var value = ""
        try cursor.object("a note's object") { cursor, key throws(BatchError) in
            switch key {
            case "label": label = try cursor.string()
            case "value":
                if cursor.atString {
                    value = try cursor.string()
                } else {
                    value = try cursor.number(in: -1e300...1e300, "a finite number or a text").readable()
                }
            default: try cursor.skip()
            }
        }
        return label + " " + value
    }

    static func check(_ cursor: inout ReportCursor) throws(BatchError) -> (String, Gallery.CheckFacts) {
        var strategy: String?
        var verdict: Scene.Expectation.Verdict?
        var passed: Bool?
        var expected: String?
        var measured: String?
        try cursor.object("a check's object") { cursor, key throws(BatchError) in
            switch key {
            case "strategy": strategy = try cursor.string()
            case "verdict":
                let word = try cursor.string()
                guard let known = Scene.Expectation.Verdict(rawValue: word) else {
                    let names = Scene.Expectation.Verdict.allCases.map(\.rawValue).joined(separator: ", ")
                    throw cursor.failure("one of \(names), found \(Quoted.value(word))")
                }
                verdict = known
            case "passed": passed = try cursor.bool("true or false")
            case "expectedText": expected = try cursor.string()
            case "measuredText": measured = try cursor.string()
            default: try cursor.skip()
            }
        }
        try cursor.count(things, limit: Gallery.maximumItems)
        guard let strategy, let verdict, let passed, let expected, let measured else {
            throw cursor.failure(
                "a check with \"strategy\", \"verdict\", \"passed\", \"expectedText\" and \"measuredText\"")
        }
        let line = "\(strategy): \(verdict.heading): expected \(expected), measured \(measured)"
        return (strategy, Gallery.CheckFacts(passed: passed, line: line))
    }

    /// A text that must be a plain file name (`Gallery.isPlainFileName`).
    static func plainName(_ cursor: inout ReportCursor, _ what: String) throws(BatchError) -> String {
        let name = try cursor.string()
        guard Gallery.isPlainFileName(name) else {
            throw cursor.failure(
                "\(what) without '/', NUL or a leading '.', of at most 255 bytes, found \(Quoted.value(name))")
        }
        return name
    }
}
