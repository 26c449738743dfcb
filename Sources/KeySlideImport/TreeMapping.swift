import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

// A screen laid out with Auto Layout, mapped to a scene as a tree: every view under its
// superview as nested `subviews` (a stack view's as `arrangedSubviews`), its constraints in the
// scene's syntax (`TreeMapping+Constraints.swift`), its autoresizing mask, and the sizes
// Interface Builder measured with the app's fonts. The scene then lays the screen out on any
// device, as UIKit would, instead of drawing the frames one canvas saved.

/// Where a constraint's item points, before it is written relative to an element.
enum ConstraintTarget: Hashable {
    /// A view that became an element, by its IB id.
    case view(String)
    case root
    case safeArea(owner: String)
    case margins(owner: String)
    case topLayoutGuide
    case bottomLayoutGuide
    /// The root view's `keyboardLayoutGuide` (`<keyboardLayoutGuide key="keyboard">`).
    case keyboard
}

struct TreeMapping {
    let screen: ImportedScreen
    /// The device's size classes, which decide the `<variation>`s that apply.
    let widthIsRegular: Bool
    let heightIsRegular: Bool
    /// The root view's side margin on the device, which its table cells share
    /// (`Device.systemMinimumSideMargin`).
    let cellSideMargin: Double
    var ids = SceneMapping(base: ImportedView(kind: .view, className: "UIView", frame: .zero))
    /// Element id of each IB view id, and the IB id of each view's superview (the root's too).
    var elementID: [String: String] = [:]
    var superviewOf: [String: String] = [:]
    var viewsByID: [String: ImportedView] = [:]
    /// The owner of each layout guide id.
    var guides: [String: ConstraintTarget] = [:]
    /// IB ids of the views translated from autoresizing masks (`translatesAutoresizing…` YES).
    var translated: Set<String> = []
    /// Constraints by the element id they are written on, in file order.
    var written: [String: [SceneDescription.ConstraintText]] = [:]
    var usedConstraintIDs: Set<String> = []
    var notes: [String] = []
    var skipped: [SkippedView] = []
    var elementCount = 0
    /// Whether the scene draws the screen's navigation bar in place of the dump's bar view.
    var navigationBarIsTheScenes = false
    var constraintCount = 0
    var droppedConstraints = 0
    /// A root static table's sections (`elements()` fills them in).
    var rootSections: [SceneDescription.TableSection]?
    var warnings: WarningLog

    /// The root view's size in the scene.
    let rootSize: Size

    init(screen: ImportedScreen, rootSize: Size, device: Device, orientation: Orientation) {
        self.screen = screen
        self.rootSize = rootSize
        warnings = WarningLog(file: screen.file)
        widthIsRegular = device.hasRegularWidth(orientation)
        heightIsRegular = device.isPad || !orientation.isLandscape
        cellSideMargin = device.systemMinimumSideMargin(orientation)
    }

    /// The root's subviews as elements, with their constraints; nil when the tree is more than
    /// a scene holds (elements, depth, constraints), and the flat mapping takes the screen.
    mutating func elements() -> [SceneDescription.Element]? {
        index(screen.root, superview: nil, depth: 0)
        guard elementCount <= Scene.maximumElements else {
            notes.append(
                "the screen has \(elementCount) views and a scene holds \(Scene.maximumElements): its frames are "
                    + "kept as saved, not laid out")
            return nil
        }
        convertConstraints()
        guard constraintCount <= Scene.maximumConstraints else {
            notes.append(
                "the screen has \(constraintCount) constraints and a scene holds \(Scene.maximumConstraints): "
                    + "its frames are kept as saved, not laid out")
            return nil
        }
        let resize = (from: screen.root.frame.size, to: rootSize)
        skipPrototypeCells(of: screen.root)
        if screen.root.staticTable != nil {
            rootSections = staticSections(of: screen.root)
            // A root table's other views (a header view) sit on top of its rows, in its content.
            return children(of: screen.root).filter { $0.kind != .tableCell }.map { element($0, resize: resize) }
        }
        return children(of: screen.root).map { element($0, resize: resize) }
    }

    /// The subviews of `view` installed on this device (a `<variation>` may remove one).
    func children(of view: ImportedView) -> [ImportedView] {
        guard !view.kind.isLeaf else { return [] }
        return view.children.filter {
            view.layout.installs($0.sourceID, widthIsRegular: widthIsRegular, heightIsRegular: heightIsRegular)
                && reasonToLeaveOut($0) == nil
        }
    }

    /// Why a view the file installs is not an element: the scene draws it, or its frame is
    /// one no scene holds (a dump may print `1e308`).
    private func reasonToLeaveOut(_ view: ImportedView) -> String? {
        if navigationBarIsTheScenes, view.kind == .navigationBar { return "drawn as the scene's navigation bar" }
        guard SceneMapping.fitsInScene(view.frame) else {
            let limit = Scene.maximumLength.readable()
            return "its frame is beyond what a scene allows (sizes from 0 to \(limit) pt, positions within it)"
        }
        return nil
    }

