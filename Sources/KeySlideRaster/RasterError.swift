import KeySlideGeometry

/// Why a GIF, PNG, APNG, WebP or WebM could not be made: what failed (`kind`), the file it concerns when there is
/// one (`file`), and one line naming what was wrong and what is accepted (`message`).
///
/// libgd reports failure as a `NULL` result or an error string. Every such failure becomes a
/// `RasterError` that keeps libgd's reason, so a caller never gets a silent `nil` or `false`.
/// The kind is data so that reports and tests can tell failures apart without matching words;
/// the words people read are built here, once per kind, by the static functions below.
public struct RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed. The first four are the drawing asking for more than a GIF or PNG can hold;
    /// the rest are the system or a library failing (a font missing, memory, a disk).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The drawing's duration cannot be animated (a GIF needs 0.02 s to 86400 s, an APNG, WebP
        /// or WebM 0.02 s to 655.35 s).
        case duration
        /// The canvas at this scale has a side outside 1…65535 pixels.
        case canvas
        /// The drawing uses more colours than a GIF palette holds.
        case colors
        /// A label is too large to draw.
        case textSize
        /// A font could not be opened, sized or drawn with, or FreeType could not start.
        case font
        /// The bytes given as a PNG are not one libgd can read.
        case notPNG
        /// libgd returned nothing where it should have returned an image.
        case libgd
        /// zlib failed while compressing a PNG.
        case compression
        /// A scratch file of frames (a GIF's changes, an APNG's or a WebM's frames) could not be
        /// written or read back.
        case scratchFile
        /// libwebp or libvpx failed to start or to encode a frame.
        case encoder
        /// The output stopped taking bytes; its owner reports its own reason.
        case outputRefused
    }

    public let kind: Kind
    /// The file the failure concerns (a font's path), or nil when it concerns none.
    public let file: String?
    /// The one line people read.
    public let message: String

    public var description: String { message }

    init(_ kind: Kind, file: String? = nil, _ message: String) {
        self.kind = kind
        self.file = file
        self.message = message
    }

    /// libgd returned nothing where it should have returned an image or bytes.
    static func libgd(_ call: String, _ reason: String, kind: Kind = .libgd) -> RasterError {
        RasterError(kind, "libgd \(call) failed: \(reason)")
    }

    static func duration(_ duration: Double) -> RasterError {
        RasterError(
            .duration,
            "duration \(duration.readable()) s cannot be animated; use 0.02 s (one GIF frame of 2 cs) to 86400 s")
    }

    /// A duration outside what a format can animate, `accepted`.
    static func duration(_ duration: Double, accepted: ClosedRange<Double>) -> RasterError {
        RasterError(
            .duration,
            "duration \(duration.readable()) s cannot be animated; use \(accepted.lowerBound.readable()) s to "
                + "\(accepted.upperBound.readable()) s")
    }

    /// `library` (libwebp, libvpx) failed at `step`, for `reason` (its own words when it has them).
    static func encoder(_ library: String, _ step: String, _ reason: String) -> RasterError {
        RasterError(.encoder, "\(library) failed to \(step): \(reason)")
    }

    static func canvas(_ size: Size, scale: Int) -> RasterError {
        RasterError(
            .canvas,
            "canvas \(size.width.readable())×\(size.height.readable()) points at scale \(scale) "
                + "is not drawable; each side must be 1 to 65535 pixels")
    }

    static func colors(_ count: Int, capacity: Int) -> RasterError {
        RasterError(
            .colors,
            "the drawing uses \(count) colours; a GIF palette holds at most \(capacity) besides the transparent slot")
    }

    static func textSize(_ string: String, pixelSize: Double) -> RasterError {
        RasterError(
            .textSize,
            "text \"\(string.prefix(20))…\" at \(Int(pixelSize)) px is too large to draw; keep a label under "
                + "16 million pixels")
    }

    /// FreeType, which draws the labels beyond libgd's reach (`FreeTypeText`), could not start.
    static let freeTypeNotStarted = RasterError(.font, "FreeType could not start")

    static func fontNotOpened(_ path: String) -> RasterError {
        RasterError(.font, file: path, "cannot open the font \(path)")
    }

    static func fontNotSized(_ path: String, pixelSize: Double) -> RasterError {
        RasterError(.font, file: path, "cannot size the font \(path) at \(Int(pixelSize)) px")
    }

    /// libgd could not draw text with the font at `path`; `reason` is libgd's own.
    static func textNotDrawn(font path: String, reason: String) -> RasterError {
        RasterError(.font, file: path, "cannot draw text with \(path): \(reason) (install fonts-dejavu-core)")
    }

    static let emptyPNG = RasterError(.notPNG, "PNG data is empty or too large; expected the bytes of a PNG file")

    static func deflateNotStarted(status: Int32) -> RasterError {
        RasterError(.compression, "zlib deflateInit2 failed: status \(status)")
    }

    static func deflateFailed(byteCount: Int) -> RasterError {
        RasterError(.compression, "zlib deflate failed on \(byteCount) bytes")
    }

    static func scratchNotWritten(_ reason: String) -> RasterError {
        RasterError(.scratchFile, "could not write a scratch file of frames: \(reason)")
    }

    static func scratchNotRead(_ reason: String) -> RasterError {
        RasterError(.scratchFile, "could not read back a scratch file of frames: \(reason)")
    }

    static let scratchEndedEarly = RasterError(.scratchFile, "the GIF's scratch file of frame changes ended early")

    static func changesEnded(after prepared: Int, of count: Int) -> RasterError {
        RasterError(.scratchFile, "the GIF's frame changes ended after \(prepared) of \(count)")
    }

    /// A sink refused bytes: the encoder stops, and the sink's owner reports its own reason.
    static let outputRefused = RasterError(.outputRefused, "the output stopped taking bytes")
}
