import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// Keyboards switched under the user on the iPhone 12 mini (docs/facts.md §11.7), numbers by hand
/// from each source (see `HeldOut`).
@Suite struct HeldOutKeyboardSwitchTests {
    /// `iphone-12-mini`, iOS 17: 375 × 812, status bar 50, home indicator 34. The scene's keyboard
    /// is 290 (top 522); emoji is the preset's 333 (top 479); the third-party keyboard posts 0, 216
    /// (top 596), then its 300 (top 512), 0.1 s apart. The root scroll view is y 50…812 (762),
    /// content 762; Message at 640 (bottom 676 in it, 726 in the window).
    static let scene = """
        device: iphone-12-mini
        profile: ios17
        keyboard: {height: 290}
        view:
          type: scroll
          contentSize: [375, 762]
          elements:
            - {type: textField, id: title,   frame: [16, 20, 343, 36]}
            - {type: textField, id: message, frame: [16, 640, 343, 36]}
        timeline:
          - {at: 0.4, tap: message}
          - {at: 1.5, switchKeyboard: emoji}
          - {at: 2.8, switchKeyboard: thirdParty, height: 300}
          - {at: 4.2, dismiss: true}
        """

    func run(_ strategy: String) throws -> Recording { try HeldOut.run(Self.scene, strategy) }

    @Test func theSeedsReadEachPost() throws {
        // Seed 001 (begin frame, 762 − 676 = 86 below the field): 290 − 86 = 204 at the tap, 204
        // again for emoji (its begin frame is the 290 keyboard), 333 − 86 = 247 for the third
        // party's first post, nothing for its 0 pt begin frame (keyboardShiftAmount = 0), then
        // 216 − 86 = 130; the hide takes back only that 130.
        let shift = try run("shift-by-overlap")
        #expect(HeldOut.notes(shift, "keyboardShiftAmount") == [204, 204, 247, 130])
        #expect(HeldOut.targets(shift, "root", "frame.y") == [-154, -358, -605, -735, -605])
        // Seed 004 sets the inset to each end frame's height: 290, 333, 0, 216, 300, then 0.
        #expect(try HeldOut.targets(run("content-inset"), "root", "contentInset") == [290, 333, 0, 216, 300, 0])
        // The guide: the root view ends on each keyboard top, less its 50 pt origin; with no
        // keyboard on the safe area's bottom, 812 − 34 − 50 = 728.
        let guide = try run("keyboard-layout-guide")
        #expect(HeldOut.targets(guide, "root", "frame.height") == [472, 429, 728, 546, 462, 728])
    }

    @Test func iqKeyboardManagerAdjustsOnEachNewHeight() throws {
        let iq = try run("iq-keyboard-manager")
        // Grown by 10 + 34 (the root's bottom safe area), bottom guide 34 (L283–284, L314):
        // 290 → 334, visible 478: 726 − 478 + 34 = 282; inset 334 − 34 = 300 (L616, L627).
        // Emoji 333 → 377, visible 435; Message now at 726 − 282 = 444: 444 − 435 + 34 = 43; 343.
        // The 0 pt post is a hide: insets back, the offset clamped to max(762, 762) − 762 = 0
        // (L759–787). 216 → 260, visible 552: 726 − 552 + 34 = 208; 226. 300 → 344, visible 468,
        // Message at 726 − 208 = 518: 518 − 468 + 34 = 84; 310.
        #expect(HeldOut.notes(iq, "moveUp") == [282, 43, 208, 84])
        #expect(HeldOut.targets(iq, "root", "contentInset") == [300, 343, 0, 226, 310, 0])
    }

    @Test func tpKeyboardAvoidingSavesTheInsetAgainAfterTheEmptyPost() throws {
        let tp = try run("tp-keyboard-avoiding")
        // Each post converted from nil into the scroll view at its current offset: the overlap is
        // the keyboard's whole height each time (its maxY is the bounds' maxY), and the offset
        // clamped to 762 − (762 − inset) = the inset (L436–439): 290, 333, then 216 and 300.
        #expect(HeldOut.notes(tp, "idealOffset") == [290, 333, 216, 300])
        #expect(Array(HeldOut.targets(tp, "root", "contentInset").prefix(4)) == [290, 333, 216, 300])
        // The third party's 0 pt end frame is empty: keyboardVisible = NO (Additions.m L60–63).
        // The 216 post then saves the current 333 as the prior inset (L71–77), and WillHide puts
        // that back (L170): the inset stays 333 after the keyboard has gone.
        #expect(HeldOut.targets(tp, "root", "contentInset").last == 333)
    }
}

