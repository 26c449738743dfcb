#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

        var failure: String?
        if !writeAll(bytes, to: descriptor) || fsync(descriptor) != 0 { failure = systemReason() }
        if close(descriptor) != 0, failure == nil { failure = systemReason() }
        if failure == nil, rename(temporary, path) != 0 { failure = systemReason() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    /// A new, empty, hidden file next to `path` and its open descriptor.
    private static func createTemporary(besides path: String) throws(WriteError) -> (String, Int32) {
        let (directory, name) = split(path)
        let processID = getpid()
        for attempt in 0..<100 {
            let temporary = "\(directory)/.\(name).keyslide-\(processID)-\(attempt).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST { throw WriteError(path: path, reason: systemReason()) }
        }
        throw WriteError(path: path, reason: "no free temporary name in '\(directory)'")
    }

    /// The directory part of `path` (`.` when there is none) and the file name.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}

/// libc's `write`, under a name that does not clash with `AtomicFile.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
