import Foundation
import KeySlideScene
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// `keyslide gallery` reads explain reports anyone may have written: every member is checked where
/// it is read, and a refusal is one line naming the file, the line and column, the member and what
/// was expected. Many inputs of each kind, each spliced into an otherwise valid report.
@Suite("Gallery: explain reports as untrusted input")
struct GalleryReportTests {
    /// A report as a batch writes it (the members the gallery reads, and some it skips).
    static let valid = """
        {
          "scene": "form",
          "title": "A form",
          "device": "iphone-15",
          "profile": "ios17",
          "orientation": "portrait",
          "strategies": [
            {
              "strategy": "content-inset",
              "summary": "Insets the scroll view.",
              "source": "Apple",
              "unmetRequirements": [],
              "steps": [
                {"t": 0.4, "cause": "keyboardWillShow", "notes": [{"label": "overlap", "value": 291}], "changes": ["a \\u2192 b"]}
              ],
              "verdicts": {"secondsCovered": 0.25, "mostPointsCovered": 12.5, "fullyVisibleAtRest": true, "jumped": false, "backHome": true, "distanceFromHome": 0}
            }
          ],
          "file": "form.yaml",
          "duration": 2.5,
          "fps": 30,
          "pictures": ["form-content-inset.svg", "form-compare.svg", "form-chart.svg", "form-compare.gif"],
          "checks": [
            {"strategy": "content-inset", "verdict": "covered", "passed": true, "expectedText": "0 s", "measuredText": "0 s"}
          ]
        }

        """

    static let path = "site/form-explain.json"

    /// The report with `original` (which must occur once) replaced by `replacement`.
    static func report(_ original: String, _ replacement: String) throws -> Data {
        #expect(valid.components(separatedBy: original).count == 2, "\(original) occurs once")
        return Data(valid.replacingOccurrences(of: original, with: replacement).utf8)
    }

    /// The refusal of `data`, checked to be one line naming the file, a line and column, and what
    /// was expected; nil (and an issue) when it was accepted.
    static func refusal(_ data: Data, _ comment: Comment) -> String? {
        do throws(BatchError) {
            _ = try Gallery.entry(explainReport: data, path: path)
            Issue.record("accepted: \(comment)")
            return nil
        } catch {
            let message = error.description
            #expect(!message.contains("\n"), "\(comment): \(message)")
            #expect(message.hasPrefix(path + ": line "), "\(comment): \(message)")
            #expect(message.contains(", column ") && message.contains("expected "), "\(comment): \(message)")
            return message
        }
    }

    @Test func aValidReportReadsBackToItsFacts() throws {
        let entry = try Gallery.entry(explainReport: Data(Self.valid.utf8), path: Self.path)
        let scene = try #require(entry.scene)
        #expect(entry.file == "form.yaml" && scene.name == "form" && scene.fps == 30 && scene.duration == 2.5)
        #expect(scene.comparisonFile == "site/form-compare.svg")
        let step = try #require(scene.strategies.first?.steps.first)
        #expect(step.time == 0.4 && step.notes == ["overlap 291"] && step.changes == ["a → b"])
        #expect(scene.strategies.first?.checks.map(\.passed) == [true])
        #expect(scene.strategies.first?.cells.first?.text == "0.25 s")
    }

