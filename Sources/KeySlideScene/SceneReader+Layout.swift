import Yams

/// Reading `view: {layout: FILE, scene: NAME}` and filling the scene from the layout it names.
extension SceneReader {
    /// The keys of a view that references a layout instead of listing elements. `storyboard` is
    /// another name for `layout`, as the issue that asked for references spelt it
    /// (`view: {storyboard: Main.storyboard, scene: Login}`); the docs show `layout`, which also
    /// fits XIBs and view dumps.
    static let layoutKeys = ["layout", "storyboard", "scene"]

    /// Whether a `view` node names a layout (has a `layout` or `storyboard` key) rather than
    /// listing elements.
    static func referencesLayout(_ view: SceneNode) -> Bool {
        guard case .mapping(let mapping) = view.node else { return false }
        return mapping.keys.contains { $0.scalar?.string == "layout" || $0.scalar?.string == "storyboard" }
    }

    /// The reference under `view`, or `nil` for a view that lists its own elements.
    func layoutReference(_ top: SceneNode) throws(SceneError) -> LayoutReference? {
        guard let view = try top.mapping(keys: Self.topLevelKeys).optional("view"), Self.referencesLayout(view)
        else { return nil }
        let mapping = try view.mapping(keys: Self.layoutKeys)
        if mapping.optional("layout") != nil, let alias = mapping.optional("storyboard") {
            throw alias.error("storyboard is another name for layout; give one of them")
        }
        let key = mapping.optional("layout") == nil ? "storyboard" : "layout"
        let layout = try mapping.required(key, needs: "a layout reference names its file")
        let written = try layout.text()
        let scene = try mapping.optional("scene")?.text()
        guard layouts != nil else {
            throw layout.error("this program reads no layouts; load the scene with a layout resolver (keyslide does)")
        }
        // A preset's name and an orientation the file gives; a device of its own (a mapping) is not one.
        let top = try top.mapping(keys: Self.topLevelKeys)
        let device = top.optional("device").flatMap { $0.node.scalar?.string }
        let orientation = top.optional("orientation").flatMap { $0.node.scalar?.string }
        return LayoutReference(
            written: written, relativeTo: file, scene: scene, device: device, orientation: orientation)
    }

    /// The layout's description with the file's own keys laid over it: every top-level key the
    /// file gives wins, except `view`, which is the layout's.
    func withLayout(
        _ reference: LayoutReference, in description: SceneDescription, top: SceneNode
    ) throws(SceneError) -> SceneDescription {
        guard let layouts else { return description }
        var merged = try layouts.sceneDescription(for: reference)
        let given = Set(try top.mapping(keys: Self.topLevelKeys).values.map(\.key))
        if given.contains("title") { merged.title = description.title }
        if given.contains("device") {
            // A device of the file's own without a `base` starts from the layout's device.
            merged.customDevice = description.customDevice
            if description.customDevice == nil || description.device != nil { merged.device = description.device }
        }
        if given.contains("profile") { merged.profile = description.profile }
        if given.contains("orientation") { merged.orientation = description.orientation }
        if given.contains("fps") { merged.fps = description.fps }
        if given.contains("duration") { merged.duration = description.duration }
        if given.contains("rootFrame") { merged.rootFrame = description.rootFrame }
        if given.contains("navigationBar") { merged.navigationBar = description.navigationBar }
        if given.contains("toolbar") { merged.toolbar = description.toolbar }
        if given.contains("splitView") { merged.splitView = description.splitView }
        if given.contains("presentation") { merged.presentation = description.presentation }
        if given.contains("window") { merged.window = description.window }
        if given.contains("keyboard") { merged.keyboard = description.keyboard }
        if given.contains("settings") { merged.settings = description.settings }
        if given.contains("timeline") { merged.timeline = description.timeline }
        if given.contains("strategies") { merged.strategies = description.strategies }
        return merged
    }
}
