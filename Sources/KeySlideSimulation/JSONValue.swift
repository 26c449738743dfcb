/// A JSON value with ordered object keys, written by one serializer, so every JSON the tool
/// prints (`trace`, `explain`, `curve`, `options`) is byte-for-byte stable.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order given.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Numbers are written with at most `decimals` places (trailing zeros dropped, never `-0`);
    /// NaN and infinities, which JSON cannot spell, become `null`.
    public func serialized(pretty: Bool = false, decimals: Int = 4) -> String {
        var out = ""
        write(into: &out, pretty: pretty, depth: 0, decimals: decimals)
        return out
    }

    private func write(into out: inout String, pretty: Bool, depth: Int, decimals: Int) {
        let newline = pretty ? "\n" + String(repeating: "  ", count: depth + 1) : ""
        let close = pretty ? "\n" + String(repeating: "  ", count: depth) : ""
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.format(value, decimals: decimals)
        case .string(let value): Self.writeString(value, into: &out)
        case .array(let values):
            if values.isEmpty { out += "[]"; return }
            out += "["
            for (index, value) in values.enumerated() {
                out += (index > 0 ? "," : "") + newline
                value.write(into: &out, pretty: pretty, depth: depth + 1, decimals: decimals)
            }
            out += close + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                out += (index > 0 ? "," : "") + newline
                Self.writeString(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(into: &out, pretty: pretty, depth: depth + 1, decimals: decimals)
            }
            out += close + "}"
        }
    }

    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
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