    /// Every number the page uses, with values that are not finite, out of range, of the wrong
    /// kind or not JSON at all; each refusal names the member.
    @Test(arguments: [
        (
            "\"fps\": 30", "fps",
            [
                "1e308", "-1e308", "1E999", "0", "-1", "51", "30.5", "9223372036854775807", "1e-320",
                "-0", "\"30\"", "NaN", "Infinity", "null", "true", "[30]", "{}", "0x1E", "+30", "030", "30.",
            ]
        ),
        (
            "\"duration\": 2.5", "duration",
            [
                "1e308", "-2.5", "0", "0.01", "600.001", "1e999", "NaN", "-Infinity",
                "\"2.5\"", "null", ".5", "2.5e", "2.5e+",
            ]
        ),
        ("\"t\": 0.4", "t", ["1e308", "-0.4", "601", "NaN", "1E400", "\"0.4\"", "null"]),
        ("\"secondsCovered\": 0.25", "secondsCovered", ["-1", "1e308", "601", "Infinity", "\"a\"", "false"]),
        ("\"mostPointsCovered\": 12.5", "mostPointsCovered", ["-0.5", "1e13", "1e308", "-1e308", "NaN"]),
        ("\"distanceFromHome\": 0", "distanceFromHome", ["-1", "1e308", "1e999", "\"0\"", "[]"]),
        ("\"value\": 291", "value", ["1e308", "-1e308", "1E999", "NaN", "[1]", "{}", "true"]),
    ])
    func everyNumberIsCheckedBeforeUse(original: String, member: String, values: [String]) throws {
        for value in values {
            let key = original.components(separatedBy: ":")[0]
            guard let message = Self.refusal(try Self.report(original, key + ": " + value), "\(member) \(value)") else {
                continue
            }
            // The member is named unless the text is not JSON at that point (then the place is).
            #expect(message.contains(member) || message.contains("expected a value"), "\(value): \(message)")
        }
    }

    /// Names that would make a path leave the folder, or name a file no batch writes.
    @Test func namesArePlainAndPicturesAreTheScenesOwn() throws {
        let names = [
            "../x", "/etc/passwd", "a/b", ".hidden", "", ".", "..", "x\\u0000", "\\u0000", "a\\u0000/../../x",
            String(repeating: "n", count: 256), String(repeating: "é", count: 128), "..\\/x", "\\/abs",
            "\\u002e\\u002e",
        ]
        for name in names {
            _ = Self.refusal(try Self.report("\"scene\": \"form\"", "\"scene\": \"\(name)\""), "scene \(name)")
            _ = Self.refusal(try Self.report("\"file\": \"form.yaml\"", "\"file\": \"\(name)\""), "file \(name)")
            _ = Self.refusal(
                try Self.report("\"strategy\": \"content-inset\",\n", "\"strategy\": \"\(name)\",\n"), "id \(name)")
        }
        let pictures = [
            "../victim.txt", "/etc/shadow", "../../root/.ssh/id_rsa", "form-compare.svg/../../x", "other-none.svg",
            "form-none.svg", "form-compare.png", "form-explain.json", "index.html", "form-compare.svg\\u0000",
            "form-compare.svg\\n", "%2e%2e%2fvictim", "form-compare.svg ", "FORM-compare.svg", "\\ud800",
        ]
        for picture in pictures {
            let changed = try Self.report("\"form-chart.svg\"", "\"form-chart.svg\", \"\(picture)\"")
            _ = Self.refusal(changed, "picture \(picture)")
        }
        _ = Self.refusal(try Self.report("\"form-chart.svg\"", "\"form-chart.svg\", \"form-chart.svg\""), "twice")
    }

    /// Texts: odd encodings and escapes, control characters, lone surrogates, too long.
    @Test func textsAreUTF8AndBounded() throws {
        for raw: [UInt8] in [
            [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x01], [0x0A], [0x80],
        ] {
            var data = try Self.report("A form", "A @")
            let at = try #require(data.firstIndex(of: UInt8(ascii: "@")))
            data.replaceSubrange(at...at, with: raw)
            let message = Self.refusal(data, "bytes \(raw)") ?? ""
            #expect(message.contains("UTF-8") || message.contains("control"), "\(message)")
        }
        for escape in ["\\ud800", "\\udc00x", "\\ud800\\u0041", "\\x41", "\\u12", "\\"] {
            _ = Self.refusal(try Self.report("A form", "A \(escape)"), "escape \(escape)")
        }
        let long = String(repeating: "é", count: ReportCursor.maximumTextBytes / 2 + 1)
        _ = Self.refusal(try Self.report("A form", long), "a long title")
        let fits = String(repeating: "é", count: ReportCursor.maximumTextBytes / 2)
        #expect(try Gallery.entry(explainReport: Self.report("A form", fits), path: Self.path).scene?.title == fits)
        // Escapes decode: a quote, a backslash, a surrogate pair.
        let escaped = try Gallery.entry(explainReport: Self.report("A form", "\\\"\\\\\\ud83d\\ude00"), path: Self.path)
        #expect(escaped.scene?.title == "\"\\😀")
    }

