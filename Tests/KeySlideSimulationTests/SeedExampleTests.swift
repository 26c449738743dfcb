import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// Each seed article's own example, rebuilt, with the numbers its code produces worked out by
/// hand in the comments.
@Suite struct SeedExampleTests {
    typealias B = SceneBuilder

    func notes(_ recording: Recording, _ label: String) -> [Double] {
        recording.app.events.filter { $0.name == "note" && $0["label"] == .text(label) }.compactMap {
            if case .number(let value)? = $0["value"] { value } else { nil }
        }
    }

    func rect(_ recording: Recording, _ id: String, at time: Double) -> Rect {
        recording.windowRect(of: recording.app.view(named: id)!, at: time)
    }

    // MARK: Seed 000 — sliding sections

    /// The article's window: a 320×460 view below the status bar with a field in each section.
    func slidingScene(device: Device = .iPhone4, timeline: [Scene.Action]) -> Scene {
        B.scene(
            device: device,
            elements: [
                B.textField("top", 20, 40, 280, 31), B.textField("middle", 20, 200, 280, 31),
                B.textField("bottom", 20, 400, 280, 31),
            ], timeline: timeline)
    }

    @Test func slidingSections_eachSectionMovesByItsFraction() throws {
        // viewRect = (0, 20, 320, 460); the middle section spans 0.2…0.8 of 460 = 92…368 below y 20.
        // top:    midline 20+40+15.5 = 75.5  → (75.5−20−92)/276 < 0 → 0
        // middle: midline 235.5 → (235.5−20−92)/276 = 0.44746… → floor(216 × 0.44746) = 96
        // bottom: midline 435.5 → 1.17 → clamped to 1 → 216
        for (field, distance) in [("top", 0.0), ("middle", 96.0), ("bottom", 216.0)] {
            let recording = Simulation.run(
                slidingScene(timeline: [B.tap(field, at: 0.5)]), strategyID: "sliding-sections")!
            #expect(notes(recording, "animatedDistance") == [distance], "\(field)")
            #expect(recording.app.frame(of: recording.app.rootView).minY == 20 - distance, "\(field) at rest")
            // The slide is the legacy API's 0.3 s ease-in-out, not the keyboard's curve (a top-section
            // field does not move at all).
            let animation = recording.app.events.first { $0.name == "animation" && $0["property"] == .text("frame.y") }
            guard distance > 0 else {
                #expect(animation == nil)
                continue
            }
            let slide = try #require(animation)
            #expect(slide["duration"] == .number(0.3))
            #expect(slide["curve"] == .text("cubic-bezier(0.42, 0, 0.58, 1)"))
        }
    }

    @Test func slidingSections_hoppingBetweenFieldsGlidesFromTheCurrentState() throws {
        let recording = Simulation.run(
            slidingScene(timeline: [B.tap("middle", at: 0.5), B.tap("bottom", at: 0.6)]), strategyID: "sliding-sections"
        )!
        let root = recording.app[recording.app.rootView].frame.y
        // didEnd(middle) sets the model back to 20, didBegin(bottom) to 20 − 216, both beginning
        // from what is on screen: no jump at 0.6 s.
        #expect(root.jumps(tolerance: 0.01).isEmpty)
        #expect(root.value(at: 2.0) == 20 - 216)
    }

    @Test func slidingSections_fixedHeightLeavesATallerKeyboardCovering() {
        // iPhone 8's keyboard is 258 pt: the bottom field slides up only 216.
        let scene = B.scene(
            device: .iPhone8, profile: .iOS17, elements: [B.textField("bottom", 20, 600, 335, 31)],
            timeline: [B.tap("bottom", at: 0.5)])
        let recording = Simulation.run(scene, strategyID: "sliding-sections")!
        let field = rect(recording, "bottom", at: 2)
        let keyboardTop = recording.keyboardFrame(at: 2).minY
        // Field at 20 + 600 − 216 = 404…435; keyboard top 667 − 258 = 409: 26 pt covered.
        #expect(field.minY == 404)
        #expect(keyboardTop == 409)
        #expect(field.maxY - keyboardTop == 26)
    }

