import KeySlideGeometry
import KeySlideUIKit

extension Scene {
    /// One user action at a time in seconds.
    public struct Action: Hashable, Sendable {
        public var time: Double
        public var kind: Kind

        public enum Kind: Hashable, Sendable {
            /// Tap a text input: it becomes first responder.
            case tap(String)
            /// Press the return key: the scene's app moves to the next text input, or dismisses
            /// the keyboard after the last one.
            case returnKey
            /// Dismiss the keyboard (the focused field resigns first responder).
            case dismiss
            /// The keyboard changes to this height (points) — the predictive bar appearing, another
            /// keyboard chosen. While it is up, the change posts `WillChangeFrame` and `WillShow`
            /// with begin and end frames of different heights.
            case keyboardHeight(Double)
            /// Type `text` into the focused input, one character every `1 / rate` seconds, the first
            /// at the event's time (`type:`, with an optional `rate:` in characters per second).
            case type(String, rate: Double)
            /// The keyboard or the user's hand changes things under the app: one of the motions of
            /// `Motion`, each with its own key in the file.
            case motion(Motion)
        }

        /// When the action's last effect happens: the last typed character, or the event's time.
        public var endTime: Double {
            switch kind {
            case .type(let text, let rate) where !text.isEmpty: time + Double(text.count - 1) / rate
            case .motion(.scroll(_, let duration)), .motion(.dragKeyboard(_, let duration, _)),
                .motion(.navigate(.interactivePop(_, let duration, _))):
                time + duration
            default: time
            }
        }

        /// What happens to the keyboard beyond show and hide (docs/facts.md §11).
        public enum Motion: Hashable, Sendable {
            /// `{keyboardHeight: H, silent: true}`: the keyboard becomes `H` tall without any
            /// notification (openradar 22505056), so a strategy that cached the height goes stale.
            case silentKeyboardHeight(Double)
            /// A hardware keyboard is attached (`true`) or detached: the software keyboard leaves
            /// and, on an iPad, only the 55 pt shortcut bar stays on screen.
            case hardwareKeyboard(Bool)
            /// The iPad keyboard is docked, undocked, split or floating.
            case keyboardMode(KeyboardMode)
            /// The user drags the scroll view's content by `by` points of content offset over
            /// `duration` seconds; the scroll view's `keyboardDismissMode` decides what the keyboard does.
            case scroll(by: Double, duration: Double)
            /// The user drags the keyboard down (`keyboardDismissMode: interactive`) until `to` of its
            /// height is below its resting top, over `duration` seconds, then lets go: it leaves
            /// (`dismisses`) or returns.
            case dragKeyboard(to: Double, duration: Double, dismisses: Bool)
            /// The device turns and the interface with it, to the other orientation
            /// (`App.rotate(to:controller:)`, docs/facts.md §11.6).
            case rotate(Orientation)
            /// `{switchKeyboard: emoji}`: the user picks another keyboard with the globe key, of
            /// its kind's height or `height` (`App.switchKeyboard`, docs/facts.md §11.7).
            case switchKeyboard(KeyboardKind, height: Double?)
            /// A navigation controller's push or pop (`App.navigate`, docs/facts.md §19).
            case navigate(Navigation)
        }

        /// What moves in the scene's navigation controller. The scene's screen (its view and its
        /// strategy) sits between two screens without inputs: the one it was pushed from, and one
        /// that `push` puts over it (docs/facts.md §19).
        public enum Navigation: Hashable, Sendable {
            /// `{appear: {focus: email}}`: the scene's screen is pushed in from the right over the
            /// screen before it; `focus` becomes first responder in its `viewWillAppear`, so the
            /// keyboard arrives with the screen. The scene starts on the screen before it.
            case appear(focus: String?)
            /// `{push: {title: Details}}`: a screen without inputs is pushed over the scene's screen.
            case push(title: String)
            /// `{pop: true}`: the back button pops the top screen.
            case pop
            /// `{interactivePop: {progress: 0.4, release: cancel}}`: the user swipes from the left
            /// edge until the top screen has moved `progress` of its width, over `duration`
            /// seconds, then lets go: the pop finishes or is cancelled.
            case interactivePop(progress: Double, duration: Double, finishes: Bool)
        }

        public init(time: Double, kind: Kind) {
            self.time = time
            self.kind = kind
        }

        /// The actions' names: the keys a timeline event writes its action under, in the order
        /// messages and docs list them. Named once here, so the reader's keys, the checker's paths
        /// (`timeline[2].tap`) and the messages cannot disagree.
        public enum Name: String, Hashable, Sendable, CaseIterable {
            case tap, returnKey, dismiss, keyboardHeight, switchKeyboard, type
            case hardwareKeyboard, keyboardMode, scroll, dragKeyboard, rotate
            case appear, push, pop, interactivePop
        }
    }
}

extension Scene.Action.Kind {
    /// The action's name in a scene file.
    public var name: Scene.Action.Name {
        switch self {
        case .tap: .tap
        case .returnKey: .returnKey
        case .dismiss: .dismiss
        case .keyboardHeight, .motion(.silentKeyboardHeight): .keyboardHeight
        case .type: .type
        case .motion(.hardwareKeyboard): .hardwareKeyboard
        case .motion(.keyboardMode): .keyboardMode
        case .motion(.scroll): .scroll
        case .motion(.dragKeyboard): .dragKeyboard
        case .motion(.rotate): .rotate
        case .motion(.switchKeyboard): .switchKeyboard
        case .motion(.navigate(.appear)): .appear
        case .motion(.navigate(.push)): .push
        case .motion(.navigate(.pop)): .pop
        case .motion(.navigate(.interactivePop)): .interactivePop
        }
    }
}

extension Scene {
    /// The title of a screen pushed over the scene's (`push`) when the event gives none.
    public static let defaultPushedTitle = "Details"
    /// The title drawn on the screen the scene's screen was pushed from.
    public static let screenBeforeTitle = "Back"
}
