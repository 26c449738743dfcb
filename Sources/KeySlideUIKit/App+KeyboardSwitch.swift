import KeySlideEasing
import KeySlideGeometry

/// The keyboards a user picks with the globe key while typing (docs/facts.md §11.7).
public enum KeyboardKind: String, Hashable, Sendable, CaseIterable {
    /// A language keyboard: the scene's own keyboard.
    case language
    /// Apple's emoji keyboard: as tall as the keyboard with the predictive bar.
    case emoji
    /// A keyboard from another app, an extension: it comes up in three posted steps.
    case thirdParty
}

/// A keyboard as the user sees it from `time` on: its kind, its own height (without an input
/// accessory bar) and its mode. `App.keyboardFaces` lists them; the looks draw each.
public struct KeyboardFace: Hashable, Sendable {
    public var time: Double
    public var kind: KeyboardKind
    public var height: Double
    public var mode: KeyboardMode

    /// Whether `other` draws the same keyboard, whenever it starts.
    func looksLike(_ other: KeyboardFace) -> Bool {
        kind == other.kind && height == other.height && mode == other.mode
    }
}

/// Switching keyboards while one is up: which height each kind takes and what is posted.
extension App {
    /// The time between a third-party keyboard's posted heights, an estimate (docs/facts.md §11.7).
    public static let thirdPartyStepInterval = 0.1

    /// The height a keyboard extension's view starts at before it sizes itself: 216 pt on a phone
    /// in portrait as logged; 162 and the iPad's 264 / 352 are estimates (docs/facts.md §11.7).
    var thirdPartyStartHeight: Double {
        switch (device.isPad, orientation) {
        case (false, .portrait): 216
        case (false, .landscape): 162
        case (true, .portrait): 264
        case (true, .landscape): 352
        }
    }

    /// The height a keyboard of `kind` takes now: the language keyboard the scene's (or the one
    /// it had before the first switch), the emoji and a third-party keyboard the device's, which
    /// from iOS 8 includes the predictive bar (docs/facts.md §11.7).
    func keyboardHeight(of kind: KeyboardKind) -> Double {
        switch kind {
        case .language: keyboardState.languageHeight ?? keyboard.height
        case .emoji, .thirdParty: device.keyboardHeight[orientation]
        }
    }

    /// The user switches to a keyboard of `kind`, `height` points tall when given (else the
    /// kind's own). While the keyboard is up a language or emoji keyboard posts `WillChangeFrame`
    /// and `WillShow` once — also when the height stays the same — and a third-party keyboard
    /// posts them three times: height 0, the extension's start height, then its own, 0.1 s apart.
    /// While it is hidden only the kind and height change; a third-party keyboard then comes up
    /// in the same three steps when it next shows (docs/facts.md §11.7).
    public mutating func switchKeyboard<C: ViewController>(
        to kind: KeyboardKind, height: Double? = nil, controller: inout C
    ) {
        run(until: now, controller: &controller)
        log("switchKeyboard", [.init("from", .text(keyboardState.kind.rawValue)), .init("to", .text(kind.rawValue))])
        if keyboardState.kind == .language { keyboardState.languageHeight = keyboard.height }
        let ownHeight = height ?? keyboardHeight(of: kind)
        keyboardState.kind = kind
        if kind == .language { keyboardState.languageHeight = nil }
        noteKeyboardFace()
        guard isKeyboardShown else {
            keyboard.height = ownHeight
            keyboardHeight.set(keyboardBlockHeight, at: now)
            return
        }
        if kind == .thirdParty {
            resizeKeyboard(to: 0, controller: &controller)
            enqueueThirdPartySteps(to: ownHeight)
        } else {
            resizeKeyboard(to: ownHeight, controller: &controller)
        }
        run(until: now, controller: &controller)
    }

    /// Records the keyboard showing now when its kind, height or mode changed: a change at the
    /// same instant as the last one replaces it, so the steps of one change leave one face.
    mutating func noteKeyboardFace() {
        let face = KeyboardFace(time: now, kind: keyboardState.kind, height: keyboard.height, mode: keyboardState.mode)
        guard let last = keyboardFaces.last, !last.looksLike(face) else { return }
        if last.time == now {
            keyboardFaces.removeLast()
            if let previous = keyboardFaces.last, previous.looksLike(face) { return }
        }
        keyboardFaces.append(face)
    }

    /// A third-party keyboard's later heights: its start height, then its own.
    mutating func enqueueThirdPartySteps(to ownHeight: Double) {
        enqueue(.keyboardHeight(thirdPartyStartHeight), at: now + Self.thirdPartyStepInterval)
        enqueue(.keyboardHeight(ownHeight), at: now + 2 * Self.thirdPartyStepInterval)
    }

    /// The keyboard becomes `height` tall and, while it is up, posts `WillChangeFrame` and
    /// `WillShow` from its frame now to the new one, the "did"s when it stops — also when the
    /// height does not change, as a keyboard switch does. The keyboard's top edge and height move
    /// together, so its bottom stays on the screen's bottom.
    mutating func resizeKeyboard<C: ViewController>(to height: Double, controller: inout C) {
        log("keyboardHeight", [.init("from", .number(keyboard.height)), .init("to", .number(height))])
        guard isKeyboardShown else {
            keyboard.height = height
            keyboardHeight.set(keyboardBlockHeight, at: now)
            return
        }
        let begin = keyboardScreenFrame(top: keyboardTop.value(at: now))
        let shownHeight = keyboardHeight.value(at: now)
        keyboard.height = height
        moveKeyboard(
            to: keyboardShownTop, from: begin, will: [.willChangeFrame, .willShow], did: [.didChangeFrame, .didShow],
            controller: &controller)
        keyboardHeight.animate(
            to: keyboardBlockHeight, at: now,
            Track.Animation(timing: keyboardTiming, from: shownHeight, replacesRunning: true))
    }
}
