/// A small JSON value with a fixed, readable layout, so output is the same bytes every run:
/// members keep the order they were given in, a top-level object puts one member per line, an
/// array of objects puts one object per line, and everything else stays on one line.
enum JSON {
    case string(String)
    /// A number already spelled as JSON.
    case number(String)
    case array([JSON])
    case object([(String, JSON)])

    /// A finite double in its shortest round-trip spelling, without a trailing `.0`. Callers
    /// check finiteness first; non-finite values have no JSON spelling and become `null`.
    static func number(_ value: Double) -> JSON {
        guard value.isFinite else { return .number("null") }
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number("\(value)")
    }

    static func number(_ value: Int) -> JSON { .number(String(value)) }
    static func number(_ value: UInt) -> JSON { .number(String(value)) }

    /// The text, ending in a newline.
    var rendered: String {
        block(depth: 0) + "\n"
    }

    private func block(depth: Int) -> String {
        let pad = String(repeating: "  ", count: depth + 1), closing = String(repeating: "  ", count: depth)
        switch self {
        case .object(let members) where depth == 0:
            let lines = members.map { pad + JSON.quoted($0.0) + ": " + $0.1.block(depth: depth + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + closing + "}"
        case .array(let items) where items.contains(where: \.isObject):
            let lines = items.map { pad + $0.inline }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + closing + "]"
        default:
            return inline
        }
    }

    private var inline: String {
        switch self {
        case .string(let text): JSON.quoted(text)
        case .number(let text): text
        case .array(let items): "[" + items.map(\.inline).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { JSON.quoted($0.0) + ": " + $0.1.inline }.joined(separator: ", ") + "}"
        }
    }

    private var isObject: Bool {
        if case .object = self { true } else { false }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
