import ArgumentParser
import KeySlideEasing
import KeySlideSimulation

/// `keyslide options`: what a `UIViewAnimationOptions` number means, or the number for names.
struct OptionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "options",
        abstract: "Decode a UIViewAnimationOptions value, or encode names into one.",
        discussion: """
            Give one number, decimal or 0x hexadecimal, to decode it; or names to encode them: \
            the flags layoutSubviews, allowUserInteraction, beginFromCurrentState, repeat, \
            autoreverse, overrideInheritedDuration, overrideInheritedCurve, allowAnimatedContent, \
            showHideTransitionViews and overrideInheritedOptions; curve=NAME|0-15 (the keyboard's \
            curve 7 << 16 is 458752); transition=NAME|0-15; preferredFramesPerSecond=0|30|60.
            """
    )

    @Argument(help: ArgumentHelp("A number to decode, or names to encode.", valueName: "value"))
    var words: [String]

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let options = try AnimationOptions(parsing: words.joined(separator: " "))
        print(json ? Self.json(of: options) : Self.table(of: options), terminator: "")
    }

    static func json(of options: AnimationOptions) -> String {
        JSONValue.object([
            ("raw", .integer(options.rawValue)),
            ("curve", .integer(options.curve.rawValue)),
            ("transition", .integer(options.transition)),
            ("preferredFramesPerSecond", options.preferredFramesPerSecond.map { .integer($0) } ?? .null),
            ("flags", .array(options.flagList.map { .string($0) })),
            ("unknownBits", .integer(options.unknownBits)),
        ]).serialized(.lines) + "\n"
    }

    static func table(of options: AnimationOptions) -> String {
        var rows: [(String, String)] = [
            ("raw", "\(options.rawValue) (0x\(String(options.rawValue, radix: 16)))"),
            ("names", options.description),
            ("flags", options.flagList.isEmpty ? "none" : options.flagList.joined(separator: ", ")),
            ("curve", "\(options.curve.rawValue) (\(curveMeaning(options.curve)))"),
            (
                "transition",
                "\(options.transition) "
                    + "(\(options.transitionName == String(options.transition) ? "undefined" : options.transitionName))"
            ),
            ("preferredFramesPerSecond", framesPerSecondMeaning(options)),
        ]
        if options.unknownBits != 0 { rows.append(("unknown bits", "0x" + String(options.unknownBits, radix: 16))) }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.paddedRight(to: width + 2) + $0.1 }.joined(separator: "\n") + "\n"
    }

    private static func curveMeaning(_ curve: AnimationCurve) -> String {
        switch curve {
        case .keyboard: "keyboard, declared in no header"
        case _ where AnimationCurve.known.contains(curve): curve.name
        default: "undefined; runs as \(CurveResolver.fallbackCurve.name)"
        }
    }

    private static func framesPerSecondMeaning(_ options: AnimationOptions) -> String {
        switch options.preferredFramesPerSecond {
        case 0: "0 (default)"
        case let fps?: "\(fps) (field value \(options.preferredFramesPerSecondField))"
        case nil: "undefined (field value \(options.preferredFramesPerSecondField))"
        }
    }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    func paddedRight(to length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}
