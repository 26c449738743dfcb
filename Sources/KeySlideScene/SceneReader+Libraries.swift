/// Reading the library strategies' settings: `libraries: {iqKeyboardManager, keyboardLayoutGuide}`.
extension SceneReader {
    func libraries(_ node: SceneNode?) throws(SceneError) -> (
        SceneDescription.IQKeyboardManagerOptions?, SceneDescription.KeyboardLayoutGuideOptions?
    ) {
        guard let node else { return (nil, nil) }
        let libraries = try node.mapping(keys: ["iqKeyboardManager", "keyboardLayoutGuide"])
        return (
            try iqKeyboardManager(libraries.optional("iqKeyboardManager")),
            try keyboardLayoutGuide(libraries.optional("keyboardLayoutGuide")))
    }

    /// `iqKeyboardManager: {distance, restoreContentOffset}`.
    func iqKeyboardManager(_ node: SceneNode?) throws(SceneError) -> SceneDescription.IQKeyboardManagerOptions? {
        guard let node else { return nil }
        let options = try node.mapping(keys: ["distance", "restoreContentOffset"])
        return SceneDescription.IQKeyboardManagerOptions(
            distance: try options.optional("distance")?.number(),
            restoreContentOffset: try options.optional("restoreContentOffset")?.flag())
    }

    /// `keyboardLayoutGuide: {usesBottomSafeArea}`.
    func keyboardLayoutGuide(_ node: SceneNode?) throws(SceneError) -> SceneDescription.KeyboardLayoutGuideOptions? {
        guard let node else { return nil }
        let options = try node.mapping(keys: ["usesBottomSafeArea"])
        return SceneDescription.KeyboardLayoutGuideOptions(
            usesBottomSafeArea: try options.optional("usesBottomSafeArea")?.flag())
    }
}
