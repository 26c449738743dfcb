import KeySlideGeometry
import KeySlideLayout
import KeySlideScene
import KeySlideUIKit

/// A scene's constraints, autoresizing masks and stack views as the layout engine's nodes, so the
/// app lays itself out as UIKit would (App+Layout.swift says when).
extension Simulation {
    /// Installs the layout of `scene` in `app` — every view under the root view a node — and lays
    /// it out once, before the recording starts. `elementOfView` names the scene element each view
    /// was made from; views the app made itself (a toolbar, the scroll view under it, table cells)
    /// have none and keep their frames, stretching across with their superview.
    static func installLayout(of scene: Scene, in app: inout App, elementOfView: [ViewID: Scene.Element]) {
        let views = app.views.filter { app.isInside($0.id, app.rootView) }.map(\.id)
        var nodeOfView: [ViewID: Int] = [:]
        for (node, view) in views.enumerated() { nodeOfView[view] = node }
        var nodeOfElement: [String: Int] = [:]
        for (node, view) in views.enumerated() {
            if let element = elementOfView[view] { nodeOfElement[element.id] = node }
        }
        var nodes: [LayoutNode] = []
        var constraints: [LayoutConstraint] = []
        var sources: [String] = []
        var texts: [String] = []
        for (node, id) in views.enumerated() {
            let view = app[id]
            let parent = view.parent.flatMap { nodeOfView[$0] }
            let element = elementOfView[id]
            let inStack = view.parent.flatMap { elementOfView[$0]?.stack } != nil
            nodes.append(
                layoutNode(of: view, in: app, parent: node == 0 ? nil : parent, element: element, inStack: inStack))
            guard let element, let parent else { continue }
            for constraint in element.constraints {
                let item = { (item: Scene.Constraint.Item) -> LayoutItem in
                    layoutItem(item, parent: parent, nodeOfElement: { nodeOfElement[$0] })
                }
                constraints.append(
                    LayoutConstraint(
                        .view(node), constraint.attribute, constraint.relation, constraint.item.map(item),
                        constraint.itemAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
                        priority: constraint.priority, identifier: constraint.identifier))
                sources.append(constraint.place)
                texts.append(constraint.text)
            }
        }
        app.installLayout(nodes: nodes, constraints: constraints, views: views, sources: sources, texts: texts)
        app.layoutIfNeeded()
    }

    /// The engine's item for an item as a scene writes it; `safeArea` and `margins` are the
    /// superview's guides.
    private static func layoutItem(
        _ item: Scene.Constraint.Item, parent: Int, nodeOfElement: (String) -> Int?
    ) -> LayoutItem {
        func node(_ name: String) -> Int {
            guard let node = nodeOfElement(name) else { preconditionFailure("the checker resolves \(name)") }
            return node
        }
        switch item {
        case .element(let name): return .view(node(name))
        case .superview: return .view(parent)
        case .safeArea: return .safeArea(parent)
        case .margins: return .margins(parent)
        case .keyboard: return .keyboard
        case .rootView: return .view(0)
        case .safeAreaOf(let name): return .safeArea(name.map(node) ?? 0)  // nil: the root view's
        case .marginsOf(let name): return .margins(name.map(node) ?? 0)
        case .topLayoutGuide: return .topLayoutGuide
        case .bottomLayoutGuide: return .bottomLayoutGuide
        }
    }

    /// A view as a node: placed by its constraints (or its stack) or by its autoresizing mask —
    /// the scene's, `pin: bottom` as a flexible top margin, or for a view the app made, a flexible
    /// width (and height, for the scroll view under a toolbar).
    private static func layoutNode(
        of view: View, in app: App, parent: Int?, element: Scene.Element?, inStack: Bool
    ) -> LayoutNode {
        let frame = view.frame.model(at: app.now)
        let byConstraints = inStack || element.map { !$0.constraints.isEmpty } == true
        var mask: AutoresizingMask = element?.autoresizing ?? []
        if element?.pinnedToBottom == true { mask.insert(.flexibleTopMargin) }
        if element == nil {
            mask.formUnion(view.fillsParentHeight ? [.flexibleWidth, .flexibleHeight] : [.flexibleWidth])
        }
        var node = LayoutNode(
            parent: parent, frame: frame, placement: byConstraints ? .constraints : .autoresizing(mask))
        node.isScrollView = view.kind == .scroll
        if view.kind.isCell {
            // A cell's margins, which its content's `margins` constraints refer to (docs/facts.md
            // §13.1); a flow layout's cell keeps UIView's 8 pt (§20.1).
            let side = app.device.systemMinimumSideMargin(app.orientation)
            let flow = Scene.Table.FlowLayout.cellMargin
            node.layoutMargins =
                view.kind == .collectionCell
                ? EdgeInsets(top: flow, left: flow, bottom: flow, right: flow) : Scene.Table.cellMargins(side: side)
            node.insetsLayoutMarginsFromSafeArea = false
        }
        node.isHidden = element?.isHidden ?? false
        node.stack = element?.stack
        node.intrinsicContentSize = intrinsicContentSize(of: element, frame: frame)
        if element?.kind == .label {
            // Interface Builder gives a label 251 hugging, one above a field's, so the field stretches.
            node.huggingHorizontal = LayoutPriority(rawValue: 251)!
            node.huggingVertical = LayoutPriority(rawValue: 251)!
        }
        if let hugging = element?.hugging {
            (node.huggingHorizontal, node.huggingVertical) = (hugging.horizontal, hugging.vertical)
        }
        if let resistance = element?.compressionResistance {
            (node.compressionResistanceHorizontal, node.compressionResistanceVertical) =
                (resistance.horizontal, resistance.vertical)
        }
        return node
    }

    /// `intrinsicContentSize` from the element's text (docs/facts.md §14.2, estimates): a label one
    /// line of 17 pt text, a button its 15 pt title 30 pt tall, a text field 34 pt tall and as wide
    /// as its text or placeholder; text views, boxes and containers have none. A size the scene
    /// gives (`intrinsicSize`, an imported screen's as Interface Builder measured it) wins.
    static func intrinsicContentSize(of element: Scene.Element?, frame: Rect) -> IntrinsicSize {
        guard let element else { return .none }
        if let given = element.intrinsicSize { return IntrinsicSize(width: given.width, height: given.height) }
        let text = element.text ?? ""
        switch element.kind {
        case .label:
            return IntrinsicSize(width: (GlyphAdvances.ems(of: text) * 17).rounded(.up), height: 20.5)
        case .button:
            return IntrinsicSize(width: (GlyphAdvances.ems(of: text) * 15).rounded(.up) + 2 * 8, height: 30)
        case .textField:
            let shown = text.isEmpty ? element.placeholder ?? "" : text
            return IntrinsicSize(width: (GlyphAdvances.ems(of: shown) * 14).rounded(.up) + 2 * 7, height: 34)
        default:
            return .none
        }
    }
}

extension App {
    /// Whether `id` is `ancestor` or lies inside it.
    func isInside(_ id: ViewID, _ ancestor: ViewID) -> Bool {
        var current: ViewID? = id
        while let view = current {
            if view == ancestor { return true }
            current = self[view].parent
        }
        return false
    }
}
