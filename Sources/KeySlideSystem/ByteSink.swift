/// Takes an encoder's bytes, in order, as it makes them; returns false when they could not be
/// kept, which stops the encoder (the one that owns the output knows why and reports it).
///
/// Why not return the bytes: a GIF at the limits (600 s at 50 fps of a compare at scale 3) is
/// gigabytes, and held whole it was most of a render's memory. A sink takes each piece as it is
/// encoded: the sink KeySlideJobs passes writes the temporary file that becomes the output, so an
/// encoder never learns about files.
public typealias ByteSink = (_ bytes: [UInt8]) -> Bool

/// Takes a folder's frames, in order, each a whole file, as they are made: frame `index` of the
/// folder. Like a `ByteSink`, it returns false when a frame could not be kept, which stops the
/// render.
public typealias FrameSink = (_ index: Int, _ bytes: [UInt8]) -> Bool
