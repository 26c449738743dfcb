import Foundation

/// Writes an animated GIF frame after frame, storing only what changed.
///
/// Each new frame is compared with what the viewer already shows: the rows and columns that
/// differ give a box, and only that box is written, at its offset, left in place for the next
/// frame (disposal "none"). Inside the box, runs of unchanged pixels that hold detail (text,
/// edges) become the transparent index, so the old pixels show through and the run compresses
/// to almost nothing.
/// A frame equal to the screen is not written at all; its time is added to the frame before,
/// which is why a frame is kept back until the next different one arrives.
struct AnimatedGIFWriter {
    private(set) var bytes: [UInt8]
    private let palette: GIFPalette
    private let width: Int
    private let height: Int
    /// What the viewer sees once every frame added so far has been shown.
    private var screen: [UInt8] = []
    /// The last frame, waiting for its delay to be known.
    private var pending: Frame?

    /// The largest delay a GIF can store: 16 bits of centiseconds (GIF89a §23).
    static let longestDelay = 65_535
    /// Unchanged runs shorter than this stay as they are; a lone transparent pixel between
    /// changed ones only breaks the run (libvips found the same, docs/facts.md §R3.2).
    static let shortestTransparentRun = 2

    private struct Frame {
        var box: PixelRect
        var indices: [UInt8]
        var delay: Int
        var hasTransparency: Bool
    }

    /// Starts a GIF of `width` × `height` pixels that loops forever, with `palette` as its one
    /// colour table.
    init(width: Int, height: Int, palette: GIFPalette) throws(RasterError) {
        self.palette = palette
        self.width = width
        self.height = height
        let reference = try GDImage(paletteWidth: width, height: height, colors: palette.colors)
        bytes = try reference.gifAnimationStart()
    }

    /// Adds a frame of palette indices (`width` per row) shown for `delay` centiseconds.
    mutating func add(_ indices: [UInt8], delay: Int) throws(RasterError) {
        guard !screen.isEmpty else {
            screen = indices
            pending = Frame(
                box: PixelRect(minX: 0, minY: 0, maxX: width, maxY: height), indices: indices, delay: delay,
                hasTransparency: false)
            return
        }
        guard let box = changedBox(to: indices) else {
            try hold(for: delay)
            return
        }
        try flush()
        pending = frame(of: indices, in: box, delay: delay)
        for y in box.minY..<box.maxY {
            let start = y * width + box.minX
            screen.replaceSubrange(start..<(start + box.width), with: indices[start..<(start + box.width)])
        }
    }

    /// Shows the last frame `delay` centiseconds longer: the next frame time brought nothing new.
    mutating func hold(for delay: Int) throws(RasterError) {
        guard var frame = pending else { return }
        if frame.delay + delay <= Self.longestDelay {
            frame.delay += delay
            pending = frame
            return
        }
        // Past the 16-bit limit: write the frame and continue with one transparent pixel.
        try flush()
        pending = Frame(
            box: PixelRect(minX: 0, minY: 0, maxX: 1, maxY: 1), indices: [UInt8(palette.transparentIndex)],
            delay: delay,
            hasTransparency: true)
    }

    /// Writes the last frame and the trailer; the finished file.
    mutating func finish() throws(RasterError) -> [UInt8] {
        try flush()
        bytes += try GDImage.gifAnimationEnd()
        return bytes
    }

    private mutating func flush() throws(RasterError) {
        guard let frame = pending else { return }
        pending = nil
        let image = try GDImage(paletteWidth: frame.box.width, height: frame.box.height, colors: palette.colors)
        image.setPaletteIndices(frame.indices, stride: frame.box.width, left: 0, top: 0)
        if frame.hasTransparency { image.setTransparentIndex(palette.transparentIndex) }
        bytes += try image.gifAnimationFrame(left: frame.box.minX, top: frame.box.minY, delay: frame.delay)
    }

    /// The smallest box holding every pixel where `indices` differs from the screen, or `nil`.
    private func changedBox(to indices: [UInt8]) -> PixelRect? {
        screen.withUnsafeBufferPointer { old in
            indices.withUnsafeBufferPointer { new in
                guard let oldStart = old.baseAddress, let newStart = new.baseAddress else { return nil }
                func rowDiffers(_ y: Int) -> Bool { memcmp(oldStart + y * width, newStart + y * width, width) != 0 }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers) ?? top
                var left = width
                var right = -1
                for y in top...bottom {
                    let row = y * width
                    var x = 0
                    while x < left, old[row + x] == new[row + x] { x += 1 }
                    left = min(left, x)
                    x = width - 1
                    while x > right, old[row + x] == new[row + x] { x -= 1 }
                    right = max(right, x)
                }
                return PixelRect(minX: left, minY: top, maxX: right + 1, maxY: bottom + 1)
            }
        }
    }

    /// Whether a run holds more than one colour. Only such runs are made transparent: measured
    /// on a 5 s phone scene at 2× (250 frames), making every unchanged run of 2 or more
    /// transparent gave 1,038,436 bytes, none 997,308, and only runs with detail 906,668. A run
    /// of one colour is already cheap to store, and turning it transparent cuts a longer run of
    /// that colour in two.
    private static func holdsDetail(_ run: ArraySlice<UInt8>) -> Bool {
        guard let first = run.first else { return false }
        return run.contains { $0 != first }
    }

    /// The pixels of `box`, with unchanged runs of detail made transparent.
    private func frame(of indices: [UInt8], in box: PixelRect, delay: Int) -> Frame {
        var cropped = [UInt8](repeating: 0, count: box.width * box.height)
        var hasTransparency = false
        let transparent = UInt8(palette.transparentIndex)
        for y in box.minY..<box.maxY {
            let source = y * width
            let target = (y - box.minY) * box.width
            var runStart: Int?
            for x in box.minX...box.maxX {
                let unchanged = x < box.maxX && indices[source + x] == screen[source + x]
                if x < box.maxX { cropped[target + x - box.minX] = indices[source + x] }
                if unchanged {
                    if runStart == nil { runStart = x }
                } else if let start = runStart {
                    runStart = nil
                    if x - start >= Self.shortestTransparentRun,
                        Self.holdsDetail(indices[(source + start)..<(source + x)])
                    {
                        for i in start..<x { cropped[target + i - box.minX] = transparent }
                        hasTransparency = true
                    }
                }
            }
        }
        return Frame(box: box, indices: cropped, delay: delay, hasTransparency: hasTransparency)
    }
}
