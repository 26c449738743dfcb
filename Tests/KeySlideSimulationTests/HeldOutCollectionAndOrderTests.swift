import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// A flow-layout grid in a plain controller on the iPhone SE (2nd generation), numbers by hand
/// (docs/facts.md §20; see `HeldOut`).
@Suite struct HeldOutCollectionTests {
    /// iOS 17: 375 × 667, root view y 20…667; a 60 pt header, so the grid is window y 80…667 (587
    /// tall). Twelve 164.5 × 60 cells, two a row, 10 apart, section inset 16: rows at 16 + 70 r,
    /// content 16 + 6 × 60 + 5 × 10 + 16 = 442. K is in the last row: its cell 366…426 (window
    /// 446…506), its field window 450…502. Keyboard 258, top 409 (329 in the grid).
    static let scene = """
        device: iphone-se-2
        profile: ios17
        view:
          elements:
            - type: view
              id: header
              constraints: ["top == superview.top", "left == superview.left", "right == superview.right", "height == 60"]
            - type: collection
              id: grid
              class: TPKeyboardAvoidingCollectionView
              constraints: ["top == header.bottom", "left == superview.left", "right == superview.right", "bottom == superview.bottom"]
              itemSize: [164.5, 60]
              minimumLineSpacing: 10
              minimumInteritemSpacing: 10
              sectionInset: [16, 18, 16, 18]
              sections:
                - items:
                    - {text: A, field: {id: a}}
                    - {text: B, field: {id: b}}
                    - {text: C, field: {id: c}}
                    - {text: D, field: {id: d}}
                    - {text: E, field: {id: e}}
                    - {text: F, field: {id: f}}
                    - {text: G, field: {id: g}}
                    - {text: H, field: {id: h}}
                    - {text: I, field: {id: i}}
                    - {text: J, field: {id: j}}
                    - {text: K, field: {id: k}}
                    - {text: L, field: {id: l}}
        timeline: [{at: 0.4, tap: k}, {at: 2.0, dismiss: true}]
        """

    @Test func eachStrategyOnAGridInAPlainController() throws {
        let none = try HeldOut.run(Self.scene, "none")
        #expect(!none.verdicts.fullyVisibleAtRest)
        // Seed 004: inset 258; UIKit scrolls the whole cell over what is clear, 587 − 258 = 329:
        // 426 − 329 = 97.
        let inset = try HeldOut.run(Self.scene, "content-inset")
        #expect(HeldOut.targets(inset, "grid", "contentInset").first == 258)
        #expect(HeldOut.targets(inset, "grid", "contentOffset.y").first == 97)
        // IQ: grown 268, visible 399: 502 − 399 + 0 = 103, set with the collection view's own
        // animated scroll (L582–590); inset 268 − (667 − 667) = 268. UIKit's scroll of the cell, in
        // the same turn, reads the offset where it was and sets its own target over what IQ's inset
        // leaves clear, 587 − 268 = 319: 426 − 319 = 107 (§20.5).
        let iq = try HeldOut.run(Self.scene, "iq-keyboard-manager")
        #expect(HeldOut.notes(iq, "moveUp") == [103])
        #expect(Array(HeldOut.targets(iq, "grid", "contentOffset.y").prefix(2)) == [103, 107])
        #expect(HeldOut.targets(iq, "grid", "contentInset").first == 268)
        // TP (the grid is its collection view): the keyboard's maxY 587 is the bounds' maxY, inset
        // 258; viewable 329, the caret's ideal offset clamped to 442 − 329 = 113 (L436–439).
        let tp = try HeldOut.run(Self.scene, "tp-keyboard-avoiding")
        #expect(HeldOut.targets(tp, "grid", "contentInset").first == 258)
        #expect(HeldOut.notes(tp, "idealOffset") == [113])
    }
}

/// The order of the notifications and delegate calls against the public logs of docs/facts.md
/// §4.2, on a held-out screen (iPhone 12 mini): a text field, then a text view.
@Suite struct HeldOutEventOrderTests {
    static func scene(_ profile: String) -> String {
        """
        device: iphone-12-mini
        profile: \(profile)
        view:
          elements:
            - {type: textField, id: subject, frame: [16, 100, 343, 36]}
            - {type: textView,  id: body,    frame: [16, 160, 343, 200]}
        timeline:
          - {at: 0.4, tap: subject}
          - {at: 1.4, tap: body}
          - {at: 2.4, dismiss: true}
          - {at: 3.4, tap: body}
        """
    }

    @Test func showAndHideFollowTheLogs() throws {
        let recording = try HeldOut.run(Self.scene("ios17"), "none")
        // A text field's didBeginEditing comes before WillShow; WillChangeFrame before WillShow
        // and DidChangeFrame before DidShow (the 2012 OmniGroup log); the spring takes 0.5 s.
        #expect(
            HeldOut.names(recording, in: 0.4...0.95) == [
                "tap", "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "keyboardWillChangeFrame",
                "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
            ])
        // From iOS 11 a focus change posts nothing (openradar 34432484).
        #expect(!HeldOut.names(recording, in: 1.4...1.4).contains("keyboardWillShow"))
        // Ending editing: WillChangeFrame and WillHide before didEndEditing (the OmniGroup log).
        #expect(
            HeldOut.names(recording, in: 2.4...2.95) == [
                "dismiss", "textViewShouldEndEditing", "keyboardWillChangeFrame", "keyboardWillHide",
                "textViewDidEndEditing", "keyboardDidChangeFrame", "keyboardDidHide",
            ])
        // A text view hears of the keyboard first (IQKeyboardManager #271).
        #expect(
            HeldOut.names(recording, in: 3.4...3.4) == [
                "tap", "textViewShouldBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow",
                "textViewDidBeginEditing",
            ])
    }

    @Test func iOS8RepostsTheShowFamilyOnAFocusChange() throws {
        let recording = try HeldOut.run(Self.scene("ios8"), "none")
        // iOS 8 to 10 post the show family again, frame-change pair included (facts §4.2): with
        // equal frames, the "did"s come at once; the text view hears them before its own call.
        #expect(
            HeldOut.names(recording, in: 1.4...1.4) == [
                "tap", "textViewShouldBeginEditing", "textFieldShouldEndEditing", "textFieldDidEndEditing",
                "keyboardWillChangeFrame", "keyboardWillShow", "textViewDidBeginEditing", "keyboardDidChangeFrame",
                "keyboardDidShow",
            ])
    }
}
