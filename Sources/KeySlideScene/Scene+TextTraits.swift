// The text-input traits a scene keeps from an app's own screen (`keyslide import` reads them
// from storyboards, XIBs and view dumps), spelt as Interface Builder writes them in its XML, so
// an imported value and a hand-written one are the same word.

extension Scene.Element {
    /// `UITextField.BorderStyle`.
    public enum BorderStyle: String, Hashable, Sendable, CaseIterable {
        case none, line, bezel, roundedRect
    }

    /// `UIReturnKeyType`, the label on the keyboard's return key.
    public enum ReturnKeyType: String, Hashable, Sendable, CaseIterable {
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
    }
}

extension Scene.View {
    /// `UIScrollView.KeyboardDismissMode` (the two `…WithAccessory` modes are iOS 16's).
    public enum KeyboardDismissMode: String, Hashable, Sendable, CaseIterable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}
