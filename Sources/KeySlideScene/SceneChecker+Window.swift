import KeySlideGeometry
import KeySlideUIKit

extension SceneChecker {
    /// `window`: an iPad app's window that covers part of the screen, from iOS 11 (the first
    /// profile with Split View and Slide Over) — one that does not reach from the screen's top to
    /// its bottom from iOS 13 (Slide Over floats from iPadOS 13, Stage Manager came with iPadOS 16;
    /// docs/facts.md §18.1). The root view fills the window
    /// below the status bar (when the window reaches the screen's top) and any navigation bar.
    func window(
        _ description: SceneDescription, device: Device, orientation: Orientation, profile: PlatformProfile,
        navigationBar: Scene.Bar?
    ) throws(SceneError) -> (window: Scene.AppWindow, rootFrame: Rect)? {
        guard let given = description.window else { return nil }
        guard device.isPad else {
            throw error(
                at: "window",
                "a window smaller than the screen is an iPad's (Split View, Slide Over, Stage Manager), "
                    + "not on \(device.name); remove window or use an iPad device")
        }
        guard profile.majorVersion >= 11 else {
            throw error(
                at: "window",
                "Split View and Slide Over came with iOS 9: use profile ios11 or later, "
                    + "found \(profile.name)")
        }
        try refuseKeysBesideWindow(description)
        let screen = device.screen(orientation)
        let frame = given.frame
        for (index, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
            _ = try finite(value, at: "window.frame[\(index)]")
        }
        guard frame.width > 0, frame.height > 0 else {
            throw error(
                at: "window.frame",
                "width and height must be greater than 0, found "
                    + "\(written(frame.width, at: "window.frame[2]")) × \(written(frame.height, at: "window.frame[3]"))"
            )
        }
        guard frame.minX >= 0, frame.minY >= 0, frame.maxX <= screen.width, frame.maxY <= screen.height else {
            throw error(
                at: "window.frame",
                "the window must lie on the screen, \(screen.width.readable()) × "
                    + "\(screen.height.readable()) in \(orientation.rawValue); found [\(frame.minX.readable()), "
                    + "\(frame.minY.readable()), \(frame.width.readable()), \(frame.height.readable())]")
        }
        let spansHeight = frame.minY == 0 && frame.maxY == screen.height
        guard spansHeight || profile.majorVersion >= 13 else {
            throw error(
                at: "window.frame",
                "a window that does not reach from the screen's top to its bottom is a floating "
                    + "Slide Over (iPadOS 13) or Stage Manager (iPadOS 16) window: use profile ios17 or later, "
                    + "found \(profile.name)")
        }
        let window = Scene.AppWindow(frame: frame)
        let top = window.statusBar(device: device, orientation: orientation) + (navigationBar?.height ?? 0)
        guard top < frame.height else {
            throw error(at: "window.frame[3]", "the window must be taller than its bars (\(top.readable()) pt)")
        }
        return (window, Rect(x: 0, y: top, width: frame.width, height: frame.height - top))
    }

    /// The keys a window cannot have beside it: each names what to do instead.
    private func refuseKeysBesideWindow(_ description: SceneDescription) throws(SceneError) {
        let refused: [(key: String, given: Bool, instead: String)] = [
            ("rootFrame", description.rootFrame != nil, "the window sets the root view's frame; remove rootFrame"),
            ("splitView", description.splitView != nil, "remove splitView or window"),
            ("presentation", description.presentation != nil, "remove presentation or window"),
            ("safeArea", description.safeArea != nil, "the window's safe area follows the screen's; remove safeArea"),
            ("tabBar", description.tabBar != nil, "a window draws no tab bar here; remove tabBar"),
            ("bottomToolbar", description.bottomToolbar != nil, "a window draws no bottom toolbar here; remove it"),
        ]
        if let key = refused.first(where: \.given) {
            throw error(at: key.key, "a scene with window cannot have \(key.key): \(key.instead)")
        }
        if let turn = description.timeline.firstIndex(where: {
            if case .motion(.rotate) = $0.kind { true } else { false }
        }) {
            throw error(at: "timeline[\(turn)]", "a scene with window cannot rotate; remove the rotate event")
        }
    }
}
