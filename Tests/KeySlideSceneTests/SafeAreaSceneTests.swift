import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit
import Testing

/// The keys of issue 10: `safeArea`, `libraries` (`iqKeyboardManager`, `keyboardLayoutGuide`) and the scroll
/// view's `contentInsetAdjustmentBehavior`, with their defaults and their messages.
@Suite struct SafeAreaSceneTests: SceneTextSuite {
    @Test func defaultsComeFromTheDeviceAndTheLibraries() throws {
        let scene = try parse("device: iphone-15\nview: {elements: []}")
        #expect(scene.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(
            scene.libraries
                == LibrarySettings(
                    keyboardDistance: 10, restoreContentOffset: false,
                    usesBottomSafeArea: true))
        let landscape = try parse("device: iphone-15\norientation: landscape\nview: {elements: []}")
        // iOS 26, the default profile, makes the landscape home-indicator strip 20 (docs/facts.md §3.4).
        #expect(landscape.safeAreaInsets == EdgeInsets(left: 59, bottom: 20, right: 59))
        let older = try parse("device: iphone-15\nprofile: ios17\norientation: landscape\nview: {elements: []}")
        #expect(older.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
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
@Suite struct BottomBarSceneTests: SceneTextSuite {
    @Test func aTabBarIs49PointsWithItsItems() throws {
        let scene = try parse("tabBar: {items: [Home, Search, Profile]}\nview: {elements: []}")
        #expect(scene.bottomBar == Scene.BottomBar(kind: .tabBar, items: ["Home", "Search", "Profile"], height: 49))
        let toolbar = try parse("bottomToolbar: {items: [Edit, Share]}\nview: {elements: []}")
        #expect(toolbar.bottomBar == Scene.BottomBar(kind: .bottomToolbar, items: ["Edit", "Share"], height: 44))
    }

    /// At compact height (a phone in landscape) bars are 32 pt: toolbars always, a tab bar from
    /// iOS 11 (docs/facts.md §3.3, §10.4); iPads and older tab bars keep their height.
    @Test func aPhoneInLandscapeHasCompactBars() throws {
        func bottom(_ bar: String, _ device: String, _ profile: String, _ extra: String = "") throws -> Double? {
            try parse(
                "device: \(device)\nprofile: \(profile)\norientation: landscape\n\(bar): true\n\(extra)"
                    + "view: {elements: []}"
            ).bottomBar?.height
        }
        #expect(try bottom("tabBar", "iphone-15", "ios17") == 32)
        #expect(try bottom("tabBar", "iphone-8", "ios11") == 32)
        #expect(try bottom("tabBar", "iphone-8", "ios8") == 49)
        #expect(try bottom("tabBar", "ipad", "ios17") == 49)
        #expect(try bottom("tabBar", "iphone-15", "ios17", "settings: {compactTabBarInLandscape: false}\n") == 49)
        #expect(try bottom("bottomToolbar", "iphone-5", "ios7") == 32)
        #expect(try bottom("bottomToolbar", "ipad", "ios7") == 44)
        let top = try parse("device: iphone-8\norientation: landscape\ntoolbar: true\nview: {elements: []}")
        #expect(top.toolbar?.height == 32)
        // The root view's safe area counts the compact bar and the home-indicator strip below it.
        let scene = try parse("device: iphone-15\norientation: landscape\ntabBar: true\nview: {elements: []}")
        #expect(scene.bottomBar?.height == 32)
        #expect(scene.safeAreaInsets.bottom == 20)
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
