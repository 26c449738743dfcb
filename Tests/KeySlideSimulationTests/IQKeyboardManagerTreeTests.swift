import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// IQKeyboardManager on view trees: its superview search for a scroll view, the walk outward
/// through nested scroll views, the restore of each, and the controllers it leaves alone
/// (docs/library-sources.md §1.3 steps 9 and 12, §1.8). Every expected number is worked out from
/// the source's arithmetic in the test.
///
/// The screen: an iPhone 8 (375 × 667, no bottom safe area) on iOS 17 with a 260 pt keyboard, so
/// its top is at 667 − 260 = 407. IQ grows it by its distance, 10: 270 pt, leaving a visible
/// height of 667 − 270 = 397 (`getKeyboardSize`, `getMoveUpDistance`). The top guide is the 20 pt
/// status bar (the root's top margin is its safe area, 20); the bottom guide is the root's bottom
/// margin, 0.
@Suite struct IQKeyboardManagerTreeTests {
    struct Tree {
        var app: App
        var outer: ViewID
        var inner: ViewID
        var field: ViewID
    }

    func phone() -> App {
        var app = App(
            device: .iPhone8, orientation: .portrait, profile: .iOS17,
            keyboard: App.KeyboardSpec(height: 260, duration: 0.25, curve: .keyboard),
            rootFrame: Rect(x: 0, y: 0, width: 375, height: 667))
        app.topLayoutGuide = 20
        return app
    }

    /// Root (0, 0, 375, 667) ⊃ outer scroll view (0, 100, 375, 500), content 375 × 500 ⊃ inner
    /// scroll view at (0, 300, 375, 200) in it, content 375 × 600 ⊃ field (20, 100, 300, 40).
    /// Nothing is scrolled, so the field's top is at 100 + 300 + 100 = 500 in the window, its
    /// bottom at 540. `between` puts a view between the outer scroll view and the inner one.
    func tree(
        between: ViewKind? = nil, configure: (inout App, _ outer: ViewID, _ inner: ViewID) -> Void = { _, _, _ in }
    )
        -> Tree
    {
        var app = phone()
        let outer = app.addView(.scroll, name: "outer", frame: Rect(x: 0, y: 100, width: 375, height: 500))
        app.setContentSize(Size(width: 375, height: 500), of: outer)
        var parent = outer
        var innerFrame = Rect(x: 0, y: 300, width: 375, height: 200)
        if let between {
            parent = app.addView(between, name: "between", frame: innerFrame, to: outer)
            innerFrame.origin = .zero
        }
        let inner = app.addView(.scroll, name: "inner", frame: innerFrame, to: parent)
        app.setContentSize(Size(width: 375, height: 600), of: inner)
        let field = app.addView(
            .textField, name: "field", frame: Rect(x: 20, y: 100, width: 300, height: 40), to: inner)
        configure(&app, outer, inner)
        return Tree(app: app, outer: outer, inner: inner, field: field)
    }

    /// Taps the field at 0.5 s and lets the keyboard settle; with `dismissAt`, hides it then.
    func run(_ tree: Tree, dismissAt: Double? = nil) -> App {
        var app = tree.app
        var iq = IQKeyboardManager()
        iq.viewDidLoad(in: &app)
        app.run(until: 0.5, controller: &iq)
        app.tap(tree.field, controller: &iq)
        app.run(until: 2, controller: &iq)
        if let dismissAt {
            app.run(until: dismissAt, controller: &iq)
            app.dismissKeyboard(controller: &iq)
            app.run(until: dismissAt + 1.5, controller: &iq)
        }
        return app
    }

    @Test func theMoveIsSharedOutwardThroughNestedScrollViews() {
        let tree = tree()
        let app = run(tree)
        // moveUp = min(500 − 20, 540 − 397 + 0) = 143.
        // Inner (L413–414: 143 > −0 − 0): target min(0 + 143, the field's top in it, 100) = 100;
        // 43 is left (L548).
        // Outer (143 − 100 = 43 > 0): target min(0 + 43, the inner scroll view's top in it, 300)
        // = 43; nothing is left, so the root view stays.
        #expect(app.contentOffset(of: tree.inner).y == 100)
        #expect(app.contentOffset(of: tree.outer).y == 43)
        #expect(app.frame(of: app.rootView).minY == 0)
        // The inset goes to the saved (inner) scroll view only: its bottom is now at
        // 100 − 43 + 300 + 200 = 557, so the grown keyboard overlaps it by 270 − (667 − 557) = 160.
        #expect(app.contentInset(of: tree.inner).bottom == 160)
        #expect(app.contentInset(of: tree.outer).bottom == 0)
        // The field: 100 − 43 + 300 − 100 + 100 = 357 to 397, the visible height's bottom.
        #expect(app.convert(app.bounds(of: tree.field), from: tree.field, to: nil).maxY == 397)
    }

