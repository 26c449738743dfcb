import KeySlideGeometry
import KeySlideScene
import KeySlideSystem

// An imported scene written out as a scene file a person reads and edits: the keys in the
// documented order, one element per line, and a comment wherever the import chose, guessed or
// left something out. What it writes reads back (SceneLoader) into the scene the description
// checks into: numbers keep every digit, text is always double-quoted, a word from the file is
// written plain only when YAML reads it as that word (`YAMLText.name`), and everything from the
// file that goes into a comment (a file name, a title, an id, a class) goes through
// `YAMLText.comment`, so no line break in it can end the comment and start a key of its own.

extension ImportedScene {
    /// The scene as YAML. `source` names the imported file and `screen` the screen, for the header.
    public func yaml(source: String, screen: String) -> String {
        let d = description
        var lines = ["# Imported by `keyslide import` from \(YAMLText.comment(source)),"]
        lines.append("# screen \(YAMLText.comment(screen)).")
        lines += notes.prefix(Self.shownNotes).map { "# \(YAMLText.comment($0))." }
        if notes.count > Self.shownNotes {
            lines.append("# … and \(Quoted.grouped(notes.count - Self.shownNotes)) more notes like these.")
        }
        lines.append("# Edit freely; `keyslide compare` this file to see every strategy on the screen.")
        lines.append("")
        if let title = d.title { lines.append("title: \(YAMLText.quoted(title))") }
        if let device = d.device { lines.append("device: \(device)") }
        if let orientation = d.orientation { lines.append("orientation: \(orientation)") }
        if let frame = d.rootFrame {
            lines.append("rootFrame: \(YAMLText.numbers(frame))    # the root view as the file places it")
        }
        if let bar = d.navigationBar { lines.append("navigationBar: \(YAMLText.bar(bar))") }
        if let bar = d.toolbar { lines.append("toolbar: \(YAMLText.bar(bar))") }
        if let bar = d.tabBar { lines.append("tabBar: \(YAMLText.bottomBar(bar))") }
        if let bar = d.bottomToolbar { lines.append("bottomToolbar: \(YAMLText.bottomBar(bar))") }
        lines.append("")
        lines.append("view:")
        if let type = d.view.type { lines.append("  type: \(type)") }
        if let size = d.view.contentSize {
            lines.append("  contentSize: \(YAMLText.numbers(size))")
        }
        if let inset = d.view.contentInset {
            lines.append("  contentInset: \(YAMLText.numbers(inset))    # under the bars, as UIKit insets it")
        }
        if let behavior = d.view.contentInsetAdjustmentBehavior {
            lines.append(
                "  contentInsetAdjustmentBehavior: \(YAMLText.name(behavior))    # the inset above is all of it")
        }
        if let mode = d.view.keyboardDismissMode {
            lines.append("  keyboardDismissMode: \(YAMLText.name(mode))    # not simulated")
        }
        if let style = d.view.style { lines.append("  style: \(YAMLText.name(style))") }
        if let sections = d.view.sections { lines += Self.sectionLines(sections, indent: "  ") }
        lines.append(d.view.elements.isEmpty ? "  elements: []" : "  elements:")
        for element in d.view.elements { lines += Self.elementLines(element, indent: "    ") }
        lines += skippedLines
        lines.append("")
        if d.timeline.isEmpty {
            lines.append("timeline: []")
        } else {
            lines.append("timeline:")
            for action in d.timeline {
                let value: String
                switch action.kind {
                case .tap(let id): value = YAMLText.name(id)
                case .keyboardHeight(let height): value = YAMLText.number(height)
                case .returnKey, .dismiss: value = "true"
                case .type(let text, let rate): value = "\(YAMLText.quoted(text)), rate: \(YAMLText.number(rate))"
                case .motion(let motion): value = motion.fileValue
                }
                lines.append("  - {at: \(YAMLText.number(action.time)), \(action.kind.name.rawValue): \(value)}")
            }
        }
        if let strategies = d.strategies {
            lines.append("strategies: [\(strategies.joined(separator: ", "))]")
        } else {
            lines.append("")
            lines.append("# Every strategy runs; to compare fewer, list them: strategies: [none, content-inset]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ImportedScene {
    /// How many notes the header lists, and how many skipped views of one reason are listed:
    /// a screen of a million views could otherwise write a million comment lines, past the
    /// largest scene file that loads (`Scene.maximumFileSize`).
    static let shownNotes = 30
    static let shownSkippedPerReason = 20

    /// A comment line for each view left out, at most `shownSkippedPerReason` of each reason,
    /// then one line for each reason with more.
    private var skippedLines: [String] {
        var lines: [String] = []
        var counts: [String: Int] = [:]
        var overflowing: [String] = []
        for view in skipped {
            let count = counts[view.reason, default: 0] + 1
            counts[view.reason] = count
            if count == Self.shownSkippedPerReason + 1 { overflowing.append(view.reason) }
            guard count <= Self.shownSkippedPerReason else { continue }
            let line = view.sourceLine.map { " (line \($0))" } ?? ""
            lines.append(
                "    # \(YAMLText.comment(view.className)) \(YAMLText.comment(view.id)) "
                    + "\(YAMLText.numbers(view.frame))\(line): \(YAMLText.comment(view.reason))")
        }
        for reason in overflowing {
            let more = Quoted.grouped(counts[reason, default: 0] - Self.shownSkippedPerReason)
            lines.append("    # … and \(more) more views: \(YAMLText.comment(reason))")
        }
        return lines
    }
}

/// How values are spelled in the written YAML.
enum YAMLText {
    /// Whole numbers without a fraction; others with Swift's shortest digits that read back exactly.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func numbers(_ rect: Rect) -> String {
        "[\([rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ", "))]"
    }

    /// `[top, left, bottom, right]`, as the scene writes `UIEdgeInsets`.
    static func numbers(_ insets: EdgeInsets) -> String {
        "[\([insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ", "))]"
    }

    static func numbers(_ size: Size) -> String {
        "[\(number(size.width)), \(number(size.height))]"
    }

    static func bar(_ bar: SceneDescription.Bar) -> String {
        var fields: [String] = []
        if let title = bar.title { fields.append("title: \(quoted(title))") }
        if let height = bar.height { fields.append("height: \(number(height))") }
        return fields.isEmpty ? "true" : "{\(fields.joined(separator: ", "))}"
    }

    static func bottomBar(_ bar: SceneDescription.BottomBar) -> String {
        var fields = ["items: [\(bar.items.map(quoted).joined(separator: ", "))]"]
        if let height = bar.height { fields.append("height: \(number(height))") }
        return "{\(fields.joined(separator: ", "))}"
    }

    /// Text in double quotes, with the escapes YAML's double-quoted style shares with JSON, so
    /// no text (`yes`, `12`, `a: b`, a line break) can read back as anything else.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            // Controls, the breaks YAML 1.1 ends lines at, and what libyaml refuses to read.
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// An id or a word plain when YAML reads it as the same text: ASCII letters, digits, `_`
    /// and `-`, starting with a letter or `_`, and no word YAML reads as a boolean or null;
    /// quoted otherwise (`null`, `yes`, `12`, `a: b`, `none\nfps: 7`).
    static func name(_ id: String) -> String {
        let words: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"]
        func starts(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        func continues(_ scalar: Unicode.Scalar) -> Bool {
            starts(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
        let scalars = id.unicodeScalars
        let plain =
            scalars.first.map(starts) == true && scalars.allSatisfy(continues) && !words.contains(id.lowercased())
        return plain ? id : quoted(id)
    }

    /// Text made safe for a YAML comment, the one way `import` writes anything into one: every
    /// control character and every character that ends a line in YAML 1.1 (`\n`, `\r`, NEL,
    /// U+2028, U+2029), or that libyaml refuses to read (U+FFFE, U+FFFF), is escaped as
    /// `Quoted` escapes it in messages (`\n`, `\u{2028}`), so the text stays visible and the
    /// comment keeps to its line. A storyboard identifier `"x\nfps: 7"` once became a key.
    static func comment(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: endsComment) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where endsComment(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func endsComment(_ scalar: Unicode.Scalar) -> Bool {
        Quoted.isUnsafeForTerminal(scalar) || scalar == "\u{FEFF}" || scalar == "\u{FFFE}" || scalar == "\u{FFFF}"
    }
}

extension Scene.Action.Motion {
    /// The value written after the action's key, as a scene file spells it.
    fileprivate var fileValue: String {
        switch self {
        case .silentKeyboardHeight(let height): "\(YAMLText.number(height)), silent: true"
        case .hardwareKeyboard(let attached): String(attached)
        case .keyboardMode(let mode): mode.rawValue
        case .rotate(let orientation): orientation.rawValue
        case .switchKeyboard(let kind, let height):
            kind.rawValue + (height.map { ", height: \(YAMLText.number($0))" } ?? "")
        case .scroll(let by, let duration): "{by: \(YAMLText.number(by)), duration: \(YAMLText.number(duration))}"
        case .dragKeyboard(let to, let duration, let dismisses):
            "{to: \(YAMLText.number(to)), duration: \(YAMLText.number(duration)), "
                + "release: \(dismisses ? "dismiss" : "restore")}"
        case .navigate(.appear(let focus)): focus.map { "{focus: \(YAMLText.quoted($0))}" } ?? "{}"
        case .navigate(.push(let title)): "{title: \(YAMLText.quoted(title))}"
        case .navigate(.pop): "true"
        case .navigate(.interactivePop(let progress, let duration, let finishes)):
            "{progress: \(YAMLText.number(progress)), duration: \(YAMLText.number(duration)), "
                + "release: \(finishes ? "finish" : "cancel")}"
        }
    }
}