    // MARK: Seed 001 — shift by overlap

    func shiftScene(profile: PlatformProfile, orientation: Orientation = .portrait, timeline: [Scene.Action]) -> Scene {
        B.scene(
            device: .iPhone5, profile: profile, orientation: orientation,
            elements: [
                B.textField("upper", 20, 440, 280, 31), B.textField("lower", 20, 480, 280, 31),
            ], timeline: timeline)
    }

    @Test func shiftByOverlap_movesUpByExactlyTheOverlap() {
        // View (0, 20, 320, 548); lower field bottom 511 in view coordinates; 548 − 511 = 37 < 216,
        // so the shift is 216 − 37 = 179 and the field's bottom lands on the keyboard's top (352).
        let recording = Simulation.run(
            shiftScene(profile: .iOS7, timeline: [B.tap("lower", at: 0.5)]), strategyID: "shift-by-overlap")!
        #expect(notes(recording, "keyboardShiftAmount") == [179])
        #expect(rect(recording, "lower", at: 2).maxY == 352)
        #expect(recording.keyboardFrame(at: 2).minY == 352)
    }

    @Test func shiftByOverlap_drifsWhenWillShowIsRepostedFromIOS8ToIOS10() {
        // upper: bottom 471 → shift 216 − (548 − 471) = 139; lower: 179.
        let timeline = [B.tap("lower", at: 0.5), B.tap("upper", at: 1.5), B.dismiss(at: 2.5)]
        let ios8 = Simulation.run(shiftScene(profile: .iOS8, timeline: timeline), strategyID: "shift-by-overlap")!
        // iOS 8 reposts WillShow on the focus change: 179 then another 139 on top.
        #expect(notes(ios8, "keyboardShiftAmount") == [179, 139])
        #expect(ios8.app[ios8.app.rootView].frame.y.value(at: 2.4) == 20 - 179 - 139)
        // WillHide takes back only the last shift: the view ends 179 pt above home.
        #expect(ios8.app[ios8.app.rootView].frame.y.value(at: 4) == 20 - 179)
        // iOS 7 (nothing posted on a focus change) and iOS 11 post WillShow once: no drift, home
        // again after the keyboard leaves.
        for profile in [PlatformProfile.iOS7, .iOS11] {
            let once = Simulation.run(shiftScene(profile: profile, timeline: timeline), strategyID: "shift-by-overlap")!
            #expect(notes(once, "keyboardShiftAmount") == [179], "\(profile.name)")
            #expect(once.app[once.app.rootView].frame.y.value(at: 4) == 20, "\(profile.name)")
        }
    }

    // MARK: Seed 002 — scroll content offset

    /// The article's 320×460 view with the field at (20, 350, 280, 31), content 320×600.
    func scrollScene(profile: PlatformProfile = .iOS6, orientation: Orientation = .portrait) -> Scene {
        let field =
            orientation == .portrait
            ? B.textField("txtDemo", 20, 350, 280, 31) : B.textField("txtDemo", 480 / 2 - 140, 200, 280, 31)
        let size = orientation == .portrait ? Size(width: 320, height: 600) : Size(width: 480, height: 600)
        return B.scene(
            profile: profile, orientation: orientation, kind: .scroll, contentSize: size, elements: [field],
            timeline: [B.tap("txtDemo", at: 0.5), B.dismiss(at: 2)])
    }

    @Test func scrollContentOffset_scrollsByViewHeightMinusKeyboardAfterDidShow() throws {
        let recording = Simulation.run(scrollScene(), strategyID: "scroll-content-offset")!
        // 460 − 216 = 244, whatever the field.
        #expect(notes(recording, "scrollPointY") == [244])
        let scroll = try #require(recording.app.events.first { $0.name == "scroll" })
        // DidShow arrives when the keyboard stops: 0.5 + 0.25 s on iOS 6.
        #expect(scroll.time == 0.75)
        #expect(scroll.cause == "keyboardDidShow")
        // Until then the field (370…401 on screen) stays put while the keyboard (top 264 at rest)
        // covers it.
        #expect(rect(recording, "txtDemo", at: 0.75).minY == 370)
        #expect(recording.keyboardFrame(at: 0.75).minY == 264)
        // At rest: 370 − 244 = 126; back home after the keyboard leaves.
        #expect(rect(recording, "txtDemo", at: 1.9).minY == 126)
        #expect(rect(recording, "txtDemo", at: 3.4).minY == 370)
    }

