import KeySlideGeometry

// Reads Xcode's XML document format: storyboards (`type="…CocoaTouch.Storyboard.XIB"`) and
// XIBs saved by Xcode 5 and later (`type="…CocoaTouch.XIB"`), both `version="3.0"`.
//
// What it takes: the device (`<device>`, or the older `<simulatedMetricsContainer>`), each
// scene's view controller with its title, storyboard identifier and the navigation and tab bar
// controllers that hold it (through `kind="relationship"` segues), and the root view's tree
// with each frame as IB saved it (`<rect key="frame">`, relative to the superview). No Auto
// Layout is solved: IB stores the frames it last laid out, which is what the canvas showed.
// Constraints, colours, fonts and actions are skipped silently because a simulation does not
// need them; an element inside `<subviews>` that this reader does not know becomes a box and a
// warning. The view-tree details live in `IBDocumentReader+Views.swift`.
struct IBDocumentReader {
    let file: String
    var warnings: WarningLog
    /// Outlet names by destination object id, first outlet in document order winning.
    var outletNames: [String: String] = [:]

    init(file: String) {
        self.file = file
        warnings = WarningLog(file: file)
    }

    mutating func read(_ document: XMLNode) -> ImportedDocument {
        let isStoryboard = document["type"]?.contains("Storyboard") ?? false
        let device = deviceHint(document)
        var screens: [ImportedScreen] = []
        if isStoryboard {
            let scenes = document.child("scenes")?.children.filter { $0.name == "scene" } ?? []
            let controllers = scenes.compactMap { scene in
                scene.child("objects")?.children.first { $0["sceneMemberID"] == "viewController" }
                    .map { (controller: $0, comment: scene.precedingComment) }
            }
            let containers = ContainerIndex(controllers: controllers.map(\.controller))
            for (controller, comment) in controllers {
                outletNames = Self.outlets(in: controller)
                if let screen = screen(
                    controller: controller, sceneComment: comment, containers: containers,
                    device: device)
                {
                    screens.append(screen)
                }
            }
        } else {
            screens = xibScreens(document.child("objects")?.children ?? [], device: device)
        }
        for index in screens.indices { screens[index].hasLayout = true }
        return ImportedDocument(
            file: file, format: isStoryboard ? .storyboard : .xibDocument, device: device, screens: screens,
            initialScreenID: document["initialViewController"], warnings: warnings.warnings)
    }

    // MARK: - Device

    private func deviceHint(_ document: XMLNode) -> DeviceHint? {
        if let device = document.child("device") {
            return DeviceHint(id: device["id"], orientation: orientation(device["orientation"]))
        }
        if let metrics = document.child("simulatedMetricsContainer") {
            let screen = metrics.child("simulatedScreenMetrics")
            let turned = metrics.child("simulatedOrientationMetrics")
            return DeviceHint(id: screen?["type"], orientation: orientation(turned?["orientation"]))
        }
        return nil
    }

    /// `portrait`, `landscape`, `landscapeRight`, `landscapeLeft` → the two orientations.
    func orientation(_ value: String?) -> ImportedOrientation? {
        guard let value else { return nil }
        if value.hasPrefix("landscape") { return .landscape }
        if value.hasPrefix("portrait") { return .portrait }
        return nil
    }

    // MARK: - Storyboard scenes

