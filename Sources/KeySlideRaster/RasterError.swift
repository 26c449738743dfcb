/// Why a GIF or PNG could not be made, in one line that names what was wrong and what is
/// accepted.
///
/// libgd reports failure as a `NULL` result or an error string. Every such failure becomes a
/// `RasterError` that keeps libgd's reason, so a caller never gets a silent `nil` or `false`.
public struct RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// libgd returned nothing where it should have returned an image or bytes.
    static func libgd(_ call: String, _ reason: String) -> RasterError {
        RasterError("libgd \(call) failed: \(reason)")
    }
}
