import KeySlideGeometry
import KeySlideUIKit

/// The safe area and the library strategies' settings: lengths checked, defaults filled in.
extension SceneChecker {
    /// The window's safe-area insets: the scene's, each a length, or the device's.
    func safeArea(_ given: EdgeInsets?, device: Device, orientation: Orientation) throws(SceneError) -> EdgeInsets {
        guard let given else { return device.safeAreaInsets(orientation) }
        let values = [given.top, given.left, given.bottom, given.right]
        for (index, value) in values.enumerated() {
            let path = "safeArea[\(index)]"
            _ = try length(nonNegative(value, at: path), at: path)
        }
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
        if let toolbar = iq?.toolbar { settings.enableAutoToolbar = toolbar }
        if let uses = guide?.usesBottomSafeArea { settings.usesBottomSafeArea = uses }
        return settings
    }

    /// The bar across the bottom: a tab bar or a toolbar, never both (docs/facts.md §10.4); its
    /// height greater than 0 and less than the screen, by default the one for the device, the
    /// orientation and the profile (`Scene.tabBarHeight`, `Scene.toolbarHeight`); at most
    /// `Scene.maximumBarItems` items.
    func bottomBar(
        tabBar: SceneDescription.BottomBar?, toolbar: SceneDescription.BottomBar?,
        device: Device, orientation: Orientation, profile: PlatformProfile
    ) throws(SceneError) -> Scene.BottomBar? {
        if tabBar != nil, toolbar != nil {
            throw error(at: "bottomToolbar", "a screen has a tab bar or a bottom toolbar, not both; remove one")
        }
        guard
            let (kind, given) = tabBar.map({ (Scene.BottomBar.Kind.tabBar, $0) })
                ?? toolbar.map({ (Scene.BottomBar.Kind.bottomToolbar, $0) })
        else { return nil }
        let key = kind.rawValue
        let defaultHeight =
            kind == .tabBar
            ? Scene.tabBarHeight(device: device, orientation: orientation, profile: profile)
            : Scene.toolbarHeight(device: device, orientation: orientation)
        let (items, height) = try bar(
            given, at: key, defaultHeight: defaultHeight, screen: device.screen(orientation))
        return Scene.BottomBar(kind: kind, items: items, height: height)
    }

    /// The input accessory bar: height greater than 0 and less than the screen, at most
    /// `Scene.maximumBarItems` items.
    func inputAccessory(
        _ given: SceneDescription.BottomBar?, at key: String = "inputAccessory", screen: Size
    ) throws(SceneError) -> Scene.InputAccessory? {
        guard let given else { return nil }
        let (items, height) = try bar(
            given, at: key, defaultHeight: Scene.defaultInputAccessoryHeight, screen: screen)
        return Scene.InputAccessory(height: height, items: items)
    }

    /// The elements' own input accessory bars, checked as the scene's is; only a text input has
    /// one. Nested elements are found as the checker walks the tree, depth first.
    func inputAccessories(
        of view: inout Scene.View, given: SceneDescription.View, screen: Size
    ) throws(SceneError) {
        // Matched by id (unique by now): a table's rows add elements the file does not list.
        var kinds: [String: Scene.Element.Kind] = [:]
        for element in view.allElements { kinds[element.id] = element.kind }
        var bars: [String: Scene.InputAccessory] = [:]
        for (element, path) in try treePaths(of: given) {
            guard let bar = element.inputAccessory, let kind = kinds[element.id] else { continue }
            guard kind.isTextInput else {
                throw error(
                    at: "\(path).inputAccessory", "only a text input has inputAccessory, not a \(kind.rawValue)")
            }
            bars[element.id] = try inputAccessory(bar, at: "\(path).inputAccessory", screen: screen)
        }
        guard !bars.isEmpty else { return }
        view.changeElements { element in
            if let bar = bars[element.id] { element.inputAccessory = bar }
        }
    }

    /// A bar's items and height, checked the same way for every bar: at most
    /// `Scene.maximumBarItems` items, each a text; a height greater than 0 and less than the screen.
    private func bar(
        _ given: SceneDescription.BottomBar, at key: String, defaultHeight: Double, screen: Size
    ) throws(SceneError) -> (items: [String], height: Double) {
        try count(given.items.count, of: "items", in: "a bar", limit: Scene.maximumBarItems, at: "\(key).items")
        var items: [String] = []
        for (index, item) in given.items.enumerated() {
            items.append(try text(item, at: "\(key).items[\(index)]") ?? "")
        }
        guard let value = given.height else { return (items, defaultHeight) }
        let path = "\(key).height"
        guard try finite(value, at: path) > 0, value < screen.height else {
            throw error(
                at: path,
                "must be greater than 0 and less than the screen's height "
                    + "(\(screen.height.readable())), found \(written(value, at: path))")
        }
        return (items, value)
    }
}
