import CWebP

/// An animated WebP being made by libwebp's animation encoder (`WebPAnimEncoder`), lossless.
///
/// Each frame is handed over whole, at its start time in milliseconds; the encoder works out the
/// box that changed since the frame before and stores only that (as KeySlide's GIF and APNG
/// do), so `prepare` has nothing to do. Determinism: one thread (`thread_level` 0), fixed
/// settings, no key frames inserted (`kmax` 0: a picture that only plays from the start gains
/// nothing from them, and each costs a whole frame), and no mixed lossy frames.
///
/// A class, like `GDImage`, because it owns a C object that must be deleted exactly once.
final class WebPAnimation: TruecolorEncoder {
    /// libwebp's lossless effort: `method` 0–6 and `quality` 0–100 (for lossless, how hard it
    /// looks, not what it keeps). Chosen by measurement (docs/performance.md, "Formats").
    static let method: Int32 = 1
    static let effort: Float = 25

    private let encoder: OpaquePointer
    private var config = WebPConfig()
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws(RasterError) {
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw .encoder("libwebp", "start", "its version does not match the headers KeySlide was built with")
        }
        options.anim_params.loop_count = 0
        options.kmin = 0
        options.kmax = 0
        options.allow_mixed = 0
        options.minimize_size = 0
        config.lossless = 1
        config.method = Self.method
        config.quality = Self.effort
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else {
            throw .encoder("libwebp", "start", "it refused KeySlide's settings")
        }
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw .encoder("libwebp", "start", "no encoder for \(width)×\(height) pixels (each side at most 16383)")
        }
        self.encoder = encoder
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    static func prepare(
        _ frame: TruecolorFrame, changed: PixelRect, previous: TruecolorFrame?
    ) throws(RasterError) -> TruecolorFrame {
        frame
    }

    func add(_ frame: TruecolorFrame, start: Int, duration: Int) throws(RasterError) {
        precondition(frame.width == width && frame.height == height, "a frame of another size")
        // libwebp reads ARGB: an opaque alpha over KeySlide's 0x00RRGGBB.
        var argb = frame.pixels.map { $0 | 0xFF00_0000 }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw .encoder("libwebp", "start a frame", "its version does not match the headers")
        }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = 1
        picture.argb_stride = Int32(width)
        let added = argb.withUnsafeMutableBufferPointer { pixels in
            picture.argb = pixels.baseAddress
            return WebPAnimEncoderAdd(encoder, &picture, Int32(10 * start), &config)
        }
        guard added != 0 else { throw .encoder("libwebp", "encode a frame", lastError) }
    }

    /// The file: the last frame ends at `totalCentiseconds`.
    func finish(totalCentiseconds: Int) throws(RasterError) -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(10 * totalCentiseconds), nil) != 0 else {
            throw .encoder("libwebp", "end the animation", lastError)
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw .encoder("libwebp", "assemble the file", lastError)
        }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: bytes)) }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private var lastError: String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "no reason given"
    }
}
