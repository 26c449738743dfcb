import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit

/// The app's views as nested groups that move with the recording's own tracks.
///
/// Each view is a group offset by its frame's x and y tracks, so a child moves whenever any
/// ancestor moves, exactly as UIKit composes frames. A scroll view also clips to its frame (in
/// its parent's coordinates, so the clip stays put while the content moves) and holds its
/// content in an inner group offset by the negated content offset. Other views clip only when
/// `clipsToBounds` is set: UIKit draws subviews outside their parent's bounds otherwise, and only
/// scroll views set it by default. Hidden views are left out with their subviews. Elements are drawn at their starting size (no strategy
/// resizes a field), except a text input the user types into, which `TextInputLook` draws.
struct ViewTreeLook {
    let recording: Recording
    /// When to read the views' sizes: `nil` for their starting sizes; for the phone of a turned
    /// orientation, the end of the turn, when autoresizing has given them their new widths.
    let sizesAt: Double?
    /// The colours of the scene's appearance and era.
    let palette: Palette
    private let children: [ViewID: [ViewID]]
    private let elements: [String: Scene.Element]
    /// Each scroll view's content offset, negated: the offset of the group holding its content.
    /// Made once per scroll view and shared by every group that repeats it (each covered outline
    /// repeats its field's ancestors): a copy per field took a gigabyte for 200 fields, 1,000
    /// events and twelve phones.
    private let contentOffsets: [ViewID: (x: Track, y: Track)]

    init(recording: Recording, sizesAt: Double? = nil, palette: Palette) {
        self.recording = recording
        self.sizesAt = sizesAt
        self.palette = palette
        var children: [ViewID: [ViewID]] = [:]
        for view in recording.app.views {
            if let parent = view.parent { children[parent, default: []].append(view.id) }
        }
        self.children = children
        var elements: [String: Scene.Element] = [:]
        for element in recording.scene.view.allElements { elements[element.id] = element }
        self.elements = elements
        var contentOffsets: [ViewID: (x: Track, y: Track)] = [:]
        for view in recording.app.views where view.kind == .scroll {
            contentOffsets[view.id] = (view.contentOffset.x.negated, view.contentOffset.y.negated)
        }
        self.contentOffsets = contentOffsets
    }

    private var app: App { recording.app }

    /// Every view at the top of the tree (the root view, or the container holding it), in
    /// creation order, with everything inside.
    func groups() -> [Group] {
        app.views.filter { $0.parent == nil }.map { viewGroup($0.id) }
    }

    private func viewGroup(_ id: ViewID) -> Group {
        let table = tableLook(of: id)?.content() ?? []
        // A hidden view is drawn not at all, its subviews with it (`UIView.isHidden`).
        var shown = (children[id] ?? []).filter { !app[$0].isHidden }
        // The screen the root view was pushed from lies under it, though it was made after it.
        if let before = app.navigation?.before, let index = shown.firstIndex(of: before) {
            shown.insert(shown.remove(at: index), at: 0)
        }
        return positioned(id, own: look(of: id), content: table + shown.map { .group(viewGroup($0)) })
    }

    /// The table a view is, if any: the scene's view when it is a table (drawn in the app's scroll
    /// view), or a table element.
    private func tableLook(of id: ViewID) -> TableLook? {
        if recording.scene.view.kind == .table || recording.scene.view.kind == .collection, id == app.scrollView {
            return recording.scene.view.table.map { TableLook(table: $0, palette: palette) }
        }
        guard app[id].isSceneElement else { return nil }
        return elements[app[id].name]?.table.map { TableLook(table: $0, palette: palette) }
    }

    /// A view's group: `own` drawn in the view's coordinates, `content` inside it — scrolled by
    /// the content offset when the view is a scroll view.
    private func positioned(_ id: ViewID, own: [Node], content: [Node]) -> Group {
        let view = app[id]
        let clip = view.clipsToBounds ? view.frame : nil
        var group = Group("view-\(view.name)", offsetX: view.frame.x, offsetY: view.frame.y, clip: clip, children: own)
        if let offset = contentOffsets[id] {
            if !content.isEmpty {
                group.add(Group("content-\(view.name)", offsetX: offset.x, offsetY: offset.y, children: content))
            }
        } else {
            group.children += content
        }
        return group
    }

    // MARK: What each view draws

    /// The size a view is drawn at (`sizesAt`): a drawing cannot change a shape's size over time.
    private func size(of id: ViewID) -> Size {
        let frame = app[id].frame
        guard let time = sizesAt else {
            return Size(width: frame.width.initialValue, height: frame.height.initialValue)
        }
        return Size(width: frame.width.modelValue(at: time), height: frame.height.modelValue(at: time))
    }

