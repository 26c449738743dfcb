/// Focus: the first responder and the text-field delegate callbacks, in UIKit's order.
extension App {
    /// Moves focus to `field`: `shouldBeginEditing` on the new field, `shouldEndEditing` and
    /// `didEndEditing` on the old one, `didBeginEditing` on the new one — then the keyboard
    /// notifications (`didBeginEditing` comes first, docs/facts.md §4.2): the keyboard shows, or,
    /// when it is already up, the profile decides whether `WillShow` is posted again.
    mutating func moveFocus<C: ViewController>(to field: ViewID, controller: inout C) {
        guard self[field].kind.isTextInput, field != firstResponder else { return }
        guard
            ask(
                "textFieldShouldBeginEditing", field, controller: &controller,
                { $0.textFieldShouldBeginEditing(field, in: &$1) })
        else { return }
        if let old = firstResponder {
            guard
                ask(
                    "textFieldShouldEndEditing", old, controller: &controller,
                    { $0.textFieldShouldEndEditing(old, in: &$1) })
            else { return }
            setFirstResponder(nil)
            call("textFieldDidEndEditing", [.init("field", .text(self[old].name))], controller: &controller) {
                $0.textFieldDidEndEditing(old, in: &$1)
            }
        }
        setFirstResponder(field)
        call("textFieldDidBeginEditing", [.init("field", .text(self[field].name))], controller: &controller) {
            $0.textFieldDidBeginEditing(field, in: &$1)
        }
        if !isKeyboardShown {
            showKeyboard(controller: &controller)
        } else {
            keyboardFocusMoved(to: field, controller: &controller)
        }
        needsScrollToFirstResponder = true
    }

    /// Ends editing: `shouldEndEditing`, `didEndEditing`, then the keyboard hides. (Whether
    /// UIKit posts `WillHide` before or after `didEndEditing` is not established; this mirrors
    /// the begin order.)
    mutating func endEditing<C: ViewController>(controller: inout C) {
        guard let old = firstResponder else { return }
        guard
            ask(
                "textFieldShouldEndEditing", old, controller: &controller,
                { $0.textFieldShouldEndEditing(old, in: &$1) })
        else { return }
        setFirstResponder(nil)
        call("textFieldDidEndEditing", [.init("field", .text(self[old].name))], controller: &controller) {
            $0.textFieldDidEndEditing(old, in: &$1)
        }
        if isKeyboardShown { hideKeyboard(controller: &controller) }
    }

    private mutating func setFirstResponder(_ field: ViewID?) {
        firstResponder = field
        focusChanges.append(FocusChange(time: now, field: field))
    }
}
