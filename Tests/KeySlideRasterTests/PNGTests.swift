import KeySlideCanvas
import KeySlideGeometry
import KeySlideRaster
import KeySlideTestSupport
import Testing

/// PNG frames, `Bitmap` decoding, text placement, strokes and option checks.
@Suite struct PNGTests {
    private typealias D = TestDrawings

    @Test(arguments: [1, 2, 3])
    func aPNGFrameRoundTripsThroughBitmap(scale: Int) throws {
        let list = D.keyboardScene().displayList(at: 1)
        let bitmap = try Bitmap(png: PNGRenderer.png(of: list, scale: scale))
        #expect(bitmap.width == 200 * scale && bitmap.height == 300 * scale)
        #expect(bitmap.pixel(x: 0, y: 0) == D.background)
        let fieldRow = expectedEdge(D.field.midY, scale: scale)
        #expect(bitmap.pixel(x: expectedEdge(D.field.minX, scale: scale), y: fieldRow) == D.fieldFill)
        #expect(bitmap.pixel(x: expectedEdge(D.field.minX, scale: scale) - 1, y: fieldRow) == D.background)
        let keyboardTop = expectedEdge(D.canvas.height - D.keyboardHeight, scale: scale)
        #expect(bitmap.pixel(x: 7 * scale, y: keyboardTop) == D.keyboardFill)
        #expect(bitmap.pixel(x: 7 * scale, y: keyboardTop - 1) == D.background)
    }

    @Test func theSameFrameGivesTheSamePNGBytes() throws {
        let list = D.keyboardScene().displayList(at: 0.45)
        #expect(try PNGRenderer.png(of: list, scale: 2) == PNGRenderer.png(of: list, scale: 2))
    }

    @Test func bitmapRejectsBytesThatAreNotAPNG() {
        let gif = #expect(throws: RasterError.self) { try Bitmap(png: Array("GIF89a, not a PNG".utf8)) }
        #expect(gif?.kind == .notPNG)
        #expect(gif?.description == "libgd gdImageCreateFromPngPtr failed: the data is not a PNG image libgd can read")
        let empty = #expect(throws: RasterError.self) { try Bitmap(png: []) }
        #expect(empty?.kind == .notPNG)
        #expect(empty?.description == "PNG data is empty or too large; expected the bytes of a PNG file")
    }

