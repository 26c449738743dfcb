/// Takes an encoder's bytes, in order, as it makes them; returns false when they could not be
/// kept, which stops the encoder (the one that owns the output knows why and reports it).
///
/// Why not return the bytes: a GIF at the limits (600 s at 50 fps of a compare at scale 3) is
/// gigabytes, and held whole it was most of a render's memory. A sink takes each piece as it is
/// encoded: KeySlideRender's sink writes the temporary file that becomes the output, so this
/// module never learns about files.
public typealias ByteSink = (_ bytes: [UInt8]) -> Bool

/// Takes a folder's frames, in order, each a whole file, as they are made: frame `index` of the
/// folder. Like a `ByteSink`, it returns false when a frame could not be kept, which stops the
/// render.
public typealias FrameSink = (_ index: Int, _ bytes: [UInt8]) -> Bool

extension RasterError {
    /// A sink refused bytes: the encoder stops, and the sink's owner reports its own reason.
    static let outputRefused = RasterError("the output stopped taking bytes")

    /// Hands `bytes` to `output`, or stops the encoder when it refuses them.
    static func send(_ bytes: [UInt8], to output: ByteSink) throws(RasterError) {
        guard output(bytes) else { throw outputRefused }
    }
}
