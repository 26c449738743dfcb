import KeySlideEasing
import KeySlideGeometry
import KeySlideSystem
import KeySlideUIKit

/// The profile's settings, the keyboard, the bars, the split view and the root frame: everything
/// around the root view's content, checked against the device's own sizes.
extension SceneChecker {
    /// Applies `settings` to the profile, in the profile's own setting order so the result does
    /// not depend on the order they were written in.
    func apply(_ settings: [String: SceneDescription.Setting], to profile: inout PlatformProfile) throws(SceneError) {
        let all = PlatformProfile.settings
        let names = all.map(\.name)
        if let unknown = settings.keys.sorted().first(where: { !names.contains($0) }) {
            throw error(
                at: "settings",
                Suggestions.unknownName(
                    unknown, kind: "setting", acceptedLabel: "accepted settings", accepted: names))
        }
        for setting in all {
            guard let value = settings[setting.name] else { continue }
            let path = "settings.\(setting.name)"
            switch (setting.kind, value) {
            case (.seconds(let keyPath), .number(let seconds)):
                profile[keyPath: keyPath] = try self.seconds(nonNegative(seconds, at: path), at: path)
            case (.flag(let keyPath), .flag(let flag)):
                profile[keyPath: keyPath] = flag
            case (.curve(let keyPath), .curve(let curve)):
                profile[keyPath: keyPath] = try self.curve(curve, at: path)
            case (.keyboardCurveModel(let keyPath), .name(let name)):
                profile[keyPath: keyPath] = try lookUp(
                    name, at: path, default: profile[keyPath: keyPath], kind: "keyboard curve model",
                    acceptedLabel: "accepted", names: KeyboardCurveModel.allCases.map(\.rawValue),
                    KeyboardCurveModel.init(rawValue:))
            case (.seconds, _): throw error(at: path, "expected a number, found \(Self.found(value))")
            case (.flag, _): throw error(at: path, "expected true or false, found \(Self.found(value))")
            case (.curve, _): throw error(at: path, "\(Self.expectedCurve), found \(Self.found(value))")
            case (.keyboardCurveModel, _):
                throw error(at: path, "expected a keyboard curve model, found \(Self.found(value))")
            }
        }
    }

    /// A setting's value in words, for a description whose value does not fit the setting's kind.
    private static func found(_ value: SceneDescription.Setting) -> String {
        switch value {
        case .number(let number): number.readable()
        case .flag(let flag): String(flag)
        case .curve(.number(let number)): String(number)
        case .curve(.name(let text)), .name(let text): "the text \(Quoted.value(text))"
        }
    }

    /// "expected a curve name (easeInOut, …) or a whole number from 0 to 15": the one message for a
    /// curve, from the reader (not a name or a whole number) and from the checker (neither known).
    static var expectedCurve: String {
        "expected a curve name (\(Suggestions.list(AnimationCurve.known.map(\.name)))) or a whole number from "
            + "\(AnimationCurve.fieldValues.lowerBound) to \(AnimationCurve.fieldValues.upperBound)"
    }

