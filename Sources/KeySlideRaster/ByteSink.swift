import KeySlideSystem

extension RasterError {
    /// A sink refused bytes: the encoder stops, and the sink's owner reports its own reason.
    static let outputRefused = RasterError("the output stopped taking bytes")

    /// Hands `bytes` to `output`, or stops the encoder when it refuses them.
    static func send(_ bytes: [UInt8], to output: ByteSink) throws(RasterError) {
        guard output(bytes) else { throw outputRefused }
    }
}
