import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit
import Testing

/// `rotate` in a scene file: how it reads, the other orientation's layout, and its messages.
@Suite struct RotationSceneTests {
    static let form = """
        device: iphone-15
        navigationBar: {title: Form}
        view:
          elements:
            - {type: textField, id: name, frame: [16, 20, 361, 36]}
        """

    func scene(_ text: String, _ events: String) throws -> Scene {
        try SceneLoader.parse(text + "\ntimeline:\n" + events, fileName: "scene.yaml", knownStrategies: [])
    }

    @Test func rotateReadsAsAMotionAndTurnsTheSceneAtItsTime() throws {
        let scene = try scene(
            Self.form, "  - {at: 0.5, tap: name}\n  - {at: 1, rotate: landscape}\n  - {at: 2, rotate: portrait}")
        #expect(scene.timeline.map(\.kind).last == .motion(.rotate(.portrait)))
        #expect(scene.rotates)
        #expect(scene.orientation(at: 0.9) == .portrait)
        #expect(scene.orientation(at: 1) == .landscape)
        #expect(scene.orientation(at: 2.5) == .portrait)
        #expect(scene.timeline[1].kind.name == .rotate)
    }

    @Test func theOtherOrientationTakesTheDevicesBarsKeyboardAndSafeArea() throws {
        let scene = try scene(Self.form, "  - {at: 1, rotate: landscape}")
        let turned = scene.oriented(.landscape)
        // The iPhone 15 as the scene's profile sees it (the default, iOS 26: docs/facts.md §3.4).
        let device = Device.iPhone15.under(scene.profile)
        #expect(turned.screen == Size(width: 852, height: 393))
        #expect(turned.keyboardHeight == device.keyboardHeight.landscape)
        #expect(turned.safeAreaInsets == device.safeAreaInsets(.landscape))
        #expect(turned.navigationBar?.height == device.navigationBarHeight.landscape)
        // Below the (landscape: hidden) status bar and the landscape navigation bar.
        let top = device.statusBar(.landscape) + device.navigationBarHeight.landscape
        #expect(turned.rootFrame == Rect(x: 0, y: top, width: 852, height: 393 - top))
        // Turning back gives the scene again.
        #expect(turned.oriented(.portrait) == scene)
        // A scene that never turns has no other orientation.
        let still = try self.scene(Self.form, "  - {at: 1, tap: name}")
        #expect(!still.rotates && still.oriented(.landscape) == still)
    }

    @Test func barsTakeTheOtherOrientationsHeights() throws {
        let text = """
            device: iphone-15
            profile: ios17
            toolbar: {title: Edit}
            tabBar: {items: [Home, Search]}
            view:
              type: scroll
              elements:
                - {type: textField, id: name, frame: [16, 20, 361, 36]}
            """
        let scene = try scene(text, "  - {at: 1, rotate: landscape}")
        #expect(scene.toolbar?.height == 44 && scene.bottomBar?.height == 49)
        let turned = scene.oriented(.landscape)
        #expect(turned.toolbar?.height == Scene.compactBarHeight)
        #expect(turned.bottomBar?.height == Scene.compactBarHeight)
        #expect(turned.oriented(.portrait) == scene)
    }

    @Test func aGivenRootFrameKeepsItsDistancesToTheScreensEdges() throws {
        let scene = try scene("rootFrame: [10, 100, 373, 700]\n" + Self.form, "  - {at: 1, rotate: landscape}")
        // 10 left, 100 top, 10 right, 52 bottom on the 393 × 852 portrait screen.
        #expect(scene.oriented(.landscape).rootFrame == Rect(x: 10, y: 100, width: 832, height: 241))
    }

    @Test func keyboardHeightsAreCheckedAgainstTheScreenOfTheirMoment() throws {
        // 400 pt fits the portrait screen (852 high) but not the landscape one (393): it is refused
        // only after the turn.
        _ = try scene(Self.form, "  - {at: 0.5, keyboardHeight: 400}\n  - {at: 1, rotate: landscape}")
        expectFailure(
            Self.form + "\ntimeline:\n  - {at: 1, rotate: landscape}\n  - {at: 2, keyboardHeight: 400}",
            "scene.yaml:8:29: timeline[1].keyboardHeight: must be at most 393 (the screen's height on iphone-15 "
                + "in landscape), found 400")
    }

    @Test func messages() {
        let cases: [(String, String)] = [
            (
                "  - {at: 1, rotate: portrait}",
                "scene.yaml:7:21: timeline[0].rotate: the device is already portrait at 1 s; rotate to landscape"
            ),
            (
                "  - {at: 1, rotate: landscape}\n  - {at: 2, rotate: landscape}",
                "scene.yaml:8:21: timeline[1].rotate: the device is already landscape at 2 s; rotate to portrait"
            ),
            (
                "  - {at: 1, rotate: landscpe}",
                "scene.yaml:7:21: timeline[0].rotate: unknown orientation 'landscpe'; did you mean 'landscape'? "
                    + "accepted: portrait, landscape"
            ),
        ]
        for (events, expected) in cases {
            expectFailure(Self.form + "\ntimeline:\n" + events, expected)
        }
    }
}
