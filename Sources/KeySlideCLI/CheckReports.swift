import KeySlideMarkup
import KeySlideSVG
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem

/// The check results as files for CI: JUnit XML, which CI systems display as tests, and a
/// Markdown table for a pull-request comment.
extension CheckSummary {
    /// JUnit XML in the Ant/Jenkins shape: one `testsuite` per scene file, one `testcase` per
    /// scene × strategy × expectation, a `failure` on each failed one; a scene that cannot be read
    /// is one test case with an `error` whose type is the failure's kind (`SceneFailure.Kind`,
    /// `scene` for a file that does not load). Built as a `MarkupElement` tree, so escaping happens in
    /// the one place the SVGs and the gallery use; one element per line, indented, for people
    /// reading the file.
    var junit: String {
        let errors = unreadable.count
        let suites = scenes.map { entry in
            let tests = entry.results.count + (entry.failure == nil ? 0 : 1)
            var cases: [MarkupElement] = []
            if let failure = entry.failure {
                let problem = MarkupElement(
                    "error", [("message", failure.description), ("type", failure.kind.rawValue)])
                cases.append(
                    MarkupElement(
                        "testcase", [("classname", entry.file), ("name", "read the scene")],
                        content: Self.indented([problem], depth: 3)))
            }
            let classname = entry.scene?.name ?? entry.file
            for result in entry.results {
                let name = "\(result.strategy): \(result.expectation.verdict.heading) \(result.expectedText)"
                let failure = MarkupElement(
                    "failure", [("message", result.line), ("type", "expectation")],
                    content: [.text("\(entry.file): \(result.line)")])
                cases.append(
                    MarkupElement(
                        "testcase", [("classname", classname), ("name", name)],
                        content: Self.indented(result.passed ? [] : [failure], depth: 3)))
            }
            return MarkupElement(
                "testsuite",
                [
                    ("name", entry.file), ("tests", "\(tests)"), ("failures", "\(entry.failures.count)"),
                    ("errors", "\(entry.failure == nil ? 0 : 1)"), ("skipped", "0"),
                ],
                content: Self.indented(cases, depth: 2))
        }
        let root = MarkupElement(
            "testsuites",
            [
                ("name", "keyslide check"), ("tests", "\(results.count + errors)"), ("failures", "\(failedCount)"),
                ("errors", "\(errors)"),
            ],
            content: Self.indented(suites, depth: 1))
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.xml() + "\n"
    }

    /// `elements` as children each on its own line, indented two spaces per `depth`.
    private static func indented(_ elements: [MarkupElement], depth: Int) -> [MarkupElement.Child] {
        guard !elements.isEmpty else { return [] }
        let indent = String(repeating: "  ", count: depth)
        return elements.flatMap { [.text("\n" + indent), .element($0)] }
            + [.text("\n" + String(repeating: "  ", count: depth - 1))]
    }

    /// A summary line and a table of every failed expectation (or of every check when all passed).
    var markdown: String {
        var out = "### KeySlide checks\n\n" + (passed ? "✅ " : "❌ ") + Self.cell(line) + "\n"
        let rows = scenes.flatMap { entry in
            entry.failure.map { [[entry.file, "", "could not be read", "", Self.cell($0.description), "❌"]] }
                ?? entry.results.filter { passed || !$0.passed }.map { result in
                    [
                        entry.file, result.strategy, result.expectation.verdict.heading, result.expectedText,
                        result.measuredText, result.passed ? "✅" : "❌",
                    ]
                }
        }
        guard !rows.isEmpty else { return out }
        out += "\n| scene | strategy | verdict | expected | measured | result |\n"
        out += "| --- | --- | --- | --- | --- | --- |\n"
        for row in rows { out += "| " + row.map(Self.cell).joined(separator: " | ") + " |\n" }
        return out
    }

    /// Text as a Markdown table cell, the one place the report escapes: a file name or a
    /// message must read as the text it is. Line breaks of every kind (a CR ended the row in
    /// GitHub's renderer) and other control characters are escaped as `Quoted` escapes them,
    /// then each character Markdown gives a meaning inline — `|` ends a cell, `<` starts raw
    /// HTML, `&` an entity, `` ` `` code, `*`, `_` and `~` emphasis, `[` `]` `!` links and
    /// images, `$` maths, `\` an escape — gets a backslash, which CommonMark allows before any
    /// ASCII punctuation and renders as the character itself.
    static func cell(_ text: String) -> String {
        var out = ""
        for scalar in Quoted.text(text, limit: .max).unicodeScalars {
            if Self.markdownSpecials.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    private static let markdownSpecials: Set<Unicode.Scalar> = [
        "\\", "|", "<", ">", "&", "`", "*", "_", "~", "[", "]", "!", "$",
    ]
}
