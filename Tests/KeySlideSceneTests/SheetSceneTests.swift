import KeySlideGeometry
import KeySlideScene
import Testing

/// `presentation` beyond the form sheet: an iPad page sheet and a phone's sheet at its detents,
/// their frames by hand (docs/facts.md §17.4, §17.5), and each mistake refused in one line.
@Suite struct SheetSceneTests {
    let form = "view: {elements: [{type: textField, id: a, frame: [20, 20, 200, 34]}]}"

    @Test func anIPadPageSheetIsCentredBelowTheStatusBar() throws {
        // 768 × 1024, status bar 20: 704 wide, 20 + 10 = 30 from the top and the bottom.
        let portrait = try scene("device: ipad\nprofile: ios17\npresentation: {style: pageSheet}\n" + form)
        #expect(portrait.presentation?.frame == Rect(x: 32, y: 30, width: 704, height: 964))
        #expect(portrait.rootFrame == Rect(x: 0, y: 0, width: 704, height: 964))
        #expect(portrait.presentation?.topLimit == 20)
        #expect(portrait.presentation?.isEdgeAttached == false)
        // Landscape 1024 × 768: (1024 − 704) / 2 = 160; 768 − 60 = 708, still taller than wide.
        let landscape = try scene(
            "device: ipad\nprofile: ios17\norientation: landscape\npresentation: {style: pageSheet}\n" + form)
        #expect(landscape.presentation?.frame == Rect(x: 160, y: 30, width: 704, height: 708))
    }

    @Test func aPhonesSheetStandsOnTheBottomEdgeAtItsDetent() throws {
        // iphone-15: 393 × 852, status bar 59, home indicator 34. Large: 852 − 59 − 10 − 34 = 749.
        let large = try scene("device: iphone-15\nprofile: ios17\npresentation: true\n" + form)
        #expect(large.presentation?.frame == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(large.presentation?.isEdgeAttached == true)
        #expect(large.presentation?.topLimit == 69)
        #expect(large.presentation?.containerName == "sheet")
        // Medium: 749 / 2 = 374.5 → 374 above the home indicator: top 852 − 34 − 374 = 444.
        let medium = try scene(
            "device: iphone-15\nprofile: ios17\npresentation: {detents: [medium]}\n" + form)
        #expect(medium.presentation?.frame == Rect(x: 0, y: 444, width: 393, height: 408))
        #expect(medium.presentation?.heightAboveKeyboard == 374)
        #expect(medium.presentation?.topLimit == 69)
        // Two detents rest at the smallest unless one is selected; UIKit keeps the largest above
        // the keyboard.
        let both = try scene(
            "device: iphone-15\nprofile: ios17\npresentation: {detents: [large, medium]}\n" + form)
        #expect(both.presentation?.frame.minY == 444)
        #expect(both.presentation?.heightAboveKeyboard == 749)
        let selected = try scene(
            "device: iphone-15\nprofile: ios17\npresentation: {detents: [medium, large], selectedDetent: large}\n"
                + form)
        #expect(selected.presentation?.frame.minY == 69)
        // A custom height (iOS 16): 852 − 34 − 200 = 618; a form sheet on a phone is the same sheet.
        let custom = try scene(
            "device: iphone-15\nprofile: ios17\npresentation: {style: formSheet, detents: [200]}\n" + form)
        #expect(custom.presentation?.frame == Rect(x: 0, y: 618, width: 393, height: 234))
        // The card without detents on an iPhone 8 (375 × 667, status bar 20, no home indicator): top 30.
        let card = try scene("device: iphone-8\nprofile: ios17\npresentation: {style: pageSheet}\n" + form)
        #expect(card.presentation?.frame == Rect(x: 0, y: 30, width: 375, height: 637))
    }

    @Test func eachMistakeIsOneLineAtItsPlace() {
        let phone = "device: iphone-15\nprofile: ios17\n"
        #expect(
            failure("device: iphone-8\nprofile: ios11\npresentation: {}\n" + form)
                == "scene.yaml:3:15: presentation: before iOS 13 a phone shows a pageSheet full screen; "
                + "remove presentation or use a profile from ios13")
        #expect(
            failure(phone + "orientation: landscape\npresentation: {}\n" + form)
                .hasPrefix("scene.yaml:4:15: presentation: a phone's sheet in landscape (compact height)"))
        #expect(
            failure(phone + "presentation: {size: [300, 300]}\n" + form)
                .hasPrefix("scene.yaml:3:22: presentation.size: a phone's sheet is as wide as the screen"))
        #expect(
            failure(phone + "presentation: {detents: [750]}\n" + form)
                == "scene.yaml:3:26: presentation.detents[0]: a detent's height must be greater than 0 and at "
                + "most 749 (the large detent on iphone-15), found 750")
        #expect(
            failure(phone + "presentation: {detents: [meduim]}\n" + form)
                .hasPrefix("scene.yaml:3:26: presentation.detents[0]: unknown detent 'meduim'; did you mean 'medium'?"))
        #expect(
            failure(phone + "presentation: {detents: [medium, medium]}\n" + form)
                .hasPrefix("scene.yaml:3:34: presentation.detents[1]: this detent is listed twice"))
        #expect(
            failure(phone + "presentation: {detents: [medium], selectedDetent: large}\n" + form)
                == "scene.yaml:3:51: presentation.selectedDetent: expected one of the sheet's detents (medium), "
                + "found large")
        #expect(
            failure("device: ipad\npresentation: {detents: [medium]}\n" + form)
                .hasPrefix("scene.yaml:2:25: presentation.detents: an iPad's formSheet ignores detents"))
        #expect(
            failure("device: ipad\nprofile: ios11\npresentation: {style: pageSheet}\n" + form)
                .hasPrefix("scene.yaml:3:23: presentation.style: before iOS 13 an iPad page sheet"))
        #expect(
            failure("device: ipad\npresentation: {style: pageSheet, size: [500, 500]}\n" + form)
                .hasPrefix("scene.yaml:2:40: presentation.size: a page sheet's size is UIKit's"))
    }

    @Test func onIOS26APartialDetentFloatsAndLargeStartsAtTheSafeArea() throws {
        // iphone-15 under ios26: large = 852 − 59 − 34 = 759 (no 10 pt gap), medium 379, floating
        // 8 pt in from the sides and the bottom.
        let medium = try scene("device: iphone-15\nprofile: ios26\npresentation: {detents: [medium]}\n" + form)
        #expect(medium.presentation?.frame == Rect(x: 8, y: 439, width: 377, height: 405))
        #expect(medium.rootFrame == Rect(x: 0, y: 0, width: 377, height: 405))
        #expect(medium.presentation?.topLimit == 59)
        #expect(medium.presentation?.floatingInset == 8)
        #expect(medium.presentation?.largeFrame == nil)
        let grows = try scene(
            "device: iphone-15\nprofile: ios26\npresentation: {detents: [medium, large]}\n" + form)
        #expect(grows.presentation?.largeFrame == Rect(x: 0, y: 59, width: 393, height: 793))
        let large = try scene("device: iphone-15\nprofile: ios26\npresentation: true\n" + form)
        #expect(large.presentation?.frame == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(large.presentation?.floatingInset == 0)
        // iOS 18 keeps the edge-attached sheet and the 10 pt gap.
        let ios18 = try scene("device: iphone-15\nprofile: ios18\npresentation: {detents: [medium]}\n" + form)
        #expect(ios18.presentation?.frame == Rect(x: 0, y: 444, width: 393, height: 408))
        #expect(ios18.presentation?.floatingInset == 0)
    }
}
