import ArgumentParser
import Foundation
import KeySlideJobs
import KeySlideSystem

/// `keyslide gallery`: the gallery page rebuilt from what batches left on disk, so the shares
/// of a sharded batch (`batch --shard K/N`) merge into one page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Build the gallery from batch outputs already on disk (merges the shares of batch --shard).",
        discussion: """
            Reads the explain reports (<scene>-explain.json) that `keyslide batch` wrote into each folder. With one \
            folder and no -o, writes <folder>/index.html (up to \(Gallery.scenesPerPage) scenes a page: index-2.html, ...). With -o, copies each scene's report and pictures from the \
            other folders into the output folder and writes the page there, so its links work from disk. The page \
            is byte for byte the one a single batch over all the scenes writes (scenes that failed to render leave \
            no report and are not listed).
            """)

    @Argument(help: "Folders written by `keyslide batch` (or its shards).")
    var folders: [String]

    @Option(name: .shortAndLong, help: "The folder to write the gallery's pages into. (default: the one folder given)")
    var output: String?

    @Option(help: ArgumentHelp("The page's heading. (default: \(Gallery.title))", valueName: "text"))
    var title: String?

    func validate() throws {
        if let title { try checkHeading(title) }
        guard !folders.isEmpty else { throw ValidationError("Please give at least one folder written by batch.") }
        if output == nil, folders.count > 1 {
            throw ValidationError(
                "Please give -o: with several folders, the gallery needs one folder to gather them in.")
        }
    }

    func run() throws {
        let target = output ?? folders[0]
        var entries: [Gallery.Entry] = []
        var copies: [(from: String, to: String)] = []
        var seen: [String: String] = [:]
        for folder in folders {
            let same = Self.samePlace(folder, target)
            for (entry, report) in try wrap({ () throws(BatchError) in try Gallery.entries(inFolder: folder) }) {
                if let first = seen[entry.file] {
                    throw InputError(
                        "the scene file \(Terminal.safe(entry.file)) is in both \(Terminal.safe(first)) and "
                            + "\(Terminal.safe(folder)); a gallery shows each scene once")
                }
                seen[entry.file] = folder
                entries.append(entry)
                guard !same else { continue }
                // Every source is a plain name inside `folder`, by its real path, before anything
                // is copied: a report names its pictures, and a report is anyone's file.
                let names = [(report as NSString).lastPathComponent] + (entry.scene?.pictures ?? [])
                for name in names {
                    let source = try wrap { () throws(BatchError) in try Gallery.confinedPath(name, inFolder: folder) }
                    copies.append((source, target + "/" + name))
                }
            }
        }
        entries.sort { $0.file < $1.file }
        try AtomicFolder.makeFolder(target)
        try Gallery.checkDestination(inFolder: target, pageCount: entries.count)
        for (from, to) in copies { _ = try AtomicFile.copy(from: from, to: to) }
        let built = Gallery.pages(for: entries, heading: title ?? Gallery.title)
        for warning in built.warnings { Terminal.warn("warning: " + warning) }
        let page = try Gallery.write(built.pages, inFolder: target)
        let pages = built.pages.count == 1 ? "" : " (\(built.pages.count) pages)"
        print("gallery of \(entries.count) scene\(entries.count == 1 ? "" : "s")\(pages): \(Terminal.safe(page))")
    }

    /// Whether two folder paths name the same folder (after resolving `.`, `..` and links).
    static func samePlace(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).resolvingSymlinksInPath().standardizedFileURL.path
            == URL(fileURLWithPath: b).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// A library error as the command's one-line `InputError`.
    private func wrap<T>(_ body: () throws(BatchError) -> T) throws -> T {
        do { return try body() } catch { throw InputError(error.description) }
    }
}
