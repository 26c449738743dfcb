import Foundation
import KeySlideGeometry
import KeySlideSystem
import Yams

/// Reads scene files — YAML (`.yaml`, `.yml`) or JSON (`.json`) — into checked `Scene`s.
///
/// The file becomes a `SceneDescription`, which `Scene.checked`'s checker checks as it would an
/// importer's; the loader adds the file, line and column to the checker's errors.
///
/// Every problem becomes a `SceneError` whose description is one line naming the file, the line
/// and column, the place in the scene and what would have been accepted. The format is
/// documented in docs/scene-files.md.
public enum SceneLoader {
    /// The file extensions scene files may have (compared ignoring case).
    public static let fileExtensions = ["yaml", "yml", "json"]

    /// Reads and checks a scene file; format by extension (.yaml/.yml/.json).
    ///
    /// - Parameters:
    ///   - knownStrategies: the strategy ids a scene may list under `strategies:`.
    ///   - layouts: reads `view: {layout: …}` references (KeySlideImport's `ImportedLayouts`);
    ///     without one such a scene is refused.
    ///   - overrides: values that replace the file's before it is checked (`keyslide preview`).
    ///   - warn: takes each `file:line:col: warning: …` line about what the file allows but may
    ///     not mean (a time in milliseconds, an element outside its superview).
    public static func load(
        contentsOf path: String, knownStrategies: [String], layouts: (any LayoutResolver)? = nil,
        overrides: SceneOverrides = SceneOverrides(), warn: (@Sendable (String) -> Void)? = nil
    ) throws(SceneError) -> Scene {
        _ = try format(of: path)
        let data = try contents(of: path)
        guard let text = String(validating: data, as: UTF8.self) else {
            throw SceneError(file: path, message: "the file is not UTF-8 text; save it as UTF-8")
        }
        return try parse(
            text, fileName: path, knownStrategies: knownStrategies, layouts: layouts, overrides: overrides, warn: warn)
    }

    /// The bytes of the regular file at `path`, after checking what it is and its size: a FIFO
    /// would block the read for ever and a device could be endless, so only regular files (or
    /// symbolic links to them) are read, and only up to `Scene.maximumFileSize`.
    static func contents(of path: String) throws(SceneError) -> Data {
        let limit = Scene.maximumFileSize
        do throws(BoundedFile.Problem) {
            return try BoundedFile.read(path, limit: limit)
        } catch {
            let message =
                switch error {
                case .missing: "no such file"
                case .unreadable(let reason): "cannot read the file: \(reason)"
                case .folder: "is a folder, not a scene file"
                case .special(let kind): "is not a regular file (\(kind)); a scene file must be a regular file"
                case .tooLarge(let size):
                    "the file is \(size.map(Quoted.grouped) ?? "more than \(Quoted.grouped(limit))") bytes; "
                        + "a scene file may be at most \(Quoted.grouped(limit)) bytes"
                }
            throw SceneError(file: path, message: message)
        }
    }

    /// Same, from text; `fileName` picks the format, names the file in errors and is the folder
    /// layout references are relative to.
    public static func parse(
        _ text: String, fileName: String, knownStrategies: [String], layouts: (any LayoutResolver)? = nil,
        overrides: SceneOverrides = SceneOverrides(), warn: (@Sendable (String) -> Void)? = nil
    ) throws(SceneError) -> Scene {
        let format = try format(of: fileName)
        let limit = Scene.maximumFileSize
        guard text.utf8.count <= limit else {
            throw SceneError(
                file: fileName,
                message: "the text is \(Quoted.grouped(text.utf8.count)) bytes; "
                    + "a scene file may be at most \(Quoted.grouped(limit)) bytes")
        }
        // A byte order mark is how some editors mark UTF-8; it is not part of the scene.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        if format == .json { try checkJSON(text, fileName: fileName) }
        try YAMLBudget.check(text, fileName: fileName)
        let root = try compose(text, fileName: fileName)
        var reader = SceneReader(
            file: fileName, name: sceneName(of: fileName), knownStrategies: knownStrategies, layouts: layouts)
        reader.source = text
        reader.overrides = overrides
        reader.warn = warn
        return try reader.scene(from: root)
    }

