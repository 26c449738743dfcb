import KeySlideEasing

/// Helpers for messages about names that were not recognised: a close match to suggest, and the
/// list of names that would have been accepted.
enum Suggestions {
    /// The accepted name closest to `word`, if it is likely a typo (`NameSuggestion`'s rule).
    static func closest(to word: String, among names: [String]) -> String? {
        NameSuggestion.closest(to: word, among: names)
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
}
