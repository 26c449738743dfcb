import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit
import Yams

/// Turns the parsed tree of a scene file into a checked, fully resolved `Scene`.
///
/// Sections are read in the order their defaults depend on each other — device and orientation
/// first (they size everything), then the profile and its overrides, the containers, the root
/// frame, the view, the timeline, and last the duration (its default follows the last event).
/// The format itself is documented in docs/scene-files.md.
struct SceneReader {
    /// The file name used in errors.
    let file: String
    /// The scene's name (file name without extension): the default title.
    let name: String
    /// Strategy ids a scene may list under `strategies:`.
    let knownStrategies: [String]

    /// Every top-level key, in documentation order (the order messages list them in).
    static let topLevelKeys = [
        "title", "device", "profile", "orientation", "fps", "duration", "rootFrame", "navigationBar",
        "toolbar", "splitView", "keyboard", "settings", "view", "timeline", "strategies",
    ]

    /// The default frames per second: the most a scene may ask for (`Scene.frameRates`).
    static let defaultFPS = Scene.frameRates.upperBound

    /// Seconds the scene keeps running after its last event when `duration` is not given: long
    /// enough for the keyboard's 0.5 s spring (docs/facts.md §2.2) and any strategy's follow-up
    /// animation to finish, with a moment at rest for the viewer.
    static let durationAfterLastEvent = 1.5

    /// A toolbar's height: 44 pt (docs/facts.md §3, toolbar row: venj UIElementGeometry.h; warriorg notes).
    static let defaultToolbarHeight = 44.0

    /// The master pane's width in an iPad split view: 320 pt, the fixed master width of the
    /// classic (iOS 3.2–7) UISplitViewController as it is usually quoted. docs/facts.md has no
    /// source for it, so treat it as unverified; `splitView.masterWidth` replaces it.
    static let defaultMasterWidth = 320.0


    func scene(from root: Node?) throws(SceneError) -> Scene {
        guard let root else {
            throw SceneError(file: file, message: "the file is empty; a scene needs at least a 'view' with 'elements'")
        }
        let top = try SceneNode(node: root, path: "", file: file).mapping(keys: Self.topLevelKeys)

        // Device, orientation and profile first: the defaults of everything else depend on them.
        let device = try self.device(top.optional("device"))
        let orientation = try self.orientation(top.optional("orientation"))
        var profile = try self.profile(top.optional("profile"))
        if let settings = top.optional("settings") { try apply(settings, to: &profile) }
        let keyboardHeight = try self.keyboard(top.optional("keyboard"), device: device, orientation: orientation, profile: &profile)

        let splitView = try self.splitView(top.optional("splitView"), device: device, orientation: orientation)
        let navigationBar = try self.navigationBar(top.optional("navigationBar"), device: device, orientation: orientation)
        var rootFrame = Scene.defaultRootFrame(
            device: device, orientation: orientation, navigationBar: navigationBar, splitView: splitView)
        if let node = top.optional("rootFrame") { rootFrame = try self.rootFrame(node) }
        let toolbar = try self.toolbar(top.optional("toolbar"), rootHeight: rootFrame.height)

        let view = try self.view(top.required("view", needs: "a scene needs a 'view' with its 'elements'"),
                                 rootSize: rootFrame.size, toolbar: toolbar)
        let timeline = try self.timeline(top.optional("timeline"), view: view)
        let duration = try self.duration(top.optional("duration"), timeline: timeline)

        let fps = try top.optional("fps")?.wholeNumber(in: Scene.frameRates) ?? Self.defaultFPS
        let title = try top.optional("title")?.text() ?? name
        let strategies = try self.strategies(top.optional("strategies"))

        return Scene(
            name: name, title: title, device: device, profile: profile, orientation: orientation,
            fps: fps, duration: duration, rootFrame: rootFrame,
            navigationBar: navigationBar, toolbar: toolbar, splitView: splitView,
            keyboardHeight: keyboardHeight, view: view, timeline: timeline.map(\.action), strategies: strategies)
    }

    // MARK: Device, orientation, profile

    private func device(_ node: SceneNode?) throws(SceneError) -> Device {
        guard let node else { return .iPhone8 }
        let name = try node.name(of: "a device name")
        guard let device = Device.named(name) else {
            throw node.error(Suggestions.unknownName(
                name, kind: "device", acceptedLabel: "accepted devices", accepted: Device.all.map(\.name)))
        }
        return device
    }

