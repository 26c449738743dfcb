import Foundation
import KeySlideTestSupport
import Testing

/// Issue 33 on the command line: `keyslide import` of hostile names, deep and CRLF dumps, many
/// fields, and a scene that would not load, as a user would run it.
@Suite("keyslide import hardening")
struct ImportHardeningCommandTests {
    @Test("a dump with CRLF, CR or mixed line ends imports as with LF")
    func crlfDump() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOfFile: ImportCommandTests.fixture("LoginDump.txt"), encoding: .utf8)
        var outputs: [String] = []
        for (index, ending) in ["\n", "\r\n", "\r", "mixed"].enumerated() {
            let folder = directory.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            let lines = text.components(separatedBy: "\n")
            let rewritten = lines.enumerated().map { $0.element + ($0.offset.isMultiple(of: 2) ? "\r\n" : "\r") }
            let written = ending == "mixed" ? rewritten.joined() : lines.joined(separator: ending)
            try written.write(to: folder.appendingPathComponent("dump.txt"), atomically: true, encoding: .utf8)
            let result = try KeySlideProcess.run(["import", "dump.txt"], in: folder)
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(result.standardOutput + result.standardError)
        }
        #expect(Set(outputs).count == 1)
        #expect(outputs[0].contains("type: textField"))
    }
}
