import KeySlideEasing
import KeySlideGeometry
import KeySlideLayout

/// Auto Layout and autoresizing in the simulated UIKit: when layout runs, and how its frames land
/// on the views' tracks.
///
/// UIKit lays out at these moments, and so does the app here (Apple, "Understanding Auto Layout"
/// and `layoutIfNeeded()`; WWDC21 10259 for the keyboard layout guide):
/// - a view's autoresizing subviews follow its new size at once, inside whatever animation block
///   set the frame (`resizeSubviews(withOldSize:)` runs inside `setFrame`);
/// - everything else waits for the end of the run-loop turn (`setNeedsLayout()`), outside any
///   animation block — which is why a constraint constant changed in an animation block jumps
///   unless the block also calls `layoutIfNeeded()`;
/// - `layoutIfNeeded()` lays out now, in the animation block it is called from, so every frame that
///   changes animates with the block's duration and curve;
/// - constraints on the keyboard layout guide are solved inside the keyboard's own animation
///   (docked keyboards only: `followsUndockedKeyboard` is false by default), in a rotation's
///   animation during a turn, and along the finger while the user drags the keyboard.
public struct AppLayout: Sendable {
    var engine: LayoutEngine
    /// The view of each layout node; node 0 is the root view, whose frame its controller sets.
    let viewOfNode: [ViewID]
    let nodeOfView: [ViewID: Int]
    /// Whether a constraint refers to the keyboard layout guide.
    let followsKeyboard: Bool
    /// Whether each node is placed by autoresizing (`translatesAutoresizingMaskIntoConstraints`).
    let isAutoresizing: [Bool]
    /// Where each constraint was written (`file:line:col` or a path), for warnings.
    let sources: [String]
    /// The constraints as written, for warnings, parallel to `sources`.
    let texts: [String]
    var needsLayout = true
    /// The lengths of the iOS 7–10 layout guides, measured on the root view's frame as its
    /// controller lays it out (at install and after a rotation): a strategy shifting the root view
    /// up does not lengthen the top guide, which follows the bars, not the view.
    var guideLengths = (top: 0.0, bottom: 0.0)
    /// Every warning the solver gave, in time order, each once.
    public internal(set) var warnings: [Warning] = []

    /// A warning from laying out, in words like UIKit's console log.
    public struct Warning: Hashable, Sendable {
        public var time: Double
        /// One line: what went wrong and where it was written.
        public var message: String
    }
}

/// A constraint of the app's layout, as an `IBOutlet` to an `NSLayoutConstraint` holds it.
public struct ConstraintID: Hashable, Sendable {
    public let index: Int
}

extension App {
    /// Installs the layout of the views under the root view. `views[i]` is node `i`'s view; node 0
    /// must be the root view. `sources` and `texts` say where each constraint was written and how.
    public mutating func installLayout(
        nodes: [LayoutNode], constraints: [LayoutConstraint], views: [ViewID], sources: [String], texts: [String]
    ) {
        precondition(views.first == rootView && nodes.count == views.count, "node 0 must be the root view")
        precondition(sources.count == constraints.count && texts.count == constraints.count)
        var nodeOfView: [ViewID: Int] = [:]
        for (node, view) in views.enumerated() { nodeOfView[view] = node }
        let followsKeyboard = constraints.contains { $0.first == .keyboard || $0.second == .keyboard }
        layout = AppLayout(
            engine: LayoutEngine(nodes: nodes, constraints: constraints), viewOfNode: views, nodeOfView: nodeOfView,
            followsKeyboard: followsKeyboard,
            isAutoresizing: nodes.map { if case .autoresizing = $0.placement { true } else { false } },
            sources: sources,
            texts: texts)
        measureLayoutGuides()
    }

    /// Measures the iOS 7–10 layout guides on the root view as it is now (`AppLayout.guideLengths`);
    /// from iOS 11 they are the safe area's top and bottom edges.
    mutating func measureLayoutGuides() {
        guard layout != nil else { return }
        let root = screenRect(of: rootView)
        let upright = isRotatedInWindow(rootView) ? fromWindow(root) : root
        let safeTop = profile.hasSafeAreas ? windowSafeAreaInsets.top : 0
        let safeBottom = profile.hasSafeAreas ? windowSafeAreaInsets.bottom : 0
        layout!.guideLengths = (
            max(0, max(topLayoutGuide, safeTop) - upright.minY),
            max(0, upright.maxY - (screenSize.height - max(bottomBarsHeight, safeBottom)))
        )
    }