    private func orientation(_ node: SceneNode?) throws(SceneError) -> Orientation {
        guard let node else { return .portrait }
        let name = try node.name(of: "an orientation")
        guard let orientation = Orientation(rawValue: name) else {
            throw node.error(Suggestions.unknownName(
                name, kind: "orientation", acceptedLabel: "accepted", accepted: Orientation.allCases.map(\.rawValue)))
        }
        return orientation
    }

    private func profile(_ node: SceneNode?) throws(SceneError) -> PlatformProfile {
        guard let node else { return .iOS17 }
        let name = try node.name(of: "a profile name")
        guard let profile = PlatformProfile.named(name) else {
            throw node.error(Suggestions.unknownName(
                name, kind: "profile", acceptedLabel: "accepted profiles", accepted: PlatformProfile.all.map(\.name)))
        }
        return profile
    }

    /// Applies `settings:` to the profile, in the profile's own setting order so the result does
    /// not depend on the order keys were written in.
    private func apply(_ node: SceneNode, to profile: inout PlatformProfile) throws(SceneError) {
        let all = PlatformProfile.settings
        let settings = try node.mapping(keys: all.map(\.name), kind: "setting")
        for setting in all {
            guard let value = settings.optional(setting.name) else { continue }
            switch setting.kind {
            case .seconds(let keyPath): profile[keyPath: keyPath] = try value.nonNegativeNumber()
            case .flag(let keyPath): profile[keyPath: keyPath] = try value.flag()
            case .curve(let keyPath): profile[keyPath: keyPath] = try curve(value)
            case .keyboardCurveModel(let keyPath):
                let name = try value.name(of: "a keyboard curve model")
                guard let model = KeyboardCurveModel(rawValue: name) else {
                    throw value.error(Suggestions.unknownName(
                        name, kind: "keyboard curve model", acceptedLabel: "accepted",
                        accepted: KeyboardCurveModel.allCases.map(\.rawValue)))
                }
                profile[keyPath: keyPath] = model
            }
        }
    }

    /// A curve: one of the names UIKit gives (plus `keyboard` for 7), or its raw number.
    private func curve(_ node: SceneNode) throws(SceneError) -> AnimationCurve {
        let names = AnimationCurve.known.map(\.name)
        let expected = "expected a curve name (\(Suggestions.list(names))) or a whole number from "
            + "\(AnimationCurve.fieldValues.lowerBound) to \(AnimationCurve.fieldValues.upperBound)"
        if case .scalar(let scalar) = node.node, node.tagName == .int {
            guard let value = Int.construct(from: scalar), AnimationCurve.fieldValues.contains(value) else {
                throw node.error("\(expected), found \(node.written)")
            }
            return AnimationCurve(rawValue: value)
        }
        guard node.tagName == .str, let curve = AnimationCurve(name: node.written) else {
            if node.tagName == .str, let suggestion = Suggestions.closest(to: node.written, among: names) {
                throw node.error("\(expected), found \(node.found); did you mean '\(suggestion)'?")
            }
            throw node.error("\(expected), found \(node.found)")
        }
        return curve
    }

    /// The keyboard's height — the device's for the orientation unless given — returned; a
    /// duration or curve given here goes into the profile, the one place they live.
    private func keyboard(
        _ node: SceneNode?, device: Device, orientation: Orientation, profile: inout PlatformProfile
    ) throws(SceneError) -> Double {
        var height = device.keyboardHeight[orientation]
        if let node {
            let keyboard = try node.mapping(keys: ["height", "duration", "curve"])
            if let value = keyboard.optional("height") { height = try value.positiveNumber() }
            if let value = keyboard.optional("duration") { profile.keyboardDuration = try value.nonNegativeNumber() }
            if let value = keyboard.optional("curve") { profile.keyboardCurve = try curve(value) }
        }
        return height
    }

    // MARK: Containers and the root frame