    /// The scene files directly inside `directory`, sorted by name (for batch runs); a scene file
    /// whose name is not UTF-8 is an error (`sceneListing(in:)` lists the others too).
    ///
    /// Hidden files and folders are skipped; the paths returned start with `directory`.
    public static func sceneFiles(in directory: String) throws(SceneError) -> [String] {
        let listing = try sceneListing(in: directory)
        if let first = listing.unreadable.first { throw first }
        return listing.files
    }

    /// A folder's scene files: those that can be read by name, and one error for each whose name
    /// is not UTF-8, which no path this program opens can name. A skipped scene would be a check
    /// that passed without running, so such a name is a scene that failed, named with its odd
    /// bytes escaped (`caf\xE9.yaml`).
    public struct SceneListing: Sendable {
        public var files: [String]
        public var unreadable: [SceneError]
    }

    /// The scene files directly inside `directory` (`sceneFiles(in:)`), and the ones whose names
    /// cannot be read.
    public static func sceneListing(in directory: String) throws(SceneError) -> SceneListing {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) else {
            throw SceneError(file: directory, message: "no such folder")
        }
        guard isFolder.boolValue else {
            throw SceneError(file: directory, message: "is a file, not a folder of scene files")
        }
        let entries: [Platform.FolderEntry]
        do throws(Platform.SystemError) {
            entries = try Platform.folderEntries(directory)
        } catch {
            throw SceneError(file: directory, message: "cannot list the folder; check its permissions")
        }
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        let scenes = entries.filter { entry in
            entry.bytes.first != UInt8(ascii: ".") && fileExtensions.contains { entry.hasExtension($0) }
        }
        let files = scenes.compactMap(\.name)
            .sorted()
            .map { folder + $0 }
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            }
        let unreadable = scenes.filter { $0.name == nil }.map(\.shown).sorted().map { shown in
            SceneError(
                file: folder + shown,
                message: "the file name is not UTF-8, so it cannot be opened by name; rename it (the bytes "
                    + "that are not UTF-8 are shown as \\xNN)")
        }
        return SceneListing(files: files, unreadable: unreadable)
    }

    // MARK: File names

    enum Format { case yaml, json }

    static func format(of fileName: String) throws(SceneError) -> Format {
        let accepted = "scene files end in .yaml, .yml or .json"
        let fileExtension = pathExtension(of: fileName)
        switch fileExtension.lowercased() {
        case "yaml", "yml": return .yaml
        case "json": return .json
        case "": throw SceneError(file: fileName, message: "the file name has no extension; \(accepted)")
        default:
            throw SceneError(
                file: fileName, message: "unsupported file extension '.\(Quoted.text(fileExtension))'; \(accepted)")
        }
    }

    /// The last path component without its extension: `Samples/form.yaml` → `form`. A scene is
    /// named after its file, and so are the files rendered from it.
    public static func sceneName(of fileName: String) -> String {
        let last = fileName.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? fileName
        let fileExtension = pathExtension(of: last)
        return fileExtension.isEmpty ? last : String(last.dropLast(fileExtension.count + 1))
    }

    /// The text after the last dot of the last path component, or "" when there is none (a
    /// leading dot, as in `.yaml`, marks a hidden file rather than an extension).
    static func pathExtension(of fileName: String) -> String {
        let last = fileName.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }

    // MARK: Syntax

    /// A `.json` file must be JSON, not just YAML that happens to parse: Foundation's parser
    /// checks it first and its complaint, with the position it gives, becomes the error.
    static func checkJSON(_ text: String, fileName: String) throws(SceneError) {
        func notJSON(_ problem: String, at position: (line: Int, column: Int)?) -> SceneError {
            SceneError(
                file: fileName, line: position?.line, column: position?.column,
                message: "not valid JSON: \(problem); a .json scene must be strict JSON (use .yaml for YAML)")
        }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            // Foundation's own wording and position when it gives them; never its error domain and code.
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "the text is not JSON"
            let (problem, position) = jsonProblem(detail, in: text)
            throw notJSON(Quoted.text(problem, limit: Quoted.fileNameLimit), at: position)
        }
        // Linux Foundation's parser lets a comma before `]` or `}` through; strict JSON does not.
        if let comma = trailingCommaOffset(in: text) {
            let position = lineAndColumn(atUTF8Offset: comma, in: text)
            throw notJSON("a comma before the end of a list or object", at: position)
        }
    }

    /// The UTF-8 offset of the first comma followed (after white space) by `]` or `}`, outside
    /// strings; one pass over the bytes.
    static func trailingCommaOffset(in text: String) -> Int? {
        var inString = false
        var escaped = false
        var lastComma: Int?
        for (offset, byte) in text.utf8.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"): if let lastComma { return lastComma }
            case UInt8(ascii: ","):
                lastComma = offset
                continue
            case UInt8(ascii: "\""): inString = true
            default: break
            }
            lastComma = nil
        }
        return nil
    }

    /// Splits Foundation's message into the problem and its position. Linux Foundation says
    /// "… around character 12." (a UTF-8 byte offset); Apple's newer Foundation says
    /// "… around line 2, column 5.". Other wording is kept whole, without a position.
    static func jsonProblem(_ detail: String, in text: String) -> (problem: String, position: (line: Int, column: Int)?)
    {
        var problem = detail.trimmingCharacters(in: .whitespacesAndNewlines)
        if problem.hasSuffix(".") { problem.removeLast() }
        var position: (line: Int, column: Int)?
        if let range = problem.range(of: #" around line (\d+), column (\d+)$"#, options: .regularExpression) {
            let numbers = problem[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            if numbers.count == 2 { position = (numbers[0], numbers[1]) }
            problem.removeSubrange(range)
        } else if let range = problem.range(of: #" around character (\d+)$"#, options: .regularExpression) {
            let offset = problem[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.first
            if let offset { position = lineAndColumn(atUTF8Offset: offset, in: text) }
            problem.removeSubrange(range)
        }
        return (lowercasingFirstLetter(problem), position)
    }

    /// 1-based line and column (in Unicode scalars) of the byte `offset` into `text`'s UTF-8.
    static func lineAndColumn(atUTF8Offset offset: Int, in text: String) -> (line: Int, column: Int) {
        let before = String(decoding: text.utf8.prefix(offset), as: UTF8.self)
        // `\r\n` and a lone `\r` end a line too, as libyaml and editors count lines.
        let lines = before.splitIntoLines()
        return (lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
    }

    private static func lowercasingFirstLetter(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else {
            return text
        }
        return first.lowercased() + text.dropFirst()
    }

    /// Parses YAML (and JSON, which YAML reads) into Yams nodes, keeping every node's line and
    /// column, and turns Yams' multi-line errors into one-line `SceneError`s.
    static func compose(_ text: String, fileName: String) throws(SceneError) -> Node? {
        do {
            // UTF-8 is given explicitly so the YAMS_DEFAULT_ENCODING environment variable cannot change how a file reads.
            return try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            throw sceneError(from: error, in: text, fileName: fileName)
        } catch {
            throw SceneError(file: fileName, message: "cannot read the YAML: \(Quoted.text("\(error)"))")
        }
    }

    static func sceneError(from error: YamlError, in text: String, fileName: String) -> SceneError {
        func syntaxError(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> SceneError {
            var message = "invalid YAML: \(problem)"
            if problem == "but found another document" {
                // libyaml's wording assumes its context is printed first; say it plainly instead.
                message = "invalid YAML: a second document starts here; a scene file holds exactly one"
            } else if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml's own ceiling (1,000 levels), which keeps the reading of nested values off the stack's end.
                message = "invalid YAML: lists and mappings nested more than 1,000 deep; a scene needs a handful"
            } else if let context {
                message += " (\(context.text) that started at \(context.mark.line):\(context.mark.column))"
            }
            return SceneError(file: fileName, line: mark.line, column: mark.column, message: message)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return syntaxError(problem, context, mark)
        case .reader(let problem, let offset, _, _):
            var line: Int?
            var column: Int?
            if let offset, let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) {
                let position = lineAndColumn(atUTF8Offset: text[..<index].utf8.count, in: text)
                (line, column) = (position.line, position.column)
            }
            return SceneError(file: fileName, line: line, column: column, message: "cannot read the text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\(Quoted.text($0))'" }.joined(separator: ", ")
            return SceneError(
                file: fileName, line: context.mark.line, column: context.mark.column,
                message: "duplicate key \(keys); each key may appear only once in a mapping")
        default:
            return SceneError(file: fileName, message: "cannot read the YAML: \(Quoted.text("\(error)"))")
        }
    }
}
