import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// Runs scenes.
public enum Simulation {
    /// Runs `scene` with the strategy `id` among `strategies` (the built-in ones unless given),
    /// or `nil` when none has that id.
    public static func run(
        _ scene: Scene, strategyID id: String, among strategies: [any AvoidanceStrategy.Type] = StrategyCatalog.all
    ) -> Recording? {
        guard let type = StrategyCatalog.strategy(withID: id, among: strategies) else { return nil }
        return run(scene, strategy: type.init())
    }

    /// Runs `scene` with `strategy`: builds the views, lets the strategy load, plays the
    /// timeline, and returns the recording of the whole duration.
    public static func run<S: AvoidanceStrategy>(_ scene: Scene, strategy: S) -> Recording {
        var controller = strategy
        var app = makeApp(for: scene)
        controller.viewDidLoad(in: &app)
        // What a strategy lays out when its view loads (the keyboard layout guide's resting
        // constraint) is part of the screen the recording starts from, not a change the user sees.
        app.clearHistory()
        for action in scene.timeline {
            app.run(until: action.time, controller: &controller)
            switch action.kind {
            case .tap(let id):
                if let field = app.element(named: id) { app.tap(field, controller: &controller) }
            case .returnKey:
                app.pressReturn(controller: &controller)
            case .dismiss:
                app.dismissKeyboard(controller: &controller)
            case .keyboardHeight(let height):
                app.changeKeyboardHeight(to: height, controller: &controller)
            case .type(let text, let rate):
                app.type(text, rate: rate, controller: &controller)
            case .motion(let motion):
                play(motion, in: scene, app: &app, controller: &controller)
            }
        }
        app.run(until: scene.duration, controller: &controller)
        return Recording(scene: scene, strategy: S.self, app: app)
    }

    /// Plays a keyboard motion or a user's drag (docs/scene-files.md, the timeline table).
    static func play<C: ViewController>(
        _ motion: Scene.Action.Motion, in scene: Scene, app: inout App, controller: inout C
    ) {
        switch motion {
        case .silentKeyboardHeight(let height):
            app.changeKeyboardHeightSilently(to: height, controller: &controller)
        case .hardwareKeyboard(let attached):
            app.attachHardwareKeyboard(attached, controller: &controller)
        case .keyboardMode(let mode):
            app.setKeyboardMode(mode, controller: &controller)
        case .scroll(let by, let duration):
            let onDrag = [.onDrag, .onDragWithAccessory].contains(scene.view.keyboardDismissMode)
            app.userScroll(by: by, duration: duration, dismissesOnDragStart: onDrag, controller: &controller)
        case .dragKeyboard(let to, let duration, let dismisses):
            app.dragKeyboard(to: to, duration: duration, dismisses: dismisses, controller: &controller)
        case .rotate(let orientation):
            app.rotate(to: scene.oriented(orientation).interfaceLayout, controller: &controller)
        case .switchKeyboard(let kind, let height):
            app.switchKeyboard(to: kind, height: height, controller: &controller)
        case .navigate(let move):
            navigate(move, app: &app, controller: &controller)
        }
    }

    /// Plays a push or pop of the scene's navigation controller (App+Navigation.swift).
    static func navigate<C: ViewController>(_ move: Scene.Action.Navigation, app: inout App, controller: inout C) {
        switch move {
        case .appear(let focus):
            app.appearScreen(focus: focus.flatMap { app.element(named: $0) }, controller: &controller)
        case .push: app.pushScreen(controller: &controller)
        case .pop: app.popScreen(controller: &controller)
        case .interactivePop(let progress, let duration, let finishes):
            app.interactivePop(progress: progress, duration: duration, finishes: finishes, controller: &controller)
        }
    }

