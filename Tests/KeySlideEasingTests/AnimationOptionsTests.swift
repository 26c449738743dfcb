import Testing

@testable import KeySlideEasing

@Suite("AnimationCurve")
struct AnimationCurveTests {
    @Test("raw values from the SDK header, and the keyboard's 7 (docs/facts.md §1.1, §1.3)")
    func rawValues() {
        #expect(AnimationCurve.easeInOut.rawValue == 0)
        #expect(AnimationCurve.easeIn.rawValue == 1)
        #expect(AnimationCurve.easeOut.rawValue == 2)
        #expect(AnimationCurve.linear.rawValue == 3)
        #expect(AnimationCurve.keyboard.rawValue == 7)
    }

    @Test("any integer is a curve; names for the known ones")
    func anyInteger() {
        for raw in [Int.min, -1, 4, 5, 6, 8, 15, 16, Int.max] {
            let curve = AnimationCurve(rawValue: raw)
            #expect(curve.rawValue == raw)
            #expect(curve.name == String(raw))
            #expect(curve.description == "curve(\(raw))")
        }
        #expect(AnimationCurve.easeOut.description == "easeOut")
        #expect(AnimationCurve.keyboard.description == "curve(7)")
        #expect(AnimationCurve(name: "keyboard") == .keyboard)
        #expect(AnimationCurve(name: "bouncy") == nil)
    }
}

@Suite("AnimationOptions")
struct AnimationOptionsTests {
    /// docs/facts.md §1.2, the decimal column, row by row.
    @Test("every flag bit of the SDK header")
    func flagBits() {
        let table: [(AnimationOptions, UInt, String)] = [
            (.layoutSubviews, 1, "layoutSubviews"),
            (.allowUserInteraction, 2, "allowUserInteraction"),
            (.beginFromCurrentState, 4, "beginFromCurrentState"),
            (.repeat, 8, "repeat"),
            (.autoreverse, 16, "autoreverse"),
            (.overrideInheritedDuration, 32, "overrideInheritedDuration"),
            (.overrideInheritedCurve, 64, "overrideInheritedCurve"),
            (.allowAnimatedContent, 128, "allowAnimatedContent"),
            (.showHideTransitionViews, 256, "showHideTransitionViews"),
            (.overrideInheritedOptions, 512, "overrideInheritedOptions"),
        ]
        for (option, raw, name) in table {
            #expect(option.rawValue == raw)
            #expect(option.description == name)
            #expect(option.flagList == [name])
        }
        #expect(AnimationOptions.flagNames.map(\.name) == table.map(\.2))
    }

    @Test("the curve field: curve << 16, bits 16–19")
    func curveField() {
        let table: [(AnimationCurve, UInt)] = [
            (.easeInOut, 0), (.easeIn, 65536), (.easeOut, 131072), (.linear, 196608), (.keyboard, 458752),
        ]
        for (curve, raw) in table {
            #expect(AnimationOptions(curve: curve).rawValue == raw)
            #expect(AnimationOptions(rawValue: raw).curve == curve)
        }
        // 7 << 16 == 458752 == 0x70000 and decodes back to curve 7.
        #expect(AnimationOptions(rawValue: 458752).curve.rawValue == 7)
        #expect(AnimationOptions(rawValue: 0x70000).curve == .keyboard)
        // Out-of-field curves keep their low four bits and never trap.
        #expect(AnimationOptions(curve: AnimationCurve(rawValue: 18)).curve.rawValue == 2)
        #expect(AnimationOptions(curve: AnimationCurve(rawValue: -1)).curve.rawValue == 15)
        #expect(AnimationOptions(curve: AnimationCurve(rawValue: Int.min)).curve.rawValue == 0)
    }