    private func splitView(_ node: SceneNode?, device: Device, orientation: Orientation) throws(SceneError) -> Scene.SplitView? {
        guard let node else { return nil }
        if node.tagName == .bool, try !node.flag() { return nil }
        guard device.isPad else {
            throw node.error("a split view needs the ipad device, not \(device.name); remove splitView or set device: ipad")
        }
        guard node.tagName != .bool, let value = try node.mapping(keys: ["masterWidth"]).optional("masterWidth") else {
            return Scene.SplitView(masterWidth: Self.defaultMasterWidth)
        }
        // The detail pane needs some width right of the master pane and its 1 pt divider.
        let screenWidth = device.screen(orientation).width
        let masterWidth = try value.number()
        guard masterWidth > 0, masterWidth + 1 < screenWidth else {
            throw value.error("must be greater than 0 and less than \((screenWidth - 1).readable()) "
                + "(the screen's width in \(orientation.rawValue) less the 1 pt divider), found \(value.written)")
        }
        return Scene.SplitView(masterWidth: masterWidth)
    }

    /// The navigation bar; its height must leave some of the screen below the status bar.
    private func navigationBar(_ node: SceneNode?, device: Device, orientation: Orientation) throws(SceneError) -> Scene.Bar? {
        guard let node else { return nil }
        let room = device.screen(orientation).height - device.statusBar(orientation)
        let limit = (room, "the screen's height below the status bar")
        switch node.node {
        case .mapping:
            return try bar(node, keys: ["title", "height"], defaultHeight: device.navigationBarHeight[orientation], below: limit)
        case .scalar where node.tagName == .bool:
            return try node.flag() ? Scene.Bar(height: device.navigationBarHeight[orientation]) : nil
        default:
            throw node.error("expected true or a mapping {title, height}, found \(node.found)")
        }
    }

    /// The toolbar; it sits inside the root view, so it must be shorter than the root view.
    private func toolbar(_ node: SceneNode?, rootHeight: Double) throws(SceneError) -> Scene.Bar? {
        guard let node else { return nil }
        let limit = (rootHeight, "the root view's height")
        switch node.node {
        case .mapping:
            return try bar(node, keys: ["height", "title"], defaultHeight: Self.defaultToolbarHeight, below: limit)
        case .scalar where node.tagName == .bool:
            return try node.flag() ? Scene.Bar(height: Self.defaultToolbarHeight) : nil
        case .scalar where node.tagName == .int || node.tagName == .float:
            return Scene.Bar(height: try barHeight(node, below: limit))
        default:
            throw node.error("expected a height, true, or a mapping {height, title}, found \(node.found)")
        }
    }

    private func bar(
        _ node: SceneNode, keys: [String], defaultHeight: Double, below limit: (Double, String)
    ) throws(SceneError) -> Scene.Bar {
        let bar = try node.mapping(keys: keys)
        var height = defaultHeight
        if let value = bar.optional("height") { height = try barHeight(value, below: limit) }
        return Scene.Bar(height: height, title: try bar.optional("title")?.text())
    }

    /// A bar's height: above 0 and below `limit` (the room the bar is in, and what that room is).
    private func barHeight(_ node: SceneNode, below limit: (Double, String)) throws(SceneError) -> Double {
        let height = try node.number()
        guard height > 0, height < limit.0 else {
            throw node.error("must be greater than 0 and less than \(limit.0.readable()) (\(limit.1)), "
                + "found \(node.written)")
        }
        return height
    }

    private func rootFrame(_ node: SceneNode) throws(SceneError) -> Rect {
        let values = try node.numbers(count: 4, shape: "[x, y, w, h]")
        let frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        try checkSize(of: frame, in: node, allowZero: false)
        return frame
    }

    /// Checks that a frame's width (item 2) and height (item 3) are at least 0, or above 0 when
    /// `allowZero` is false; the error points at the offending item.
    private func checkSize(of frame: Rect, in node: SceneNode, allowZero: Bool) throws(SceneError) {
        let items = node.items
        guard items.count == 4 else { return }
        for (index, dimension, value) in [(2, "width", frame.width), (3, "height", frame.height)] {
            let item = items[index]
            if allowZero, value < 0 { throw item.error("\(dimension) must be 0 or more, found \(item.written)") }
            if !allowZero, value <= 0 { throw item.error("\(dimension) must be greater than 0, found \(item.written)") }
        }
    }

    // MARK: The view and its elements

