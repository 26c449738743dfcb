import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// The strategies beyond the seeds: Apple's recipe, IQKeyboardManager, TPKeyboardAvoiding and
/// the keyboard layout guide, each on a layout that shows its defining behaviour.
@Suite struct LibraryStrategyTests {
    typealias B = SceneBuilder

    func rect(_ recording: Recording, _ id: String, at time: Double) -> Rect {
        recording.windowRect(of: recording.app.view(named: id)!, at: time)
    }

    /// iPhone 5, iOS 7, a scroll view below the status bar (0, 20, 320, 548), content 320 × 800.
    func form(_ timeline: [Scene.Action], fields: [Scene.Element]? = nil) -> Scene {
        B.scene(
            device: .iPhone5, profile: .iOS7, kind: .scroll, contentSize: Size(width: 320, height: 800),
            elements: fields ?? [B.textField("name", 20, 20, 280, 31), B.textField("city", 20, 450, 280, 31)],
            timeline: timeline)
    }

    @Test func appleRecipeInsetsOnDidShowAndScrollsWhenTheOriginIsHidden() throws {
        let recording = Simulation.run(form([B.tap("city", at: 0.5)]), strategyID: "apple-recipe")!
        let inset = try #require(recording.app.events.first { $0["property"] == .text("contentInset") })
        // After the 0.5 s spring: DidShow at 1.0 s, inset = begin frame height 216.
        #expect(inset.time == 1.0)
        #expect(inset["to"] == .text("{0, 0, 216, 0}"))
        // The field ends with its bottom on the keyboard's top (352), no margin.
        #expect(rect(recording, "city", at: 2).maxY == 352)
    }

    @Test func iqKeyboardManagerLeavesTenPointsAboveTheKeyboard() {
        // Plain view: the root view moves.
        let plain = B.scene(
            device: .iPhone5, profile: .iOS7, elements: [B.textField("city", 20, 450, 280, 31)],
            timeline: [B.tap("city", at: 0.5)])
        let moved = Simulation.run(plain, strategyID: "iq-keyboard-manager")!
        #expect(rect(moved, "city", at: 2).maxY == 352 - 10)
        #expect(moved.app[moved.app.rootView].frame.y.value(at: 2) < 20)
        // Scroll view: it scrolls instead, the root view stays.
        let scrolled = Simulation.run(form([B.tap("city", at: 0.5)]), strategyID: "iq-keyboard-manager")!
        #expect(rect(scrolled, "city", at: 2).maxY == 352 - 10)
        #expect(scrolled.app[scrolled.app.rootView].frame.y.value(at: 2) == 20)
        // Focus moving up to a visible field moves nothing back below the keyboard; hiding goes home.
        let tabbed = Simulation.run(
            form([B.tap("city", at: 0.5), B.tap("name", at: 1.5), B.dismiss(at: 2.5)]),
            strategyID: "iq-keyboard-manager")!
        #expect(tabbed.verdicts.fullyVisibleAtRest)
        // restoreContentOffset is false by default: on hide the insets come back, the offset stays
        // where the last adjustment left it (only clamped), so the form is not back home.
        let scroll = tabbed.app.rootView
        let offsetBeforeHide = tabbed.app[scroll].contentOffset.y.value(at: 2.4)
        #expect(offsetBeforeHide > 0)
        #expect(tabbed.app[scroll].contentOffset.y.value(at: 4) == offsetBeforeHide)
        #expect(tabbed.verdicts.backHome == false)
        // With the library's switch on, it is.
        var restoring = form([B.tap("city", at: 0.5), B.tap("name", at: 1.5), B.dismiss(at: 2.5)])
        restoring.libraries.restoreContentOffset = true
        let restored = Simulation.run(restoring, strategyID: "iq-keyboard-manager")!
        #expect(restored.app[scroll].contentOffset.y.value(at: 4) == 0)
        #expect(restored.verdicts.backHome == true)
    }