    private func look(of id: ViewID) -> [Node] {
        let view = app[id]
        let size = size(of: id)
        if id == app.rootView { return rootBackground(view) }
        if let navigation = app.navigation, id == navigation.before || id == navigation.pushed {
            return screenLook(view, title: id == navigation.before ? navigation.beforeTitle : navigation.pushedTitle)
        }
        if let tableLook = tableLook(of: id) {
            if view.isSceneElement, let element = elements[view.name], element.background != nil {
                return Self.background(of: element, size: size)
            }
            return [
                .primitive(
                    Primitive(.rect(Rect(origin: .zero, size: size), cornerRadius: 0), fill: tableLook.background))
            ]
        }
        if view.kind == .toolbar {
            // A sheet's toolbar runs into its rounded top corners.
            let radius =
                recording.scene.presentation != nil && app[id].frame.y.initialValue == 0
                ? SheetLook.cornerRadius(majorVersion: app.profile.majorVersion) : 0
            return ChromeLook.bar(
                Rect(origin: .zero, size: size), title: recording.scene.toolbar?.title, palette: palette,
                topCornerRadius: radius)
        }
        // Containers the app made (root, scroll view, split view) draw nothing of an element's,
        // even if an element shares their name.
        guard view.isSceneElement, let element = elements[view.name] else { return [] }
        let background = Self.background(of: element, size: size)
        // A scene's containers draw only their background.
        guard !element.isContainer else { return background }
        // A text input drawn line by line once its text changes or wraps; the one-line look otherwise.
        if let state = view.textInput, state.changes.count > 1 || TextInputLook.wraps(state, in: view) {
            let look = TextInputLook(
                element: element, view: view, state: state, duration: recording.scene.duration, palette: palette)
            return background + look.nodes(border: border(element.borderStyle), focus: focusVisibility(of: id))
        }
        return background + elementLook(element, size: size, focus: focusVisibility(of: id))
    }

    /// An element's `background` filling its bounds, or nothing.
    private static func background(of element: Scene.Element, size: Size) -> [Node] {
        guard let hex = element.background.flatMap({ UInt32($0.dropFirst(), radix: 16) }) else { return [] }
        return [.primitive(Primitive(.rect(Rect(origin: .zero, size: size), cornerRadius: 0), fill: Color(hex: hex)))]
    }

    /// The root view's white background, as large as the root view ever gets. A scroll view
    /// clips it to its frame already; a plain root view that changes size gets a clip of its own
    /// (the background only — its subviews stay unclipped).
    /// The root view's background. A root view that changes size shows the window where it no
    /// longer reaches, except in the bottom safe area: a controller's view is laid out above the
    /// home indicator (the layout guide and SwiftUI strategies shorten it to the safe area's
    /// bottom) but its background goes on under it, where the indicator is drawn (docs/facts.md
    /// §10.6).
    /// A screen of the navigation stack without inputs: the screen's colour, a hairline down its
    /// left edge (where it meets the screen beside it in a transition) and its title, centred.
    private func screenLook(_ view: View, title: String) -> [Node] {
        let size = size(of: view.id)
        let below = app.profile.hasSafeAreas ? recording.scene.safeAreaInsets.bottom : 0
        let string = TextMetrics.fitting(title, width: size.width - 32, size: 28, weight: .bold)
        let text = Text(
            string, at: Point(x: size.width / 2, y: TextMetrics.centredBaseline(midY: 60, size: 28)), size: 28,
            weight: .bold, anchor: .middle)
        return [
            .primitive(
                Primitive(
                    .rect(Rect(x: 0, y: 0, width: size.width, height: size.height + below), cornerRadius: 0),
                    fill: palette.screen)),
            .primitive(
                Primitive(
                    .rect(Rect(x: 0, y: 0, width: 0.5, height: size.height + below), cornerRadius: 0),
                    fill: palette.barHairline)),
            .primitive(Primitive(.text(text), fill: palette.placeholder)),
        ]
    }

