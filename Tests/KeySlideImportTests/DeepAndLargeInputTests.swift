import Foundation
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

@testable import KeySlideImport

/// Issue 33, 2 and 3: nesting of any depth is an error or a result, never a crash; large files
/// take work in proportion to their size and give a bounded number of warnings.
@Suite struct DeepAndLargeInputTests {
    static func dumpLine(depth: Int, _ number: Int) -> String {
        String(repeating: "|", count: depth) + "<UIView: 0x\(String(number, radix: 16)); frame = (0 1; 10 10)>"
    }

    static func importDump(_ text: String, file: String = "dump.txt") throws(ImportError) -> ImportedDocument {
        try LayoutImporter.importLayout(data: Data(text.utf8), file: file)
    }

    /// Random walks of nesting (each line at most one level below the one before, or back up
    /// any number): the dump imports exactly when no view is more than `maximumDepth` views
    /// deep, and otherwise the error names the first line that is.
    @Test func dumpsNestedAnyDepthImportOrNameTheLineTooDeep() throws {
        var generator = SplitMix64(seed: 2)
        let limit = ViewDumpReader.maximumDepth
        for _ in 0..<TestTier.count(fast: 12, long: 60) {
            var depth = 0
            var lines = [Self.dumpLine(depth: 0, 0)]
            let count = Int.random(in: 100...700, using: &generator)
            let climb = Double.random(in: 0.6...0.99, using: &generator)
            for number in 1..<count {
                depth =
                    Double.random(in: 0..<1, using: &generator) < climb
                    ? depth + 1 : Int.random(in: 1...max(1, depth), using: &generator)
                lines.append(Self.dumpLine(depth: depth, number))
            }
            let tooDeep = lines.firstIndex { $0.prefix { $0 == "|" }.count >= limit }
            switch Result(catching: { () throws(ImportError) in try Self.importDump(lines.joined(separator: "\n")) }) {
            case .success(let document):
                #expect(tooDeep == nil)
                #expect(document.screens.first?.allViews.count == count)
            case .failure(let error):
                #expect(error.line == tooDeep.map { $0 + 1 })
                #expect(
                    error.description == "dump.txt:\(error.line ?? 0): views nested deeper than \(limit) levels; "
                        + "a screen's views nest a few dozen at most")
            }
        }
    }

    /// 3,000 levels crashed the reader (SIGSEGV); a line indented 100,000 levels under the root
    /// is a child of the root (a dump 100,000 views deep would be 5 GB of indentation, past the
    /// 32 MB a layout file may have).
    @Test func aDumpThousandsDeepIsAnErrorAndDeepIndentationIsNot() throws {
        let deep = (0..<3_000).map { Self.dumpLine(depth: $0, $0) }.joined(separator: "\n")
        #expect(throws: ImportError.self) { try Self.importDump(deep) }
        let indented = Self.dumpLine(depth: 0, 0) + "\n" + Self.dumpLine(depth: 100_000, 1)
        #expect(try Self.importDump(indented).screens.first?.root.children.count == 1)
    }

    /// Storyboards, XIBs and old archives nested 10,000 elements deep: the XML reader's error,
    /// with the line.
    @Test(arguments: [
        (
            "deep.xib", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>", "<view><subviews>",
            "</subviews></view>", "</objects></document>"
        ),
        (
            "deep.storyboard",
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>"
                + "<scene><objects><viewController id=\"a\"><view key=\"view\"><subviews>", "<view><subviews>",
            "</subviews></view>", "</subviews></view></viewController></objects></scene></scenes></document>"
        ),
        (
            "deep-archive.xib", "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data>",
            "<object class=\"IBUIView\"><object class=\"NSMutableArray\" key=\"NSSubviews\">", "</object></object>",
            "</data></archive>"
        ),
    ])
    func xmlNestedTenThousandDeepIsAnError(file: String, head: String, open: String, close: String, tail: String) {
        let text =
            "<?xml version=\"1.0\"?>\n" + head + "\n" + String(repeating: open, count: 10_000)
            + String(repeating: close, count: 10_000) + tail
        let error = #expect(throws: ImportError.self) {
            try LayoutImporter.importLayout(data: Data(text.utf8), file: file)
        }
        #expect(error?.description.hasPrefix("\(file):3: elements nest deeper than 256 levels") == true)
    }

    /// A scene that references a deep dump: the layout's error, naming the dump and its line.
    @Test func aSceneReferencingADeepDumpIsAnError() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = directory.appendingPathComponent("deep.txt")
        try (0..<3_000).map { Self.dumpLine(depth: $0, $0) }.joined(separator: "\n").write(
            to: dump, atomically: true, encoding: .utf8)
        let error = #expect(throws: SceneError.self) {
            try SceneLoader.parse(
                "view: {layout: deep.txt}", fileName: directory.appendingPathComponent("scene.yaml").path,
                knownStrategies: StrategyCatalog.ids, layouts: ImportedLayouts())
        }
        #expect(error?.file == dump.path && error?.line == 257)
    }

    /// Every view of a random tree, walked without recursion, in the order a recursive walk
    /// gives: this view, then each subview's views in turn.
    @Test func walksVisitEveryViewInFileOrder() {
        var generator = SplitMix64(seed: 3)
        func tree(_ depth: Int, _ counter: inout Int) -> ImportedView {
            counter += 1
            var view = ImportedView(kind: .view, className: "V", id: "v\(counter)", frame: .zero)
            if depth < 6 {
                view.children = (0..<Int.random(in: 0...4, using: &generator)).map { _ in tree(depth + 1, &counter) }
            }
            return view
        }
        func recursive(_ view: ImportedView) -> [String] { [view.id] + view.children.flatMap(recursive) }
        for _ in 0..<50 {
            var counter = 0
            let root = tree(0, &counter)
            #expect(root.flattened.map(\.id) == recursive(root))
            #expect(root.firstView { $0.id == "v\(counter)" }?.id == "v\(counter)")
        }
    }
}
