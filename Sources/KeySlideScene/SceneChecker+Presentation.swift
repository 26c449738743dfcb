import KeySlideGeometry
import KeySlideUIKit

extension SceneChecker {
    /// `presentation`: an iPad form or page sheet centred on the screen, or a phone's sheet on the
    /// screen's bottom edge (SceneChecker+Sheet.swift). The sheet is the root view's frame, so keys
    /// that place the root view elsewhere (`rootFrame`, `splitView`, `navigationBar`) or turn the
    /// screen are refused with it.
    func presentation(
        _ description: SceneDescription, device: Device, orientation: Orientation, profile: PlatformProfile
    ) throws(SceneError) -> Scene.Presentation? {
        guard let presentation = description.presentation else { return nil }
        let style = try lookUp(
            presentation.style, at: "presentation.style",
            default: device.isPad ? Scene.Presentation.Style.formSheet : .pageSheet,
            kind: "presentation style", acceptedLabel: "accepted",
            names: Scene.Presentation.Style.allCases.map(\.rawValue), Scene.Presentation.Style.init(rawValue:))
        try refuseKeysBesideSheet(description)
        guard device.isPad else {
            return try phoneSheet(
                presentation, style: style, device: device, orientation: orientation, profile: profile)
        }
        if presentation.detents != nil || presentation.selectedDetent != nil {
            throw error(
                at: presentation.detents != nil ? "presentation.detents" : "presentation.selectedDetent",
                "an iPad's \(style.rawValue) ignores detents in regular width (a phone's sheet has them); "
                    + "remove them or use a phone")
        }
        let screen = device.screen(orientation)
        let statusBar = device.statusBar(orientation)
        if style == .pageSheet {
            return try pageSheet(presentation, screen: screen, statusBar: statusBar, profile: profile)
        }
        let size = presentation.size ?? Scene.defaultFormSheetSize
        let room = Size(width: screen.width, height: screen.height - statusBar)
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
        return Scene.Presentation(
            style: style, frame: Scene.sheetFrame(size: size, screen: screen), topLimit: statusBar)
    }

    /// An iPad page sheet: UIKit's size, from iOS 13 (docs/facts.md §17.4).
    private func pageSheet(
        _ presentation: SceneDescription.Presentation, screen: Size, statusBar: Double, profile: PlatformProfile
    ) throws(SceneError) -> Scene.Presentation {
        if presentation.size != nil {
            throw error(
                at: "presentation.size",
                "a page sheet's size is UIKit's; remove size, or use style formSheet for a size of your own")
        }
        guard profile.majorVersion >= 13 else {
            throw error(
                at: "presentation.style",
                "before iOS 13 an iPad page sheet is as wide and tall as the portrait screen; "
                    + "use formSheet or a profile from ios13")
        }
        return Scene.Presentation(
            style: .pageSheet, frame: Scene.pageSheetFrame(screen: screen, statusBar: statusBar), topLimit: statusBar)
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