    private func rootBackground(_ view: View) -> [Node] {
        // A sheet ends above the screen's bottom, and its corners are rounded.
        let sheet = recording.scene.presentation != nil
        // A window above the screen's bottom has no home indicator under it.
        let window = recording.scene.window.map { $0.frame.maxY < recording.scene.screen.height } ?? false
        let below = app.profile.hasSafeAreas && !sheet && !window ? recording.scene.safeAreaInsets.bottom : 0
        let largest = Rect(
            x: 0, y: 0, width: view.frame.width.largestValue, height: view.frame.height.largestValue + below)
        let fill = tableLook(of: view.id)?.background ?? palette.screen
        let radius = sheet ? SheetLook.cornerRadius(majorVersion: app.profile.majorVersion) : 0
        let name = view.name
        let edgeAttached = recording.scene.presentation?.isEdgeAttached == true
        func shape(_ fill: Color) -> Node {
            let rounded = Node.primitive(Primitive(.rect(largest, cornerRadius: radius), fill: fill))
            guard edgeAttached else { return rounded }
            // A phone's sheet stands on the screen's bottom edge: only its top corners are round
            // (iOS 26's floating sheet gets its lower corners from SheetLook.floatingCorners).
            let lower = Rect(x: 0, y: radius, width: largest.width, height: largest.height - radius)
            let square = Node.primitive(Primitive(.rect(lower, cornerRadius: 0), fill: fill))
            return .group(Group("sheet-\(name)", children: [rounded, square]))
        }
        var background = shape(fill)
        if let inset = recording.scene.presentation?.floatingInset, inset > 0, let container = app.sheet?.container {
            background = SheetLook.floatingBackground(
                shape, fill: fill, sheetX: app[container].frame.x, inset: inset, palette: palette)
        }
        if app.navigation != nil {
            // Its left edge, where it meets the screen beside it as it is pushed or popped.
            let edge = Primitive(
                .rect(Rect(x: 0, y: 0, width: 0.5, height: largest.height), cornerRadius: 0), fill: palette.barHairline)
            background = .group(Group("screen-\(view.name)", children: [background, .primitive(edge)]))
        }
        let resizes = !view.frame.width.isConstant || !view.frame.height.isConstant
        guard resizes, view.kind != .scroll else { return [background] }
        let clip = AnimatedRect(
            x: .constant(0), y: .constant(0), width: view.frame.width,
            height: view.frame.height.mapped(scale: 1, offset: below))
        return [.group(Group("background-\(view.name)", clip: clip, children: [background]))]
    }

    /// When the field is first responder.
    private func focusVisibility(of id: ViewID) -> Visibility? {
        let periods = recording.focusPeriods.filter { $0.field == id }.map { (start: $0.start, end: $0.end) }
        return periods.isEmpty ? nil : .during(periods, sceneDuration: recording.scene.duration)
    }

    // MARK: Elements

    /// The font size for an element this tall (`TextInputMetrics`, shared with the simulation).
    static func fontSize(forHeight height: Double) -> Double { TextInputMetrics.fontSize(forHeight: height) }

    static let textInset = TextInputMetrics.textInset

    private func elementLook(_ element: Scene.Element, size: Size, focus: Visibility?) -> [Node] {
        let box = Rect(origin: .zero, size: size)
        let fontSize = Self.fontSize(forHeight: size.height)
        var nodes: [Node] = []
        switch element.kind {
        case .textField, .textView:
            if let border = border(element.borderStyle) {
                let shape = Shape.rect(box, cornerRadius: border.cornerRadius)
                nodes.append(.primitive(Primitive(shape, fill: palette.screen, stroke: border.stroke)))
            }
            if let text = fieldText(
                element, size: size, color: element.text == nil ? palette.placeholder : palette.text)
            {
                nodes.append(.primitive(text))
            }
            if let focus {
                // Centred on the field's edge, so it covers the grey border's corners too.
                let ring = Primitive(.rect(box, cornerRadius: 5), stroke: Stroke(palette.tint, width: 2))
                let kind: ViewKind = element.kind == .textView ? .textView : .textField
                let caretRect = TextInputMetrics.caretRect(in: kind, size: size, text: element.text ?? "")
                let caret = Primitive(.rect(caretRect, cornerRadius: 1), fill: palette.tint)
                nodes.append(
                    .group(
                        Group(
                            "focus-\(element.id)", visibility: focus, children: [.primitive(ring), .primitive(caret)])))
            }
        case .label:
            let string = TextMetrics.fitting(
                element.text ?? element.placeholder ?? element.id, width: size.width, size: fontSize)
            let text = Text(
                string, at: Point(x: 0, y: TextMetrics.centredBaseline(midY: size.height / 2, size: fontSize)),
                size: fontSize)
            nodes.append(.primitive(Primitive(.text(text), fill: palette.text)))
        case .button:
            let string = TextMetrics.fitting(
                element.text ?? element.placeholder ?? element.id, width: size.width, size: fontSize)
            let text = Text(
                string,
                at: Point(x: size.width / 2, y: TextMetrics.centredBaseline(midY: size.height / 2, size: fontSize)),
                size: fontSize, anchor: .middle)
            nodes.append(.primitive(Primitive(.text(text), fill: palette.tint)))
        case .box:
            // In colours the palette already has, so a GIF's colour table stays the same.
            let outline = Primitive(.rect(box, cornerRadius: 0), fill: palette.panel, stroke: Stroke(palette.separator))
            let nameSize = min(fontSize, 12)
            let string = TextMetrics.fitting(element.text ?? element.id, width: size.width - 4, size: nameSize)
            let baseline = TextMetrics.centredBaseline(midY: box.midY, size: nameSize)
            let text = Text(string, at: Point(x: box.midX, y: baseline), size: nameSize, anchor: .middle)
            nodes += [.primitive(outline), .primitive(Primitive(.text(text), fill: palette.secondaryText))]
        case .view, .scroll, .stack, .table, .collection:
            break  // containers draw only their background (`look(of:)`)
        }
        return nodes
    }

