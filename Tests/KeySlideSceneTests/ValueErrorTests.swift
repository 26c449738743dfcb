import KeySlideScene
import KeySlideUIKit
import Testing

// The messages for top-level values: frame rate, duration, device, profile, strategies,
// settings, keyboard curve, bars and frames (helpers in SceneErrorTests.swift).

@Suite struct ValueErrors {
    @Test(arguments: ["0", "51", "12.5", "fast", "12.0"])
    func fpsOutOfRangeOrNotWhole(fps: String) {
        let found = fps == "fast" ? "the text \"fast\"" : fps
        expectFailure(
            "fps: \(fps)\nview: {elements: []}",
            "scene.yaml:1:6: fps: expected a whole number from 1 to 50, found \(found)")
    }

    @Test func zeroDuration() {
        expectFailure(
            "duration: 0\nview: {elements: []}",
            "scene.yaml:1:11: duration: must be greater than 0, found 0")
    }

    @Test func nanDuration() {
        expectFailure(
            "duration: .NaN\nview: {elements: []}",
            "scene.yaml:1:11: duration: must be a finite number, found .NaN")
    }

    @Test func unknownDevice() {
        expectFailure(
            "device: iphone8\nview: {elements: []}",
            "scene.yaml:1:9: device: unknown device 'iphone8'; did you mean 'iphone-8'? "
                + "`keyslide devices` lists the \(Device.all.count) presets")
    }

    @Test func unknownProfile() {
        expectFailure(
            "profile: iOS 7\nview: {elements: []}",
            "scene.yaml:1:10: profile: unknown profile 'iOS 7'; did you mean 'ios7'? "
                + "accepted profiles: ios6, ios7, ios8, ios11, ios17, ios18, ios26")
    }

    @Test func unknownOrientation() {
        expectFailure(
            "orientation: upsideDown\nview: {elements: []}",
            "scene.yaml:1:14: orientation: unknown orientation 'upsideDown'; accepted: portrait, landscape")
    }

    @Test func unknownStrategy() {
        expectFailure(
            "view: {elements: []}\nstrategies: [none, slide]",
            "scene.yaml:2:20: strategies[1]: unknown strategy 'slide'; "
                + "accepted strategies: sliding-sections, content-inset, none")
    }

    @Test func strategyListedTwice() {
        expectFailure(
            "view: {elements: []}\nstrategies: [none, none]",
            "scene.yaml:2:20: strategies[1]: 'none' is listed twice; list each strategy once")
    }

