import KeySlideDrawing

/// Painting straight into a truecolor image's pixels: faster than one libgd call per pixel,
/// and the only way to get the anti-aliased fills libgd does not have.
extension GDImage {
    /// Sets every pixel to `color`.
    func fillAll(with color: Color) {
        fill(PixelRect(minX: 0, minY: 0, maxX: width, maxY: height), with: color)
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

    /// Paints `color` over the image, each pixel as opaque as `mask` covers it.
    func fill(_ mask: CoverageMask, with color: Color) {
        guard mask.bounds.minX >= 0, mask.bounds.minY >= 0, mask.bounds.maxX <= width, mask.bounds.maxY <= height else { return }
        let value = Self.packed(color)
        let red = Float(color.red), green = Float(color.green), blue = Float(color.blue)
        // Coverage below half a level of 8-bit colour changes nothing; above 1 − that, the
        // pixel is simply the colour.
        let faint: Float = 0.5 / 255, solid: Float = 1 - 0.5 / 255
        mask.forEachRow { y, x0, coverage in
            let row = truecolorRows[y] + x0
            for (i, alpha) in coverage.enumerated() where alpha > faint {
                if alpha >= solid {
                    row[i] = value
                    continue
                }
                let under = row[i]
                let r = Float((under >> 16) & 0xFF), g = Float((under >> 8) & 0xFF), b = Float(under & 0xFF)
                let mixedRed = Int32((r + (red - r) * alpha).rounded())
                let mixedGreen = Int32((g + (green - g) * alpha).rounded())
                let mixedBlue = Int32((b + (blue - b) * alpha).rounded())
                row[i] = mixedRed << 16 | mixedGreen << 8 | mixedBlue
            }
        }
    }

    /// The colour of one truecolor pixel.
    func truecolorPixel(x: Int, y: Int) -> Color {
        let value = truecolorRows[y][x]
        return Color(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The whole image as a pixel rectangle.
    var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// libgd's truecolor pixel: `0x00RRGGBB`, alpha 0 meaning opaque.
    static func packed(_ color: Color) -> Int32 {
        Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
    }
}
