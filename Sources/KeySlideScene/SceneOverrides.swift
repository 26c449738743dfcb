/// Values given from outside a scene file that replace the file's own before the scene is checked,
/// so the checker sees one description and every default follows from it: `keyslide preview`'s
/// device switch. A layout file's values are replaced too (they stand where the file's would).
public struct SceneOverrides: Hashable, Sendable {
    /// A device preset's name (`Device.all`), in place of the file's `device:`; checked where it
    /// comes in (the command line, the preview's page), so the checker never refuses it.
    public var device: String?

    public init(device: String? = nil) {
        self.device = device
    }

    /// `description` with these values in place of its own.
    func applied(to description: SceneDescription) -> SceneDescription {
        var changed = description
        if let device { changed.device = device }
        return changed
    }
}
