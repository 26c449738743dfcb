import KeySlideEasing
import KeySlideGeometry
import KeySlideSystem
import KeySlideUIKit

extension Scene {
    /// The one way to build a checked `Scene`: fills in every default, checks every limit, looks up
    /// every name and id, and applies the UIKit facts (bar heights, keyboard heights, the room a
    /// bar or split view has) — the same checks whether the description was read from a file or
    /// built by an importer.
    ///
    /// Errors name the place inside the scene as a path of the file's keys and list indices
    /// (`view.elements[2].frame[3]`); they have no file, line or column, which the scene reader
    /// adds when the description came from a file.
    ///
    /// - Parameters:
    ///   - name: the scene's name: the default title, and what output files are named after.
    ///   - knownStrategies: the strategy ids `strategies` may list.
    public static func checked(
        _ description: SceneDescription, name: String, knownStrategies: [String]
    ) throws(SceneError) -> Scene {
        try SceneChecker(name: name, knownStrategies: knownStrategies).scene(from: description)
    }
}

/// Checks a `SceneDescription` and resolves it into a `Scene` (see `Scene.checked`).
///
/// Sections are checked in the order their defaults depend on each other — the profile, the
/// device as that profile sees it and the orientation first (they size everything), then the
/// profile's overrides, the containers,
/// the root frame, the view, the timeline, and last the duration (its default follows the last
/// event).
struct SceneChecker {
    /// The scene's name: the default title.
    let name: String
    /// Strategy ids a scene may list under `strategies`.
    let knownStrategies: [String]
    /// How the value at a path was written in the scene's file, so that "found …" quotes the file
    /// (`1e300`, `0x10`) rather than our formatting of the number; `nil` without a file.
    var spelling: (_ path: String) -> String? = { _ in nil }

    func scene(from description: SceneDescription) throws(SceneError) -> Scene {
        var profile = try lookUp(
            description.profile, at: "profile", default: Scene.defaultProfile, kind: "profile",
            acceptedLabel: "accepted profiles", names: PlatformProfile.all.map(\.name),
            PlatformProfile.named)
        let device = try self.device(description, profile: profile)
        let orientation = try lookUp(
            description.orientation, at: "orientation", default: Scene.defaultOrientation,
            kind: "orientation", acceptedLabel: "accepted",
            names: Orientation.allCases.map(\.rawValue), Orientation.init(rawValue:))
        try apply(description.settings, to: &profile)
        let appearance = try self.appearance(description.appearance, profile: profile)
        let keyboardHeight = try keyboard(
            description.keyboard, device: device, orientation: orientation, profile: &profile)

        let splitView = try self.splitView(description.splitView, device: device, orientation: orientation)
        let navigationBar = try self.navigationBar(description.navigationBar, device: device, orientation: orientation)
        var rootFrame = Scene.defaultRootFrame(
            device: device, orientation: orientation, navigationBar: navigationBar, splitView: splitView)
        if let frame = description.rootFrame { rootFrame = try self.rootFrame(frame) }
        let presentation = try self.presentation(
            description, device: device, orientation: orientation, profile: profile)
        if let presentation { rootFrame = Rect(origin: .zero, size: presentation.frame.size) }
        let window = try self.window(
            description, device: device, orientation: orientation, profile: profile, navigationBar: navigationBar)
        if let window { rootFrame = window.rootFrame }
        let toolbar = try self.toolbar(
            description.toolbar, rootHeight: rootFrame.height, device: device, orientation: orientation)

        var view = try self.view(
            description.view, rootSize: rootFrame.size, toolbar: toolbar, device: device, orientation: orientation)
        try inputAccessories(of: &view, given: description.view, screen: device.screen(orientation))
        try checkConstraintIDs(in: view)
        let timeline = try self.timeline(
            description.timeline, view: view, device: device, orientation: orientation)
        try checkNavigation(
            timeline, view: view,
            inNavigationController: navigationBar != nil && splitView == nil && presentation == nil && window == nil)
        let duration = try self.duration(description.duration, timeline: timeline)
        let fps = try self.fps(description.fps)
        let strategies = try self.strategies(description.strategies)
        let safeArea = try self.safeArea(description.safeArea, device: device, orientation: orientation)
        let libraries = try self.libraries(description.iqKeyboardManager, description.keyboardLayoutGuide)
        let bottomBar = try self.bottomBar(
            tabBar: description.tabBar, toolbar: description.bottomToolbar, device: device, orientation: orientation,
            profile: profile)
        let inputAccessory = try self.inputAccessory(description.inputAccessory, screen: device.screen(orientation))
        let expectations = try self.expectations(description.expect, strategies: strategies)
        let turned = try self.turned(
            description, timeline: timeline, device: device, orientation: orientation, profile: profile,
            rootFrame: rootFrame, splitView: splitView)

        var scene = Scene(
            name: name, title: try text(description.title, at: "title") ?? name, device: device, profile: profile,
            orientation: orientation, fps: fps, duration: duration, rootFrame: rootFrame,
            navigationBar: navigationBar, toolbar: toolbar, splitView: splitView,
            keyboardHeight: keyboardHeight, view: view, timeline: timeline, strategies: strategies,
            safeAreaInsets: safeArea, libraries: libraries, bottomBar: bottomBar,
            inputAccessory: inputAccessory, expectations: expectations, turned: turned, appearance: appearance,
            bezel: description.bezel ?? false)
        scene.presentation = presentation
        scene.window = window?.window
        try keyboardFits(
            scene, keyboardGiven: description.keyboard?.height != nil, iqToolbar: libraries.enableAutoToolbar)
        return scene
    }

