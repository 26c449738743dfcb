import KeySlideCanvas

/// The DejaVu font file a `Text` is drawn with.
///
/// Absolute paths, because libgd's built-in font path does not look inside
/// `/usr/share/fonts/truetype/dejavu` (docs/facts.md §R1.7). The files come with Debian's
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

/// A line of text as coverage: how much ink each pixel of a block gets, 0…255, with the block
/// placed relative to the pen's start on the baseline.
struct TextMask {
    /// How far the pen moves, in whole pixels: the width anchors measure.
    var advance: Int
    /// The block's left column and top row, relative to the pen's start on the baseline.
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    /// Row after row, `width` per row.
    var coverage: [UInt8]
}

/// Where lines of text go in pixels, remembering each string's mask so that a label drawn in
/// every frame is rendered once.
struct TextLayout {
    private struct Key: Hashable {
        var string: String
        var font: TextFont
        var pixelSize: Double
    }

    let grid: PixelGrid
    private var masks: [Key: TextMask] = [:]

    init(grid: PixelGrid) {
        self.grid = grid
    }

    /// A line placed on the pixel grid: its glyph coverage and the pen's start on the baseline.
    struct Placement {
        var mask: TextMask
        var x: Int
        var y: Int

        /// The pixels the glyphs touch.
        var inkBounds: PixelRect {
            PixelRect(minX: x + mask.left, minY: y + mask.top, maxX: x + mask.left + mask.width, maxY: y + mask.top + mask.height)
        }
    }

    /// Where `text` is drawn, or `nil` when it has nothing to show. The baseline snaps by the
    /// `PixelGrid` rule; a middle or end anchor moves the start back by half or all of the
    /// advance libgd measures.
    mutating func placement(of text: Text) throws(RasterError) -> Placement? {
        let pixelSize = grid.pixels(text.size)
        guard !text.string.isEmpty, pixelSize >= 1, pixelSize <= 2_000 else { return nil }
        let key = Key(string: text.string, font: TextFont(text), pixelSize: pixelSize)
        let mask: TextMask
        if let known = masks[key] {
            mask = known
        } else {
            mask = try GDImage.textMask(of: key.string, font: key.font, pixelSize: pixelSize)
            masks[key] = mask
        }
        let shift: Double
        switch text.anchor {
        case .start: shift = 0
        case .middle: shift = Double(mask.advance) / 2
        case .end: shift = Double(mask.advance)
        }
        return Placement(mask: mask, x: PixelGrid.snapped(grid.pixels(text.origin.x) - shift), y: grid.edge(text.origin.y))
    }
}
