import KeySlideUIKit

/// What the user's typing moves is not the strategy's doing: a growing text view steps a line at
/// a time and pushes the views below it, so the verdicts leave those steps out of "jumped" and
/// measure "home" from where the typing left each view.
extension Recording {
    /// Whether `jump` is a growing text view's own step (its height, or its top when it grows
    /// upward) or a view below it pushed down, at the instant of the growth.
    func isTypingGrowth(_ jump: Verdicts.Jump) -> Bool {
        guard jump.property == "frame.y" || jump.property == "frame.height" else { return false }
        return app.textViewGrowths.contains { growth in
            guard growth.time == jump.time else { return false }
            if app[growth.textView].name == jump.view { return true }
            return jump.property == "frame.y" && growth.moved.contains { app[$0].name == jump.view }
        }
    }

    /// How far typing has moved `view`'s top edge by `time`.
    func typingShift(of view: ViewID, until time: Double) -> Double {
        app.textViewGrowths.filter { $0.time <= time }.reduce(0) { $0 + $1.shift(of: view) }
    }
}
