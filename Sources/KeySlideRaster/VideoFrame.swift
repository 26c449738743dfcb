/// A frame in the colours a video stores: Y′CbCr 4:2:0 (I420), 8 bits, BT.709 limited range
/// (luma 16–235, chroma 16–240), the matrix and range the WebM file and the VP9 stream both say
/// (docs/facts.md §R0.18). Converted with whole numbers only, so the same pixels always give
/// the same bytes on every machine.
struct VideoFrame {
    let width: Int
    let height: Int
    /// `width` × `height` luma samples, row after row.
    var luma: [UInt8]
    /// One blue and one red difference per 2 × 2 block of pixels, `chromaWidth` × `chromaHeight`.
    var blue: [UInt8]
    var red: [UInt8]

    var chromaWidth: Int { (width + 1) / 2 }
    var chromaHeight: Int { (height + 1) / 2 }

    // BT.709 (ITU-R BT.709-6 §3: Kr 0.2126, Kb 0.0722) scaled to limited range (219 levels of luma,
    // 224 of chroma, out of 255), in units of 1/65536.
    private static let lumaRed = 11966
    private static let lumaGreen = 40254
    private static let lumaBlue = 4064
    private static let blueRed = -6596
    private static let blueGreen = -22189
    private static let blueBlue = 28785
    private static let redRed = 28785
    private static let redGreen = -26145
    private static let redBlue = -2640

    /// `frame` converted: each luma sample from its own pixel, each chroma sample from the mean
    /// of its 2 × 2 block (an odd last column or row counted twice).
    init(_ frame: TruecolorFrame) {
        width = frame.width
        height = frame.height
        let (width, height) = (frame.width, frame.height)
        let chromaWidth = (width + 1) / 2
        let chromaHeight = (height + 1) / 2
        var luma = [UInt8](repeating: 0, count: width * height)
        var blue = [UInt8](repeating: 0, count: chromaWidth * chromaHeight)
        var red = [UInt8](repeating: 0, count: chromaWidth * chromaHeight)
        frame.pixels.withUnsafeBufferPointer { pixels in
            luma.withUnsafeMutableBufferPointer { luma in
                for index in 0..<(width * height) {
                    let pixel = pixels[index]
                    let sum =
                        Self.lumaRed * Int(pixel >> 16 & 0xFF) + Self.lumaGreen * Int(pixel >> 8 & 0xFF)
                        + Self.lumaBlue * Int(pixel & 0xFF)
                    luma[index] = UInt8((sum + (16 << 16) + (1 << 15)) >> 16)
                }
            }
            for row in 0..<chromaHeight {
                let top = 2 * row * width
                let bottom = min(2 * row + 1, height - 1) * width
                for column in 0..<chromaWidth {
                    let left = 2 * column
                    let right = min(left + 1, width - 1)
                    let (p0, p1) = (pixels[top + left], pixels[top + right])
                    let (p2, p3) = (pixels[bottom + left], pixels[bottom + right])
                    // Each channel of the four pixels at once: the sums fit in 10 bits.
                    let spread = { (pixel: UInt32) -> UInt64 in
                        UInt64(pixel >> 16 & 0xFF) << 32 | UInt64(pixel >> 8 & 0xFF) << 16 | UInt64(pixel & 0xFF)
                    }
                    let sums = spread(p0) + spread(p1) + spread(p2) + spread(p3)
                    let (r, g, b) = (Int(sums >> 32), Int(sums >> 16 & 0xFFFF), Int(sums & 0xFFFF))
                    // Sums of four: two more bits to shift off.
                    let blueSum = Self.blueRed * r + Self.blueGreen * g + Self.blueBlue * b
                    let redSum = Self.redRed * r + Self.redGreen * g + Self.redBlue * b
                    blue[row * chromaWidth + column] = UInt8((blueSum + (128 << 18) + (1 << 17)) >> 18)
                    red[row * chromaWidth + column] = UInt8((redSum + (128 << 18) + (1 << 17)) >> 18)
                }
            }
        }
        self.luma = luma
        self.blue = blue
        self.red = red
    }
}
