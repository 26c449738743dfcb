import KeySlideGeometry
import KeySlideScene
import Testing

/// `window`: an iPad app's window as a part of the screen; the root view fills it below its bars;
/// each mistake is one line at its place.
@Suite struct WindowSceneTests {
    let form = "view: {elements: [{type: textField, id: a, frame: [20, 20, 200, 34]}]}"

    @Test func theRootViewFillsTheWindowBelowItsBars() throws {
        // Split View's right third on a 768 × 1024 iPad (320 × 1024, x 1024 − 320 = 448 in
        // landscape is the other orientation): at the screen's top, so the 20 pt status bar is in it.
        let split = try scene("device: ipad\nprofile: ios11\nwindow: {frame: [448, 0, 320, 1024]}\n" + form)
        #expect(split.window?.frame == Rect(x: 448, y: 0, width: 320, height: 1024))
        #expect(split.rootFrame == Rect(x: 0, y: 20, width: 320, height: 1004))
        // A Stage Manager window below the screen's top has no status bar; a 44 pt navigation bar.
        let stage = try scene(
            "device: ipad\nprofile: ios17\nwindow: {frame: [60, 100, 648, 770]}\nnavigationBar: {height: 44}\n"
                + form)
        #expect(stage.rootFrame == Rect(x: 0, y: 44, width: 648, height: 726))
    }

    @Test func eachMistakeIsOneLineAtItsPlace() {
        #expect(
            failure("device: iphone-15\nwindow: {frame: [0, 0, 100, 100]}\n" + form)
                .hasPrefix("scene.yaml:2:9: window: a window smaller than the screen is an iPad's"))
        #expect(
            failure("device: ipad\nprofile: ios8\nwindow: {frame: [0, 0, 100, 1024]}\n" + form)
                == "scene.yaml:3:9: window: Split View and Slide Over came with iOS 9: use profile ios11 or "
                + "later, found ios8")
        #expect(
            failure("device: ipad\nprofile: ios11\nwindow: {frame: [60, 100, 648, 770]}\n" + form)
                .hasPrefix("scene.yaml:3:17: window.frame: a window that does not reach from the screen's top"))
        #expect(
            failure("device: ipad\nprofile: ios17\nwindow: {frame: [200, 0, 600, 1024]}\n" + form)
                == "scene.yaml:3:17: window.frame: the window must lie on the screen, 768 × 1024 in portrait; "
                + "found [200, 0, 600, 1024]")
        #expect(
            failure("device: ipad\nprofile: ios17\nwindow: {size: [1, 2]}\n" + form)
                .hasPrefix("scene.yaml:3:10: "))
        #expect(
            failure("device: ipad\nprofile: ios17\nsplitView: true\nwindow: {frame: [0, 0, 100, 1024]}\n" + form)
                == "scene.yaml:3:12: splitView: a scene with window cannot have splitView: remove splitView or window")
    }
}
