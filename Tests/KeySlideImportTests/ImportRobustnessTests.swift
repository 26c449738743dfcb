import Foundation
import KeySlideImport
import KeySlideTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Bad input ends in one `ImportError` or in warnings, never in a crash or a hang.
@Suite struct ImportRobustnessTests {
    @Test(arguments: [
        ("notes.txt", "Just some notes about the login screen.\nNothing else."),
        ("empty.storyboard", ""),
        ("image.svg", "<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
        (
            "Mac.xib",
            "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" "
                + "version=\"3.0\"/>"
        ),
        (
            "broken.storyboard",
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch"
                + ".Storyboard.XIB\" version=\"3.0\">\n<scenes>\n</document>"
        ),
        ("entities.xib", "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaa\">]><document>&a;</document>"),
    ])
    func filesThatAreNotImportsAreOneLineErrorsNamingTheFile(name: String, text: String) {
        #expect {
            try LayoutImporter.importLayout(data: Data(text.utf8), file: name)
        } throws: { error in
            guard let error = error as? ImportError else { return false }
            let message = error.description
            return message.hasPrefix(name) && !message.contains("\n") && message.count > name.count + 20
        }
    }

    @Test func errorsSayWhatWasExpected() throws {
        let plain = #expect(throws: ImportError.self) {
            try LayoutImporter.importLayout(data: Data("hello".utf8), file: "notes.txt")
        }
        #expect(plain?.description.contains("recursiveDescription") == true)
        let svg = #expect(throws: ImportError.self) {
            try LayoutImporter.importLayout(data: Data("<svg/>".utf8), file: "a.svg")
        }
        #expect(svg?.description.contains("root <svg>") == true)
        let broken = #expect(throws: ImportError.self) {
            try LayoutImporter.importLayout(
                data: Data("<?xml version=\"1.0\"?>\n<document>\n<scenes>\n</document>\n".utf8), file: "b.storyboard")
        }
        #expect(broken?.line == 4)
        #expect(broken?.description.hasPrefix("b.storyboard:4: not well-formed XML") == true)
    }

    @Test func nestingIsCapped() {
        let depth = 300
        let text =
            "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
            + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        let error = #expect(throws: ImportError.self) {
            try LayoutImporter.importLayout(data: Data(text.utf8), file: "deep.xib")
        }
        #expect(error?.message.contains("deeper than") == true)
    }

    /// Every prefix of every fixture (in steps, plus the last few bytes one by one) either
    /// imports or throws an `ImportError`; whatever imports has finite frames. XML imports
    /// exactly when the cut keeps the closing root tag; a dump keeps the lines before the cut.
    @Test(arguments: Fixture.all)
    func truncatedFixturesNeverCrash(name: String) throws {
        let data = try Fixture.data(name)
        let cuts =
            Array(stride(from: 0, to: data.count, by: max(1, data.count / 97)))
            + (max(0, data.count - 8)..<data.count)
        for cut in cuts {
            let kept = String(decoding: data.prefix(cut), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let complete =
                kept.hasSuffix("</document>") || kept.hasSuffix("</archive>")
                || (name.hasSuffix(".txt") && kept.contains("frame = ("))
            switch Result(catching: { () throws(ImportError) in
                try LayoutImporter.importLayout(data: data.prefix(cut), file: name)
            }) {
            case .success(let document):
                #expect(complete, "cut at \(cut) imported")
                let numbers = document.screens.flatMap(\.allViews).flatMap {
                    [$0.absoluteFrame.minX, $0.absoluteFrame.minY, $0.absoluteFrame.width, $0.absoluteFrame.height]
                }
                #expect(numbers.allSatisfy { $0.isFinite })
            case .failure(let error):
                #expect(!complete, "cut at \(cut): \(error)")
                #expect(error.description.hasPrefix(name))
            }
        }
    }

    /// Bytes flipped at seeded-random places in each fixture: imports or one error, no crash.
    @Test(arguments: Fixture.all)
    func corruptedFixturesNeverCrash(name: String) throws {
        let original = try Fixture.data(name)
        var generator = SplitMix64(seed: 12)
        let garbage: [UInt8] = Array("<>&;'\"|{}()=0x \n\u{0}".utf8)
        for _ in 0..<60 {
            var bytes = [UInt8](original)
            for _ in 0..<8 {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] = garbage.randomElement(using: &generator)!
            }
            if case .failure(let error) = Result(catching: { () throws(ImportError) in
                try LayoutImporter.importLayout(data: Data(bytes), file: name)
            }) {
                #expect(!error.description.contains("\n"))
            }
        }
    }

    /// A layout file is read only when it is a regular file within the size limit: a 3 GB file
    /// (sparse here) took 3.2 GB of memory before its size was refused, a FIFO could block.
    @Test func largeAndSpecialFilesAreRefusedBeforeTheyAreRead() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let big = directory.appendingPathComponent("big.xib")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let pipe = directory.appendingPathComponent("pipe.storyboard").path
        #expect(mkfifo(pipe, 0o600) == 0)
        for (path, reason) in [
            (big.path, "it is 3221225472 bytes; at most 33554432 bytes are read"),
            (pipe, "it is a FIFO, not a regular file"), (directory.path, "it is a folder"),
            (directory.appendingPathComponent("none.xib").path, "no such file"),
        ] {
            #expect(throws: ImportError(file: path, message: "cannot read the layout file \"\(path)\" (\(reason))")) {
                try LayoutImporter.importLayout(contentsOf: URL(fileURLWithPath: path))
            }
        }
    }
}
