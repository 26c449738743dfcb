import KeySlideEasing
import KeySlideGeometry

/// A keyboard notification and its `userInfo`.
///
/// Frames are in *screen* coordinates, which before iOS 8 stay portrait whatever the interface
/// orientation (docs/facts.md §4.3). Only the "will" family carries the animation keys; for the
/// "did" family `duration` and `curve` are `nil`, as `userInfo` lacks them (SDK header comment,
/// docs/facts.md §4.1).
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
