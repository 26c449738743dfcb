/// Reading the library strategies' settings: `libraries: {iqKeyboardManager, keyboardLayoutGuide}`.
extension SceneReader {
    func libraries(_ node: SceneNode?) throws(SceneError) -> (
        SceneDescription.IQKeyboardManagerOptions?, SceneDescription.KeyboardLayoutGuideOptions?
    ) {
        guard let node else { return (nil, nil) }
        let libraries = try node.mapping(keys: ["iqKeyboardManager", "keyboardLayoutGuide"])
        return (
            try iqKeyboardManager(libraries.optional("iqKeyboardManager")),
            try keyboardLayoutGuide(libraries.optional("keyboardLayoutGuide"))
        )
    }

    /// `iqKeyboardManager: {distance, restoreContentOffset, toolbar}`.
    func iqKeyboardManager(_ node: SceneNode?) throws(SceneError) -> SceneDescription.IQKeyboardManagerOptions? {
        guard let node else { return nil }
        let options = try node.mapping(keys: ["distance", "restoreContentOffset", "toolbar"])
        return SceneDescription.IQKeyboardManagerOptions(
            distance: try options.optional("distance")?.number(),
            restoreContentOffset: try options.optional("restoreContentOffset")?.flag(),
            toolbar: try options.optional("toolbar")?.flag())
    }

    /// `keyboardLayoutGuide: {usesBottomSafeArea}`.
    func keyboardLayoutGuide(_ node: SceneNode?) throws(SceneError) -> SceneDescription.KeyboardLayoutGuideOptions? {
        guard let node else { return nil }
        let options = try node.mapping(keys: ["usesBottomSafeArea"])
        return SceneDescription.KeyboardLayoutGuideOptions(
            usesBottomSafeArea: try options.optional("usesBottomSafeArea")?.flag())
    }

    /// `tabBar` / `bottomToolbar`: `{items: [text, ...], height}`, `true`, or `false` for none.
    func bottomBar(_ node: SceneNode?) throws(SceneError) -> SceneDescription.BottomBar? {
        guard let node else { return nil }
        if node.tagName == .bool { return try node.flag() ? SceneDescription.BottomBar() : nil }
        let bar = try node.mapping(keys: ["items", "height"])
        var items: [String] = []
        if let list = bar.optional("items") {
            for item in try list.list(of: "item titles") { items.append(try item.text()) }
        }
        return SceneDescription.BottomBar(items: items, height: try bar.optional("height")?.number())
    }
}
