/// The clock and the work UIKit does later: "did" notifications after the keyboard stops,
/// focus changes requested from inside a callback, timers.
struct Scheduled: Hashable, Sendable {
    var time: Double
    var sequence: Int
    var work: Work

    enum Work: Hashable, Sendable {
        case becomeFirstResponder(ViewID)
        case resignFirstResponder
        case post(KeyboardNotification)
        case timer(String)
        /// The next keystrokes of a `type` action: the first now, the rest one every `1 / rate` s.
        case keystrokes(String, rate: Double)
        /// The finger leaves a dragged keyboard (`App.dragKeyboard`).
        case releaseKeyboard(dismisses: Bool)
        /// The finger leaves an interactive pop (`App.interactivePop`).
        case releasePop(progress: Double, finishes: Bool)
        /// A third-party keyboard's next height (`App.switchKeyboard`), posted as it comes.
        case keyboardHeight(Double)
    }
}

extension App {
    /// Calls `controller.timerFired(name, in:)` `delay` seconds from now (a `dispatch_after` or
    /// `performSelector:afterDelay:`).
    public mutating func schedule(after delay: Double, _ name: String) {
        enqueue(.timer(name), at: now + max(0, delay))
    }

    /// Asks for `field` to become first responder. UIKit does this synchronously; here it runs
    /// right after the current callback returns, at the same instant, with every delegate
    /// callback in UIKit's order.
    public mutating func becomeFirstResponder(_ field: ViewID) {
        enqueue(.becomeFirstResponder(field), at: now)
    }

    /// Asks the first responder to resign (`resignFirstResponder`, `endEditing:`); runs like
    /// `becomeFirstResponder(_:)`.
    public mutating func resignFirstResponder() {
        enqueue(.resignFirstResponder, at: now)
    }

    mutating func enqueue(_ work: Scheduled.Work, at time: Double) {
        scheduled.append(Scheduled(time: time, sequence: nextSequence, work: work))
        nextSequence += 1
    }

    /// Runs everything due up to `time`, in time order (ties in the order they were asked for),
    /// then sets the clock to `time`.
    public mutating func run<C: ViewController>(until time: Double, controller: inout C) {
        while let index = indexOfNextWork(dueBy: time) {
            let item = scheduled.remove(at: index)
            now = max(now, item.time)
            perform(item.work, controller: &controller)
            layOutAtEndOfTurn()
            scrollFirstResponderIntoViewIfNeeded()
        }
        layOutAtEndOfTurn()
        now = max(now, time)
    }

    private func indexOfNextWork(dueBy time: Double) -> Int? {
        var best: Int?
        for (index, item) in scheduled.enumerated() where item.time <= time {
            if let current = best, (scheduled[current].time, scheduled[current].sequence) <= (item.time, item.sequence)
            {
                continue
            }
            best = index
        }
        return best
    }

    private mutating func perform<C: ViewController>(_ work: Scheduled.Work, controller: inout C) {
        switch work {
        case .becomeFirstResponder(let field): moveFocus(to: field, controller: &controller)
        case .resignFirstResponder: endEditing(controller: &controller)
        case .post(let notification): post(notification, controller: &controller)
        case .releaseKeyboard(let dismisses): releaseKeyboard(dismisses: dismisses, controller: &controller)
        case .timer(let name):
            call("timerFired", [.init("timer", .text(name))], controller: &controller) { $0.timerFired(name, in: &$1) }
        case .keystrokes(let text, let rate): typeNextCharacter(of: text, rate: rate)
        case .keyboardHeight(let height): resizeKeyboard(to: height, controller: &controller)
        case .releasePop(let progress, let finishes):
            releasePop(progress: progress, finishes: finishes, controller: &controller)
        }
    }

    /// Logs a callback, then runs it with later events attributed to it.
    mutating func call<C: ViewController>(
        _ name: String, _ details: [Event.Detail], controller: inout C, _ body: (inout C, inout App) -> Void
    ) {
        log(name, details)
        attributing(to: name) { app in body(&controller, &app) }
    }

    /// Like `call`, for the `should…` callbacks: logs what the controller returned.
    mutating func ask<C: ViewController>(
        _ name: String, _ field: ViewID, controller: inout C, _ body: (inout C, inout App) -> Bool
    ) -> Bool {
        log(name, [.init("field", .text(self[field].name))])
        let index = events.count - 1
        var answer = true
        attributing(to: name) { app in answer = body(&controller, &app) }
        events[index].details.append(.init("returned", .flag(answer)))
        return answer
    }

    // MARK: What the user does

    /// The user taps a text input.
    public mutating func tap<C: ViewController>(_ field: ViewID, controller: inout C) {
        run(until: now, controller: &controller)
        log("tap", [.init("field", .text(self[field].name))])
        becomeFirstResponder(field)
        run(until: now, controller: &controller)
    }

    /// The user presses the return key: `textFieldShouldReturn:` for a text field, unless the
    /// scene says what it does (`onReturn`); a text view takes it as a newline and nothing else
    /// happens.
    public mutating func pressReturn<C: ViewController>(controller: inout C) {
        run(until: now, controller: &controller)
        log("returnKey", [.init("field", firstResponder.map { .text(self[$0].name) } ?? .none)])
        guard let field = firstResponder, self[field].kind == .textField else { return }
        guard !returnAsTheSceneSays(in: field) else { return run(until: now, controller: &controller) }
        _ = ask("textFieldShouldReturn", field, controller: &controller) { $0.textFieldShouldReturn(field, in: &$1) }
        run(until: now, controller: &controller)
    }

    /// The user dismisses the keyboard (the first responder resigns).
    public mutating func dismissKeyboard<C: ViewController>(controller: inout C) {
        run(until: now, controller: &controller)
        log("dismiss")
        resignFirstResponder()
        run(until: now, controller: &controller)
    }
}
