import KeySlideGeometry
import KeySlideScene
import Testing

/// `presentation`: an iPad form sheet, centred, the root view filling it; the keys that would
/// place the root view elsewhere are refused with a line and column.
@Suite struct PresentationSceneTests {
    let form = "view: {elements: [{type: textField, id: a, frame: [20, 20, 200, 34]}]}"

    @Test func aFormSheetIsCentredAndTheRootViewFillsIt() throws {
        // 768 × 1024: x = (768 − 540) / 2 = 114, y = (1024 − 620) / 2 = 202.
        let portrait = try scene("device: ipad\npresentation: {style: formSheet}\n" + form)
        #expect(portrait.presentation?.frame == Rect(x: 114, y: 202, width: 540, height: 620))
        #expect(portrait.rootFrame == Rect(x: 0, y: 0, width: 540, height: 620))
        // Landscape 1024 × 768: x = 242, y = 74; `true` is the same form sheet.
        let landscape = try scene("device: ipad\norientation: landscape\npresentation: true\n" + form)
        #expect(landscape.presentation?.frame == Rect(x: 242, y: 74, width: 540, height: 620))
        // A size of its own, an odd difference rounded down: (768 − 501) / 2 = 133.5 → 133.
        let sized = try scene("device: ipad\npresentation: {size: [501, 400]}\n" + form)
        #expect(sized.presentation?.frame == Rect(x: 133, y: 312, width: 501, height: 400))
        #expect(try scene("device: ipad\npresentation: false\n" + form).presentation == nil)
    }

    @Test func eachMistakeIsOneLineAtItsPlace() {
        #expect(
            failure("device: iphone-15\nprofile: ios11\npresentation: {style: formSheet}\n" + form)
                == "scene.yaml:3:15: presentation: before iOS 13 a phone shows a formSheet full screen; "
                + "remove presentation or use a profile from ios13")
        #expect(
            failure("device: ipad\npresentation: {style: fromSheet}\n" + form)
                == "scene.yaml:2:23: presentation.style: unknown presentation style 'fromSheet'; did you mean "
                + "'formSheet'? accepted: formSheet, pageSheet")
        #expect(
            failure("device: ipad\npresentation: {size: [540, 1005]}\n" + form)
                == "scene.yaml:2:28: presentation.size[1]: height must be greater than 0 and at most 1004 "
                + "(the screen's height below the status bar in portrait), found 1005")
        #expect(
            failure("device: ipad\nrootFrame: [0, 0, 10, 10]\npresentation: {}\n" + form)
                == "scene.yaml:2:12: rootFrame: a presented sheet sets the root view's frame; "
                + "use presentation.size instead")
        #expect(
            failure("device: ipad\npresentation: {}\n" + form + "\ntimeline: [{at: 1, rotate: landscape}]")
                .hasPrefix("scene.yaml:4:12: timeline[0]: a scene with presentation cannot rotate"))
    }
}
