import KeySlideCanvas
import KeySlideGeometry
import Testing

@testable import KeySlideRaster

/// A rounded rectangle's corners are worked out from the shape's own corner and kept by shape,
/// so where it lies, and whether its painter drew it before, never changes a pixel.
@Suite struct CornerBandsTests {
    private static let fill = Color(hex: 0xFCFCFE)
    private static let border = Color(hex: 0x1E90FF)

    /// A rounded key, filled and stroked (a ring), at `x`, `y`, clipped to `clip` if given.
    private func list(
        x: Double, y: Double, clip: Rect? = nil, height: Double = 42, radius: Double = 5.5, line: Double = 1.5
    ) -> DisplayList {
        let key = Primitive(
            .rect(Rect(x: x, y: y, width: 31, height: height), cornerRadius: radius), fill: Self.fill,
            stroke: Stroke(Self.border, width: line))
        return DisplayList(
            size: Size(width: 120, height: 100), background: Color(hex: 0xD1D4DA),
            items: [DisplayList.Item(primitive: key, clip: clip)])
    }

    /// The pixels of the block at `x`, `y` (in pixels), `width` by `height`.
    private func block(_ image: GDImage, x: Int, y: Int, width: Int, height: Int) -> [[Int32]] {
        (y..<(y + height)).map { row in (x..<(x + width)).map { image.truecolorRows[row][$0] } }
    }

    @Test(arguments: [1, 2, 3])
    func aShapeCoversTheSameWhereverItLies(scale: Int) throws {
        // Around each key: the stroke reaches a pixel and a half out, so 3 points of margin.
        let size = (width: (31 + 6) * scale, height: (42 + 6) * scale)
        var first: [[Int32]]?
        for (x, y) in [(5.0, 4.0), (60.0, 51.0), (17.0, 33.0)] {
            var painter = try FramePainter(size: Size(width: 120, height: 100), scale: scale)
            try painter.paint(list(x: x, y: y))
            let pixels = block(
                painter.canvas, x: Int(x - 3) * scale, y: Int(y - 3) * scale, width: size.width,
                height: size.height)
            if let first { #expect(pixels == first, "key at \(x), \(y), scale \(scale)") } else { first = pixels }
        }
    }

    @Test func aPainterThatDrewAShapeBeforeDrawsItTheSame() throws {
        var warm = try FramePainter(size: Size(width: 120, height: 100), scale: 2)
        // Drawn at many places first, and shapes that differ from it in one thing each (the
        // corner bands are kept by shape), then where the fresh one draws it.
        for step in 0..<20 {
            try warm.paint(list(x: Double(step * 3), y: Double(step * 2)))
            try warm.paint(list(x: 41, y: 23, height: 40))
            try warm.paint(list(x: 41, y: 23, radius: 7))
            try warm.paint(list(x: 41, y: 23, line: 2.5))
        }
        try warm.paint(list(x: 41, y: 23))
        var fresh = try FramePainter(size: Size(width: 120, height: 100), scale: 2)
        try fresh.paint(list(x: 41, y: 23))
        #expect(
            block(warm.canvas, x: 0, y: 0, width: 240, height: 200)
                == block(fresh.canvas, x: 0, y: 0, width: 240, height: 200))
    }

    @Test func aClippedShapeShowsTheUnclippedOnesPixelsInsideItsClip() throws {
        // The clip cuts through both corner bands' rows and columns.
        let clip = Rect(x: 30, y: 20, width: 20, height: 40)
        var clipped = try FramePainter(size: Size(width: 120, height: 100), scale: 2)
        try clipped.paint(list(x: 25, y: 15, clip: clip))
        var whole = try FramePainter(size: Size(width: 120, height: 100), scale: 2)
        try whole.paint(list(x: 25, y: 15))
        #expect(
            block(clipped.canvas, x: 60, y: 40, width: 40, height: 80)
                == block(whole.canvas, x: 60, y: 40, width: 40, height: 80))
        // Outside the clip, only the background.
        #expect(clipped.canvas.truecolorRows[30][52] == whole.canvas.truecolorRows[30][0])
    }

    @Test func theTableKeepsMasksUntilItsLimitAndAlwaysAnswers() {
        var table = CornerBands()
        let small = CornerBands.Shape(width: 20, height: 30, radius: 4, inner: nil, innerRadius: 0)
        #expect(
            small.bands == [
                PixelRect(minX: 0, minY: 0, maxX: 20, maxY: 4), PixelRect(minX: 0, minY: 26, maxX: 20, maxY: 30),
            ])
        let mask = table.mask(of: small, band: 0)
        #expect(mask.bounds == small.bands[0])
        #expect(table.byteCount == mask.byteCount)
        _ = table.mask(of: small, band: 0)
        #expect(table.byteCount == mask.byteCount, "the same shape and band is kept once")
        // A band bigger than the whole table is answered, not kept.
        let huge = CornerBands.Shape(width: 300_000, height: 8, radius: 4, inner: nil, innerRadius: 0)
        let answered = table.mask(of: huge, band: 1)
        #expect(answered.bounds == PixelRect(minX: 0, minY: 4, maxX: 300_000, maxY: 8))
        #expect(table.byteCount == mask.byteCount)
    }
}
