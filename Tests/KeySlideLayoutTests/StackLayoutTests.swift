import KeySlideGeometry
import KeySlideLayout
import Testing

/// `UIStackView`'s distributions and alignments, by hand: a horizontal stack 300 × 100 at the
/// root's origin holding three views of intrinsic size 50 × 20, 60 × 30 and 70 × 40, 10 apart.
@Suite struct StackLayoutTests {
    static func frames(
        _ distribution: StackArrangement.Distribution, _ alignment: StackArrangement.Alignment = .fill,
        pinned: Bool = true, hide: Int? = nil
    ) -> [Rect] {
        var stack = Tree.child(of: 0)
        stack.stack = StackArrangement(axis: .horizontal, spacing: 10, distribution: distribution, alignment: alignment)
        var nodes = [Tree.root(), stack]
        for (offset, (width, height)) in [(50.0, 20.0), (60, 30), (70, 40)].enumerated() {
            var view = LayoutNode(parent: 1, frame: Rect(x: 0, y: 0, width: 5, height: 5))
            view.intrinsicContentSize = IntrinsicSize(width: width, height: height)
            // Distinct hugging: `fill` stretches the view that hugs least, the first.
            view.huggingHorizontal = LayoutPriority(rawValue: 250 + Double(offset))!
            view.isHidden = hide == offset
            nodes.append(view)
        }
        var constraints = Tree.pin(1, to: .view(0), [.left, .top])
        if pinned {
            constraints += Tree.size(1, 300, 100)
        }
        var engine = LayoutEngine(nodes: nodes, constraints: constraints)
        return Array(engine.layout(in: LayoutEnvironment(rootSize: Size(width: 375, height: 667))).frames.dropFirst())
    }

    static func horizontal(_ frames: [Rect]) -> [[Double]] {
        frames.dropFirst().map { [$0.minX, $0.width] }
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        #expect(Self.horizontal(Self.frames(.fill)) == [[0, 150], [160, 60], [230, 70]])
    }

    @Test func fillEquallyGivesEqualSizes() {
        let third = 280.0 / 3
        let frames = Self.horizontal(Self.frames(.fillEqually))
        #expect(frames.map { $0[1] }.allSatisfy { abs($0 - third) < 1e-9 })
        #expect(abs(frames[2][0] - (2 * third + 20)) < 1e-9)
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() {
        let widths = Self.horizontal(Self.frames(.fillProportionally)).map { $0[1] }
        for (width, share) in zip(widths, [50.0, 60, 70]) {
            #expect(abs(width - 280 * share / 180) < 1e-9)
        }
    }

    @Test func equalSpacingPadsTheGapsEvenly() {
        #expect(Self.horizontal(Self.frames(.equalSpacing)) == [[0, 50], [110, 60], [230, 70]])
    }

    @Test func equalCenteringSpacesTheCentres() {
        // Centres at 25 and 265, so the middle one at 145.
        #expect(Self.horizontal(Self.frames(.equalCentering)) == [[0, 50], [115, 60], [230, 70]])
    }

    @Test(arguments: [
        (StackArrangement.Alignment.fill, [[0.0, 100.0], [0, 100], [0, 100]]),
        (.top, [[0, 20], [0, 30], [0, 40]]), (.firstBaseline, [[0, 20], [0, 30], [0, 40]]),
        (.center, [[40, 20], [35, 30], [30, 40]]), (.bottom, [[80, 20], [70, 30], [60, 40]]),
        (.lastBaseline, [[80, 20], [70, 30], [60, 40]]),
    ])
    func alignment(_ alignment: StackArrangement.Alignment, expected: [[Double]]) {
        #expect(Self.frames(.fillEqually, alignment).dropFirst().map { [$0.minY, $0.height] } == expected)
    }

    /// A stack its constraints only position takes its size from its arranged subviews.
    @Test func aFreeStackHugsItsViews() {
        let frames = Self.frames(.fill, .top, pinned: false)
        #expect(frames[0] == Rect(x: 0, y: 0, width: 200, height: 40))
    }

    /// A hidden arranged subview leaves the arrangement; showing it again brings it back.
    @Test func hiddenArrangedSubviewsLeaveTheArrangement() {
        let frames = Self.horizontal(Self.frames(.fillEqually, hide: 1))
        #expect(frames[0] == [0, 145])
        #expect(frames[2] == [155, 145])
    }
}
