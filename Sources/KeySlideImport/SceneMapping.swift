import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

// An imported screen as a scene: the one place an `ImportedScreen` becomes a `SceneDescription`,
// which `Scene.checked` then checks like any scene file. `keyslide import` writes it out as YAML
// (`ImportedScene.yaml`), and a scene's `view: {layout: …}` reads it straight in
// (`ImportedLayouts`), so both ways agree on every frame.

extension ImportedScreen {
    /// This screen as a scene description; `deviceHint` is the document's `<device>`.
    ///
    /// Frames stay as Interface Builder saved them: the root view keeps its place in the window
    /// (`rootFrame`), so an element at y = 380 in the file is at y = 380 in the simulated window
    /// whatever bars the scene draws. When the root, or a child that fills it, is a scroll or
    /// table view, the scene's view scrolls and elements are in its content coordinates.
    public func sceneDescription(deviceHint: DeviceHint?, target: ImportTarget = ImportTarget()) -> ImportedScene {
        var notes: [String] = []
        if let tree = treeScene(deviceHint: deviceHint, target: target, fallbackNotes: &notes) { return tree }
        let orientation =
            target.orientation ?? deviceHint?.orientation ?? orientation
            ?? (rootSize.width > rootSize.height ? .landscape : .portrait)
        var device = SceneMapping.device(for: deviceHint?.id, rootSize: rootSize, orientation: orientation)
        if let name = target.device, let named = Device.named(name) {
            device = (named, "saved frames on \(name), as asked")
        }
        notes.append(device.note)
        let upright: Orientation = orientation == .landscape ? .landscape : .portrait
        let scroller = SceneMapping.scrollContainer(in: root)
        let rootFrame = frameInWindow(scrolling: scroller, notes: &notes)
        let clipped = SceneMapping.clipped(rootFrame, to: device.preset.screen(upright))
        if clipped != rootFrame {
            notes.append("the root view \(SceneMapping.list(rootFrame)) is cut to the \(device.preset.name) screen")
        }
        let mapping = elements(scrolling: scroller)
        let underBars = insetUnderBars(device: device.preset, upright: upright, contentTop: clipped.minY)
        let dumpedInset = scroller.flatMap { dumpedContentInset(of: $0, underBars: underBars, notes: &notes) }
        let dismissMode = scrollNotes(scroller, underBars: dumpedInset == nil ? underBars : 0, notes: &notes)
        let bars = self.bars(rootFrame: rootFrame, rootHeight: clipped.height, notes: &notes)
        notes += mapping.notes
        let elements = mapping.elements.sorted(by: SceneMapping.readingOrder)
        let timeline = SceneMapping.defaultTimeline(elements)
        if timeline.isEmpty {
            notes.append("no text field or text view, so the timeline is empty")
        }
        let view = SceneDescription.View(
            type: scroller == nil ? nil : "scroll",
            contentSize: scroller.map { SceneMapping.withinLimits($0.contentSize ?? $0.frame.size) },
            contentInset: dumpedInset, contentInsetAdjustmentBehavior: dumpedInset == nil ? nil : "never",
            keyboardDismissMode: dismissMode, elements: elements.map(\.element))
        let description = SceneDescription(
            title: title ?? storyboardIdentifier, device: device.preset.name,
            orientation: orientation.rawValue, rootFrame: clipped,
            navigationBar: navigationBar.map { SceneDescription.Bar(title: $0.title) },
            toolbar: bars.toolbar, view: view, timeline: timeline, tabBar: bars.tabBar,
            bottomToolbar: bars.bottomToolbar)
        return ImportedScene(description: description, notes: notes, skipped: mapping.skipped)
    }

