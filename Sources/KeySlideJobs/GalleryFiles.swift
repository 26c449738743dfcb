import Foundation
import KeySlideScene
import KeySlideSystem

/// Where the gallery reads files from, and what it makes of the comparisons it reads: every path
/// it opens is a plain name inside a folder it was given, checked by its real path, so that no
/// report, picture or link leads it to a file elsewhere.
extension Gallery {
    /// The real path of the file `name` in `folder`, when `name` is a plain file name
    /// (`isPlainFileName`) and the file, once every link is followed, is inside the folder's own
    /// real path. A link to a file beside it is fine; one leading out of the folder, an absolute
    /// path and `..` are refused, in one line naming the file.
    public static func confinedPath(_ name: String, inFolder folder: String) throws(BatchError) -> String {
        let shown = Batch.shown(folder + "/" + name)
        guard isPlainFileName(name) else {
            throw BatchError("\(shown): expected a file name without '/', NUL or a leading '.' inside the folder")
        }
        guard let base = realPath(folder.isEmpty ? "." : folder) else {
            throw BatchError("\(Batch.shown(folder)): cannot be read as a folder")
        }
        guard let real = realPath(folder + "/" + name) else { throw BatchError("\(shown): cannot be read") }
        guard real.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
            throw BatchError(
                "\(shown): is a link to \(Batch.shown(real)), outside the folder; expected a file inside "
                    + Batch.shown(folder))
        }
        return real
    }

    /// The text of a comparison SVG read from `file` when the page may inline it (`SVGCheck`),
    /// else the one-line reason it is shown as a picture.
    package static func inlinableSVG(_ data: Data, file: String) -> Result<String, BatchError> {
        SVGCheck.inlinable(data, file: file)
    }

    /// `realpath(3)`: the absolute path with every link, `.` and `..` resolved; nil when any part
    /// of it is missing or unreadable.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `entries` with each comparison read from its file and checked (`SVGCheck`), in order, while
    /// the page's inlined bytes stay within `maximumInlinedBytes`; with a warning for each
    /// comparison that was found but is not inlined for what it holds or where it leads.
    static func withComparisonsRead(_ entries: [Entry]) -> (entries: [Entry], warnings: [String]) {
        var room = maximumInlinedBytes
        var warnings: [String] = []
        let read = entries.map { entry in
            guard var scene = entry.scene, scene.comparisonSVG == nil, let file = scene.comparisonFile else {
                return entry
            }
            let folder = (file as NSString).deletingLastPathComponent
            let path: String
            do throws(BatchError) {
                path = try confinedPath((file as NSString).lastPathComponent, inFolder: folder)
            } catch {
                warnings.append(error.description + "; the comparison is not inlined")
                return entry
            }
            guard let data = try? BoundedFile.read(path, limit: min(room, maximumInlinedComparison)) else {
                return entry
            }
            switch inlinableSVG(data, file: file) {
            case .success(let svg):
                room -= data.count
                scene.comparisonSVG = svg
            case .failure(let refusal):
                warnings.append(refusal.description)
                return entry
            }
            var withSVG = entry
            withSVG.scene = scene
            return withSVG
        }
        return (read, warnings)
    }
}
