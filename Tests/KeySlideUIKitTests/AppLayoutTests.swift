import KeySlideEasing
import KeySlideGeometry
import KeySlideLayout
import KeySlideUIKit
import Testing

/// When the simulated UIKit lays out, and how the frames move (App+Layout.swift, docs/facts.md §14.1).
@Suite struct AppLayoutTests {
    /// An iPhone 15 app on iOS 17 (root 393 × 793 below the status bar) with a composer bar
    /// 52 pt tall across the root view: `bottom` gives its bottom constraint (node 1), the field
    /// inside it is node 2.
    func composerApp(bottom: LayoutConstraint, profile: PlatformProfile = .iOS17) -> (App, ViewID, ViewID) {
        let device = Device.iPhone15
        let screen = device.screen(.portrait)
        var app = App(
            device: device, orientation: .portrait, profile: profile,
            keyboard: App.KeyboardSpec(height: 336, duration: 0.25, curve: .keyboard),
            rootFrame: Rect(x: 0, y: 59, width: screen.width, height: screen.height - 59))
        app.windowSafeAreaInsets = device.safeAreaInsets(.portrait)
        let bar = app.addView(.plain, name: "composer", frame: .zero)
        let field = app.addView(.textField, name: "message", frame: Rect(x: 12, y: 8, width: 300, height: 36), to: bar)
        var nodes = [LayoutNode(parent: nil, frame: app[app.rootView].frame.model(at: 0))]
        nodes.append(LayoutNode(parent: 0, frame: .zero, placement: .constraints))
        nodes.append(LayoutNode(parent: 1, frame: Rect(x: 12, y: 8, width: 300, height: 36)))
        let constraints = [
            LayoutConstraint(.view(1), .left, .equal, .view(0)), LayoutConstraint(.view(1), .right, .equal, .view(0)),
            LayoutConstraint(.view(1), .height, .equal, constant: 52), bottom,
        ]
        app.installLayout(
            nodes: nodes, constraints: constraints, views: [app.rootView, bar, field],
            sources: constraints.indices.map { "test:\($0)" }, texts: constraints.map { "\($0.firstAttribute)" })
        app.layoutIfNeeded()
        app.clearHistory()
        return (app, bar, field)
    }

    @Test func aViewOnTheKeyboardGuideRestsOnTheKeyboardInEveryFrame() {
        var (app, bar, field) = composerApp(bottom: LayoutConstraint(.view(1), .bottom, .equal, .keyboard, .top))
        var probe = Probe()
        // Keyboard down: the guide's top is the safe area's bottom (34 pt above the screen's).
        #expect(app.presentationRectInWindow(of: bar, at: 0).maxY == 852 - 34)
        app.tap(field, controller: &probe)
        app.run(until: 1, controller: &probe)
        for step in 0...50 {
            let time = Double(step) / 100
            let bar = app.presentationRectInWindow(of: bar, at: time)
            let keyboardTop = app.keyboardFrame(at: time).minY
            #expect(abs(bar.maxY - min(keyboardTop, 852 - 34)) < 1e-6, "at \(time)")
        }
    }

    @Test func aConstantChangedInABlockMovesOnlyWithLayoutIfNeeded() throws {
        let bottom = LayoutConstraint(
            .view(1), .bottom, .equal, .view(0), .bottom, constant: 0, identifier: "bottom")
        var (app, bar, _) = composerApp(bottom: bottom)
        let constraint = try #require(app.constraint(named: "bottom"))
        let start = app[bar].frame.model(at: 0).minY
        // With layoutIfNeeded in the block, the frame animates with the block's duration and curve.
        app.animate(withDuration: 0.4, options: AnimationOptions(curve: .linear)) { app in
            app.setConstant(-100, of: constraint)
            app.layoutIfNeeded()
        }
        #expect(app[bar].frame.model(at: 0).minY == start - 100)
        #expect(abs(app[bar].frame.presentation(at: 0.2).minY - (start - 50)) < 1e-9)
        // Without it, the change waits for the end of the turn and lands at once.
        var probe = Probe()
        app.run(until: 1, controller: &probe)
        app.animate(withDuration: 0.4) { app in app.setConstant(0, of: constraint) }
        #expect(app[bar].frame.model(at: 1).minY == start - 100)
        app.run(until: 1, controller: &probe)
        #expect(app[bar].frame.model(at: 1).minY == start)
        #expect(app[bar].frame.presentation(at: 1).minY == start)
    }

    @Test func autoresizingSubviewsFollowTheirSuperviewInItsAnimation() {
        let bottom = LayoutConstraint(.view(1), .bottom, .equal, .view(0), .bottom, identifier: "bottom")
        var (app, bar, field) = composerApp(bottom: bottom)
        // The root view loses 200 pt of height in a block: the bar (constraints) waits for the end
        // of the turn; the field inside it (a fixed frame) keeps its place in the bar.
        var frame = app.frame(of: app.rootView)
        frame.size.height -= 200
        app.animate(withDuration: 0.3) { app in app.setFrame(frame, of: app.rootView) }
        #expect(app[field].frame.model(at: 0) == Rect(x: 12, y: 8, width: 300, height: 36))
        var probe = Probe()
        app.run(until: 0, controller: &probe)
        #expect(app[bar].frame.model(at: 0).maxY == frame.height)
    }
}
