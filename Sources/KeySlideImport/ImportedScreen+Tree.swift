import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

// A screen Interface Builder lays out with Auto Layout, as a scene that lays itself out: the
// device the user names (or the file's canvas device), the root view as the view controller
// gives it on that device, and the tree of `TreeMapping`.

/// The device and orientation to lay an imported screen out for; nil: the file's own.
public struct ImportTarget: Hashable, Sendable {
    /// A device preset's name (`keyslide devices`), checked by the caller.
    public var device: String?
    public var orientation: ImportedOrientation?
    /// Keep the frames the file saved, in one flat list, instead of the tree and its layout.
    public var savedFrames: Bool

    public init(device: String? = nil, orientation: ImportedOrientation? = nil, savedFrames: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.savedFrames = savedFrames
    }
}

extension ImportedScreen {
    /// The screen as a laid-out tree, or nil when it does not use Auto Layout or its tree is
    /// more than a scene holds (then its saved frames are used, as before).
    func treeScene(deviceHint: DeviceHint?, target: ImportTarget, fallbackNotes: inout [String]) -> ImportedScene? {
        guard hasLayout, !target.savedFrames else { return nil }
        var notes: [String] = []
        let orientation =
            target.orientation ?? deviceHint?.orientation ?? orientation
            ?? (rootSize.width > rootSize.height ? .landscape : .portrait)
        let upright: Orientation = orientation == .landscape ? .landscape : .portrait
        let device: Device
        if let name = target.device, let named = Device.named(name) {
            device = named
            notes.append("laid out for \(named.name), as asked")
        } else {
            let canvas = SceneMapping.device(for: deviceHint?.id, rootSize: rootSize, orientation: orientation)
            device = canvas.preset
            notes.append(canvas.note)
        }
        let screenSize = device.screen(upright)
        let navigationBar = sceneNavigationBar(statusBar: device.statusBar(upright))
        var rootNotes: [String] = []
        let rootFrame = treeRootFrame(on: screenSize, notes: &rootNotes)
        let bars = self.bars(rootFrame: rootFrame ?? .zero, rootHeight: screenSize.height, notes: &rootNotes)
        // Without a frame the root starts below the status and navigation bars (the scene's default).
        let top = device.statusBar(upright) + (navigationBar != nil ? device.navigationBarHeight[upright] : 0)
        let rootSize = rootFrame?.size ?? Size(width: screenSize.width, height: screenSize.height - top)
        var tree = TreeMapping(screen: self, rootSize: rootSize, device: device, orientation: upright)
        // The scene draws a dump's bar where it stands for the scene's; elsewhere (a sheet's) it stays a view.
        tree.navigationBarIsTheScenes = isRunningApp && navigationBar != nil
        guard let elements = tree.elements() else {
            fallbackNotes += tree.notes
            return nil
        }
        if isRunningApp {
            notes.append(
                "the dump's frames, as UIKit laid them out in the app, each under its superview; on a screen "
                    + "of another size each view moves by its autoresizing mask")
        } else if tree.constraintCount == 0 {
            // Xcode gives a view without constraints ones made from its frame and mask at build time.
            notes.append(
                "the file has no Auto Layout constraints: every view keeps its saved frame, moved by its "
                    + "autoresizing mask on a screen of another size")
        } else {
            notes.append("laid out by the file's Auto Layout constraints (\(tree.constraintCount) kept)")
        }
        if tree.droppedConstraints > 0 {
            notes.append("\(tree.droppedConstraints) constraints left out; each is a warning at its line")
        }
        notes += tree.notes + rootNotes
        let inputs = Self.inputs(Self.rowCells(tree.rootSections ?? []) + elements)
        let timeline = SceneMapping.defaultTimeline(inputs)
        if timeline.isEmpty { notes.append("no text field or text view, so the timeline is empty") }
        var view = SceneDescription.View(elements: elements)
        if let sections = tree.rootSections {
            // A UITableViewController's static table: its rows laid out by the scene's table.
            view.type = "table"
            view.style = root.staticTable?.style
            view.sections = sections
            notes.append("a static table: its sections and cells as the file gives them, rows where Xcode saved them")
        } else if root.kind == .tableView, let height = TreeMapping.tableContentHeight(of: root) {
            // A UITableViewController's table scrolls its cells, inset below the bars by its
            // safe area (iOS 11 on), so the first one is not under the navigation bar.
            view.type = "scroll"
            view.contentSize = Size(width: rootSize.width, height: height)
            notes.append("the table view scrolls its cells, kept where the file puts them in its content")
        }
        let description = SceneDescription(
            title: title ?? storyboardIdentifier, device: device.name, orientation: orientation.rawValue,
            rootFrame: rootFrame, navigationBar: navigationBar.map { SceneDescription.Bar(title: $0.title) },
            toolbar: bars.toolbar, view: view, timeline: timeline,
            tabBar: bars.tabBar, bottomToolbar: bars.bottomToolbar)
        var scene = ImportedScene(description: description, notes: notes, skipped: tree.skipped)
        scene.warnings = tree.warnings.warnings
        return scene
    }

    /// The navigation bar the scene draws: the file's; from a dump, only a bar right under the
    /// status bar, where the scene draws its own (a bar in a sheet or a popover stays a view of
    /// the tree, and gives no safe area to the screen).
    private func sceneNavigationBar(statusBar: Double) -> ImportedBar? {
        guard isRunningApp else { return navigationBar }
        return navigationBar.flatMap { bar in
            bar.frame.map { abs(root.frame.minY + $0.minY - statusBar) <= 0.5 } == true ? bar : nil
        }
    }

    /// A dump's root is where the app had it. A view controller's root fills the screen (under
    /// the bars, whose height is its safe area) when the file draws it from the top, else it
    /// starts below the bars (an opaque navigation bar): the scene's default. A freeform or
    /// embedded view keeps its own size.
    private func treeRootFrame(on screen: Size, notes: inout [String]) -> Rect? {
        if isRunningApp { return SceneMapping.clipped(root.frame, to: screen) }
        let isScreen =
            !isFreeform && (controllerClass != nil || containers.count > 0 || root.frame.width >= 320)
            && root.frame.height >= 400
        if isScreen {
            return root.frame.minY > 0 ? nil : Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        }
        let kept = SceneMapping.clipped(Rect(origin: .zero, size: root.frame.size), to: screen)
        notes.append("the root view keeps its own size \(SceneMapping.dimensions(root.frame.size)) (not a full screen)")
        return kept
    }

    /// The text inputs a tap can focus, in tree order (the order the return key moves in).
    static func inputs(_ elements: [SceneDescription.Element]) -> [(element: SceneDescription.Element, frame: Rect)] {
        var result: [(SceneDescription.Element, Rect)] = []
        var pending = Array(elements.reversed())
        while let element = pending.popLast() {
            if element.hidden == true { continue }
            if element.type == "textField" || element.type == "textView" { result.append((element, element.frame)) }
            pending += (rowCells(element.sections ?? []) + (element.arrangedSubviews ?? element.subviews)).reversed()
        }
        return result
    }

    /// A static table's rows as containers of their subviews, for walking the tree.
    static func rowCells(_ sections: [SceneDescription.TableSection]) -> [SceneDescription.Element] {
        sections.flatMap(\.rows).map { row in
            var cell = SceneDescription.Element(type: "view", id: "", frame: .zero)
            cell.subviews = row.subviews ?? []
            return cell
        }
    }
}