    /// Broken structure: cut short, trailing bytes, too deep, the wrong kind at the top, missing
    /// members.
    @Test func theStructureIsChecked() throws {
        let valid = Data(Self.valid.utf8)
        for cut in stride(from: 0, to: valid.count - 2, by: 37) {
            _ = Self.refusal(valid.prefix(cut), "cut at \(cut)")
        }
        _ = Self.refusal(valid + Data("{}".utf8), "trailing")
        _ = Self.refusal(Data("[]".utf8), "an array")
        _ = Self.refusal(Data("\u{FEFF}{}".utf8), "a byte order mark")
        for member in ["\"file\": \"form.yaml\",", "\"fps\": 30,", "\"checks\": [", "\"pictures\": ["] {
            let renamed = member.replacingOccurrences(of: "\": ", with: "_\": ")
            _ = Self.refusal(try Self.report(member, renamed), "without \(member)")
        }
        let depth = ReportCursor.maximumDepth
        let deep = { (levels: Int) in
            try Self.report(
                "\"source\": \"Apple\"",
                "\"source\": " + String(repeating: "[", count: levels)
                    + String(repeating: "]", count: levels))
        }
        #expect(try Gallery.entry(explainReport: deep(depth - 4), path: Self.path).scene != nil)
        let message = Self.refusal(try deep(100_000), "deep") ?? ""
        #expect(message.contains("at most \(depth) levels"), "\(message)")
    }

    /// What a report keeps is bounded by count, whatever its size: one item more than
    /// `maximumItems` is refused, naming the limit.
    @Test func theItemsKeptAreBounded() throws {
        let changes = Array(repeating: "\"\"", count: Gallery.maximumItems).joined(separator: ",")
        let data = try Self.report("\"changes\": [\"a \\u2192 b\"]", "\"changes\": [\(changes)]")
        let message = Self.refusal(data, "too many") ?? ""
        #expect(message.contains("at most \(Quoted.grouped(Gallery.maximumItems))"), "\(message)")
    }

    /// Random damage to a valid report — bytes changed, dropped, repeated, or a hostile word put
    /// in — is either read into facts within their ranges or refused in one line: never a crash.
    @Test func randomDamageIsReadOrRefusedInOneLine() throws {
        let words = [
            "1e308", "-1", "NaN", "\"../x\"", "\"/etc/passwd\"", "\\u0000", "\\ud800", "[", "{", "}", "]", ",", ":",
            "\"", "null", "1E999", "\"form-compare.svg\"", "\u{0}", "\u{FF}",
        ]
        var generator = SplitMix64(seed: 33)
        var refused = 0
        let cases = TestTier.current == .long ? 20_000 : 2_000
        for _ in 0..<cases {
            var bytes = Array(Self.valid.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 8)], at: at)
                default: bytes.insert(contentsOf: Array(words.randomElement(using: &generator)!.utf8), at: at)
                }
            }
            let entry: Gallery.Entry
            do throws(BatchError) {
                entry = try Gallery.entry(explainReport: Data(bytes), path: Self.path)
            } catch {
                refused += 1
                #expect(!error.description.contains("\n"))
                #expect(error.description.hasPrefix(Self.path + ": "))
                continue
            }
            let scene = try #require(entry.scene)
            #expect(Scene.frameRates.contains(scene.fps) && scene.duration.isFinite)
            #expect(scene.pictures.allSatisfy { Gallery.isPlainFileName($0) && $0.hasPrefix(scene.name + "-") })
            #expect(scene.strategies.allSatisfy { $0.steps.allSatisfy { $0.time.isFinite && $0.time >= 0 } })
        }
        #expect(refused > cases / 4, "the damage should break most reports")
    }
}