    /// A curve: one of the names UIKit gives (plus `keyboard` for 7), or its raw number, which
    /// UIKit keeps in four bits (`AnimationCurve.fieldValues`).
    func curve(_ curve: SceneDescription.Curve, at path: String) throws(SceneError) -> AnimationCurve {
        switch curve {
        case .number(let number):
            guard AnimationCurve.fieldValues.contains(number) else {
                throw error(at: path, "\(Self.expectedCurve), found \(written(number, at: path))")
            }
            return AnimationCurve(rawValue: number)
        case .name(let name):
            guard let curve = AnimationCurve(name: name) else {
                var message = "\(Self.expectedCurve), found the text \(Quoted.value(name))"
                if let suggestion = Suggestions.closest(to: name, among: AnimationCurve.known.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw error(at: path, message)
            }
            return curve
        }
    }

    /// The keyboard's height — the device's for the orientation unless given — returned; a
    /// duration or curve given here goes into the profile, the one place they live.
    func keyboard(
        _ keyboard: SceneDescription.Keyboard?, device: Device, orientation: Orientation,
        profile: inout PlatformProfile
    ) throws(SceneError) -> Double {
        var height = device.keyboardHeight[orientation]
        guard let keyboard else { return height }
        if let value = keyboard.height {
            height = try keyboardHeight(
                positive(value, at: "keyboard.height"), at: "keyboard.height", device: device,
                orientation: orientation)
        }
        if let value = keyboard.duration {
            profile.keyboardDuration = try seconds(nonNegative(value, at: "keyboard.duration"), at: "keyboard.duration")
        }
        if let value = keyboard.curve { profile.keyboardCurve = try curve(value, at: "keyboard.curve") }
        return height
    }

    /// The split view: only on an iPad, and the detail pane needs some width right of the master
    /// pane and its 1 pt divider.
    func splitView(
        _ splitView: SceneDescription.SplitView?, device: Device, orientation: Orientation
    ) throws(SceneError) -> Scene.SplitView? {
        guard let splitView else { return nil }
        guard device.isPad else {
            throw error(
                at: "splitView",
                "a split view needs the ipad device, not \(device.name); "
                    + "remove splitView or set device: ipad")
        }
        guard let masterWidth = splitView.masterWidth else {
            return Scene.SplitView(masterWidth: Scene.defaultMasterWidth)
        }
        let path = "splitView.masterWidth"
        let screenWidth = device.screen(orientation).width
        guard try finite(masterWidth, at: path) > 0, masterWidth + 1 < screenWidth else {
            throw error(
                at: path,
                "must be greater than 0 and less than \((screenWidth - 1).readable()) "
                    + "(the screen's width in \(orientation.rawValue) less the 1 pt divider), "
                    + "found \(written(masterWidth, at: path))")
        }
        return Scene.SplitView(masterWidth: masterWidth)
    }

    /// The navigation bar: the device's height for the orientation unless given, which must leave
    /// some of the screen below the status bar.
    func navigationBar(
        _ bar: SceneDescription.Bar?, device: Device, orientation: Orientation
    ) throws(SceneError) -> Scene.Bar? {
        guard let bar else { return nil }
        let room = device.screen(orientation).height - device.statusBar(orientation)
        return try self.bar(
            bar, at: "navigationBar", defaultHeight: device.navigationBarHeight[orientation],
            below: (room, "the screen's height below the status bar"))
    }

    /// The toolbar: 44 pt, 32 on a phone in landscape, unless given; it sits inside the root view,
    /// so it must be shorter than the root view.
    func toolbar(
        _ bar: SceneDescription.Bar?, rootHeight: Double, device: Device, orientation: Orientation
    ) throws(SceneError) -> Scene.Bar? {
        guard let bar else { return nil }
        return try self.bar(
            bar, at: "toolbar", defaultHeight: Scene.toolbarHeight(device: device, orientation: orientation),
            below: (rootHeight, "the root view's height"))
    }

    /// A bar whose height is above 0 and below `limit` (the room the bar is in, and what that room is).
    private func bar(
        _ bar: SceneDescription.Bar, at path: String, defaultHeight: Double, below limit: (Double, String)
    ) throws(SceneError) -> Scene.Bar {
        let title = try text(bar.title, at: "\(path).title")
        guard let height = bar.height else { return Scene.Bar(height: defaultHeight, title: title) }
        let heightPath = "\(path).height"
        guard try finite(height, at: heightPath) > 0, height < limit.0 else {
            throw error(
                at: heightPath,
                "must be greater than 0 and less than \(limit.0.readable()) "
                    + "(\(limit.1)), found \(written(height, at: heightPath))")
        }
        return Scene.Bar(height: height, title: title)
    }

    func rootFrame(_ frame: Rect) throws(SceneError) -> Rect {
        try checkFrame(frame, at: "rootFrame", allowZeroSize: false)
    }

    /// A frame `[x, y, w, h]` of lengths (`length`, `size`) whose width and height are at least 0,
    /// or above 0 when `allowZeroSize` is false; an error points at the offending item (`frame[2]`).
    func checkFrame(_ frame: Rect, at path: String, allowZeroSize: Bool) throws(SceneError) -> Rect {
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for (index, value) in values.enumerated() where index < 2 { _ = try length(value, at: "\(path)[\(index)]") }
        for (index, value) in values.enumerated() where index >= 2 { _ = try finite(value, at: "\(path)[\(index)]") }
        for (index, dimension, value) in [(2, "width", frame.width), (3, "height", frame.height)] {
            let item = "\(path)[\(index)]"
            if allowZeroSize, value < 0 {
                throw error(at: item, "\(dimension) must be 0 or more, found \(written(value, at: item))")
            }
            if !allowZeroSize, value <= 0 {
                throw error(at: item, "\(dimension) must be greater than 0, found \(written(value, at: item))")
            }
            _ = try size(value, at: item, dimension: dimension)
        }
        return frame
    }
}
