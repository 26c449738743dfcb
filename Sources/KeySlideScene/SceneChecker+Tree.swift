import KeySlideGeometry
import KeySlideLayout
import KeySlideSystem
import KeySlideUIKit

/// The tree: subviews within the depth and count limits, the keys each container type takes.
extension SceneChecker {
    /// Every element of the description's tree with its path, depth first (an element before its
    /// subviews); an element deeper than `Scene.maximumDepth` is an error, so an importer's
    /// description is bounded as a file is.
    func treePaths(of view: SceneDescription.View) throws(SceneError) -> [(
        element: SceneDescription.Element, path: String
    )] {
        var result: [(SceneDescription.Element, String)] = []
        var pending = view.elements.enumerated().reversed().map { ($0.element, "view.elements[\($0.offset)]", 1) }
        pending += try rowSubviews(
            of: view.sections ?? [], at: "view", depth: 0, rowsKey: SceneDescription.rowsKey(of: view.type)
        ).reversed()
        while let (element, path, depth) = pending.popLast() {
            result.append((element, path))
            if let sections = element.sections {
                let rowsKey = SceneDescription.rowsKey(of: element.type)
                pending += try rowSubviews(of: sections, at: path, depth: depth, rowsKey: rowsKey).reversed()
            }
            if element.sections != nil, depth >= Scene.maximumDepth {
                throw error(
                    at: "\(path).sections",
                    "elements nest at most \(Scene.maximumDepth) deep; this table's rows would be \(depth + 1) deep")
            }
            let children = Self.children(of: element)
            guard !children.list.isEmpty else { continue }
            guard depth < Scene.maximumDepth else {
                throw error(
                    at: "\(path).\(children.key)",
                    "elements nest at most \(Scene.maximumDepth) deep; this one would be \(depth + 1) deep")
            }
            pending += children.list.enumerated().reversed().map {
                ($0.element, "\(path).\(children.key)[\($0.offset)]", depth + 1)
            }
        }
        return result
    }

    /// An element's children as the file lists them: a stack's arranged subviews, or subviews.
    static func children(of element: SceneDescription.Element) -> (key: String, list: [SceneDescription.Element]) {
        if let arranged = element.arrangedSubviews { return ("arrangedSubviews", arranged) }
        return ("subviews", element.subviews)
    }

    /// The element at `path` and its subviews, checked; `ids` are every id in the scene, which
    /// constraints may name; `rows` is how a table element lays out its rows. The depth is
    /// bounded by `treePaths`, checked first.
    func treeElement(
        _ given: SceneDescription.Element, at path: String, arranged: Bool, ids: Set<String>, rows: TableRowSpace
    ) throws(SceneError) -> Scene.Element {
        var element = try self.element(given, at: path)
        if !given.hasFrame, given.constraints.isEmpty, !arranged {
            throw error(
                at: path,
                "missing key 'frame'; an element needs type, id and frame "
                    + "(or constraints, or a place in a stack's arrangedSubviews)")
        }
        try containerKeys(given, kind: element.kind, at: path)
        element.clipsToBounds = given.clipsToBounds ?? element.kind.scrolls
        element.isHidden = given.hidden ?? false
        element.background = try background(given.background, at: "\(path).background")
        element.autoresizing = try autoresizing(given.autoresizing, at: "\(path).autoresizing")
        try sizing(given, into: &element, at: path)
        element.constraints = try given.constraints.enumerated().map { index, text throws(SceneError) in
            try constraint(text, at: "\(path).constraints[\(index)]", ids: ids)
        }
        let children = Self.children(of: given)
        for (index, child) in children.list.enumerated() {
            element.subviews.append(
                try treeElement(
                    child, at: "\(path).\(children.key)[\(index)]", arranged: element.kind == .stack, ids: ids,
                    rows: rows))
        }
        if element.kind == .table { try tableElement(given, into: &element, at: path, rows: rows) }
        if element.kind == .collection { try collectionElement(given, into: &element, at: path, rows: rows) }
        if element.kind == .scroll { element.scroll = try scrollSettings(given, of: element, at: path) }
        if element.kind == .stack { element.stack = try stackArrangement(given, at: path) }
        return element
    }

