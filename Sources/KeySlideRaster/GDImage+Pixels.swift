import KeySlideCanvas

/// Painting straight into a truecolor image's pixels: faster than one libgd call per pixel,
/// and the only way to get the anti-aliased fills libgd does not have.
extension GDImage {
    /// A blended colour channel, 0…255, to the nearest whole level, halves away from zero: what
    /// `Int32(value.rounded())` gives, without its call into libm for every channel of every
    /// blended pixel (`roundf` was 5 % of a batch scene's time). `value` is never negative — a
    /// blend lies between two channels — so the part after the point is `value` less its whole
    /// part, exactly (Sterbenz: the two are within a factor of 2).
    @inline(__always)
    static func channel(_ value: Float) -> Int32 {
        let whole = Int32(value)
        return value - Float(whole) >= 0.5 ? whole + 1 : whole
    }

    /// Makes the pixels of `area` (cut to the image) the same as `other`'s, an image of the same size.
    func copyPixels(of other: GDImage, in area: PixelRect) {
        precondition(other.width == width && other.height == height, "copyPixels between images of different sizes")
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            (truecolorRows[y] + area.minX).update(from: other.truecolorRows[y] + area.minX, count: area.width)
        }
    }

    /// Moves every pixel of `area` (cut to the image) `amount` of the way (0…1) towards `other`'s,
    /// an image of the same size; pixels the two share stay as they are.
    func mix(_ other: GDImage, amount: Double, in area: PixelRect) {
        precondition(other.width == width && other.height == height, "mix between images of different sizes")
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        let alpha = Float(min(max(amount, 0), 1))
        for y in area.minY..<area.maxY {
            let row = truecolorRows[y]
            let top = other.truecolorRows[y]
            for x in area.minX..<area.maxX where row[x] != top[x] {
                let under = row[x]
                let over = top[x]
                func mixed(_ shift: Int32) -> Int32 {
                    let a = Float((under >> shift) & 0xFF)
                    let b = Float((over >> shift) & 0xFF)
                    return GDImage.channel(a + (b - a) * alpha) << shift
                }
                row[x] = mixed(16) | mixed(8) | mixed(0)
            }
        }
    }

    /// Sets the pixels of `rect` (cut to the image) to `color`.
    func fill(_ rect: PixelRect, with color: Color) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let value = Self.packed(color)
        for y in area.minY..<area.maxY {
            (truecolorRows[y] + area.minX).update(repeating: value, count: area.width)
        }
    }

    /// Paints `color` over the pixels of `area`, each as opaque as `mask` covers it.
    func fill(_ mask: CoverageMask, with color: Color, within area: PixelRect) {
        guard bounds.contains(mask.bounds) else { return }
        let inside = mask.bounds.intersection(area)
        guard !inside.isEmpty else { return }
        let paint = Paint(color)
        mask.forEachRow { y, x0, coverage in
            guard y >= inside.minY, y < inside.maxY else { return }
            let row = truecolorRows[y]
            for x in inside.minX..<inside.maxX { paint.apply(coverage[x - x0], to: row + x) }
        }
    }

    /// Paints `color` through a text mask whose pen starts at (`x`, `y`), inside `clip`.
    func fill(_ mask: TextMask, x: Int, y: Int, with color: Color, clip: PixelRect) {
        let placed = PixelRect(
            minX: x + mask.left, minY: y + mask.top, maxX: x + mask.left + mask.width, maxY: y + mask.top + mask.height)
        let area = placed.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let paint = Paint(color)
        for row in area.minY..<area.maxY {
            let source = (row - placed.minY) * mask.width - placed.minX
            let target = truecolorRows[row]
            for column in area.minX..<area.maxX {
                paint.apply(Float(mask.coverage[source + column]) / 255, to: target + column)
            }
        }
    }

    /// One colour laid over pixels at partial strength: plain alpha blending in sRGB, as libgd
    /// and browsers blend anti-aliased edges.
    private struct Paint {
        let value: Int32
        let red: Float, green: Float, blue: Float

        init(_ color: Color) {
            value = GDImage.packed(color)
            red = Float(color.red)
            green = Float(color.green)
            blue = Float(color.blue)
        }

        /// Coverage below half a level of 8-bit colour changes nothing; above 1 − that, the
        /// pixel simply becomes the colour.
        static let faint: Float = 0.5 / 255, solid: Float = 1 - 0.5 / 255

        @inline(__always)
        func apply(_ alpha: Float, to pixel: UnsafeMutablePointer<Int32>) {
            guard alpha > Self.faint else { return }
            guard alpha < Self.solid else {
                pixel.pointee = value
                return
            }
            let under = pixel.pointee
            let r = Float((under >> 16) & 0xFF)
            let g = Float((under >> 8) & 0xFF)
            let b = Float(under & 0xFF)
            let mixedRed = GDImage.channel(r + (red - r) * alpha)
            let mixedGreen = GDImage.channel(g + (green - g) * alpha)
            let mixedBlue = GDImage.channel(b + (blue - b) * alpha)
            pixel.pointee = mixedRed << 16 | mixedGreen << 8 | mixedBlue
        }
    }

    /// The whole image as a pixel rectangle.
    var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// libgd's truecolor pixel: `0x00RRGGBB`, alpha 0 meaning opaque.
    static func packed(_ color: Color) -> Int32 {
        Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
    }
}
