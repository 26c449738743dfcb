import Foundation
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// Every file `keyslide gallery` opens is a plain name inside a folder it was given, checked by
/// its real path: no `..`, no absolute path, no link leading out.
@Suite("Gallery: paths stay in their folders")
struct GalleryPathTests {
    @Test func namesThatLeaveTheFolderAreRefused() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("site").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("v".utf8).write(to: directory.appendingPathComponent("victim.txt"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/a-none.svg"))
        let manager = FileManager.default
        // Links: out of the folder (directly, through a chain, to a folder, relative and
        // absolute), dangling, and one that stays inside.
        try manager.createSymbolicLink(atPath: folder + "/out.svg", withDestinationPath: "../victim.txt")
        try manager.createSymbolicLink(atPath: folder + "/abs.svg", withDestinationPath: directory.path + "/victim.txt")
        try manager.createSymbolicLink(atPath: folder + "/chain.svg", withDestinationPath: "out.svg")
        try manager.createSymbolicLink(atPath: folder + "/root.svg", withDestinationPath: "/")
        try manager.createSymbolicLink(atPath: folder + "/passwd.svg", withDestinationPath: "/etc/passwd")
        try manager.createSymbolicLink(atPath: folder + "/dangling.svg", withDestinationPath: "nowhere")
        try manager.createSymbolicLink(atPath: folder + "/inside.svg", withDestinationPath: "a-none.svg")
        try manager.createSymbolicLink(atPath: folder + "/self.svg", withDestinationPath: "self.svg")

        let refused = [
            "../victim.txt", "/etc/passwd", directory.path + "/victim.txt", "a/../../victim.txt", ".", "..", "",
            "./a-none.svg", ".hidden", "out.svg", "abs.svg", "chain.svg", "root.svg", "passwd.svg", "dangling.svg",
            "self.svg", "a-none.svg\n", "a\u{0}", "nothing.svg", "a-none.svg/", String(repeating: "x", count: 256),
        ]
        for name in refused {
            do throws(BatchError) {
                let real = try Gallery.confinedPath(name, inFolder: folder)
                Issue.record("\(name.debugDescription) accepted as \(real)")
            } catch {
                #expect(!error.description.contains("\n"), "\(error.description)")
                #expect(error.description.hasPrefix(Quoted.text(folder + "/" + name, limit: 160)), "\(error)")
            }
        }
        let real = try Gallery.confinedPath("inside.svg", inFolder: folder)
        #expect(real.hasSuffix("/site/a-none.svg"))
        #expect(try Gallery.confinedPath("a-none.svg", inFolder: folder).hasSuffix("/site/a-none.svg"))
        // The folder itself may be reached through a link: its real path is the base.
        try manager.createSymbolicLink(atPath: directory.path + "/alias", withDestinationPath: "site")
        #expect(
            try Gallery.confinedPath("a-none.svg", inFolder: directory.path + "/alias").hasSuffix("/site/a-none.svg"))
        #expect(throws: BatchError.self) { try Gallery.confinedPath("out.svg", inFolder: directory.path + "/alias") }
    }

    /// A comparison that is a link out of its folder, or an SVG KeySlide did not write, is not
    /// inlined, and each is named in a warning; KeySlide's own is inlined.
    @Test func comparisonsAreReadOnlyFromInsideAndOnlyWhenKeySlidesOwn() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.path
        try Data(GallerySVGCheckTests.valid.utf8).write(to: URL(fileURLWithPath: folder + "/good.svg"))
        let hostile = GallerySVGCheckTests.valid.replacingOccurrences(
            of: "<circle ", with: "<foreignObject><img src=\"x\" onerror=\"alert(1)\"/></foreignObject><circle ")
        try Data(hostile.utf8).write(to: URL(fileURLWithPath: folder + "/bad.svg"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/out.svg", withDestinationPath: "/etc/hostname")
        func entry(_ name: String, _ file: String) -> Gallery.Entry {
            var entry = GalleryPlayerTests.entry
            entry.file = name
            entry.scene?.comparisonSVG = nil
            entry.scene?.comparisonFile = folder + "/" + file
            return entry
        }
        let entries = [entry("a.yaml", "good.svg"), entry("b.yaml", "bad.svg"), entry("c.yaml", "out.svg")]
        let (read, warnings) = Gallery.withComparisonsRead(entries)
        #expect(read[0].scene?.comparisonSVG == GallerySVGCheckTests.valid)
        #expect(read[1].scene?.comparisonSVG == nil && read[2].scene?.comparisonSVG == nil)
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("bad.svg: line 2, column ") == true, "\(warnings)")
        #expect(warnings.last?.contains("out.svg: is a link to ") == true, "\(warnings)")
        let page = Gallery.html(for: [entry("a.yaml", "good.svg"), entry("b.yaml", "bad.svg")])
        #expect(!page.contains("onerror") && !page.contains("foreignObject"))
        #expect(page.components(separatedBy: "class=\"player\"").count == 2)
    }
}
