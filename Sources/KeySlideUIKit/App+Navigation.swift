import KeySlideEasing
import KeySlideGeometry

/// A navigation controller's pushes and pops with the keyboard up (docs/facts.md §19).
///
/// The root view is the scene's screen; two screens without inputs and without keyboard code sit
/// beside it in the navigation controller's view: the one it was pushed from (`before`) and one a
/// push puts over it (`pushed`). Only the scene's screen has a controller — the strategy — so
/// only its observers hear the keyboard, for as long as it is on the stack (observers registered
/// when its view loads, as the seeds register them). A transition slides the top screen in or
/// out across the full width and the screen under it a third as far (iOS 7's parallax; the whole
/// width before iOS 7), in one animation block: keyboard notifications posted inside it reach
/// handlers whose own animations inherit the transition's duration and curve (SO 33486030).
extension App {
    /// The screens of the navigation stack and which one is on top.
    public struct Navigation: Hashable, Sendable {
        public enum Top: Hashable, Sendable { case before, scene, pushed }
        /// The screen the scene's screen was pushed from.
        public var before: ViewID
        /// The screen a push puts over the scene's screen.
        public var pushed: ViewID
        public var beforeTitle: String
        public var pushedTitle: String
        public internal(set) var top: Top
        /// The first responder an interactive pop resigned, given back if the pop is cancelled.
        var resignedBySwipe: ViewID?
        /// Whether the interactive pop's gesture is under way: from its start until the finger
        /// leaves (the recognizer's `began` and `changed` states).
        var swipeIsActive = false
        /// Whether the keyboard a first responder raises now arrives with its screen (`appear`).
        var keyboardArrivesWithScreen = false
    }

    /// Whether the navigation controller's `interactivePopGestureRecognizer` is in its `began` or
    /// `changed` state: the user's finger is on an interactive pop (IQKeyboardManager asks).
    public var interactivePopIsActive: Bool { navigation?.swipeIsActive ?? false }

    /// How long a push or pop takes: 0.35 s, an estimate (docs/facts.md §19.1).
    public static let navigationTransitionDuration = 0.35
    /// How far the screen under the moving one travels, as a share of the width: 0.3 from iOS 7,
    /// the whole width before (an estimate, docs/facts.md §19.1).
    public var navigationParallax: Double { profile.majorVersion >= 7 ? 0.3 : 1 }

    /// The transition's timing over `duration`: ease-in-out (an estimate, docs/facts.md §19.1).
    func navigationTiming(duration: Double, curve: AnimationCurve = .easeInOut) -> Timing {
        profile.curveResolver.timing(for: curve, duration: duration)
    }

    private var screenWidth: Double { self[rootView].frame.width.modelValue(at: now) }

    /// Where the screen under the moving one rests: `navigationParallax` of the width to the left,
    /// on whole points.
    private var underRestX: Double { -(navigationParallax * screenWidth).rounded() }

    /// Adds the screens beside the root view in its container: the scene starts on the screen
    /// before when `startsBefore` (its own screen then appears later), else on its own screen.
    public mutating func setUpNavigation(startsBefore: Bool, beforeTitle: String, pushedTitle: String) {
        guard let container = self[rootView].parent else { return }
        let root = self[rootView].frame.model(at: now)
        let width = root.width
        let before = addView(
            .plain, name: "screenBefore",
            frame: root.offsetBy(dx: startsBefore ? 0 : -(navigationParallax * width).rounded(), dy: 0), to: container)
        let pushed = addView(.plain, name: "pushedScreen", frame: root.offsetBy(dx: width, dy: 0), to: container)
        if startsBefore { views[rootView.rawValue].frame.x = Track(initialValue: root.minX + width) }
        navigation = Navigation(
            before: before, pushed: pushed, beforeTitle: beforeTitle, pushedTitle: pushedTitle,
            top: startsBefore ? .before : .scene)
    }

    /// Moves each screen to its x inside one transition block of `timing`. `first` runs in the
    /// block before the screens move (the first responder leaving as a push or pop starts),
    /// `then` after (a field focused in `viewWillAppear`, whose keyboard notifications arrive
    /// inside the push's animation, the screens already placed: SO 33486030).
    private mutating func transition(
        _ moves: [(ViewID, Double)], timing: Timing, curve: AnimationCurve = .easeInOut,
        first: (inout App) -> Void = { _ in }, then: (inout App) -> Void = { _ in }
    ) {
        let parameters = AnimationParameters(duration: timing.duration, options: AnimationOptions(curve: curve))
        attributing(to: "UINavigationController") { app in
            app.contexts.append(AnimationContext(kind: .block, parameters: parameters))
            first(&app)
            app.contexts[app.contexts.count - 1].timing = timing
            for (view, x) in moves {
                app.change(\.views[view.rawValue].frame.x, to: x, view: view, property: "frame.x")
            }
            app.contexts[app.contexts.count - 1].timing = nil
            then(&app)
            app.contexts.removeLast()
        }
    }

    /// `appear`: the scene's screen is pushed in from the right; `focus` becomes first responder
    /// in its `viewWillAppear`, inside the push's animation, and the keyboard comes in with it.
    public mutating func appearScreen<C: ViewController>(focus: ViewID?, controller: inout C) {
        run(until: now, controller: &controller)
        guard let nav = navigation, nav.top == .before else { return }
        log("appear", [.init("focus", focus.map { .text(self[$0].name) } ?? .none)])
        let width = screenWidth
        let timing = navigationTiming(duration: Self.navigationTransitionDuration)
        transition([(rootView, 0), (nav.before, underRestX)], timing: timing) { _ in
        } then: { app in
            guard let focus else { return }
            app.navigation?.keyboardArrivesWithScreen = true
            app.moveFocus(to: focus, controller: &controller)
            app.navigation?.keyboardArrivesWithScreen = false
        }
        navigation?.top = .scene
        run(until: now, controller: &controller)
    }

