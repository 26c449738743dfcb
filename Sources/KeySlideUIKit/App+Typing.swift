import KeySlideGeometry

/// A text input's text over time and how it grows: what typing changes.
public struct TextInputState: Hashable, Sendable {
    /// The text after each change, in time order; the first is the starting text at time 0.
    public internal(set) var changes: [Change]
    /// The font size, fixed when the input is made (a growing text view keeps its font).
    public let fontSize: Double
    /// Set for a text view that grows with its text.
    public let growth: TextGrowth?
    /// Set when the scene decides what the return key does in this text field, whatever the
    /// strategy's `textFieldShouldReturn` would.
    public let onReturn: ReturnAction?

    public struct Change: Hashable, Sendable {
        public var time: Double
        public var text: String
    }

    /// The text at `time` (a change at exactly `time` counts).
    public func text(at time: Double) -> String {
        var low = 0
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? changes.first?.text ?? "" : changes[low - 1].text
    }
}

/// How an auto-growing text view (a chat composer) grows: a line at a time, never below its
/// starting height, never above `maxHeight`.
public struct TextGrowth: Hashable, Sendable {
    public var maxHeight: Double?
    /// The starting height: the text view never shrinks below it.
    public internal(set) var minimumHeight = 0.0

    public init(maxHeight: Double?) { self.maxHeight = maxHeight }
}

/// What the return key does in a text field when the scene says, instead of the strategy.
public enum ReturnAction: String, Hashable, Sendable, CaseIterable {
    /// Focus moves to the next text input in layout order (the keyboard goes after the last).
    case next
    /// The field resigns and the keyboard goes.
    case dismiss
}

/// A growing text view taking a new height: the user's typing moved these views, not a strategy.
public struct TextViewGrowth: Hashable, Sendable {
    public var time: Double
    public var textView: ViewID
    /// How much taller it became (negative: shorter).
    public var amount: Double
    /// Whether it grew upward (pinned to the bottom), so its top moved up by `amount`.
    public var upward: Bool
    /// The views below it that moved down by `amount`.
    public var moved: [ViewID]

    /// How far the user's typing moved `view`'s top edge in this growth.
    public func shift(of view: ViewID) -> Double {
        if view == textView { return upward ? -amount : 0 }
        return moved.contains(view) ? amount : 0
    }
}

/// Typing: characters arrive one at a time at the focused input; a growing text view takes a
/// new line's height as soon as its text wraps onto it.
extension App {
    /// Gives a text input its starting text and, for a text view, its growth; for a text field,
    /// what its return key does when the scene decides. Call it once, when the input is made.
    public mutating func setUpText(of id: ViewID, text: String, growth: TextGrowth?, onReturn: ReturnAction? = nil) {
        precondition(self[id].kind.isTextInput, "\(self[id].name) is not a text input")
        let frame = self[id].frame.model(at: now)
        var growth = self[id].kind == .textView ? growth : nil
        growth?.minimumHeight = frame.height
        views[id.rawValue].textInput = TextInputState(
            changes: [.init(time: 0, text: text)], fontSize: TextInputMetrics.fontSize(forHeight: frame.height),
            growth: growth, onReturn: self[id].kind == .textField ? onReturn : nil)
    }

    /// The return key in a field whose scene decides what it does: the strategy's
    /// `textFieldShouldReturn` is not asked. Returns whether the scene decided.
    mutating func returnAsTheSceneSays(in field: ViewID) -> Bool {
        guard let action = self[field].textInput?.onReturn else { return false }
        log("onReturn", [.init("field", .text(self[field].name)), .init("action", .text(action.rawValue))])
        if action == .next, let next = textInput(after: field) {
            becomeFirstResponder(next)
        } else {
            resignFirstResponder()
        }
        return true
    }

    /// A text input's text now (empty for an input nobody set up, and for other views).
    public func text(of id: ViewID) -> String { self[id].textInput?.text(at: now) ?? "" }

