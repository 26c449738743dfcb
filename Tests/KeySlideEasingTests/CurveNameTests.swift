import Testing

@testable import KeySlideEasing

@Suite("CurveName")
struct CurveNameTests {
    @Test(
        "plain names and raw numbers",
        arguments: [
            ("linear", CurveName.Meaning.uiKit(.linear)),
            ("easeIn", .uiKit(.easeIn)),
            ("easeOut", .uiKit(.easeOut)),
            ("easeInOut", .uiKit(.easeInOut)),
            ("EASEINOUT", .uiKit(.easeInOut)),
            ("keyboard", .uiKit(.keyboard)),
            ("default", .timingCurve(.bezier(.default))),
            ("0", .uiKit(.easeInOut)),
            ("1", .uiKit(.easeIn)),
            ("2", .uiKit(.easeOut)),
            ("3", .uiKit(.linear)),
            ("7", .uiKit(.keyboard)),
            (" 7 ", .uiKit(.keyboard)),
        ])
    func plainNames(_ text: String, _ meaning: CurveName.Meaning) throws {
        let name = try CurveName(parsing: text)
        #expect(name.meaning == meaning)
        #expect(name.text == text)
    }

    @Test("cubic-bezier and spring")
    func functions() throws {
        #expect(
            try CurveName(parsing: "cubic-bezier(0.38, 0.7, 0.125, 1)").meaning
                == .timingCurve(.bezier(.keyboardLookAlike)))
        #expect(try CurveName(parsing: "cubic-bezier(.25,.1,.25,1)").meaning == .timingCurve(.bezier(.default)))
        #expect(
            try CurveName(parsing: "cubic-bezier(0,-2,1,3)").meaning
                == .timingCurve(.bezier(try UnitBezier(0, -2, 1, 3))))
        #expect(
            try CurveName(parsing: "spring(3,1000,500)").meaning
                == .timingCurve(.spring(try Spring(mass: 3, stiffness: 1000, damping: 500))))
        #expect(
            try CurveName(parsing: "Spring(1, 100, 10, -2.5)").meaning
                == .timingCurve(.spring(try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -2.5))))
    }

    @Test("natural durations: 1 s for beziers, 0.5 s for the keyboard, settling time for springs")
    func naturalDurations() throws {
        #expect(try CurveName(parsing: "easeIn").naturalDuration() == 1)
        #expect(try CurveName(parsing: "default").naturalDuration() == 1)
        #expect(try CurveName(parsing: "cubic-bezier(0,0,1,1)").naturalDuration() == 1)
        #expect(try CurveName(parsing: "keyboard").naturalDuration() == 0.5)
        #expect(try CurveName(parsing: "7").naturalDuration(resolver: CurveResolver(keyboardModel: .bezier)) == 0.5)
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(try CurveName(parsing: "spring(1,100,10)").naturalDuration() == spring.settlingDuration)
        #expect(try CurveName(parsing: "spring(1,100,0)").naturalDuration() == .infinity)
    }

    @Test("UIKit names run through the resolver; the keyboard ignores the duration")
    func timing() throws {
        #expect(
            try CurveName(parsing: "keyboard").timing(duration: 2) == Timing(curve: .spring(.keyboard), duration: 0.5))
        #expect(
            try CurveName(parsing: "7").timing(resolver: CurveResolver(keyboardModel: .bezier))
                == .bezier(.keyboardLookAlike, duration: 0.5))
        #expect(try CurveName(parsing: "easeOut").timing(duration: 0.3) == .bezier(.easeOut, duration: 0.3))
        #expect(
            try CurveName(parsing: "spring(3,1000,500)").timing(duration: 2)
                == Timing(curve: .spring(try Spring(mass: 3, stiffness: 1000, damping: 500)), duration: 2))
    }

    @Test(
        "bad names get one line naming the problem and what is accepted",
        arguments: [
            (
                "NaN",
                "unknown curve 'NaN'; expected linear, easeIn, easeOut, easeInOut, default, keyboard, 0–3, 7, "
                    + "cubic-bezier(x1,y1,x2,y2) or spring(mass,stiffness,damping[,velocity])"
            ),
            (
                "bounce(1,2)",
                "unknown curve 'bounce(1,2)'; expected linear, easeIn, easeOut, easeInOut, default, keyboard, 0–3, "
                    + "7, cubic-bezier(x1,y1,x2,y2) or spring(mass,stiffness,damping[,velocity])"
            ),
            (
                "",
                "unknown curve ''; expected linear, easeIn, easeOut, easeInOut, default, keyboard, 0–3, 7, "
                    + "cubic-bezier(x1,y1,x2,y2) or spring(mass,stiffness,damping[,velocity])"
            ),
            (
                "5",
                "unknown curve number 5; expected 0 (easeInOut), 1 (easeIn), 2 (easeOut), 3 (linear) or 7 (keyboard)"
            ),
            (
                "-1",
                "unknown curve number -1; expected 0 (easeInOut), 1 (easeIn), 2 (easeOut), 3 (linear) or 7 (keyboard)"
            ),
            (
                "cubic-bezier(1.2,0,0,1)",
                "cubic-bezier(1.2,0,0,1): control point x 1.2 is outside 0…1 (x values must lie in 0…1; y values "
                    + "may overshoot)"
            ),
            ("cubic-bezier(NaN,0,0,1)", "cubic-bezier(NaN,0,0,1): control points must be finite numbers"),
            // Numbers so large they made the progress NaN and the chart's SVG say "inf".
            ("cubic-bezier(0,1e308,1,1)", "cubic-bezier(0,1e308,1,1): y1 must be from -1000000 to 1000000, got 1e308"),
            ("spring(1e-300,1,1)", "spring(1e-300,1,1): mass must be from 0.000001 to 1000000, got 1e-300"),
            ("spring(1,2e6,1)", "spring(1,2e6,1): stiffness must be from 0.000001 to 1000000, got 2e6"),
            (
                "spring(1,100,10,-1e308)",
                "spring(1,100,10,-1e308): velocity must be from -1000000 to 1000000, got -1e308"
            ),
            ("cubic-bezier(0,0,1)", "cubic-bezier takes 4 numbers (x1,y1,x2,y2), got 3 in 'cubic-bezier(0,0,1)'"),
            ("cubic-bezier()", "cubic-bezier takes 4 numbers (x1,y1,x2,y2), got 0 in 'cubic-bezier()'"),
            ("cubic-bezier(0,a,1,1)", "'a' is not a number in 'cubic-bezier(0,a,1,1)'"),
            (
                "cubic-bezier(0,0,1,1",
                "'cubic-bezier(0,0,1,1' does not end with ')'; expected cubic-bezier(x1,y1,x2,y2) or "
                    + "spring(mass,stiffness,damping[,velocity])"
            ),
            ("spring(0,1,1)", "spring(0,1,1): spring mass must be greater than 0, got 0"),
            ("spring(1,0,1)", "spring(1,0,1): spring stiffness must be greater than 0, got 0"),
            ("spring(1,1,-1)", "spring(1,1,-1): spring damping must be 0 or more, got -1"),
            ("spring(1,1,inf)", "spring(1,1,inf): spring parameters must be finite numbers"),
            ("spring(1,1)", "spring takes 3 or 4 numbers (mass,stiffness,damping[,velocity]), got 2 in 'spring(1,1)'"),
        ])
    func errors(_ text: String, _ message: String) {
        do {
            _ = try CurveName(parsing: text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.description == message)
        }
    }
}
