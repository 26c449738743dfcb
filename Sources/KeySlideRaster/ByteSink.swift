import KeySlideSystem

extension RasterError {
    /// Hands `bytes` to `output`, or stops the encoder when it refuses them.
    static func send(_ bytes: [UInt8], to output: ByteSink) throws(RasterError) {
        guard output(bytes) else { throw outputRefused }
    }
}