    /// The view UIKit puts the root view in, if any: the sheet, the window smaller than the
    /// screen, the split view or the navigation controller's view.
    static func containerName(for scene: Scene) -> String? {
        if let presentation = scene.presentation { return presentation.containerName }
        if scene.window != nil { return "window" }
        if scene.splitView != nil { return "splitView" }
        return scene.navigationBar != nil ? "navigationController" : nil
    }

    /// The app a scene describes: the root view (a scroll view when the scene scrolls and has
    /// no toolbar), a toolbar across its top, a scroll view below the toolbar otherwise, and
    /// the elements in the scroll view or the root view. A navigation controller or an iPad split
    /// view puts the root view in a full-screen container view, as UIKit does; only the view at
    /// the top of the tree is rotated in a portrait-fixed window. A window smaller than the screen
    /// is a container at its place on the screen.
    public static func makeApp(for scene: Scene) -> App {
        let scrolls = scene.view.kind.scrolls
        let rootIsScroll = scrolls && scene.toolbar == nil
        var app = App(
            device: scene.device, orientation: scene.orientation, profile: scene.profile,
            keyboard: scene.keyboard,
            rootFrame: scene.rootFrame, rootKind: rootIsScroll ? .scroll : .plain,
            container: containerName(for: scene), containerFrame: scene.presentation?.frame ?? scene.window?.frame)
        // The views hang in a container where the window is on the screen (App.windowFrame).
        app.windowFrame = scene.window?.frame
        setUpSheet(of: scene, in: &app)
        let layout = scene.interfaceLayout
        app.topLayoutGuide = layout.topLayoutGuide
        app.windowSafeAreaInsets = layout.safeAreaInsets
        app.isInNavigationController = scene.navigationBar != nil
        app.bottomBarsHeight = layout.bottomBarsHeight
        app.librarySettings = scene.libraries
        app.librarySettings.ignoresKeyboardSafeArea = scene.view.ignoresKeyboardSafeArea
        // A table scene is a UITableViewController's view (IQKeyboardManager's disabled classes).
        if scene.view.kind == .table { app.librarySettings.viewControllerClass = "UITableViewController" }
        if scene.view.kind == .collection { app.librarySettings.viewControllerClass = "UICollectionViewController" }
        let size = scene.rootFrame.size
        var contentParent = app.rootView
        if let toolbar = scene.toolbar {
            app.addView(.toolbar, name: "toolbar", frame: Rect(x: 0, y: 0, width: size.width, height: toolbar.height))
            if scrolls {
                contentParent = app.addView(
                    .scroll, name: "scroll",
                    frame: Rect(x: 0, y: toolbar.height, width: size.width, height: size.height - toolbar.height),
                    fillsParentHeight: true)
            }
        }
        if scrolls {
            app.setContentSize(scene.view.contentSize, of: contentParent)
            app.setContentInsetAdjustmentBehavior(scene.view.contentInsetAdjustmentBehavior, of: contentParent)
            app.setContentInset(scene.view.contentInset, of: contentParent)
            // A scroll view starts at its top: −adjustedContentInset from iOS 11 (docs/facts.md §10.3).
            let inset = app.adjustedContentInset(of: contentParent)
            app.setContentOffset(Point(x: -inset.left, y: -inset.top), of: contentParent, animated: false)
        }
        app.setStackAlignment(scene.view.stack, of: contentParent)
        // A table's rows are cells holding their label and field, as UITableView lays them out.
        var cells: [String: (id: ViewID, origin: Point)] = [:]
        let cellKind = scene.view.table.map { ViewKind($0.cellClass) } ?? .tableCell
        for section in scene.view.table?.sections ?? [] {
            // A custom cell is an element of its own, made with the tree.
            for row in section.rows where !row.isElement {
                let cell = app.addView(cellKind, name: row.name, frame: row.frame, to: contentParent)
                for id in row.elementIDs { cells[id] = (cell, row.frame.origin) }
            }
        }
        // The tree, depth first without recursion: each element's view is made before its
        // subviews', so views are in tree order (the order of drawing and of moving between inputs).
        var pending: [(element: Scene.Element, parent: ViewID, frame: Rect)] = scene.view.elements.reversed().map {
            element in
            let cell = cells[element.id]
            let frame = cell.map { element.frame.offsetBy(dx: -$0.origin.x, dy: -$0.origin.y) } ?? element.frame
            return (element, cell?.id ?? contentParent, frame)
        }
        var elementOfView: [ViewID: Scene.Element] = [:]
        while let (element, parent, frame) = pending.popLast() {
            let view = addView(of: element, frame: frame, to: parent, in: scene, app: &app)
            elementOfView[view] = element
            pending += subviewsInCells(of: element, view: view, app: &app).reversed()
        }
        setUpNavigation(of: scene, in: &app)
        app.startKeyboardAccessory(scene.inputAccessory.map { scene.inputAccessoryView($0, name: "inputAccessory") })
        // Only a scene that states a layout gets the engine: the others keep today's frames exactly.
        if scene.usesLayout {
            installLayout(of: scene, in: &app, elementOfView: elementOfView)
            // An input placed by constraints has its height only now, and its font follows it.
            for (view, element) in elementOfView where element.kind.isTextInput {
                setUpText(of: element, in: view, app: &app)
            }
        }
        app.clearHistory()
        return app
    }
}

