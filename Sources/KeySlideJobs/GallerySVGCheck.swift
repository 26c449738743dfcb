import Foundation
import KeySlideSystem

/// Whether a comparison SVG read from disk may go into the gallery's page as markup.
///
/// The player parses the comparison into the page itself (`Gallery.Player`), where a script in it
/// would run with the page's rights: a `<foreignObject><img onerror>` once did. So an SVG is
/// inlined only when it has exactly the form KeySlide's writer gives it (`SVGRenderer.document`:
/// the XML declaration, then one compact `<svg>` tree, then a newline), uses only the elements
/// and attributes that writer uses, each attribute's value in the shape the writer gives it, and
/// no comment, CDATA, processing instruction, document type or entity but the five escapes
/// `MarkupElement.escape` writes. Nothing is removed or rewritten: an SVG that fails any of it is
/// shown by `<img>` (where no script runs) and named in a warning. Being so narrow, this grammar
/// has one reading in every XML parser, so what is checked is what the browser builds.
enum SVGCheck {
    /// How every SVG KeySlide writes starts (`SVGRenderer.document`, `SVGShapes.root`).
    static let signature = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "

    /// The elements KeySlide's SVG writer uses; `svg` only as the root.
    static let elements: Set<String> = [
        "g", "rect", "circle", "line", "polyline", "text", "defs", "clipPath", "animate", "animateTransform",
    ]

    /// The shapes an attribute's value may take.
    enum Shape {
        case number, numbers, colour, translation, clipReference, identifier, fontFamily, text, duration
        case animatedValues
        case words(Set<String>)
    }

    /// The attributes KeySlide's SVG writer uses, with the shape of their values. No `href`, no
    /// `style`, no event handler, nothing that loads or runs anything; `attributeName` names only
    /// what KeySlide animates, so no animation can set a link.
    static let attributes: [String: Shape] = {
        var shapes: [String: Shape] = [:]
        for name in ["x", "y", "width", "height", "rx", "cx", "cy", "r", "x1", "y1", "x2", "y2", "font-size"] {
            shapes[name] = .number
        }
        for name in ["stroke-width", "opacity"] { shapes[name] = .number }
        for name in ["viewBox", "points", "keyTimes", "keySplines", "stroke-dasharray"] { shapes[name] = .numbers }
        shapes["values"] = .animatedValues
        shapes["fill"] = .colour
        shapes["stroke"] = .colour
        shapes["transform"] = .translation
        shapes["clip-path"] = .clipReference
        shapes["id"] = .identifier
        shapes["font-family"] = .fontFamily
        shapes["data-name"] = .text
        shapes["dur"] = .duration
        shapes["attributeName"] = .words(["transform", "x", "y", "width", "height", "opacity", "visibility"])
        shapes["type"] = .words(["translate"])
        shapes["additive"] = .words(["sum"])
        shapes["calcMode"] = .words(["discrete", "spline", "linear", "paced"])
        shapes["repeatCount"] = .words(["indefinite"])
        shapes["font-weight"] = .words(["bold", "normal"])
        shapes["text-anchor"] = .words(["start", "middle", "end"])
        shapes["visibility"] = .words(["visible", "hidden"])
        return shapes
    }()

    /// The text of `data` when it may be inlined; otherwise the one-line reason, naming `file`
    /// and the place in it.
    static func inlinable(_ data: Data, file: String) -> Result<String, BatchError> {
        let bytes = Array(data)
        var reader = SVGReader(bytes: bytes)
        do throws(SVGReader.Refusal) {
            try reader.document()
        } catch {
            let (line, column) = reader.lineAndColumn()
            return .failure(
                BatchError(
                    "\(Batch.shown(file)): line \(line), column \(column): expected \(error.expected); "
                        + "not written by KeySlide, so it is shown as a picture, without the player"))
        }
        // The reader checked every byte is UTF-8 it accepts, so decoding replaces nothing.
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// The characters of SVGNumber's numbers.
    static let numeric = Set("0123456789.-+e")

    /// Whether `value` has `shape`.
    static func fits(_ value: String, _ shape: Shape) -> Bool {
        switch shape {
        case .number: return !value.isEmpty && value.allSatisfy { numeric.contains($0) || $0 == "%" }
        case .numbers: return !value.isEmpty && value.allSatisfy { numeric.contains($0) || " ,;".contains($0) }
        case .words(let words): return words.contains(value)
        case .colour:
            return value == "none"
                || (value.count == 7 && value.hasPrefix("#") && value.dropFirst().allSatisfy(\.isHexDigit))
        case .translation:
            guard value.hasPrefix("translate("), value.hasSuffix(")") else { return false }
            return fits(String(value.dropFirst(10).dropLast()), .numbers)
        case .clipReference:
            guard value.hasPrefix("url(#"), value.hasSuffix(")") else { return false }
            return fits(String(value.dropFirst(5).dropLast()), .identifier)
        case .identifier:
            return !value.isEmpty
                && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }
        case .fontFamily:
            return value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || " ,'-".contains($0)) }
        case .duration: return value.hasSuffix("s") && fits(String(value.dropLast()), .number)
        case .animatedValues:
            return fits(value, .numbers)
                || value.split(separator: ";", omittingEmptySubsequences: false).allSatisfy {
                    $0 == "visible" || $0 == "hidden"
                }
        case .text: return true
        }
    }
}

