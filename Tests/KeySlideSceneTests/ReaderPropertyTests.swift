import Foundation
import KeySlideScene
import KeySlideSystem
import KeySlideTestSupport
import Testing

/// Thousands of random and mutated scene texts, from a fixed seed: reading never crashes or hangs,
/// and every outcome is a checked `Scene` within the limits or a `SceneError` whose description is
/// one short line with no control character in it.
@Suite struct ReaderPropertyTests {
    static let samples: [String] = {
        let folder = SampleScenes.samples
        let files = (try? SceneLoader.sceneFiles(in: folder)) ?? []
        return files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    }()

    /// Numbers at and around every limit, and the ones that once crashed the writers.
    static let numbers = [
        "0", "-0", "1", "-1", "0.5", "1e-320", "100000", "100000.1", "-100000", "-100001", "600", "600.01",
        "599.99", "9.3e18", "-9.3e18", "1e308", "-1e308", "1e309", ".nan", ".inf", "-.inf", "0x7fffffffffffffff",
        "99999999999999999999999", "1_000", "50", "51", "15", "16", "0o17", "12.0",
    ]

    /// Fragments that stress the YAML reader and the messages: anchors, aliases, control characters.
    static let fragments = [
        "&a ", "*a", "? ", ": ", "- ", "[", "]", "{", "}", ",", "\"", "'", "\n", "  ", "#", "!!str ", "<<: *a",
        "\u{1B}]0;x\u{07}", "\u{1B}[2J", "\u{9B}", "\u{0}", "\u{FEFF}", "\u{2028}", "é", "👍🏽", "\t",
        String(repeating: "x", count: 2_000),
    ]

    /// The longest list of names a message quotes in full: every strategy id, or the keys an
    /// element takes (as the reader's own message about an unknown key lists them).
    static let longestNameList: Int = {
        let strategies = DocumentationExamples.designStrategies.joined(separator: ", ").count
        let message = failure("view: {elements: [{zzzzzzzzzzzz: 1}]}\n")
        let keys = message.components(separatedBy: "accepted keys: ").last?.count ?? 0
        return max(strategies, keys)
    }()

    static func mutated(_ generator: inout SplitMix64) -> String {
        let sample = samples.randomElement(using: &generator) ?? "view: {elements: []}"
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            // Random bytes, made UTF-8, biased to YAML punctuation.
            let alphabet = Array(" \n:-[]{},&*?!|>'\"#x0123456789.e".utf8) + [0x1B, 0x07, 0x00, 0xC3, 0xA9, 0xFF]
            let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            return String(decoding: bytes, as: UTF8.self)
        case 1:
            // A sample cut short.
            let scalars = Array(sample.unicodeScalars)
            let cut = Int.random(in: 0...scalars.count, using: &generator)
            return String(String.UnicodeScalarView(scalars[..<cut]))
        case 2:
            // Some numbers replaced by one of `numbers`, the others kept.
            var result = ""
            var digits = false
            var replacing = false
            for character in sample {
                let isDigit = character.isNumber || (digits && character == ".")
                if isDigit, !digits {
                    replacing = Int.random(in: 0..<4, using: &generator) == 0
                    if replacing { result += numbers.randomElement(using: &generator)! }
                }
                digits = isDigit
                if !isDigit || !replacing { result.append(character) }
            }
            return result
        case 3:
            // Fragments inserted at random places.
            var scalars = Array(sample.unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0...scalars.count, using: &generator)
                scalars.insert(contentsOf: fragments.randomElement(using: &generator)!.unicodeScalars, at: at)
            }
            return String(String.UnicodeScalarView(scalars))
        default:
            // Lines dropped or repeated, a value swapped for a fragment.
            var lines = sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard !lines.isEmpty else { return sample }
            let index = Int.random(in: 0..<lines.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: lines.remove(at: index)
            case 1: lines.insert(contentsOf: Array(repeating: lines[index], count: 50), at: index)
            default:
                if let colon = lines[index].firstIndex(of: ":") {
                    lines[index] = lines[index][...colon] + " " + fragments.randomElement(using: &generator)!
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func randomTextsGiveASceneOrAOneLineError(seed: UInt64) throws {
        try #require(!Self.samples.isEmpty)
        var generator = SplitMix64(seed: seed)
        for round in 0..<TestTier.count(fast: 200, long: 750) {
            let text = Self.mutated(&generator)
            let fileName = round.isMultiple(of: 10) ? "fuzz.json" : "fuzz.yaml"
            do {
                let scene = try SceneLoader.parse(
                    text, fileName: fileName, knownStrategies: DocumentationExamples.designStrategies)
                Self.expectWithinLimits(scene, text)
            } catch {
                let line = error.description
                let safe = line.unicodeScalars.allSatisfy { !Quoted.isUnsafeForTerminal($0) }
                let oneLine = !line.contains(where: \.isNewline)
                #expect(safe, "\(seed)/\(round): \(line)")
                #expect(oneLine, "\(seed)/\(round)")
                // Short: a quoted value keeps 60 characters; the longest fixed part of a message is
                // a list of accepted names (every strategy id, or an element's keys), which the
                // budget leaves room for.
                let budget = 200 + Self.longestNameList
                #expect(line.count <= budget, "\(seed)/\(round): \(line.count) characters: \(line)")
                #expect(!line.contains("NSCocoaErrorDomain"), "\(seed)/\(round): \(line)")
            }
        }
        // No time budget here (a loaded machine would miss it): a text that makes the reader hang
        // is the fuzzer's to find (`make fuzz`, FUZZ_TIMEOUT).
    }

    static func expectWithinLimits(_ scene: Scene, _ text: String) {
        let lengths =
            [
                scene.keyboardHeight, scene.rootFrame.minX, scene.rootFrame.minY, scene.rootFrame.width,
                scene.rootFrame.height, scene.view.contentSize.width, scene.view.contentSize.height,
            ]
            + scene.view.elements.flatMap { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
        let bounded = lengths.allSatisfy { $0.isFinite && $0.magnitude <= Scene.maximumLength }
        #expect(bounded, "\(text)")
        #expect(scene.duration <= Scene.maximumDuration && scene.profile.keyboardDuration <= Scene.maximumDuration)
        #expect(scene.title.unicodeScalars.count <= Scene.maximumTextLength)
    }
}
