import Foundation

/// Reads a whole input file — a scene, a layout to import — that must be a regular file of at most
/// so many bytes, holding no more than that (and one byte) in memory whatever the file is.
///
/// Why: `FileManager.contents(atPath:)` reads everything first, so a 3 GB file named as a layout
/// took 3.2 GB of memory before its size was refused; a FIFO or a device can block or never end.
/// Checked by `stat` before anything is read, and bounded while reading, as a file can grow.
public enum BoundedFile {
    /// Why a file was not read; the caller words it for its own kind of file.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing at the path (or a folder on its way is not a folder).
        case missing
        /// There, but not readable by this user (`reason` in the system's words).
        case unreadable(reason: String)
        case folder
        /// A FIFO, a device or a socket, in words ("a FIFO", "a character device").
        case special(String)
        /// More than the limit: `size` bytes, or `nil` when it grew past the limit while read.
        case tooLarge(size: Int?)
    }

    /// The bytes of the regular file at `path` (links followed), at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(Problem) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .missing }
            throw .unreadable(reason: String(cString: strerror(errno)).lowercased())
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .folder
        default: throw .special(kind(of: info.st_mode))
        }
        guard Int(info.st_size) <= limit else { throw .tooLarge(size: Int(info.st_size)) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(reason: String(cString: strerror(errno)).lowercased())
        }
        defer { try? handle.close() }
        // One byte past the limit, so a file that grew since `stat` is still refused.
        guard let data = try? handle.read(upToCount: limit + 1) ?? Data() else {
            throw .unreadable(reason: "reading it failed")
        }
        guard data.count <= limit else { throw .tooLarge(size: nil) }
        return data
    }

    /// A special file's kind in words, for "is not a regular file (a FIFO)".
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