/// The strict reader behind `SVGCheck`: a cursor over the bytes that accepts the writer's grammar
/// and nothing else.
struct SVGReader {
    struct Refusal: Error { var expected: String }

    let bytes: [UInt8]
    private(set) var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func lineAndColumn() -> (Int, Int) {
        var line = 1
        var column = 1
        for offset in 0..<min(index, bytes.count) {
            if bytes[offset] == 0x0A {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    mutating func document() throws(Refusal) {
        let declaration = Array(SVGCheck.signature.utf8.prefix(39))
        guard bytes.starts(with: declaration) else {
            throw Refusal(expected: "KeySlide's first line, <?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        }
        index = declaration.count
        guard bytes[index...].starts(with: SVGCheck.signature.utf8.dropFirst(39)) else {
            throw Refusal(expected: "<svg xmlns=\"http://www.w3.org/2000/svg\" …> as KeySlide writes it")
        }
        try element(isRoot: true)
        guard index == bytes.count - 1, bytes[index] == 0x0A else {
            throw Refusal(expected: "the end of the file after </svg> and a newline")
        }
    }

    private func at(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    private mutating func name(_ what: String) throws(Refusal) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let letter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            let more =
                index > start && (byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
            guard letter || more else { break }
            index += 1
        }
        guard index > start else { throw Refusal(expected: what) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// An element at `<`, its attributes, and its content up to its end tag.
    private mutating func element(isRoot: Bool) throws(Refusal) {
        let allowed = "one of the elements KeySlide writes (" + SVGCheck.elements.sorted().joined(separator: ", ") + ")"
        let start = index
        index += 1
        let tag = try name(allowed)
        guard isRoot ? tag == "svg" : SVGCheck.elements.contains(tag) else {
            index = start
            throw Refusal(expected: allowed + ", found <\(tag)")
        }
        var seen: Set<String> = []
        while at(" ") {
            index += 1
            let attributeStart = index
            let attribute = try name("an attribute's name")
            guard at("=\"") else { throw Refusal(expected: "=\" after the attribute's name") }
            index += 2
            let value = try text(until: UInt8(ascii: "\""), escapes: ["amp", "lt", "gt", "quot", "#10"])
            index += 1
            let shape = attribute == "xmlns" && isRoot ? nil : SVGCheck.attributes[attribute]
            guard seen.insert(attribute).inserted,
                attribute == "xmlns" ? isRoot && value == "http://www.w3.org/2000/svg" : true
            else {
                index = attributeStart
                throw Refusal(expected: "each attribute once and xmlns only on <svg>, found \(attribute)")
            }
            guard attribute == "xmlns" || shape.map({ SVGCheck.fits(value, $0) }) == true else {
                index = attributeStart
                let found = "found \(attribute)=\(Quoted.value(value))"
                throw Refusal(
                    expected: (shape == nil ? "an attribute KeySlide writes" : "a value KeySlide writes") + ", " + found
                )
            }
        }
        if at("/>") {
            index += 2
            return
        }
        guard at(">") else { throw Refusal(expected: "' ', '/>' or '>' in <\(tag)>") }
        index += 1
        while !at("</") {
            guard index < bytes.count else { throw Refusal(expected: "</\(tag)>") }
            if at("<") {
                try element(isRoot: false)
            } else {
                guard tag == "text" else { throw Refusal(expected: "an element: text only inside <text>") }
                _ = try text(until: UInt8(ascii: "<"), escapes: ["amp", "lt", "gt"])
            }
        }
        index += 2
        guard try name("</\(tag)>") == tag, at(">") else { throw Refusal(expected: "</\(tag)>") }
        index += 1
    }

    /// Text up to `end` (not read), with only `escapes` as entities; the decoded text. UTF-8 is
    /// checked, and control characters other than tab, line feed and carriage return refused.
    private mutating func text(until end: UInt8, escapes: Set<String>) throws(Refusal) -> String {
        var decoded: [UInt8] = []
        while index < bytes.count, bytes[index] != end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                guard let semicolon = bytes[index...].prefix(6).firstIndex(of: UInt8(ascii: ";")),
                    case let entity = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self),
                    escapes.contains(entity)
                else { throw Refusal(expected: "only the escapes &" + escapes.sorted().joined(separator: "; &") + ";") }
                let characters = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#10": "\n"]
                decoded += Array((characters[entity] ?? "").utf8)
                index = semicolon + 1
            case UInt8(ascii: "<"), UInt8(ascii: ">"): throw Refusal(expected: "'<' and '>' written as escapes")
            case 0x09, 0x0A, 0x0D, 0x20...:
                decoded.append(byte)
                index += 1
            default: throw Refusal(expected: "no control characters")
            }
        }
        guard index < bytes.count else { throw Refusal(expected: "the end of the text before the end of the file") }
        guard let text = String(validating: decoded, as: UTF8.self),
            !text.unicodeScalars.contains(where: { [0xFFFE, 0xFFFF].contains($0.value) || $0.value == 0x7F })
        else { throw Refusal(expected: "text in UTF-8") }
        return text
    }
}
