import KeySlideGeometry
import KeySlideSystem
import KeySlideUIKit

/// The scene's device: a preset by name, or a device of the scene's own built on one, as an app
/// running the scene's profile sees it (`Device.under`).
extension SceneChecker {
    /// The device of `description` under `profile`.
    func device(_ description: SceneDescription, profile: PlatformProfile) throws(SceneError) -> Device {
        let custom = description.customDevice
        let path = custom?.base == nil ? "device" : "device.base"
        let base = try preset(custom?.base ?? description.device, at: path).under(profile)
        guard let custom else { return base }
        return try customized(base, with: custom)
    }

    /// The preset `name` names (the default without one), or an error suggesting the nearest
    /// name. The error points to `keyslide devices` rather than listing forty-odd names, so it
    /// stays one short line.
    private func preset(_ name: String?, at path: String) throws(SceneError) -> Device {
        guard let name else { return Scene.defaultDevice }
        guard let device = Device.named(name) else {
            var message = "unknown device '\(Quoted.text(name))'; "
            if let suggestion = Suggestions.closest(to: name, among: Device.acceptedNames) {
                message += "did you mean '\(suggestion)'? "
            }
            throw error(at: path, message + "`keyslide devices` lists the \(Device.all.count) presets")
        }
        return device
    }

    /// `base` with every value `custom` gives, each checked, and the result checked as a whole:
    /// the bars, safe areas and keyboard must fit its screen.
    private func customized(_ base: Device, with custom: SceneDescription.CustomDevice) throws(SceneError) -> Device {
        var device = base
        device.name = try deviceName(custom.name)
        device.title = device.name
        if let screen = custom.screen { device = try resized(device, to: screen) }
        if let scale = custom.scale {
            guard try finite(scale, at: "device.scale") >= 1, scale <= 4 else {
                throw error(
                    at: "device.scale",
                    "must be from 1 to 4 (pixels per point), found \(written(scale, at: "device.scale"))")
            }
            device.scale = scale
        }
        if let pad = custom.pad { device.isPad = pad }
        if let regular = custom.regularWidthInLandscape { device.regularWidthInLandscape = regular }
        if let radius = custom.cornerRadius {
            let limit = min(device.portraitScreen.width, device.portraitScreen.height) / 2
            guard try nonNegative(radius, at: "device.cornerRadius") <= limit else {
                throw error(
                    at: "device.cornerRadius",
                    "must be at most \(limit.readable()) (half the screen's shorter side), "
                        + "found \(written(radius, at: "device.cornerRadius"))")
            }
            device.display.cornerRadius = radius
        }
        if let statusBar = custom.statusBar {
            let height = try lengths(statusBar, at: "device.statusBar", device: device, positive: false)
            device.statusBarHeight = height.portrait
            device.landscapeStatusBarHeight = height.landscape
        }
        if let bar = custom.navigationBar {
            device.navigationBarHeight = try lengths(bar, at: "device.navigationBar", device: device, positive: true)
        }
        if let keyboard = custom.keyboard {
            device.keyboardHeight = try lengths(keyboard, at: "device.keyboard", device: device, positive: true)
        }
        if let safeArea = custom.safeArea {
            if let insets = safeArea.portrait {
                device.safeArea.portrait = try self.insets(insets, at: "device.safeArea.portrait")
            }
            if let insets = safeArea.landscape {
                device.safeArea.landscape = try self.insets(insets, at: "device.safeArea.landscape")
            }
        }
        try fits(device, custom)
        return device
    }

    /// A custom device's name: text, not empty, `custom` when not given.
    private func deviceName(_ name: String?) throws(SceneError) -> String {
        guard let name = try text(name, at: "device.name") else { return "custom" }
        guard !name.isEmpty else { throw error(at: "device.name", "must not be empty") }
        return name
    }

