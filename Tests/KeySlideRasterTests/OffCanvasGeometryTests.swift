import KeySlideCanvas
import KeySlideGeometry
import KeySlideRaster
import Testing

/// The rasteriser is total over any geometry a drawing gives it (issue 9): shapes that leave
/// the canvas are cut at its edges, fractional and huge coordinates never index outside a
/// coverage mask, and an item with a coordinate that is not a number is skipped.
@Suite struct OffCanvasGeometryTests {
    private static let background = Color(hex: 0xFFFFFF)
    private static let ink = Color(hex: 0x1E90FF)
    private static let canvas = Size(width: 40, height: 30)

    /// The PNG of one frame holding `items`, decoded.
    private func bitmap(_ items: [DisplayList.Item], scale: Int) throws -> Bitmap {
        let list = DisplayList(size: Self.canvas, background: Self.background, items: items)
        let bitmap = try Bitmap(png: PNGRenderer.png(of: list, scale: scale))
        #expect(bitmap.width == 40 * scale && bitmap.height == 30 * scale)
        return bitmap
    }

    private func inkPixels(_ bitmap: Bitmap) -> Int {
        var count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y) != Self.background { count += 1 }
        }
        return count
    }

    /// Every kind of shape, filled and stroked (solid and dashed), with its outline around `rect`.
    private func everyShape(around rect: Rect) -> [DisplayList.Item] {
        let solid = Stroke(Self.ink, width: 1.5)
        let dashed = Stroke(Self.ink, width: 2.25, dash: [3, 1.5])
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.midY), Point(x: rect.midX, y: rect.maxY),
        ]
        let shapes: [Primitive] = [
            Primitive(.rect(rect, cornerRadius: 6.3), fill: Self.ink, stroke: solid),
            Primitive(.rect(rect, cornerRadius: 4), stroke: dashed),
            Primitive(.rect(rect, cornerRadius: 0), stroke: dashed),
            Primitive(
                .circle(center: Point(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2),
                fill: Self.ink, stroke: dashed),
            Primitive(.line(from: corners[0], to: corners[1]), stroke: solid),
            Primitive(.line(from: corners[0], to: Point(x: rect.maxX, y: rect.minY)), stroke: dashed),
            Primitive(.polyline(corners), fill: Self.ink, stroke: dashed),
            Primitive(.text(Text("Off", at: Point(x: rect.minX, y: rect.maxY), size: 12)), fill: Self.ink),
        ]
        return shapes.map { DisplayList.Item(primitive: $0) }
    }

    @Test(arguments: [1, 2, 3])
    func shapesPartlyOffEveryEdgeAreCutAtTheCanvas(scale: Int) throws {
        for rect in [
            Rect(x: -10.3, y: -7.7, width: 25.1, height: 20.4), Rect(x: 28.6, y: 20.2, width: 30.3, height: 25.9),
            Rect(x: -5.5, y: 10.1, width: 60, height: 8.8), Rect(x: 12.37, y: -20.61, width: 9.3, height: 70.2),
        ] {
            let bitmap = try bitmap(everyShape(around: rect), scale: scale)
            #expect(inkPixels(bitmap) > 0, "\(rect)")
        }
    }

    /// Three points clear of the canvas, so no stroke or anti-aliased edge can reach back in.
    @Test(arguments: [1, 3])
    func shapesFullyOffTheCanvasLeaveOnlyTheBackground(scale: Int) throws {
        for rect in [
            Rect(x: -33.2, y: 5, width: 20, height: 10), Rect(x: 43.01, y: 5, width: 20, height: 10),
            Rect(x: 5, y: -50.5, width: 20, height: 20.4), Rect(x: 5, y: 34.5, width: 20, height: 10),
        ] {
            #expect(try inkPixels(bitmap(everyShape(around: rect), scale: scale)) == 0, "\(rect)")
        }
    }

    /// Rounded rectangles at many fractional places, under fractional clips, at scale 3: the
    /// coverage masks cut at clip edges interpolate edges whose rounding once fell outside the
    /// mask. Nothing may be painted outside the clip.
    @Test func fractionalRoundedRectanglesUnderFractionalClipsStayInsideTheClip() throws {
        let scale = 3
        for step in 0..<24 {
            let shift = Double(step) * 0.137
            let clip = Rect(x: 3.1 + shift, y: 2.45 + shift / 2, width: 20.3, height: 13.17)
            let items = (0..<6).map { index in
                let x = 1.7 + Double(index) * 5.93 + shift
                let y = 0.3 + Double(index) * 2.71
                let rect = Rect(x: x, y: y, width: 11.1, height: 9.9)
                let key = Primitive(.rect(rect, cornerRadius: 4.6), fill: Self.ink)
                return DisplayList.Item(primitive: key, clip: clip)
            }
            let bitmap = try bitmap(items, scale: scale)
            let minX = expectedEdge(clip.minX, scale: scale)
            let maxX = expectedEdge(clip.maxX, scale: scale)
            let minY = expectedEdge(clip.minY, scale: scale)
            let maxY = expectedEdge(clip.maxY, scale: scale)
            var outside = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where !(minX..<maxX).contains(x) || !(minY..<maxY).contains(y) {
                    if bitmap.pixel(x: x, y: y) != Self.background { outside += 1 }
                }
            }
            #expect(outside == 0, "shift \(shift)")
            #expect(inkPixels(bitmap) > 0, "shift \(shift)")
        }
    }

    /// The smallest case of issue 9's crash: a clip cutting through the top corners of a rounded
    /// rectangle leaves a one-row coverage mask whose left arc, interpolated, ended at x = −3e-17,
    /// which was column −1 of row 0. Found by replaying the mask's arithmetic over small cases.
    @Test func aClipThroughARoundedCornerPaintsTheCornerRow() throws {
        let rect = Primitive(.rect(Rect(x: 4, y: 6, width: 28, height: 12), cornerRadius: 3.6), fill: Self.ink)
        let belowRow9 = Rect(x: 0, y: 9, width: 40, height: 21)
        let bitmap = try bitmap([DisplayList.Item(primitive: rect, clip: belowRow9)], scale: 1)
        #expect(bitmap.pixel(x: 4, y: 8) == Self.background)
        #expect(bitmap.pixel(x: 10, y: 9) == Self.ink && bitmap.pixel(x: 4, y: 10) == Self.ink)
        #expect(bitmap.pixel(x: 3, y: 9) == Self.background && bitmap.pixel(x: 32, y: 9) == Self.background)
    }

    @Test(arguments: [1, 3])
    func hugeCoordinatesAreClippedToTheCanvas(scale: Int) throws {
        // A rectangle reaching ±10¹² points covers the whole canvas; shapes placed 10¹² points
        // away show nothing; a slanted line across everything crosses the canvas.
        let whole = Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        let everything = Primitive(.rect(whole, cornerRadius: 3), fill: Self.ink)
        let covered = try bitmap([DisplayList.Item(primitive: everything)], scale: scale)
        #expect(inkPixels(covered) == 40 * 30 * scale * scale)

        let far =
            everyShape(around: Rect(x: 1e12, y: -1e12, width: 1e12, height: 1e12))
            + everyShape(around: Rect(x: -1e12, y: 1e12, width: 5, height: 5))
        #expect(try inkPixels(bitmap(far, scale: scale)) == 0)

        let across = Primitive(
            .line(from: Point(x: -1e12, y: -1e12), to: Point(x: 1e12, y: 1e12)), stroke: Stroke(Self.ink, width: 2))
        let dashed = Primitive(
            .polyline([Point(x: -1e12, y: 15), Point(x: 1e12, y: 15.5)]), stroke: Stroke(Self.ink, dash: [2, 2]))
        let crossed = try bitmap([across, dashed].map { DisplayList.Item(primitive: $0) }, scale: scale)
        #expect(inkPixels(crossed) > 0)
    }

    @Test func nonFiniteCoordinatesAreSkippedOrClipped() throws {
        let nan = Double.nan
        let inf = Double.infinity
        let noWidth = Stroke(Self.ink, width: .nan)
        let skipped: [Primitive] = [
            Primitive(.rect(Rect(x: nan, y: 2, width: 10, height: 10), cornerRadius: 0), fill: Self.ink),
            Primitive(.rect(Rect(x: 2, y: 2, width: 10, height: 10), cornerRadius: nan), fill: Self.ink),
            Primitive(.circle(center: Point(x: 10, y: nan), radius: 5), fill: Self.ink),
            Primitive(.line(from: Point(x: 0, y: 0), to: Point(x: nan, y: 20)), stroke: Stroke(Self.ink)),
            Primitive(.polyline([Point(x: 0, y: 0), Point(x: 20, y: 20), Point(x: nan, y: 5)]), fill: Self.ink),
            Primitive(.rect(Rect(x: 2, y: 2, width: 9, height: 9), cornerRadius: 0), stroke: noWidth),
            Primitive(.text(Text("NaN", at: Point(x: nan, y: 20), size: 12)), fill: Self.ink),
            // −∞ + ∞ is not a number: the right edge of this rectangle has no place.
            Primitive(.rect(Rect(x: -inf, y: 2, width: inf, height: 10), cornerRadius: 0), fill: Self.ink),
        ]
        let small = Primitive(.rect(Rect(x: 1, y: 1, width: 5, height: 5), cornerRadius: 0), fill: Self.ink)
        let items =
            skipped.map { DisplayList.Item(primitive: $0) }
            + [DisplayList.Item(primitive: small, clip: Rect(x: nan, y: 0, width: 40, height: 30))]
        #expect(try inkPixels(bitmap(items, scale: 2)) == 0)

        // Infinite extents are clipped like huge ones.
        let endless = Primitive(.rect(Rect(x: -1e300, y: 10, width: inf, height: 5), cornerRadius: 2), fill: Self.ink)
        let line = Primitive(.line(from: Point(x: -inf, y: 25), to: Point(x: inf, y: 25)), stroke: Stroke(Self.ink))
        let clipped = try bitmap([DisplayList.Item(primitive: endless), DisplayList.Item(primitive: line)], scale: 2)
        #expect(clipped.pixel(x: 0, y: 25) == Self.ink && clipped.pixel(x: 79, y: 25) == Self.ink)
        #expect(clipped.pixel(x: 40, y: 50) == Self.ink && clipped.pixel(x: 40, y: 5) == Self.background)
    }
}