    /// Gives every view below the root an element id, and records superviews and guides.
    private mutating func index(_ view: ImportedView, superview: String?, depth: Int) {
        let key = view.sourceID ?? "#\(viewsByID.count)"
        viewsByID[key] = view
        if let superview { superviewOf[key] = superview }
        if depth > 0 {
            elementCount += 1
            elementID[key] = ids.uniqueID(for: view)
            if view.layout.translatesAutoresizingMask { translated.insert(key) }
        }
        if let guide = view.layout.safeAreaGuideID { guides[guide] = .safeArea(owner: key) }
        if let guide = view.layout.marginsGuideID { guides[guide] = .margins(owner: key) }
        if let guide = view.layout.keyboardGuideID, depth == 0 { guides[guide] = .keyboard }
        for child in view.kind.isLeaf ? [] : view.children {
            guard let reason = reasonToLeaveOut(child) else { continue }
            skipped.append(
                SkippedView(
                    className: child.className, id: child.id, frame: child.frame, reason: reason,
                    sourceLine: child.sourceLine))
        }
        for child in children(of: view) { index(child, superview: key, depth: depth + 1) }
        if view.staticTable != nil { nameStaticCells(of: view, tableID: depth > 0 ? elementID[key] : nil) }
    }

    /// The scene element for `view` and everything below it.
    /// `resize`: the superview's size in the file and in the scene, when the scene gives that
    /// size (the root's, or an autoresizing view's), so an autoresizing view's frame is made
    /// for it here as UIKit would resize it; a view placed by constraints gets its frame as saved
    /// and its autoresizing subviews follow it when layout sizes it.
    mutating func element(_ view: ImportedView, resize: (from: Size, to: Size)?) -> SceneDescription.Element {
        let key = view.sourceID ?? ""
        let id = elementID[key] ?? view.id
        var element = SceneDescription.Element(
            type: Self.elementType(view), id: id, frame: view.frame,
            text: SceneMapping.fitted(Self.shownText(view), of: view, "text", notes: &notes))
        if element.type == "textField" {
            // Only a text field shows a placeholder in a scene.
            element.placeholder = SceneMapping.fitted(view.placeholder, of: view, "placeholder", notes: &notes)
            element.borderStyle = view.borderStyle != "roundedRect" ? view.borderStyle : nil
        }
        if element.type == "textField" || element.type == "textView", view.returnKeyType != "default" {
            element.returnKeyType = view.returnKeyType
        }
        if view.isHidden { element.hidden = true }
        element.constraints = written[id] ?? []
        if view.kind == .tableCell {
            // A table gives its cells its own width (less an inset group's side insets).
            element.autoresizing = ["flexibleWidth"]
        } else if view.className == "UITableViewCellContentView" {
            element.autoresizing = ["flexibleWidth", "flexibleHeight"]  // a cell's content fills it
        } else if translated.contains(key) {
            element.autoresizing = view.layout.autoresizingMask ?? []
        } else if element.constraints.isEmpty, isConstrained(key) {
            // Placed by constraints other views hold: an always-true one of its own says so.
            element.constraints = [SceneDescription.ConstraintText("width >= 0")]
        }
        if Self.measures(view), !view.layout.isMisplaced {
            element.intrinsicSize = view.frame.size
        } else if let size = Self.estimatedSize(view) {
            element.intrinsicSize = size
        }
        if view.layout.hugging != [250, 250] || view.kind == .label { element.hugging = view.layout.hugging }
        if view.layout.compressionResistance != [750, 750] {
            element.compressionResistance = view.layout.compressionResistance
        }
        var inner: (from: Size, to: Size)?
        if let mask = element.autoresizing, let resize {
            element.frame = Self.autoresized(view.frame, mask: Set(mask), from: resize.from, to: resize.to)
            inner = (view.frame.size, element.frame.size)
        }
        if view.staticTable != nil {
            staticTableElement(view, into: &element)
            return element
        }
        let subviews = children(of: view).map { self.element($0, resize: inner) }
        skipPrototypeCells(of: view)
        if element.type == "stack", screen.isRunningApp {
            // A dump prints a stack view's arranged frames but not its axis or spacing: the
            // frames are kept, in a plain container.
            element.type = "view"
            notes.append(
                "stack view \(id) keeps the frames the dump gives its arranged subviews (a dump prints no "
                    + "axis, alignment or spacing)")
        }
        switch element.type {
        case "stack":
            element.axis = view.axis ?? "horizontal"
            element.spacing = view.layout.spacing
            element.alignment = view.layout.alignment
            element.distribution = view.layout.distribution
            element.arrangedSubviews = subviews
        case "scroll":
            element.subviews = subviews
            element.contentSize = Self.contentSize(of: view)
            if let dumped = view.adjustedContentInset, dumped != .zero {
                // What UIKit had given it in the app (bars, safe area, the app's own inset) is
                // kept whole, so the safe area's adjustment must not add to it.
                element.contentInset = dumped
                element.contentInsetAdjustmentBehavior = "never"
            }
        default:
            element.subviews = subviews
        }
        return element
    }

