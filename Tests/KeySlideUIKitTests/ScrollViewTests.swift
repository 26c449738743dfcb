import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit
import Testing

@Suite struct ScrollViewTests {
    /// A scroll root view 320 × 460 with 1000 pt of content, scrolled to `offset`.
    func scrollApp(offset: Double = 0, profile: PlatformProfile = .iOS6) -> App {
        var app = phoneApp(profile: profile, rootKind: .scroll)
        app.setContentSize(Size(width: 320, height: 1000), of: app.rootView)
        app.setContentOffset(Point(x: 0, y: offset), of: app.rootView, animated: false)
        return app
    }

    @Test func shrinkingTheInsetClampsTheOffsetAtOnceOutsideAnAnimation() {
        var app = scrollApp()
        app.setContentInset(EdgeInsets(bottom: 216), of: app.rootView)
        app.setContentOffset(Point(x: 0, y: 756), of: app.rootView, animated: false)  // 1000 + 216 − 460
        app.setContentInset(.zero, of: app.rootView)
        // The largest offset is now 1000 − 460 = 540: a jump from 756.
        #expect(app.contentOffset(of: app.rootView).y == 540)
        #expect(app[app.rootView].contentOffset.y.jumps().last?.to == 540)
    }

    @Test func insideAnAnimationBlockTheClampAnimates() {
        var app = scrollApp()
        app.setContentInset(EdgeInsets(bottom: 216), of: app.rootView)
        app.setContentOffset(Point(x: 0, y: 756), of: app.rootView, animated: false)
        let before = app[app.rootView].contentOffset.y.jumps().count
        app.animate(withDuration: 0.25) { $0.setContentInset(.zero, of: $0.rootView) }
        #expect(app[app.rootView].contentOffset.y.jumps().count == before)
        #expect(app[app.rootView].contentOffset.y.value(at: 0.25) == 540)
    }

    @Test func shrinkingTheContentSizeClampsToo() {
        var app = scrollApp(offset: 500)
        app.setContentSize(Size(width: 320, height: 600), of: app.rootView)
        #expect(app.contentOffset(of: app.rootView).y == 140)
    }

    @Test func animatedScrollsAreTheScrollViewsOwnAndReadBackMidway() {
        var app = scrollApp()
        var probe = Probe()
        app.setContentOffset(Point(x: 0, y: 330), of: app.rootView, animated: true)
        // 0.33 s linear (Chameleon): a third of the way after 0.11 s — and the model says so too.
        app.run(until: 0.11, controller: &probe)
        #expect(abs(app.contentOffset(of: app.rootView).y - 110) < 1e-9)
        app.run(until: 0.5, controller: &probe)
        #expect(app.contentOffset(of: app.rootView).y == 330)
    }

    @Test func scrollRectToVisibleMovesTheLeastWithNoMargin() {
        var app = scrollApp(offset: 100)
        app.setContentInset(EdgeInsets(top: 10, bottom: 216), of: app.rootView)
        // Visible content: 100 + 10 … 100 + 460 − 216 = 110 … 344.
        #expect(app.offsetShowing(Rect(x: 0, y: 200, width: 10, height: 31), in: app.rootView).y == 100)  // inside
        // 431 − 460 + 216
        #expect(app.offsetShowing(Rect(x: 0, y: 400, width: 10, height: 31), in: app.rootView).y == 187)
        #expect(app.offsetShowing(Rect(x: 0, y: 50, width: 10, height: 31), in: app.rootView).y == 40)  // 50 − 10
        // Taller than the visible space: aligned at its top.
        #expect(app.offsetShowing(Rect(x: 0, y: 400, width: 10, height: 300), in: app.rootView).y == 390)
    }

    /// Seed 004's mechanism: the inset set in `WillShow`, in the turn the field gained focus, and
    /// UIKit scrolling the text field into view — from iOS 8 (docs/facts.md §9.4).
    @Test func fromIOS8UIKitScrollsAFocusedTextFieldIntoViewAboveAnInsetSetInWillShow() throws {
        var app = scrollApp(profile: .iOS8)
        var probe = Probe()
        probe.onWillShow = { app in app.setContentInset(EdgeInsets(bottom: 216), of: app.rootView) }
        app.tap(app.view(named: "b")!, controller: &probe)
        // Field b (300…331) is under the keyboard's future top (460 − 216 = 244 in the view).
        let scroll = try #require(app.events.first { $0.name == "scroll" })
        #expect(scroll.cause == "UIKit")
        #expect(scroll["to"] == .number(87))  // 331 − 460 + 216
    }

    /// "On iOS 7 nothing happens" (openradar 20798351): the same scene leaves field b where it is.
    @Test func beforeIOS8ATextFieldGainingFocusScrollsNothing() {
        for profile in [PlatformProfile.iOS6, .iOS7] {
            var app = scrollApp(profile: profile)
            var probe = Probe()
            probe.onWillShow = { app in app.setContentInset(EdgeInsets(bottom: 216), of: app.rootView) }
            app.tap(app.view(named: "b")!, controller: &probe)
            app.run(until: 2, controller: &probe)
            #expect(!app.events.contains { $0.name == "scroll" }, "\(profile.name)")
            #expect(app.contentOffset(of: app.rootView).y == 0, "\(profile.name)")
        }
    }

    /// An inset set later (Apple's recipe sets it on `DidShow`) makes UIKit scroll nothing: no
    /// source says an inset change scrolls the first responder (docs/facts.md §9.4).
    @Test func anInsetSetAfterTheFocusTurnScrollsNothing() {
        var app = scrollApp(profile: .iOS8)
        var probe = Probe()
        // Field b (300…331) is inside the bounds (460) when it gains focus, so the focus turn's
        // scroll has nothing to do; on DidShow the inset makes the visible content end at 244,
        // above b, and still nothing scrolls (an inset trigger would scroll to 331 − 244 = 87).
        probe.onDidShow = { app in app.setContentInset(EdgeInsets(bottom: 216), of: app.rootView) }
        app.tap(app.view(named: "b")!, controller: &probe)
        app.run(until: 2, controller: &probe)
        #expect(!app.events.contains { $0.name == "scroll" })
        #expect(app.contentOffset(of: app.rootView).y == 0)
    }

    /// For a text view UIKit keeps the caret in view, not the whole view; a text field is shown
    /// whole (docs/facts.md §9.4).
    @Test func forATextViewUIKitScrollsToTheCaretNotTheWholeView() throws {
        var app = scrollApp(profile: .iOS6)
        var probe = Probe()
        probe.onWillShow = { app in app.setContentInset(EdgeInsets(bottom: 216), of: app.rootView) }
        let notes = try #require(app.view(named: "c"))
        app.tap(notes, controller: &probe)
        // Text view c (380…440); its caret 8 pt down, 21 pt tall: 388…409. The visible content
        // ends at 460 − 216 = 244, so the caret needs 409 − 244 = 165 (the whole view 440 − 244 = 196).
        #expect(app.caretRect(of: notes) == Rect(x: 6, y: 8, width: 2, height: 21))
        let scroll = try #require(app.events.first { $0.name == "scroll" })
        #expect(scroll.cause == "UIKit")
        #expect(scroll["to"] == .number(165))
        #expect(app.rectKeptVisible(for: app.view(named: "b")!, in: app.rootView).maxY == 331)
    }
}