    /// The root view's frame in the window; when a scroll view fills the root, the scroll view's,
    /// with a note: the scene's view is then that scroll view.
    private func frameInWindow(scrolling scroller: ImportedView?, notes: inout [String]) -> Rect {
        guard let scroller, scroller != root else { return root.frame }
        notes.append("the \(scroller.className) \(scroller.id) fills the root view, so the scene's view scrolls")
        return Rect(
            origin: Point(
                x: root.frame.minX + scroller.absoluteFrame.minX, y: root.frame.minY + scroller.absoluteFrame.minY),
            size: scroller.frame.size)
    }

    /// The views mapped to elements, in the scroll view's content when the scene's view scrolls;
    /// text inputs and the like outside it are skipped, since a scene's elements all sit in it.
    private func elements(scrolling scroller: ImportedView?) -> SceneMapping {
        var mapping = SceneMapping(base: scroller ?? root)
        mapping.hasNavigationBar = self.navigationBar != nil
        mapping.collect(scroller ?? root, isBase: true)
        if let scroller, scroller != root {
            let inside = scroller.allIDs  // ids, unique in a screen: comparing whole views was quadratic
            root.visit { view in
                if SceneMapping.elementType(of: view.kind) != nil && !inside.contains(view.id) {
                    mapping.skip(view, "outside the scroll view, and a scene's elements all sit in it")
                }
                return true
            }
        }
        return mapping
    }

    /// The scene's bars besides the navigation bar. A toolbar at the top of the root is the
    /// scene's `toolbar`; one at its bottom is a `bottomToolbar`; a tab bar is a `tabBar`. A scene
    /// holds one bottom bar, so a tab bar wins.
    func bars(rootFrame: Rect, rootHeight: Double, notes: inout [String]) -> (
        toolbar: SceneDescription.Bar?, bottomToolbar: SceneDescription.BottomBar?,
        tabBar: SceneDescription.BottomBar?
    ) {
        var toolbar: SceneDescription.Bar?
        var bottomToolbar: SceneDescription.BottomBar?
        if let bar = self.toolbar {
            if let frame = bar.frame, abs(frame.minY - rootFrame.minY) <= 0.5 {
                // A height the scene cannot have (a dump may print -5) leaves the bar its own.
                let fits = frame.height > 0 && frame.height < rootHeight
                if !fits { notes.append("the toolbar's height \(frame.height.readable()) is left to the scene") }
                toolbar = SceneDescription.Bar(height: fits ? frame.height : nil)
            } else if self.tabBar == nil {
                bottomToolbar = SceneDescription.BottomBar(items: SceneMapping.barItems(bar.items, notes: &notes))
            } else {
                notes.append("the bottom toolbar is not drawn: a scene has one bar at the bottom, here the tab bar")
            }
        }
        let tabBar = self.tabBar.map {
            SceneDescription.BottomBar(items: SceneMapping.barItems($0.items, notes: &notes))
        }
        return (toolbar, bottomToolbar, tabBar)
    }
}

/// The rules the mapping follows, with their reasons.
struct SceneMapping {
    /// A bar's item titles as a scene holds them: at most `Scene.maximumBarItems` (the tab bar's
    /// own limit before "More"), the rest left out with a note.
    static func barItems(_ items: [String], notes: inout [String]) -> [String] {
        let limit = Scene.maximumBarItems
        if items.count > limit {
            notes.append("the bar has \(items.count) items; a scene draws the first \(limit)")
        }
        return Array(items.prefix(limit))
    }

    /// The view whose coordinates element frames are in: the root view or the scroll view.
    let base: ImportedView
    /// Whether the scene draws a navigation bar, so a navigation bar view in the file is shown.
    var hasNavigationBar = false
    var elements: [(element: SceneDescription.Element, frame: Rect)] = []
    var skipped: [SkippedView] = []
    /// Notes about single views, added to the scene's notes.
    var notes: [String] = []
    var usedIDs: Set<String> = []
    /// The last suffix given to each id (`Email-Field-3`), so that the next starts past it.
    var idSuffixes: [String: Int] = [:]
    /// The class and line of the view each element id stands for, to say which were left out.
    var elementSources: [String: (className: String, line: Int?)] = [:]