    @Test func theRestorePullsBackEveryScrollViewAboveTheSavedOne() {
        let tree = tree()
        let app = run(tree, dismissAt: 3)
        // L755–796, walking out: the inner one's bound is max(600, 200) − 200 = 400, above 100,
        // so it stays; the outer one's is max(500, 500) − 500 = 0, below 43, so it comes back.
        // The saved inset comes back (L237–240); the offset only with restoreContentOffset.
        #expect(app.contentOffset(of: tree.inner).y == 100)
        #expect(app.contentOffset(of: tree.outer).y == 0)
        #expect(app.contentInset(of: tree.inner).bottom == 0)
    }

    @Test func focusMovingUnderAnotherScrollViewRestoresTheSavedOne() throws {
        // After the first tap (above: inner 100, outer 43, inner inset 160), a field placed in
        // the outer scroll view itself at (20, 50, 300, 40) is tapped at 2 s.
        var tree = tree()
        let top = tree.app.addView(
            .textField, name: "top", frame: Rect(x: 20, y: 50, width: 300, height: 40), to: tree.outer)
        var app = tree.app
        var iq = IQKeyboardManager()
        app.run(until: 0.5, controller: &iq)
        app.tap(tree.field, controller: &iq)
        app.run(until: 2, controller: &iq)
        app.tap(top, controller: &iq)
        app.run(until: 3.5, controller: &iq)
        // The scroll view found is now the outer one, so the saved inner one gets its inset back
        // (L357–362, L379–394); its offset stays without restoreContentOffset.
        #expect(app.contentInset(of: tree.inner).bottom == 0)
        #expect(app.contentOffset(of: tree.inner).y == 100)
        // `top` is at 100 − 43 + 50 = 107 to 147: moveUp = min(107 − 20, 147 − 397) = −250, and
        // its top is below the top guide, so nothing scrolls (L431–437) and the root stays.
        #expect(app.contentOffset(of: tree.outer).y == 43)
        #expect(app.frame(of: app.rootView).minY == 0)
        // The outer one, saved now, is inset: its bottom at 600, 270 − (667 − 600) = 203.
        #expect(app.contentInset(of: tree.outer).bottom == 203)
    }

    /// The three ways an inner scroll view is passed over: scrolling disabled or marked
    /// `ignoreScrollingAdjustment` (L152–165), or a private class, "_…" (IQKeyboardCore L92–94).
    @Test(arguments: ["scrollDisabled", "ignoreScrollingAdjustment", "privateClass"])
    func anInnerScrollViewPassedOverLeavesTheMoveToTheOuterOne(_ way: String) {
        let tree = tree { app, _, inner in
            switch way {
            case "scrollDisabled": app.setScrollEnabled(false, of: inner)
            case "ignoreScrollingAdjustment": app.librarySettings.ignoreScrollingAdjustment = ["inner"]
            default: app.setClassName("_UIQueuingScrollView", of: inner)
            }
        }
        let app = run(tree)
        // moveUp = 143, all of it for the outer scroll view: target min(0 + 143, the field's top
        // in it, 300 + 100 = 400) = 143.
        #expect(app.contentOffset(of: tree.outer).y == 143)
        #expect(app.contentOffset(of: tree.inner).y == 0)
        #expect(app.frame(of: app.rootView).minY == 0)
        // The outer one is the saved one: its bottom at 600, overlap 270 − (667 − 600) = 203.
        #expect(app.contentInset(of: tree.outer).bottom == 203)
        #expect(app.contentInset(of: tree.inner).bottom == 0)
    }

    @Test func aScrollViewInATableCellIsPassedOverForTheTable() {
        // The outer scroll view is a UITableView and the inner one sits in one of its cells:
        // `superviewOf` passes over a scroll view whose superview is a table cell (L93) and
        // finds the table.
        let tree = tree(between: .tableCell) { app, outer, _ in app.setClassName("UITableView", of: outer) }
        let app = run(tree)
        // As above, 143 for the table: min(0 + 143, 300 + 0 + 100 = 400) = 143, animated by the
        // table itself (L589–590) and settled by 2 s; its inset 203.
        #expect(app.contentOffset(of: tree.outer).y == 143)
        #expect(app.contentOffset(of: tree.inner).y == 0)
        #expect(app.contentInset(of: tree.outer).bottom == 203)
    }

