/// Helpers for messages about names that were not recognised: a close match to suggest, and the
/// list of names that would have been accepted.
enum Suggestions {
    /// The accepted name closest to `word`, when it is close enough to be a typo: at most two
    /// single-letter edits apart (letter case ignored), and fewer edits than `word` has letters,
    /// so a one-letter word is not "corrected" into an unrelated one. Ties go to the name listed
    /// first, which keeps the suggestion deterministic.
    static func closest(to word: String, among names: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(lowered, name.lowercased())
            guard distance <= 2, distance < word.count else { continue }
            if distance < best?.distance ?? Int.max { best = (name, distance) }
        }
        return best?.name
    }

    /// "unknown device 'iphone8'; did you mean 'iphone-8'? accepted devices: iphone-4, …"
    static func unknownName(_ word: String, kind: String, acceptedLabel: String, accepted: [String]) -> String {
        var message = "unknown \(kind) '\(word)'; "
        if let suggestion = closest(to: word, among: accepted) {
            message += "did you mean '\(suggestion)'? "
        }
        return message + "\(acceptedLabel): " + list(accepted)
    }

    /// Names joined with commas, or "(none)" for an empty list — in parentheses, so it cannot be
    /// mistaken for something named `none` (a strategy is).
    static func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.joined(separator: ", ")
    }

    /// The Levenshtein distance: how many single-character insertions, deletions or
    /// substitutions turn `a` into `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