    init(base: ImportedView) { self.base = base }

    // MARK: Device

    /// Screen sizes (portrait, points) of Interface Builder's device ids, as Xcode's device menu
    /// names them by their diagonal (`retina5_9`: the 5.85″ iPhone X). Xcode has reused some ids
    /// for newer phones (`retina6_1` was the XR's 414 × 896, then the iPhone 12's 390 × 844), so
    /// a root view whose size is itself one of these screens decides instead.
    static let deviceSizes: [String: Size] = [
        "retina3_5": Size(width: 320, height: 480), "retina4": Size(width: 320, height: 568),
        "retina4_0": Size(width: 320, height: 568), "retina4_7": Size(width: 375, height: 667),
        "retina5_5": Size(width: 414, height: 736), "retina5_8": Size(width: 375, height: 812),
        "retina5_9": Size(width: 375, height: 812), "retina6_1": Size(width: 390, height: 844),
        "retina6_5": Size(width: 414, height: 896), "retina6_12": Size(width: 393, height: 852),
        "retina6_7": Size(width: 428, height: 926), "retina6_72": Size(width: 430, height: 932),
    ]

    /// The 600 × 600 canvas of Xcode 6–7 storyboards with size classes ("Any, Any"), which is no
    /// device: Auto Layout fits its frames to the phone at run time.
    static let sizeClassCanvas = Size(width: 600, height: 600)

    /// The nearest device preset: any `ipad…` id is the iPad; otherwise the preset whose
    /// portrait screen is closest (sum of the width and height differences) to the screen: the
    /// root view's size when it is a phone screen itself, else the id's screen, else the root's.
    static func device(
        for id: String?, rootSize: Size, orientation: ImportedOrientation
    ) -> (preset: Device, note: String) {
        if let id, id.lowercased().hasPrefix("ipad") {
            return (Device.iPad, "Interface Builder device \(id) → ipad")
        }
        let upright = orientation == .landscape ? Size(width: rootSize.height, height: rootSize.width) : rootSize
        let screens = Set(deviceSizes.values).union([Size(width: 414, height: 896)])
        let known = screens.contains(upright) ? nil : id.flatMap { deviceSizes[$0] }
        let size = known ?? upright
        let preset = Device.all.min { distance($0.portraitScreen, size) < distance($1.portraitScreen, size) }!
        var from = id.map { "Interface Builder device \($0), " } ?? "no device named, "
        from += known != nil ? "screen \(dimensions(size))" : "root view \(dimensions(size))"
        if upright == sizeClassCanvas {
            from += " (the size-class canvas, not a device: frames are as drawn there, not as on a phone)"
        }
        let exact = distance(preset.portraitScreen, size) < 0.5
        return (preset, "\(from) → \(preset.name)\(exact ? "" : ", the nearest device preset")")
    }

    private static func distance(_ a: Size, _ b: Size) -> Double {
        abs(a.width - b.width) + abs(a.height - b.height)
    }

    static func dimensions(_ size: Size) -> String { "\(size.width.readable()) × \(size.height.readable())" }

    static func list(_ rect: Rect) -> String {
        "[\([rect.minX, rect.minY, rect.width, rect.height].map { $0.readable() }.joined(separator: ", "))]"
    }

    /// `rect` cut to the screen, so a layout for a taller phone still fits its nearest preset.
    static func clipped(_ rect: Rect, to screen: Size) -> Rect {
        // A root of no size (a dump may print a height of -5) is taken as the whole screen: a
        // scene's root frame must have one, or the scene written would not load.
        guard rect.width > 0, rect.height > 0 else {
            return Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        }
        let x = min(max(rect.minX, 0), screen.width - 1)
        let y = min(max(rect.minY, 0), screen.height - 1)
        return Rect(x: x, y: y, width: min(rect.width, screen.width - x), height: min(rect.height, screen.height - y))
    }