    @Test func underATableAMoveDownKeepsThePreviousRowInView() {
        // Table (0, 100, 375, 500), content 375 × 1500, scrolled to 300 ⊃ rows (0, 0, 375, 200)
        // and (0, 200, 375, 200) ⊃ in the second, a plain view ⊃ scroll view `inner` (0, 0, 375,
        // 200), content 375 × 600, scrolled to 50 ⊃ the field (20, 100, 300, 40). `inner`'s
        // superview is no cell, so it is the one found; the table lies above it.
        var app = phone()
        let table = app.addView(.scroll, name: "table", frame: Rect(x: 0, y: 100, width: 375, height: 500))
        app.setClassName("UITableView", of: table)
        app.setContentSize(Size(width: 375, height: 1500), of: table)
        app.addView(.tableCell, name: "row0", frame: Rect(x: 0, y: 0, width: 375, height: 200), to: table)
        let row1 = app.addView(.tableCell, name: "row1", frame: Rect(x: 0, y: 200, width: 375, height: 200), to: table)
        let plain = app.addView(.plain, name: "plain", frame: Rect(x: 0, y: 0, width: 375, height: 200), to: row1)
        let inner = app.addView(.scroll, name: "inner", frame: Rect(x: 0, y: 0, width: 375, height: 200), to: plain)
        app.setContentSize(Size(width: 375, height: 600), of: inner)
        let field = app.addView(
            .textField, name: "field", frame: Rect(x: 20, y: 100, width: 300, height: 40), to: inner)
        app.setContentOffset(Point(x: 0, y: 300), of: table, animated: false)
        app.setContentOffset(Point(x: 0, y: 50), of: inner, animated: false)
        let after = run(Tree(app: app, outer: table, inner: inner, field: field))
        // The field's top: 100 − 300 + 200 + 100 − 50 = 50 in the window, its bottom 90; moveUp =
        // min(50 − 20, 90 − 397) = −307, a move down. The table case (L416–422): `inner` is
        // scrolled (50 > 0), the previous row's bottom is 100 − 300 + 200 = 0 in the window, so
        // the move becomes min(0, 0 − 20) = −20 (L509). Target 50 − min(50, 20) = 30, capped by
        // the field's top in `inner`, 100: 30. Nothing is left for the table, which stays at 300
        // (the plain branch, L431–437: the field's top, 50, is below the top guide).
        #expect(after.contentOffset(of: inner).y == 30)
        #expect(after.contentOffset(of: table).y == 300)
        #expect(after.frame(of: after.rootView).minY == 0)
    }

    /// A scene's table is a UITableViewController's view, one of IQ's disabled classes: IQ steps
    /// aside and the controller's own avoidance is all that acts.
    @Test func aTableViewControllerIsLeftToItsOwnAvoidance() throws {
        let scene = try SceneLoader.parse(
            """
            device: iphone-8
            profile: ios17
            view:
              type: table
              sections:
                - rows:
            \((0..<12).map { "        - {text: Row \($0), field: {id: f\($0)}}" }.joined(separator: "\n"))
            timeline: [{at: 0.5, tap: f9}]
            """, fileName: "table.yaml", knownStrategies: StrategyCatalog.ids)
        #expect(Simulation.makeApp(for: scene).librarySettings.viewControllerClass == "UITableViewController")
        let iq = try #require(Simulation.run(scene, strategyID: "iq-keyboard-manager")).app
        let uikit = try #require(Simulation.run(scene, strategyID: "table-view-controller")).app
        #expect(uikit.contentInset(of: uikit.rootView).bottom > 0)
        #expect(iq.contentInset(of: iq.rootView) == uikit.contentInset(of: uikit.rootView))
        #expect(iq.contentOffset(of: iq.rootView) == uikit.contentOffset(of: uikit.rootView))
        #expect(iq.frame(of: iq.rootView) == Simulation.makeApp(for: scene).frame(of: iq.rootView))

        // The same table in a plain controller: IQ's own move, L413–463, scrolls it further than
        // UIKit's scroll to the row (which stops at the keyboard's top, IQ 10 pt above it).
        var app = Simulation.makeApp(for: scene)
        app.librarySettings.viewControllerClass = "UIViewController"
        var plain = IQKeyboardManager()
        app.run(until: 0.5, controller: &plain)
        app.tap(app.element(named: "f9")!, controller: &plain)
        app.run(until: scene.duration, controller: &plain)
        #expect(app.contentOffset(of: app.rootView).y > uikit.contentOffset(of: uikit.rootView).y)
    }
}
