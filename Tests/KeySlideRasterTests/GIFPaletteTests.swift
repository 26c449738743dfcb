import KeySlideCanvas
import KeySlideEasing
import KeySlideGeometry
import Testing

@testable import KeySlideRaster

/// The palette pass counts, per colour pair, the frames where two colours can meet; it works out
/// again only the items from the first that changed, and must count what working out every
/// item of every frame counts.
@Suite struct GIFPaletteTests {
    private typealias D = TestDrawings

    /// Every item of every frame worked out, as the pass did before it kept what stayed put (what
    /// one item meets is `GIFPalette.pairs(metBy:over:background:)` either way).
    private func pairCountsItemByItem(
        of drawing: Drawing, at times: [Double], _ stretch: Range<Int>, scale: Int
    ) throws -> [ColorPair: Int] {
        let grid = PixelGrid(scale: scale)
        let pixels = try canvasPixels(of: drawing.size, scale: scale)
        let canvas = PixelRect(minX: 0, minY: 0, maxX: pixels.width, maxY: pixels.height)
        let layout = TextLayout(grid: grid)
        var frames: [ColorPair: Int] = [:]
        var previous = stretch.lowerBound > 0 ? drawing.displayList(at: times[stretch.lowerBound - 1]) : nil
        for time in times[stretch] {
            let list = drawing.displayList(at: time)
            if list == previous { continue }
            previous = list
            var footprints: [ItemFootprint?] = []
            var pairs = Set<ColorPair>()
            for item in list.items {
                let footprint = try ItemFootprint(of: item, grid: grid, canvas: canvas, layout: layout)
                if let footprint {
                    pairs.formUnion(GIFPalette.pairs(metBy: footprint, over: footprints, background: list.background))
                }
                footprints.append(footprint)
            }
            for pair in pairs { frames[pair, default: 0] += 1 }
        }
        return frames
    }

    /// Items of their own colours that come, go and move at the front of the list, under a panel
    /// that stays put: what the panel meets changes with them, and so do their own pairs.
    private func comingAndGoing() -> Drawing {
        var root = Group("root")
        for number in 0..<4 {
            var x = Track(initialValue: Double(number * 12))
            x.set(Double(60 - number * 9), at: 0.3 + Double(number) / 10)
            let visibility = Visibility(
                initiallyVisible: number % 2 == 0,
                changes: [
                    .init(time: 0.2 + Double(number) / 20, visible: number % 2 != 0),
                    .init(time: 0.7 - Double(number) / 20, visible: number % 2 == 0),
                ])
            var group = Group("mover \(number)", offsetX: x, visibility: visibility)
            let fill = Color(red: UInt8(40 * number), green: 200, blue: UInt8(255 - 50 * number))
            group.add(
                Primitive(
                    .rect(Rect(x: 5, y: 10 + Double(number) * 15, width: 30, height: 20), cornerRadius: 3), fill: fill))
            root.add(group)
        }
        root.add(
            Primitive(
                .rect(Rect(x: 40, y: 20, width: 50, height: 40), cornerRadius: 6), fill: D.fieldFill,
                stroke: Stroke(D.fieldBorder, width: 1)))
        return Drawing(size: Size(width: 120, height: 90), background: D.background, duration: 1, root: root)
    }

    @Test(arguments: [1, 2])
    func pairsAreCountedAsIfEveryItemWereWorkedOut(scale: Int) throws {
        // In order, out of order (items come and go between any two frames), with repeats, and
        // in stretches as the pass's workers take them.
        let inOrder = (0...40).map { Double($0) / 40 }
        let shuffled = [0, 0.5, 0.5, 0.1, 0.9, 0.2, 0.25, 0.3, 0.95, 0.05, 1, 0.6, 0.6, 0.61]
        for drawing in [comingAndGoing(), D.busyScene(), D.keyboardScene(), D.fadingScene()] {
            for times in [inOrder, shuffled] {
                for stretch in [0..<times.count, 0..<(times.count / 2), (times.count / 2)..<times.count] {
                    let layout = TextLayout(grid: PixelGrid(scale: scale))
                    let counted = try GIFPalette.touchingPairCounts(
                        of: drawing, at: times, stretch, size: drawing.size, scale: scale, layout: layout)
                    let expected = try pairCountsItemByItem(of: drawing, at: times, stretch, scale: scale)
                    #expect(counted == expected, "\(stretch) of \(times.count) frames")
                    #expect(!expected.isEmpty)
                }
            }
        }
    }
}
