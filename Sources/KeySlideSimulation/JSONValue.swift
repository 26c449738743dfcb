import KeySlideGeometry

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

    /// Writes the object `members` followed by the member `key`, an array of `items`, to
    /// `output` in pieces: the same text as `serialized(layout, decimals:)` of the whole object,
    /// but each item is built only when it is written, so an array of any length (a trace's
    /// frames) never has to be in memory at once. Every item must be an object.
    public static func writeObject(
        _ members: [(String, JSONValue)], streaming key: String, items: some Sequence<JSONValue>,
        layout: Layout, decimals: Int? = nil, to output: (String) -> Void
    ) {
        var iterator = items.makeIterator()
        guard var item = iterator.next() else {
            output(JSONValue.object(members + [(key, .array([]))]).serialized(layout, decimals: decimals))
            return
        }
        // The text around and between the items, from the same object with two marker items in
        // their place: the last two markers in the text, since the streamed member comes last.
        let marker = JSONValue.object([("\u{0}", .null)])
        let frame = JSONValue.object(members + [(key, .array([marker, marker]))]).serialized(layout, decimals: decimals)
        let style: Style =
            switch layout {
            case .compact: .compact
            case .indented: .indented
            case .lines: .spaced
            }
        var markerText = ""
        marker.write(into: &markerText, style: style, depth: 2, decimals: decimals)
        let markers = frame.ranges(of: markerText).suffix(2)
        let (first, second) = (markers.first!, markers.last!)
        let separator = String(frame[first.upperBound..<second.lowerBound])
        output(String(frame[..<first.lowerBound]))
        var isFirst = true
        while true {
            precondition(item.isObject, "a streamed item must be an object")
            var text = isFirst ? "" : separator
            item.write(into: &text, style: style, depth: 2, decimals: decimals)
            output(text)
            isFirst = false
            guard let next = iterator.next() else { break }
            item = next
        }
        output(String(frame[second.upperBound...]))
    }

    private var isObject: Bool { if case .object = self { true } else { false } }

    /// How one value is written: opened over several lines or kept on one, and what its
    /// children get.
    private enum Style { case compact, spaced, indented, lines }

    private func write(into out: inout String, layout: Layout, depth: Int, decimals: Int?) {
        let style: Style =
            switch layout {
            case .compact: .compact
            case .indented: .indented
            case .lines: .lines
            }
        write(into: &out, style: style, depth: depth, decimals: decimals)
    }

    private func write(into out: inout String, style: Style, depth: Int, decimals: Int?) {
        let opened: Bool
        let childStyle: Style
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

    /// A number as JSON spells it: total over every `Double`, so no input can make the tool print
    /// `inf` or `nan`. Non-finite values are `null`; a value so large that scaling it for rounding
    /// would overflow has no decimals to round and is written as it is.
    static func format(_ value: Double, decimals: Int?) -> String {
        guard value.isFinite else { return "null" }
        var value = value
        if let decimals {
            var factor = 1.0
            for _ in 0..<decimals { factor *= 10 }
            let scaled = value * factor
            if scaled.isFinite { value = scaled.rounded() / factor }
        }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` as a JSON string: quoted, with `"`, `\\` and control characters escaped
    /// (`String.escapingUTF8`).
    static func writeString(_ value: String, into out: inout String) {
        out += "\""
        out += value.escapingUTF8(
            where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") },
            as: { byte, bytes in
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
                default:
                    bytes += [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigit(byte >> 4),
                        hexDigit(byte & 0xF),
                    ]
                }
            })
        out += "\""
    }

    /// A lower-case hexadecimal digit.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
