import Foundation
import KeySlideSystem

/// A forward-only reader of one JSON text, for the explain reports `keyslide gallery` reads from
/// disk, which it must treat as anyone's.
///
/// Why not `JSONSerialization`: it builds a Foundation object for every value before anything is
/// checked, so a 62 MB report took 3.9 GB, and what it hands back still has to be trusted member by
/// member. This reader keeps only what the caller asks for (members it does not want are skipped
/// without being built), bounds each text and the nesting, and knows where it is: every refusal
/// names the line, the column and the member (`strategies[2].steps[10].t`) and says what was
/// expected there.
struct ReportCursor {
    /// The deepest nesting read (a report nests five levels).
    static let maximumDepth = 64
    /// The most bytes one text may hold once decoded; the longest a batch writes is a change line
    /// naming a view, well under this.
    static let maximumTextBytes = 10_000

    private let bytes: UnsafeRawBufferPointer
    private let file: String
    private var index = 0
    private var depth = 0
    /// Things kept so far (`count(_:limit:)`).
    private var kept = 0
    /// The members and items around the value being read, outermost first.
    private var place: [String] = []

    init(bytes: UnsafeRawBufferPointer, file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: Refusals

    /// The one-line refusal at the current place: `file: line L, column C (member): expected …`.
    func failure(_ expected: String) -> BatchError {
        // Columns count characters, not bytes: continuation bytes of UTF-8 are not counted.
        var line = 1
        var column = 1
        for offset in 0..<min(index, bytes.count) {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
        }
        let member = place.isEmpty ? "" : " (\(Quoted.text(placeName, limit: 120)))"
        return BatchError("\(Batch.shown(file)): line \(line), column \(column)\(member): expected \(expected)")
    }

    /// `strategies[2].steps[10].t`.
    var placeName: String {
        place.enumerated().map { offset, part in offset == 0 || part.hasPrefix("[") ? part : "." + part }.joined()
    }

    /// The value at the cursor as written, cut short, for "found …" in messages.
    func foundText() -> String {
        var end = index
        while end < bytes.count, end - index < 40, ![UInt8(ascii: ","), UInt8(ascii: "\n")].contains(bytes[end]) {
            end += 1
        }
        guard end > index else { return "the end of the file" }
        return Quoted.text(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
    }

    /// Counts one more thing kept (a step, a note, a picture …), refusing the `limit + 1`th: what
    /// a reader keeps is bounded by this, not by the file's size.
    mutating func count(_ what: String, limit: Int) throws(BatchError) {
        kept += 1
        guard kept <= limit else {
            throw failure("at most \(Quoted.grouped(limit)) \(what) in all in one report (a batch writes far fewer)")
        }
    }

    // MARK: Structure

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func peek() -> UInt8? {
        skipSpace()
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func expect(_ byte: UInt8, _ expected: String) throws(BatchError) {
        guard peek() == byte else { throw failure(expected) }
        index += 1
    }

    /// The whole text must be one value: nothing but white space after it.
    mutating func expectEnd() throws(BatchError) {
        guard peek() == nil else { throw failure("the end of the file after the report's object") }
    }

    /// Reads an object, calling `member` with each key while the cursor is at its value; `member`
    /// reads or skips the value.
    mutating func object(
        _ what: String, _ member: (inout ReportCursor, String) throws(BatchError) -> Void
    ) throws(BatchError) {
        try expect(UInt8(ascii: "{"), what)
        try enter()
        defer { depth -= 1 }
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            guard peek() == UInt8(ascii: "\"") else { throw failure("a member's name in quotes") }
            let key = try string(limit: Self.maximumTextBytes)
            try expect(UInt8(ascii: ":"), "':' after the member's name")
            place.append(key)
            try member(&self, key)
            place.removeLast()
            guard peek() == UInt8(ascii: ",") else { break }
            index += 1
        }
        try expect(UInt8(ascii: "}"), "',' or '}' after a member")
    }

    /// Reads an array, calling `item` with each index while the cursor is at the item.
    mutating func array(_ what: String, _ item: (inout ReportCursor, Int) throws(BatchError) -> Void) throws(BatchError)
    {
        try expect(UInt8(ascii: "["), what)
        try enter()
        defer { depth -= 1 }
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        var count = 0
        while true {
            place.append("[\(count)]")
            try item(&self, count)
            place.removeLast()
            count += 1
            guard peek() == UInt8(ascii: ",") else { break }
            index += 1
        }
        try expect(UInt8(ascii: "]"), "',' or ']' after an item")
    }

    private mutating func enter() throws(BatchError) {
        guard depth < Self.maximumDepth else { throw failure("at most \(Self.maximumDepth) levels of nesting") }
        depth += 1
    }

    /// Skips one value of any kind, checking its syntax but keeping nothing.
    mutating func skip() throws(BatchError) {
        switch peek() {
        case UInt8(ascii: "{"): try object("an object") { cursor, _ throws(BatchError) in try cursor.skip() }
        case UInt8(ascii: "["): try array("an array") { cursor, _ throws(BatchError) in try cursor.skip() }
        case UInt8(ascii: "\""): _ = try string(limit: Int.max, keep: false)
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool("a value")
        case UInt8(ascii: "n"): try literal("null", "a value")
        default: _ = try number("a value")
        }
    }

    // MARK: Values

    private mutating func literal(_ word: String, _ expected: String) throws(BatchError) {
        let word = Array(word.utf8)
        guard peek() != nil, index + word.count <= bytes.count,
            bytes[index..<index + word.count].elementsEqual(word)
        else { throw failure(expected + ", found " + foundText()) }
        index += word.count
    }

    mutating func bool(_ expected: String) throws(BatchError) -> Bool {
        if peek() == UInt8(ascii: "t") {
            try literal("true", expected)
            return true
        }
        try literal("false", expected)
        return false
    }

    /// Whether the value at the cursor is a text.
    var atString: Bool {
        mutating get { peek() == UInt8(ascii: "\"") }
    }

    /// `null` (then nil) or what `read` reads.
    mutating func optional<T>(_ read: (inout ReportCursor) throws(BatchError) -> T) throws(BatchError) -> T? {
        if peek() == UInt8(ascii: "n") {
            try literal("null", "null")
            return nil
        }
        return try read(&self)
    }

    /// A JSON number as written (`-0.5e3`), as a `Double`; infinite when too large for one, which
    /// the caller's range refuses.
    mutating func number(_ expected: String) throws(BatchError) -> Double {
        _ = peek()
        let start = index
        func digits(_ cursor: inout ReportCursor) -> Int {
            let first = cursor.index
            while cursor.index < cursor.bytes.count, (0x30...0x39).contains(cursor.bytes[cursor.index]) {
                cursor.index += 1
            }
            return cursor.index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        // JSON writes no leading zero before another digit (`030`).
        var valid = integerDigits == 1 || (integerDigits > 1 && bytes[integerStart] != UInt8(ascii: "0"))
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            valid = valid && digits(&self) > 0
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index]) { index += 1 }
            valid = valid && digits(&self) > 0
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard valid, text.utf8.count <= 400, let value = Double(text) else {
            index = start
            throw failure(expected + ", found " + foundText())
        }
        return value
    }

    /// A number within `range`, finite, checked before anything converts it.
    mutating func number(in range: ClosedRange<Double>, _ expected: String) throws(BatchError) -> Double {
        _ = peek()
        let start = index
        let value = try number(expected)
        guard value.isFinite, range.contains(value) else {
            index = start
            throw failure(expected + ", found " + foundText())
        }
        return value
    }

    /// A text of at most `limit` bytes of UTF-8 once its escapes are decoded; with `keep` false,
    /// only checked.
    mutating func string(limit: Int = maximumTextBytes, keep: Bool = true) throws(BatchError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw failure("a text in quotes, found " + foundText()) }
        index += 1
        var decoded: [UInt8] = []
        var count = 0
        while true {
            guard index < bytes.count else { throw failure("'\"' to end the text") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { throw failure("no control characters in a text (escape them)") }
            if byte == UInt8(ascii: "\\") {
                let escaped = try escape()
                count += escaped.count
                if keep { decoded += escaped }
            } else {
                count += 1
                if keep { decoded.append(byte) }
                index += 1
            }
            guard count <= limit else { throw failure("a text of at most \(Quoted.grouped(limit)) bytes") }
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw failure("a text in UTF-8")
        }
        index += 1
        return text
    }

    /// The UTF-8 bytes of the escape at the cursor (`\n`, `\u00e9`, a surrogate pair).
    private mutating func escape() throws(BatchError) -> [UInt8] {
        guard index + 1 < bytes.count else { throw failure("an escape after '\\'") }
        let letter = bytes[index + 1]
        index += 2
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[letter] { return [byte] }
        guard letter == UInt8(ascii: "u") else { throw failure("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u") }
        var value = try hex4()
        if (0xD800..<0xDC00).contains(value) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("a low surrogate after a high one") }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("a low surrogate after a high one") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure("a character, not a lone surrogate") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() throws(BatchError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("four hexadecimal digits after \\u") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw failure("four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }
}
