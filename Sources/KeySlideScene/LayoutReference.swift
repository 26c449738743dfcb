import Foundation

/// `view: {layout: Main.storyboard, scene: Login}`: a scene file that takes its layout from an
/// app's own Interface Builder file or view dump instead of copying it, so the layout stays in
/// step with the app while the scene file holds the timeline.
///
/// The scene module does not read layouts itself (that is KeySlideImport's job, and it depends on
/// this module, not the other way round): the reader records the reference and asks the
/// `LayoutResolver` it was given to turn it into a description.
public struct LayoutReference: Hashable, Sendable {
    /// The path as the scene file wrote it.
    public var written: String
    /// The path to open: `written` relative to the scene file's folder (absolute paths stay).
    public var path: String
    /// The screen the file means, as `keyslide import --scene` takes it (a title, storyboard
    /// identifier or IB id); `nil` lets the resolver pick the file's only or initial screen.
    public var scene: String?
    /// The scene file's own `device` (a preset's name) and `orientation`, when it gives them: a
    /// layout that lays itself out is laid out for them.
    public var device: String?
    public var orientation: String?

    public init(written: String, path: String, scene: String? = nil, device: String? = nil, orientation: String? = nil)
    {
        self.written = written
        self.path = path
        self.scene = scene
        self.device = device
        self.orientation = orientation
    }

    /// `written` resolved against the folder of `sceneFile`.
    public init(
        written: String, relativeTo sceneFile: String, scene: String? = nil, device: String? = nil,
        orientation: String? = nil
    ) {
        let folder = (sceneFile as NSString).deletingLastPathComponent
        let joined =
            written.hasPrefix("/") || folder.isEmpty
            ? written : (folder as NSString).appendingPathComponent(written)
        self.init(
            written: written, path: (joined as NSString).standardizingPath, scene: scene, device: device,
            orientation: orientation)
    }
}

/// Turns a `LayoutReference` into a whole scene description: the view, and the device, bars,
/// root frame, timeline and strategies the layout suggests. Keys the scene file gives win over
/// the layout's; the layout's view always replaces the file's (the file may not list elements).
///
/// Errors name the layout file and the line in it (`Main.storyboard:97: …`).
public protocol LayoutResolver: Sendable {
    func sceneDescription(for reference: LayoutReference) throws(SceneError) -> SceneDescription
}
