import KeySlideEasing

/// The facts about UIKit that changed between iOS versions, bundled per version.
///
/// Every value names its source (keys as in `docs/facts.md`). Where sources disagree the choice
/// is written next to the value, and a scene can override any setting by name under `settings:`
/// (see `PlatformProfile.settings`).
public struct PlatformProfile: Hashable, Sendable {
    /// The profile's name in scene files (`ios7`).
    public var name: String

    /// The iOS major version the profile stands for; the looks draw that era's status bar, bars
    /// and keyboard from it.
    public var majorVersion = 6

    /// `UIKeyboardAnimationCurveUserInfoKey`: 0 (ease-in-out) up to iOS 6, the undocumented 7
    /// from iOS 7 (openradar 14872290; SO 19482573).
    public var keyboardCurve: AnimationCurve

    /// `UIKeyboardAnimationDurationUserInfoKey`: 0.25 s on devices from iOS 6 on (openradar
    /// 15054825 log; SO 19482573 userInfo dump). A 0.4 s iOS 7.0 simulator log exists; the
    /// device value is used.
    public var keyboardDuration: Double

    /// How curve 7 runs: the clamped 3/1000/500 spring (0.5 s) or its bezier look-alike.
    public var keyboardCurveModel: KeyboardCurveModel

    /// Whether screen coordinates — and so the keyboard's frames — follow the interface
    /// orientation. Before iOS 8 the screen stays portrait and landscape keyboard frames arrive
    /// rotated, which is why seeds swap width and height (docs/facts.md §4.3.2).
    public var screenFollowsOrientation: Bool

    /// Whether UIView animations are additive (iOS 8 on): a new animation adds to the running
    /// ones instead of replacing them, so there is no jump without `beginFromCurrentState`.
    public var additiveAnimations: Bool

    /// Whether an animation that asks to `beginFromCurrentState` is additive too, once animations
    /// are (`additiveAnimations`). Sources disagree on paper; the evidence says yes for geometry
    /// (frame, bounds, centre — so a scroll view's offset): WWDC 2014 session 236 calls additive
    /// the iOS 8 default and keeps the option only "if unsure", and UIKit behaviour tests run on
    /// iOS 10.3 and 11.4 simulators find the position animation added with `additive = 1` from the
    /// model value whether or not the option is given, only opacity and colours replacing
    /// (docs/facts.md §9.1). `false` gives the older reading: such an animation replaces the running
    /// ones and starts from what is on screen.
    public var additiveFromCurrentState = false

    /// Whether keyboard "will" handlers run inside the keyboard's own animation, so a change
    /// made there without an animation block still moves with the keyboard. Observed from
    /// iOS 7, not documented (docs/facts.md §1.3).
    public var willHandlersRunInKeyboardAnimation: Bool

    /// Whether moving focus between fields while the keyboard stays up posts `WillShow` (and
    /// `DidShow`) again. Dated evidence: not on iOS 5 and 7 (TPKeyboardAvoiding pull request 8, 2012;
    /// IQKeyboardManager pull request 5, 2013: "in this case UIKeyboardWillShowNotification is not
    /// fired"), yes on iOS 8 to 10, no longer on iOS 11 (openradar 34432484). docs/facts.md §4.2.
    public var repostsShowOnFocusChange: Bool

    /// Whether such a re-post starts with `WillHide` (and `DidHide`) for the field losing focus:
    /// the other reading of openradar 34432484 ("Will{Show|Hide} … whenever a UITextField
    /// becomes/resigns first responder"), which no log shows for native fields; off in every
    /// profile (docs/facts.md §4.2).
    public var repostsHideOnFocusChange = false

    /// Whether a text field that becomes first responder asks its enclosing scroll view to
    /// `scrollRectToVisible` its frame. "On iOS 8 UITextField gained the ability"; "on iOS 7 nothing
    /// happens" (openradar 20798351); seed 004, published on 2014-09-08 with Swift listings, relies on
    /// it (docs/facts.md §9.4). A text view's caret and a table view's row are kept in view on every
    /// profile.
    public var textFieldScrollsIntoView = false

    /// The scroll view's own animation for `setContentOffset(_:animated:)` and
    /// `scrollRectToVisible(_:animated:)`: 0.33 s, linear, as in Chameleon's UIKit
    /// reimplementation (`UIScrollViewAnimationDuration`). Apple does not document it.
    public var scrollAnimationDuration: Double
    public var scrollAnimationCurve: AnimationCurve