    /// Refuses the keys only other types take.
    private func containerKeys(_ given: SceneDescription.Element, kind: Scene.Element.Kind, at path: String)
        throws(SceneError)
    {
        let scrollKeys = [
            ("contentSize", given.contentSize != nil), ("contentInset", given.contentInset != nil),
            ("contentInsetAdjustmentBehavior", given.contentInsetAdjustmentBehavior != nil),
            ("keyboardDismissMode", given.keyboardDismissMode != nil), ("class", given.className != nil),
        ]
        for (key, written) in scrollKeys where written && !kind.scrolls {
            throw error(at: "\(path).\(key)", "only a scroll element has \(key), not a \(kind.rawValue)")
        }
        for (key, written) in [("style", given.style != nil), ("sections", given.sections != nil)]
        where written && !kind.hasCells {
            throw error(at: "\(path).\(key)", "only a table has \(key), not a \(kind.rawValue)")
        }
        for (key, written) in given.collection?.givenKeys ?? [] where written && kind != .collection {
            throw error(at: "\(path).\(key)", "only a collection has \(key), not a \(kind.rawValue)")
        }
        if kind.hasCells {
            let (noun, rowsKey) = (kind.rawValue, SceneDescription.rowsKey(of: kind.rawValue))
            if given.contentSize != nil {
                throw error(
                    at: "\(path).contentSize", "a \(noun)'s content size follows its \(rowsKey); remove contentSize")
            }
            if !given.subviews.isEmpty {
                throw error(
                    at: "\(path).subviews", "a \(noun)'s \(rowsKey) make its subviews; list them under sections")
            }
            if given.sections == nil {
                throw error(
                    at: path,
                    "missing key 'sections'; a \(noun) lists its sections: add sections: [{\(rowsKey): [...]}]")
            }
        }
        let stackKeys = [
            ("axis", given.axis != nil), ("spacing", given.spacing != nil), ("alignment", given.alignment != nil),
            ("distribution", given.distribution != nil), ("arrangedSubviews", given.arrangedSubviews != nil),
        ]
        for (key, written) in stackKeys where written && kind != .stack {
            throw error(at: "\(path).\(key)", "only a stack has \(key), not a \(kind.rawValue)")
        }
        if kind == .stack, !given.subviews.isEmpty {
            throw error(at: "\(path).subviews", "a stack lays out its arrangedSubviews; list its views there")
        }
    }

    func scrollSettings(_ given: SceneDescription.Element, of element: Scene.Element, at path: String)
        throws(SceneError) -> Scene.ScrollSettings
    {
        let inset = given.contentInset ?? .zero
        for (index, value) in [inset.top, inset.left, inset.bottom, inset.right].enumerated() {
            _ = try length(value, at: "\(path).contentInset[\(index)]")
        }
        var contentSize = given.contentSize
        if let size = contentSize {
            for (index, dimension, value) in [(0, "width", size.width), (1, "height", size.height)] {
                let at = "\(path).contentSize[\(index)]"
                guard try finite(value, at: at) >= 0 else {
                    throw error(at: at, "\(dimension) must be 0 or more, found \(written(value, at: at))")
                }
                _ = try self.size(value, at: at, dimension: dimension)
            }
        } else if element.constraints.isEmpty, element.subviews.allSatisfy(\.constraints.isEmpty) {
            // Nothing will size the content: it is the scroll view's own size, as for the root view.
            contentSize = element.frame.size
        }
        return Scene.ScrollSettings(
            contentSize: contentSize, contentInset: inset,
            contentInsetAdjustmentBehavior: try lookUp(
                given.contentInsetAdjustmentBehavior, at: "\(path).contentInsetAdjustmentBehavior",
                default: .automatic, kind: "adjustment behavior", acceptedLabel: "accepted",
                names: ContentInsetAdjustmentBehavior.allCases.map(\.rawValue),
                ContentInsetAdjustmentBehavior.init(rawValue:)),
            keyboardDismissMode: try lookUp(
                given.keyboardDismissMode, at: "\(path).keyboardDismissMode", default: .none,
                kind: "keyboard dismiss mode", acceptedLabel: "accepted",
                names: Scene.View.KeyboardDismissMode.allCases.map(\.rawValue),
                Scene.View.KeyboardDismissMode.init(rawValue:)),
            className: try className(given.className, at: "\(path).class"))
    }

