import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// The three strategies the other held-out suites leave out — the two that change constraint
/// constants and UIKit's own table view controller — in the held-out Stage Manager window of
/// `HeldOutWindowTests` (`ipad`, iOS 17, window [40, 180, 688, 700], no bars: the keyboard's top
/// at 711 on screen covers the window from y 531 on, its lowest 169 pt). Numbers by hand from each
/// source (see `HeldOut`).
@Suite struct HeldOutConstraintAndTableTests {
    static let window = """
        device: ipad
        profile: ios17
        window: {frame: [40, 180, 688, 700]}
        """

    /// Stack Overflow 25693130's top answer: on `WillChangeFrame` the constant becomes the end
    /// frame's whole height (its `origin.y` 711 is above the screen's 1024), laid out in the
    /// keyboard's animation. The composer (52 tall) rests on the bottom layout guide, the window's
    /// bottom 700 (no home indicator): y 648. With 313 its bottom is 700 − 313 = 387, y 335 — 144 pt
    /// above the keyboard's top in the window (531), as the answer measures nothing. On the hide
    /// the end frame's `origin.y` is the screen's 1024: constant 0, back to 648.
    @Test func theAnswerLiftsTheComposerByTheWholeKeyboard() throws {
        let scene =
            Self.window + """

                view:
                  elements:
                    - type: view
                      id: composer
                      constraints:
                        - "left == superview.left"
                        - "right == superview.right"
                        - "height == 52"
                        - {constraint: "bottom == bottomLayoutGuide.top", id: keyboardHeightLayoutConstraint}
                      subviews:
                        - {type: textField, id: message, frame: [8, 8, 672, 36]}
                timeline: [{at: 0.4, tap: message}, {at: 2.4, dismiss: true}]
                """
        let answer = try HeldOut.run(scene, "bottom-constraint-constant")
        #expect(HeldOut.notes(answer, "constant") == [313, 0])
        #expect(HeldOut.near(HeldOut.targets(answer, "composer", "frame.y"), [335, 648]))
    }

    /// Seed 001's Auto Layout code measures as its frame code: the begin frame's height 313; the
    /// root view is the window's 700 tall; City's bottom is the content's bottom (700) less 57 =
    /// 643; 700 − 643 = 57 < 313, so the shift is 313 − 57 = 256. Both constants move by it: the
    /// content view's top goes 256 up from where it rests and its bottom to 700 − 256 = 444,
    /// City's bottom to 387 — again 144 pt above the keyboard's 531. The hide adds 256 back.
    @Test func seed001sConstraintsShiftByTheBeginFramesHeight() throws {
        let scene =
            Self.window + """

                view:
                  elements:
                    - type: view
                      id: content
                      constraints:
                        - {constraint: "top == topLayoutGuide.bottom", id: keyboardConstraint}
                        - {constraint: "bottom == bottomLayoutGuide.top", id: keyboardBottomConstraint}
                        - "left == superview.left"
                        - "right == superview.right"
                      subviews:
                        - type: textField
                          id: city
                          constraints: ["left == superview.left + 20", "right == superview.right - 20", "height == 31",
                                        "bottom == superview.bottom - 57"]
                timeline: [{at: 0.4, tap: city}, {at: 2.4, dismiss: true}]
                """
        let seed = try HeldOut.run(scene, "shift-by-overlap-constraints")
        #expect(HeldOut.notes(seed, "keyboardShiftAmount") == [256])
        // Top and bottom move together, so the content keeps its height and only its y changes:
        // 256 up, then back.
        let tops = HeldOut.targets(seed, "content", "frame.y")
        #expect(tops.count == 2 && HeldOut.near([tops[1] - tops[0]], [256]))
        #expect(HeldOut.targets(seed, "content", "frame.height").isEmpty)
    }

    /// `UITableViewController` (docs/library-sources.md §8): the keyboard's end frame converted
    /// from the screen overlaps the table (window y 0…700) from 531: 169, added to the bottom
    /// inset. Rows of a plain table are 44 pt (docs/facts.md §13.1): row 13 (index 12) is y 528…572
    /// in the content, under the keyboard's top. The table keeps the whole cell in view: 572 −
    /// (700 − 169) = 41. The delayed restore takes the 169 back; the offset stays, as the content
    /// (14 × 44 = 616) less the bounds (700) leaves nothing to clamp but the top.
    @Test func theTableViewControllerInsetsByTheWindowsShareAndScrollsTheRow() throws {
        let rows = (1...14).map { "        - {text: Row \($0), field: {id: f\($0)}}" }.joined(separator: "\n")
        let scene =
            Self.window + """

                view:
                  type: table
                  style: plain
                  sections:
                    - rows:
                \(rows)
                timeline: [{at: 0.4, tap: f13}, {at: 2.4, dismiss: true}]
                """
        let table = try HeldOut.run(scene, "table-view-controller")
        #expect(HeldOut.targets(table, "root", "contentInset") == [169, 0])
        #expect(HeldOut.near(Array(HeldOut.targets(table, "root", "contentOffset.y").prefix(1)), [41]))
        #expect(table.verdicts.fullyVisibleAtRest)
    }
}