    /// For a timeline that rotates, the screen in the other orientation: the device's status bar,
    /// the bars (navigation bar, toolbar, tab bar or bottom toolbar: compact on a phone in
    /// landscape, unless the scene sets their height), keyboard and safe area for that
    /// orientation — a scene's `keyboard.height` and `safeArea` describe its starting orientation
    /// only — and the root frame: the default one, or a given one's distances to the screen's
    /// four edges kept (flexible width and height).
    private func turned(
        _ description: SceneDescription, timeline: [Scene.Action], device: Device, orientation: Orientation,
        profile: PlatformProfile, rootFrame: Rect, splitView: Scene.SplitView?
    ) throws(SceneError) -> Scene.Turned? {
        guard timeline.contains(where: { if case .motion(.rotate) = $0.kind { true } else { false } }) else {
            return nil
        }
        let other = orientation.other
        _ = try self.splitView(description.splitView, device: device, orientation: other)
        let navigationBar = try self.navigationBar(description.navigationBar, device: device, orientation: other)
        var turnedRoot = Scene.defaultRootFrame(
            device: device, orientation: other, navigationBar: navigationBar, splitView: splitView)
        if description.rootFrame != nil {
            let screen = device.screen(orientation)
            let turnedScreen = device.screen(other)
            let right = screen.width - rootFrame.maxX
            let bottom = screen.height - rootFrame.maxY
            turnedRoot = Rect(
                x: rootFrame.minX, y: rootFrame.minY, width: max(1, turnedScreen.width - rootFrame.minX - right),
                height: max(1, turnedScreen.height - rootFrame.minY - bottom))
        }
        let toolbar = try self.toolbar(
            description.toolbar, rootHeight: turnedRoot.height, device: device, orientation: other)
        let bottomBar = try self.bottomBar(
            tabBar: description.tabBar, toolbar: description.bottomToolbar, device: device, orientation: other,
            profile: profile)
        return Scene.Turned(
            rootFrame: turnedRoot, navigationBar: navigationBar, toolbar: toolbar, bottomBar: bottomBar,
            keyboardHeight: device.keyboardHeight[other], safeAreaInsets: device.safeAreaInsets(other))
    }

    // MARK: Errors and numbers

    /// An error at `path`; the reader adds the file, line and column.
    func error(at path: String, _ message: String) -> SceneError {
        SceneError(file: "", path: path, message: message)
    }

    /// The number at `path` as the file wrote it, or as we print numbers when there is no file.
    func written(_ value: Double, at path: String) -> String { Quoted.text(spelling(path) ?? value.readable()) }

    /// The whole number at `path` as the file wrote it (`0x10`), or in decimal.
    func written(_ value: Int, at path: String) -> String { Quoted.text(spelling(path) ?? String(value)) }

    /// "must be a finite number": the reader says it of NaN and infinities in the text, the
    /// checker of those in a description.
    static let mustBeFinite = "must be a finite number"

    /// "expected a whole number from 1 to 50": the one message for `fps`, whether the file wrote
    /// something that is not a whole number or a whole number out of range.
    static func expectedWholeNumber(in range: ClosedRange<Int>) -> String {
        "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
    }