    /// The smallest and largest side of a custom screen, in points: smaller than any phone leaves
    /// no room for the bars and the keyboard; twice the largest iPad's side bounds every picture
    /// the screen is drawn in (the pictures' work ceilings assume real screens).
    static let screenSides = 100.0...2_752.0

    /// `device` on a screen of `size`, its sensor housing kept centred (or dropped when it no
    /// longer fits) and its home indicator kept.
    private func resized(_ device: Device, to size: Size) throws(SceneError) -> Device {
        for (index, value) in [size.width, size.height].enumerated() {
            let path = "device.screen[\(index)]"
            guard try finite(value, at: path) >= Self.screenSides.lowerBound, value <= Self.screenSides.upperBound
            else {
                throw error(
                    at: path,
                    "must be from \(Self.screenSides.lowerBound.readable()) to \(Self.screenSides.upperBound.readable()) "
                        + "points, found \(written(value, at: path))")
            }
        }
        var device = device
        device.portraitScreen = size
        if var rect = device.display.sensorHousing.rect {
            rect.origin.x = (size.width - rect.width) / 2
            switch device.display.sensorHousing {
            case _ where rect.width >= size.width: device.display.sensorHousing = .none
            case .notch: device.display.sensorHousing = .notch(rect)
            case .dynamicIsland: device.display.sensorHousing = .dynamicIsland(rect)
            case .none: break
            }
        }
        return device
    }

    /// A pair of lengths, portrait then landscape, each 0 or more (greater than 0 when `positive`)
    /// and less than the screen's height in that orientation.
    private func lengths(
        _ pair: Device.PerOrientation, at path: String, device: Device, positive: Bool
    ) throws(SceneError) -> Device.PerOrientation {
        for (index, orientation) in Orientation.allCases.enumerated() {
            let item = "\(path)[\(index)]"
            let value = pair[orientation]
            _ = try positive ? self.positive(value, at: item) : nonNegative(value, at: item)
            let height = device.screen(orientation).height
            guard value < height else {
                throw error(
                    at: item,
                    "must be less than \(height.readable()) (the screen's height in \(orientation.rawValue)), "
                        + "found \(written(value, at: item))")
            }
        }
        return pair
    }

    /// Safe-area insets, each a length of 0 or more.
    private func insets(_ insets: EdgeInsets, at path: String) throws(SceneError) -> EdgeInsets {
        for (index, value) in [insets.top, insets.left, insets.bottom, insets.right].enumerated() {
            _ = try length(nonNegative(value, at: "\(path)[\(index)]"), at: "\(path)[\(index)]")
        }
        return insets
    }

    /// The safe areas, status bars and keyboards a base brought to a new screen must still fit it;
    /// a misfit is reported at the value the scene gave, or at the screen that made it one.
    private func fits(_ device: Device, _ custom: SceneDescription.CustomDevice) throws(SceneError) {
        for orientation in Orientation.allCases {
            let screen = device.screen(orientation)
            let insets = device.safeAreaInsets(orientation)
            let given = orientation.isLandscape ? custom.safeArea?.landscape : custom.safeArea?.portrait
            guard insets.top + insets.bottom < screen.height, insets.left + insets.right < screen.width else {
                let path = given != nil ? "device.safeArea.\(orientation.rawValue)" : "device.screen"
                throw error(
                    at: path,
                    "the \(orientation.rawValue) safe area \(insets) leaves no room on a "
                        + "\(screen.width.readable()) × \(screen.height.readable()) screen")
            }
            for (what, value, given) in [
                ("status bar", device.statusBar(orientation), custom.statusBar != nil),
                ("keyboard", device.keyboardHeight[orientation], custom.keyboard != nil),
            ] where value >= screen.height && !given {
                throw error(
                    at: "device.screen",
                    "the base's \(orientation.rawValue) \(what) (\(value.readable())) does not fit a screen "
                        + "\(screen.height.readable()) high; give device.\(what == "keyboard" ? "keyboard" : "statusBar")"
                )
            }
        }
    }
}
