import KeySlideGeometry
import Testing

@testable import KeySlideUIKit

/// Where UIKit moves a form sheet for the keyboard (docs/facts.md §17.2), by hand.
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
}
