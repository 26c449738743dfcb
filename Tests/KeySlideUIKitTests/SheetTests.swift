import KeySlideGeometry
import Testing

@testable import KeySlideUIKit

/// Where UIKit moves a form sheet (docs/facts.md §17.2) and grows a phone's sheet (§17.6) for the
/// keyboard, by hand.
@Suite struct SheetTests {
    func sheet(_ frame: Rect) -> App.Sheet { App.Sheet(container: ViewID(0), restingFrame: frame, topLimit: 20) }

    @Test func theSheetRisesUntilItsBottomMeetsTheKeyboard() {
        // iPad portrait, 313 pt keyboard: top 711; the sheet [114, 202, 540, 620] ends at 822,
        // so it rises to 711 − 620 = 91.
        #expect(App.sheetTop(sheet(Rect(x: 114, y: 202, width: 540, height: 620)), keyboardTop: 711) == 91)
    }

    @Test func theSheetStopsBelowTheStatusBar() {
        // Landscape, 398 pt keyboard: top 370; 370 − 620 = −250, held at the status bar's 20.
        #expect(App.sheetTop(sheet(Rect(x: 242, y: 74, width: 540, height: 620)), keyboardTop: 370) == 20)
    }

    @Test func aKeyboardBelowTheSheetLeavesItWhereItRests() {
        // A 400 pt sheet at 312 ends at 712: a keyboard whose top is at 711 reaches it (→ 311),
        // one at 712 or lower does not, nor a hidden one at the screen's bottom.
        let small = sheet(Rect(x: 133, y: 312, width: 501, height: 400))
        #expect(App.sheetTop(small, keyboardTop: 711) == 311)
        #expect(App.sheetTop(small, keyboardTop: 712) == 312)
        #expect(App.sheetTop(small, keyboardTop: 1024) == 312)
    }

    /// `iphone-15`: the large detent's top at 69, 749 tall above the 34 pt home indicator; medium
    /// 374, resting at [0, 444, 393, 408].
    func phoneSheet(largest: Double) -> App.Sheet {
        App.Sheet(
            container: ViewID(0), restingFrame: Rect(x: 0, y: 444, width: 393, height: 408), topLimit: 69,
            heightAboveKeyboard: largest, isEdgeAttached: true)
    }

    @Test func aPhonesSheetGrowsUntilItsLargestDetentClearsTheKeyboard() {
        // Medium alone: 516 − 374 = 142, the sheet grown to 852 − 142 = 710.
        let medium = phoneSheet(largest: 374)
        #expect(App.sheetTop(medium, keyboardTop: 516) == 142)
        #expect(App.sheetFrame(medium, top: 142) == Rect(x: 0, y: 142, width: 393, height: 710))
        // With large too: 516 − 749 < 69, held at the large detent's top.
        #expect(App.sheetTop(phoneSheet(largest: 749), keyboardTop: 516) == 69)
        // A hidden keyboard, at the screen's bottom, leaves it resting.
        #expect(App.sheetTop(medium, keyboardTop: 852) == 444)
    }

    @Test func iOS26sFloatingSheetStandsOnTheEdgesAtLarge() {
        // `iphone-15`, iOS 26: medium floats at [8, 439, 377, 405]; the large detent [0, 59, 393, 793].
        let large = Rect(x: 0, y: 59, width: 393, height: 793)
        let floating = App.Sheet(
            container: ViewID(0), restingFrame: Rect(x: 8, y: 439, width: 377, height: 405), topLimit: 59,
            heightAboveKeyboard: 759, isEdgeAttached: true, largeFrame: large)
        #expect(App.sheetFrame(floating, top: 59) == large)
        // Above its top limit it keeps floating, grown from its bottom 8 pt above the screen's edge.
        #expect(App.sheetFrame(floating, top: 138) == Rect(x: 8, y: 138, width: 377, height: 706))
        // Without a large frame (medium its largest detent) it floats at the top limit too.
        var mediumOnly = floating
        mediumOnly.largeFrame = nil
        #expect(App.sheetFrame(mediumOnly, top: 59) == Rect(x: 8, y: 59, width: 377, height: 785))
    }
}