    /// The warnings laying out gave so far (unsatisfiable constraints, ambiguous views).
    public var layoutWarnings: [AppLayout.Warning] { layout?.warnings ?? [] }

    /// `view.subviews`, back to front.
    public func subviews(of id: ViewID) -> [ViewID] { views.filter { $0.parent == id }.map(\.id) }

    // MARK: Constraints by name

    /// The constraint whose `identifier` is `name`, as an `IBOutlet` would find it.
    public func constraint(named name: String) -> ConstraintID? {
        layout?.engine.index(ofConstraintNamed: name).map(ConstraintID.init)
    }

    /// `constraint.constant`.
    public func constant(of constraint: ConstraintID) -> Double {
        guard let layout else { preconditionFailure("no layout installed") }
        return layout.engine.constraints[constraint.index].constant
    }

    /// Sets `constraint.constant`. As in UIKit, nothing moves until the next layout pass: at the
    /// end of this run-loop turn, or at once with `layoutIfNeeded()`.
    public mutating func setConstant(_ constant: Double, of constraint: ConstraintID) {
        guard layout != nil else { preconditionFailure("no layout installed") }
        let old = layout!.engine.constraints[constraint.index].constant
        guard old != constant else { return }
        layout!.engine.setConstant(constant, ofConstraintAt: constraint.index)
        layout!.needsLayout = true
        log(
            "constraintConstant",
            [
                .init("constraint", .text(layout!.engine.constraints[constraint.index].identifier ?? "")),
                .init("from", .number(old)), .init("to", .number(constant)),
            ])
    }

    // MARK: Layout passes

    /// `setNeedsLayout()`: lay out at the end of this run-loop turn.
    public mutating func setNeedsLayout() { layout?.needsLayout = true }

    /// `layoutIfNeeded()`: lays out now when anything asked for it, in the animation block it is
    /// called from (so the frames it changes animate with the block).
    public mutating func layoutIfNeeded() {
        guard layout?.needsLayout == true else { return }
        layOutViews()
    }

    /// The pass UIKit runs at the end of a run-loop turn, outside any animation.
    mutating func layOutAtEndOfTurn() {
        guard layout?.needsLayout == true else { return }
        performWithoutAnimation { $0.layOutViews() }
    }

    /// After a view's frame was set: the engine takes it as the view's frame as set (the reference
    /// of its autoresizing), its autoresizing subviews follow now, the rest at the end of the turn.
    mutating func layoutAfterFrameChange(of id: ViewID) -> Bool {
        guard let node = layout?.nodeOfView[id] else { return false }
        if node != 0 { layout!.engine.setFrame(self[id].frame.model(at: now), node: node) }
        layout!.needsLayout = true
        layOutViews(onlyAutoresizing: true)
        return true
    }

    /// Solves the constraints on the keyboard layout guide for the keyboard moving to `top`
    /// (upright window coordinates) with `timing` — its own, a rotation's, or the finger's — so a
    /// view pinned to the guide rests on the keyboard in every frame. The guide's top is the
    /// keyboard's while the keyboard is above the safe area's bottom and stays there otherwise, so
    /// the views move only in the part of the motion where the keyboard is above it, with that
    /// part of the keyboard's timing (`Timing.window`).
    mutating func followKeyboard(to top: Double, timing: Timing) {
        guard layout?.followsKeyboard == true else { return }
        let from = keyboardTop.value(at: now)
        let rest = guideRestInWindow
        let (start, end) = Self.window(of: timing, from: from, to: top, above: rest)
        let piece = timing.window(from: start, to: end)
        let parameters = AnimationParameters(duration: piece.duration, delay: start)
        contexts.append(AnimationContext(kind: .keyboard, parameters: parameters, timing: piece))
        layOutViews(keyboardTop: top)
        contexts.removeLast()
    }

    /// The keyboard layout guide's top with the keyboard down, in upright window coordinates: the
    /// root view's safe-area bottom.
    private var guideRestInWindow: Double {
        let root = screenRect(of: rootView)
        let upright = isRotatedInWindow(rootView) ? fromWindow(root) : root
        return upright.maxY - safeAreaInsets(of: rootView).bottom
    }

