import KeySlideGeometry
import KeySlideSystem
import KeySlideUIKit

/// The root view and its elements: types looked up, sizes checked, ids valid and unique.
extension SceneChecker {
    func view(
        _ view: SceneDescription.View, rootSize: Size, toolbar: Scene.Bar?, device: Device, orientation: Orientation
    )
        throws(SceneError) -> Scene.View
    {
        let (kind, stack) = try kindAndStack(of: view)
        let rowSpace = TableRowSpace(
            rootWidth: rootSize.width, margin: device.systemMinimumSideMargin(orientation), rootHeight: rootSize.height)
        // The scroll view sits below the toolbar, so by default its content is as big as what is left.
        var contentSize = try contentSize(of: view) ?? Scene.defaultContentSize(rootSize: rootSize, toolbar: toolbar)
        let contentInset = view.contentInset ?? .zero
        let insets = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
        for (index, value) in insets.enumerated() { _ = try length(value, at: "view.contentInset[\(index)]") }
        let adjustment = try lookUp(
            view.contentInsetAdjustmentBehavior, at: "view.contentInsetAdjustmentBehavior", default: .automatic,
            kind: "adjustment behavior", acceptedLabel: "accepted",
            names: ContentInsetAdjustmentBehavior.allCases.map(\.rawValue),
            ContentInsetAdjustmentBehavior.init(rawValue:))
        let dismissMode = try lookUp(
            view.keyboardDismissMode, at: "view.keyboardDismissMode", default: .none, kind: "keyboard dismiss mode",
            acceptedLabel: "accepted", names: Scene.View.KeyboardDismissMode.allCases.map(\.rawValue),
            Scene.View.KeyboardDismissMode.init(rawValue:))

        var table: Scene.Table?
        var rowElements: [(Scene.Element, path: String)] = []
        if kind == .table {
            let laidOut = try self.table(of: view, width: contentSize.width, space: rowSpace)
            table = laidOut.table
            rowElements = laidOut.elements
            contentSize = Size(width: contentSize.width, height: laidOut.height)
        } else if kind == .collection {
            let laidOut = try collection(
                view.sections ?? [], layout: view.collection, style: view.style, size: contentSize, space: rowSpace,
                at: "view")
            table = laidOut.table
            rowElements = laidOut.elements
            contentSize = laidOut.contentSize
        }
        return Scene.View(
            kind: kind, contentSize: contentSize, contentInset: contentInset,
            contentInsetAdjustmentBehavior: adjustment, keyboardDismissMode: dismissMode,
            elements: try elements(of: view, after: rowElements, rows: rowSpace),
            table: table, stack: stack,
            ignoresKeyboardSafeArea: view.ignoresKeyboardSafeArea ?? false)
    }

    /// The view's type, and how a plain view's elements follow its height; the keys only some
    /// types take are refused on the others.
    private func kindAndStack(of view: SceneDescription.View) throws(SceneError) -> (Scene.View.Kind, StackAlignment) {
        let kind = try lookUp(
            view.type, at: "view.type", default: Scene.View.Kind.plain, kind: "view type",
            acceptedLabel: "accepted", names: Scene.View.Kind.allCases.map(\.rawValue),
            Scene.View.Kind.init(rawValue:))
        let scrollOnly = [
            ("contentSize", view.contentSize != nil), ("contentInset", view.contentInset != nil),
            ("contentInsetAdjustmentBehavior", view.contentInsetAdjustmentBehavior != nil),
            ("keyboardDismissMode", view.keyboardDismissMode != nil),
        ]
        for (key, given) in scrollOnly where given && !kind.scrolls {
            throw error(
                at: "view.\(key)",
                "only a scroll view has \(key); add type: scroll to the view or remove \(key)")
        }
        for (key, given) in [("style", view.style != nil), ("sections", view.sections != nil)]
        where given && kind != .table && kind != .collection {
            throw error(at: "view.\(key)", "only a table has \(key); add type: table to the view or remove \(key)")
        }
        for (key, given) in view.collection?.givenKeys ?? [] where given && kind != .collection {
            throw error(
                at: "view.\(key)", "only a collection has \(key); add type: collection to the view or remove \(key)")
        }
        if view.stack != nil, kind != .plain {
            throw error(at: "view.stack", "only a plain view has stack (a scroll view's content does not move)")
        }
        let stack = try lookUp(
            view.stack, at: "view.stack", default: StackAlignment.top, kind: "stack alignment",
            acceptedLabel: "accepted", names: StackAlignment.allCases.map(\.rawValue), StackAlignment.init(rawValue:))
        if kind == .table, view.contentSize != nil {
            throw error(at: "view.contentSize", "a table's content size follows its rows; remove contentSize")
        }
        if kind == .collection, view.contentSize != nil {
            throw error(at: "view.contentSize", "a collection's content size follows its items; remove contentSize")
        }
        return (kind, stack)
    }

