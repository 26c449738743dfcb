import KeySlideCLI
import KeySlideTestSupport
import Testing

/// `keyslide options`, run as a user would run it.
@Suite("keyslide options")
struct OptionsCommandTests {
    /// 7 << 16 == 458752 (docs/facts.md §0): the keyboard's curve in the curve field.
    @Test("decodes the keyboard's 7 << 16 as JSON")
    func decodeJSON() throws {
        let result = try KeySlideProcess.run(["options", "458752", "--json"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                {
                  "raw": 458752,
                  "curve": 7,
                  "transition": 0,
                  "preferredFramesPerSecond": 0,
                  "flags": [],
                  "unknownBits": 0
                }

                """)
    }

    @Test("decodes hex, with every field set")
    func decodeHex() throws {
        // beginFromCurrentState (4) | allowUserInteraction (2) | curve 2 << 16 | crossDissolve
        // 5 << 20 | 30 fps 7 << 24, from the SDK header's table (docs/facts.md §1.2).
        let result = try KeySlideProcess.run(["options", "0x7520006", "--json"])
        #expect(
            result.standardOutput == """
                {
                  "raw": 122814470,
                  "curve": 2,
                  "transition": 5,
                  "preferredFramesPerSecond": 30,
                  "flags": ["allowUserInteraction", "beginFromCurrentState"],
                  "unknownBits": 0
                }

                """)
    }

    @Test("encodes names into the number")
    func encode() throws {
        let result = try KeySlideProcess.run(["options", "curve=7", "beginFromCurrentState"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                raw                       458756 (0x70004)
                names                     beginFromCurrentState | curve(7)
                flags                     beginFromCurrentState
                curve                     7 (keyboard, declared in no header)
                transition                0 (none)
                preferredFramesPerSecond  0 (default)

                """)
    }

    @Test("undefined field values and stray bits are shown, not dropped")
    func undefinedValues() throws {
        let result = try KeySlideProcess.run(["options", "0x50C1000"])
        #expect(
            result.standardOutput == """
                raw                       84676608 (0x50c1000)
                names                     curve(12) | preferredFramesPerSecond(field 5) | unknown(0x1000)
                flags                     none
                curve                     12 (undefined; runs as easeInOut)
                transition                0 (none)
                preferredFramesPerSecond  undefined (field value 5)
                unknown bits              0x1000

                """)
    }

    @Test(
        "bad text: one line naming what is wrong and what is accepted, exit 1",
        arguments: [
            (
                ["curve=7", "beginFromCurrentStat"],
                "Error: unknown option 'beginFromCurrentStat' (did you mean 'beginFromCurrentState'?); expected a "
                    + "flag (layoutSubviews, allowUserInteraction, beginFromCurrentState, repeat, autoreverse, "
                    + "overrideInheritedDuration, overrideInheritedCurve, allowAnimatedContent, "
                    + "showHideTransitionViews, overrideInheritedOptions), curve=, transition= or "
                    + "preferredFramesPerSecond=\n"
            ),
            (
                ["curve=fast"],
                "Error: 'curve=fast' has a value that is not accepted; expected easeInOut, easeIn, easeOut, "
                    + "linear, keyboard or 0–15\n"
            ),
            (
                ["preferredFramesPerSecond=120"],
                "Error: 'preferredFramesPerSecond=120' has a value that is not accepted; expected 0, 30 or 60\n"
            ),
            (
                ["0x7G"],
                "Error: '0x7G' is not a number of options; expected decimal digits or 0x and hex digits, at most "
                    + "64 bits\n"
            ),
            (["repeat", "8"], "Error: '8' is a number among names; give either one number or names\n"),
        ])
    func badText(_ arguments: [String], _ message: String) throws {
        let result = try KeySlideProcess.run(["options"] + arguments)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == message)
    }
}

@Suite("keyslide")
struct KeySlideCommandTests {
    @Test("--version")
    func version() throws {
        let result = try KeySlideProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == KeySlideTool.version + "\n")
    }

    @Test("the overview lists the subcommands")
    func overview() throws {
        let result = try KeySlideProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                "  curve                   Print or plot an animation curve's progress over time.\n"))
        #expect(
            result.standardOutput.contains(
                "  options                 Decode a UIViewAnimationOptions value, or encode\n"))
    }

    @Test("an unknown subcommand is a usage error, with a did-you-mean when one is close")
    func unknownSubcommand() throws {
        let close = UsageCheck.run(["curves"])
        #expect(close.status == 64)
        #expect(close.standardError.hasPrefix("Error: unknown command 'curves'; did you mean 'curve'?"))
        let far = UsageCheck.run(["zzzzz"])
        #expect(far.status == 64)
        #expect(far.standardError.hasPrefix("Error: Unexpected argument 'zzzzz'"))
    }
}
