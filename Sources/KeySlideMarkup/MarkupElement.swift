/// A small XML tree, written out in one place so escaping happens in exactly one place.
///
/// The SVG files are built with it, and so is the batch gallery's HTML page (KeySlideJobs
/// writes the same tree with HTML's rules for empty elements), so no page or picture is put
/// together by pasting strings. It is not called `XMLElement`: Foundation has a type of that name
/// on Linux and macOS, and a file importing both could not say which it meant.
///
/// Attributes keep the order they were added in (no dictionaries), which keeps output
/// byte-for-byte stable.
public struct MarkupElement: Hashable, Sendable {
    public var name: String
    public var attributes: [Attribute]
    public var children: [Child]

    public struct Attribute: Hashable, Sendable {
        public var name: String
        public var value: String
    }

    public enum Child: Hashable, Sendable {
        case element(MarkupElement)
        case text(String)
    }

    public init(_ name: String, _ attributes: [(String, String)] = [], children: [MarkupElement] = []) {
        self.name = name
        self.attributes = attributes.map { Attribute(name: $0.0, value: $0.1) }
        self.children = children.map { .element($0) }
    }

    /// An element with mixed content: elements and text, in order.
    public init(_ name: String, _ attributes: [(String, String)] = [], content: [Child]) {
        self.name = name
        self.attributes = attributes.map { Attribute(name: $0.0, value: $0.1) }
        self.children = content
    }

    /// Adds an attribute (kept in insertion order).
    public mutating func set(_ name: String, _ value: String) {
        attributes.append(Attribute(name: name, value: value))
    }

    /// Adds a child element.
    public mutating func append(_ child: MarkupElement) { children.append(.element(child)) }

    /// Adds escaped character data.
    public mutating func append(text: String) { children.append(.text(text)) }

    /// The element as compact XML, all on one line (SVG files are written compact).
    public func xml() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        out += "<" + name
        for attribute in attributes {
            out += " " + attribute.name + "=\"" + Self.escape(attribute.value, quotes: true) + "\""
        }
        guard !children.isEmpty else {
            out += "/>"
            return
        }
        out += ">"
        for child in children {
            switch child {
            case .element(let element): element.write(into: &out)
            case .text(let text): out += Self.escape(text, quotes: false)
            }
        }
        out += "</" + name + ">"
    }

    /// Escapes the characters XML reserves; drops control characters XML 1.0 forbids.
    public static func escape(_ text: String, quotes: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\n" where quotes: out += "&#10;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
