import Testing

@testable import KeySlideRaster

/// Text DejaVu has no glyph for is drawn with a font that has one (found through fontconfig),
/// not as DejaVu's empty boxes; text DejaVu covers is drawn by DejaVu alone, as before.
@Suite("Font fallback")
struct FontFallbackTests {
    @Test("Latin text is one DejaVu run; CJK and symbols get their own fonts")
    func runs() {
        let latin = FontFallback.runs(of: "Café, naïve — 0.5 s", face: .sans)
        #expect(latin.count == 1)
        #expect(latin.first?.font.path.hasSuffix("/DejaVuSans.ttf") == true)

        let mixed = FontFallback.runs(of: "Sign up 注册表单 ✓", face: .sansBold)
        #expect(mixed.map(\.text) == ["Sign up ", "注册表单", " ✓"])
        #expect(mixed[0].font.path.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(mixed[1].font.path.contains("wqy"), "\(mixed[1].font.path): install fonts-wqy-microhei")
        // ✓ is in DejaVu: the space and the check mark go back to it.
        #expect(mixed[2].font == mixed[0].font)
    }

    @Test("a CJK label's mask is the fallback font's glyphs, not DejaVu's boxes, and sits after the Latin run")
    func masks() throws {
        let box = try GDImage.textMask(of: "注册", font: TextFont.sans.file, pixelSize: 24)
        let drawn = try TextLayout.mask(of: "注册", face: .sans, pixelSize: 24)
        #expect(drawn.coverage != box.coverage)
        #expect(drawn.width > 0 && drawn.height > 0)

        let latin = try TextLayout.mask(of: "ab", face: .sans, pixelSize: 24)
        let both = try TextLayout.mask(of: "ab注册", face: .sans, pixelSize: 24)
        #expect(both.advance == latin.advance + drawn.advance)
        #expect(both.left == latin.left)
        #expect(both.width >= latin.advance + drawn.left + drawn.width - latin.left)
        // The same string twice gives the same mask.
        #expect(try TextLayout.mask(of: "ab注册", face: .sans, pixelSize: 24).coverage == both.coverage)
    }

    @Test("emoji beyond the BMP are drawn by FreeType, from DejaVu when it has them, else a font that does")
    func emoji() throws {
        // DejaVu has 😀 (U+1F600) but not 🚀 (U+1F680); Symbola has both.
        let runs = FontFallback.runs(of: "ok 😀 🚀", face: .sans)
        #expect(runs.map(\.text) == ["ok 😀 ", "🚀"])
        #expect(runs.last?.font.path.hasSuffix("Symbola_hint.ttf") == true, "\(runs): install fonts-symbola")
        let face = try #require(runs.last?.font)
        let rocket = try FreeTypeText.mask(of: "🚀", font: face, pixelSize: 24)
        #expect(rocket.width > 10 && rocket.height > 10 && rocket.advance > 10)
        #expect(try TextLayout.mask(of: "🚀", face: .sans, pixelSize: 24).coverage == rocket.coverage)
        // What libgd alone makes of an emoji: its four UTF-8 bytes as Latin-1 characters, wider.
        let smile = try FreeTypeText.mask(of: "😀", font: TextFont.sans.file, pixelSize: 24)
        let mangled = try GDImage.textMask(of: "😀", font: TextFont.sans.file, pixelSize: 24)
        #expect(mangled.advance > smile.advance)
        #expect(try TextLayout.mask(of: "😀", face: .sans, pixelSize: 24).coverage == smile.coverage)
    }
}
