import Testing

@testable import KeySlideEasing

@Suite("CurveResolver")
struct CurveResolverTests {
    @Test("documented curves map to Core Animation's named functions (docs/facts.md §2.1)")
    func documentedCurves() {
        let resolver = CurveResolver()
        #expect(resolver.timingCurve(for: .easeInOut) == .bezier(.easeInEaseOut))
        #expect(resolver.timingCurve(for: .easeIn) == .bezier(.easeIn))
        #expect(resolver.timingCurve(for: .easeOut) == .bezier(.easeOut))
        #expect(resolver.timingCurve(for: .linear) == .bezier(.linear))
        #expect(resolver.timing(for: .easeOut, duration: 0.3) == Timing.bezier(.easeOut, duration: 0.3))
    }

    @Test("curve 7 as the spring: 0.5 s whatever the duration asked for")
    func keyboardSpring() {
        let resolver = CurveResolver(keyboardModel: .spring)
        for asked in [0.1, 0.25, 0.4, 3] {
            let timing = resolver.timing(for: .keyboard, duration: asked)
            #expect(timing.curve == .spring(.keyboard))
            #expect(timing.duration == 0.5)
        }
        // ≈0.545 at 0.1 s (docs/facts.md §2.2).
        #expect(abs(resolver.timing(for: .keyboard, duration: 0.25).progress(atElapsed: 0.1) - 0.545) < 0.0005)
    }

    @Test("curve 7 as the bezier look-alike: also 0.5 s")
    func keyboardBezier() {
        let resolver = CurveResolver(keyboardModel: .bezier)
        for asked in [0.25, 0.4] {
            #expect(
                resolver.timing(for: .keyboard, duration: asked) == Timing.bezier(.keyboardLookAlike, duration: 0.5))
        }
    }

    @Test("a duration of 0 (a QuickType-bar change) is instant, whatever the curve")
    func zeroDuration() {
        for curve in [AnimationCurve.keyboard, .easeIn, AnimationCurve(rawValue: 12)] {
            #expect(CurveResolver().timing(for: curve, duration: 0).duration == 0)
            #expect(CurveResolver().timing(for: curve, duration: -1).duration == 0)
            #expect(CurveResolver().timing(for: curve, duration: .nan).duration == 0)
        }
    }

    @Test(
        "any other value falls back to ease-in-out and never traps",
        arguments: [Int.min, -1, 4, 5, 6, 8, 15, 1 << 40, Int.max])
    func fallback(_ raw: Int) {
        let resolver = CurveResolver()
        #expect(CurveResolver.fallbackCurve == .easeInOut)
        #expect(resolver.timingCurve(for: AnimationCurve(rawValue: raw)) == .bezier(.easeInEaseOut))
        #expect(
            resolver.timing(for: AnimationCurve(rawValue: raw), duration: 0.3)
                == Timing.bezier(.easeInEaseOut, duration: 0.3))
    }

    @Test("options carry the curve: 7 << 16 resolves to the keyboard's timing")
    func fromOptions() {
        let parameters = AnimationParameters(
            duration: 0.25, options: AnimationOptions(rawValue: 458752).union(.beginFromCurrentState))
        #expect(parameters.curve == .keyboard)
        #expect(CurveResolver().timing(for: parameters) == Timing(curve: .spring(.keyboard), duration: 0.5))
    }
}

@Suite("AnimationParameters.nested")
struct NestedAnimationTests {
    let keyboardBlock = AnimationParameters(
        duration: 0.25, options: AnimationOptions(curve: .keyboard).union(.allowUserInteraction))

    @Test("no enclosing block: unchanged")
    func topLevel() {
        let own = AnimationParameters(duration: 1, delay: 0.2, options: [.repeat])
        #expect(own.nested(inside: nil) == own)
    }

    @Test("inherits the outer duration, curve and flags by default; keeps its own delay")
    func inheritsEverything() {
        let inner = AnimationParameters(
            duration: 2, delay: 0.1, options: AnimationOptions(curve: .linear).union(.beginFromCurrentState))
        let result = inner.nested(inside: keyboardBlock)
        #expect(result.duration == 0.25)
        #expect(result.delay == 0.1)
        #expect(result.curve == .keyboard)
        #expect(result.options.contains(.beginFromCurrentState))
        #expect(result.options.contains(.allowUserInteraction))
    }

    @Test("overrideInheritedDuration keeps the inner duration only")
    func overrideDuration() {
        let inner = AnimationParameters(
            duration: 2, options: AnimationOptions(curve: .linear).union(.overrideInheritedDuration))
        let result = inner.nested(inside: keyboardBlock)
        #expect(result.duration == 2)
        #expect(result.curve == .keyboard)
    }

    @Test("overrideInheritedCurve keeps the inner curve only")
    func overrideCurve() {
        let inner = AnimationParameters(
            duration: 2, options: AnimationOptions(curve: .linear).union(.overrideInheritedCurve))
        let result = inner.nested(inside: keyboardBlock)
        #expect(result.duration == 0.25)
        #expect(result.curve == .linear)
        #expect(result.options.contains(.allowUserInteraction))
    }

    @Test("overrideInheritedOptions keeps the inner flags and curve, not the duration")
    func overrideOptions() {
        let inner = AnimationParameters(
            duration: 2, options: AnimationOptions(curve: .easeOut).union(.overrideInheritedOptions))
        let result = inner.nested(inside: keyboardBlock)
        #expect(result.duration == 0.25)
        #expect(result.curve == .easeOut)
        #expect(!result.options.contains(.allowUserInteraction))
    }

    @Test("an inner ease-in-out (curve 0) inside the keyboard's block runs the keyboard spring")
    func classicKeyboardHandler() {
        // A will-show handler animating with the default options inside the keyboard's own block.
        let inner = AnimationParameters(duration: 0.3)
        let timing = CurveResolver().timing(for: inner.nested(inside: keyboardBlock))
        #expect(timing == Timing(curve: .spring(.keyboard), duration: 0.5))
    }

    @Test("inheritance chains through several levels")
    func threeLevels() {
        let middle = AnimationParameters(
            duration: 1, options: AnimationOptions(curve: .easeIn).union([.overrideInheritedCurve, .repeat]))
        let inner = AnimationParameters(duration: 9, options: [.autoreverse])
        let result = inner.nested(inside: middle.nested(inside: keyboardBlock))
        #expect(result.duration == 0.25)
        #expect(result.curve == .easeIn)
        #expect(result.options.isSuperset(of: [.repeat, .autoreverse, .allowUserInteraction]))
    }
}