/// A push with the field focused, a dismiss, and a cancelled swipe back on the iPhone 8
/// (docs/facts.md §19): iOS 17, root view under the 20 + 44 pt bars at y 64, 603 tall; keyboard
/// 258, top 409. Email's bottom 416 in the root (480 in the window), password's 466 (530).
@Suite struct HeldOutNavigationTests {
    static let scene = """
        device: iphone-8
        profile: ios17
        navigationBar: {title: Sign in}
        view:
          elements:
            - {type: textField, id: email,    frame: [20, 380, 335, 36]}
            - {type: textField, id: password, frame: [20, 430, 335, 36]}
        timeline:
          - {at: 0.4, appear: {focus: email}}
          - {at: 1.5, dismiss: true}
          - {at: 2.5, tap: password}
          - {at: 3.5, interactivePop: {progress: 0.5, release: cancel}}
        """

    func run(_ strategy: String) throws -> Recording { try HeldOut.run(Self.scene, strategy) }

    func durations(_ recording: Recording, _ property: String) -> [String] {
        recording.app.events.filter { $0["view"] == .text("root") && $0["property"] == .text(property) }
            .compactMap { $0["duration"]?.description }
    }

    @Test func handlersInsideThePushTakeItsDuration() throws {
        // Seed 001: 258 − (603 − 416) = 71, animated in the push's 0.35 s (SO 33486030); the
        // password later: 258 − 137 = 121, twice (the tap, and the field given back).
        let shift = try run("shift-by-overlap")
        #expect(HeldOut.notes(shift, "keyboardShiftAmount") == [71, 121, 121])
        #expect(durations(shift, "frame.y").first == "0.35")
        // IQ: grown 268, visible 399 (no safe area on this phone): 480 − 399 = 81, root
        // max(64 − 81, −258) = −17; the password 530 − 399 = 131. The swipe's hide comes with the
        // pop gesture active, so nothing is restored (`IQActiveConfiguration.swift` L87–124): the
        // keyboard given back finds the password at 530 − 131 = 399, moveUp 0, the root at −67.
        let iq = try run("iq-keyboard-manager")
        #expect(HeldOut.notes(iq, "moveUp") == [81, 131, 0])
        #expect(HeldOut.targets(iq, "root", "frame.y") == [-17, 64, -67])
        // The guide: 409 − 64 = 345, in the push's 0.35 s.
        let guide = try run("keyboard-layout-guide")
        #expect(HeldOut.targets(guide, "root", "frame.height").first == 345)
        #expect(durations(guide, "frame.height").first == "0.35")
        // Seed 000 in window coordinates: (444 + 18 − 64 − 0.2 × 603) / (0.6 × 603) = 0.7667,
        // 216 × 0.7667 = 165.6 → 165; the password (494 + 18 − 64 − 120.6) / 361.8 = 0.9049 → 195.
        #expect(try HeldOut.notes(run("sliding-sections"), "animatedDistance") == [165, 195, 195])
    }

    @Test func aCancelledSwipeResignsFirstAndGivesTheFieldBackAsTheScreenLands() throws {
        let recording = try run("none")
        // The stack trace of §19.4: the first responder resigns as the swipe is recognised, in
        // §4.2's hide order (WillChangeFrame, WillHide, then didEndEditing), before the screens move.
        #expect(
            HeldOut.names(recording, in: 3.5...3.5) == [
                "interactivePop", "textFieldShouldEndEditing", "keyboardWillChangeFrame", "keyboardWillHide",
                "textFieldDidEndEditing",
            ])
        // Root to 0.5 × 375 = 187.5 over the finger's 0.3 s; released at 3.8, back in 0.5 × 0.35 =
        // 0.175 s: the field is given back at 3.975, in a text field's show order.
        #expect(HeldOut.near(Array(HeldOut.targets(recording, "root", "frame.x").suffix(2)), [187.5, 0]))
        #expect(
            HeldOut.names(recording, in: 3.97...3.98) == [
                "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "keyboardWillChangeFrame",
                "keyboardWillShow",
            ])
    }
}