    // MARK: The scroll view

    /// The root when it scrolls, else the outermost visible scroll or table view anywhere below
    /// the root that covers at least 80 % of it and holds every visible text input — a form in a
    /// full-screen scroll view under the bars, however deep the containers (a dump's window,
    /// navigation and wrapper views): the scene's view is that scroll view.
    static func scrollContainer(in root: ImportedView) -> ImportedView? {
        if root.kind == .scrollView || root.kind == .tableView { return root }
        let area = root.frame.width * root.frame.height
        let scroller = root.firstView { view in
            (view.kind == .scrollView || view.kind == .tableView) && !view.isHidden
                && view.frame.width * view.frame.height >= 0.8 * area
        }
        // Not when a text input sits outside it (a chat's composer under its messages): the
        // scene's view stays the root, so the input is kept.
        guard let scroller else { return nil }
        let inside = scroller.allIDs
        let inputOutside = root.firstView { view in
            (view.kind == .textField || view.kind == .textView) && !view.isHidden && !inside.contains(view.id)
        }
        return inputOutside == nil ? scroller : nil
    }

    // MARK: Elements

    static func elementType(of kind: ImportedViewKind) -> String? {
        switch kind {
        case .textField: "textField"
        case .textView: "textView"
        case .button: "button"
        case .label: "label"
        case .imageView, .switch, .segmentedControl, .box: "box"
        default: nil
        }
    }

    /// Elements in reading order, top to bottom then left to right: the order the return key
    /// moves through text inputs in the simulated app (`App.textInput(after:)`). Boxes come
    /// first, so they are drawn under the rest: a background image view never hides a field.
    static func readingOrder(
        _ a: (element: SceneDescription.Element, frame: Rect), _ b: (element: SceneDescription.Element, frame: Rect)
    ) -> Bool {
        let (aIsBox, bIsBox) = (a.element.type == "box" ? 0 : 1, b.element.type == "box" ? 0 : 1)
        return (aIsBox, a.frame.minY, a.frame.minX) < (bIsBox, b.frame.minY, b.frame.minX)
    }

    /// `view`'s frame in the base's coordinates (the scroll view's content coordinates).
    func frame(of view: ImportedView) -> Rect {
        Rect(
            x: view.absoluteFrame.minX - base.absoluteFrame.minX + base.contentOffset.x,
            y: view.absoluteFrame.minY - base.absoluteFrame.minY + base.contentOffset.y,
            width: view.frame.width, height: view.frame.height)
    }

