// The one-line constraint syntax of scene files:
//
//     ATTR RELATION [ITEM.ATTR] [* MULTIPLIER] [+|- CONSTANT] [@ PRIORITY]
//
// where ITEM may also name a view's guide, `card.safeArea` or `rootView.margins`: the guide of a
// view that is not the superview, as Interface Builder lets a constraint reach across levels.
//
// e.g. `bottom == keyboard.top - 8`, `width == superview.width * 0.5 @ 750`, `height >= 44`. The
// parser only reads the text: which names an item may take, and which attributes may be related,
// are the scene checker's, which knows the tree. It lives here, beside the words it parses, so an
// importer or a test can read a constraint without a scene.

/// A constraint as written: its first item is implied (the element it is listed on), its second
/// item is still a name (`superview`, `keyboard`, an element's id).
public struct WrittenConstraint: Hashable, Sendable {
    public var attribute: LayoutAttribute
    public var relation: LayoutRelation
    /// The second item's name — `card.safeArea` for a named view's guide; `nil` for a constant
    /// (`height >= 44`).
    public var item: String?
    public var itemAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority

    public init(
        attribute: LayoutAttribute, relation: LayoutRelation, item: String? = nil,
        itemAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) {
        self.attribute = attribute
        self.relation = relation
        self.item = item
        self.itemAttribute = itemAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

/// Why a constraint's text could not be read, and where: `column` counts characters from 1.
public struct ConstraintSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String
    public var description: String { "column \(column): \(message)" }
}

/// Reads the constraint syntax (see the top of this file).
public enum ConstraintSyntax {
    /// The longest text read: a constraint is one short line, and messages quote it.
    public static let maximumLength = 500

    /// The named priorities, as `UILayoutPriority` names them.
    public static let priorityNames: [(name: String, priority: LayoutPriority)] = [
        ("required", .required), ("high", .high), ("low", .low),
    ]

    /// The constraint `text` says, or where and why it cannot be read.
    public static func parse(_ text: String) throws(ConstraintSyntaxError) -> WrittenConstraint {
        guard text.count <= maximumLength else {
            throw ConstraintSyntaxError(
                column: maximumLength + 1, message: "a constraint is at most \(maximumLength) characters")
        }
        var reader = Reader(characters: Array(text))
        return try reader.constraint()
    }

