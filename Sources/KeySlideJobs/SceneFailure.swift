import KeySlideScene
import KeySlideSystem

/// Why a scene of a batch (or of `keyslide check`) failed, as data: what kind of failure, the file
/// and the place in it, and what was wrong.
///
/// A value rather than a line of text, so that what reads it can tell the kinds apart — the JSON
/// report, the JUnit report, the gallery, the tests — and so that a scene's process can send it to
/// the batch (it is `Codable`) instead of the batch rebuilding it. People read `description`,
/// the one line each kind has always had.
public struct SceneFailure: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// What went wrong; the raw value is the word reports use.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// The scene file (or the layout file it names) could not be read, or is not a valid scene.
        case scene
        /// Another scene file in the folder has the same name, and outputs are named after it.
        case sameName = "same-name"
        /// A picture would pass a work ceiling (`WorkCeiling`).
        case workCeiling = "work-ceiling"
        /// An output file could not be written.
        case write
        /// A picture could not be drawn or encoded, or anything else the render threw.
        case render
        /// The scene's process ended without an answer: a crash, a signal, a kill.
        case stopped
    }

    public var kind: Kind
    /// The file the failure is about: the scene file; for a mistake in the layout file a scene
    /// names, that file; for a file that could not be written, that file.
    public var file: String
    /// 1-based line in `file`, when the failure has one.
    public var line: Int?
    /// 1-based column on that line, when known.
    public var column: Int?
    /// Where inside the scene: a key path (`timeline[2].tap`), or what asks for the work a
    /// ceiling refused (`fps`, `--scale 3`); empty when the failure concerns the whole file.
    public var place: String
    /// What was wrong, and what would do, without the file and the place.
    public var message: String

    public init(kind: Kind, file: String, line: Int? = nil, column: Int? = nil, place: String = "", message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.place = place
        self.message = message
    }

    /// The one line people read, in the words each kind has always had: a scene file's mistake as
    /// `SceneError` words it, a file that could not be written as `AtomicFile.WriteError` does, a
    /// render's own error as it is, anything else `file[:line]: place: message`.
    public var description: String {
        switch kind {
        case .scene:
            SceneError(file: file, path: place, line: line, column: column, message: message).description
        case .write: AtomicFile.WriteError(path: file, reason: message).description
        case .render: message
        case .sameName, .workCeiling, .stopped:
            ([Batch.shown(file) + (line.map { ":\($0)" } ?? ""), place, message].filter { !$0.isEmpty })
                .joined(separator: ": ")
        }
    }
}

extension SceneFailure {
    /// A scene file that did not load, with the file, line, column and key path the loader found.
    public init(_ error: SceneError) {
        self.init(
            kind: .scene, file: error.file, line: error.line, column: error.column, place: error.path,
            message: error.message)
    }

    /// A picture of the scene in `file` past a work ceiling. A batch takes no `--fps`, so the
    /// scene's `fps:` is what it suggests lowering.
    init(_ error: WorkCeiling.Exceeded, file: String) {
        let (line, place) = error.place(file: file)
        self.init(
            kind: .workCeiling, file: file, line: line, place: place, message: error.reason(fpsOption: false))
    }

    /// Whatever stopped the scene in `file` while it rendered, sorted into its kind.
    init(_ error: any Error, file: String) {
        switch error {
        case let error as SceneError: self.init(error)
        case let error as WorkCeiling.Exceeded: self.init(error, file: file)
        case let error as AtomicFile.WriteError: self.init(kind: .write, file: error.path, message: error.reason)
        default: self.init(kind: .render, file: file, message: String(describing: error))
        }
    }

    /// `file` has the name of `first`, which sorts before it and renders in its place.
    static func sameName(_ file: String, as first: String) -> SceneFailure {
        SceneFailure(
            kind: .sameName, file: file,
            message: "has the same name as \(Batch.shown(first)), and output files are named after the scene file; "
                + "rename one")
    }

    /// The process rendering `file` ended without an answer: `status` in words ("crashed with
    /// signal 11", "exit status 1") and the last line it wrote to standard error, if any.
    public static func stopped(_ file: String, status: String, lastLine: String?) -> SceneFailure {
        let last = lastLine.map { ": " + Quoted.text($0, limit: 200) } ?? ""
        return SceneFailure(kind: .stopped, file: file, message: "the render stopped (\(status))\(last)")
    }
}
