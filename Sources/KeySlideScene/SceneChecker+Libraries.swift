import KeySlideGeometry
import KeySlideUIKit

/// The safe area and the library strategies' settings: lengths checked, defaults filled in.
extension SceneChecker {
    /// The window's safe-area insets: the scene's, each a length, or the device's.
    func safeArea(_ given: EdgeInsets?, device: Device, orientation: Orientation) throws(SceneError) -> EdgeInsets {
        guard let given else { return device.safeAreaInsets(orientation) }
        let values = [given.top, given.left, given.bottom, given.right]
        for (index, value) in values.enumerated() { _ = try length(nonNegative(value, at: "safeArea[\(index)]"), at: "safeArea[\(index)]") }
        return given
    }

    /// The libraries' settings: their defaults with the scene's values in place.
    func libraries(
        _ iq: SceneDescription.IQKeyboardManagerOptions?, _ guide: SceneDescription.KeyboardLayoutGuideOptions?
    ) throws(SceneError) -> LibrarySettings {
        var settings = LibrarySettings.defaults
        if let distance = iq?.distance {
            let path = "libraries.iqKeyboardManager.distance"
            settings.keyboardDistance = try length(nonNegative(distance, at: path), at: path)
        }
        if let restore = iq?.restoreContentOffset { settings.restoreContentOffset = restore }
        if let uses = guide?.usesBottomSafeArea { settings.usesBottomSafeArea = uses }
        return settings
    }
}
