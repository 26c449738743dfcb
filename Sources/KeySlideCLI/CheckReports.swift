import KeySlideScene
import KeySlideSimulation

/// The check results as files for CI: JUnit XML, which CI systems display as tests, and a
/// Markdown table for a pull-request comment.
extension CheckSummary {
    /// JUnit XML in the Ant/Jenkins shape: one `testsuite` per scene file, one `testcase` per
    /// scene × strategy × expectation, a `failure` on each failed one; a scene that cannot be read
    /// is one test case with an `error`.
    var junit: String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let errors = unreadable.count
        out +=
            "<testsuites name=\"keyslide check\" tests=\"\(results.count + errors)\" "
            + "failures=\"\(failedCount)\" errors=\"\(errors)\">\n"
        for entry in scenes {
            let name = Self.xml(entry.file)
            let tests = entry.results.count + (entry.error == nil ? 0 : 1)
            out +=
                "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(entry.failures.count)\" "
                + "errors=\"\(entry.error == nil ? 0 : 1)\" skipped=\"0\">\n"
            if let error = entry.error {
                out += "    <testcase classname=\"\(name)\" name=\"read the scene\">\n"
                out += "      <error message=\"\(Self.xml(error))\" type=\"scene\"/>\n"
                out += "    </testcase>\n"
            }
            let classname = Self.xml(entry.scene?.name ?? entry.file)
            for result in entry.results {
                let caseName = Self.xml(
                    "\(result.strategy): \(result.expectation.verdict.heading) \(result.expectedText)")
                guard !result.passed else {
                    out += "    <testcase classname=\"\(classname)\" name=\"\(caseName)\"/>\n"
                    continue
                }
                out += "    <testcase classname=\"\(classname)\" name=\"\(caseName)\">\n"
                out +=
                    "      <failure message=\"\(Self.xml(result.line))\" type=\"expectation\">"
                    + "\(Self.xml("\(entry.file): \(result.line)"))</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// A summary line and a table of every failed expectation (or of every check when all passed).
    var markdown: String {
        var out = "### KeySlide checks\n\n" + (passed ? "✅ " : "❌ ") + Self.cell(line) + "\n"
        let rows = scenes.flatMap { entry in
            entry.error.map { [[entry.file, "", "could not be read", "", Self.cell($0), "❌"]] }
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

    /// Text as XML attribute or element content: markup characters escaped, and the control
    /// characters XML 1.0 cannot hold at all replaced by U+FFFD.
    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case "\r": out += "&#13;"
            default:
                let unusable = scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value)
                out.unicodeScalars.append(unusable ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// Text as a Markdown table cell: pipes escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
