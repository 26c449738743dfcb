import CVPX
import KeySlideSystem

/// libvpx's VP9 encoder, set up so that the same frames always give the same bytes.
///
/// Determinism: one thread, no row multithreading, no look-ahead (`g_lag_in_frames` 0: each frame
/// comes out as it goes in, so no hidden alternate reference frames), constant quality rather
/// than a bit rate (`VPX_Q`), key frames at most every `keyFrameDistance` frames, real-time
/// speed `speed` (the deadline only chooses real-time mode: libvpx sets it against the frame's
/// duration). Rendering twice gives the same bytes (`AnimationFormatTests`). Profile 0 (8 bits,
/// 4:2:0), the profile every browser and hardware decoder plays, tuned for screen content.
///
/// A class, like `GDImage`, because it owns a C context that must be destroyed exactly once.
final class VP9Encoder {
    /// Quality: libvpx's quantizer 0–63, lower is finer. 20 keeps one-pixel text edges sharp at
    /// about a quarter of the GIF's bytes (docs/performance.md, "Formats").
    static let quality: Int32 = 20
    /// Real-time speed 5–9, higher is faster: 7 was as quick as 8 and 9 on the samples, and
    /// smaller (docs/performance.md, "Formats").
    static let speed: Int32 = 7
    /// Frames between key frames at most: where a player can start or seek to.
    static let keyFrameDistance: UInt32 = 250

    /// A frame as it comes out: its bytes and whether it is a key frame.
    struct Packet {
        var bytes: [UInt8]
        var isKey: Bool
    }

    private var context = vpx_codec_ctx_t()
    private let image: UnsafeMutablePointer<vpx_image_t>
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws(RasterError) {
        self.width = width
        self.height = height
        var config = vpx_codec_enc_cfg_t()
        guard vpx_codec_enc_config_default(vpx_codec_vp9_cx(), &config, 0) == VPX_CODEC_OK else {
            throw .encoder("libvpx", "start", "no default VP9 settings")
        }
        config.g_w = UInt32(width)
        config.g_h = UInt32(height)
        // Timestamps in centiseconds, the GIF's unit.
        config.g_timebase = vpx_rational(num: 1, den: 100)
        config.g_threads = 1
        config.g_lag_in_frames = 0
        config.g_profile = 0
        config.rc_end_usage = VPX_Q
        config.rc_min_quantizer = 0
        config.rc_max_quantizer = 63
        config.rc_dropframe_thresh = 0
        config.kf_mode = VPX_KF_AUTO
        config.kf_min_dist = 0
        config.kf_max_dist = Self.keyFrameDistance
        guard let image = vpx_img_alloc(nil, VPX_IMG_FMT_I420, UInt32(width), UInt32(height), 1) else {
            throw .encoder("libvpx", "start", "no memory for a \(width)×\(height) frame")
        }
        self.image = image
        guard keyslide_vp9_encoder_init(&context, &config) == VPX_CODEC_OK else {
            let reason = vpx_codec_error_detail(&context).map { String(cString: $0) } ?? "its settings were refused"
            vpx_img_free(image)
            throw .encoder("libvpx", "start", reason)
        }
        let controls: [(vp8e_enc_control_id, Int32)] = [
            (VP8E_SET_CPUUSED, Self.speed), (VP8E_SET_CQ_LEVEL, Self.quality),
            (VP9E_SET_TUNE_CONTENT, Int32(VP9E_CONTENT_SCREEN.rawValue)), (VP9E_SET_ROW_MT, 0),
            (VP9E_SET_COLOR_SPACE, Int32(VPX_CS_BT_709.rawValue)),
            (VP9E_SET_COLOR_RANGE, Int32(VPX_CR_STUDIO_RANGE.rawValue)),
        ]
        for (control, value) in controls
        where keyslide_vpx_control(&context, Int32(control.rawValue), value) != VPX_CODEC_OK {
            throw .encoder("libvpx", "set control \(control.rawValue)", errorText)
        }
    }

    deinit {
        vpx_codec_destroy(&context)
        vpx_img_free(image)
    }

    /// Encodes `frame`, shown from `start` for `duration` centiseconds; its one packet.
    func encode(_ frame: VideoFrame, start: Int, duration: Int) throws(RasterError) -> Packet {
        precondition(frame.width == width && frame.height == height, "a frame of another size")
        copy(frame.luma, rowLength: width, rows: height, into: 0)
        copy(frame.blue, rowLength: frame.chromaWidth, rows: frame.chromaHeight, into: 1)
        copy(frame.red, rowLength: frame.chromaWidth, rows: frame.chromaHeight, into: 2)
        guard
            vpx_codec_encode(&context, image, vpx_codec_pts_t(start), UInt(duration), 0, UInt(VPX_DL_REALTIME))
                == VPX_CODEC_OK
        else { throw .encoder("libvpx", "encode a frame", errorText) }
        var packets: [Packet] = []
        var iterator: vpx_codec_iter_t?
        while let packet = vpx_codec_get_cx_data(&context, &iterator) {
            guard packet.pointee.kind == VPX_CODEC_CX_FRAME_PKT else { continue }
            let data = packet.pointee.data.frame
            packets.append(
                Packet(
                    bytes: Array(UnsafeRawBufferPointer(start: data.buf, count: data.sz)),
                    isKey: data.flags & vpx_codec_frame_flags_t(VPX_FRAME_IS_KEY) != 0))
        }
        // No look-ahead and no dropped frames: one frame in, one packet out.
        guard packets.count == 1 else {
            throw .encoder("libvpx", "encode a frame", "it gave \(packets.count) packets for one frame")
        }
        return packets[0]
    }

    /// Copies a plane's rows into the image's plane `plane`, whose rows may be longer.
    private func copy(_ samples: [UInt8], rowLength: Int, rows: Int, into plane: Int) {
        let stride = Int(
            withUnsafePointer(to: image.pointee.stride) {
                $0.withMemoryRebound(to: Int32.self, capacity: 4) { $0[plane] }
            })
        guard
            let target = withUnsafePointer(
                to: image.pointee.planes,
                { $0.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 4) { $0[plane] } })
        else { return }
        samples.withUnsafeBufferPointer { source in
            for row in 0..<rows {
                (target + row * stride).update(from: source.baseAddress! + row * rowLength, count: rowLength)
            }
        }
    }

    private var errorText: String {
        let detail = vpx_codec_error_detail(&context).map { String(cString: $0) }
        return detail ?? vpx_codec_error(&context).map { String(cString: $0) } ?? "no reason given"
    }
}

/// A WebM video being made: frames converted to video colours on the workers (`VideoFrame`),
/// encoded in order by `VP9Encoder` and put in a `WebMWriter`'s file with their times.
struct WebMVideo: TruecolorEncoder {
    private let encoder: VP9Encoder
    private var writer: WebMWriter

    init(width: Int, height: Int, totalCentiseconds: Int) throws(RasterError) {
        encoder = try VP9Encoder(width: width, height: height)
        writer = try WebMWriter(width: width, height: height, totalMilliseconds: 10 * totalCentiseconds)
    }

    static func prepare(
        _ frame: TruecolorFrame, changed: PixelRect, previous: TruecolorFrame?
    ) throws(RasterError) -> VideoFrame {
        VideoFrame(frame)
    }

    mutating func add(_ frame: VideoFrame, start: Int, duration: Int) throws(RasterError) {
        let packet = try encoder.encode(frame, start: start, duration: duration)
        try writer.add(packet, start: 10 * start, duration: 10 * duration)
    }

    mutating func finish(output: ByteSink) throws(RasterError) {
        try writer.finish(output: output)
    }
}
