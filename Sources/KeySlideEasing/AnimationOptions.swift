/// UIKit's `UIViewAnimationOptions`: ten flag bits plus three small integer fields.
///
/// The layout is the SDK header's (docs/facts.md §1.2):
///
/// | bits  | meaning |
/// |-------|---------|
/// | 0–9   | flags (`layoutSubviews` … `overrideInheritedOptions`) |
/// | 16–19 | animation curve: `UIViewAnimationCurve << 16` |
/// | 20–23 | transition: `UIViewAnimationTransition`-like value `<< 20` |
/// | 24–27 | preferred frame rate: 0 default, 3 = 60 fps, 7 = 30 fps, `<< 24` |
///
/// The curve field is four bits wide, so the keyboard's curve 7 fits: `7 << 16 == 458752`
/// decodes back to curve 7 even though no option constant names it.
public struct AnimationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen (the presentation value), not the model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block uses its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block uses its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block does not inherit the enclosing block's options (iOS 7 SDK and later).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Every named flag with its name, lowest bit first.
    public static let flagNames: [(name: String, flag: AnimationOptions)] = [
        ("layoutSubviews", .layoutSubviews),
        ("allowUserInteraction", .allowUserInteraction),
        ("beginFromCurrentState", .beginFromCurrentState),
        ("repeat", .repeat),
        ("autoreverse", .autoreverse),
        ("overrideInheritedDuration", .overrideInheritedDuration),
        ("overrideInheritedCurve", .overrideInheritedCurve),
        ("allowAnimatedContent", .allowAnimatedContent),
        ("showHideTransitionViews", .showHideTransitionViews),
        ("overrideInheritedOptions", .overrideInheritedOptions),
    ]

    static let curveShift: UInt = 16
    static let transitionShift: UInt = 20
    static let framesPerSecondShift: UInt = 24
    static let fieldMask: UInt = 0xF
    /// The ten flag bits, 0–9.
    static let flagMask: UInt = 0x3FF
    /// Bits no field or flag uses (10–15 and 28 up).
    static let unknownMask: UInt = ~(flagMask | (0xFFF << 16))

    /// The options holding `curve` in the curve field: UIKit's `curve << 16` idiom.
    public init(curve: AnimationCurve) {
        self.init(rawValue: (UInt(truncatingIfNeeded: curve.rawValue) & Self.fieldMask) << Self.curveShift)
    }

    /// The curve field (bits 16–19).
    public var curve: AnimationCurve {
        get { AnimationCurve(rawValue: Int((rawValue >> Self.curveShift) & Self.fieldMask)) }
        set { setField(UInt(truncatingIfNeeded: newValue.rawValue), shift: Self.curveShift) }
    }

    /// The transition field (bits 20–23): 0 none, 1 flipFromLeft … 7 flipFromBottom.
    public var transition: Int {
        get { Int((rawValue >> Self.transitionShift) & Self.fieldMask) }
        set { setField(UInt(truncatingIfNeeded: newValue), shift: Self.transitionShift) }
    }

    /// The preferred-frame-rate field (bits 24–27): 0 default, 3 for 60 fps, 7 for 30 fps.
    public var preferredFramesPerSecondField: Int {
        get { Int((rawValue >> Self.framesPerSecondShift) & Self.fieldMask) }
        set { setField(UInt(truncatingIfNeeded: newValue), shift: Self.framesPerSecondShift) }
    }

    /// Names of the transition field's values, index = value.
    public static let transitionNames = [
        "none", "flipFromLeft", "flipFromRight", "curlUp", "curlDown", "crossDissolve", "flipFromTop", "flipFromBottom",
    ]

    /// The transition field's name (`crossDissolve`), or its number for the values 8–15 the
    /// header leaves undefined.
    public var transitionName: String {
        transition < Self.transitionNames.count ? Self.transitionNames[transition] : String(transition)
    }

    /// The preferred frame rate in frames per second, 0 for the default, `nil` for a field value
    /// the header does not define.
    public var preferredFramesPerSecond: Int? {
        switch preferredFramesPerSecondField {
        case 0: 0
        case 3: 60
        case 7: 30
        default: nil
        }
    }

    /// The names of the flag bits that are set, lowest first.
    public var flagList: [String] {
        Self.flagNames.filter { contains($0.flag) }.map(\.name)
    }

    /// Bits set outside every flag and field.
    public var unknownBits: UInt { rawValue & Self.unknownMask }

    /// The value as names joined by ` | `: flags, then `curve(N)`, `transition(name)` and
    /// `preferredFramesPerSecond(N)` for non-zero fields, then any unknown bits in hex; `[]` when
    /// nothing is set.
    public var description: String {
        var parts = flagList
        if curve.rawValue != 0 { parts.append("curve(\(curve.rawValue))") }
        if transition != 0 { parts.append("transition(\(transitionName))") }
        if preferredFramesPerSecondField != 0 {
            parts.append(
                "preferredFramesPerSecond(\(preferredFramesPerSecond.map(String.init) ?? "field \(preferredFramesPerSecondField)"))"
            )
        }
        if unknownBits != 0 { parts.append("unknown(0x\(String(unknownBits, radix: 16)))") }
        return parts.isEmpty ? "[]" : parts.joined(separator: " | ")
    }

    private mutating func setField(_ value: UInt, shift: UInt) {
        rawValue = (rawValue & ~(Self.fieldMask << shift)) | ((value & Self.fieldMask) << shift)
    }
}