    /// `push`: a screen without inputs slides over the scene's; the focused field resigns as the
    /// push starts, inside its animation (docs/facts.md §19.3).
    public mutating func pushScreen<C: ViewController>(controller: inout C) {
        run(until: now, controller: &controller)
        guard let nav = navigation, nav.top == .scene else { return }
        log("push", [.init("title", .text(nav.pushedTitle))])
        let width = screenWidth
        let timing = navigationTiming(duration: Self.navigationTransitionDuration)
        transition([(rootView, underRestX), (nav.pushed, 0)], timing: timing) { app in
            app.endEditing(controller: &controller)
        }
        navigation?.top = .pushed
        run(until: now, controller: &controller)
    }

    /// `pop`: the back button pops the top screen; a focused field on it resigns as the pop starts.
    public mutating func popScreen<C: ViewController>(controller: inout C) {
        run(until: now, controller: &controller)
        guard let nav = navigation, nav.top != .before else { return }
        log("pop")
        let (leaving, under, goal) = poppedScreens(nav)
        transition(
            [(leaving, screenWidth), (under, 0)], timing: navigationTiming(duration: Self.navigationTransitionDuration)
        ) { app in
            if leaving == app.rootView { app.endEditing(controller: &controller) }
        }
        navigation?.top = goal
        run(until: now, controller: &controller)
    }

    /// The screen a pop takes away, the one under it, and the top once it is gone.
    private func poppedScreens(_ nav: Navigation) -> (leaving: ViewID, under: ViewID, top: Navigation.Top) {
        nav.top == .pushed ? (nav.pushed, rootView, .scene) : (rootView, nav.before, .before)
    }

    /// `interactivePop`: the user swipes from the left edge until the top screen has moved
    /// `progress` of the width, at the finger's even speed, over `duration` seconds. The first
    /// responder resigns as the gesture is recognised, before the transition starts (docs/facts.md
    /// §19.4); the finger's release is scheduled.
    public mutating func interactivePop<C: ViewController>(
        progress: Double, duration: Double, finishes: Bool, controller: inout C
    ) {
        run(until: now, controller: &controller)
        guard let nav = navigation, nav.top != .before else { return }
        log(
            "interactivePop",
            [.init("progress", .number(progress)), .init("release", .text(finishes ? "finish" : "cancel"))])
        navigation?.swipeIsActive = true
        if let field = firstResponder {
            navigation?.resignedBySwipe = field
            endEditing(controller: &controller)
        }
        let (leaving, under, _) = poppedScreens(nav)
        let width = screenWidth
        let underStart = underRestX
        transition(
            [(leaving, (progress * width).rounded()), (under, (underStart * (1 - progress)).rounded())],
            timing: navigationTiming(duration: duration, curve: .linear), curve: .linear)
        enqueue(.releasePop(progress: progress, finishes: finishes), at: now + duration)
    }

    /// The finger leaves an interactive pop: the rest of the transition runs over the rest of its
    /// duration, forward or back (`UIPercentDrivenInteractiveTransition`, docs/facts.md §19.4). A
    /// cancelled pop gives the first responder back as it lands.
    mutating func releasePop<C: ViewController>(progress: Double, finishes: Bool, controller: inout C) {
        navigation?.swipeIsActive = false
        guard let nav = navigation else { return }
        log("releasePop", [.init("release", .text(finishes ? "finish" : "cancel"))])
        let (leaving, under, goal) = poppedScreens(nav)
        let width = screenWidth
        // On whole milliseconds, as the durations people read in traces.
        let remaining =
            ((finishes ? 1 - progress : progress) * Self.navigationTransitionDuration * 1000).rounded() / 1000
        let moves: [(ViewID, Double)] =
            finishes ? [(leaving, width), (under, 0)] : [(leaving, 0), (under, underRestX)]
        transition(moves, timing: navigationTiming(duration: remaining))
        if finishes {
            navigation?.top = goal
        } else if let field = nav.resignedBySwipe {
            enqueue(.becomeFirstResponder(field), at: now + remaining)
        }
        navigation?.resignedBySwipe = nil
    }

    /// Shows the keyboard with a screen being pushed in: the "will" notifications as for any show,
    /// then the keyboard at its resting top at once, sliding in from the right with the screen
    /// (SO 33486030); the "did"s when the push ends.
    mutating func showKeyboardWithScreen<C: ViewController>(
        will: [KeyboardNotification.Name], did: [KeyboardNotification.Name], controller: inout C
    ) {
        let top = keyboardShownTop
        let begin = keyboardScreenFrame(top: keyboardTop.value(at: now))
        let end = keyboardScreenFrame(top: top)
        postKeyboardNotifications(will, from: begin, to: end, controller: &controller)
        let timing = navigationTiming(duration: Self.navigationTransitionDuration)
        followKeyboard(to: top, timing: timing)
        keyboardTop.set(top, at: now)
        keyboardSlideX.set(screenWidth, at: now)
        keyboardSlideX.animate(
            to: 0, at: now, Track.Animation(timing: timing, from: screenWidth, replacesRunning: true))
        log(
            "keyboardAnimation",
            [
                .init("from", .text("right")), .init("to", .number(top)), .init("duration", .number(timing.duration)),
                .init("curve", .text(timing.curve.description)),
            ])
        for name in did {
            let notification = KeyboardNotification(
                name: name, frameBegin: begin, frameEnd: end, duration: keyboard.duration, curve: keyboard.curve)
            enqueue(.post(notification), at: now + timing.duration)
        }
        needsScrollToFirstResponder = true
    }
}
