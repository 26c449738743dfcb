/// Turns truecolor pixels into indices of a `GIFPalette`: each pixel gets the entry nearest to
/// it (plain RGB distance, the colour chosen first on a tie), so interface colours map to themselves
/// and anti-aliased pixels to the closest blend. No dithering: flat areas stay flat.
///
/// A frame has few distinct colours and long runs of one colour, so answers are remembered in
/// a small direct-mapped table and the last pixel's answer is reused along a run.
struct PaletteIndexer {
    /// The palette's colours in its order of choice (`GIFPalette.choiceOrder`), so a tie goes
    /// to the same colour however the table is ordered, with their indices.
    private let entries: [(red: Int, green: Int, blue: Int, index: UInt8)]
    private var cachedPixels: [Int32]
    private var cachedIndices: [UInt8]
    private static let cacheBits = 14

    /// An indexer over `palette`'s colours, never choosing its transparent slot.
    init(palette: GIFPalette) {
        // The transparent slot is not among them: no pixel maps to it.
        entries = palette.choiceOrder.map { color, index in
            (Int(color.red), Int(color.green), Int(color.blue), UInt8(index))
        }
        cachedPixels = [Int32](repeating: -1, count: 1 << Self.cacheBits)
        cachedIndices = [UInt8](repeating: 0, count: 1 << Self.cacheBits)
    }

    /// The palette index for a truecolor pixel `0x00RRGGBB`.
    mutating func index(of pixel: Int32) -> UInt8 {
        let rgb = pixel & 0xFF_FFFF
        let slot = Int((UInt32(bitPattern: rgb) &* 2_654_435_761) >> (32 - UInt32(Self.cacheBits)))
        if cachedPixels[slot] == rgb { return cachedIndices[slot] }
        let red = Int(rgb >> 16)
        let green = Int((rgb >> 8) & 0xFF)
        let blue = Int(rgb & 0xFF)
        var best: UInt8 = 0
        var bestDistance = Int.max
        for entry in entries {
            let dr = entry.red - red
            let dg = entry.green - green
            let db = entry.blue - blue
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = entry.index
                bestDistance = distance
            }
        }
        cachedPixels[slot] = rgb
        cachedIndices[slot] = best
        return best
    }

    /// Maps the pixels of `area` of a truecolor image into `indices` (row after row,
    /// `image.width` per row); the rest of `indices` is left as it is.
    mutating func map(_ image: GDImage, area: PixelRect, into indices: inout [UInt8]) {
        let width = image.width
        let area = area.intersection(image.bounds)
        guard !area.isEmpty else { return }
        indices.withUnsafeMutableBufferPointer { output in
            guard let out = output.baseAddress else { return }
            let rawOutput = UnsafeMutableRawPointer(out)
            for y in area.minY..<area.maxY {
                let row = image.truecolorRows[y]
                let rawRow = UnsafeRawPointer(row)
                var lastPixel: Int32 = -1
                var lastIndex: UInt8 = 0
                let start = y * width
                var x = area.minX
                while x < area.maxX {
                    // Along a run, eight pixels at once: four words of two pixels each.
                    let pair = UInt64(UInt32(bitPattern: lastPixel)) &* 0x1_0000_0001
                    if x + 8 <= area.maxX, ByteWords.load(rawRow, 4 * x) == pair,
                        ByteWords.load(rawRow, 4 * x + 8) == pair, ByteWords.load(rawRow, 4 * x + 16) == pair,
                        ByteWords.load(rawRow, 4 * x + 24) == pair
                    {
                        ByteWords.store(UInt64(lastIndex) &* ByteWords.ones, rawOutput, start + x)
                        x += 8
                        continue
                    }
                    let pixel = row[x]
                    if pixel != lastPixel {
                        lastPixel = pixel
                        lastIndex = index(of: pixel)
                    }
                    output[start + x] = lastIndex
                    x += 1
                }
            }
        }
    }
}
