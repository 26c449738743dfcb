import KeySlideEasing
import KeySlideSystem

/// Helpers for messages about names that were not recognised: a close match to suggest, and the
/// list of names that would have been accepted.
enum Suggestions {
    /// The accepted name closest to `word`, if it is likely a typo (`NameSuggestion`'s rule).
    ///
    /// A word far longer than every name is many edits from each of them, so it is not compared at
    /// all: comparing costs its length times each name's, and a scene's "name" may be 1 MB long.
    static func closest(to word: String, among names: [String]) -> String? {
        let longest = names.map(\.count).max() ?? 0
        guard word.unicodeScalars.count <= 2 * longest + 2 else { return nil }
        return NameSuggestion.closest(to: word, among: names)
    }

    /// "unknown profile 'ios-7'; did you mean 'ios7'? accepted profiles: ios6, …", the
    /// word escaped and shortened (`Quoted.text`).
    static func unknownName(_ word: String, kind: String, acceptedLabel: String, accepted: [String]) -> String {
        var message = "unknown \(kind) '\(Quoted.text(word))'; "
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