    private mutating func screen(
        controller: XMLNode, sceneComment: String?, containers: ContainerIndex, device: DeviceHint?
    ) -> ImportedScreen? {
        let id = controller["id"] ?? ""
        switch controller.name {
        case "navigationController", "tabBarController", "pageViewController", "splitViewController":
            return nil  // containers: their bars are given to the screens they hold
        case "viewControllerPlaceholder":
            let target = controller["storyboardName"] ?? "another storyboard"
            warn(
                controller, "a reference to \(target); import that storyboard to get its screens",
                kind: "a reference to another storyboard")
            return nil
        default:
            break
        }
        guard let rootNode = controller.child(key: "view") else {
            warn(
                controller,
                "view controller \(id) has no view in this file (its view is made in code or "
                    + "loaded from a nib); skipped", kind: "a view controller without a view")
            return nil
        }
        let root = LayoutFinishing.finished(view(rootNode))
        let navigationItem = controller.child("navigationItem", key: "navigationItem")
        let metrics = simulatedBars(controller, rootNode)
        let held = containers.chain(of: id)
        var screen = ImportedScreen(
            id: id,
            title: controller["title"] ?? navigationItem?["title"] ?? controller["userLabel"] ?? sceneComment
                ?? controller.child("tabBarItem")?["title"],
            storyboardIdentifier: controller["storyboardIdentifier"],
            controllerClass: controller["customClass"],
            rootSize: root.frame.size,
            orientation: orientation(controller.child(key: "simulatedOrientationMetrics")?["orientation"])
                ?? device?.orientation,
            containers: held.map(\.container),
            navigationBar: navigationBar(held: held, item: navigationItem, metrics: metrics)
                .map { bar in
                    var bar = bar
                    bar.title = bar.title ?? controller["title"]  // UIKit shows the controller's title
                    return bar
                },
            toolbar: toolbar(held: held, controller: controller, metrics: metrics),
            tabBar: tabBar(held: held, metrics: metrics),
            simulatedBars: metrics, root: root, sourceLine: controller.line)
        for guide in controller.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            if guide["type"] == "top" { screen.topLayoutGuideID = guide["id"] }
            if guide["type"] == "bottom" { screen.bottomLayoutGuideID = guide["id"] }
        }
        screen.isFreeform = controller.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
        return screen
    }

    private func navigationBar(held: [ContainerIndex.Entry], item: XMLNode?, metrics: SimulatedBars)
        -> ImportedBar?
    {
        let title = item?["title"]
        let items = item.map(Self.barItemTitles) ?? []
        if let navigation = held.first(where: { $0.container.kind == .navigationController }) {
            // "Shows Navigation Bar" off: the controller keeps its bar hidden.
            if navigation.node["navigationBarHidden"] == "YES" { return nil }
            let bar = navigation.node.child("navigationBar", key: "navigationBar")
            return ImportedBar(kind: .navigationBar, frame: bar.flatMap(Self.frame), title: title, items: items)
        }
        guard metrics.topBar == .shown("navigationBar") else { return nil }
        return ImportedBar(kind: .navigationBar, title: title, items: items)
    }

    /// A navigation controller shows a toolbar with the top controller's `toolbarItems` only
    /// when IB's "Shows Toolbar" is on, which it saves as `toolbarHidden="NO"`.
    private func toolbar(held: [ContainerIndex.Entry], controller: XMLNode, metrics: SimulatedBars) -> ImportedBar? {
        let items = controller.child("toolbarItems").map(Self.barItemTitles) ?? []
        if let navigation = held.first(where: { $0.container.kind == .navigationController }),
            navigation.node["toolbarHidden"] == "NO"
        {
            let bar = navigation.node.child("toolbar", key: "toolbar")
            return ImportedBar(kind: .toolbar, frame: bar.flatMap(Self.frame), items: items)
        }
        guard metrics.bottomBar == .shown("toolbar") else { return nil }
        return ImportedBar(kind: .toolbar, items: items)
    }

    private func tabBar(held: [ContainerIndex.Entry], metrics: SimulatedBars) -> ImportedBar? {
        if let tabs = held.first(where: { $0.container.kind == .tabBarController }) {
            let bar = tabs.node.child("tabBar", key: "tabBar")
            return ImportedBar(kind: .tabBar, frame: bar.flatMap(Self.frame), items: tabs.tabTitles)
        }
        guard metrics.bottomBar == .shown("tabBar") else { return nil }
        return ImportedBar(kind: .tabBar)
    }

    /// Titles of bar button items below `node`: the title when set, else the system item
    /// (`done`, `cancel`), in document order.
    static func barItemTitles(_ node: XMLNode) -> [String] {
        var titles: [String] = []
        node.forEachDescendant { item in
            if item.name == "barButtonItem", let title = item["title"] ?? item["systemItem"] { titles.append(title) }
        }
        return titles
    }

    // MARK: - XIB top-level objects

    private mutating func xibScreens(_ objects: [XMLNode], device: DeviceHint?) -> [ImportedScreen] {
        let owner = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        outletNames = [:]
        for object in objects {
            for (destination, name) in Self.outlets(in: object) where outletNames[destination] == nil {
                outletNames[destination] = name
            }
        }
        let ownerView = owner?.child("connections")?.children
            .first { $0.name == "outlet" && $0["property"] == "view" }?["destination"]
        var screens: [ImportedScreen] = []
        for object in objects where object.name != "placeholder" && object.name != "customObject" {
            if object.name.hasSuffix("Controller"), let rootNode = object.child(key: "view") {
                let root = LayoutFinishing.finished(view(rootNode))
                let metrics = simulatedBars(object, rootNode)
                let item = object.child("navigationItem", key: "navigationItem")
                screens.append(
                    ImportedScreen(
                        id: object["id"] ?? root.id, title: object["title"] ?? object["userLabel"],
                        controllerClass: object["customClass"], rootSize: root.frame.size,
                        orientation: device?.orientation,
                        navigationBar: navigationBar(held: [], item: item, metrics: metrics),
                        toolbar: toolbar(held: [], controller: object, metrics: metrics),
                        tabBar: tabBar(held: [], metrics: metrics), simulatedBars: metrics, root: root,
                        sourceLine: object.line))
            } else if Self.viewElements[object.name] != nil || object.name == "window" {
                let root = LayoutFinishing.finished(view(object))
                let metrics = simulatedBars(object)
                let ownsIt = ownerView != nil && ownerView == object["id"]
                screens.append(
                    ImportedScreen(
                        id: object["id"] ?? root.id,
                        title: object["userLabel"] ?? (ownsIt ? owner?["customClass"] : nil),
                        controllerClass: ownsIt ? owner?["customClass"] : nil, rootSize: root.frame.size,
                        orientation: orientation(object.child(key: "simulatedOrientationMetrics")?["orientation"])
                            ?? device?.orientation,
                        navigationBar: navigationBar(held: [], item: nil, metrics: metrics),
                        toolbar: toolbar(held: [], controller: object, metrics: metrics),
                        tabBar: tabBar(held: [], metrics: metrics), simulatedBars: metrics, root: root,
                        sourceLine: object.line))
            } else {
                warn(
                    object, "top-level \(object.name) is not a view or view controller; skipped",
                    kind: "a top-level object that is not a view or view controller")
            }
        }
        return screens
    }

    // MARK: - Shared parts

    /// Outlet names by destination id for every `<outlet>` below `node`, first one winning.
    static func outlets(in node: XMLNode) -> [String: String] {
        var names: [String: String] = [:]
        node.forEachDescendant { outlet in
            if outlet.name == "outlet", let destination = outlet["destination"], let property = outlet["property"],
                names[destination] == nil
            {
                names[destination] = property
            }
        }
        return names
    }

    /// The simulated status, top and bottom bars, from the first of `nodes` that says anything
    /// about each (a view controller first, then its root view, as XIBs keep them on the view).
    func simulatedBars(_ nodes: XMLNode...) -> SimulatedBars {
        func bar(_ key: String) -> SimulatedBar {
            for node in nodes {
                guard let metric = node.child(key: key) else { continue }
                switch metric.name {
                case "nil": return .none
                case "simulatedStatusBarMetrics": return .shown("statusBar")
                case "simulatedNavigationBarMetrics": return .shown("navigationBar")
                case "simulatedTabBarMetrics": return .shown("tabBar")
                case "simulatedToolbarMetrics": return .shown("toolbar")
                default: return .shown(metric.name)
                }
            }
            return .unspecified
        }
        return SimulatedBars(
            statusBar: bar("simulatedStatusBarMetrics"), topBar: bar("simulatedTopBarMetrics"),
            bottomBar: bar("simulatedBottomBarMetrics"))
    }

    /// `<rect key="frame" x= y= width= height=>` of `node`, when present and numeric; or the
    /// `<frame key="frameInset" minX= minY= width= height=>` Xcode 8 wrote instead, an absent
    /// `minX` or `minY` being 0. An inset given by its distance from the far edge (`maxX`,
    /// `maxY` without a width or height) needs the superview's size and is not read.
    static func frame(of node: XMLNode) -> Rect? {
        if let rect = node.child("rect", key: "frame") {
            guard let x = number(rect["x"]), let y = number(rect["y"]),
                let width = number(rect["width"]), let height = number(rect["height"])
            else { return nil }
            return Rect(x: x, y: y, width: width, height: height)
        }
        guard let inset = node.child("frame", key: "frameInset"),
            let width = number(inset["width"]), let height = number(inset["height"])
        else { return nil }
        return Rect(x: number(inset["minX"]) ?? 0, y: number(inset["minY"]) ?? 0, width: width, height: height)
    }

    static func number(_ text: String?) -> Double? {
        text.flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// `kind` groups warnings whose messages name different things (`WarningLog.add`).
    mutating func warn(_ node: XMLNode, _ message: String, kind: String? = nil) {
        warnings.add(line: node.line, element: node.name, message: message, kind: kind)
    }
}

