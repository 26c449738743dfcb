import Foundation

/// Writes output files so that a reader never sees half of one, and never replaces anything but
/// a regular file.
///
/// The bytes go to a fresh temporary file in the destination's own directory, which is then
/// renamed over the destination. A rename within one file system is atomic, so the destination
/// holds either its old content or the complete new content; if anything fails on the way (or a
/// stop signal arrives) the temporary file is removed and the destination is left untouched.
///
/// What may be replaced: nothing, or a regular file. A folder, a device, a FIFO or a socket is
/// refused (a rename would put a regular file in its place), and so is a symbolic link: renaming
/// over it would replace the link, and writing through it would change a file somewhere else.
///
/// Public for `WriteError` alone, which public jobs throw (`Gallery.checkDestination(inFolder:)`,
/// `Runner.run`); the writes are KeySlide's own, `package`.
public enum AtomicFile {
    /// Why a file could not be written: one line naming the file and the system's reason.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "cannot write '\(Quoted.text(path, limit: Quoted.fileNameLimit))': \(reason)" }
    }

    /// Writes `text` as UTF-8 to `path`.
    package static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Refuses a destination a new file must not replace (see the type's comment), before any work.
    package static func checkDestination(_ path: String) throws(WriteError) {
        guard !path.isEmpty else { throw WriteError(path: path, reason: "the path is empty") }
        guard !path.hasSuffix("/") else {
            throw WriteError(path: path, reason: "the path ends in '/', which names a folder, not a file")
        }
        switch Platform.fileKind(at: path) {
        case nil, .regularFile: return
        case .folder: throw WriteError(path: path, reason: "it is a folder, not a file")
        case .symbolicLink:
            throw WriteError(
                path: path,
                reason: "it is a symbolic link; KeySlide replaces only regular files (name the file it points to)")
        case .special(let what):
            throw WriteError(path: path, reason: "it is \(what); KeySlide replaces only regular files")
        }
    }

    /// Writes `bytes` to `path`, replacing a regular file already there.
    ///
    /// The temporary file is created with `O_EXCL` and mode 0666, so it gets the permissions
    /// any new file would (the umask applies) and never clobbers someone else's file.
    package static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        _ = try write(to: path) { output in output(bytes) }
    }

    /// Copies the regular file at `source` to `path` a megabyte at a time, so a copy of any size
    /// holds one piece in memory (`keyslide gallery` gathers pictures of hundreds of megabytes);
    /// returns the bytes copied.
    package static func copy(from source: String, to path: String) throws(WriteError) -> Int {
        // Only a regular file: a FIFO would block the read, a device might never end.
        guard Platform.fileKind(at: source) == .regularFile, let input = FileHandle(forReadingAtPath: source)
        else {
            throw WriteError(path: path, reason: "cannot read '\(Quoted.text(source, limit: Quoted.fileNameLimit))'")
        }
        defer { try? input.close() }
        var readFailed = false
        let byteCount = try write(to: path) { output in
            while true {
                let piece: Data
                do {
                    // nil at the end of the file.
                    piece = try input.read(upToCount: 1 << 20) ?? Data()
                } catch {
                    readFailed = true
                    return false
                }
                if piece.isEmpty { return true }
                guard output(Array(piece)) else { return false }
            }
        }
        if readFailed || byteCount == nil {
            throw WriteError(path: path, reason: "cannot read '\(Quoted.text(source, limit: Quoted.fileNameLimit))'")
        }
        return byteCount ?? 0
    }

    /// Fills a new temporary file beside `path` through `fill`'s sink, flushes it and renames it
    /// over `path`; the bytes written, or nil when `fill` gave up (returned false) for a reason
    /// of its own, which its caller reports. The temporary file is removed on every failure and
    /// on a stop signal.
    package static func write(to path: String, fill: (_ output: ByteSink) -> Bool) throws(WriteError) -> Int? {
        try checkDestination(path)
        Temporaries.removeStale(in: split(path).directory)
        let (temporary, descriptor) = try createTemporary(besides: path)
        defer { Platform.keep(temporary) }
        var byteCount = 0
        var writeFailure: Platform.SystemError?
        let filled = fill { bytes in
            guard writeFailure == nil else { return false }
            guard Platform.writeAll(bytes, to: descriptor) else {
                writeFailure = .current
                return false
            }
            byteCount += bytes.count
            return true
        }
        do throws(Platform.SystemError) {
            try close(descriptor, after: writeFailure, flushing: filled)
            guard filled else {
                Platform.removeFile(temporary)
                return nil
            }
            try Platform.rename(temporary, to: path)
        } catch {
            Platform.removeFile(temporary)
            Platform.waitIfStopping()
            throw WriteError(path: path, reason: error.reason)
        }
        return byteCount
    }

    /// Writes `bytes` into a file made for them (in a temporary folder), flushed to disk.
    package static func writeNew(_ bytes: [UInt8], to path: String) throws(WriteError) {
        Platform.waitIfStopping()
        do throws(Platform.SystemError) {
            guard let descriptor = try Platform.createExclusively(path) else {
                throw Platform.SystemError(reason: "the name is taken")
            }
            try close(descriptor, after: Platform.writeAll(bytes, to: descriptor) ? nil : .current)
        } catch {
            // A stop signal's clean-up removes the folder being written into, so a write failing
            // after one is its doing, not an error to report: wait for it to end the process.
            Platform.waitIfStopping()
            throw WriteError(path: path, reason: error.reason)
        }
    }

    /// Flushes (unless `flushing` is false: the file is to be removed) and closes `descriptor`,
    /// reporting `failure` (an earlier write's) or else the first new one; closes anyway.
    private static func close(
        _ descriptor: Int32, after failure: Platform.SystemError?, flushing: Bool = true
    ) throws(Platform.SystemError) {
        var failure = failure
        if failure == nil, flushing {
            do throws(Platform.SystemError) { try Platform.synchronize(descriptor) } catch { failure = error }
        }
        do throws(Platform.SystemError) { try Platform.close(descriptor) } catch { failure = failure ?? error }
        if let failure { throw failure }
    }

    /// A new, empty, hidden file next to `path` and its open descriptor, locked and registered
    /// for removal on a stop signal (`Platform.createTemporaryFile`) until `Platform.keep`.
    private static func createTemporary(besides path: String) throws(WriteError) -> (String, Int32) {
        let (directory, name) = split(path)
        for attempt in 0..<100 {
            let temporary = directory + "/" + Temporaries.name(for: name, kind: .file(attempt: attempt))
            do throws(Platform.SystemError) {
                if let descriptor = try Platform.createTemporaryFile(temporary) { return (temporary, descriptor) }
            } catch {
                Platform.waitIfStopping()
                throw WriteError(path: path, reason: error.reason)
            }
        }
        let shown = Quoted.text(directory, limit: Quoted.fileNameLimit)
        throw WriteError(path: path, reason: "no free temporary name in '\(shown)'")
    }

    /// The directory part of `path` (`.` when there is none) and the file name.
    package static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}
