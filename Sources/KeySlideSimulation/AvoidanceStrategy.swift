import KeySlideUIKit

/// A keyboard-avoidance strategy: the view-controller code of one article, run against the
/// simulated UIKit.
///
/// A strategy is a `ViewController` — it implements the delegate methods and keyboard handlers
/// its article implements, keeps the instance variables its article keeps as stored
/// properties, and changes views only through `App`. The built-in strategies use nothing a
/// library user's strategy cannot: conform a struct, give it an `id`, and pass it to
/// `Simulation.run(_:strategy:)`.
///
/// ```swift
/// struct NudgeUp: AvoidanceStrategy {
///     static let id = "nudge-up"
///     static let summary = "Moves the root view up 40 pt while the keyboard shows."
///     static let source = "an example"
///
///     mutating func keyboardWillShow(_ note: KeyboardNotification, in app: inout App) {
///         var frame = app.frame(of: app.rootView)
///         frame.origin.y -= 40
///         app.animate(withDuration: 0.25) { $0.setFrame(frame, of: $0.rootView) }
///     }
/// }
/// ```
public protocol AvoidanceStrategy: ViewController, Sendable {
    /// The id used on the command line and in scene files (`shift-by-overlap`).
    static var id: String { get }
    /// One line saying what the strategy does.
    static var summary: String { get }
    /// Where it comes from: the article or library it ports.
    static var source: String { get }

    /// What the strategy needs from the screen to act at all (a scroll view); checked against the
    /// scene once per run, and said in `explain` and the comparison picture when missing. None
    /// unless a strategy says so.
    static var requirements: [StrategyRequirement] { get }

    /// A fresh strategy, before `viewDidLoad`.
    init()
}

extension AvoidanceStrategy {
    public static var requirements: [StrategyRequirement] { [] }
}
