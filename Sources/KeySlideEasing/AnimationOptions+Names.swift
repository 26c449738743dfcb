/// Reading options back from text: a raw number, or the names `description` prints.
extension AnimationOptions {
    /// Parses one number, decimal (`458756`) or hexadecimal (`0x70004`), or a list of words
    /// separated by spaces, commas or `|`, matched without regard to case:
    ///
    /// - a flag name from `flagNames`, such as `beginFromCurrentState`;
    /// - `curve=V`: a curve name (`easeInOut`, `easeIn`, `easeOut`, `linear`, `keyboard`) or a
    ///   field value 0–15;
    /// - `transition=V`: a name from `transitionNames` or a field value 0–15;
    /// - `preferredFramesPerSecond=V`: 0 (the default), 30 or 60;
    /// - `unknown(0x…)`: bits outside every flag and field.
    ///
    /// `key(V)` is the same as `key=V`, and `[]` is no options, so the text `description`
    /// prints parses back to the same value (for every frame-rate field the header defines).
    ///
    /// - Throws: `NameError`, whose description is one line naming what was wrong and what is
    ///   accepted.
    public init(parsing text: String) throws(NameError) {
        let words = text.split(whereSeparator: { " \t\n,|".contains($0) }).map(String.init)
        guard !words.isEmpty else { throw .empty }
        if words.count == 1, let first = words[0].first, first.isASCII, first.isNumber {
            self.init(rawValue: try Self.number(words[0]))
            return
        }
        self = []
        // Each field word as given and the bits it stands for, to catch a field given twice
        // with different values (`curve=7 curve=keyboard` is fine).
        var fieldsSet: [String: (word: String, bits: AnimationOptions)] = [:]
        for word in words where word != "[]" {
            if let first = word.first, first.isASCII, first.isNumber { throw .numberAmongNames(word) }
            guard let (key, value) = Self.keyAndValue(word) else {
                guard let flag = Self.flagNames.first(where: { $0.name.lowercased() == word.lowercased() }) else {
                    throw .unknownWord(word, suggestion: Self.suggestion(for: word))
                }
                formUnion(flag.flag)
                continue
            }
            let canonicalKey = Self.fieldKeys.first(where: { $0.lowercased() == key.lowercased() }) ?? key
            var bits = AnimationOptions()
            try bits.set(canonicalKey, to: value, word: word)
            if let earlier = fieldsSet[canonicalKey], earlier.bits != bits {
                throw .conflicting(key: canonicalKey, first: earlier.word, second: word)
            }
            fieldsSet[canonicalKey] = (word, bits)
            formUnion(bits)
        }
    }

    /// The keys of the `key=value` words.
    static let fieldKeys = ["curve", "transition", "preferredFramesPerSecond", "unknown"]

    /// What the flag and field words accept, for messages.
    static let acceptedWords =
        "a flag (\(flagNames.map(\.name).joined(separator: ", "))), curve=, transition= or preferredFramesPerSecond="

    /// Splits `key=value` or `key(value)`; `nil` for a plain word.
    private static func keyAndValue(_ word: String) -> (key: String, value: String)? {
        if let equals = word.firstIndex(of: "=") {
            return (String(word[..<equals]), String(word[word.index(after: equals)...]))
        }
        if let open = word.firstIndex(of: "("), word.hasSuffix(")") {
            return (String(word[..<open]), String(word[word.index(after: open)..<word.index(before: word.endIndex)]))
        }
        return nil
    }

    private mutating func set(_ key: String, to value: String, word: String) throws(NameError) {
        switch key {
        case "curve":
            let accepted = "easeInOut, easeIn, easeOut, linear, keyboard or 0–15"
            guard let parsed = AnimationCurve(parsing: value) else { throw .badValue(word: word, accepted: accepted) }
            curve = parsed
        case "transition":
            let accepted = Self.transitionNames.joined(separator: ", ") + " or 0–15"
            if let index = Self.transitionNames.firstIndex(where: { $0.lowercased() == value.lowercased() }) {
                transition = index
            } else if let number = Int(value), (0...15).contains(number) {
                transition = number
            } else {
                throw .badValue(word: word, accepted: accepted)
            }
        case "preferredFramesPerSecond":
            // Field values from the SDK header: 0 default, 3 for 60 fps, 7 for 30 fps.
            switch value {
            case "0": preferredFramesPerSecondField = 0
            case "60": preferredFramesPerSecondField = 3
            case "30": preferredFramesPerSecondField = 7
            default: throw .badValue(word: word, accepted: "0, 30 or 60")
            }
        case "unknown":
            let accepted = "a number whose bits lie outside every flag and field (bits 10–15, 28 and up)"
            guard let bits = try? Self.number(value), bits & ~Self.unknownMask == 0 else {
                throw .badValue(word: word, accepted: accepted)
            }
            formUnion(AnimationOptions(rawValue: bits))
        default:
            throw .unknownWord(word, suggestion: Self.suggestion(for: key))
        }
    }

    /// A raw value in decimal or `0x` hexadecimal.
    private static func number(_ text: String) throws(NameError) -> UInt {
        let lower = text.lowercased()
        let value = lower.hasPrefix("0x") ? UInt(lower.dropFirst(2), radix: 16) : UInt(lower, radix: 10)
        guard let value else { throw .badNumber(text) }
        return value
    }

    /// The flag name or key closest to `word`, if it is close enough to be a likely typo.
    private static func suggestion(for word: String) -> String? {
        NameSuggestion.closest(
            to: word, among: flagNames.map(\.name) + ["curve", "transition", "preferredFramesPerSecond"])
    }

    /// Why option text was refused. Each description is one line naming what was wrong and
    /// what is accepted.
    public enum NameError: Error, Equatable, CustomStringConvertible {
        case empty
        case unknownWord(String, suggestion: String?)
        case badValue(word: String, accepted: String)
        case conflicting(key: String, first: String, second: String)
        case badNumber(String)
        case numberAmongNames(String)

        public var description: String {
            switch self {
            case .empty:
                "no options given; expected a number (decimal or 0x…) or names such as 'curve=7 beginFromCurrentState'"
            case .unknownWord(let word, let suggestion):
                "unknown option '\(word)'\(suggestion.map { " (did you mean '\($0)'?)" } ?? ""); expected "
                    + "\(AnimationOptions.acceptedWords)"
            case .badValue(let word, let accepted):
                "'\(word)' has a value that is not accepted; expected \(accepted)"
            case .conflicting(let key, let first, let second):
                "\(key) is given twice, as \(first) and \(second); give it once"
            case .badNumber(let text):
                "'\(text)' is not a number of options; expected decimal digits or 0x and hex digits, at most 64 bits"
            case .numberAmongNames(let word):
                "'\(word)' is a number among names; give either one number or names"
            }
        }
    }
}
