import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideTestSupport
import Testing

/// Issue 33, 4: a file's lines may end in `\n`, `\r\n` or `\r`, or a mix (a dump pasted on
/// Windows into a file written on a Mac); every ending imports the same. A CRLF dump was one
/// Swift `Character` per line end, never split, and imported as an empty screen with exit 0.
@Suite struct LineEndingTests {
    static let endings = ["\n", "\r\n", "\r"]

    /// `text` with each line end replaced by `ending`, or by a random one per line.
    static func rewritten(_ text: String, ending: String?, _ generator: inout SplitMix64) -> String {
        var result = ""
        let lines = text.splitIntoLines()
        for (index, line) in lines.enumerated() {
            result += line
            if index < lines.count - 1 { result += ending ?? endings.randomElement(using: &generator)! }
        }
        return result
    }

    static func imported(_ text: String, file: String) throws -> ImportedDocument {
        try LayoutImporter.importLayout(data: Data(text.utf8), file: file)
    }

    @Test(arguments: Fixture.all)
    func everyFixtureImportsTheSameWithEveryLineEnding(name: String) throws {
        let text = try String(contentsOf: Fixture.url(name), encoding: .utf8)
        let reference = try Self.imported(text, file: name)
        var generator = SplitMix64(seed: 4)
        for ending in Self.endings.map(Optional.some) + Array(repeating: nil, count: 5) {
            let document = try Self.imported(Self.rewritten(text, ending: ending, &generator), file: name)
            #expect(
                document == reference, "\(name) with \(ending.map { "\($0.unicodeScalars.map(\.value))" } ?? "mixed")")
        }
        #expect(!reference.screens.isEmpty)
    }

    /// Random dumps — views at random depths, text fields with texts that run over several
    /// lines, junk lines between — read the same with every ending: the same views, texts and
    /// line numbers.
    @Test func randomDumpsImportTheSameWithEveryLineEnding() throws {
        var generator = SplitMix64(seed: 44)
        for _ in 0..<TestTier.count(fast: 40, long: 400) {
            var lines = ["<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>"]
            var depth = 0
            for index in 0..<Int.random(in: 1...30, using: &generator) {
                depth = Int.random(in: 1...(depth + 1), using: &generator)
                let indent = String(repeating: "   |", count: depth) + " "
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    lines.append(
                        indent + "<UITextField: 0x\(index + 16); frame = (20 \(index * 40); 280 31); text = 'a>")
                    lines += (0..<Int.random(in: 0...3, using: &generator)).map { "line \($0) of the text" }
                    lines[lines.count - 1] += "'; layer = <CALayer: 0x3>>"
                case 1: lines.append(indent + "<UILabel: 0x\(index + 16); frame = (0 \(index); 10 10); text = 'x'>")
                case 2: lines.append("(lldb) not a view")
                default: lines.append(indent + "<UIView: 0x\(index + 16); frame = (0 0; 10 10)>")
                }
            }
            let text = lines.joined(separator: "\n")
            let reference = try Self.imported(text, file: "dump.txt")
            for ending in Self.endings.map(Optional.some) + [nil, nil] {
                let document = try Self.imported(Self.rewritten(text, ending: ending, &generator), file: "dump.txt")
                #expect(document == reference, "\(text)")
            }
            let fields = reference.screens.flatMap(\.allViews).filter { $0.kind == .textField }
            #expect(fields.allSatisfy { $0.text?.hasPrefix("a>") == true })
        }
    }
}
