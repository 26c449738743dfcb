import KeySlideGeometry
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// TPKeyboardAvoiding on a view tree: it acts in the scroll view that is a
/// TPKeyboardAvoidingScrollView, wherever it sits, and leaves plain scroll views alone
/// (docs/library-sources.md §2.4). Expected numbers are worked out from `Additions.m` in the test.
///
/// The screen: an iPhone 8 (375 × 667) on iOS 17 with a 260 pt keyboard, its top at 407.
/// Root ⊃ a plain scroll view `plain` (0, 0, 375, 300), content 375 × 600, holding field `a`
/// (20, 250, 300, 40); and a plain scroll view `holder` (0, 300, 375, 367) ⊃ the
/// TPKeyboardAvoidingScrollView `avoiding` (0, 0, 375, 367), content 375 × 800, holding field `b`
/// (20, 300, 300, 40).
@Suite struct TPKeyboardAvoidingTreeTests {
    func run(tapping name: String) -> App {
        var app = App(
            device: .iPhone8, orientation: .portrait, profile: .iOS17,
            keyboard: App.KeyboardSpec(height: 260, duration: 0.25, curve: .keyboard),
            rootFrame: Rect(x: 0, y: 0, width: 375, height: 667))
        app.topLayoutGuide = 20
        let plain = app.addView(.scroll, name: "plain", frame: Rect(x: 0, y: 0, width: 375, height: 300))
        app.setContentSize(Size(width: 375, height: 600), of: plain)
        app.addView(.textField, name: "a", frame: Rect(x: 20, y: 250, width: 300, height: 40), to: plain)
        let holder = app.addView(.scroll, name: "holder", frame: Rect(x: 0, y: 300, width: 375, height: 367))
        app.setContentSize(Size(width: 375, height: 367), of: holder)
        let avoiding = app.addView(
            .scroll, name: "avoiding", frame: Rect(x: 0, y: 0, width: 375, height: 367), to: holder)
        app.setClassName("TPKeyboardAvoidingScrollView", of: avoiding)
        app.setContentSize(Size(width: 375, height: 800), of: avoiding)
        app.addView(.textField, name: "b", frame: Rect(x: 20, y: 300, width: 300, height: 40), to: avoiding)
        var tp = TPKeyboardAvoiding()
        app.run(until: 0.5, controller: &tp)
        app.tap(app.element(named: name)!, controller: &tp)
        app.run(until: 2, controller: &tp)
        return app
    }

    @Test func theNestedAvoidingScrollViewInsetsAndCentresItsField() throws {
        let app = run(tapping: "b")
        let avoiding = try #require(app.view(named: "avoiding"))
        // The keyboard (0, 407, 375, 260) in `avoiding`, whose window top is 300: (0, 107, 375, 260),
        // bottom 367, the bounds' bottom too; the inset is 260 − max(367 − 367, 0) = 260 (L352–364).
        #expect(app.contentInset(of: avoiding).bottom == 260)
        // Viewing height 367 − 0 − 260 = 107 (L116). The 40 pt field's caret: 17 pt text, 21 pt
        // tall, at round((40 − 21) / 2) = 10, so at 310 in `avoiding`; padding (107 − 21) / 2 = 43
        // (≥ 20); offset 310 − 43 − 0 = 267, below the bound 800 − 107 − 0 = 693 (L406–444).
        #expect(app.contentOffset(of: avoiding).y == 267)
        // The scroll views that are not the library's are left alone.
        for name in ["plain", "holder"] {
            let view = try #require(app.view(named: name))
            #expect(app.contentOffset(of: view).y == 0)
            #expect(app.contentInset(of: view).bottom == 0)
        }
    }

    @Test func aFieldInAPlainScrollViewGetsNothing() throws {
        // `a` is beneath no avoiding scroll view, so the delayed block finds no first responder
        // for `avoiding` (L114–115) and `plain` has no observer at all.
        let app = run(tapping: "a")
        for name in ["plain", "holder", "avoiding"] {
            let view = try #require(app.view(named: name))
            #expect(app.contentOffset(of: view).y == 0)
            #expect(app.contentInset(of: view).bottom == 0)
        }
    }
}