    @Test func tpKeyboardAvoidingCentresTheFieldAHundredthOfASecondLater() throws {
        let recording = Simulation.run(form([B.tap("city", at: 0.5)]), strategyID: "tp-keyboard-avoiding")!
        let timer = try #require(recording.app.events.first { $0.name == "timerFired" })
        #expect(abs(timer.time - 0.51) < 1e-9)
        // Visible height 548 − 216 = 332; padding (332 − 31) / 2 = 150.5; offset 450 − 150.5 = 299.5.
        let offset = try #require(
            recording.app.events.first { $0.name == "note" && $0["label"] == .text("idealOffset") })
        #expect(offset["value"] == .number(299.5))
        let field = rect(recording, "city", at: 2)
        // Centred in the visible part of the scroll view: 20 + 150.5 = 170.5.
        #expect(field.minY == 170.5)
    }

    @Test func keyboardLayoutGuideKeepsAPinnedComposerOnTheKeyboard() {
        let scene = B.scene(
            device: .iPhoneX, profile: .iOS17,
            elements: [
                Scene.Element(
                    kind: .textField, id: "composer", frame: Rect(x: 12, y: 732, width: 290, height: 36),
                    pinnedToBottom: true)
            ], timeline: [B.tap("composer", at: 0.5), B.dismiss(at: 2)])
        let recording = Simulation.run(scene, strategyID: "keyboard-layout-guide")!
        // The root view is 44 … 812 and the composer sits on its bottom edge (732 + 36 = 768 tall).
        // The guide rests on the safe-area bottom (812 − 34 = 778), so the composer starts above the
        // home indicator, never goes under the keyboard, and ends on its top: it moves 333 − 34 = 299.
        #expect(rect(recording, "composer", at: 0.4).maxY == 778)
        for time in stride(from: 0.0, through: 3.4, by: 0.05) {
            let composer = rect(recording, "composer", at: time)
            let keyboardTop = recording.keyboardFrame(at: time).minY
            #expect(composer.maxY <= min(keyboardTop, 778) + 1e-6, "at \(time)")
        }
        #expect(rect(recording, "composer", at: 1.8).maxY == 812 - 333)
        #expect(rect(recording, "composer", at: 0.4).maxY - rect(recording, "composer", at: 1.8).maxY == 299)
        #expect(recording.verdicts.secondsCovered == 0)
        #expect(recording.verdicts.backHome == true)
    }
}

@Suite struct KeyboardLayoutGuideLandscapeTests {
    typealias B = SceneBuilder

    @Test func shrinksTheUprightHeightInAPortraitFixedWindow() {
        // iPhone 4 landscape on iOS 7: the root view (0, 20, 480, 300) hangs in a portrait window.
        let scene = B.scene(
            device: .iPhone4, profile: .iOS7, orientation: .landscape, kind: .scroll,
            contentSize: Size(width: 480, height: 600),
            elements: [B.textField("field", 100, 200, 280, 31)],
            timeline: [B.tap("field", at: 0.4), B.dismiss(at: 2.2)])
        let recording = Simulation.run(scene, strategyID: "keyboard-layout-guide")!
        let root = recording.app[recording.app.rootView].frame
        // Up: its bottom edge on the keyboard's top, 320 − 162 = 158, so 138 tall; width unchanged.
        #expect(root.presentation(at: 2) == Rect(x: 0, y: 20, width: 480, height: 138))
        // Nothing scrolls the text field into the space that is left: UIKit does that from iOS 8
        // only (docs/facts.md §9.4). All comes home afterwards.
        #expect(!recording.verdicts.fullyVisibleAtRest)
        #expect(root.presentation(at: 3.6) == Rect(x: 0, y: 20, width: 480, height: 300))
        #expect(!recording.verdicts.jumped)
    }
}

/// IQKeyboardManager 8.0.2 on phones with and without a home indicator (docs/library-sources.md
/// §1.7): the gap above the keyboard is distance + the root's bottom safe area + its bottom margin.
@Suite struct IQKeyboardManagerGapTests {
    typealias B = SceneBuilder

    /// A field near the bottom of a plain screen, tapped at 0.5 s.
    func gap(on device: Device, profile: PlatformProfile = .iOS17, distance: Double? = nil) -> Double {
        let y = device.portraitScreen.height - device.statusBarHeight - 80
        var scene = B.scene(
            device: device, profile: profile, elements: [B.textField("field", 20, y, 300, 36)],
            timeline: [B.tap("field", at: 0.5)])
        if let distance { scene.libraries.keyboardDistance = distance }
        let recording = Simulation.run(scene, strategyID: "iq-keyboard-manager")!
        let field = recording.windowRect(of: recording.app.view(named: "field")!, at: 2)
        return recording.keyboardFrame(at: 2).minY - field.maxY
    }

