import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// A scene's device: a preset by name or alias, as its profile sees it, or a device of the
/// scene's own (`device: {base, screen, …}`), each value checked with its place in the file.
@Suite("scene devices")
struct DeviceSceneTests {
    func scene(_ text: String) throws -> Scene {
        try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: StrategyCatalog.ids)
    }

    @Test("the default profile is ios26, and a preset takes its numbers for it")
    func defaultProfile() throws {
        #expect(Scene.defaultProfile == .iOS26)
        let pad = try scene("device: ipad-pro-13\nview: {elements: []}\n")
        #expect(pad.profile.name == "ios26")
        #expect(pad.device.statusBarHeight == 32)
        #expect(pad.safeAreaInsets == EdgeInsets(top: 32, bottom: 25))
        let older = try scene("device: ipad-pro-13\nprofile: ios18\nview: {elements: []}\n")
        #expect(older.device.statusBarHeight == 24)
        #expect(older.keyboardHeight == 403)
    }

    @Test("an alias names its preset")
    func alias() throws {
        #expect(try scene("device: iphone-se-3\nview: {elements: []}\n").device.name == "iphone-se")
    }

    @Test("a misspelt name suggests the nearest, and iphone-se is a phone of its own")
    func suggestions() throws {
        #expect(try scene("device: iphone-se\nview: {elements: []}\n").device.title == "iPhone SE (3rd generation)")
        let message = failure("device: iPhone 17 Pro Max\nview: {elements: []}")
        #expect(
            message.hasPrefix(
                "scene.yaml:1:9: device: unknown device 'iPhone 17 Pro Max'; did you mean 'iphone-17-pro-max'?"))
        #expect(message.hasSuffix("`keyslide devices` lists the 41 presets"))
        #expect(failure("device: iphone se\nview: {elements: []}").contains("did you mean 'iphone-se'?"))
    }

    @Test("a device of the scene's own starts from its base and takes what it gives")
    func customDevice() throws {
        let loaded = try scene(
            """
            device:
              base: iphone-17-pro
              name: foldable
              screen: [500, 800]
              statusBar: [40, 0]
              keyboard: [300, 200]
              safeArea: {portrait: [44, 0, 30, 0]}
              cornerRadius: 30
              regularWidthInLandscape: true
            view: {elements: []}
            """)
        #expect(loaded.device.name == "foldable")
        #expect(loaded.device.portraitScreen == Size(width: 500, height: 800))
        #expect(loaded.device.statusBarHeight == 40)
        #expect(loaded.keyboardHeight == 300)
        #expect(loaded.safeAreaInsets == EdgeInsets(top: 44, bottom: 30))
        // The landscape safe area and the island are the base's, the island centred again.
        #expect(loaded.device.safeArea.landscape == Device.named("iphone-17-pro")!.under(.iOS26).safeArea.landscape)
        #expect(loaded.device.display.sensorHousing == .dynamicIsland(Rect(x: 187, y: 13.5, width: 126, height: 37)))
        #expect(loaded.device.display.cornerRadius == 30)
        #expect(loaded.device.hasRegularWidth(.landscape))
        let plain = try scene("device: {screen: [320, 640]}\nview: {elements: []}\n")
        #expect(plain.device.name == "custom")
        #expect(plain.device.statusBarHeight == Scene.defaultDevice.statusBarHeight)
        #expect(plain.rootFrame == Rect(x: 0, y: 20, width: 320, height: 620))
    }

    @Test("a bad value of a device of the scene's own is refused where it is written")
    func customDeviceErrors() {
        let view = "\nview: {elements: []}"
        expectFailure(
            "device: {screen: [50, 800]}" + view,
            "scene.yaml:1:19: device.screen[0]: must be from 100 to 2752 points, found 50")
        expectFailure(
            "device: {base: iphone-17-pro-maxx}" + view,
            "scene.yaml:1:16: device.base: unknown device 'iphone-17-pro-maxx'; did you mean 'iphone-17-pro-max'? "
                + "`keyslide devices` lists the 41 presets")
        expectFailure(
            "device: {keyboard: [300, 500]}" + view,
            "scene.yaml:1:26: device.keyboard[1]: must be less than 375 (the screen's height in landscape), found 500")
        expectFailure(
            "device: {scale: 0.5}" + view,
            "scene.yaml:1:17: device.scale: must be from 1 to 4 (pixels per point), found 0.5")
        expectFailure(
            "device: {cornerRadius: 200}" + view,
            "scene.yaml:1:24: device.cornerRadius: must be at most 187.5 (half the screen's shorter side), found 200")
        expectFailure(
            "device: {safeArea: {portrait: [400, 0, 300, 0]}}" + view,
            "scene.yaml:1:31: device.safeArea.portrait: the portrait safe area {400, 0, 300, 0} leaves no room on a "
                + "375 × 667 screen")
        expectFailure(
            "device: {base: iphone-x, screen: [375, 120]}" + view,
            "scene.yaml:1:34: device.screen: the base's portrait keyboard (333) does not fit a screen 120 high; "
                + "give device.keyboard")
        expectFailure(
            "device: {name: ''}" + view, "scene.yaml:1:16: device.name: must not be empty")
        expectFailure(
            "device: {sreen: [1, 2]}" + view,
            "scene.yaml:1:10: device: unknown key 'sreen'; did you mean 'screen'? accepted keys: base, name, screen, scale, "
                + "statusBar, safeArea, keyboard, navigationBar, cornerRadius, pad, regularWidthInLandscape")
        expectFailure(
            "device: [iphone-8]" + view,
            "scene.yaml:1:9: device: expected a device name or a mapping {base, screen, …}, found a list of 1 item")
        expectFailure(
            "device: {statusBar: [20]}" + view,
            "scene.yaml:1:21: device.statusBar: expected a list of 2 numbers [portrait, landscape], found a list of 1 item"
        )
    }

    @Test("a regular-width phone keeps its tab bar and margins in landscape")
    func regularWidth() throws {
        func tabBar(_ device: String) throws -> Double {
            let loaded = try scene("device: \(device)\norientation: landscape\ntabBar: true\nview: {elements: []}\n")
            return try #require(loaded.bottomBar?.height)
        }
        #expect(try tabBar("iphone-16") == 32)
        #expect(try tabBar("iphone-16-plus") == 49)
    }
}