    /// The user types `text` into the focused input: the first character now, then one every
    /// `1 / rate` seconds, each delivered in time order with everything else that happens.
    public mutating func type<C: ViewController>(_ text: String, rate: Double, controller: inout C) {
        precondition(rate > 0, "typing rate \(rate) must be positive")
        run(until: now, controller: &controller)
        log("type", [.init("characters", .number(Double(text.count))), .init("rate", .number(rate))])
        enqueue(.keystrokes(text, rate: rate), at: now)
        run(until: now, controller: &controller)
    }

    /// One keystroke: the first character of `text` goes into the first responder, the rest is
    /// scheduled. With nothing focused (a strategy's return key resigned it) the rest of the text
    /// is dropped, once, with an event that says so.
    mutating func typeNextCharacter(of text: String, rate: Double) {
        guard let character = text.first else { return }
        guard let field = firstResponder, self[field].textInput != nil else {
            log("typingDropped", [.init("characters", .number(Double(text.count)))])
            return
        }
        let typed = self.text(of: field) + String(character)
        views[field.rawValue].textInput?.changes.append(.init(time: now, text: typed))
        log("insertText", [.init("field", .text(self[field].name)), .init("length", .number(Double(typed.count)))])
        growIfNeeded(field)
        let rest = String(text.dropFirst())
        if !rest.isEmpty { enqueue(.keystrokes(rest, rate: rate), at: now + 1 / rate) }
    }

    /// `UITextView.isScrollEnabled`: a text view scrolls its own text, except one that grows, which
    /// has scrolling turned off until it reaches its `maxHeight` — what the growing text views of
    /// chat apps do (HPGrowingTextView's `resizeTextView`: scrolling on at the largest height, off
    /// below it). IQKeyboardManager reads it (docs/library-sources.md §1.3 step 7).
    public func textViewScrolls(_ id: ViewID) -> Bool {
        guard self[id].kind == .textView else { return false }
        guard let growth = self[id].textInput?.growth else { return true }
        guard let maxHeight = growth.maxHeight else { return false }
        return self[id].frame.model(at: now).height >= maxHeight
    }

    /// A growing text view takes the height of its lines, between its starting height and its
    /// `maxHeight`. It keeps its top edge and pushes down the views below it in the same parent
    /// (those whose top is at or below its old bottom edge), and a scroll view holding it grows
    /// its content by as much — unless it is pinned to the bottom, like a chat composer above the
    /// keyboard: then it keeps its bottom edge and grows upward, and nothing else moves.
    private mutating func growIfNeeded(_ id: ViewID) {
        guard let state = self[id].textInput, let growth = state.growth else { return }
        let frame = self[id].frame.model(at: now)
        let lines = TextInputMetrics.lines(
            of: text(of: id), in: .textView, width: frame.width, fontSize: state.fontSize)
        var height = TextInputMetrics.textViewHeight(lineCount: lines.count, fontSize: state.fontSize)
        height = max(growth.minimumHeight, min(growth.maxHeight ?? height, height))
        let grown = height - frame.height
        guard grown != 0 else { return }
        let pinned = self[id].pinnedToBottom
        setFrame(
            Rect(x: frame.minX, y: pinned ? frame.minY - grown : frame.minY, width: frame.width, height: height),
            of: id)
        var record = TextViewGrowth(time: now, textView: id, amount: grown, upward: pinned, moved: [])
        defer { textViewGrowths.append(record) }
        guard !pinned, let parent = self[id].parent else { return }
        for sibling in views where sibling.parent == parent && sibling.id != id {
            var below = sibling.frame.model(at: now)
            guard below.minY >= frame.maxY else { continue }
            below.origin.y += grown
            setFrame(below, of: sibling.id)
            record.moved.append(sibling.id)
        }
        if self[parent].kind == .scroll {
            var size = contentSize(of: parent)
            size.height += grown
            setContentSize(size, of: parent)
        }
    }
}