    /// Adds `view`'s elements. `clip` is what a nested scroll view above it shows (in the base's
    /// coordinates): it clips its content, so an element outside it is not on screen in the app.
    mutating func collect(_ view: ImportedView, isBase: Bool = false, clip: (rect: Rect, by: ImportedView)? = nil) {
        if view.isHidden {
            skip(view, "hidden in the file")
            return
        }
        if var type = Self.elementType(of: view.kind) {
            // An input the app cannot focus is drawn and never tapped: a label of its text.
            let cannotFocus = view.layout.isInteractionDisabled || view.layout.isNotEditable
            if cannotFocus, type == "textField" || type == "textView" { type = "label" }
            let frame = frame(of: view)
            // A file may give any number (a dump printed `1e308`); the scene would not load.
            guard Self.fitsInScene(frame) else {
                let limit = Scene.maximumLength.readable()
                skip(view, "its frame is beyond what a scene allows (sizes from 0 to \(limit) pt, positions within it)")
                return
            }
            if let clip, !clip.rect.insetBy(dx: -0.5, dy: -0.5).contains(frame) {
                skip(view, "outside what the \(clip.by.className) \(clip.by.id) shows (it clips its content)")
                return
            }
            let isInput = type == "textField" || type == "textView"
            // UIKit shows the placeholder while a field's text is empty, and a file's empty text is no text.
            // A box shows the class it stands for (`UIPickerView`, `TPKAImageView`).
            var text = type == "box" ? Self.boxName(view) : isInput && view.text == "" ? nil : view.text
            if cannotFocus, type == "label", text?.isEmpty ?? true { text = view.placeholder }
            // UIKit's defaults are left unsaid: a scene draws a field without `borderStyle` as a rounded rect.
            let element = SceneDescription.Element(
                type: type, id: uniqueID(for: view), frame: frame,
                placeholder: isInput ? fitted(view.placeholder, of: view, "placeholder") : nil,
                text: fitted(text, of: view, "text"),
                borderStyle: type == "textField" && view.borderStyle != "roundedRect" ? view.borderStyle : nil,
                returnKeyType: isInput && view.returnKeyType != "default" ? view.returnKeyType : nil)
            elements.append((element, frame))
            elementSources[element.id] = (view.className, view.sourceLine)
            return
        }
        var clip = clip
        switch view.kind {
        case .view, .stackView, .tableCell:
            break
        case .scrollView, .tableView:
            if !isBase {
                skip(view, "a nested scroll view: its elements are kept but do not scroll on their own")
                let shown = frame(of: view)
                clip = (clip.map { $0.rect.intersection(shown) ?? .zero } ?? shown, view)
            }
        case .navigationBar where hasNavigationBar:
            skip(view, "drawn as the scene's navigation bar")
            return
        case .navigationBar, .toolbar, .tabBar:
            skip(view, "a bar inside the layout; the scene draws the screen's own bars from the file's settings")
            return
        case .textField, .textView, .button, .label, .imageView, .switch, .segmentedControl, .box:
            return
        }
        for child in view.children { collect(child, clip: clip) }
        if isBase { keepWithinElementLimit() }
    }

    /// A content size the scene checker accepts: each side from 0 to `Scene.maximumLength`.
    static func withinLimits(_ size: Size) -> Size {
        let side = { (value: Double) in value.isFinite ? min(max(value, 0), Scene.maximumLength) : 0 }
        return Size(width: side(size.width), height: side(size.height))
    }

    /// Whether an element's frame is one the scene checker accepts (`checkFrame`): positions
    /// within `Scene.maximumLength` of 0, sizes from 0 to it.
    static func fitsInScene(_ frame: Rect) -> Bool {
        let limit = Scene.maximumLength
        return frame.minX.magnitude <= limit && frame.minY.magnitude <= limit
            && (0...limit).contains(frame.width) && (0...limit).contains(frame.height)
    }

    /// What a box says: the class without a Swift module (`Shop.Avatar` → `Avatar`).
    static func boxName(_ view: ImportedView) -> String {
        view.className.split(separator: ".").last.map(String.init) ?? view.className
    }

    /// A text cut to the longest a scene holds (`Scene.maximumTextLength`), with a note: a text
    /// view's sample text in a storyboard can run to pages, and a scene draws one line of it.
    private mutating func fitted(_ text: String?, of view: ImportedView, _ what: String) -> String? {
        Self.fitted(text, of: view, what, notes: &notes)
    }

    static func fitted(_ text: String?, of view: ImportedView, _ what: String, notes: inout [String]) -> String? {
        // Counted as the checker counts, in Unicode scalars.
        guard let text, text.unicodeScalars.count > Scene.maximumTextLength else { return text }
        notes.append(
            "the \(what) of \(view.id) has \(text.unicodeScalars.count) characters; "
                + "the scene keeps the first \(Scene.maximumTextLength)")
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(Scene.maximumTextLength)))
    }

    mutating func skip(_ view: ImportedView, _ reason: String) {
        skipped.append(
            SkippedView(
                className: view.className, id: view.id, frame: frame(of: view), reason: reason,
                sourceLine: view.sourceLine))
    }
}