    /// The columns and rows holding pixels that are not background.
    private func inkBox(_ bitmap: Bitmap) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = []
        var ys: [Int] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y) != D.background {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    private func textFrame(_ text: Text, scale: Int) throws -> Bitmap {
        var root = Group("root")
        root.add(Primitive(.text(text), fill: D.ink))
        let list = Drawing(size: Size(width: 200, height: 60), background: D.background, duration: 1, root: root)
            .displayList(at: 0)
        return try Bitmap(png: PNGRenderer.png(of: list, scale: scale))
    }

    @Test(arguments: [1, 2, 3])
    func textAnchorsPlaceTheStringAroundItsOrigin(scale: Int) throws {
        let origin = Point(x: 100, y: 40)
        let start = try #require(inkBox(textFrame(Text("Hamburg", at: origin, size: 20), scale: scale)))
        let middle = try #require(
            inkBox(textFrame(Text("Hamburg", at: origin, size: 20, anchor: .middle), scale: scale)))
        let end = try #require(inkBox(textFrame(Text("Hamburg", at: origin, size: 20, anchor: .end), scale: scale)))
        let x = 100 * scale
        let baseline = 40 * scale
        // Glyphs start just right of the pen and the last one ends just before its advance.
        #expect(abs(start.x.lowerBound - x) <= 3 * scale)
        #expect(abs(end.x.upperBound - x) <= 3 * scale)
        #expect(abs((middle.x.lowerBound + middle.x.upperBound) / 2 - x) <= 2 * scale)
        // The same width wherever it is anchored; "Hamburg" has a descender below the baseline.
        #expect(start.x.count == middle.x.count && middle.x.count == end.x.count)
        #expect(start.y.upperBound > baseline && start.y.lowerBound < baseline - 10 * scale)
        // 20 points of DejaVu Sans: capitals about 0.73 em tall.
        #expect(abs(baseline - start.y.lowerBound - Int(0.73 * 20 * Double(scale))) <= 2 * scale)
    }

    @Test func boldAndMonospacedTextUseWiderFaces() throws {
        let regular = try #require(inkBox(textFrame(Text("iiii", at: Point(x: 10, y: 40), size: 20), scale: 1)))
        let bold = try #require(
            inkBox(textFrame(Text("iiii", at: Point(x: 10, y: 40), size: 20, weight: .bold), scale: 1)))
        let mono = try #require(
            inkBox(textFrame(Text("iiii", at: Point(x: 10, y: 40), size: 20, monospaced: true), scale: 1)))
        #expect(bold.x.count > regular.x.count)
        #expect(mono.x.count > bold.x.count, "monospaced i is as wide as any digit")
    }

    @Test(arguments: [1, 2, 3])
    func strokesAreCentredOnTheOutlineAndDashesLeaveGaps(scale: Int) throws {
        let blue = D.fieldBorder
        var root = Group("root")
        // A 2-point stroke on an outline at whole points: one point out, one point in.
        root.add(
            Primitive(.rect(Rect(x: 10, y: 10, width: 60, height: 30), cornerRadius: 0), stroke: Stroke(blue, width: 2))
        )
        root.add(
            Primitive(
                .line(from: Point(x: 10, y: 55), to: Point(x: 90, y: 55)), stroke: Stroke(blue, width: 2, dash: [4, 4]))
        )
        // A pattern repeating in under a pixel cannot be shown as dashes: it is drawn solid.
        root.add(
            Primitive(
                .line(from: Point(x: 10, y: 65), to: Point(x: 90, y: 65)),
                stroke: Stroke(blue, width: 2, dash: [0.1, 0.1])))
        let list = Drawing(size: Size(width: 100, height: 70), background: D.background, duration: 1, root: root)
            .displayList(at: 0)
        let bitmap = try Bitmap(png: PNGRenderer.png(of: list, scale: scale))
        let s = scale
        let column = 40 * s
        #expect(bitmap.pixel(x: column, y: 9 * s - 1) == D.background)
        #expect(bitmap.pixel(x: column, y: 9 * s) == blue)
        #expect(bitmap.pixel(x: column, y: 11 * s - 1) == blue)
        #expect(bitmap.pixel(x: column, y: 11 * s) == D.background)
        #expect(bitmap.pixel(x: 71 * s - 1, y: 25 * s) == blue)
        #expect(bitmap.pixel(x: 71 * s, y: 25 * s) == D.background)
        // Dashes of 4 points from x = 10: on over 10…14, off over 14…18, on over 18…22.
        let row = 55 * s
        #expect(bitmap.pixel(x: 10 * s, y: row) == blue)
        #expect(bitmap.pixel(x: 14 * s - 1, y: row) == blue)
        #expect(bitmap.pixel(x: 14 * s, y: row) == D.background)
        #expect(bitmap.pixel(x: 18 * s - 1, y: row) == D.background)
        #expect(bitmap.pixel(x: 18 * s, y: row) == blue)
        #expect(bitmap.pixel(x: 20 * s, y: 54 * s - 1) == D.background)
        #expect(bitmap.pixel(x: 20 * s, y: 54 * s) == blue)
        #expect(bitmap.pixel(x: 20 * s, y: 56 * s) == D.background)
        #expect((10 * s..<90 * s).allSatisfy { bitmap.pixel(x: $0, y: 65 * s) == blue })
    }

    @Test func circlesAreSmoothAndSymmetric() throws {
        var root = Group("root")
        root.add(Primitive(.circle(center: Point(x: 20, y: 20), radius: 12), fill: D.ink))
        let list = Drawing(size: Size(width: 40, height: 40), background: D.background, duration: 1, root: root)
            .displayList(at: 0)
        let bitmap = try Bitmap(png: PNGRenderer.png(of: list, scale: 1))
        #expect(bitmap.pixel(x: 20, y: 20) == D.ink)
        #expect(bitmap.pixel(x: 20, y: 5) == D.background)
        var partial = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let pixel = bitmap.pixel(x: x, y: y)
                // Mirror images across both axes through the centre (20, 20), give or take
                // one level of rounding.
                for mirror in [bitmap.pixel(x: 39 - x, y: y), bitmap.pixel(x: x, y: 39 - y)] {
                    #expect(abs(Int(pixel.red) - Int(mirror.red)) <= 1, "(\(x), \(y))")
                }
                if pixel != D.ink && pixel != D.background { partial += 1 }
            }
        }
        // The rim of a 12-pixel circle crosses about 2π·12 ≈ 75 pixels.
        #expect(partial > 50 && partial < 120)
    }

    // Scales and frame rates outside `RasterOptions.scales` / `frameRates` are refused at the
    // edge (the command line and the scene checker, tested there); here they are preconditions.
    @Test func durationsAndCanvasesThatCannotBeAnimatedAreRejected() throws {
        let drawing = D.keyboardScene(duration: 0.2)
        let instant = Drawing(size: drawing.size, background: D.background, duration: 0, root: drawing.root)
        let tooShort = #expect(throws: RasterError.self) {
            try GIFRenderer.gif(of: instant, options: RasterOptions(scale: 1, fps: 10))
        }
        #expect(tooShort?.kind == .duration)
        #expect(
            tooShort?.description == "duration 0 s cannot be animated; use 0.02 s (one GIF frame of 2 cs) to 86400 s")
        let empty = Drawing(size: Size(width: 0, height: 10), background: D.background, duration: 1, root: drawing.root)
        let notDrawable = #expect(throws: RasterError.self) {
            try GIFRenderer.gif(of: empty, options: RasterOptions(scale: 1, fps: 10))
        }
        #expect(notDrawable?.kind == .canvas)
        #expect(
            notDrawable?.description
                == "canvas 0×10 points at scale 1 is not drawable; each side must be 1 to 65535 pixels")
    }
}
