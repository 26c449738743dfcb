import KeySlideSystem

/// The warnings of one import as a reader meets them: the first `shownPerKind` of each kind
/// kept, the rest only counted, so that what is held and printed stays small however large the
/// file. A storyboard of a million views without frames once gave a million warnings: 97 MB on
/// standard error and a good part of the 1.1 GB the import took. Twenty of a kind show what the
/// problem is and where it starts; the summary says how far it goes.
struct WarningLog {
    /// How many warnings of one kind are kept one by one.
    static let shownPerKind = 20

    let file: String
    private var kept: [ImportWarning] = []
    private var countByKind: [String: Int] = [:]
    /// The kinds with warnings left out, in the order the first was left out (for the same
    /// output every run), with the first and last left out.
    private var overflowing: [(kind: String, first: ImportWarning, last: ImportWarning)] = []
    private var overflowIndex: [String: Int] = [:]

    init(file: String) {
        self.file = file
    }

    /// Adds a warning. `kind` groups warnings that say the same thing of different views; it
    /// is the message itself unless the message names something that differs from view to view
    /// (a class, an id, a count), in which case the caller names the kind in words.
    mutating func add(line: Int?, element: String, message: String, kind: String? = nil) {
        let warning = ImportWarning(file: file, line: line, element: element, message: message)
        let kind = kind ?? message
        let count = countByKind[kind, default: 0] + 1
        countByKind[kind] = count
        if count <= Self.shownPerKind {
            kept.append(warning)
        } else if let index = overflowIndex[kind] {
            overflowing[index].last = warning
        } else {
            overflowIndex[kind] = overflowing.count
            overflowing.append((kind, warning, warning))
        }
    }

    /// The kept warnings and, for each kind with more, one warning at the first left out:
    /// `… and 999,980 more like "no <rect key="frame">; …", to line 1000008`.
    var warnings: [ImportWarning] {
        kept
            + overflowing.map { entry in
                let more = countByKind[entry.kind, default: 0] - Self.shownPerKind
                let end = entry.last.line.map { ", to line \($0)" } ?? ""
                return ImportWarning(
                    file: file, line: entry.first.line, element: entry.first.element,
                    message: "… and \(Quoted.grouped(more)) more like \"\(entry.kind)\"\(end)")
            }
    }
}