    /// Whether any constraint names the view, so it is placed by constraints in the app.
    private func isConstrained(_ key: String) -> Bool {
        guard let superview = superviewOf[key], let parent = viewsByID[superview] else { return false }
        if parent.kind == .stackView { return false }  // the stack places it
        return mentioned.contains(key)
    }

    /// IB ids named by an installed constraint, filled by `convertConstraints`.
    var mentioned: Set<String> = []

    static func elementType(_ view: ImportedView) -> String {
        switch view.kind {
        case .textField, .textView:
            // Drawn, but never the keyboard's: the app cannot focus it.
            view.layout.isInteractionDisabled || view.layout.isNotEditable ? "label" : view.kind.name
        case .button, .label: view.kind.name
        case .stackView: "stack"
        case .scrollView, .tableView: "scroll"
        case .view, .tableCell: "view"
        case .imageView, .switch, .segmentedControl, .navigationBar, .toolbar, .tabBar, .box: "box"
        }
    }

    /// A label's or button's text, a box's class; an input's text unless empty (the placeholder
    /// shows); a field the app cannot focus shows its text or else its placeholder. Uncut: the
    /// caller cuts it to what a scene holds, with a note.
    static func shownText(_ view: ImportedView) -> String? {
        let text: String?
        switch elementType(view) {
        case "box": text = SceneMapping.boxName(view)
        case "label" where view.kind == .textField || view.kind == .textView:
            text = view.text?.isEmpty == false ? view.text : view.placeholder
        default: text = view.text == "" ? nil : view.text
        }
        return text
    }

    /// Views whose size UIKit takes from their content, so Interface Builder's saved size (for
    /// a view it did not mark misplaced) is what the app's fonts and images give.
    static func measures(_ view: ImportedView) -> Bool {
        switch view.kind {
        case .label, .button, .textField, .switch, .segmentedControl: true
        case .imageView: true
        default: false
        }
    }

    /// A misplaced view's size from its font: one line of its text (0.55 em a character, SF's
    /// average), 1.2 em tall; a field at least 30 pt tall (docs/facts.md §14.2, estimates).
    static func estimatedSize(_ view: ImportedView) -> Size? {
        guard let font = view.layout.fontSize, view.kind == .label || view.kind == .textField else { return nil }
        let text = view.text?.isEmpty == false ? view.text! : view.placeholder ?? ""
        let width = (Double(text.count) * 0.55 * font).rounded(.up)
        let line = (font * 1.2 * 2).rounded(.up) / 2
        return view.kind == .label
            ? Size(width: width, height: line) : Size(width: width + 14, height: max(30, line + 8))
    }

    /// A scroll view's content size when nothing inside it has constraints (then layout gives
    /// it): the file's, else what its subviews cover.
    static func contentSize(of view: ImportedView) -> Size? {
        let constrained = view.firstView { !$0.layout.constraints.isEmpty } != nil
        guard !constrained else { return nil }
        if let size = view.contentSize { return SceneMapping.withinLimits(size) }
        let width = view.children.map(\.frame.maxX).max() ?? view.frame.width
        let height = view.children.map(\.frame.maxY).max() ?? view.frame.height
        return SceneMapping.withinLimits(Size(width: max(width, 0), height: max(height, 0)))
    }

    /// `frame` in a superview grown from `from` to `to`, as `autoresizingMask` moves it: on each
    /// axis the change is shared by the flexible margins and size in proportion to their sizes
    /// (equally when they are all 0); with none flexible, the frame stays (docs/facts.md §14.1).
    static func autoresized(_ frame: Rect, mask: Set<String>, from: Size, to: Size) -> Rect {
        func axis(_ lead: Double, _ size: Double, _ whole: Double, _ new: Double, _ flags: [String]) -> (Double, Double)
        {
            let parts = [lead, size, whole - lead - size]
            let flexible = flags.map(mask.contains)
            let count = flexible.filter { $0 }.count
            guard count > 0, new != whole else { return (lead, size) }
            let total = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
            func share(_ index: Int) -> Double {
                guard flexible[index] else { return 0 }
                return total != 0 ? parts[index] / total : 1 / Double(count)
            }
            let change = new - whole
            return (lead + share(0) * change, size + share(1) * change)
        }
        let (x, width) = axis(
            frame.minX, frame.width, from.width, to.width,
            ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin"])
        let (y, height) = axis(
            frame.minY, frame.height, from.height, to.height,
            ["flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"])
        return Rect(x: x, y: y, width: max(width, 0), height: max(height, 0))
    }
}