    @Test func strategiesWhenNoneAreKnown() {
        #expect(
            failure("view: {elements: []}\nstrategies: [none]", strategies: [])
                == "scene.yaml:2:14: strategies[0]: unknown strategy 'none'; accepted strategies: (none)")
    }

    @Test func emptyStrategyList() {
        expectFailure(
            "view: {elements: []}\nstrategies: []",
            "scene.yaml:2:13: strategies: the list is empty; list some of sliding-sections, content-inset, none, "
                + "or leave strategies out to use them all")
    }

    @Test func unknownSetting() {
        expectFailure(
            """
            settings:
              keyboardDurations: 0.3
            view: {elements: []}
            """,
            "scene.yaml:2:3: settings: unknown setting 'keyboardDurations'; did you mean 'keyboardDuration'? "
                + "accepted settings: keyboardCurve, keyboardDuration, keyboardCurveModel, screenFollowsOrientation, "
                + "additiveAnimations, additiveFromCurrentState, willHandlersRunInKeyboardAnimation, "
                + "repostsShowOnFocusChange, repostsHideOnFocusChange, textFieldScrollsIntoView, "
                + "scrollAnimationDuration, scrollAnimationCurve, rotationDuration, "
                + "rotationHandlersRunWithoutAnimation, rotationPostsTwice, compactTabBarInLandscape")
    }

    @Test func settingWithTheWrongType() {
        expectFailure(
            "settings: {additiveAnimations: 1}\nview: {elements: []}",
            "scene.yaml:1:32: settings.additiveAnimations: expected true or false, found 1")
    }

    @Test func unknownKeyboardCurveModel() {
        expectFailure(
            "settings: {keyboardCurveModel: springy}\nview: {elements: []}",
            "scene.yaml:1:32: settings.keyboardCurveModel: unknown keyboard curve model 'springy'; "
                + "did you mean 'spring'? accepted: spring, bezier")
    }

    @Test func curveOutOfRange() {
        expectFailure(
            "keyboard: {curve: 16}\nview: {elements: []}",
            "scene.yaml:1:19: keyboard.curve: expected a curve name (easeInOut, easeIn, easeOut, linear, keyboard) "
                + "or a whole number from 0 to 15, found 16")
    }

    @Test func misspelledCurveName() {
        expectFailure(
            "keyboard: {curve: easeInOt}\nview: {elements: []}",
            "scene.yaml:1:19: keyboard.curve: expected a curve name (easeInOut, easeIn, easeOut, linear, keyboard) "
                + "or a whole number from 0 to 15, found the text \"easeInOt\"; did you mean 'easeInOut'?")
    }

    @Test func curveNamesIgnoreLetterCase() throws {
        // As on the command line (`keyslide curve easeinout`).
        #expect(try scene("keyboard: {curve: easeinout}\nview: {elements: []}").profile.keyboardCurve == .easeInOut)
    }

    @Test func zeroKeyboardHeight() {
        expectFailure(
            "keyboard: {height: 0}\nview: {elements: []}",
            "scene.yaml:1:20: keyboard.height: must be greater than 0, found 0")
    }

    @Test func splitViewOnIPhone() {
        expectFailure(
            """
            device: iphone-5
            splitView: {masterWidth: 200}
            view: {elements: []}
            """,
            "scene.yaml:2:12: splitView: a split view needs the ipad device, not iphone-5; remove splitView or set "
                + "device: ipad"
        )
    }

    @Test func splitViewMasterWiderThanTheScreen() {
        expectFailure(
            """
            device: ipad
            splitView: {masterWidth: 767}
            view: {elements: []}
            """,
            "scene.yaml:2:26: splitView.masterWidth: must be greater than 0 and less than 767 "
                + "(the screen's width in portrait less the 1 pt divider), found 767")
    }

    @Test func navigationBarAsText() {
        expectFailure(
            "navigationBar: yes please\nview: {elements: []}",
            "scene.yaml:1:16: navigationBar: expected true or a mapping {title, height}, found the text \"yes please\"")
    }

    @Test func navigationBarTallerThanTheScreen() {
        expectFailure(
            "device: iphone-4\nnavigationBar: {height: 460}\nview: {elements: []}",
            "scene.yaml:2:25: navigationBar.height: must be greater than 0 and less than 460 "
                + "(the screen's height below the status bar), found 460")
    }

    @Test func toolbarTallerThanTheRootView() {
        expectFailure(
            "rootFrame: [0, 20, 320, 100]\ntoolbar: 100.5\nview: {elements: []}",
            "scene.yaml:2:10: toolbar: must be greater than 0 and less than 100 (the root view's height), found 100.5")
    }

    @Test func toolbarAsList() {
        expectFailure(
            "toolbar: [44]\nview: {elements: []}",
            "scene.yaml:1:10: toolbar: expected a height, true, or a mapping {height, title}, found a list of 1 item")
    }

    @Test func rootFrameWithZeroHeight() {
        expectFailure(
            "rootFrame: [0, 20, 320, 0]\nview: {elements: []}",
            "scene.yaml:1:25: rootFrame[3]: height must be greater than 0, found 0")
    }

    @Test func missingValueIsNothing() {
        expectFailure(
            "fps:\nview: {elements: []}",
            "scene.yaml:1:5: fps: expected a whole number from 1 to 50, found nothing")
    }
}