    /// The elapsed times between which a keyboard moving from `from` to `to` with `timing` is
    /// above `rest`: the stretch of its motion the guide follows.
    static func window(of timing: Timing, from: Double, to: Double, above rest: Double) -> (Double, Double) {
        let duration = timing.duration
        switch (from < rest, to < rest) {
        case (true, true), (false, false): return (0, duration)
        case (false, true): return (timing.elapsed(reachingProgress: (from - rest) / (from - to)), duration)
        case (true, false): return (0, timing.elapsed(reachingProgress: (rest - from) / (to - from)))
        }
    }

    /// One pass of the engine; its frames land through `change`, so an open animation context
    /// animates them.
    mutating func layOutViews(keyboardTop: Double? = nil, onlyAutoresizing: Bool = false) {
        guard var layout else { return }
        let result = layout.engine.layout(in: layoutEnvironment(keyboardTop: keyboardTop))
        if !onlyAutoresizing { layout.needsLayout = false }
        let messages = result.warnings.map(message(for:)).filter { new in
            !layout.warnings.contains { $0.message == new }
        }
        layout.warnings += messages.map { AppLayout.Warning(time: now, message: $0) }
        self.layout = layout
        for message in messages { log("layoutWarning", [.init("message", .text(message))]) }
        for (node, frame) in result.frames.enumerated().dropFirst() {
            let view = layout.viewOfNode[node]
            if onlyAutoresizing, !layout.isAutoresizing[node] { continue }
            moveByLayout(view, to: frame)
        }
        for (node, size) in result.contentSizes.sorted(by: { $0.key < $1.key }) where !onlyAutoresizing {
            setContentSize(size, of: layout.viewOfNode[node])
        }
    }

    /// What the engine lays out against now: the root view's size, safe area and margins, the
    /// keyboard's top in the root view's coordinates (a keyboard that is not docked leaves the
    /// guide on the safe area), and the iOS 7–10 layout guides' lengths (`measureLayoutGuides`).
    private func layoutEnvironment(keyboardTop top: Double?) -> LayoutEnvironment {
        let root = screenRect(of: rootView)
        let upright = isRotatedInWindow(rootView) ? fromWindow(root) : root
        let keyboardTop =
            keyboardState.mode == .docked ? (top ?? self.keyboardTop.modelValue(at: now)) - upright.minY : .infinity
        let guides = layout?.guideLengths ?? (top: 0, bottom: 0)
        return LayoutEnvironment(
            rootSize: upright.size, safeAreaInsets: safeAreaInsets(of: rootView),
            rootLayoutMargins: systemMinimumLayoutMargins, keyboardTop: keyboardTop,
            topLayoutGuideLength: guides.top, bottomLayoutGuideLength: guides.bottom)
    }

    /// Moves `id` to `frame` (in its superview's coordinates) as layout does: each of the frame's
    /// tracks through `change`, without the autoresizing `setFrame` starts.
    private mutating func moveByLayout(_ id: ViewID, to frame: Rect) {
        change(\.views[id.rawValue].frame.x, to: frame.minX, view: id, property: "frame.x")
        change(\.views[id.rawValue].frame.y, to: frame.minY, view: id, property: "frame.y")
        change(\.views[id.rawValue].frame.width, to: frame.width, view: id, property: "frame.width")
        change(\.views[id.rawValue].frame.height, to: frame.height, view: id, property: "frame.height")
    }
}

extension App {
    /// A warning in UIKit's words, with where the constraints were written.
    func message(for warning: LayoutWarning) -> String {
        guard let layout else { return "" }
        switch warning {
        case .unsatisfiable(let broken, let conflicting):
            let list = conflicting.map { "\(layout.sources[$0]): \"\(layout.texts[$0])\"" }.joined(separator: "; ")
            return "Unable to simultaneously satisfy constraints: \(list); will attempt to recover by breaking "
                + "\(layout.sources[broken]): \"\(layout.texts[broken])\""
        case .ambiguous(let node, let horizontal):
            let name = self[layout.viewOfNode[node]].name
            return "ambiguous layout: the constraints leave the \(horizontal ? "horizontal" : "vertical") position "
                + "or size of \(name) undetermined"
        }
    }
}
