import KeySlideGeometry
import KeySlideUIKit
import Testing

@Suite struct GeometryTests {
    @Test func convertWalksUpThroughFramesAndScrollOffsets() {
        var app = phoneApp(rootKind: .scroll)
        let b = app.view(named: "b")!
        app.setContentSize(Size(width: 320, height: 1000), of: app.rootView)
        app.setContentOffset(Point(x: 0, y: 100), of: app.rootView, animated: false)
        // b's bounds → window: + b's origin (20, 300) − root's offset (0, 100) + root's origin (0, 20).
        #expect(app.convert(app.bounds(of: b), from: b, to: nil) == Rect(x: 20, y: 220, width: 280, height: 31))
        // And back again.
        #expect(
            app.convert(Rect(x: 20, y: 220, width: 280, height: 31), from: nil, to: b)
                == Rect(x: 0, y: 0, width: 280, height: 31))
        // Between siblings.
        let a = app.view(named: "a")!
        #expect(app.convert(Point.zero, from: b, to: a) == Point(x: 0, y: 260))
    }

    @Test func beforeIOS8TheLandscapeRootFrameIsPortraitShaped() {
        let ios6 = phoneApp(profile: .iOS6, orientation: .landscape)
        let ios8 = phoneApp(profile: .iOS8, orientation: .landscape)
        // Upright the root view is (0, 20, 480, 300); the portrait-fixed window sees it rotated.
        #expect(ios6.frame(of: ios6.rootView).size == Size(width: 300, height: 480))
        #expect(ios8.frame(of: ios8.rootView) == Rect(x: 0, y: 20, width: 480, height: 300))
        #expect(ios6.screenBounds.size == Size(width: 320, height: 480))
        #expect(ios8.screenBounds.size == Size(width: 480, height: 320))
        // Bounds stay upright either way.
        #expect(ios6.bounds(of: ios6.rootView).size == Size(width: 480, height: 300))
    }

    @Test func settingARotatedFrameMovesTheViewAlongTheRotatedAxis() {
        var app = phoneApp(profile: .iOS7, orientation: .landscape)
        var frame = app.frame(of: app.rootView)
        frame.origin.y -= 50  // what seed 001 does: "up" in window coordinates
        app.setFrame(frame, of: app.rootView)
        // Window y runs along the interface's x axis: the view moves sideways.
        #expect(app.presentationFrame(of: app.rootView) == Rect(x: -50, y: 20, width: 480, height: 300))
    }

    @Test func contentOffsetsSnapToThePixelGrid() {
        var app = phoneApp(rootKind: .scroll)
        app.setContentSize(Size(width: 320, height: 1000), of: app.rootView)
        app.setContentOffset(Point(x: 0, y: 10.3), of: app.rootView, animated: false)
        // iPhone 4 is @2x: half points.
        #expect(app.contentOffset(of: app.rootView).y == 10.5)
    }
}