    private func view(_ node: SceneNode, rootSize: Size, toolbar: Scene.Bar?) throws(SceneError) -> Scene.View {
        let view = try node.mapping(keys: ["type", "contentSize", "contentInset", "elements"])
        var kind = Scene.View.Kind.plain
        if let value = view.optional("type") {
            let name = try value.name(of: "a view type")
            guard let known = Scene.View.Kind(rawValue: name) else {
                throw value.error(Suggestions.unknownName(
                    name, kind: "view type", acceptedLabel: "accepted",
                    accepted: Scene.View.Kind.allCases.map(\.rawValue)))
            }
            kind = known
        }

        // The scroll view sits below the toolbar, so by default its content is as big as what is left.
        var contentSize = Scene.defaultContentSize(rootSize: rootSize, toolbar: toolbar)
        var contentInset = EdgeInsets.zero
        for key in ["contentSize", "contentInset"] {
            if let value = view.optional(key), kind != .scroll {
                throw value.error("only a scroll view has \(key); add type: scroll to the view or remove \(key)")
            }
        }
        if let value = view.optional("contentSize") {
            let numbers = try value.numbers(count: 2, shape: "[w, h]")
            for (index, dimension) in ["width", "height"].enumerated() where numbers[index] < 0 {
                let item = value.items[index]
                throw item.error("\(dimension) must be 0 or more, found \(item.written)")
            }
            contentSize = Size(width: numbers[0], height: numbers[1])
        }
        if let value = view.optional("contentInset") {
            let numbers = try value.numbers(count: 4, shape: "[top, left, bottom, right]")
            contentInset = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        }

        let elementsNode = try view.required("elements", needs: "a view lists its elements (an empty list [] is allowed)")
        var elements: [Scene.Element] = []
        var firstUse: [String: String] = [:]
        for item in try elementsNode.list(of: "elements") {
            let (element, idNode) = try self.element(item)
            if let earlier = firstUse[element.id] {
                throw idNode.error("duplicate id \(quoted(element.id)) (already used by \(earlier)); ids must be unique")
            }
            firstUse[element.id] = item.path
            elements.append(element)
        }
        return Scene.View(kind: kind, contentSize: contentSize, contentInset: contentInset, elements: elements)
    }

    /// One element, and the node of its id (for the duplicate-id message).
    private func element(_ node: SceneNode) throws(SceneError) -> (Scene.Element, SceneNode) {
        let element = try node.mapping(keys: ["type", "id", "frame", "placeholder", "text", "pin"])
        let needs = "an element needs type, id and frame"

        let typeNode = try element.required("type", needs: needs)
        let typeName = try typeNode.name(of: "an element type")
        guard let kind = Scene.Element.Kind(rawValue: typeName) else {
            throw typeNode.error(Suggestions.unknownName(
                typeName, kind: "element type", acceptedLabel: "accepted",
                accepted: Scene.Element.Kind.allCases.map(\.rawValue)))
        }

        let idNode = try element.required("id", needs: needs)
        let id = try idNode.name(of: "an id")
        guard !id.isEmpty, id.unicodeScalars.allSatisfy(Self.isIdCharacter) else {
            throw idNode.error("\(quoted(id)) is not a valid id; use one or more ASCII letters, digits, '-' and '_'")
        }

        let frameNode = try element.required("frame", needs: needs)
        let values = try frameNode.numbers(count: 4, shape: "[x, y, w, h]")
        let frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        try checkSize(of: frame, in: frameNode, allowZero: true)

        var pinnedToBottom = false
        if let pinNode = element.optional("pin") {
            let pin = try pinNode.name(of: "an edge to pin to")
            guard pin == "bottom" else {
                throw pinNode.error(Suggestions.unknownName(pin, kind: "pin", acceptedLabel: "accepted", accepted: ["bottom"]))
            }
            pinnedToBottom = true
        }

        return (Scene.Element(
            kind: kind, id: id, frame: frame,
            placeholder: try element.optional("placeholder")?.text(),
            text: try element.optional("text")?.text(), pinnedToBottom: pinnedToBottom), idNode)
    }

