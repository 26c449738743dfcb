/// How much of each pixel in a block a set of filled polygons covers, from 0 to 1: the
/// anti-aliasing of rounded corners, circles, slanted lines and dashes.
///
/// libgd fills shapes without anti-aliasing (docs/facts.md §R0.6), so KeySlide finds the
/// exact covered area itself. Each polygon edge adds, row by row, the signed area it sweeps to
/// the cells it crosses; a running sum along a row then gives every pixel its coverage. This is
/// the accumulation scheme of font rasterizers: exact area, no supersampling, and a cost that
/// grows with edge length plus block area.
///
/// Polygons are added with a winding: solid parts one way, holes (the inside of a ring) the
/// other, so a ring's inside sums to zero. Overlapping solid parts sum past 1 and are clamped.
struct CoverageMask {
    /// The pixels this mask describes, in canvas coordinates.
    let bounds: PixelRect
    /// Per row, `bounds.width + 2` cells of signed area deltas; the extra cells catch the
    /// spill past the right edge.
    private var cells: [Float]
    private let stride: Int

    init(bounds: PixelRect) {
        self.bounds = bounds
        stride = bounds.width + 2
        cells = [Float](repeating: 0, count: stride * bounds.height)
    }

    private init(bounds: PixelRect, cells: [Float], stride: Int) {
        (self.bounds, self.cells, self.stride) = (bounds, cells, stride)
    }

    /// The same coverage `dx` pixels right and `dy` down (its cells shared, not copied).
    func offset(dx: Int, dy: Int) -> CoverageMask {
        CoverageMask(bounds: bounds.offset(dx: dx, dy: dy), cells: cells, stride: stride)
    }

    /// The bytes its cells take.
    var byteCount: Int { cells.count * MemoryLayout<Float>.stride }

    /// Adds a closed polygon (the last point joins the first). Solid polygons count +1 inside
    /// whichever way their points run; holes count −1.
    mutating func addPolygon(_ points: [PixelPoint], isHole: Bool = false) {
        // A point that is not a number has no place on the canvas; the polygon is skipped.
        guard points.count >= 3, !bounds.isEmpty, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        // Shoelace sum: its sign says which way the points run.
        var area = 0.0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
        let reversed = (area < 0) != isHole
        let ordered = reversed ? Array(points.reversed()) : points
        for (a, b) in zip(ordered, ordered.dropFirst() + [ordered[0]]) {
            addEdge(from: a, to: b)
        }
    }

    /// Adds one edge, cut where it leaves the block on the left or right. The part left of the
    /// block still counts for every pixel to its right, so it is laid along the left border; the
    /// part right of the block affects no pixel inside it.
    private mutating func addEdge(from a: PixelPoint, to b: PixelPoint) {
        let left = Double(bounds.minX)
        let right = Double(bounds.maxX)
        for border in [left, right] where (a.x < border) != (b.x < border) && a.x != border && b.x != border {
            let t = (border - a.x) / (b.x - a.x)
            let cut = PixelPoint(x: border, y: a.y + (b.y - a.y) * t)
            addEdge(from: a, to: cut)
            addEdge(from: cut, to: b)
            return
        }
        let clampedA = PixelPoint(x: min(max(a.x, left), right) - left, y: a.y - Double(bounds.minY))
        let clampedB = PixelPoint(x: min(max(b.x, left), right) - left, y: b.y - Double(bounds.minY))
        accumulate(from: clampedA, to: clampedB)
    }

    /// Adds the signed area an edge (in block coordinates, x already inside 0…width) sweeps in
    /// each row it crosses. Downward edges count +1, upward −1.
    private mutating func accumulate(from a: PixelPoint, to b: PixelPoint) {
        guard a.y != b.y else { return }
        let sign: Double = b.y > a.y ? 1 : -1
        let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        // An edge so flat that its slope overflows sweeps no area worth a level of colour.
        guard slope.isFinite else { return }
        // Rows outside the block are cut off before converting, so no row number can overflow.
        let height = Double(bounds.height)
        let width = Double(bounds.width)
        let firstRow = Int(min(max(top.y, 0), height).rounded(.down))
        let lastRow = Int(min(max(bottom.y, 0), height).rounded(.up)) - 1
        guard firstRow <= lastRow, firstRow < bounds.height else { return }
        for row in firstRow...lastRow {
            let y0 = max(top.y, Double(row))
            let y1 = min(bottom.y, Double(row + 1))
            guard y1 > y0 else { continue }
            // Interpolating between two ends inside 0…width can land a rounding error outside
            // (−3e-17 sent a span to column −1 and crashed, issue 9), so the ends are clamped again.
            let x0 = min(max(top.x + (y0 - top.y) * slope, 0), width)
            let x1 = min(max(top.x + (y1 - top.y) * slope, 0), width)
            addSpan(row: row, from: min(x0, x1), to: max(x0, x1), height: sign * (y1 - y0))
        }
    }

    /// Within one row, an edge piece running between `lo` and `hi` horizontally and covering
    /// `height` of the row: each pixel to its right is covered by `height`; pixels it passes
    /// through get the part of their area right of the piece. Stored as differences along the row.
    private mutating func addSpan(row: Int, from lo: Double, to hi: Double, height: Double) {
        // `lo` and `hi` lie in 0…width, so the columns stay inside the row's width + 2 cells.
        let firstColumn = Int(lo.rounded(.down))
        let lastColumn = max(firstColumn, Int(hi.rounded(.up)) - 1)
        let base = row * stride
        var previous = 0.0
        for column in firstColumn...lastColumn {
            // Coverage of this pixel: the area right of the piece, as the integral of the share of
            // the piece's height that lies left of x, over the pixel's width.
            let covered = height * (Self.rampArea(Double(column + 1), lo, hi) - Self.rampArea(Double(column), lo, hi))
            cells[base + column] += Float(covered - previous)
            previous = covered
        }
        cells[base + lastColumn + 1] += Float(height - previous)
    }

    /// ∫ from −∞ to `x` of the share of a piece spread evenly from `lo` to `hi` that lies left of
    /// the integration variable: 0 before `lo`, a parabola across the piece, then a straight line.
    private static func rampArea(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
        if x <= lo { return 0 }
        let width = hi - lo
        if width < 1e-9 { return x - lo }
        if x >= hi { return width / 2 + (x - hi) }
        return (x - lo) * (x - lo) / (2 * width)
    }

    /// Calls `body` for every row with its canvas row number, first canvas column and the
    /// coverage of each pixel in it (0…1).
    func forEachRow(_ body: (_ y: Int, _ x: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void) {
        let width = bounds.width
        guard width > 0 else { return }
        var coverage = [Float](repeating: 0, count: width)
        cells.withUnsafeBufferPointer { cells in
            coverage.withUnsafeMutableBufferPointer { coverage in
                for row in 0..<bounds.height {
                    var sum: Float = 0
                    let base = row * stride
                    for column in 0..<width {
                        sum += cells[base + column]
                        coverage[column] = min(1, abs(sum))
                    }
                    body(bounds.minY + row, bounds.minX, UnsafeBufferPointer(coverage))
                }
            }
        }
    }
}
