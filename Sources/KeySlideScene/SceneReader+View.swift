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
                "elements",
            ])
        let type = try view.optional("type")?.name(of: "a view type")
        let contentSize = try view.optional("contentSize")?.numbers(count: 2, shape: "[w, h]")
        let contentInset = try view.optional("contentInset")?.numbers(count: 4, shape: "[top, left, bottom, right]")
        let adjustment = try view.optional("contentInsetAdjustmentBehavior")?.name(of: "an adjustment behavior")
        let dismissMode = try view.optional("keyboardDismissMode")?.name(of: "a keyboard dismiss mode")
        let elementsNode = try view.required(
            "elements", needs: "a view lists its elements (an empty list [] is allowed)")
        var elements: [SceneDescription.Element] = []
        for item in try elementsNode.list(of: "elements") {
            elements.append(try element(item))
        }
        return SceneDescription.View(
            type: type, contentSize: contentSize.map { Size(width: $0[0], height: $0[1]) },
            contentInset: contentInset.map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) },
            contentInsetAdjustmentBehavior: adjustment, keyboardDismissMode: dismissMode, elements: elements)
    }

    private func element(_ node: SceneNode) throws(SceneError) -> SceneDescription.Element {
        let element = try node.mapping(
            keys: [
                "type", "id", "frame", "placeholder", "text", "pin", "borderStyle", "returnKeyType", "inputAccessory",
            ])
        let needs = "an element needs type, id and frame"
        return SceneDescription.Element(
            type: try element.required("type", needs: needs).name(of: "an element type"),
            id: try element.required("id", needs: needs).name(of: "an id"),
            frame: try element.required("frame", needs: needs).frame(),
            placeholder: try element.optional("placeholder")?.text(),
            text: try element.optional("text")?.text(),
            pin: try element.optional("pin")?.name(of: "an edge to pin to"),
            borderStyle: try element.optional("borderStyle")?.name(of: "a border style"),
            returnKeyType: try element.optional("returnKeyType")?.name(of: "a return key type"),
            inputAccessory: try bottomBar(element.optional("inputAccessory")))
    }
}