    /// The content size the view gives, checked; nil when it gives none.
    private func contentSize(of view: SceneDescription.View) throws(SceneError) -> Size? {
        guard let size = view.contentSize else { return nil }
        for (index, dimension, value) in [(0, "width", size.width), (1, "height", size.height)] {
            let path = "view.contentSize[\(index)]"
            guard try finite(value, at: path) >= 0 else {
                throw error(at: path, "\(dimension) must be 0 or more, found \(written(value, at: path))")
            }
            _ = try self.size(value, at: path, dimension: dimension)
        }
        return size
    }

    /// A table view's sections laid out `width` wide, with the regular width's 20 pt margins or the
    /// compact width's 16: the table, its rows' elements and its height.
    private func table(of view: SceneDescription.View, width: Double, space: TableRowSpace) throws(SceneError) -> (
        table: Scene.Table, elements: [(Scene.Element, path: String)], height: Double
    ) {
        guard let sections = view.sections else {
            throw error(at: "view", "a table lists its sections: add sections: [{rows: [...]}]")
        }
        let style = try lookUp(
            view.style, at: "view.style", default: Scene.Table.Style.grouped, kind: "table style",
            acceptedLabel: "accepted", names: Scene.Table.Style.allCases.map(\.rawValue),
            Scene.Table.Style.init(rawValue:))
        return try self.table(sections, style: style, width: width, space: space)
    }

    /// The view's elements after a table's rows' own, each checked with its subviews, the whole
    /// tree within the limits, ids unique across it.
    private func elements(
        of view: SceneDescription.View, after rowElements: [(Scene.Element, path: String)], rows: TableRowSpace
    ) throws(SceneError) -> [Scene.Element] {
        let tree = try treePaths(of: view)
        try count(
            tree.count + rowElements.count, of: "elements", in: "a view", limit: Scene.maximumElements,
            at: "view.elements")
        let ids = Set(tree.map(\.element.id) + rowElements.map(\.0.id))
        var checked: [(Scene.Element, path: String)] = []
        for (index, given) in view.elements.enumerated() {
            let path = "view.elements[\(index)]"
            checked.append((try treeElement(given, at: path, arranged: false, ids: ids, rows: rows), path: path))
        }
        var firstUse: [String: String] = [:]
        let everyElement = Self.depthFirst(rowElements) + Self.depthFirst(checked)
        // Table elements' rows add elements the file does not list one by one.
        try count(everyElement.count, of: "elements", in: "a view", limit: Scene.maximumElements, at: "view.elements")
        for (element, path) in everyElement {
            if let earlier = firstUse[element.id] {
                throw error(
                    at: "\(path).id",
                    "duplicate id \(Quoted.value(element.id)) (already used by \(earlier)); ids must be unique")
            }
            firstUse[element.id] = path
        }
        return rowElements.map(\.0) + checked.map(\.0)
    }

    /// Each element with its path, depth first: a subview's path adds its key and index.
    static func depthFirst(_ elements: [(Scene.Element, path: String)]) -> [(Scene.Element, path: String)] {
        var result: [(Scene.Element, path: String)] = []
        var pending = Array(elements.reversed())
        while let (element, path) = pending.popLast() {
            result.append((element, path))
            if let table = element.table {
                pending += element.subviews.reversed().map { ($0, table.path(of: $0, in: path)) }
                continue
            }
            let key = element.kind == .stack ? "arrangedSubviews" : "subviews"
            pending += element.subviews.enumerated().reversed().map { ($0.element, "\(path).\(key)[\($0.offset)]") }
        }
        return result
    }

