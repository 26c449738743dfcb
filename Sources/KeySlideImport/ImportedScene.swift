import KeySlideGeometry
import KeySlideScene

/// A screen mapped to a scene description, with what the mapping chose, guessed or left out.
public struct ImportedScene: Hashable, Sendable {
    /// What a scene file would hold; check it with `Scene.checked`.
    public var description: SceneDescription
    /// Choices and guesses about the whole scene (the device preset, bars left out), one
    /// sentence each; written as comments at the top of the YAML.
    public var notes: [String]
    /// Views that did not become elements, in file order; written as comments below the elements.
    public var skipped: [SkippedView]
    /// What the mapping left out or guessed at a place in the file (a constraint it cannot
    /// write), printed as `file:line: warning:` like the reader's own.
    public var warnings: [ImportWarning] = []

    public init(description: SceneDescription, notes: [String] = [], skipped: [SkippedView] = []) {
        self.description = description
        self.notes = notes
        self.skipped = skipped
    }
}

/// A view of the layout the scene does not show, and why.
public struct SkippedView: Hashable, Sendable {
    public var className: String
    public var id: String
    /// In the scene's coordinates (the root view's, or the scroll view's content).
    public var frame: Rect
    public var reason: String
    public var sourceLine: Int?

    public init(className: String, id: String, frame: Rect, reason: String, sourceLine: Int? = nil) {
        self.className = className
        self.id = id
        self.frame = frame
        self.reason = reason
        self.sourceLine = sourceLine
    }
}
