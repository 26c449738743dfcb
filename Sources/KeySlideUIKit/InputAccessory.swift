import KeySlideEasing

/// A text input's `inputAccessoryView`: a bar shown above the keyboard while the input is first
/// responder. The keyboard's frames in every notification include it (docs/facts.md §10.5).
public struct InputAccessoryView: Hashable, Sendable {
    /// Names the view: inputs that share one bar share its name. Moving focus between inputs
    /// whose bars differ posts the keyboard's frame change; between inputs sharing one it does
    /// not (docs/facts.md §10.5).
    public var name: String
    public var height: Double
    /// The item titles, left to right.
    public var items: [String]

    public init(name: String, height: Double, items: [String]) {
        self.name = name
        self.height = height
        self.items = items
    }
}

/// The bar on the keyboard from `time` on (`nil`: none).
public struct AccessoryChange: Hashable, Sendable {
    public var time: Double
    public var accessory: InputAccessoryView?
}

extension App {
    /// `input.inputAccessoryView = accessory`: shown from the next time the input becomes first
    /// responder (UIKit needs `reloadInputViews` for the one already editing, which no strategy calls).
    public mutating func setInputAccessory(_ accessory: InputAccessoryView?, of input: ViewID) {
        views[input.rawValue].inputAccessory = accessory
    }

    /// The keyboard's height with the bar on it now: what every notification's frames report.
    public var keyboardBlockHeight: Double { keyboard.height + (keyboardAccessory?.height ?? 0) }

    /// Puts `accessory` on the keyboard now; the keyboard's height and the keys' place below the
    /// bar move with `timing` while the keyboard is up, at once while it is hidden.
    mutating func placeKeyboardAccessory(_ accessory: InputAccessoryView?, timing: Timing?) {
        let shownHeight = keyboardHeight.value(at: now)
        let shownBar = keyboardAccessoryHeight.value(at: now)
        keyboardAccessory = accessory
        keyboardAccessoryChanges.append(AccessoryChange(time: now, accessory: accessory))
        let bar = accessory?.height ?? 0
        if let timing {
            let height = keyboardBlockHeight
            keyboardHeight.animate(
                to: height, at: now, Track.Animation(timing: timing, from: shownHeight, replacesRunning: true))
            keyboardAccessoryHeight.animate(
                to: bar, at: now, Track.Animation(timing: timing, from: shownBar, replacesRunning: true))
        } else {
            if shownHeight != keyboardBlockHeight { keyboardHeight.set(keyboardBlockHeight, at: now) }
            if shownBar != bar { keyboardAccessoryHeight.set(bar, at: now) }
        }
    }

    /// The bar the keyboard starts with, before anything is focused (a scene-wide bar): set
    /// before the timeline starts, so it is where the tracks begin rather than a change.
    public mutating func startKeyboardAccessory(_ accessory: InputAccessoryView?) {
        precondition(now == 0 && !isKeyboardShown, "the keyboard's first bar is set before the timeline starts")
        keyboardAccessory = accessory
        keyboardHeight = Track(initialValue: keyboardBlockHeight)
        keyboardAccessoryHeight = Track(initialValue: accessory?.height ?? 0)
        keyboardAccessoryChanges = accessory.map { [AccessoryChange(time: 0, accessory: $0)] } ?? []
    }
}