extension Simulation {
    /// The sheet the root view is presented in, when the scene has one (App+Sheet.swift).
    static func setUpSheet(of scene: Scene, in app: inout App) {
        if let presentation = scene.presentation, let container = app.superview(of: app.rootView) {
            app.sheet = App.Sheet(
                container: container, restingFrame: presentation.frame, topLimit: presentation.topLimit,
                heightAboveKeyboard: presentation.heightAboveKeyboard, isEdgeAttached: presentation.isEdgeAttached,
                largeFrame: presentation.largeFrame)
        }
    }

    /// The screens beside the scene's in its navigation controller, when its timeline pushes or
    /// pops: the scene starts on the screen before its own when its screen appears later.
    static func setUpNavigation(of scene: Scene, in app: inout App) {
        var moves = scene.timeline.compactMap { action -> Scene.Action.Navigation? in
            if case .motion(.navigate(let move)) = action.kind { move } else { nil }
        }
        guard !moves.isEmpty else { return }
        let pushedTitle = moves.lazy.compactMap { if case .push(let title) = $0 { title } else { nil } }.first
        let startsBefore: Bool
        if case .appear = moves.removeFirst() { startsBefore = true } else { startsBefore = false }
        app.setUpNavigation(
            startsBefore: startsBefore, beforeTitle: Scene.screenBeforeTitle,
            pushedTitle: pushedTitle ?? Scene.defaultPushedTitle)
    }

    /// The UIKit class of a table or collection element the scene names no class for.
    static let defaultClassName: [Scene.Element.Kind: String] = [
        .table: "UITableView", .collection: "UICollectionView",
    ]

    /// The view of one element, its text or its scroll view set up, in `parent`.
    static func addView(
        of element: Scene.Element, frame: Rect, to parent: ViewID, in scene: Scene, app: inout App
    ) -> ViewID {
        let view = app.addView(
            element.isTableCell ? ViewKind(element.cellClass) : ViewKind(element.kind), name: element.id, frame: frame,
            to: parent,
            pinnedToBottom: element.pinnedToBottom, clipsToBounds: element.clipsToBounds,
            isHidden: element.isHidden, sceneElement: true,
            className: element.scroll?.className ?? defaultClassName[element.kind])
        if element.kind.isTextInput {
            setUpText(of: element, in: view, app: &app)
            app.setInputAccessory(scene.inputAccessoryView(of: element), of: view)
        }
        if let scroll = element.scroll {
            // A content size left to constraints is zero until layout gives it one, as in UIKit.
            app.setContentSize(scroll.contentSize ?? .zero, of: view)
            app.setContentInsetAdjustmentBehavior(scroll.contentInsetAdjustmentBehavior, of: view)
            app.setContentInset(scroll.contentInset, of: view)
            // It starts at its top, as the root scroll view does (docs/facts.md §10.3).
            let inset = app.adjustedContentInset(of: view)
            app.setContentOffset(Point(x: -inset.left, y: -inset.top), of: view, animated: false)
        }
        return view
    }
}