    func finite(_ value: Double, at path: String) throws(SceneError) -> Double {
        guard value.isFinite else { throw error(at: path, "\(Self.mustBeFinite), found \(written(value, at: path))") }
        return value
    }

    /// A finite number greater than 0.
    func positive(_ value: Double, at path: String) throws(SceneError) -> Double {
        guard try finite(value, at: path) > 0 else {
            throw error(at: path, "must be greater than 0, found \(written(value, at: path))")
        }
        return value
    }

    /// A finite number, 0 or more.
    func nonNegative(_ value: Double, at path: String) throws(SceneError) -> Double {
        guard try finite(value, at: path) >= 0 else {
            throw error(at: path, "must be 0 or more, found \(written(value, at: path))")
        }
        return value
    }

    // MARK: Names, frame rate, duration, strategies

    /// The thing `name` names, the default when it is `nil`, or an error suggesting the nearest name.
    func lookUp<Value>(
        _ name: String?, at path: String, default defaultValue: Value, kind: String, acceptedLabel: String,
        names: [String], _ find: (String) -> Value?
    ) throws(SceneError) -> Value {
        guard let name else { return defaultValue }
        return try lookUp(name, at: path, kind: kind, acceptedLabel: acceptedLabel, names: names, find)
    }

    /// The thing `name` names, or an error suggesting the nearest name.
    func lookUp<Value>(
        _ name: String, at path: String, kind: String, acceptedLabel: String, names: [String],
        _ find: (String) -> Value?
    ) throws(SceneError) -> Value {
        guard let value = find(name) else {
            throw error(
                at: path,
                Suggestions.unknownName(
                    name, kind: kind, acceptedLabel: acceptedLabel, accepted: names))
        }
        return value
    }

    /// `appearance`: light by default; dark only where the profile's iOS has dark mode.
    func appearance(_ name: String?, profile: PlatformProfile) throws(SceneError) -> Appearance {
        let appearance = try lookUp(
            name, at: "appearance", default: Appearance.light, kind: "appearance", acceptedLabel: "accepted",
            names: Appearance.allCases.map(\.rawValue), Appearance.init(rawValue:))
        guard appearance.isAvailable(majorVersion: profile.majorVersion) else {
            throw error(
                at: "appearance",
                "dark mode needs a profile of iOS \(Appearance.firstDarkMajorVersion) or later; "
                    + "profile \(profile.name) is iOS \(profile.majorVersion)")
        }
        return appearance
    }

    func fps(_ fps: Int?) throws(SceneError) -> Int {
        guard let fps else { return Scene.defaultFPS }
        guard Scene.frameRates.contains(fps) else {
            let expected = Self.expectedWholeNumber(in: Scene.frameRates)
            throw error(at: "fps", "\(expected), found \(written(fps, at: "fps"))")
        }
        return fps
    }

    /// The duration, or the default after the last event; every event must come before it.
    func duration(_ duration: Double?, timeline: [Scene.Action]) throws(SceneError) -> Double {
        guard let duration else { return Scene.defaultDuration(timeline: timeline) }
        _ = try seconds(positive(duration, at: "duration"), at: "duration")
        guard duration >= Scene.minimumDuration else {
            throw error(
                at: "duration",
                "must be at least \(Scene.minimumDuration.readable()) s (one frame of an animated GIF), "
                    + "found \(written(duration, at: "duration"))")
        }
        if let late = timeline.firstIndex(where: { $0.time >= duration }) {
            let path = "timeline[\(late)].at"
            throw error(
                at: path,
                "\(written(timeline[late].time, at: path)) is not before the end of the scene "
                    + "(duration: \(written(duration, at: "duration"))); every event must come before duration")
        }
        return duration
    }

    func strategies(_ ids: [String]?) throws(SceneError) -> [String]? {
        guard let ids else { return nil }
        guard !ids.isEmpty else {
            throw error(
                at: "strategies",
                "the list is empty; list some of \(Suggestions.list(knownStrategies)), "
                    + "or leave strategies out to use them all")
        }
        for (index, id) in ids.enumerated() {
            let path = "strategies[\(index)]"
            guard knownStrategies.contains(id) else {
                throw error(
                    at: path,
                    Suggestions.unknownName(
                        id, kind: "strategy", acceptedLabel: "accepted strategies", accepted: knownStrategies))
            }
            guard !ids[..<index].contains(id) else {
                throw error(at: path, "'\(id)' is listed twice; list each strategy once")
            }
        }
        return ids
    }
}