    @Test func onAnIPhone15TheGapIsTheDistancePlusSafeAreaPlusMargin() {
        // 10 + 34 (bottom safe area, saved at begin editing) + 34 (bottom layout margin: the
        // system minimum 0 brought inside the safe area).
        #expect(gap(on: .iPhone15) == 10 + 34 + 34)
        #expect(gap(on: .iPhoneX) == 78)
    }

    @Test func onAnIPhone8TheGapIsTheDistance() {
        #expect(gap(on: .iPhone8) == 10)
        #expect(gap(on: .iPhone8, distance: 30) == 30)
        #expect(gap(on: .iPhone15, distance: 0) == 68)
    }

    /// The margin term is left out for a text view that scrolls (`isScrollEnabled`, L141–147,
    /// L314), not for a growing one, which has scrolling off while it grows.
    @Test func aScrollingTextViewDropsTheMarginTermAGrowingOneKeepsIt() {
        func gap(grows: Bool) -> Double {
            var composer = B.textView("composer", 20, 852 - 54 - 80, 300, 40)
            composer.grows = grows
            let scene = B.scene(
                device: .iPhone15, profile: .iOS17, elements: [composer], timeline: [B.tap("composer", at: 0.5)])
            let recording = Simulation.run(scene, strategyID: "iq-keyboard-manager")!
            let field = recording.windowRect(of: recording.app.view(named: "composer")!, at: 2)
            return recording.keyboardFrame(at: 2).minY - field.maxY
        }
        #expect(gap(grows: false) == 10 + 34)
        #expect(gap(grows: true) == 10 + 34 + 34)
    }

    /// A positive move is only taken while the scroll view is not scrolled above its top by more
    /// than the move (L413–414); otherwise the move becomes 0 and nothing moves (L483–485). Under a
    /// navigation bar from iOS 11 a form at rest is scrolled 98 pt above its top (its adjusted
    /// inset: status bar 54 + bar 44), which IQ reads against the plain inset, 0.
    @Test func aMoveSmallerThanTheAdjustedTopInsetMovesNothing() throws {
        let scene = B.scene(
            device: .iPhone15, profile: .iOS17, rootFrame: Rect(x: 0, y: 0, width: 393, height: 852),
            navigationBar: true, kind: .scroll, contentSize: Size(width: 393, height: 1000),
            elements: [B.textField("field", 20, 330, 300, 36)], timeline: [B.tap("field", at: 0.5)])
        let recording = Simulation.run(scene, strategyID: "iq-keyboard-manager")!
        let root = recording.app.rootView
        let start = recording.app[root].contentOffset.y.value(at: 0)
        #expect(start == -98)
        // The field's bottom (window 428 + 36) is 26 pt below where the grown keyboard, 852 − (336 +
        // 10 + 34), and the 34 pt margin term want it: 464 − 472 + 34 = 26 < 98.
        let move = try #require(recording.app.events.first { $0.name == "note" && $0["label"] == .text("moveUp") })
        #expect(move["value"] == .number(26))
        #expect(recording.app[root].frame.y.value(at: 2) == 0)
        #expect(recording.app[root].contentOffset.y.value(at: 2) == start)
        // Still above the real keyboard (top 516).
        #expect(recording.verdicts.secondsCovered == 0)
    }

    /// The scroll target is capped only by the field's own top, never clamped to the content
    /// (L456–463): a field near the end of a short content is scrolled past the largest offset
    /// the scroll view itself would allow, and the grown inset then makes room for it.
    @Test func theScrollTargetIsNotClampedToTheContent() throws {
        // iPhone 5, iOS 7: the scroll view (20 … 568) holds 600 pt of content, so its largest
        // offset without an inset is 600 − 548 = 52. The field (500 … 531) must rise
        // 531 + 20 − (568 − 216 − 10) = 209 pt.
        let scene = B.scene(
            device: .iPhone5, profile: .iOS7, kind: .scroll, contentSize: Size(width: 320, height: 600),
            elements: [B.textField("field", 20, 500, 280, 31)], timeline: [B.tap("field", at: 0.5)])
        let recording = Simulation.run(scene, strategyID: "iq-keyboard-manager")!
        let root = recording.app.rootView
        let move = try #require(recording.app.events.first { $0.name == "note" && $0["label"] == .text("moveUp") })
        #expect(move["value"] == .number(209))
        #expect(recording.app[root].contentOffset.y.value(at: 2) == 209)
        #expect(recording.windowRect(of: recording.app.view(named: "field")!, at: 2).maxY == 568 - 216 - 10)
    }