    @Test func scrollContentOffset_landscapeSwapIsRightBeforeIOS8AndWrongAfter() {
        // iOS 6 landscape: the view's frame comes back portrait-shaped (300 × 480) and the keyboard
        // frame 162 × 480; swapping both gives 300 − 162 = 138.
        let ios6 = Simulation.run(
            scrollScene(profile: .iOS6, orientation: .landscape), strategyID: "scroll-content-offset")!
        #expect(notes(ios6, "scrollPointY") == [138])
        // iOS 8: frames already upright (480 × 300, keyboard 480 × 162); swapping makes the view
        // 480 tall and the keyboard 480 tall: 0, no scroll, the field stays covered.
        let ios8 = Simulation.run(
            scrollScene(profile: .iOS8, orientation: .landscape), strategyID: "scroll-content-offset")!
        #expect(notes(ios8, "scrollPointY") == [0])
        #expect(rect(ios8, "txtDemo", at: 1.9).maxY > ios8.keyboardFrame(at: 1.9).minY)
    }

    // MARK: Seed 003 — scrollRectToVisible in an iPad split view

    func splitScene(profile: PlatformProfile = .iOS6) -> Scene {
        B.scene(
            device: .iPad, profile: profile, orientation: .landscape, toolbarHeight: 44, splitMasterWidth: 320,
            kind: .scroll,
            elements: [B.textField("name", 20, 20, 300, 31), B.textField("notes", 20, 600, 300, 31)],
            timeline: [B.tap("notes", at: 0.5), B.dismiss(at: 2.5)])
    }