/// Which containers hold which view controllers, from the `relationship` segues of every
/// navigation and tab bar controller in the storyboard.
struct ContainerIndex {
    struct Entry {
        var container: ImportedContainer
        var node: XMLNode
        /// A tab bar controller's tab titles, in segue order.
        var tabTitles: [String]
    }

    private var parentOf: [String: Entry] = [:]

    init(controllers: [XMLNode]) {
        let byID = Dictionary(controllers.compactMap { node in node["id"].map { ($0, node) } }) { first, _ in first }
        for node in controllers {
            let kind: ImportedContainer.Kind
            switch node.name {
            case "navigationController": kind = .navigationController
            case "tabBarController": kind = .tabBarController
            default: continue
            }
            let children =
                node.child("connections")?.children.filter {
                    $0.name == "segue" && $0["kind"] == "relationship"
                        && ($0["relationship"] == "rootViewController" || $0["relationship"] == "viewControllers")
                }.compactMap { $0["destination"] } ?? []
            let titles = children.compactMap { byID[$0].flatMap(Self.tabTitle) }
            let entry = Entry(
                container: ImportedContainer(kind: kind, id: node["id"] ?? ""), node: node,
                tabTitles: titles)
            for child in children where parentOf[child] == nil {
                parentOf[child] = entry
            }
        }
        addPushes(controllers)
    }

