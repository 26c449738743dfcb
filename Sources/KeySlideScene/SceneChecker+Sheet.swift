import KeySlideGeometry
import KeySlideUIKit

extension SceneChecker {
    /// A phone's sheet: from iOS 13 a form or page sheet is a card on the screen's bottom edge
    /// (before, UIKit shows it full screen), from iOS 15 at one of its detents
    /// (`UISheetPresentationController`), from iOS 16 custom heights too (docs/facts.md §17.5);
    /// from iOS 26 one at a partial detent floats in from the edges (§17.8).
    func phoneSheet(
        _ presentation: SceneDescription.Presentation, style: Scene.Presentation.Style, device: Device,
        orientation: Orientation, profile: PlatformProfile
    ) throws(SceneError) -> Scene.Presentation {
        guard profile.majorVersion >= 13 else {
            throw error(
                at: "presentation",
                "before iOS 13 a phone shows a \(style.rawValue) full screen; remove presentation "
                    + "or use a profile from ios13")
        }
        guard !orientation.isLandscape else {
            throw error(
                at: "presentation",
                "a phone's sheet in landscape (compact height) fills the screen; use portrait or remove presentation")
        }
        if presentation.size != nil {
            throw error(
                at: "presentation.size",
                "a phone's sheet is as wide as the screen and as tall as its detent; remove size (use detents)")
        }
        let screen = device.screen(orientation)
        // The large detent hangs 10 pt below the status bar, or the safe area's top where it is lower.
        let safeArea = profile.hasSafeAreas ? device.safeAreaInsets(orientation) : .zero
        let statusBar = max(device.statusBar(orientation), safeArea.top)
        let safeBottom = safeArea.bottom
        let large = Scene.largeDetentHeight(
            screen: screen, statusBar: statusBar, safeBottom: safeBottom,
            gap: Scene.largeDetentGap(majorVersion: profile.majorVersion))
        let detents = try self.detents(presentation.detents, large: large, device: device, profile: profile)
        let resting = try selectedDetent(presentation.selectedDetent, of: detents)
        let heights = detents.map { Scene.detentHeight($0, large: large) }
        var frame = Scene.edgeSheetFrame(
            detentHeight: Scene.detentHeight(resting, large: large), screen: screen, safeBottom: safeBottom)
        // iOS 26 floats a sheet at a partial detent in from the edges; at large it stands on them.
        let floats = profile.majorVersion >= 26 && resting != .large
        let inset = floats ? Scene.floatingSheetInset : 0
        if floats { frame = Scene.floatingSheetFrame(frame, inset: inset) }
        let largeFrame =
            floats && detents.contains(.large)
            ? Scene.edgeSheetFrame(detentHeight: large, screen: screen, safeBottom: safeBottom) : nil
        return Scene.Presentation(
            style: style, frame: frame, isEdgeAttached: true, heightAboveKeyboard: heights.max() ?? large,
            topLimit: screen.height - safeBottom - large, detents: detents, floatingInset: inset,
            largeFrame: largeFrame)
    }

    /// `presentation.detents`, smallest first; `[large]`, UIKit's default, when the scene gives none.
    private func detents(
        _ given: [SceneDescription.Presentation.Detent]?, large: Double, device: Device, profile: PlatformProfile
    ) throws(SceneError) -> [Scene.Presentation.Detent] {
        guard let given else { return [.large] }
        guard profile.majorVersion >= 15 else {
            throw error(
                at: "presentation.detents",
                "detents need iOS 15 (UISheetPresentationController); remove detents or use a profile from ios15")
        }
        guard !given.isEmpty else {
            throw error(at: "presentation.detents", "expected at least one detent: medium, large or a height")
        }
        var detents: [Scene.Presentation.Detent] = []
        for (index, item) in given.enumerated() {
            let detent = try self.detent(item, at: "presentation.detents[\(index)]", large: large, device: device)
            if case .height = detent, profile.majorVersion < 16 {
                throw error(
                    at: "presentation.detents[\(index)]",
                    "a custom detent height needs iOS 16; use medium or large, or a profile from ios16")
            }
            guard !detents.contains(detent) else {
                throw error(at: "presentation.detents[\(index)]", "this detent is listed twice; list each once")
            }
            detents.append(detent)
        }
        return detents.sorted { Scene.detentHeight($0, large: large) < Scene.detentHeight($1, large: large) }
    }

    /// One detent: `medium`, `large` or a height above the bottom safe area, at most the large one.
    private func detent(
        _ item: SceneDescription.Presentation.Detent, at path: String, large: Double, device: Device
    ) throws(SceneError) -> Scene.Presentation.Detent {
        switch item {
        case .named(let name):
            return try lookUp(
                name, at: path, kind: "detent", acceptedLabel: "accepted (or a height)", names: ["medium", "large"]
            ) { name in name == "medium" ? .medium : name == "large" ? .large : nil }
        case .height(let height):
            guard try finite(height, at: path) > 0, height <= large else {
                throw error(
                    at: path,
                    "a detent's height must be greater than 0 and at most \(large.readable()) (the large detent "
                        + "on \(device.name)), found \(written(height, at: path))")
            }
            return .height(height)
        }
    }

    /// `presentation.selectedDetent`: one of the detents; without it the smallest, as UIKit rests
    /// a sheet whose `selectedDetentIdentifier` is `nil` (docs/facts.md §17.5).
    private func selectedDetent(
        _ given: SceneDescription.Presentation.Detent?, of detents: [Scene.Presentation.Detent]
    ) throws(SceneError) -> Scene.Presentation.Detent {
        guard let given else { return detents[0] }
        let chosen: Scene.Presentation.Detent? =
            switch given {
            case .named("medium"): .medium
            case .named("large"): .large
            case .named: nil
            case .height(let height): .height(height)
            }
        guard let chosen, detents.contains(chosen) else {
            let listed = detents.map(\.name).joined(separator: ", ")
            throw error(
                at: "presentation.selectedDetent",
                "expected one of the sheet's detents (\(listed)), found \(given.spelling)")
        }
        return chosen
    }
}

extension Scene.Presentation.Detent {
    /// How a scene writes the detent.
    var name: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height(let height): height.readable()
        }
    }
}

extension SceneDescription.Presentation.Detent {
    /// How the scene wrote the detent.
    var spelling: String {
        switch self {
        case .named(let name): name
        case .height(let height): height.readable()
        }
    }
}
