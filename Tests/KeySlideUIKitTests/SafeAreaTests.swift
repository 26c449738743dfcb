import KeySlideGeometry
import KeySlideUIKit
import Testing

/// Safe areas per device and orientation, the root view's layout margins, and the adjusted content
/// inset of scroll views (docs/facts.md §9).
@Suite struct SafeAreaTests {
    func app(
        _ device: Device, _ orientation: Orientation = .portrait, profile: PlatformProfile = .iOS17,
        root: Rect? = nil, kind: ViewKind = .plain
    ) -> App {
        let screen = device.screen(orientation)
        return App(
            device: device, orientation: orientation, profile: profile,
            keyboard: .init(height: device.keyboardHeight[orientation], duration: 0.25, curve: .keyboard),
            rootFrame: root ?? Rect(origin: .zero, size: screen), rootKind: kind)
    }

    @Test func presetsCarryTheirSafeAreaPerOrientation() {
        #expect(Device.iPhone15.safeAreaInsets(.portrait) == EdgeInsets(top: 59, bottom: 34))
        #expect(Device.iPhone15.safeAreaInsets(.landscape) == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(Device.iPhoneX.safeAreaInsets(.portrait) == EdgeInsets(top: 44, bottom: 34))
        #expect(Device.iPhoneX.safeAreaInsets(.landscape) == EdgeInsets(left: 44, bottom: 21, right: 44))
        #expect(Device.iPhone8.safeAreaInsets(.portrait) == EdgeInsets(top: 20))
        #expect(Device.iPhone8.safeAreaInsets(.landscape) == .zero)
    }

    @Test func aFullScreenRootViewHasTheWindowsSafeAreaAndMarginsOnTopOfIt() {
        let full = app(.iPhone15)
        #expect(full.safeAreaInsets(of: full.rootView) == EdgeInsets(top: 59, bottom: 34))
        // System minimum: 0 top and bottom, 20 at the sides on a phone wider than 375 pt, else 16.
        #expect(full.rootLayoutMargins == EdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
        let narrow = app(.iPhoneX)
        #expect(narrow.rootLayoutMargins == EdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
        let pad = app(.iPad)
        #expect(pad.rootLayoutMargins == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
    }

    @Test func aRootViewBelowTheStatusBarKeepsOnlyWhatReachesIntoIt() {
        // iPhone 15, root from the 54 pt status bar down: 5 pt of the 59 pt top, all 34 at the bottom.
        let below = app(.iPhone15, root: Rect(x: 0, y: 54, width: 393, height: 798))
        #expect(below.safeAreaInsets(of: below.rootView) == EdgeInsets(top: 5, bottom: 34))
        // iPhone 8 portrait: the root below its 20 pt status bar has no safe-area inset at all.
        let eight = app(.iPhone8, root: Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(eight.safeAreaInsets(of: eight.rootView) == .zero)
        #expect(eight.rootLayoutMargins.bottom == 0)
    }

    @Test func beforeIOS11ThereAreNoSafeAreas() {
        let old = app(.iPhoneX, profile: .iOS8)
        #expect(old.safeAreaInsets(of: old.rootView) == .zero)
    }

    @Test func theAdjustedInsetAddsTheSafeAreaOnTheAxesTheContentScrolls() {
        var scroll = app(.iPhone15, root: Rect(x: 0, y: 54, width: 393, height: 798), kind: .scroll)
        let root = scroll.rootView
        scroll.setContentSize(Size(width: 393, height: 1200), of: root)
        scroll.setContentInset(EdgeInsets(bottom: 10), of: root)
        #expect(scroll.adjustedContentInset(of: root) == EdgeInsets(top: 5, bottom: 44))
        // The largest offset counts the adjusted bottom: 1200 + 44 − 798.
        #expect(scroll.contentOffsetRange(of: root).y == -5...446)
        scroll.setContentInsetAdjustmentBehavior(.never, of: root)
        #expect(scroll.adjustedContentInset(of: root) == EdgeInsets(bottom: 10))
        // Content that does not scroll is not adjusted by `automatic` outside a navigation controller…
        scroll.setContentInsetAdjustmentBehavior(.automatic, of: root)
        scroll.setContentSize(Size(width: 393, height: 100), of: root)
        #expect(scroll.adjustedContentInset(of: root) == EdgeInsets(bottom: 10))
        // …but is inside one, and always by `always`.
        scroll.isInNavigationController = true
        #expect(scroll.adjustedContentInset(of: root) == EdgeInsets(top: 5, bottom: 44))
        scroll.isInNavigationController = false
        scroll.setContentInsetAdjustmentBehavior(.always, of: root)
        #expect(scroll.adjustedContentInset(of: root) == EdgeInsets(top: 5, bottom: 44))
    }

    /// `automatic` adjusts short content vertically only in the controller's content scroll
    /// view, the first scroll view among its view's subviews: a second one, or one deeper down,
    /// is adjusted like `scrollableAxes`.
    @Test func onlyTheContentScrollViewIsAdjustedForTheNavigationBar() {
        var screen = app(.iPhone15, root: Rect(x: 0, y: 0, width: 393, height: 852))
        screen.topLayoutGuide = 103
        screen.isInNavigationController = true
        let header = screen.addView(.plain, name: "header", frame: Rect(x: 0, y: 0, width: 393, height: 852))
        let first = screen.addView(.scroll, name: "form", frame: Rect(x: 0, y: 0, width: 393, height: 852))
        let second = screen.addView(.scroll, name: "more", frame: Rect(x: 0, y: 0, width: 393, height: 852))
        let deeper = screen.addView(.scroll, name: "deep", frame: Rect(x: 0, y: 0, width: 393, height: 852), to: header)
        for scroll in [first, second, deeper] {
            screen.setContentSize(Size(width: 393, height: 100), of: scroll)
            #expect(screen.safeAreaInsets(of: scroll).top == 103)
        }
        #expect(screen.adjustedContentInset(of: first) == EdgeInsets(top: 103, bottom: 34))
        #expect(screen.adjustedContentInset(of: second) == .zero)
        #expect(screen.adjustedContentInset(of: deeper) == .zero)
        screen.setContentSize(Size(width: 393, height: 2000), of: second)
        #expect(screen.adjustedContentInset(of: second) == EdgeInsets(top: 103, bottom: 34))
    }
}