    /// The attribute names, for messages.
    static var attributeList: String { LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A cursor over the characters of one constraint.
private struct Reader {
    let characters: [Character]
    var index = 0

    func failure(_ message: String, at position: Int? = nil) -> ConstraintSyntaxError {
        ConstraintSyntaxError(column: (position ?? index) + 1, message: message)
    }

    /// What is at the cursor, in words, for "found …".
    var found: String { index < characters.count ? "'\(characters[index])'" : "the end" }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    mutating func constraint() throws(ConstraintSyntaxError) -> WrittenConstraint {
        skipSpaces()
        var written = WrittenConstraint(attribute: try attribute(), relation: try relation())
        skipSpaces()
        let start = index
        let word = run { Self.isNameCharacter($0) }
        if peek == ".", index + 1 < characters.count, characters[index + 1].isLetter, !word.isEmpty {
            index += 1
            written.item = word
            // `card.safeArea.top`: a guide of the named view.
            if let guide = ["safeArea", "margins"].first(where: { characters[index...].starts(with: $0 + ".") }) {
                index += guide.count + 1
                written.item = word + "." + guide
            }
            written.itemAttribute = try attribute()
            try multiplierAndConstant(into: &written)
        } else if word.contains(where: \.isLetter), word.first?.isNumber == false {
            throw failure(
                "expected '.' and an attribute after '\(Self.shown(word))' (as in superview.top), found \(found)")
        } else {
            index = start
            guard let first = peek, first.isNumber || "+-.".contains(first) else {
                throw failure(
                    "expected an item's attribute (superview.top) or a number after the relation, found \(found)")
            }
            written.constant = try number(signed: true)
        }
        try priority(into: &written)
        skipSpaces()
        guard index == characters.count else {
            throw failure("expected '*', '+', '-', '@' or the end of the constraint, found \(found)")
        }
        return written
    }

    var peek: Character? { index < characters.count ? characters[index] : nil }

    /// The characters from the cursor while `accepts` holds.
    mutating func run(while accepts: (Character) -> Bool) -> String {
        let start = index
        while index < characters.count, accepts(characters[index]) { index += 1 }
        return String(characters[start..<index])
    }

    mutating func attribute() throws(ConstraintSyntaxError) -> LayoutAttribute {
        let start = index
        let word = run { $0.isLetter }
        guard !word.isEmpty else {
            throw failure("expected an attribute (\(ConstraintSyntax.attributeList)), found \(found)")
        }
        guard let attribute = LayoutAttribute(rawValue: word) else {
            throw failure(
                "unknown attribute '\(Self.shown(word))'; expected \(ConstraintSyntax.attributeList)", at: start)
        }
        return attribute
    }

    mutating func relation() throws(ConstraintSyntaxError) -> LayoutRelation {
        skipSpaces()
        let start = index
        let pair = String(characters[index..<min(index + 2, characters.count)])
        guard let relation = LayoutRelation(rawValue: pair) else {
            throw failure("expected a relation ==, <= or >= after the attribute, found \(found)", at: start)
        }
        index += 2
        return relation
    }

    mutating func multiplierAndConstant(into written: inout WrittenConstraint) throws(ConstraintSyntaxError) {
        skipSpaces()
        if peek == "*" {
            index += 1
            skipSpaces()
            written.multiplier = try number(signed: true)
            skipSpaces()
        }
        if let sign = peek, sign == "+" || sign == "-" {
            index += 1
            skipSpaces()
            let value = try number(signed: false)
            written.constant = sign == "-" ? -value : value
        }
    }

    mutating func priority(into written: inout WrittenConstraint) throws(ConstraintSyntaxError) {
        skipSpaces()
        guard peek == "@" else { return }
        index += 1
        skipSpaces()
        let start = index
        if let first = peek, first.isLetter {
            let word = run { $0.isLetter }
            guard let named = ConstraintSyntax.priorityNames.first(where: { $0.name == word }) else {
                throw failure(
                    "unknown priority '\(Self.shown(word))'; expected 1 to 1000, required, high or low", at: start)
            }
            written.priority = named.priority
            return
        }
        let value = try number(signed: false)
        guard let priority = LayoutPriority(rawValue: value) else {
            throw failure("a priority is from 1 to 1000, found \(String(characters[start..<index]))", at: start)
        }
        written.priority = priority
    }

    /// A decimal number (`8`, `0.5`, `.5`, `-8` when `signed`); no exponent, so a constraint reads
    /// as points.
    mutating func number(signed: Bool) throws(ConstraintSyntaxError) -> Double {
        let start = index
        if signed, let sign = peek, sign == "-" || sign == "+" { index += 1 }
        let whole = run { $0.isASCII && $0.isNumber }
        var fraction = ""
        if peek == "." {
            index += 1
            fraction = run { $0.isASCII && $0.isNumber }
        }
        guard !(whole.isEmpty && fraction.isEmpty) else {
            index = start
            throw failure("expected a number, found \(found)")
        }
        if let next = peek, next == "e" || next == "E", !(whole.isEmpty && fraction.isEmpty) {
            throw failure(
                "numbers are written in points without an exponent, found '\(Self.shown(String(characters[start...index])))'",
                at: start)
        }
        if let next = peek, Self.isNameCharacter(next) || next == "." {
            throw failure("expected a number, found '\(Self.shown(String(characters[start...index])))'", at: start)
        }
        let text = String(characters[start..<index])
        guard let value = Double(text.hasSuffix(".") ? text + "0" : text), value.isFinite else {
            throw failure("expected a number, found '\(Self.shown(text))'", at: start)
        }
        return value
    }

    /// A word as messages quote it: at most 40 characters, so a message stays one short line.
    static func shown(_ word: String) -> String { word.count > 40 ? String(word.prefix(39)) + "…" : word }

    /// The characters of an item's name: an element id's (letters, digits, `-`, `_`).
    static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
