/// Writes output files so that a reader never sees half of one.
///
/// The bytes go to a fresh temporary file in the destination's own directory, which is then
/// renamed over the destination. A rename within one file system is atomic, so the destination
/// holds either its old content or the complete new content; if anything fails on the way the
/// temporary file is removed and the destination is left untouched.
public enum AtomicFile {
    /// Why a file could not be written: one line naming the file and the system's reason.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `text` as UTF-8 to `path`.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path`, replacing any file already there.
    ///
    /// The temporary file is created with `O_EXCL` and mode 0666, so it gets the permissions
    /// any new file would (the umask applies) and never clobbers someone else's file.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        guard !path.isEmpty else { throw WriteError(path: path, reason: "the path is empty") }
        guard !path.hasSuffix("/") else { throw WriteError(path: path, reason: "the path names a directory") }
        let (temporary, descriptor) = try createTemporary(besides: path)
        do throws(Platform.SystemError) {
            var failure: Platform.SystemError?
            if !Platform.writeAll(bytes, to: descriptor) { failure = .current }
            if failure == nil {
                do throws(Platform.SystemError) { try Platform.synchronize(descriptor) } catch { failure = error }
            }
            // Close even after a failure, and report the first failure.
            do throws(Platform.SystemError) { try Platform.close(descriptor) } catch { failure = failure ?? error }
            if let failure { throw failure }
            try Platform.rename(temporary, to: path)
        } catch {
            Platform.removeFile(temporary)
            throw WriteError(path: path, reason: error.reason)
        }
    }

    /// A new, empty, hidden file next to `path` and its open descriptor.
    private static func createTemporary(besides path: String) throws(WriteError) -> (String, Int32) {
        let (directory, name) = split(path)
        let processID = Platform.processID
        for attempt in 0..<100 {
            let temporary = "\(directory)/.\(name).keyslide-\(processID)-\(attempt).tmp"
            do throws(Platform.SystemError) {
                if let descriptor = try Platform.createExclusively(temporary) { return (temporary, descriptor) }
            } catch {
                throw WriteError(path: path, reason: error.reason)
            }
        }
        throw WriteError(path: path, reason: "no free temporary name in '\(directory)'")
    }

    /// The directory part of `path` (`.` when there is none) and the file name.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}