    /// A class name as Swift or Objective-C spells one.
    private func className(_ name: String?, at path: String) throws(SceneError) -> String? {
        guard let name else { return nil }
        let valid =
            !name.isEmpty && name.count <= 200 && name.first.map { !$0.isNumber } == true
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) || $0 == ".")
            }
        guard valid else {
            throw error(at: path, "\(Quoted.value(name)) is not a class name; use ASCII letters, digits, '_' and '.'")
        }
        return name
    }

    private func stackArrangement(_ given: SceneDescription.Element, at path: String) throws(SceneError)
        -> StackArrangement
    {
        typealias Arrangement = StackArrangement
        let spacing = try given.spacing.map { value throws(SceneError) in try length(value, at: "\(path).spacing") }
        return StackArrangement(
            axis: try lookUp(
                given.axis, at: "\(path).axis", default: .horizontal, kind: "axis", acceptedLabel: "accepted",
                names: Arrangement.Axis.allCases.map(\.rawValue), Arrangement.Axis.init(rawValue:)),
            spacing: spacing ?? 0,
            distribution: try lookUp(
                given.distribution, at: "\(path).distribution", default: .fill, kind: "stack distribution",
                acceptedLabel: "accepted", names: Arrangement.Distribution.allCases.map(\.rawValue),
                Arrangement.Distribution.init(rawValue:)),
            alignment: try lookUp(
                given.alignment, at: "\(path).alignment", default: .fill, kind: "stack alignment",
                acceptedLabel: "accepted", names: Arrangement.Alignment.allCases.map(\.rawValue),
                Arrangement.Alignment.init(rawValue:)))
    }

    private func autoresizing(_ names: [String]?, at path: String) throws(SceneError) -> AutoresizingMask? {
        guard let names else { return nil }
        var mask: AutoresizingMask = []
        for (index, name) in names.enumerated() {
            mask.insert(
                try lookUp(
                    name, at: "\(path)[\(index)]", kind: "autoresizing flag", acceptedLabel: "accepted",
                    names: AutoresizingMask.named.map(\.name)
                ) { word in AutoresizingMask.named.first { $0.name == word }?.mask })
        }
        return mask
    }

    /// `#rrggbb`, kept lower-case so equal colours compare equal.
    private func background(_ colour: String?, at path: String) throws(SceneError) -> String? {
        guard let colour else { return nil }
        let digits = colour.dropFirst()
        guard colour.first == "#", digits.count == 6, digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII)
        else {
            throw error(
                at: path, "expected a colour #rrggbb (six hex digits, as #f2f2f7), found \(Quoted.value(colour))")
        }
        return colour.lowercased()
    }
}

extension SceneChecker {
    /// `intrinsicSize` (each side 0 or more, within the scene's lengths), `hugging` and
    /// `compressionResistance` (priorities 1 to 1000, as UIKit takes them).
    fileprivate func sizing(_ given: SceneDescription.Element, into element: inout Scene.Element, at path: String)
        throws(SceneError)
    {
        if let size = given.intrinsicSize {
            for (index, dimension, value) in [(0, "width", size.width), (1, "height", size.height)] {
                let at = "\(path).intrinsicSize[\(index)]"
                guard try finite(value, at: at) >= 0 else {
                    throw error(at: at, "\(dimension) must be 0 or more, found \(written(value, at: at))")
                }
                _ = try self.size(value, at: at, dimension: dimension)
            }
            element.intrinsicSize = size
        }
        element.hugging = try priorities(given.hugging, at: "\(path).hugging")
        element.compressionResistance = try priorities(
            given.compressionResistance, at: "\(path).compressionResistance")
    }

    private func priorities(_ values: [Double]?, at path: String) throws(SceneError) -> AxisPriorities? {
        guard let values else { return nil }
        var checked: [LayoutPriority] = []
        for (index, value) in values.enumerated() {
            let at = "\(path)[\(index)]"
            guard let priority = LayoutPriority(rawValue: try finite(value, at: at)) else {
                throw error(at: at, "a priority is from 1 to 1000, found \(written(value, at: at))")
            }
            checked.append(priority)
        }
        return AxisPriorities(horizontal: checked[0], vertical: checked[1])
    }
}