    /// How long UIKit's rotation animation runs for a quarter turn, seconds: 0.3, what
    /// `UIApplication.statusBarOrientationAnimationDuration` returns in two UIKit
    /// reimplementations (Chameleon, touchHLE) — Apple documents the property, not its value
    /// (docs/facts.md §11.6). The interface re-lays itself out over it with ease-in-out.
    public var rotationDuration = 0.3

    /// Whether the keyboard notifications a rotation causes reach their handlers with animations
    /// disabled, so what a handler animates jumps instead (iOS 8 on: UIKit posts them from
    /// `UIInputWindowController` inside `performWithoutAnimation:`, docs/facts.md §11.6).
    public var rotationHandlersRunWithoutAnimation = false

    /// Whether a rotation with the keyboard up posts the hide and show notifications twice
    /// instead of once, as iOS 8.3 did (Apple Developer Forums thread 5706); off in every profile.
    public var rotationPostsTwice = false

    /// Whether a phone's tab bar turns compact in landscape, 32 pt with each icon beside its title,
    /// as it does from iOS 11; before, a tab bar kept 49 pt "in all screen orientations" (docs/facts.md
    /// §10.4). Phones wide enough for regular width in landscape (the Plus and Max sizes,
    /// `Device.regularWidthInLandscape`) keep 49 pt.
    public var compactTabBarInLandscape = false

    /// Whether views have `safeAreaInsets` and scroll views `contentInsetAdjustmentBehavior` and
    /// `adjustedContentInset`: both arrived in iOS 11 (docs/facts.md §10.3). Before, a scroll view's
    /// range is its plain `contentInset`.
    public var hasSafeAreas = false

    // MARK: The profiles

    /// iOS 6: keyboard curve 0 over 0.25 s, portrait-fixed screen, replacing animations,
    /// handlers outside the keyboard's animation, nothing posted when focus moves.
    public static let iOS6 = PlatformProfile(
        name: "ios6", keyboardCurve: .easeInOut, keyboardDuration: 0.25, keyboardCurveModel: .spring,
        screenFollowsOrientation: false, additiveAnimations: false, willHandlersRunInKeyboardAnimation: false,
        repostsShowOnFocusChange: false, scrollAnimationDuration: 0.33, scrollAnimationCurve: .linear)

    /// iOS 7: the keyboard's curve becomes 7 and "will" handlers run inside its animation.
    public static let iOS7 = iOS6.with(name: "ios7") {
        $0.majorVersion = 7
        $0.keyboardCurve = .keyboard
        $0.willHandlersRunInKeyboardAnimation = true
    }

    /// iOS 8: screen coordinates follow the orientation; UIView animations become additive, with
    /// or without `beginFromCurrentState`; the keyboard notifications of a rotation reach their
    /// handlers with animations disabled; `WillShow` is posted again when focus moves; a text
    /// field gaining focus scrolls its scroll view to show it.
    public static let iOS8 = iOS7.with(name: "ios8") {
        $0.majorVersion = 8
        $0.screenFollowsOrientation = true
        $0.additiveAnimations = true
        $0.additiveFromCurrentState = true
        $0.rotationHandlersRunWithoutAnimation = true
        $0.textFieldScrollsIntoView = true
        $0.repostsShowOnFocusChange = true
    }

    /// iOS 11: no `WillShow` repost when focus moves between fields; safe areas and adjusted insets;
    /// a compact tab bar on phones in landscape.
    public static let iOS11 = iOS8.with(name: "ios11") {
        $0.majorVersion = 11
        $0.repostsShowOnFocusChange = false
        $0.hasSafeAreas = true
        $0.compactTabBarInLandscape = true
    }

    /// iOS 17: as iOS 11 for everything modelled here; the profile for modern devices. (The
    /// keyboard moved out of process in iOS 17 with "slight differences in timing" — WWDC23
    /// 10281 — that no source quantifies.)
    public static let iOS17 = iOS11.with(name: "ios17") { $0.majorVersion = 17 }

    /// iOS 18: as iOS 17; no public record shows its keyboard notifications, curve or heights
    /// changing (docs/facts.md §3.5). A profile of its own for the looks, which draw each era.
    public static let iOS18 = iOS17.with(name: "ios18") { $0.majorVersion = 18 }

    /// iOS 26: as iOS 18 for the notifications modelled here; devices take their iOS 26 numbers
    /// (`Device.under`: the keyboard's heights, the phones' 20 pt landscape home-indicator strip,
    /// the iPads' 32 pt status bar; docs/facts.md §3.4). Its faster keyboard spring is one fork's
    /// reading (§8.3), and the report that the input accessory left the keyboard's frame is one
    /// pull request's (§8.7), so neither is modelled.
    public static let iOS26 = iOS18.with(name: "ios26") { $0.majorVersion = 26 }

