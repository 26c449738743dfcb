import KeySlideCanvas
import KeySlideTestSupport
import Testing

@testable import KeySlideRaster

/// A frame painted over another, only where they differ, is the same picture as the frame painted
/// whole: the footprints the painter repaints reach every pixel a changed item can touch.
@Suite struct FramePainterTests {
    private typealias D = TestDrawings

    /// The first pixel where the two canvases differ, if any.
    private func firstDifference(_ a: GDImage, _ b: GDImage) -> (x: Int, y: Int)? {
        for y in 0..<a.height {
            for x in 0..<a.width where a.truecolorRows[y][x] != b.truecolorRows[y][x] { return (x, y) }
        }
        return nil
    }

    /// Paints `drawing` at `times` in that order on one canvas, checks each frame against a
    /// canvas painted whole, and returns the share of the canvas painted per frame.
    @discardableResult
    private func expectEachFrameWhole(_ drawing: Drawing, at times: [Double], scale: Int) throws -> Double {
        var painter = try FramePainter(size: drawing.size, scale: scale)
        var painted = 0
        for time in times {
            let list = drawing.displayList(at: time)
            painted += try painter.paint(list).reduce(0) { $0 + $1.width * $1.height }
            var whole = try FramePainter(size: drawing.size, scale: scale)
            try whole.paint(list)
            let difference = firstDifference(painter.canvas, whole.canvas)
            #expect(
                difference == nil,
                "t = \(time) at scale \(scale): first difference at \(String(describing: difference))")
        }
        return Double(painted) / Double(times.count * painter.canvas.width * painter.canvas.height)
    }

    @Test(arguments: [1, 2, 3])
    func framesPaintedInOrderMatchFramesPaintedWhole(scale: Int) throws {
        let times = (0...40).map { Double($0) / 40 }
        try expectEachFrameWhole(D.busyScene(), at: times, scale: scale)
        // Only the keyboard moves (a band of 120 of 300 points, part of the time): far less than
        // whole frames is painted.
        #expect(try expectEachFrameWhole(D.keyboardScene(), at: times, scale: scale) < 0.4)
    }

    @Test(arguments: [1, 2])
    func framesPaintedOutOfOrderMatchFramesPaintedWhole(scale: Int) throws {
        // As two workers paint: each over a frame two or more frames away, back and forth.
        let times = [0, 0.5, 0.1, 0.9, 0.2, 0.25, 0.3, 0.95, 0.05, 1, 0.6].map { $0 }
        try expectEachFrameWhole(D.busyScene(), at: times, scale: scale)
    }

    /// A fading group painted in part is still composited as one layer over what is under it.
    @Test(arguments: [1, 2])
    func fadingGroupsPaintedInPartMatchFramesPaintedWhole(scale: Int) throws {
        let times = (0...20).map { Double($0) / 20 } + [0.5, 0.1, 0.7]
        try expectEachFrameWhole(D.fadingScene(), at: times, scale: scale)
    }

    @Test func aFrameAlreadyShownIsNotPaintedAgain() throws {
        let drawing = D.busyScene()
        var painter = try FramePainter(size: drawing.size, scale: 2)
        #expect(try painter.paint(drawing.displayList(at: 0.4)) == [painter.canvas.bounds], "the first is whole")
        #expect(try painter.paint(drawing.displayList(at: 0.4)).isEmpty)
        let next = try painter.paint(drawing.displayList(at: 0.42))
        #expect(!next.isEmpty)
        #expect(next.reduce(0) { $0 + $1.width * $1.height } < painter.canvas.width * painter.canvas.height)
    }

    @Test func areasFarApartStayApartAndOverlappingOnesJoin() {
        let top = PixelRect(minX: 10, minY: 0, maxX: 60, maxY: 12)
        let foot = PixelRect(minX: 30, minY: 280, maxX: 34, maxY: 300)
        let nearFoot = PixelRect(minX: 33, minY: 285, maxX: 40, maxY: 298)
        let joined = FramePainter.joined([top, foot, nearFoot])
        #expect(joined.count == 2)
        #expect(joined.contains(top))
        #expect(joined.contains(foot.union(nearFoot)))
        // Two that touch side by side become one, as large as both.
        #expect(
            FramePainter.joined([
                PixelRect(minX: 0, minY: 0, maxX: 10, maxY: 10), PixelRect(minX: 10, minY: 0, maxX: 20, maxY: 10),
            ]) == [PixelRect(minX: 0, minY: 0, maxX: 20, maxY: 10)])
    }
}
