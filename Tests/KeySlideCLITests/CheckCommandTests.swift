import Foundation
import KeySlideTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `keyslide check`: expectations measured for CI, with JUnit and Markdown reports.
@Suite("keyslide check")
struct CheckCommandTests {
    /// Seed 004's scrolling form, under iOS 8 (its era, when UIKit scrolls the field): content-inset
    /// covers the top field for 0.33 s and scroll-content-offset for 0.164 s; `none` never moves
    /// anything.
    static let form = """
        device: iphone-5
        profile: ios8
        navigationBar: {title: My Form}
        rootFrame: [0, 0, 320, 568]
        view:
          type: scroll
          contentSize: [320, 504]
          contentInset: [64, 0, 0, 0]
          elements:
            - {type: textField, id: topField,    frame: [10, 10, 300, 40]}
            - {type: textField, id: bottomField, frame: [10, 454, 300, 40]}
        timeline:
          - {at: 0.4, tap: topField}
          - {at: 1.4, returnKey: true}
          - {at: 2.6, returnKey: true}
        strategies: [content-inset, scroll-content-offset, none]

        """

    /// A plain screen with a button below the field: the keyboard covers the button when nothing moves.
    static let button = """
        device: iphone-8
        view:
          elements:
            - {type: textField, id: name, frame: [16, 100, 343, 44]}
            - {type: button, id: save, frame: [16, 560, 343, 44], text: Save}
        timeline:
          - {at: 0.3, tap: name}
        strategies: [none]
        expect: {otherContentCovered: false, home: false, visibleAtRest: true}

        """

    @Test("a failing expectation: exit 1, one line and one JUnit failure per failed expectation")
    func failing() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expect = """
            expect:
              covered: 0
              jumped: false
              strategies:
                none: {covered: 5}
                scroll-content-offset: {covered: 0.2, most: 100}

            """
        try (Self.form + expect).write(
            to: directory.appendingPathComponent("form.yaml"), atomically: true, encoding: .utf8)
        try Self.button.write(to: directory.appendingPathComponent("button.yaml"), atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(
            ["check", ".", "--junit", "junit.xml", "--markdown", "checks.md"], in: directory)
        #expect(result.status == 1, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "./button.yaml: none: other content covered: expected false, measured true "
                    + "(save 44 pt under the keyboard at 0.80 s)",
                "./form.yaml: content-inset: covered: expected at most 0 s, measured 0.33 s",
                "10 checks in 2 scenes: 8 passed, 2 failed",
            ], "\(result.standardOutput)")

        let xml = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        let report = try JUnitCounter.count(Data(xml.utf8))
        #expect(report.suites == 2)
        #expect(report.cases == 10)
        #expect(
            report.failures == [
                "content-inset: covered: expected at most 0 s, measured 0.33 s",
                "none: other content covered: expected false, measured true (save 44 pt under the keyboard at 0.80 s)",
            ])
        try validate(xml, in: directory)

        let markdown = try String(contentsOf: directory.appendingPathComponent("checks.md"), encoding: .utf8)
        #expect(
            markdown.contains("| ./form.yaml | content-inset | covered | at most 0 s | 0.33 s | ❌ |"), "\(markdown)")
        #expect(!markdown.contains("✅ |"), "only failures are listed when some fail")
    }

    @Test("every expectation met: exit 0, summary only; --json carries the results")
    func passing() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("form.yaml")
        // Seed 002's return key resigns, and its WillHide scrolls to the offset it saved, 0, not
        // the −64 the form starts at: it does not come home.
        try
            (Self.form
            + "expect: {home: true, jumped: false, strategies: {none: {covered: 10}, "
            + "scroll-content-offset: {home: false}}}\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["check", file.path])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput == "7 checks in 1 scene: 7 passed, 0 failed\n")
        let quiet = try KeySlideProcess.run(["check", file.path, "--quiet"])
        #expect(quiet.status == 0 && quiet.standardOutput.isEmpty)

        let json = try KeySlideProcess.run(["check", file.path, "--json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
        let object = try #require(parsed as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let check = try #require(object["check"] as? [String: Any])
        #expect(check["passed"] as? Bool == true)
        #expect(check["checks"] as? Int == 7)
    }

    @Test("no scene at all is a usage error; an unreadable scene fails the check")
    func usage() throws {
        #expect(UsageCheck.run(["check"]).status == 64)
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "view: {elements: []}\nexpect: {covred: 0}\n".write(
            to: directory.appendingPathComponent("typo.yaml"), atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(["check", "typo.yaml", "--junit", "j.xml"], in: directory)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("typo.yaml:2:10: expect: unknown key 'covred'; did you mean 'covered'?"))
        let xml = try String(contentsOf: directory.appendingPathComponent("j.xml"), encoding: .utf8)
        try validate(xml, in: directory)
        #expect(xml.contains("type=\"scene\""), "the failure's kind: \(xml)")
        // The JSON report keeps the failure's parts apart, beside the line people read.
        let json = try KeySlideProcess.run(["check", "typo.yaml", "--json"], in: directory)
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let scene = try #require(((object?["check"] as? [String: Any])?["scenes"] as? [[String: Any]])?.first)
        let failure = try #require(scene["failure"] as? [String: Any])
        #expect(failure["kind"] as? String == "scene" && failure["file"] as? String == "typo.yaml")
        #expect(
            failure["line"] as? Int == 2 && failure["column"] as? Int == 10 && failure["place"] as? String == "expect")
        #expect((scene["error"] as? String)?.hasPrefix("typo.yaml:2:10: expect: unknown key 'covred'") == true)
    }

    /// `xmllint --schema` against the Ant/Jenkins JUnit shape.
    func validate(_ xml: String, in directory: URL) throws {
        let schema = directory.appendingPathComponent("junit.xsd")
        let document = directory.appendingPathComponent("document.xml")
        try JUnitSchema.xsd.write(to: schema, atomically: true, encoding: .utf8)
        try xml.write(to: document, atomically: true, encoding: .utf8)
        let result = try ExternalTool.run(
            XMLLint.path, ["--noout", "--schema", schema.path, document.path], in: directory, timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
    }
}

/// Reads JUnit XML with Foundation's parser: suites, test cases and each failure's message.
final class JUnitCounter: NSObject, XMLParserDelegate {
    var suites = 0
    var cases = 0
    var failures: [String] = []

    static func count(_ data: Data) throws -> (suites: Int, cases: Int, failures: [String]) {
        let counter = JUnitCounter()
        let parser = XMLParser(data: data)
        parser.delegate = counter
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return (counter.suites, counter.cases, counter.failures.sorted())
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testsuite": suites += 1
        case "testcase": cases += 1
        case "failure": failures.append(attributes["message"] ?? "")
        default: break
        }
    }
}
