import KeySlideGeometry
import KeySlideSystem
import Yams

/// One value in a scene file together with where it is: its place in the scene (`view.elements[0]`)
/// and, through the Yams node, its line and column.
///
/// Every read is checked and typed, and every failure is a `SceneError` pointing at this node —
/// the reason the loader walks Yams nodes instead of decoding with `Codable`, whose errors lose
/// the position in the text.
struct SceneNode {
    let node: Node
    /// Keys and indices from the top of the file, e.g. `timeline[2].tap`; empty for the top.
    let path: String
    /// The file name used in errors.
    let file: String

    /// An error about this node, placed at its line and column.
    func error(_ message: String) -> SceneError {
        SceneError(file: file, path: path, line: node.mark?.line, column: node.mark?.column, message: message)
    }

    /// The value under `key` of this mapping.
    func child(_ key: String, _ value: Node) -> SceneNode {
        SceneNode(node: value, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// Item `index` of this list.
    func item(_ index: Int, _ value: Node) -> SceneNode {
        SceneNode(node: value, path: "\(path)[\(index)]", file: file)
    }

    /// Adds this node and every node inside it to `index`, by path: where the reader looks up a
    /// checker's error path to give its line and column, and how the value there was written.
    func index(into index: inout [String: SceneNode]) {
        index[path] = self
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                if let key = key.scalar?.string { child(key, value).index(into: &index) }
            }
        case .sequence(let sequence):
            for (offset, value) in sequence.enumerated() { item(offset, value).index(into: &index) }
        default:
            break
        }
    }

    // MARK: What the node holds, for messages

    /// The node's resolved YAML type (`str`, `int`, `float`, `bool`, `null`, …): a quoted `"12"`
    /// is a string, a plain `12` an integer.
    var tagName: Tag.Name { Tag.Name(rawValue: node.tag.rawValue) }

    /// The node's text exactly as written, for "found …" in messages (numbers keep their
    /// spelling), escaped and shortened (`Quoted.text`).
    var written: String { Quoted.text(node.scalar?.string ?? "") }

    /// What the node is, in words: `a list`, `a mapping`, `nothing`, `true`, `12.5`, `the text "abc"`.
    var found: String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence(let items): return items.count == 1 ? "a list of 1 item" : "a list of \(items.count) items"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch tagName {
            case .null: return "nothing"
            case .str: return "the text \(Quoted.value(scalar.string))"
            default: return Quoted.text(scalar.string)
            }
        }
    }

    // MARK: Containers

    /// The node as a mapping whose keys must all be in `accepted`; `kind` names a key in the
    /// message about an unknown one ("key", or "setting" under `settings:`).
    func mapping(keys accepted: [String], kind: String = "key") throws(SceneError) -> SceneMapping {
        guard case .mapping(let mapping) = node else {
            throw error("expected a mapping with keys \(Suggestions.list(accepted)), found \(found)")
        }
        var values: [(key: String, value: SceneNode)] = []
        for (keyNode, valueNode) in mapping {
            let keyAt = SceneNode(node: keyNode, path: path, file: file)
            guard let key = keyNode.scalar?.string else {
                throw keyAt.error("expected a plain name as a key, found \(keyAt.found)")
            }
            guard accepted.contains(key) else {
                throw keyAt.error(
                    Suggestions.unknownName(
                        key, kind: kind, acceptedLabel: "accepted \(kind)s", accepted: accepted))
            }
            values.append((key, child(key, valueNode)))
        }
        return SceneMapping(owner: self, values: values)
    }

    /// The node as a list of nodes, each with its index in its path.
    func list(of what: String) throws(SceneError) -> [SceneNode] {
        guard case .sequence = node else {
            throw error("expected a list of \(what), found \(found)")
        }
        return items
    }

    /// The items of a list with their paths, or none when the node is not a list: for pointing
    /// at one item after the list has been read.
    var items: [SceneNode] {
        guard case .sequence(let sequence) = node else { return [] }
        return sequence.enumerated().map { item($0.offset, $0.element) }
    }

    // MARK: Scalars

    /// A finite number; YAML integers and floats are both numbers.
    func number() throws(SceneError) -> Double {
        guard let scalar = node.scalar else { throw error("expected a number, found \(found)") }
        switch tagName {
        case .int:
            // Int covers 0x…, 0o…, 1_000 and the like; a literal too long for Int is still a number.
            if let value = Int.construct(from: scalar) { return Double(value) }
            if let value = Double.construct(from: scalar), value.isFinite { return value }
            throw error("\(SceneChecker.mustBeFinite), found \(written)")
        case .float:
            guard let value = Double.construct(from: scalar) else { throw error("expected a number, found \(found)") }
            guard value.isFinite else { throw error("\(SceneChecker.mustBeFinite), found \(written)") }
            return value
        default:
            throw error("expected a number, found \(found)")
        }
    }

    /// A whole number written as a YAML integer (so `12.5` and `12.0` are refused alike); the range
    /// is the checker's, which says what is `expected` whether the value is not whole or out of range.
    func wholeNumber(expected: String) throws(SceneError) -> Int {
        guard let scalar = node.scalar, tagName == .int, let value = Int.construct(from: scalar) else {
            throw error("\(expected), found \(found)")
        }
        return value
    }

    /// `count` numbers in a list, e.g. a frame's `[x, y, w, h]`; `shape` names them for messages.
    func numbers(count: Int, shape: String) throws(SceneError) -> [Double] {
        let expected = "expected a list of \(count) numbers \(shape)"
        guard case .sequence(let sequence) = node else { throw error("\(expected), found \(found)") }
        guard sequence.count == count else { throw error("\(expected), found \(found)") }
        var values: [Double] = []
        for (index, value) in sequence.enumerated() {
            values.append(try item(index, value).number())
        }
        return values
    }

    /// A frame `[x, y, w, h]`; the checker checks its size.
    func frame() throws(SceneError) -> Rect {
        let values = try numbers(count: 4, shape: "[x, y, w, h]")
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `true` or `false`.
    func flag() throws(SceneError) -> Bool {
        guard let scalar = node.scalar, tagName == .bool, let value = Bool.construct(from: scalar) else {
            throw error("expected true or false, found \(found)")
        }
        return value
    }

    /// Free text such as a title or a placeholder. Any scalar but null is taken as written, so
    /// `title: 2024` is the text "2024" rather than an error.
    func text() throws(SceneError) -> String {
        guard let scalar = node.scalar, tagName != .null else {
            throw error("expected a string, found \(found)")
        }
        return scalar.string
    }

    /// A name to look up (a device, an id, a curve): any scalar but null, as written.
    func name(of what: String) throws(SceneError) -> String {
        guard let scalar = node.scalar, tagName != .null else {
            throw error("expected \(what), found \(found)")
        }
        return scalar.string
    }
}

/// A mapping whose keys have been checked, with the values looked up by key.
struct SceneMapping {
    let owner: SceneNode
    /// The values in file order.
    let values: [(key: String, value: SceneNode)]

    /// The value under `key`, if the key is present.
    func optional(_ key: String) -> SceneNode? {
        values.first { $0.key == key }?.value
    }

    /// The value under `key`; its absence is an error at the mapping that says what `needs` it.
    func required(_ key: String, needs: String) throws(SceneError) -> SceneNode {
        guard let value = optional(key) else {
            throw owner.error("missing key '\(key)'; \(needs)")
        }
        return value
    }
}