    func element(_ element: SceneDescription.Element, at path: String) throws(SceneError) -> Scene.Element {
        let kind = try lookUp(
            element.type, at: "\(path).type", kind: "element type",
            acceptedLabel: "accepted", names: Scene.Element.Kind.allCases.map(\.rawValue),
            Scene.Element.Kind.init(rawValue:))
        _ = try text(element.id, at: "\(path).id")
        guard !element.id.isEmpty, element.id.unicodeScalars.allSatisfy(Self.isIdCharacter) else {
            throw error(
                at: "\(path).id",
                "\(Quoted.value(element.id)) is not a valid id; "
                    + "use one or more ASCII letters, digits, '-' and '_'")
        }
        let frame = try checkFrame(element.frame, at: "\(path).frame", allowZeroSize: true)
        let pinnedToBottom = try lookUp(
            element.pin, at: "\(path).pin", default: false, kind: "pin",
            acceptedLabel: "accepted", names: Scene.Element.pinNames
        ) { $0 == "bottom" ? true : nil }
        if element.borderStyle != nil, kind != .textField {
            throw error(at: "\(path).borderStyle", "only a textField has borderStyle, not a \(kind.rawValue)")
        }
        let borderStyle = try element.borderStyle.map { name throws(SceneError) in
            try lookUp(
                name, at: "\(path).borderStyle", kind: "border style", acceptedLabel: "accepted",
                names: Scene.Element.BorderStyle.allCases.map(\.rawValue), Scene.Element.BorderStyle.init(rawValue:))
        }
        if element.returnKeyType != nil, !kind.isTextInput {
            throw error(at: "\(path).returnKeyType", "only a text input has returnKeyType, not a \(kind.rawValue)")
        }
        let returnKeyType = try element.returnKeyType.map { name throws(SceneError) in
            try lookUp(
                name, at: "\(path).returnKeyType", kind: "return key type", acceptedLabel: "accepted",
                names: Scene.Element.ReturnKeyType.allCases.map(\.rawValue),
                Scene.Element.ReturnKeyType.init(rawValue:))
        }
        let (grows, maxHeight) = try growth(element, kind: kind, frame: frame, at: path)
        if element.onReturn != nil, kind != .textField {
            throw error(at: "\(path).onReturn", "only a textField has onReturn, not a \(kind.rawValue)")
        }
        let onReturn = try element.onReturn.map { name throws(SceneError) in
            try lookUp(
                name, at: "\(path).onReturn", kind: "return action", acceptedLabel: "accepted",
                names: ReturnAction.allCases.map(\.rawValue), ReturnAction.init(rawValue:))
        }
        return Scene.Element(
            kind: kind, id: element.id, frame: frame,
            placeholder: try text(element.placeholder, at: "\(path).placeholder"),
            text: try text(element.text, at: "\(path).text"), pinnedToBottom: pinnedToBottom,
            borderStyle: borderStyle, returnKeyType: returnKeyType, grows: grows, maxHeight: maxHeight,
            onReturn: onReturn)
    }

    /// `grows` and `maxHeight`: text views only; a limit needs `grows: true` and is at least the
    /// starting height.
    private func growth(
        _ element: SceneDescription.Element, kind: Scene.Element.Kind, frame: Rect, at path: String
    ) throws(SceneError) -> (Bool, Double?) {
        let grows = element.grows ?? false
        if element.grows != nil, kind != .textView {
            throw error(at: "\(path).grows", "only a textView grows with its text, not a \(kind.rawValue)")
        }
        guard let maxHeight = element.maxHeight else { return (grows, nil) }
        let at = "\(path).maxHeight"
        guard grows else { throw error(at: at, "needs grows: true (a text view that does not grow keeps its height)") }
        guard try finite(maxHeight, at: at) >= frame.height, maxHeight <= Scene.maximumLength else {
            throw error(
                at: at,
                "must be from the text view's height (\(frame.height.readable())) to "
                    + "\(Quoted.grouped(Int(Scene.maximumLength))), found \(written(maxHeight, at: at))")
        }
        return (grows, maxHeight)
    }

    /// Ids name elements in traces, SVG ids and messages, so they keep to characters that need no
    /// quoting anywhere.
    static func isIdCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
        default: false
        }
    }
}

extension Scene.Element {
    /// The edges an element may be pinned to (`pin: bottom`): the checker's and the schema's list.
    public static let pinNames = ["bottom"]
}
