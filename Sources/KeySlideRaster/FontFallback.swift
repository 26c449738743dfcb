import CGD
import Synchronization

/// A font file libgd draws a run of text with.
struct FontFile: Hashable, Sendable {
    var path: String
}

/// Which font file draws each character, found through fontconfig (which libgd links anyway).
///
/// The first choice is the text's own DejaVu face, so Latin text is drawn exactly as before.
/// A character DejaVu has no glyph for (CJK, emoji, many symbols) is drawn with the font
/// fontconfig ranks first among those that have it (a monochrome one: libgd draws outlines,
/// not colour bitmaps), instead of DejaVu's empty box: the way a browser picks a fallback for the
/// SVG. `scripts/install-system-packages.sh` installs WenQuanYi Micro Hei (CJK) and Symbola
/// (symbols and monochrome emoji) for that. A character no installed font has keeps DejaVu's
/// box. Characters beyond the Basic Multilingual Plane (most emoji) are drawn by `FreeTypeText`:
/// libgd 2.3's text decoder reads at most three bytes of UTF-8 and five digits of a `&#…;`
/// entity, so it cannot be handed one.
enum FontFallback {
    /// One piece of a string, drawn with one font.
    struct Run: Equatable {
        var text: String
        var font: FontFile
    }

    private struct State {
        var started = false
        /// Per face: its file, and the characters it has (fontconfig's charset, a reference of
        /// our own, kept for the run).
        var faces: [TextFont: (file: FontFile, charset: OpaquePointer?)] = [:]
        /// Per character and family (sans or mono): the fallback file, or nil for none.
        var fallbacks: [FallbackKey: FontFile?] = [:]
    }

    private struct FallbackKey: Hashable {
        var scalar: UInt32
        var monospaced: Bool
    }

    /// fontconfig is not safe to call from several threads at once; this lock serialises it,
    /// and the answers are kept, so each face and character is looked up once per run.
    private static let state = Mutex(State())

    /// The file of `face`: fontconfig's match for its pattern, when that is a DejaVu file;
    /// otherwise the Debian path, whose absence libgd then reports.
    static func file(of face: TextFont) -> FontFile {
        state.withLock { lookUp(face, in: &$0).file }
    }

    /// `string` cut where the font drawing it changes. A string `face` covers fully is one run.
    static func runs(of string: String, face: TextFont) -> [Run] {
        state.withLock { state in
            let primary = lookUp(face, in: &state)
            var runs: [Run] = []
            for character in string {
                var font = primary.file
                // A character is drawn by one font: the first scalar decides (a base letter and
                // its combining marks, an emoji and its variation selector stay together).
                if let scalar = character.unicodeScalars.first, scalar.value > 0x7F,
                    FcCharSetHasChar(primary.charset, scalar.value) == 0,
                    let fallback = fallback(for: scalar.value, monospaced: face.isMonospaced, in: &state)
                {
                    font = fallback
                }
                if let last = runs.indices.last, runs[last].font == font {
                    runs[last].text.append(character)
                } else {
                    runs.append(Run(text: String(character), font: font))
                }
            }
            return runs
        }
    }

    private static func lookUp(_ face: TextFont, in state: inout State) -> (file: FontFile, charset: OpaquePointer?) {
        if let known = state.faces[face] { return known }
        if !state.started { state.started = FcInit() != 0 }
        var found = (file: FontFile(path: face.debianPath), charset: OpaquePointer?.none)
        if state.started, let pattern = FcNameParse(face.pattern) {
            if let match = bestMatch(for: pattern) {
                if let path = string(of: match, "file"), path.hasSuffix("/" + face.fileName) {
                    // The charset outlives the match it came from: a reference of its own.
                    found = (FontFile(path: path), charset(of: match).map { FcCharSetCopy($0) })
                }
                FcPatternDestroy(match)
            }
            FcPatternDestroy(pattern)
        }
        state.faces[face] = found
        return found
    }

    private static func fallback(for scalar: UInt32, monospaced: Bool, in state: inout State) -> FontFile? {
        let key = FallbackKey(scalar: scalar, monospaced: monospaced)
        if let known = state.fallbacks[key] { return known }
        var found: FontFile?
        if state.started, let pattern = FcNameParse(monospaced ? "monospace" : "sans-serif"),
            let wanted = FcCharSetCreate()
        {
            FcCharSetAddChar(wanted, scalar)
            FcPatternAddCharSet(pattern, "charset", wanted)
            if let match = bestMatch(for: pattern) {
                if FcCharSetHasChar(charset(of: match), scalar) != 0, let path = string(of: match, "file") {
                    found = FontFile(path: path)
                }
                FcPatternDestroy(match)
            }
            FcCharSetDestroy(wanted)
            FcPatternDestroy(pattern)
        }
        state.fallbacks[key] = .some(found)
        return found
    }

    /// fontconfig's best font for `pattern`, after its configured and default substitutions; the
    /// caller owns the match and destroys it (`make fuzz`'s leak checker found every match kept).
    private static func bestMatch(for pattern: OpaquePointer) -> OpaquePointer? {
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result), result == FcResultMatch else { return nil }
        return match
    }

    private static func string(of pattern: OpaquePointer, _ element: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, element, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func charset(of pattern: OpaquePointer) -> OpaquePointer? {
        var value: OpaquePointer?
        guard FcPatternGetCharSet(pattern, "charset", 0, &value) == FcResultMatch else { return nil }
        return value
    }
}