    @Test func scrollRectToVisible_splitViewDetailPaneWithToolbar() {
        // Detail pane (321, 20, 703, 748); toolbar 44; scroll view 703 × 704 below it; keyboard 352
        // (landscape iPad), top at 768 − 352 = 416.
        let recording = Simulation.run(splitScene(), strategyID: "scroll-rect-to-visible")!
        // The rect converted toView:nil still measures 352 tall.
        #expect(
            recording.app.events.contains {
                $0.name == "set" && $0["property"] == .text("contentInset") && $0["to"] == .text("{0, 0, 352, 0}")
            })
        // Visible height 748 − 352 − 44 = 352.
        #expect(notes(recording, "visibleHeight") == [352])
        // The field (bottom 631 in content) scrolls until its bottom meets the inset: offset
        // 631 − 704 + 352 = 279, field on screen 20 + 44 + 600 − 279 = 385…416.
        #expect(rect(recording, "notes", at: 2.4) == Rect(x: 341, y: 385, width: 300, height: 31))
        // WillHide clears the inset and scrolls back to the saved offset, 0.
        #expect(rect(recording, "notes", at: 4).minY == 664)
    }

    /// The sample's text view: the port wires `activeField` from the text-view callbacks too (the
    /// article's ivar is a `UIView *`), so `DidShow` finds it and scrolls.
    @Test func scrollRectToVisible_aTextViewIsTheActiveFieldToo() {
        let scene = B.scene(
            device: .iPad, profile: .iOS6, orientation: .landscape, toolbarHeight: 44, splitMasterWidth: 320,
            kind: .scroll, elements: [B.textView("notes", 20, 560, 660, 80)],
            timeline: [B.tap("notes", at: 0.5), B.dismiss(at: 2.5)])
        let recording = Simulation.run(scene, strategyID: "scroll-rect-to-visible")!
        #expect(notes(recording, "visibleHeight") == [352])
        // Origin (20, 560) → (341, 580) in the pane's superview, below 20 + 352 = 372: scroll the
        // frame, bottom 640, to the inset: 640 − 704 + 352 = 288; on screen 20 + 44 + 560 − 288 = 336.
        #expect(
            recording.app.events.contains {
                $0.name == "scroll" && $0.cause == "keyboardDidShow" && $0["to"] == .number(288)
            }
        )
        #expect(rect(recording, "notes", at: 2.4) == Rect(x: 341, y: 336, width: 660, height: 80))
        // WillHide clears the inset: the offset's largest value is 0 again, a jump on iOS 6; the
        // animated return to the saved offset (0) has nothing left to do.
        #expect(rect(recording, "notes", at: 2.51).minY == 624)
    }

    // MARK: Seed 004 — content inset

    /// The article's form: a root scroll view under the navigation bar with its top inset,
    /// fields pinned to the top and bottom (kMargin 10, kFieldHeight 40) on an iPhone 5.
    func formScene(profile: PlatformProfile) -> Scene {
        B.scene(
            device: .iPhone5, profile: profile, rootFrame: Rect(x: 0, y: 0, width: 320, height: 568),
            navigationBar: true,
            kind: .scroll, contentSize: Size(width: 320, height: 504), contentInset: EdgeInsets(top: 64),
            elements: [B.textField("topField", 10, 10, 300, 40), B.textField("bottomField", 10, 454, 300, 40)],
            timeline: [B.tap("bottomField", at: 0.5), B.dismiss(at: 2.5)])
    }

    /// The article (2014-09-08) was written as iOS 8 shipped: UIKit scrolls the text field from
    /// iOS 8; on iOS 7 the inset alone moves nothing (docs/facts.md §9.4).
    @Test func contentInset_beforeIOS8TheFieldStaysUnderTheKeyboard() {
        let recording = Simulation.run(formScene(profile: .iOS7), strategyID: "content-inset")!
        #expect(!recording.app.events.contains { $0.name == "scroll" })
        // The field, 454 + 64 = 518…558 on screen, under the keyboard's top 352.
        #expect(rect(recording, "bottomField", at: 2.4).minY == 518)
    }

    @Test func contentInset_uikitScrollsTheFieldJustAboveTheKeyboard() {
        let recording = Simulation.run(formScene(profile: .iOS8), strategyID: "content-inset")!
        // Inset bottom = end frame height 216; UIKit scrolls minimally: 494 − 568 + 216 = 142;
        // field on screen 454 − 142 = 312…352, the keyboard's top.
        #expect(rect(recording, "bottomField", at: 2.4).maxY == 352)
        #expect(
            recording.app.events.contains { $0.name == "scroll" && $0.cause == "UIKit" && $0["to"] == .number(142) })
        // After the keyboard leaves, the inset is gone and the offset back at −64.
        #expect(rect(recording, "bottomField", at: 4).minY == 454 + 64)
    }

    @Test func contentInset_hideAnimationUsesDefaultCurveOnIOS6AndKeyboardCurveFromIOS7() throws {
        // With UIKit's text-field scroll turned on, so that there is an offset for the hide to take
        // back (it came with iOS 8, `textFieldScrollsIntoView`).
        func scrolling(_ profile: PlatformProfile) -> PlatformProfile {
            var profile = profile
            profile.textFieldScrollsIntoView = true
            return profile
        }
        let ios6 = Simulation.run(formScene(profile: scrolling(.iOS6)), strategyID: "content-inset")!
        let ios7 = Simulation.run(formScene(profile: scrolling(.iOS7)), strategyID: "content-inset")!
        func hide(_ recording: Recording) throws -> Event {
            try #require(
                recording.app.events.first {
                    $0.name == "animation" && $0.cause == "keyboardWillHide"
                        && $0["property"] == .text("contentOffset.y")
                })
        }
        // iOS 6: the block's own 0.25 s ease-in-out.
        #expect(try hide(ios6)["curve"] == .text("cubic-bezier(0.42, 0, 0.58, 1)"))
        #expect(try hide(ios6)["duration"] == .number(0.25))
        // iOS 7: nested in the keyboard's animation, it inherits curve 7 — the spring.
        #expect(try hide(ios7)["curve"] == .text("spring(3, 1000, 500)"))
        #expect(try hide(ios7)["duration"] == .number(0.5))
    }
}
