/// How the keyboard's undocumented curve 7 is modelled. A platform-profile setting, so a scene
/// can pick the other one and see the difference.
public enum KeyboardCurveModel: String, Hashable, Sendable, CaseIterable {
    /// The `CASpringAnimation` read off a live keyboard animation — mass 3, stiffness 1000,
    /// damping 500, clamped to critical damping — running 0.5 s whatever duration was asked for.
    case spring
    /// The bezier look-alike (0.38, 0.7, 0.125, 1) over 0.5 s whatever duration was asked for.
    ///
    /// Its author had to double the keyboard's reported 0.25 s to match (forum thread 48088),
    /// which gives the spring's own 0.5 s. Since UIKit ignores the requested duration for
    /// curve 7, the look-alike does too: the two models then differ in shape only.
    case bezier
}

/// The parameters a UIView animation block was given.
public struct AnimationParameters: Hashable, Sendable {
    public var duration: Double
    public var delay: Double
    public var options: AnimationOptions

    public init(duration: Double, delay: Double = 0, options: AnimationOptions = []) {
        self.duration = duration
        self.delay = delay
        self.options = options
    }

    /// The curve carried in the options' curve field.
    public var curve: AnimationCurve { options.curve }

    /// The parameters a block nested inside `outer` really runs with.
    ///
    /// UIKit's rule (the option names in the SDK header, docs/facts.md §1.2, and Apple's pages
    /// for them): an inner block takes the enclosing block's duration unless it sets
    /// `overrideInheritedDuration`; its curve unless it sets `overrideInheritedCurve`; and its
    /// other flags (`beginFromCurrentState` among them) are added to the enclosing block's.
    /// `overrideInheritedOptions` — "not inherit the animation type or any options" — stops
    /// both the flags and the curve (the curve is an option field), not the duration. The delay
    /// is always the inner block's own.
    public func nested(inside outer: AnimationParameters?) -> AnimationParameters {
        guard let outer else { return self }
        var result = self
        let ownOptionsOnly = options.contains(.overrideInheritedOptions)
        if !options.contains(.overrideInheritedDuration) { result.duration = outer.duration }
        if !ownOptionsOnly {
            result.options.formUnion(AnimationOptions(rawValue: outer.options.rawValue & AnimationOptions.flagMask))
        }
        if !ownOptionsOnly && !options.contains(.overrideInheritedCurve) { result.options.curve = outer.curve }
        return result
    }
}

/// Turns a UIKit curve and duration into the timing that actually runs.
public struct CurveResolver: Hashable, Sendable {
    public var keyboardModel: KeyboardCurveModel

    public init(keyboardModel: KeyboardCurveModel = .spring) {
        self.keyboardModel = keyboardModel
    }

    /// The fallback for a curve value outside 0…3 and 7: ease-in-out, UIKit's default curve and
    /// what defensive libraries map unknown values to (iZettle/Form PR #38). UIKit's own
    /// behaviour for such values is not documented.
    public static let fallbackCurve = AnimationCurve.easeInOut

    /// The timing curve UIKit runs for `curve`: the four documented curves map to Core
    /// Animation's named functions; 7 follows `keyboardModel`; anything else falls back.
    public func timingCurve(for curve: AnimationCurve) -> TimingCurve {
        switch curve.rawValue {
        case 0: .bezier(.easeInEaseOut)
        case 1: .bezier(.easeIn)
        case 2: .bezier(.easeOut)
        case 3: .bezier(.linear)
        case 7: keyboardModel == .spring ? .spring(.keyboard) : .bezier(.keyboardLookAlike)
        default: timingCurve(for: Self.fallbackCurve)
        }
    }

    /// The timing for `curve` asked to run `duration` seconds.
    ///
    /// A duration of 0 or less (or NaN) is an instant change whatever the curve: UIKit does not
    /// animate then, which is what a keyboard notification with duration 0 relies on. Curve 7
    /// ignores `duration` and runs `Spring.keyboardDuration` (0.5 s) in either model: "UIView
    /// animation will ignore the duration in the parameter" (forum thread 48088).
    public func timing(for curve: AnimationCurve, duration: Double) -> Timing {
        let timingCurve = timingCurve(for: curve)
        guard duration > 0 else { return Timing(curve: timingCurve, duration: 0) }
        guard curve == .keyboard else { return Timing(curve: timingCurve, duration: duration) }
        return Timing(curve: timingCurve, duration: Spring.keyboardDuration)
    }

    /// The timing for an animation block with `parameters`.
    public func timing(for parameters: AnimationParameters) -> Timing {
        timing(for: parameters.curve, duration: parameters.duration)
    }
}
