import KeySlideGeometry

/// Reading the root view and its elements.
extension SceneReader {
    func view(_ node: SceneNode) throws(SceneError) -> SceneDescription.View {
        if Self.referencesLayout(node) {
            return SceneDescription.View(elements: [])  // filled in from the layout (`withLayout`)
        }
        let view = try node.mapping(
            keys: [
                "type", "contentSize", "contentInset", "contentInsetAdjustmentBehavior", "keyboardDismissMode",
                "elements", "style", "sections", "stack", "ignoresKeyboardSafeArea",
            ] + Self.collectionKeys)
        let type = try view.optional("type")?.name(of: "a view type")
        let contentSize = try view.optional("contentSize")?.numbers(count: 2, shape: "[w, h]")
        let contentInset = try view.optional("contentInset")?.numbers(count: 4, shape: "[top, left, bottom, right]")
        let adjustment = try view.optional("contentInsetAdjustmentBehavior")?.name(of: "an adjustment behavior")
        let dismissMode = try view.optional("keyboardDismissMode")?.name(of: "a keyboard dismiss mode")
        let style = try view.optional("style")?.name(of: "a table style")
        let rowsKey = SceneDescription.rowsKey(of: type)
        let sections = try view.optional("sections").map { node throws(SceneError) in
            try node.list(of: "sections").map { item throws(SceneError) in
                try tableSection(item, depth: 0, rowsKey: rowsKey)
            }
        }
        if sections == nil, type == "table" || type == "collection" {
            _ = try view.required(
                "sections", needs: "a \(type ?? "table") lists its sections: add sections: [{\(rowsKey): [...]}]")
        }
        // A table's rows make its elements, so a table may leave `elements` out.
        let elementsNode =
            sections == nil
            ? try view.required("elements", needs: "a view lists its elements (an empty list [] is allowed)")
            : view.optional("elements")
        var elements: [SceneDescription.Element] = []
        for item in try elementsNode?.list(of: "elements") ?? [] {
            elements.append(try element(item, depth: 1))
        }
        var read = SceneDescription.View(
            type: type, contentSize: contentSize.map { Size(width: $0[0], height: $0[1]) },
            contentInset: contentInset.map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) },
            contentInsetAdjustmentBehavior: adjustment, keyboardDismissMode: dismissMode, elements: elements,
            style: style, sections: sections, stack: try view.optional("stack")?.name(of: "a stack alignment"),
            ignoresKeyboardSafeArea: try view.optional("ignoresKeyboardSafeArea")?.flag())
        read.collection = try collectionLayout(view)
        return read
    }

    /// A section of a table at `depth` (0 for the root view): its cells are one level below the
    /// table, a custom cell's subviews two.
    /// A collection's section lists its cells under `items` (`rowsKey`), a table's under `rows`.
    func tableSection(_ node: SceneNode, depth: Int, rowsKey: String = "rows") throws(SceneError)
        -> SceneDescription.TableSection
    {
        let section = try node.mapping(keys: ["header", "footer", "headerHeight", rowsKey])
        let rows = try section.required(rowsKey, needs: "a section lists its \(rowsKey)").list(of: rowsKey)
        return SceneDescription.TableSection(
            header: try section.optional("header")?.text(), footer: try section.optional("footer")?.text(),
            headerHeight: try section.optional("headerHeight")?.number(),
            rows: try rows.map { item throws(SceneError) in try tableRow(item, depth: depth) })
    }

    private func tableRow(_ node: SceneNode, depth: Int) throws(SceneError) -> SceneDescription.TableRow {
        let row = try node.mapping(keys: ["text", "field", "height", "subviews", "accessory"])
        let field = try row.optional("field").map { node throws(SceneError) in
            let field = try node.mapping(keys: ["type", "id", "placeholder", "text", "returnKeyType"])
            return SceneDescription.TableField(
                type: try field.optional("type")?.name(of: "a field type"),
                id: try field.required("id", needs: "a row's field needs an id").name(of: "an id"),
                placeholder: try field.optional("placeholder")?.text(),
                text: try field.optional("text")?.text(),
                returnKeyType: try field.optional("returnKeyType")?.name(of: "a return key type"))
        }
        let subviews = try row.optional("subviews").map { node throws(SceneError) in
            try children(node, of: "subviews", depth: depth + 1)
        }
        return SceneDescription.TableRow(
            text: try row.optional("text")?.text(), field: field, height: try row.optional("height")?.number(),
            subviews: subviews, accessory: try row.optional("accessory")?.name(of: "a cell accessory"))
    }

    /// An element and, through `treeKeys`, its subviews: `depth` is 1 for the root view's own.
    func element(_ node: SceneNode, depth: Int) throws(SceneError) -> SceneDescription.Element {
        let element = try node.mapping(keys: Self.elementKeys + Self.treeKeys)
        let type = try element.required("type", needs: "an element needs type, id and frame").name(
            of: "an element type")
        // Whether a missing frame is allowed is the checker's: it knows what places the element.
        let frameNode = element.optional("frame")
        var read = SceneDescription.Element(
            type: type,
            id: try element.required("id", needs: "an element needs type, id and frame").name(of: "an id"),
            frame: try frameNode?.frame() ?? .zero,
            placeholder: try element.optional("placeholder")?.text(),
            text: try element.optional("text")?.text(),
            pin: try element.optional("pin")?.name(of: "an edge to pin to"),
            borderStyle: try element.optional("borderStyle")?.name(of: "a border style"),
            returnKeyType: try element.optional("returnKeyType")?.name(of: "a return key type"),
            grows: try element.optional("grows")?.flag(), maxHeight: try element.optional("maxHeight")?.number(),
            onReturn: try element.optional("onReturn")?.name(of: "what the return key does"),
            inputAccessory: try bottomBar(element.optional("inputAccessory")))
        read.hasFrame = frameNode != nil
        try treeKeys(of: element, into: &read, depth: depth)
        return read
    }

    /// The keys every element takes but the tree's.
    static let elementKeys = [
        "type", "id", "frame", "placeholder", "text", "pin", "borderStyle", "returnKeyType", "grows",
        "maxHeight", "onReturn", "inputAccessory",
    ]
}