    @Test("the transition field: << 20, bits 20–23")
    func transitionField() {
        let raws: [UInt] = [0, 1_048_576, 2_097_152, 3_145_728, 4_194_304, 5_242_880, 6_291_456, 7_340_032]
        for (value, raw) in raws.enumerated() {
            let options = AnimationOptions(rawValue: raw)
            #expect(options.transition == value)
            #expect(options.transitionName == AnimationOptions.transitionNames[value])
            var built = AnimationOptions()
            built.transition = value
            #expect(built.rawValue == raw)
        }
        #expect(
            AnimationOptions.transitionNames == [
                "none", "flipFromLeft", "flipFromRight", "curlUp", "curlDown", "crossDissolve", "flipFromTop",
                "flipFromBottom",
            ])
        // Values 8–15 fit the field but have no name; they print as numbers.
        let undefined = AnimationOptions(rawValue: 0x900000)
        #expect(undefined.transition == 9)
        #expect(undefined.transitionName == "9")
        #expect(undefined.description == "transition(9)")
    }

    @Test("the preferred-frame-rate field: << 24, bits 24–27")
    func framesPerSecondField() {
        #expect(AnimationOptions(rawValue: 0).preferredFramesPerSecond == 0)
        #expect(AnimationOptions(rawValue: 50_331_648).preferredFramesPerSecond == 60)
        #expect(AnimationOptions(rawValue: 117_440_512).preferredFramesPerSecond == 30)
        #expect(AnimationOptions(rawValue: 5 << 24).preferredFramesPerSecond == nil)
        #expect(AnimationOptions(rawValue: 5 << 24).preferredFramesPerSecondField == 5)
    }

    @Test("fields set independently of each other and of the flags")
    func fieldsIndependent() {
        var options: AnimationOptions = [.beginFromCurrentState, .allowUserInteraction]
        options.curve = .keyboard
        options.transition = 5
        options.preferredFramesPerSecondField = 3
        #expect(options.rawValue == 6 | 458752 | 5_242_880 | 50_331_648)
        options.curve = .easeIn
        #expect(options.rawValue == 6 | 65536 | 5_242_880 | 50_331_648)
        #expect(options.contains(.beginFromCurrentState))
    }

    @Test("prints as names")
    func description() {
        #expect(
            (AnimationOptions(curve: .keyboard).union(.beginFromCurrentState)).description
                == "beginFromCurrentState | curve(7)")
        #expect(AnimationOptions().description == "[]")
        #expect(
            AnimationOptions(rawValue: 0x70004 | 0x500000 | 0x7000000).description
                == "beginFromCurrentState | curve(7) | transition(crossDissolve) | preferredFramesPerSecond(30)")
        #expect(AnimationOptions(rawValue: 1 << 12 | 1 << 40).description == "unknown(0x10000001000)")
        #expect(AnimationOptions(rawValue: 5 << 24).description == "preferredFramesPerSecond(field 5)")
    }

    @Test("parses numbers in decimal and hex")
    func parseNumbers() throws {
        #expect(try AnimationOptions(parsing: "458752").curve == .keyboard)
        #expect(
            try AnimationOptions(parsing: "0x70004") == AnimationOptions(curve: .keyboard).union(.beginFromCurrentState)
        )
        #expect(try AnimationOptions(parsing: "0X70004").rawValue == 458756)
        #expect(try AnimationOptions(parsing: " 0 ").rawValue == 0)
        #expect(try AnimationOptions(parsing: "18446744073709551615").rawValue == UInt.max)
    }

    @Test("parses names")
    func parseNames() throws {
        #expect(try AnimationOptions(parsing: "curve=7 beginFromCurrentState").rawValue == 458756)
        #expect(
            try AnimationOptions(parsing: "curve=keyboard, allowUserInteraction | beginFromCurrentState").rawValue
                == 458758)
        #expect(
            try AnimationOptions(parsing: "curve=easeOut transition=crossDissolve preferredFramesPerSecond=60").rawValue
                == 131072 | 5_242_880 | 50_331_648)
        #expect(
            try AnimationOptions(parsing: "transition=3 preferredFramesPerSecond=30").rawValue == 3_145_728
                | 117_440_512)
        #expect(try AnimationOptions(parsing: "BEGINFROMCURRENTSTATE curve=EaseIn").rawValue == 65540)
        #expect(try AnimationOptions(parsing: "repeat repeat").rawValue == 8)
        #expect(try AnimationOptions(parsing: "curve=7 curve=keyboard").curve == .keyboard)
        #expect(try AnimationOptions(parsing: "[]").rawValue == 0)
    }

    @Test(
        "what description prints parses back",
        arguments: [
            0, 1, 0x3FF, 0x70004, 0x10000, 0x700000, 0x3000000, 0x7F7F3FF, 0xF00000, 1 << 12 | 0x20, 1 << 63 | 0x70000,
        ] as [UInt])
    func roundTrip(_ raw: UInt) throws {
        let options = AnimationOptions(rawValue: raw)
        #expect(try AnimationOptions(parsing: options.description) == options, "\(options)")
    }

    @Test("refuses bad text with one line naming what is accepted")
    func parseErrors() {
        #expect(
            throws: AnimationOptions.NameError.unknownWord("beginFromCurrentStat", suggestion: "beginFromCurrentState")
        ) {
            try AnimationOptions(parsing: "curve=7 beginFromCurrentStat")
        }
        #expect(throws: AnimationOptions.NameError.unknownWord("bounce", suggestion: nil)) {
            try AnimationOptions(parsing: "bounce")
        }
        #expect(throws: AnimationOptions.NameError.unknownWord("curv=7", suggestion: "curve")) {
            try AnimationOptions(parsing: "curv=7")
        }
        #expect(
            throws: AnimationOptions.NameError.badValue(
                word: "curve=16", accepted: "easeInOut, easeIn, easeOut, linear, keyboard or 0–15")
        ) {
            try AnimationOptions(parsing: "curve=16")
        }
        #expect(
            throws: AnimationOptions.NameError.badValue(word: "preferredFramesPerSecond=45", accepted: "0, 30 or 60")
        ) {
            try AnimationOptions(parsing: "preferredFramesPerSecond=45")
        }
        #expect(throws: AnimationOptions.NameError.conflicting(key: "curve", first: "curve=7", second: "curve(2)")) {
            try AnimationOptions(parsing: "curve=7 curve(2)")
        }
        #expect(throws: AnimationOptions.NameError.badNumber("0x7G")) { try AnimationOptions(parsing: "0x7G") }
        #expect(throws: AnimationOptions.NameError.badNumber("18446744073709551616")) {
            try AnimationOptions(parsing: "18446744073709551616")
        }
        #expect(throws: AnimationOptions.NameError.numberAmongNames("4")) { try AnimationOptions(parsing: "repeat 4") }
        #expect(throws: AnimationOptions.NameError.empty) { try AnimationOptions(parsing: "  ") }
        #expect(
            throws: AnimationOptions.NameError.badValue(
                word: "unknown(0x4)",
                accepted: "a number whose bits lie outside every flag and field (bits 10–15, 28 and up)")
        ) {
            try AnimationOptions(parsing: "unknown(0x4)")
        }
    }

    @Test("error messages word for word")
    func errorMessages() {
        #expect(
            AnimationOptions.NameError.unknownWord("beginFromCurrentStat", suggestion: "beginFromCurrentState")
                .description
                == "unknown option 'beginFromCurrentStat' (did you mean 'beginFromCurrentState'?); expected a flag "
                + "(layoutSubviews, allowUserInteraction, beginFromCurrentState, repeat, autoreverse, "
                + "overrideInheritedDuration, overrideInheritedCurve, allowAnimatedContent, "
                + "showHideTransitionViews, overrideInheritedOptions), curve=, transition= or "
                + "preferredFramesPerSecond="
        )
        #expect(
            AnimationOptions.NameError.badValue(word: "preferredFramesPerSecond=45", accepted: "0, 30 or 60")
                .description
                == "'preferredFramesPerSecond=45' has a value that is not accepted; expected 0, 30 or 60")
        #expect(
            AnimationOptions.NameError.conflicting(key: "curve", first: "curve=7", second: "curve(2)").description
                == "curve is given twice, as curve=7 and curve(2); give it once")
        #expect(
            AnimationOptions.NameError.badNumber("0x7G").description
                == "'0x7G' is not a number of options; expected decimal digits or 0x and hex digits, at most 64 bits")
    }
}
