import KeySlideGeometry
import KeySlideUIKit
import Yams

/// Reading settings, the keyboard, the bars, the split view: the shapes each key may take in the
/// file (`toolbar: 44`, `toolbar: true`, `toolbar: {height: 44}`), mapped to one description.
extension SceneReader {
    /// `settings:`, each value read as its setting's kind asks (`PlatformProfile.settings`).
    func settings(_ node: SceneNode?) throws(SceneError) -> [String: SceneDescription.Setting] {
        guard let node else { return [:] }
        let all = PlatformProfile.settings
        let settings = try node.mapping(keys: all.map(\.name), kind: "setting")
        var values: [String: SceneDescription.Setting] = [:]
        for setting in all {
            guard let value = settings.optional(setting.name) else { continue }
            switch setting.kind {
            case .seconds: values[setting.name] = .number(try value.number())
            case .flag: values[setting.name] = .flag(try value.flag())
            case .curve: values[setting.name] = .curve(try curve(value))
            case .keyboardCurveModel: values[setting.name] = .name(try value.name(of: "a keyboard curve model"))
            }
        }
        return values
    }

    /// A curve: a name (text) or a number (a YAML integer); the checker looks either up.
    func curve(_ node: SceneNode) throws(SceneError) -> SceneDescription.Curve {
        switch (node.node, node.tagName) {
        case (.scalar(let scalar), .int):
            guard let number = Int.construct(from: scalar) else {
                throw node.error("\(SceneChecker.expectedCurve), found \(node.written)")
            }
            return .number(number)
        case (.scalar(let scalar), .str):
            return .name(scalar.string)
        default:
            throw node.error("\(SceneChecker.expectedCurve), found \(node.found)")
        }
    }

    func keyboard(_ node: SceneNode?) throws(SceneError) -> SceneDescription.Keyboard? {
        guard let node else { return nil }
        let keyboard = try node.mapping(keys: ["height", "duration", "curve"])
        return SceneDescription.Keyboard(
            height: try keyboard.optional("height")?.number(),
            duration: try keyboard.optional("duration")?.number(),
            curve: try keyboard.optional("curve").map { value throws(SceneError) in try self.curve(value) })
    }

    /// `splitView: {masterWidth: …}`, `true`, or `false` for none.
    func splitView(_ node: SceneNode?) throws(SceneError) -> SceneDescription.SplitView? {
        guard let node else { return nil }
        if node.tagName == .bool { return try node.flag() ? SceneDescription.SplitView() : nil }
        let split = try node.mapping(keys: ["masterWidth"])
        return SceneDescription.SplitView(masterWidth: try split.optional("masterWidth")?.number())
    }

    /// `presentation: {style: formSheet, size: [w, h], detents: [medium, large], selectedDetent:
    /// medium}`; `true` is the device's own sheet at its own size.
    func presentation(_ node: SceneNode?) throws(SceneError) -> SceneDescription.Presentation? {
        guard let node else { return nil }
        if node.tagName == .bool { return try node.flag() ? SceneDescription.Presentation() : nil }
        let presentation = try node.mapping(keys: ["style", "size", "detents", "selectedDetent"])
        let size = try presentation.optional("size")?.numbers(count: 2, shape: "[w, h]")
        var detents: [SceneDescription.Presentation.Detent]?
        if let list = presentation.optional("detents") {
            detents = []
            for item in try list.list(of: "detents (medium, large or a height)") {
                detents?.append(try detent(item))
            }
        }
        return SceneDescription.Presentation(
            style: try presentation.optional("style")?.name(of: "a presentation style"),
            size: size.map { Size(width: $0[0], height: $0[1]) }, detents: detents,
            selectedDetent: try presentation.optional("selectedDetent").map { node throws(SceneError) in
                try detent(node)
            })
    }

    /// A detent: a height when written as a number, else a name the checker looks up.
    private func detent(_ node: SceneNode) throws(SceneError) -> SceneDescription.Presentation.Detent {
        if node.tagName == .int || node.tagName == .float { return .height(try node.number()) }
        return .named(try node.name(of: "a detent: medium, large or a height"))
    }

    /// `window: {frame: [x, y, w, h]}`: the app's window on an iPad's screen.
    func window(_ node: SceneNode?) throws(SceneError) -> SceneDescription.Window? {
        guard let node else { return nil }
        let window = try node.mapping(keys: ["frame"])
        let frame = try window.required("frame", needs: "a window needs its frame on the screen, [x, y, w, h]")
        return SceneDescription.Window(frame: try frame.frame())
    }

    /// `navigationBar: {title, height}`, `true`, or `false` for none.
    func navigationBar(_ node: SceneNode?) throws(SceneError) -> SceneDescription.Bar? {
        guard let node else { return nil }
        switch node.node {
        case .mapping: return try bar(node, keys: ["title", "height"])
        case .scalar where node.tagName == .bool: return try node.flag() ? SceneDescription.Bar() : nil
        default: throw node.error("expected true or a mapping {title, height}, found \(node.found)")
        }
    }

    /// `toolbar: {height, title}`, a height, `true`, or `false` for none.
    func toolbar(_ node: SceneNode?) throws(SceneError) -> SceneDescription.Bar? {
        guard let node else { return nil }
        switch node.node {
        case .mapping: return try bar(node, keys: ["height", "title"])
        case .scalar where node.tagName == .bool: return try node.flag() ? SceneDescription.Bar() : nil
        case .scalar where node.tagName == .int || node.tagName == .float:
            return SceneDescription.Bar(height: try node.number())
        default: throw node.error("expected a height, true, or a mapping {height, title}, found \(node.found)")
        }
    }

    private func bar(_ node: SceneNode, keys: [String]) throws(SceneError) -> SceneDescription.Bar {
        let bar = try node.mapping(keys: keys)
        return SceneDescription.Bar(
            height: try bar.optional("height")?.number(), title: try bar.optional("title")?.text())
    }
}
