import KeySlideDrawing

/// The DejaVu font file a `Text` is drawn with.
///
/// Absolute paths, because libgd's built-in font path does not look inside
/// `/usr/share/fonts/truetype/dejavu` (rendering-anchors.md §1.7). The files come with Debian's
/// `fonts-dejavu-core`; the SVG names DejaVu Sans last in its font stack, so both back ends can
/// show the same letters.
enum TextFont: String, Hashable, Sendable {
    case sans = "DejaVuSans.ttf"
    case sansBold = "DejaVuSans-Bold.ttf"
    case mono = "DejaVuSansMono.ttf"
    case monoBold = "DejaVuSansMono-Bold.ttf"

    var path: String { "/usr/share/fonts/truetype/dejavu/" + rawValue }

    init(_ text: Text) {
        switch (text.monospaced, text.weight) {
        case (false, .regular): self = .sans
        case (false, .bold): self = .sansBold
        case (true, .regular): self = .mono
        case (true, .bold): self = .monoBold
        }
    }
}

/// Where a line of text goes in pixels, remembering string widths so that a label drawn in
/// every frame is measured once.
struct TextLayout {
    private struct Key: Hashable {
        var string: String
        var font: TextFont
        var pixelSize: Double
    }

    let grid: PixelGrid
    private var advances: [Key: Int] = [:]

    init(grid: PixelGrid) {
        self.grid = grid
    }

    /// A line placed on the pixel grid: its font, em size in pixels and baseline start.
    struct Placement {
        var font: TextFont
        var pixelSize: Double
        var x: Int
        var y: Int
        var advance: Int

        /// A generous box around the ink: DejaVu's tallest glyphs reach about 1.2 em above the
        /// baseline with accents and descend about 0.3 em; a little margin covers hinting.
        var inkBounds: PixelRect {
            PixelRect.enclosing(
                minX: Double(x) - 0.2 * pixelSize, minY: Double(y) - 1.25 * pixelSize,
                maxX: Double(x + advance) + 0.2 * pixelSize, maxY: Double(y) + 0.4 * pixelSize)
        }
    }

    /// Where `text` is drawn, or `nil` when it has nothing to show. The baseline snaps by the
    /// `PixelGrid` rule; a middle or end anchor moves the start back by half or all of the
    /// width libgd measures.
    mutating func placement(of text: Text) throws(RasterError) -> Placement? {
        let pixelSize = grid.pixels(text.size)
        guard !text.string.isEmpty, pixelSize >= 1, pixelSize <= 2_000 else { return nil }
        let font = TextFont(text)
        let key = Key(string: text.string, font: font, pixelSize: pixelSize)
        let advance: Int
        if let known = advances[key] {
            advance = known
        } else {
            advance = try GDImage.textAdvance(of: text.string, font: font, pixelSize: pixelSize)
            advances[key] = advance
        }
        let shift: Double
        switch text.anchor {
        case .start: shift = 0
        case .middle: shift = Double(advance) / 2
        case .end: shift = Double(advance)
        }
        return Placement(
            font: font, pixelSize: pixelSize, x: PixelGrid.snapped(grid.pixels(text.origin.x) - shift),
            y: grid.edge(text.origin.y), advance: advance)
    }
}
