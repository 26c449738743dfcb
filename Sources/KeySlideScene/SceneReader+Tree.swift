import KeySlideGeometry
import KeySlideLayout
import KeySlideSystem

/// Reading the keys that make elements a tree: subviews, containers' settings, constraints.
extension SceneReader {
    /// The keys of the tree, taken by every element; which types take which is the checker's.
    static let treeKeys =
        [
            "subviews", "arrangedSubviews", "constraints", "autoresizing", "clipsToBounds", "hidden", "background",
            "contentSize", "contentInset", "contentInsetAdjustmentBehavior", "keyboardDismissMode", "class", "axis",
            "spacing", "alignment", "distribution", "style", "sections", "intrinsicSize", "hugging",
            "compressionResistance",
        ] + collectionKeys

    func treeKeys(of element: SceneMapping, into read: inout SceneDescription.Element, depth: Int) throws(SceneError) {
        read.subviews = try children(element.optional("subviews"), of: "subviews", depth: depth)
        if let arranged = element.optional("arrangedSubviews") {
            read.arrangedSubviews = try children(arranged, of: "arrangedSubviews", depth: depth)
        }
        read.constraints = try constraints(element.optional("constraints"))
        read.autoresizing = try element.optional("autoresizing").map { node throws(SceneError) in
            try node.list(of: "autoresizing flags").map { item throws(SceneError) in
                try item.name(of: "an autoresizing flag")
            }
        }
        read.clipsToBounds = try element.optional("clipsToBounds")?.flag()
        read.hidden = try element.optional("hidden")?.flag()
        read.background = try element.optional("background")?.name(of: "a colour #rrggbb")
        if let size = try element.optional("contentSize")?.numbers(count: 2, shape: "[w, h]") {
            read.contentSize = Size(width: size[0], height: size[1])
        }
        if let inset = try element.optional("contentInset")?.numbers(count: 4, shape: "[top, left, bottom, right]") {
            read.contentInset = EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        }
        read.contentInsetAdjustmentBehavior = try element.optional("contentInsetAdjustmentBehavior")?
            .name(of: "an adjustment behavior")
        read.keyboardDismissMode = try element.optional("keyboardDismissMode")?.name(of: "a keyboard dismiss mode")
        read.className = try element.optional("class")?.name(of: "a class name")
        read.axis = try element.optional("axis")?.name(of: "an axis")
        read.spacing = try element.optional("spacing")?.number()
        read.alignment = try element.optional("alignment")?.name(of: "a stack alignment")
        read.distribution = try element.optional("distribution")?.name(of: "a stack distribution")
        read.style = try element.optional("style")?.name(of: "a table style")
        if let size = try element.optional("intrinsicSize")?.numbers(count: 2, shape: "[w, h]") {
            read.intrinsicSize = Size(width: size[0], height: size[1])
        }
        read.hugging = try element.optional("hugging")?.numbers(count: 2, shape: "[horizontal, vertical]")
        read.compressionResistance = try element.optional("compressionResistance")?
            .numbers(count: 2, shape: "[horizontal, vertical]")
        read.sections = try element.optional("sections").map { node throws(SceneError) in
            try node.list(of: "sections").map { item throws(SceneError) in
                try tableSection(item, depth: depth, rowsKey: SceneDescription.rowsKey(of: read.type))
            }
        }
        read.collection = try collectionLayout(element)
    }

    /// A list of elements one level down; refused beyond `Scene.maximumDepth`, before reading
    /// further, so no file can make the reader recurse deeply.
    func children(_ node: SceneNode?, of what: String, depth: Int) throws(SceneError) -> [SceneDescription
        .Element]
    {
        guard let node else { return [] }
        let items = try node.list(of: what)
        if !items.isEmpty, depth >= Scene.maximumDepth {
            throw node.error(
                "elements nest at most \(Scene.maximumDepth) deep; this one would be \(depth + 1) deep")
        }
        var elements: [SceneDescription.Element] = []
        for item in items { elements.append(try element(item, depth: depth + 1)) }
        return elements
    }

    /// `constraints: ["bottom == keyboard.top - 8", {constraint: "...", id: NAME}]`. The text is
    /// read here too, so a syntax error points at its own column in the file.
    private func constraints(_ node: SceneNode?) throws(SceneError) -> [SceneDescription.ConstraintText] {
        guard let node else { return [] }
        var texts: [SceneDescription.ConstraintText] = []
        for item in try node.list(of: "constraints") {
            var textNode = item
            var id: String?
            if case .mapping = item.node {
                let mapping = try item.mapping(keys: ["constraint", "id"])
                textNode = try mapping.required(
                    "constraint", needs: "a named constraint is {constraint: \"...\", id: NAME}")
                id = try mapping.optional("id")?.name(of: "a constraint id")
            }
            let text = try textNode.name(of: "a constraint such as \"bottom == superview.bottom - 8\"")
            do {
                _ = try ConstraintSyntax.parse(text)
            } catch {
                throw syntaxError(error, text: text, at: textNode)
            }
            texts.append(SceneDescription.ConstraintText(text, id: id))
        }
        return texts
    }

    /// A syntax error at its column in the file when the text is written there as read (on one
    /// line, without escapes or folding); at the value otherwise, with the column in the message.
    private func syntaxError(_ error: ConstraintSyntaxError, text: String, at node: SceneNode) -> SceneError {
        var placed = node.error("\(error.message) (column \(error.column) of \(Quoted.value(text)))")
        guard let scalar = node.node.scalar, let line = placed.line, let column = placed.column,
            let source = source?.splitIntoLines().dropFirst(line - 1).first
        else { return placed }
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        let start = column - 1 + (quoted ? 1 : 0)
        let written = source.unicodeScalars.dropFirst(start).prefix(text.unicodeScalars.count)
        guard String(String.UnicodeScalarView(written)) == text else { return placed }
        placed.column = start + error.column
        placed.message = error.message
        return placed
    }
}
