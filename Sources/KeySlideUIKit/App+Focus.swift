/// Focus: the first responder and the text-input delegate callbacks, in UIKit's order.
extension App {
    /// Moves focus to `field`: `shouldBeginEditing` on the new input, `shouldEndEditing` and
    /// `didEndEditing` on the old one, then `didBeginEditing` and the keyboard notifications: the
    /// keyboard shows, or, when it is already up, the profile decides whether `WillShow` is posted
    /// again. A text field hears `didBeginEditing` before the keyboard's "will" notifications, a
    /// text view after them (docs/facts.md §4.2). Each kind calls its own delegate protocol's
    /// methods, so a controller that implements only `UITextFieldDelegate` ignores text views.
    mutating func moveFocus<C: ViewController>(to field: ViewID, controller: inout C) {
        guard self[field].kind.isTextInput, field != firstResponder else { return }
        guard askShouldBeginEditing(field, controller: &controller) else { return }
        if let old = firstResponder {
            guard askShouldEndEditing(old, controller: &controller) else { return }
            setFirstResponder(nil)
            callDidEndEditing(old, controller: &controller)
        }
        setFirstResponder(field)
        let keyboardFirst = self[field].kind == .textView
        if !keyboardFirst { callDidBeginEditing(field, controller: &controller) }
        if !isKeyboardShown {
            showKeyboard(controller: &controller)
        } else {
            keyboardFocusMoved(to: field, controller: &controller)
        }
        if keyboardFirst { callDidBeginEditing(field, controller: &controller) }
        needsScrollToFirstResponder = true
    }

    /// Ends editing: `shouldEndEditing`, then the keyboard's `WillChangeFrame` and `WillHide`,
    /// then `didEndEditing` — the order of a 2012 log of an iOS 5 iPad, where
    /// `UITextFieldTextDidEndEditingNotification` (posted with the delegate's call) follows
    /// `WillHide` (docs/facts.md §4.2). Not the mirror of a text field's begin order.
    mutating func endEditing<C: ViewController>(controller: inout C) {
        guard let old = firstResponder else { return }
        guard askShouldEndEditing(old, controller: &controller) else { return }
        setFirstResponder(nil)
        if isKeyboardShown { hideKeyboard(controller: &controller) }
        callDidEndEditing(old, controller: &controller)
    }

    private mutating func setFirstResponder(_ field: ViewID?) {
        firstResponder = field
        focusChanges.append(FocusChange(time: now, field: field))
    }

    // MARK: The delegate protocol of each kind of input

    private mutating func askShouldBeginEditing<C: ViewController>(_ input: ViewID, controller: inout C) -> Bool {
        if self[input].kind == .textView {
            return ask("textViewShouldBeginEditing", input, controller: &controller) {
                $0.textViewShouldBeginEditing(input, in: &$1)
            }
        }
        return ask("textFieldShouldBeginEditing", input, controller: &controller) {
            $0.textFieldShouldBeginEditing(input, in: &$1)
        }
    }

    private mutating func askShouldEndEditing<C: ViewController>(_ input: ViewID, controller: inout C) -> Bool {
        if self[input].kind == .textView {
            return ask("textViewShouldEndEditing", input, controller: &controller) {
                $0.textViewShouldEndEditing(input, in: &$1)
            }
        }
        return ask("textFieldShouldEndEditing", input, controller: &controller) {
            $0.textFieldShouldEndEditing(input, in: &$1)
        }
    }

    private mutating func callDidBeginEditing<C: ViewController>(_ input: ViewID, controller: inout C) {
        let details: [Event.Detail] = [.init("field", .text(self[input].name))]
        if self[input].kind == .textView {
            call("textViewDidBeginEditing", details, controller: &controller) {
                $0.textViewDidBeginEditing(input, in: &$1)
            }
        } else {
            call("textFieldDidBeginEditing", details, controller: &controller) {
                $0.textFieldDidBeginEditing(input, in: &$1)
            }
        }
    }

    private mutating func callDidEndEditing<C: ViewController>(_ input: ViewID, controller: inout C) {
        let details: [Event.Detail] = [.init("field", .text(self[input].name))]
        if self[input].kind == .textView {
            call("textViewDidEndEditing", details, controller: &controller) { $0.textViewDidEndEditing(input, in: &$1) }
        } else {
            call("textFieldDidEndEditing", details, controller: &controller) {
                $0.textFieldDidEndEditing(input, in: &$1)
            }
        }
    }
}