    /// Every profile, oldest first.
    public static let all: [PlatformProfile] = [.iOS6, .iOS7, .iOS8, .iOS11, .iOS17, .iOS18, .iOS26]

    /// The profile called `name`, if any.
    public static func named(_ name: String) -> PlatformProfile? { all.first { $0.name == name } }

    /// The resolver that turns curves and durations into timings under this profile.
    public var curveResolver: CurveResolver { CurveResolver(keyboardModel: keyboardCurveModel) }

    private func with(name: String, _ change: (inout PlatformProfile) -> Void) -> PlatformProfile {
        var copy = self
        copy.name = name
        change(&copy)
        return copy
    }

    // MARK: Settings a scene may override

    /// One overridable setting: its name under `settings:` in a scene file, and its kind.
    public struct Setting: Sendable {
        public let name: String
        public let summary: String
        public let kind: Kind

        public enum Kind: Sendable {
            /// Seconds, 0 or more.
            case seconds(WritableKeyPath<PlatformProfile, Double> & Sendable)
            /// `true` or `false`.
            case flag(WritableKeyPath<PlatformProfile, Bool> & Sendable)
            /// A curve name (`easeInOut`, `easeIn`, `easeOut`, `linear`, `keyboard`) or an integer.
            case curve(WritableKeyPath<PlatformProfile, AnimationCurve> & Sendable)
            /// `spring` or `bezier`.
            case keyboardCurveModel(WritableKeyPath<PlatformProfile, KeyboardCurveModel> & Sendable)
        }
    }

    /// Every setting a scene can override, in documentation order.
    public static var settings: [Setting] {
        [
            Setting(
                name: "keyboardCurve", summary: "curve posted with keyboard notifications",
                kind: .curve(\.keyboardCurve)),
            Setting(
                name: "keyboardDuration", summary: "duration posted with keyboard notifications, seconds",
                kind: .seconds(\.keyboardDuration)),
            Setting(
                name: "keyboardCurveModel", summary: "how curve 7 runs: spring or bezier",
                kind: .keyboardCurveModel(\.keyboardCurveModel)),
            Setting(
                name: "screenFollowsOrientation", summary: "keyboard frames in interface orientation (iOS 8+)",
                kind: .flag(\.screenFollowsOrientation)),
            Setting(
                name: "additiveAnimations", summary: "UIView animations add up instead of replacing (iOS 8+)",
                kind: .flag(\.additiveAnimations)),
            Setting(
                name: "additiveFromCurrentState",
                summary: "beginFromCurrentState animations add up too, from the model value (iOS 8+)",
                kind: .flag(\.additiveFromCurrentState)),
            Setting(
                name: "willHandlersRunInKeyboardAnimation",
                summary: "changes in will-handlers move with the keyboard (iOS 7+)",
                kind: .flag(\.willHandlersRunInKeyboardAnimation)),
            Setting(
                name: "repostsShowOnFocusChange", summary: "WillShow posted again when focus moves (iOS 8 to 10)",
                kind: .flag(\.repostsShowOnFocusChange)),
            Setting(
                name: "repostsHideOnFocusChange", summary: "that re-post starts with WillHide and DidHide",
                kind: .flag(\.repostsHideOnFocusChange)),
            Setting(
                name: "textFieldScrollsIntoView",
                summary: "a text field gaining focus scrolls its scroll view to show it (iOS 8+)",
                kind: .flag(\.textFieldScrollsIntoView)),
            Setting(
                name: "scrollAnimationDuration", summary: "scroll view's own animated scroll, seconds",
                kind: .seconds(\.scrollAnimationDuration)),
            Setting(
                name: "scrollAnimationCurve", summary: "scroll view's own animated scroll curve",
                kind: .curve(\.scrollAnimationCurve)),
            Setting(
                name: "rotationDuration", summary: "UIKit's rotation animation for a quarter turn, seconds",
                kind: .seconds(\.rotationDuration)),
            Setting(
                name: "rotationHandlersRunWithoutAnimation",
                summary: "keyboard handlers during a rotation run with animations off (iOS 8+)",
                kind: .flag(\.rotationHandlersRunWithoutAnimation)),
            Setting(
                name: "rotationPostsTwice", summary: "a rotation posts the keyboard's hide and show twice (iOS 8.3)",
                kind: .flag(\.rotationPostsTwice)),
            Setting(
                name: "compactTabBarInLandscape", summary: "a phone's tab bar is 32 pt in landscape (iOS 11+)",
                kind: .flag(\.compactTabBarInLandscape)),
        ]
    }
}
