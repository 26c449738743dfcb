#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// What `stat` says of a file that changes when it is saved: which file it is (device and
    /// inode: an editor that saves by writing a new file and renaming it over the old one makes a
    /// new inode), its size, and when its contents and its inode last changed, to the nanosecond.
    /// Two equal signatures mean the file was not saved in between, as far as the system can tell.
    package struct FileSignature: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: [Int]
        var changed: [Int]
    }

    /// The signature of the file at `path`, a link followed (`stat`); nil when nothing is there,
    /// as for a moment while an editor renames its new copy into place.
    package static func fileSignature(at path: String) -> FileSignature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
            let changed = [Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec)]
        #else
            let modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
            let changed = [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
        #endif
        return FileSignature(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified,
            changed: changed)
    }
}
