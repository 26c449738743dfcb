/// The name someone probably meant. Every parser that refuses an unknown name — option names
/// here, scene-file keys and presets downstream — offers the closest accepted one, by one rule.
public enum NameSuggestion {
    /// The name in `names` closest to `word` when it is close enough to be a typo: at most
    /// max(2, a quarter of the name's length) single-letter edits apart (letter case ignored),
    /// and fewer edits than `word` has letters, so a one-letter word is never "corrected" into an
    /// unrelated name. Ties go to the name listed first, which keeps the answer deterministic.
    public static func closest(to word: String, among names: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(lowered, name.lowercased())
            guard distance <= max(2, name.count / 4), distance < word.count else { continue }
            if distance < best?.distance ?? Int.max { best = (name, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance: how many single-character insertions, deletions or
    /// substitutions turn `a` into `b`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
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
