import Foundation
import Testing

/// Numbers from the outside world cite `docs/facts.md §X` (iOS) or `§RX` (rendering). These
/// tests keep every citation pointing at a section that exists. They live with the lowest
/// module's tests because they read the repository's text, not any module's code.
@Suite struct FactCitationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The section ids of `docs/facts.md`: every heading that starts with `§`.
    static func sections() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("docs/facts.md"), encoding: .utf8)
        let heading = try Regex(#"^#+ (§R?[0-9]+(?:\.[0-9]+)*)(?: |$)"#)
        return Set(
            text.split(separator: "\n").compactMap { line in
                (try? heading.prefixMatch(in: line))?.output[1].substring.map(String.init)
            })
    }

    /// Every citation in Sources/ and Tests/: the file, its line, and the section it names, written
    /// as `docs/facts.md` ids (the old outside sheets' `ios-facts.md §X` as `§X`,
    /// `rendering-anchors.md §X` as `§RX`, so a citation not yet rewritten is checked too).
    static func citations() throws -> [(place: String, section: String)] {
        let citation = try Regex(
            #"(docs/facts\.md|ios-facts(?:\.md)?|rendering-anchors\.md)((?:,? *§R?[0-9]+(?:\.[0-9]+)*)+)"#)
        let section = try Regex(#"§(R?[0-9]+(?:\.[0-9]+)*)"#)
        var found: [(String, String)] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files =
                FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() {
                    for match in line.matches(of: citation) {
                        let prefix = match.output[1].substring == "rendering-anchors.md" ? "R" : ""
                        for id in (match.output[2].substring ?? "").matches(of: section) {
                            let name = String(id.output[1].substring ?? "")
                            let place = "\(folder)/\(file.path.dropFirst(base.path.count + 1)):\(number + 1)"
                            found.append((place, "§" + (name.hasPrefix("R") ? name : prefix + name)))
                        }
                    }
                }
            }
        }
        return found
    }

    @Test("facts.md numbers its sections, iOS ones and rendering ones")
    func factsHaveSections() throws {
        let sections = try Self.sections()
        #expect(sections.contains("§2.2"))
        #expect(sections.contains("§R0.8"))
    }

    @Test("every section the code cites exists in docs/facts.md")
    func everyCitedSectionExists() throws {
        let sections = try Self.sections()
        let citations = try Self.citations()
        #expect(citations.count > 40, "the citations were not found; is the pattern still right?")
        for (place, section) in citations where !sections.contains(section) {
            Issue.record("\(place) cites \(section), which docs/facts.md does not have")
        }
    }
}
