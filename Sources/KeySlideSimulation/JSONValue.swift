/// A JSON value with ordered object keys, written by one serializer, so every JSON the tool
/// prints (`trace`, `explain`, `curve`, `options`, the batch reports) is byte-for-byte stable.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// A number already spelled, for integers a `Double` cannot hold exactly.
    case numberText(String)
    case string(String)
    case array([JSONValue])
    /// Members in the order given.
    case object([Member])

    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue
    }

    /// An integer, spelled exactly.
    public static func integer<T: BinaryInteger>(_ value: T) -> JSONValue { .numberText(String(value)) }

    /// An object from `(key, value)` pairs, in order.
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { Member(key: $0.0, value: $0.1) })
    }

    /// How the text is laid out.
    public enum Layout: Sendable {
        /// Everything on one line.
        case compact
        /// Every array and object opened over several lines, two-space indents.
        case indented
        /// For reading long lists: the top-level object one member per line, arrays of objects
        /// one object per line, everything else on one line.
        case lines
    }

    /// The text, with numbers rounded to `decimals` places (trailing zeros dropped, never `-0`),
    /// or in their shortest exact spelling when `decimals` is `nil`. NaN and infinities, which
    /// JSON cannot spell, become `null`.
    public func serialized(_ layout: Layout = .compact, decimals: Int? = nil) -> String {
        var out = ""
        write(into: &out, layout: layout, depth: 0, decimals: decimals)
        return out
    }

    private var isObject: Bool { if case .object = self { true } else { false } }

    /// How one value is written: opened over several lines or kept on one, and what its
    /// children get.
    private enum Style { case compact, spaced, indented, lines }

    private func write(into out: inout String, layout: Layout, depth: Int, decimals: Int?) {
        let style: Style = switch layout {
        case .compact: .compact
        case .indented: .indented
        case .lines: .lines
        }
        write(into: &out, style: style, depth: depth, decimals: decimals)
    }

    private func write(into out: inout String, style: Style, depth: Int, decimals: Int?) {
        let opened: Bool, childStyle: Style
        switch (style, self) {
        case (.indented, .array(let items)): (opened, childStyle) = (!items.isEmpty, .indented)
        case (.indented, .object(let members)): (opened, childStyle) = (!members.isEmpty, .indented)
        case (.lines, .object(let members)) where depth == 0: (opened, childStyle) = (!members.isEmpty, .lines)
        case (.lines, .array(let items)) where items.contains(where: \.isObject): (opened, childStyle) = (true, .spaced)
        case (.lines, _), (.spaced, _): (opened, childStyle) = (false, .spaced)
        default: (opened, childStyle) = (false, .compact)
        }
        let inner = opened ? "\n" + String(repeating: "  ", count: depth + 1) : ""
        let outer = opened ? "\n" + String(repeating: "  ", count: depth) : ""
        let tight = style == .compact
        let comma = opened || tight ? "," : ", "
        let colon = tight ? ":" : ": "
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.format(value, decimals: decimals)
        case .numberText(let text): out += text
        case .string(let value): Self.writeString(value, into: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                out += (index > 0 ? comma : "") + inner
                item.write(into: &out, style: childStyle, depth: depth + 1, decimals: decimals)
            }
            out += (items.isEmpty ? "" : outer) + "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                out += (index > 0 ? comma : "") + inner
                Self.writeString(member.key, into: &out)
                out += colon
                member.value.write(into: &out, style: childStyle, depth: depth + 1, decimals: decimals)
            }
            out += (members.isEmpty ? "" : outer) + "}"
        }
    }

    static func format(_ value: Double, decimals: Int?) -> String {
        guard value.isFinite else { return "null" }
        var value = value
        if let decimals {
            var factor = 1.0
            for _ in 0..<decimals { factor *= 10 }
            value = (value * factor).rounded() / factor
        }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func writeString(_ value: String, into out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
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
        out += "\""
    }
}
