import KeySlideSystem

/// What was wrong with a scene file or a scene description, and where.
///
/// Every problem the loader finds — a missing file, a YAML syntax error, a number out of range, a
/// tap on a field that does not exist — becomes one of these, so a user always gets the same
/// shape of message: the file, the line and column, the place inside the scene, and what was
/// wrong together with what is accepted. `description` is a single line, in the
/// `file:line:column: message` form compilers use, so editors and terminals can jump to it.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The file as the caller named it (a path for `load`, the `fileName` for `parse`); empty for a
    /// scene checked without a file (`Scene.checked`), whose errors name only the path.
    public var file: String
    /// Where inside the scene, as keys and list indices: `timeline[2].tap`,
    /// `view.elements[0].frame[2]`; empty when the problem concerns the whole file.
    public var path: String
    /// 1-based line of the offending text, when the problem has a place in the text.
    public var line: Int?
    /// 1-based column (counted in Unicode scalars, as libyaml counts them).
    public var column: Int?
    /// What was wrong and what is accepted, in one sentence or two.
    public var message: String

    public init(file: String, path: String = "", line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: path: message`, leaving out the parts that are unknown, on one line.
    /// The file name is shortened and every control character escaped (`Quoted`), so no name or
    /// value, however it was made, can act on the terminal the message is printed to.
    public var description: String {
        var place = Quoted.text(Self.singleLine(file), limit: Quoted.fileNameLimit)
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        let parts = [place, path, message].filter { !$0.isEmpty }
        return Quoted.text(Self.singleLine(parts.joined(separator: ": ")), limit: .max)
    }

    /// The text with line breaks turned into spaces: a message that spans lines would break
    /// tools that read one error per line, whatever a file name or a quoted value contains.
    private static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
