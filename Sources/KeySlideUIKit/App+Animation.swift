import KeySlideEasing
import KeySlideGeometry

/// An open animation context: a block, a `beginAnimations`…`commitAnimations` pair, the
/// keyboard's own animation around its "will" handlers, UIKit's rotation animation, or a stretch
/// with animations disabled (`performWithoutAnimation:`), inside which nothing animates.
struct AnimationContext: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case block, legacy, keyboard, rotation, withoutAnimation }
    var kind: Kind
    /// The parameters as given, before inheriting from enclosing contexts.
    var parameters: AnimationParameters
    /// A timing that replaces the one the parameters' curve resolves to: the piece of the
    /// keyboard's motion a view on the keyboard layout guide follows (App+Layout.swift).
    var timing: Timing? = nil
}

/// UIView's animation APIs and the one place where a property change becomes a track change.
extension App {
    /// The block API, `animateWithDuration:delay:options:animations:`. Property changes made in
    /// `animations` animate with these parameters — or, nested in another block, with the
    /// inherited ones (see `AnimationParameters.nested(inside:)`).
    public mutating func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: (inout App) -> Void
    ) {
        contexts.append(
            AnimationContext(
                kind: .block, parameters: AnimationParameters(duration: duration, delay: delay, options: options)))
        animations(&self)
        contexts.removeLast()
    }

    /// `+beginAnimations:context:`. UIKit's defaults: 0.2 s, ease-in-out, no delay (SDK-5 header).
    public mutating func beginAnimations() {
        contexts.append(AnimationContext(kind: .legacy, parameters: AnimationParameters(duration: 0.2)))
    }

    /// `+setAnimationDuration:`. UIKit reads the settings when the animations are committed;
    /// here they apply to changes made after the call, which is the same for code that
    /// configures first and then changes properties, as every seed does.
    public mutating func setAnimationDuration(_ duration: Double) {
        updateLegacyContext { $0.duration = duration }
    }

    /// `+setAnimationCurve:` — takes the raw curve, so the keyboard's 7 passes through.
    public mutating func setAnimationCurve(_ curve: AnimationCurve) {
        updateLegacyContext { $0.options.curve = curve }
    }

    /// `+setAnimationDelay:`.
    public mutating func setAnimationDelay(_ delay: Double) {
        updateLegacyContext { $0.delay = delay }
    }

    /// `+setAnimationBeginsFromCurrentState:`.
    public mutating func setAnimationBeginsFromCurrentState(_ flag: Bool) {
        updateLegacyContext {
            if flag { $0.options.insert(.beginFromCurrentState) } else { $0.options.remove(.beginFromCurrentState) }
        }
    }

    /// `+commitAnimations`.
    public mutating func commitAnimations() {
        if let index = contexts.lastIndex(where: { $0.kind == .legacy }) { contexts.remove(at: index) }
    }

    private mutating func updateLegacyContext(_ update: (inout AnimationParameters) -> Void) {
        guard let index = contexts.lastIndex(where: { $0.kind == .legacy }) else { return }
        update(&contexts[index].parameters)
    }

    /// The parameters a property change made now would animate with, or `nil` outside any
    /// animation context.
    var currentAnimationParameters: AnimationParameters? {
        guard !contexts.contains(where: { $0.kind == .withoutAnimation }) else { return nil }
        return contexts.reduce(nil as AnimationParameters?) { outer, context in context.parameters.nested(inside: outer)
        }
    }

    /// `+performWithoutAnimation:`: changes made in `body` take effect at once, even inside
    /// animation blocks it opens.
    public mutating func performWithoutAnimation(_ body: (inout App) -> Void) {
        contexts.append(AnimationContext(kind: .withoutAnimation, parameters: AnimationParameters(duration: 0)))
        body(&self)
        contexts.removeLast()
    }

    /// Runs `body` inside the keyboard's own animation, as iOS 7 and later run keyboard "will"
    /// handlers (a profile setting).
    mutating func insideKeyboardAnimation(_ body: (inout App) -> Void) {
        guard profile.willHandlersRunInKeyboardAnimation else { return body(&self) }
        let parameters = AnimationParameters(
            duration: keyboard.duration, options: AnimationOptions(curve: keyboard.curve))
        contexts.append(AnimationContext(kind: .keyboard, parameters: parameters))
        body(&self)
        contexts.removeLast()
    }

    // MARK: The one door to a track

    /// Sets a property's model value; animates the presentation value when an animation
    /// context is open.
    ///
    /// Where the animation starts is UIKit's rule of the profile. Before iOS 8 animations replace
    /// the running ones: from the old model value (a visible jump when one was running), or with
    /// `beginFromCurrentState` from what is on screen. From iOS 8 they add to the running ones,
    /// from the old model value — with `beginFromCurrentState` too, unless the profile's
    /// `additiveFromCurrentState` says otherwise (docs/facts.md §9.1).
    mutating func change(_ path: WritableKeyPath<App, Track>, to value: Double, view: ViewID, property: String) {
        let track = self[keyPath: path]
        let model = track.modelValue(at: now)
        let shown = track.value(at: now)
        let fromCurrent = currentAnimationParameters?.options.contains(.beginFromCurrentState) == true
        let additive = profile.additiveAnimations && (!fromCurrent || profile.additiveFromCurrentState)
        // Only a replacing animation from the screen's value has anything to do when the model
        // value stays: an additive one would add nothing.
        guard value != model || (value != shown && fromCurrent && !additive) else { return }
        var details: [Event.Detail] = [
            .init("view", .text(self[view].name)), .init("property", .text(property)), .init("from", .number(shown)),
            .init("to", .number(value)),
        ]
        guard let parameters = currentAnimationParameters else {
            self[keyPath: path].set(value, at: now)
            endOwnScroll(of: view, property: property)
            log("set", details)
            return
        }
        let timing = contexts.last?.timing ?? profile.curveResolver.timing(for: parameters)
        let animation = Track.Animation(
            timing: timing, delay: parameters.delay, from: fromCurrent && !additive ? shown : model,
            replacesRunning: !additive)
        self[keyPath: path].animate(to: value, at: now, animation)
        endOwnScroll(of: view, property: property)
        details += [
            .init("duration", .number(timing.duration)), .init("delay", .number(parameters.delay)),
            .init("curve", .text(timing.curve.description)),
            .init("uikitCurve", .number(Double(parameters.curve.rawValue))),
            .init("start", .number(animation.from)), .init("mode", .text(additive ? "additive" : "replace")),
        ]
        if timing.duration == 0 && parameters.delay == 0 {
            log("set", Array(details.prefix(4)))
        } else {
            log("animation", details)
        }
    }
}