    @Test func aVisibleFieldInAScrollViewIsNotScrolledBack() {
        // The first tap scrolls the form; the second field is visible, so nothing moves back.
        let scene = B.scene(
            device: .iPhone5, profile: .iOS11, kind: .scroll, contentSize: Size(width: 320, height: 800),
            elements: [B.textField("middle", 20, 300, 280, 31), B.textField("city", 20, 450, 280, 31)],
            timeline: [B.tap("city", at: 0.5), B.tap("middle", at: 1.5)])
        let recording = Simulation.run(scene, strategyID: "iq-keyboard-manager")!
        let root = recording.app.rootView
        let afterFirst = recording.app[root].contentOffset.y.value(at: 1.4)
        #expect(afterFirst > 0)
        #expect(recording.app[root].contentOffset.y.value(at: 3) == afterFirst)
    }
}

/// A tab bar widens the safe area of the view under it by its 49 pt, and both IQKeyboardManager
/// terms follow (docs/library-sources.md §1.7): 10 + 83 + 83 on an iPhone 15, 10 + 49 + 49 on an
/// iPhone 8.
@Suite struct TabBarTests {
    typealias B = SceneBuilder

    func gap(on device: Device) -> (gap: Double, bottomSafeArea: Double) {
        var scene = B.scene(
            device: device, profile: .iOS17,
            elements: [B.textField("field", 20, 300, 300, 36)], timeline: [B.tap("field", at: 0.5)])
        scene.bottomBar = Scene.BottomBar(
            kind: .tabBar, items: ["Home", "Settings"], height: Scene.defaultTabBarHeight)
        let recording = Simulation.run(scene, strategyID: "iq-keyboard-manager")!
        let field = recording.windowRect(of: recording.app.view(named: "field")!, at: 2)
        let app = Simulation.makeApp(for: scene)
        return (recording.keyboardFrame(at: 2).minY - field.maxY, app.safeAreaInsets(of: app.rootView).bottom)
    }

    @Test func theRootViewsSafeAreaIncludesTheTabBar() {
        #expect(gap(on: .iPhone15).bottomSafeArea == 49 + 34)
        #expect(gap(on: .iPhone8).bottomSafeArea == 49)
    }

    @Test func iqKeyboardManagersGapGrowsWithTheTabBar() {
        #expect(gap(on: .iPhone15).gap == 10 + 83 + 83)
        #expect(gap(on: .iPhone8).gap == 10 + 49 + 49)
    }
}

/// TPKeyboardAvoiding centres the caret rect of any text input (docs/library-sources.md §2.2).
@Suite struct TPKeyboardAvoidingCaretTests {
    typealias B = SceneBuilder

    @Test func theCaretLineOfATallTextViewGoesToTheMiddleOfTheVisibleArea() throws {
        // iPhone 5, scroll view 20 … 568, keyboard 216: visible height 332, middle at 20 + 166 = 186.
        let scene = B.scene(
            device: .iPhone5, profile: .iOS7, kind: .scroll, contentSize: Size(width: 320, height: 800),
            elements: [B.textView("notes", 20, 400, 280, 300)], timeline: [B.tap("notes", at: 0.5)])
        let recording = Simulation.run(scene, strategyID: "tp-keyboard-avoiding")!
        let notes = recording.app.view(named: "notes")!
        let caret = try #require(recording.app.caretRect(of: notes))
        // The caret: 21 pt tall, 8 pt down the text view, so at 408 in the content; padding
        // (332 − 21) / 2 = 155.5; offset 408 − 155.5 = 252.5 (the whole view would give 380).
        let offset = try #require(
            recording.app.events.first { $0.name == "note" && $0["label"] == .text("idealOffset") })
        #expect(offset["value"] == .number(252.5))
        #expect(caret == Rect(x: 6, y: 8, width: 2, height: 21))
        // UIKit then keeps the caret in view, which it already is, so the offset stays; scrolling
        // the whole 300 pt view into view would have aligned its top, at 400 (docs/facts.md §9.4).
        #expect(recording.app[recording.app.rootView].contentOffset.y.value(at: 2) == 252.5)
    }
}
