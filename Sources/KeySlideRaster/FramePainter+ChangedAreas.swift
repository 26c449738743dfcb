import KeySlideCanvas
import KeySlideGeometry

/// Which pixels a new frame can change: the painter repaints only these (`paint(_:)`), so how
/// they are found is kept apart from how they are painted.
extension FramePainter {
    /// The pixels that can differ between `old` and `new` painted: the footprints of the items
    /// that differ, joined where they overlap or lie close; empty when no item differs.
    ///
    /// The lists are matched at their common start and end; in between, items at the same place
    /// are matched when equal, and when the middles differ in length none of them is. Matched items
    /// keep their order, so a pixel outside every unmatched item's footprint is painted by the
    /// same items in the same order in both frames: the same colour.
    mutating func changedAreas(from old: DisplayList, to new: DisplayList) throws(RasterError) -> [PixelRect] {
        guard old.size == new.size, old.background == new.background else { return [canvas.bounds] }
        let (before, after) = (old.items, new.items)
        let shorter = min(before.count, after.count)
        var prefix = 0
        while prefix < shorter, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] {
            suffix += 1
        }
        let removed = before[prefix..<(before.count - suffix)]
        let added = after[prefix..<(after.count - suffix)]
        var unmatched: [DisplayList.Item] = []
        if removed.count == added.count {
            for (a, b) in zip(removed, added) where a != b { unmatched += [a, b] }
        } else {
            unmatched = Array(removed) + Array(added)
        }
        var areas: [PixelRect] = []
        for item in unmatched {
            guard let footprint = try ItemFootprint(of: item, grid: grid, canvas: canvas.bounds, layout: textLayout)
            else { continue }
            areas.append(footprint.bounds)
        }
        return Self.joined(areas)
    }

    /// `rects` with every two that overlap, or whose enclosing rectangle is not much larger than
    /// both together, replaced by that rectangle, until none is left to join: fewer areas to
    /// paint, and none painted twice. (A caret blinking near the top of a frame and the playhead
    /// at its foot change together; one rectangle around both would be most of the canvas.)
    static func joined(_ rects: [PixelRect]) -> [PixelRect] {
        func area(_ rect: PixelRect) -> Int { rect.width * rect.height }
        var result: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            var current = rect
            var index = 0
            while index < result.count {
                let union = current.union(result[index])
                if current.intersects(result[index]) || 4 * area(union) <= 5 * (area(current) + area(result[index])) {
                    current = union
                    result.remove(at: index)
                    index = 0
                } else {
                    index += 1
                }
            }
            result.append(current)
        }
        return result
    }
}
