import KeySlideEasing
import KeySlideGeometry

/// A keyboard notification and its `userInfo`.
///
/// Frames are in *screen* coordinates, which before iOS 8 stay portrait whatever the interface
/// orientation (docs/facts.md §4.3). The SDK header says only the "will" family carries the
/// animation keys, but logged `userInfo`s of `DidShow`, `DidChangeFrame` and `DidHide` carry the
/// same duration and curve as their "will" notifications, so the simulation posts them too
/// (docs/facts.md §4.1). `nil` is for code that makes notifications of its own.
public struct KeyboardNotification: Hashable, Sendable {
    public enum Name: String, Hashable, Sendable {
        case willShow = "keyboardWillShow"
        case didShow = "keyboardDidShow"
        case willHide = "keyboardWillHide"
        case didHide = "keyboardDidHide"
        case willChangeFrame = "keyboardWillChangeFrame"
        case didChangeFrame = "keyboardDidChangeFrame"

        public var isWill: Bool { self == .willShow || self == .willHide || self == .willChangeFrame }
    }

    public var name: Name
    /// `UIKeyboardFrameBeginUserInfoKey`.
    public var frameBegin: Rect
    /// `UIKeyboardFrameEndUserInfoKey`.
    public var frameEnd: Rect
    /// `UIKeyboardAnimationDurationUserInfoKey`.
    public var duration: Double?
    /// `UIKeyboardAnimationCurveUserInfoKey`.
    public var curve: AnimationCurve?

    public init(name: Name, frameBegin: Rect, frameEnd: Rect, duration: Double?, curve: AnimationCurve?) {
        self.name = name
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.duration = duration
        self.curve = curve
    }

    var details: [Event.Detail] {
        [
            .init("frameBegin", .rect(frameBegin)),
            .init("frameEnd", .rect(frameEnd)),
            .init("duration", duration.map(Event.Value.number) ?? .none),
            .init("curve", curve.map { .number(Double($0.rawValue)) } ?? .none),
        ]
    }
}
