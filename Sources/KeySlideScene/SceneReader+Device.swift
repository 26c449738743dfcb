import KeySlideGeometry
import KeySlideUIKit

/// `device:`: a preset's name, or a mapping that describes a device of the scene's own.
extension SceneReader {
    /// The keys of `device: {…}`, in documentation order.
    static let customDeviceKeys = [
        "base", "name", "screen", "scale", "statusBar", "safeArea", "keyboard", "navigationBar", "cornerRadius",
        "pad", "regularWidthInLandscape",
    ]

    /// The name `device:` gives (a preset's, or a custom device's `base`), and the custom device.
    func device(_ node: SceneNode?) throws(SceneError) -> (name: String?, custom: SceneDescription.CustomDevice?) {
        guard let node else { return (nil, nil) }
        guard case .mapping = node.node else {
            return (try node.name(of: "a device name or a mapping {base, screen, …}"), nil)
        }
        let device = try node.mapping(keys: Self.customDeviceKeys)
        var custom = SceneDescription.CustomDevice(
            base: try device.optional("base")?.name(of: "a device name"),
            name: try device.optional("name")?.text(),
            scale: try device.optional("scale")?.number(),
            statusBar: try pair(device.optional("statusBar")),
            keyboard: try pair(device.optional("keyboard")),
            navigationBar: try pair(device.optional("navigationBar")),
            cornerRadius: try device.optional("cornerRadius")?.number(),
            pad: try device.optional("pad")?.flag(),
            regularWidthInLandscape: try device.optional("regularWidthInLandscape")?.flag())
        if let screen = try device.optional("screen")?.numbers(count: 2, shape: "[width, height]") {
            custom.screen = Size(width: screen[0], height: screen[1])
        }
        if let safeArea = device.optional("safeArea") {
            let orientations = try safeArea.mapping(keys: ["portrait", "landscape"])
            custom.safeArea = SceneDescription.CustomDevice.SafeArea(
                portrait: try insets(orientations.optional("portrait")),
                landscape: try insets(orientations.optional("landscape")))
        }
        return (custom.base, custom)
    }

    /// `[portrait, landscape]`.
    private func pair(_ node: SceneNode?) throws(SceneError) -> Device.PerOrientation? {
        guard let values = try node?.numbers(count: 2, shape: "[portrait, landscape]") else { return nil }
        return Device.PerOrientation(values[0], values[1])
    }

    /// `[top, left, bottom, right]`.
    private func insets(_ node: SceneNode?) throws(SceneError) -> EdgeInsets? {
        guard let values = try node?.numbers(count: 4, shape: "[top, left, bottom, right]") else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