    /// A screen a `show` (or the older `push`) segue leads to from a screen in a navigation
    /// controller is pushed onto that controller's stack, so it gets its navigation bar: in file
    /// order, until no screen is added (at most once per screen).
    private mutating func addPushes(_ controllers: [XMLNode]) {
        var pushes: [(source: String, destination: String)] = []
        for node in controllers {
            guard let source = node["id"] else { continue }
            node.forEachDescendant { segue in
                if segue.name == "segue", segue["kind"] == "show" || segue["kind"] == "push",
                    let destination = segue["destination"]
                {
                    pushes.append((source, destination))
                }
            }
        }
        var added = true
        while added {
            added = false
            for push in pushes where parentOf[push.destination] == nil {
                guard
                    let navigation = chain(of: push.source).first(where: { $0.container.kind == .navigationController })
                else { continue }
                parentOf[push.destination] = navigation
                added = true
            }
        }
    }

    /// A tab's title: the child's tab bar item, or for a navigation controller its own item.
    private static func tabTitle(_ node: XMLNode) -> String? {
        node.child("tabBarItem")?["title"] ?? node["title"]
    }

    /// The containers around `id`, innermost first; stops at a loop or after 16 levels.
    func chain(of id: String) -> [Entry] {
        var result: [Entry] = []
        var current = id
        while let entry = parentOf[current], result.count < 16,
            !result.contains(where: { $0.container.id == entry.container.id })
        {
            result.append(entry)
            current = entry.container.id
        }
        return result
    }
}
