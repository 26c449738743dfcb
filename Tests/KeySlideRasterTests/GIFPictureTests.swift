import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import KeySlideRaster
import KeySlideTestSupport
import Testing

/// What the GIF frames show: edges where the tracks put them, exact colours, cropped frames,
/// clipping, and identical bytes for identical input.
@Suite struct GIFPictureTests {
    private typealias D = TestDrawings

    @Test(arguments: [1, 2, 3])
    func keyboardTopEdgeFollowsItsTrack(scale: Int) throws {
        let drawing = D.keyboardScene(duration: 1)
        let fps = 20
        let gif = try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: scale, fps: fps)))
        #expect(gif.width == 200 * scale && gif.height == 300 * scale)
        // A column between the keys (x = 7 points) shows only the keyboard's own colour.
        let column = 7 * scale
        for i in [0, 4, 5, 7, 9, 12, 14, 19] {
            let time = Double(i) / Double(fps)
            let frame = try #require(gif.frame(atSeconds: time))
            let top = expectedEdge(D.keyboardY.value(at: time), scale: scale)
            if top < gif.height {
                #expect(frame.pixel(x: column, y: top) == D.keyboardFill, "t = \(time), row \(top)")
                #expect(frame.pixel(x: column, y: gif.height - 1) == D.keyboardFill)
            }
            #expect(frame.pixel(x: column, y: top - 1) == D.background, "t = \(time), row \(top - 1)")
        }
    }

    @Test(arguments: [1, 2, 3])
    func fieldEdgesLandOnThePredictedPixels(scale: Int) throws {
        let gif = try DecodedGIF(
            GIFRenderer.gif(of: D.keyboardScene(duration: 0.2), options: RasterOptions(scale: scale, fps: 10)))
        let frame = try #require(gif.frames.first)
        let left = expectedEdge(D.field.minX, scale: scale)
        let right = expectedEdge(D.field.maxX, scale: scale)
        let top = expectedEdge(D.field.minY, scale: scale)
        let bottom = expectedEdge(D.field.maxY, scale: scale)
        // Probe the right half of the field, away from its label.
        let row = (top + bottom) / 2
        let column = (left + 3 * right) / 4
        #expect(frame.pixel(x: left, y: row) == D.fieldFill)
        #expect(frame.pixel(x: left - 1, y: row) == D.background)
        #expect(frame.pixel(x: right - 1, y: row) == D.fieldFill)
        #expect(frame.pixel(x: right, y: row) == D.background)
        #expect(frame.pixel(x: column, y: top) == D.fieldFill)
        #expect(frame.pixel(x: column, y: top - 1) == D.background)
        #expect(frame.pixel(x: column, y: bottom - 1) == D.fieldFill)
        #expect(frame.pixel(x: column, y: bottom) == D.background)
    }

    @Test func flatAreasKeepTheirExactColoursWithoutDithering() throws {
        let scale = 2
        let gif = try DecodedGIF(
            GIFRenderer.gif(of: D.keyboardScene(duration: 1), options: RasterOptions(scale: scale, fps: 10)))
        for colour in [D.background, D.fieldFill, D.keyboardFill, D.keyFill, D.ink] {
            #expect(gif.globalColors.contains(colour), "\(colour) is in the palette")
        }
        let last = try #require(gif.frames.last)
        // Every pixel of the field's right half, well inside it, is the field colour exactly.
        for y in expectedEdge(D.field.minY, scale: scale)..<expectedEdge(D.field.maxY, scale: scale) {
            for x in expectedEdge(D.field.midX, scale: scale)..<expectedEdge(D.field.maxX, scale: scale) {
                #expect(last.pixel(x: x, y: y) == D.fieldFill)
            }
        }
        // The background between the field and the keyboard is untouched.
        for y in expectedEdge(
            D.field.maxY, scale: scale)..<expectedEdge(D.canvas.height - D.keyboardHeight, scale: scale)
        {
            for x in 0..<gif.width { #expect(last.pixel(x: x, y: y) == D.background) }
        }
        // Inside a key (the first, x 8…40, y 10…50 points in the keyboard), left of its letter.
        let keyTop = D.canvas.height - D.keyboardHeight + 10
        for y in expectedEdge(keyTop + 6, scale: scale)..<expectedEdge(keyTop + 34, scale: scale) {
            for x in expectedEdge(9, scale: scale)..<expectedEdge(16, scale: scale) {
                #expect(last.pixel(x: x, y: y) == D.keyFill)
            }
        }
    }

    @Test func roundedCornersAreBlendedBetweenTheirTwoColours() throws {
        let scale = 3
        let gif = try DecodedGIF(
            GIFRenderer.gif(of: D.keyboardScene(duration: 1), options: RasterOptions(scale: scale, fps: 10)))
        let last = try #require(gif.frames.last)
        // The first key's top-left corner: 5 points of radius at (8, keyTop).
        let keyTop = D.canvas.height - D.keyboardHeight + 10
        var blends = 0
        for y in expectedEdge(keyTop, scale: scale)..<expectedEdge(keyTop + 5, scale: scale) {
            for x in expectedEdge(8, scale: scale)..<expectedEdge(13, scale: scale) {
                let pixel = last.pixel(x: x, y: y)
                if pixel == D.keyFill || pixel == D.keyboardFill { continue }
                blends += 1
                // A blend lies between the key and keyboard colours, channel by channel.
                for (p, a, b) in [
                    (pixel.red, D.keyFill.red, D.keyboardFill.red),
                    (pixel.green, D.keyFill.green, D.keyboardFill.green),
                    (pixel.blue, D.keyFill.blue, D.keyboardFill.blue),
                ] {
                    #expect(p >= min(a, b) && p <= max(a, b), "\(pixel) at (\(x), \(y))")
                }
            }
        }
        #expect(blends >= 5, "an anti-aliased arc crosses several pixels")
    }

    @Test func onlyTheChangedBoxIsWritten() throws {
        let scale = 2
        let drawing = D.keyboardScene(duration: 1)
        let gif = try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: scale, fps: 20)))
        let first = try #require(gif.frames.first)
        #expect(first.width == gif.width && first.height == gif.height)
        #expect(gif.frames.count > 3)
        // Each frame shows the drawing at the time it starts.
        var previousStart = 0
        var start = first.delay
        for frame in gif.frames.dropFirst() {
            #expect(frame.disposal == 1, "left in place")
            #expect(frame.width * frame.height < gif.width * gif.height)
            // Only the keyboard moves: the box starts no higher than its top edge now or before.
            let before = expectedEdge(D.keyboardY.value(at: Double(previousStart) / 100), scale: scale)
            let now = expectedEdge(D.keyboardY.value(at: Double(start) / 100), scale: scale)
            #expect(frame.top >= min(before, now) - 1)
            previousStart = start
            start += frame.delay
        }
    }

    @Test(arguments: [1, 2])
    func everyFrameShowsThePNGFrameInPaletteColours(scale: Int) throws {
        // Frame differencing, transparency and merging must never change what a viewer sees:
        // each composited GIF frame is the truecolor frame of its time with every pixel put on
        // the nearest palette entry.
        let drawing = D.keyboardScene(duration: 1)
        let gif = try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: scale, fps: 20)))
        #expect(gif.frames.contains { $0.transparentIndex != nil }, "some frame uses transparency")
        // Each frame picks its own transparent index, so every entry of the table is a colour.
        let palette = gif.globalColors
        var nearest: [Color: Color] = [:]
        func onPalette(_ color: Color) -> Color {
            if let known = nearest[color] { return known }
            func distance(_ a: Color) -> Int {
                let dr = Int(a.red) - Int(color.red)
                let dg = Int(a.green) - Int(color.green)
                let db = Int(a.blue) - Int(color.blue)
                return dr * dr + dg * dg + db * db
            }
            let best = palette.min { distance($0) < distance($1) } ?? color
            nearest[color] = best
            return best
        }
        var start = 0
        for (index, frame) in gif.frames.enumerated() {
            let bitmap = try Bitmap(
                png: PNGRenderer.png(of: drawing.displayList(at: Double(start) / 100), scale: scale))
            var mismatches = 0
            for y in 0..<gif.height {
                for x in 0..<gif.width where frame.pixel(x: x, y: y) != onPalette(bitmap.pixel(x: x, y: y)) {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0, "frame \(index) at \(start) cs")
            start += frame.delay
        }
    }

    @Test func theSameDrawingGivesTheSameBytes() throws {
        let drawing = D.keyboardScene(duration: 1)
        let options = RasterOptions(scale: 2, fps: 25)
        #expect(try GIFRenderer.gif(of: drawing, options: options) == GIFRenderer.gif(of: drawing, options: options))
    }

    @Test func clippedShapesAndTextStayInsideTheClip() throws {
        let red = Color(hex: 0xE0303A)
        let clip = Rect(x: 10.2, y: 12.7, width: 40, height: 30.4)
        var clipped = Group("clipped", clip: AnimatedRect(clip))
        clipped.add(Primitive(.rect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 8), fill: red))
        clipped.add(Primitive(.circle(center: Point(x: 50, y: 40), radius: 20), fill: D.fieldBorder))
        clipped.add(Primitive(.text(Text("WWWW", at: Point(x: 30, y: 50), size: 24, weight: .bold)), fill: D.ink))
        var root = Group("root")
        root.add(clipped)
        let drawing = Drawing(size: Size(width: 100, height: 80), background: D.background, duration: 0.1, root: root)

        for scale in [1, 2] {
            let frame = try #require(
                try DecodedGIF(GIFRenderer.gif(of: drawing, options: RasterOptions(scale: scale, fps: 10))).frames.first
            )
            let inside = (
                expectedEdge(clip.minX, scale: scale)..<expectedEdge(clip.maxX, scale: scale),
                expectedEdge(clip.minY, scale: scale)..<expectedEdge(clip.maxY, scale: scale)
            )
            var painted = 0
            for y in 0..<80 * scale {
                for x in 0..<100 * scale {
                    let pixel = frame.pixel(x: x, y: y)
                    if inside.0.contains(x), inside.1.contains(y) {
                        if pixel != D.background { painted += 1 }
                    } else {
                        #expect(pixel == D.background, "(\(x), \(y)) is outside the clip at scale \(scale)")
                    }
                }
            }
            #expect(painted == inside.0.count * inside.1.count, "the red rectangle fills the whole clip")
            #expect(frame.pixel(x: inside.0.lowerBound, y: inside.1.lowerBound) == red)
        }
    }
}