    /// Ids name elements in traces, SVG ids and messages, so they keep to characters that need no
    /// quoting anywhere.
    private static func isIdCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
        default: false
        }
    }

    // MARK: Timeline, duration, strategies

    /// An action with the node of its `at`, for messages about time order and duration.
    private struct TimedAction {
        var action: Scene.Action
        /// The event's entry in the list (`timeline[2]`).
        var entry: SceneNode
        /// Its `at` value.
        var at: SceneNode
    }

    private func timeline(_ node: SceneNode?, view: Scene.View) throws(SceneError) -> [TimedAction] {
        guard let node else { return [] }
        let actionKeys = ["tap", "returnKey", "dismiss", "keyboardHeight"]
        let textInputs = view.elements.filter(\.kind.isTextInput).map(\.id)
        let inputsNote = textInputs.isEmpty
            ? "(the view has no text inputs)"
            : "(text inputs: \(textInputs.joined(separator: ", ")))"
        var actions: [TimedAction] = []

        for item in try node.list(of: "events") {
            let event = try item.mapping(keys: ["at"] + actionKeys)
            let atNode = try event.required("at", needs: "every event needs 'at' (seconds) and one of tap, returnKey, dismiss, keyboardHeight")
            let time = try atNode.nonNegativeNumber()
            guard time < Scene.maximumDuration else {
                throw atNode.error("must be less than \(Scene.maximumDuration.readable()) s (the longest scene), found \(atNode.written)")
            }
            if let previous = actions.last, time < previous.action.time {
                throw atNode.error("\(atNode.written) is earlier than the event before it (\(previous.entry.path) "
                    + "at \(previous.action.time.readable())); events must be in time order")
            }

            let given = event.values.filter { actionKeys.contains($0.key) }
            guard given.count == 1, let action = given.first else {
                let problem = given.isEmpty
                    ? "no action"
                    : "more than one action (\(given.map(\.key).joined(separator: " and ")))"
                throw item.error("\(problem); an event has exactly one of tap, returnKey, dismiss, keyboardHeight")
            }

            let kind: Scene.Action.Kind
            let value = action.value
            switch action.key {
            case "tap":
                let id = try value.name(of: "the id of a text input")
                guard let element = view.element(id) else {
                    throw value.error("no element has id \(quoted(id)) \(inputsNote)")
                }
                guard element.kind.isTextInput else {
                    throw value.error("\(quoted(id)) is a \(element.kind.rawValue), not a text input \(inputsNote)")
                }
                kind = .tap(id)
            case "keyboardHeight":
                kind = .keyboardHeight(try value.positiveNumber())
            default:
                guard try value.flag() else {
                    throw value.error("must be true (leave the event out instead of writing false)")
                }
                kind = action.key == "dismiss" ? .dismiss : .returnKey
            }
            actions.append(TimedAction(action: Scene.Action(time: time, kind: kind), entry: item, at: atNode))
        }
        return actions
    }

    private func duration(_ node: SceneNode?, timeline: [TimedAction]) throws(SceneError) -> Double {
        guard let node else { return min((timeline.last?.action.time ?? 0) + Self.durationAfterLastEvent, Scene.maximumDuration) }
        let duration = try node.positiveNumber()
        guard duration <= Scene.maximumDuration else {
            throw node.error("must be at most \(Scene.maximumDuration.readable()) s (the longest scene), found \(node.written)")
        }
        if let late = timeline.first(where: { $0.action.time >= duration }) {
            throw late.at.error("\(late.at.written) is not before the end of the scene (duration: "
                + "\(node.written)); every event must come before duration")
        }
        return duration
    }

    private func strategies(_ node: SceneNode?) throws(SceneError) -> [String]? {
        guard let node else { return nil }
        let items = try node.list(of: "strategy ids")
        guard !items.isEmpty else {
            throw node.error("the list is empty; list some of \(Suggestions.list(knownStrategies)), or leave strategies out to use them all")
        }
        var ids: [String] = []
        for item in items {
            let id = try item.name(of: "a strategy id")
            guard knownStrategies.contains(id) else {
                throw item.error(Suggestions.unknownName(
                    id, kind: "strategy", acceptedLabel: "accepted strategies", accepted: knownStrategies))
            }
            guard !ids.contains(id) else {
                throw item.error("'\(id)' is listed twice; list each strategy once")
            }
            ids.append(id)
        }
        return ids
    }
}
