import KeySlideGeometry
import Yams

/// Turns the parsed tree of a scene file into a `SceneDescription`, has `Scene.checked`'s checker
/// check it, and places the checker's errors in the file.
///
/// The reader knows only about the text: YAML types (a number, a list of four numbers, a name),
/// the keys a mapping may have and the keys it must have. Every default, limit and cross-reference
/// is the checker's, so an importer that builds a `SceneDescription` gets the same checks. When the
/// checker names a path (`view.elements[0].frame[2]`), the reader looks up the node at that path
/// and adds its line and column, and the checker quotes numbers as the file wrote them.
///
/// Reading is split by topic: `+Chrome` (settings, keyboard, bars, split view, root frame), `+View`
/// (the view and its elements), `+Timeline`. The format is documented in docs/scene-files.md.
struct SceneReader {
    /// The file name used in errors.
    let file: String
    /// The scene's name (file name without extension): the default title.
    let name: String
    /// Strategy ids a scene may list under `strategies:`.
    let knownStrategies: [String]
    /// Reads `view: {layout: …}` references; `nil` refuses them.
    var layouts: (any LayoutResolver)?
    /// The file's text, for placing an error inside a value (a constraint's column); `nil` places
    /// such errors at the value.
    var source: String?
    /// Values from outside the file that replace its own (`SceneOverrides`).
    var overrides = SceneOverrides()
    /// Where warnings go (`file:line:col: warning: …`), once the scene is checked; `nil` drops them.
    var warn: (@Sendable (String) -> Void)?

    /// Every top-level key, in documentation order (the order messages list them in).
    static let topLevelKeys = [
        "title", "device", "profile", "orientation", "appearance", "bezel", "fps", "duration", "rootFrame",
        "navigationBar",
        "toolbar", "splitView", "presentation", "window", "keyboard", "settings", "view", "timeline", "strategies",
        "safeArea",
        "libraries", "tabBar", "bottomToolbar", "inputAccessory", "expect",
    ]

    func scene(from root: Node?) throws(SceneError) -> Scene {
        guard let root else {
            throw SceneError(file: file, message: "the file is empty; a scene needs at least a 'view' with 'elements'")
        }
        let top = SceneNode(node: root, path: "", file: file)
        var description = try self.description(from: top)
        var layoutFile: String?
        if let reference = try layoutReference(top) {
            description = try withLayout(reference, in: description, top: top)
            layoutFile = reference.path
        }
        description = overrides.applied(to: description)

        var nodes: [String: SceneNode] = [:]
        top.index(into: &nodes)
        // `toolbar: 44` writes the height without its key: the checker's `toolbar.height` is that node.
        if let toolbar = nodes["toolbar"], toolbar.node.scalar != nil { nodes["toolbar.height"] = toolbar }
        let checker = SceneChecker(
            name: name, knownStrategies: knownStrategies, spelling: { nodes[$0]?.node.scalar?.string })
        do {
            var scene = try checker.scene(from: description)
            // A constraint's place becomes its line and column, which warnings about it name.
            scene.view.changeElements { element in
                for index in element.constraints.indices {
                    guard let mark = nodes[element.constraints[index].place]?.node.mark else { continue }
                    element.constraints[index].place = "\(file):\(mark.line):\(mark.column)"
                }
            }
            if let warn {
                for line in warnings(for: scene, description: description, nodes: nodes) { warn(line) }
            }
            return scene
        } catch {
            // A value the file did not write came from the layout: name that file instead.
            throw nodes[error.path]?.error(error.message)
                ?? SceneError(file: layoutFile ?? file, path: error.path, message: error.message)
        }
    }

    /// The file's values, typed but not checked: sections in the order the checker takes them.
    private func description(from top: SceneNode) throws(SceneError) -> SceneDescription {
        let top = try top.mapping(keys: Self.topLevelKeys)
        let (device, customDevice) = try self.device(top.optional("device"))
        let orientation = try top.optional("orientation")?.name(of: "an orientation")
        let profile = try top.optional("profile")?.name(of: "a profile name")
        let appearance = try top.optional("appearance")?.name(of: "an appearance")
        let bezel = try top.optional("bezel")?.flag()
        let settings = try self.settings(top.optional("settings"))
        let keyboard = try self.keyboard(top.optional("keyboard"))
        let splitView = try self.splitView(top.optional("splitView"))
        let presentation = try self.presentation(top.optional("presentation"))
        let window = try self.window(top.optional("window"))
        let navigationBar = try self.navigationBar(top.optional("navigationBar"))
        let rootFrame = try top.optional("rootFrame")?.frame()
        let toolbar = try self.toolbar(top.optional("toolbar"))
        let view = try self.view(top.required("view", needs: "a scene needs a 'view' with its 'elements'"))
        let timeline = try self.timeline(top.optional("timeline"))
        let duration = try top.optional("duration")?.number()
        let fps = try top.optional("fps")?.wholeNumber(
            expected: SceneChecker.expectedWholeNumber(in: Scene.frameRates))
        let title = try top.optional("title")?.text()
        let strategies = try self.strategies(top.optional("strategies"))
        let safeArea = try top.optional("safeArea")?.numbers(count: 4, shape: "[top, left, bottom, right]")
        let (iqKeyboardManager, keyboardLayoutGuide) = try libraries(top.optional("libraries"))
        let tabBar = try bottomBar(top.optional("tabBar"))
        let bottomToolbar = try bottomBar(top.optional("bottomToolbar"))
        let inputAccessory = try bottomBar(top.optional("inputAccessory"))
        let expect = try expectations(top.optional("expect"))
        var description = SceneDescription(
            title: title, device: device, customDevice: customDevice, profile: profile, orientation: orientation,
            fps: fps,
            duration: duration, rootFrame: rootFrame, navigationBar: navigationBar, toolbar: toolbar,
            splitView: splitView, keyboard: keyboard, settings: settings, view: view, timeline: timeline,
            strategies: strategies,
            safeArea: safeArea.map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) },
            iqKeyboardManager: iqKeyboardManager, keyboardLayoutGuide: keyboardLayoutGuide, tabBar: tabBar,
            bottomToolbar: bottomToolbar, inputAccessory: inputAccessory, expect: expect, appearance: appearance,
            bezel: bezel)
        description.presentation = presentation
        description.window = window
        return description
    }

    private func strategies(_ node: SceneNode?) throws(SceneError) -> [String]? {
        guard let node else { return nil }
        var ids: [String] = []
        for item in try node.list(of: "strategy ids") { ids.append(try item.name(of: "a strategy id")) }
        return ids
    }
}
