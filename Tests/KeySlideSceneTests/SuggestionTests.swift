import KeySlideEasing
import Testing

@testable import KeySlideScene

@Suite struct SuggestionTests {
    @Test func editDistanceCountsSingleCharacterEdits() {
        #expect(NameSuggestion.editDistance("title", "title") == 0)
        #expect(NameSuggestion.editDistance("tittle", "title") == 1)
        #expect(NameSuggestion.editDistance("iphone8", "iphone-8") == 1)
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
        #expect(NameSuggestion.editDistance("abc", "") == 3)
    }

    @Test func closestNameIsOnlyOfferedForNearMisses() {
        let keys = ["title", "device", "fps", "view"]
        #expect(Suggestions.closest(to: "titel", among: keys) == "title")
        #expect(Suggestions.closest(to: "FPS", among: keys) == "fps")
        #expect(Suggestions.closest(to: "colour", among: keys) == nil)
        // A one-letter word is never "corrected" into another name.
        #expect(Suggestions.closest(to: "x", among: ["id", "at"]) == nil)
    }

    @Test func tiesGoToTheNameListedFirst() {
        #expect(Suggestions.closest(to: "ios9", among: ["ios6", "ios7", "ios8"]) == "ios6")
    }
}