    /// A text field's border as `UITextField.BorderStyle` draws it: a grey rounded rect (also
    /// a text view's and a field's without a style), a dark square line, a grey square bezel, or
    /// none at all.
    func border(_ style: Scene.Element.BorderStyle?) -> (cornerRadius: Double, stroke: Stroke)? {
        switch style {
        case nil, .roundedRect: (5, Stroke(palette.fieldBorder))
        case .line: (0, Stroke(palette.text))
        case .bezel: (0, Stroke(palette.placeholder))
        case .some(.none): nil
        }
    }

    /// A text input's contents, or its placeholder: one line, centred in a field, at the top of
    /// a text view.
    private func fieldText(_ element: Scene.Element, size: Size, color: Color) -> Primitive? {
        guard let raw = element.text ?? element.placeholder, !raw.isEmpty else { return nil }
        let fontSize = Self.fontSize(forHeight: size.height)
        let string = TextMetrics.fitting(raw, width: size.width - 2 * Self.textInset, size: fontSize)
        let baseline =
            element.kind == .textView
            ? Self.textInset + fontSize * 0.95
            : TextMetrics.centredBaseline(midY: size.height / 2, size: fontSize)
        return Primitive(.text(Text(string, at: Point(x: Self.textInset, y: baseline), size: fontSize)), fill: color)
    }

    // MARK: The hidden part of the focused field

    /// For each field that is ever focused: its outline, drawn over the keyboard while the field
    /// is focused, clipped to the keyboard so only the part the keyboard hides shows.
    ///
    /// The outline sits in groups that repeat the field's ancestors — the same tracks, the same
    /// scroll clips — so it moves with the field; the outermost group's clip is the keyboard's
    /// rectangle, whose top edge is the keyboard's own track.
    func coveredOutlines(keyboard: AnimatedRect) -> [Group] {
        app.textInputs.compactMap { id in
            guard let visibility = focusVisibility(of: id), let element = elements[app[id].name] else { return nil }
            let size = size(of: id)
            // The stroke stays inside the field, so a field that only touches the keyboard's top
            // edge shows nothing.
            // Only the outline: the field's text in red over the key letters reads as clutter.
            func outline(_ size: Size) -> Node {
                .primitive(
                    Primitive(
                        .rect(Rect(origin: .zero, size: size).insetBy(dx: 1, dy: 1), cornerRadius: 4),
                        stroke: Stroke(palette.covered, width: 2, dash: [6, 4])))
            }
            // A text view's outline takes each height its text area takes (growth, bottom inset).
            let heights = TextInputLook.heights(
                of: app[id], growths: app.textViewGrowths, duration: recording.scene.duration)
            let own =
                heights.count < 2
                ? [outline(size)]
                : heights.enumerated().map { index, run in
                    Node.group(
                        Group(
                            "covered-\(element.id)-\(index)",
                            visibility: .during([(run.start, run.end)], sceneDuration: recording.scene.duration),
                            children: [outline(Size(width: size.width, height: run.height))]))
                }
            var group = positioned(id, own: own, content: [])
            var ancestor = app[id].parent
            while let parent = ancestor {
                group = positioned(parent, own: [], content: [.group(group)])
                ancestor = app[parent].parent
            }
            return Group("covered-\(element.id)", clip: keyboard, visibility: visibility, children: [.group(group)])
        }
    }
}