extension Simulation {
    /// An element's subviews with the view each goes in: its own view, or for a table element the
    /// cell of each row (made here, as UITableView makes its cells), the frame then the cell's.
    fileprivate static func subviewsInCells(of element: Scene.Element, view: ViewID, app: inout App) -> [(
        element: Scene.Element, parent: ViewID, frame: Rect
    )] {
        guard let table = element.table else { return element.subviews.map { ($0, view, $0.frame) } }
        var cells: [String: (id: ViewID, origin: Point)] = [:]
        for section in table.sections {
            for row in section.rows where !row.isElement {
                let cell = app.addView(ViewKind(table.cellClass), name: row.name, frame: row.frame, to: view)
                for id in row.elementIDs { cells[id] = (cell, row.frame.origin) }
            }
        }
        return element.subviews.map { subview in
            guard let cell = cells[subview.id] else { return (subview, view, subview.frame) }
            return (subview, cell.id, subview.frame.offsetBy(dx: -cell.origin.x, dy: -cell.origin.y))
        }
    }
}

extension Simulation {
    /// A text input's text, growth and return action, its font sized from its height now.
    fileprivate static func setUpText(of element: Scene.Element, in view: ViewID, app: inout App) {
        let growth = element.grows ? TextGrowth(maxHeight: element.maxHeight) : nil
        app.setUpText(of: view, text: element.text ?? "", growth: growth, onReturn: element.onReturn)
    }
}

extension ViewKind {
    init(_ kind: Scene.Element.Kind) {
        switch kind {
        case .textField: self = .textField
        case .textView: self = .textView
        case .label: self = .label
        case .button: self = .button
        case .box: self = .box
        case .view, .stack: self = .plain
        case .scroll, .table, .collection: self = .scroll
        }
    }

    /// The view of a cell of class `cellClass`.
    init(_ cellClass: Scene.Table.CellClass) {
        switch cellClass {
        case .table: self = .tableCell
        case .list: self = .listCell
        case .collection: self = .collectionCell
        }
    }
}

extension Scene {
    /// What the app is laid out against in the scene's orientation: the root frame, the bars above
    /// it (status bar and navigation bar), the safe area, the bars across the bottom with the safe
    /// area under them, and the keyboard's height.
    var interfaceLayout: InterfaceLayout {
        InterfaceLayout(
            orientation: orientation, rootFrame: rootFrame,
            // In upright screen coordinates: a window's bars start at its top (§18).
            topLayoutGuide: window.map { $0.frame.minY + rootFrame.minY }
                ?? device.statusBar(orientation) + (navigationBar?.height ?? 0),
            safeAreaInsets: safeAreaInsets,
            bottomBarsHeight: bottomBar.map { $0.height + safeAreaInsets.bottom } ?? 0,
            keyboardHeight: keyboardHeight, toolbarHeight: toolbar?.height)
    }

    /// The bar the app gives `element`: its own (a view of its own, named after it) or the
    /// scene's (one view every input shares, so moving focus between them posts nothing new).
    func inputAccessoryView(of element: Element) -> InputAccessoryView? {
        if let own = element.inputAccessory { return inputAccessoryView(own, name: "\(element.id).inputAccessory") }
        return inputAccessory.map { inputAccessoryView($0, name: "inputAccessory") }
    }

    func inputAccessoryView(_ bar: InputAccessory, name: String) -> InputAccessoryView {
        InputAccessoryView(name: name, height: bar.height, items: bar.items)
    }
}
