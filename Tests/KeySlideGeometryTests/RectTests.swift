import KeySlideGeometry
import Testing

@Suite struct RectTests {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test func edgesAndCentre() {
        #expect([rect.minX, rect.minY, rect.maxX, rect.maxY, rect.midX, rect.midY] == [10, 20, 110, 70, 60, 45])
        #expect(!rect.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
    }

    @Test func containsPointIsHalfOpenLikeCGRectContainsPoint() {
        #expect(rect.contains(Point(x: 10, y: 20)))  // top-left corner: inside
        #expect(!rect.contains(Point(x: 110, y: 30)))  // right edge: outside
        #expect(!rect.contains(Point(x: 50, y: 70)))  // bottom edge: outside
        #expect(rect.contains(Point(x: 109.999, y: 69.999)))
    }

    @Test func containsRectIncludesTheEdges() {
        #expect(rect.contains(rect))
        #expect(rect.contains(Rect(x: 60, y: 20, width: 50, height: 50)))
        #expect(!rect.contains(Rect(x: 60, y: 20, width: 50.5, height: 50)))
    }

    @Test func intersectionIsNilWhenRectanglesOnlyTouch() {
        #expect(rect.intersection(Rect(x: 110, y: 20, width: 10, height: 10)) == nil)
        #expect(
            rect.intersection(Rect(x: 100, y: 60, width: 50, height: 50)) == Rect(x: 100, y: 60, width: 10, height: 10))
        #expect(rect.union(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 0, y: 0, width: 110, height: 70))
    }

    @Test func insettingNeverGoesNegative() {
        #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 20, y: 25, width: 80, height: 40))
        #expect(rect.insetBy(dx: 60, dy: 30).size == .zero)
        #expect(
            rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func shortDescriptionsDropWholeNumbersDecimalPoint() {
        #expect(rect.description == "(10, 20, 100, 50)")
        #expect(Rect(x: 0.5, y: -3, width: 1e20, height: 2).description == "(0.5, -3, 1e+20, 2)")
        #expect(Size(width: 320, height: 480).swapped == Size(width: 480, height: 320))
        #expect(EdgeInsets(bottom: 216).description == "{0, 0, 216, 0}")
    }
}
