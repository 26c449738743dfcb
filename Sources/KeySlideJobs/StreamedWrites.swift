import KeySlideSystem

// Pictures written as they are rendered: the render's own error (a `RenderError`) is kept apart
// from the write's (an `AtomicFile.WriteError`), which KeySlideSystem cannot know of.

extension AtomicFile {
    /// Writes `stream` to `path` piece by piece as it is rendered, replacing a regular file
    /// there, and returns the bytes written; only the piece being written is in memory.
    ///
    /// A render that fails throws its `RenderError`, a write that fails (a full disk) a
    /// `WriteError`; either way, and on a stop signal, the temporary file is removed and the
    /// destination is left as it was.
    package static func write(_ stream: FileStream, to path: String) throws -> Int {
        var renderFailure: RenderError?
        let byteCount = try write(to: path) { output in
            do throws(RenderError) {
                try stream.write(to: output)
                return true
            } catch {
                renderFailure = error
                return false
            }
        }
        if let renderFailure { throw renderFailure }
        return byteCount ?? 0
    }
}

extension AtomicFolder {
    /// Writes frames already in memory.
    package static func write(_ files: [(name: String, bytes: [UInt8])], to path: String) throws(AtomicFile.WriteError)
    {
        try write(FrameFolder(files), to: path)
    }

    /// Writes `frames` into the folder `path`, rendering each as it goes, and returns the bytes
    /// written. A frame that fails to render fails the write: the folder is left as it was.
    @discardableResult
    package static func write(_ frames: FrameFolder, to path: String) throws(AtomicFile.WriteError) -> Int {
        try write(names: frames.names, to: path) { output in try frames.write(to: output) }
    }
}
