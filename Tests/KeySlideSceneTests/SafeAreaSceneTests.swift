import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit
import Testing

/// The keys of issue 10: `safeArea`, `libraries` (`iqKeyboardManager`, `keyboardLayoutGuide`) and the scroll
/// view's `contentInsetAdjustmentBehavior`, with their defaults and their messages.
@Suite struct SafeAreaSceneTests {
    func parse(_ text: String) throws(SceneError) -> Scene {
        try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: [])
    }

    @Test func defaultsComeFromTheDeviceAndTheLibraries() throws {
        let scene = try parse("device: iphone-15\nview: {elements: []}")
        #expect(scene.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(
            scene.libraries
                == LibrarySettings(
                    keyboardDistance: 10, restoreContentOffset: false,
                    usesBottomSafeArea: true))
        let landscape = try parse("device: iphone-15\norientation: landscape\nview: {elements: []}")
        #expect(landscape.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
    }

    @Test func aSceneOverridesThem() throws {
        let scene = try parse(
            """
            device: iphone-15
            safeArea: [47, 0, 34, 0]
            libraries:
              iqKeyboardManager: {distance: 20, restoreContentOffset: true}
              keyboardLayoutGuide: {usesBottomSafeArea: false}
            view: {type: scroll, contentInsetAdjustmentBehavior: never, elements: []}
            """)
        #expect(scene.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        #expect(
            scene.libraries
                == LibrarySettings(
                    keyboardDistance: 20, restoreContentOffset: true,
                    usesBottomSafeArea: false))
        #expect(scene.view.contentInsetAdjustmentBehavior == .never)
    }

    func fails(_ text: String) -> String { failureDescription { () throws(SceneError) in try parse(text) } }

    @Test func badValuesAreNamed() {
        #expect(
            fails("safeArea: [0, 0, -1, 0]\nview: {elements: []}")
                == "scene.yaml:1:18: safeArea[2]: must be 0 or more, found -1")
        #expect(
            fails("libraries: {iqKeyboardManager: {distanse: 3}}\nview: {elements: []}")
                .contains("unknown key 'distanse'; did you mean 'distance'?"))
        #expect(
            fails("view: {contentInsetAdjustmentBehavior: never, elements: []}")
                .contains("only a scroll view has contentInsetAdjustmentBehavior"))
        #expect(
            fails("view: {type: scroll, contentInsetAdjustmentBehavior: nevr, elements: []}")
                .contains("did you mean 'never'?"))
    }
}

/// `tabBar` and `bottomToolbar`: heights, items and the rule that a screen has only one.
@Suite struct BottomBarSceneTests {
    func parse(_ text: String) throws(SceneError) -> Scene {
        try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: [])
    }

    @Test func aTabBarIs49PointsWithItsItems() throws {
        let scene = try parse("tabBar: {items: [Home, Search, Profile]}\nview: {elements: []}")
        #expect(scene.bottomBar == Scene.BottomBar(kind: .tabBar, items: ["Home", "Search", "Profile"], height: 49))
        let toolbar = try parse("bottomToolbar: {items: [Edit, Share]}\nview: {elements: []}")
        #expect(toolbar.bottomBar == Scene.BottomBar(kind: .bottomToolbar, items: ["Edit", "Share"], height: 44))
    }

    @Test func oneBarOnlyAndAtMostFiveItems() {
        #expect(
            failureDescription { () throws(SceneError) in
                try parse("tabBar: true\nbottomToolbar: true\nview: {elements: []}")
            }.contains("a screen has a tab bar or a bottom toolbar, not both"))
        #expect(
            failureDescription { () throws(SceneError) in
                try parse("tabBar: {items: [a, b, c, d, e, f]}\nview: {elements: []}")
            }.contains("tabBar.items"))
    }
}
