import KeySlideGeometry
import KeySlideUIKit

extension SceneChecker {
    /// `presentation`: an iPad sheet of a size that fits below the status bar, centred on the
    /// screen. The sheet is the root view's frame, so keys that place the root view elsewhere
    /// (`rootFrame`, `splitView`, `navigationBar`) or turn the screen are refused with it.
    func presentation(
        _ description: SceneDescription, device: Device, orientation: Orientation
    ) throws(SceneError) -> Scene.Presentation? {
        guard let presentation = description.presentation else { return nil }
        let style = try lookUp(
            presentation.style, at: "presentation.style", default: Scene.Presentation.Style.formSheet,
            kind: "presentation style", acceptedLabel: "accepted",
            names: Scene.Presentation.Style.allCases.map(\.rawValue), Scene.Presentation.Style.init(rawValue:))
        guard device.isPad else {
            throw error(
                at: "presentation",
                "a form sheet is an iPad presentation (a phone shows it full screen), not on \(device.name); "
                    + "remove presentation or use an iPad device")
        }
        try refuseKeysBesideSheet(description)
        let screen = device.screen(orientation)
        let size = presentation.size ?? Scene.defaultFormSheetSize
        let room = Size(width: screen.width, height: screen.height - device.statusBar(orientation))
        for (index, value, limit, name) in [
            (0, size.width, room.width, "width"), (1, size.height, room.height, "height"),
        ] {
            let path = "presentation.size[\(index)]"
            guard try finite(value, at: path) > 0, value <= limit else {
                let what = index == 0 ? "the screen's width" : "the screen's height below the status bar"
                throw error(
                    at: path,
                    "\(name) must be greater than 0 and at most \(limit.readable()) (\(what) in "
                        + "\(orientation.rawValue)), found \(written(value, at: path))")
            }
        }
        return Scene.Presentation(style: style, frame: Scene.sheetFrame(size: size, screen: screen))
    }

    /// The keys a sheet cannot have: each names what to do instead.
    private func refuseKeysBesideSheet(_ description: SceneDescription) throws(SceneError) {
        if description.rootFrame != nil {
            throw error(at: "rootFrame", "a presented sheet sets the root view's frame; use presentation.size instead")
        }
        if description.splitView != nil {
            throw error(at: "splitView", "a sheet is presented over the whole screen; remove splitView or presentation")
        }
        if description.navigationBar != nil {
            throw error(
                at: "navigationBar",
                "a sheet draws no navigation bar here; give it a toolbar (toolbar:) or remove navigationBar")
        }
        if let turn = description.timeline.firstIndex(where: {
            if case .motion(.rotate) = $0.kind { true } else { false }
        }) {
            throw error(at: "timeline[\(turn)]", "a scene with presentation cannot rotate; remove the rotate event")
        }
    }
}
