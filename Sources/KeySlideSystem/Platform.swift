import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few system calls the package makes, behind one `#if canImport` ladder.
///
/// Everything else in the package is portable Swift; keeping the C library here means one write
/// loop (which retries when a signal interrupts it), one way to tell whether a process is alive
/// (`kill(pid, 0)`, which needs no `/proc`), and one place to port.
///
/// Public only for `handleStopSignals()`, which a program calls (KeySlide's modules reach the
/// rest with `package` access): the system calls are KeySlide's own business, not an API.
public enum Platform {
    /// Tells the C allocator to keep memory it is given back for reuse, up to 8 MB a block,
    /// rather than return it to the system at once; a no-op where the C library is not glibc.
    ///
    /// A render allocates and frees arrays of a canvas's size for every frame (indices, changed
    /// flags, crops). glibc serves such blocks by `mmap` or, on the painters' threads, from
    /// arenas it trims whenever their top is free; either way the next frame's block is fresh
    /// pages, each faulted in and zeroed by the kernel: 47,000 page faults for one batch scene
    /// (signup-form), 13,600 with these two settings, and four scenes' CPU 17.5 s → 15.4 s
    /// (medians of 7 alternating runs). Blocks above 8 MB — a comparison's canvas at scale 2, any
    /// canvas at the largest scales — are still mapped and unmapped as before, so the most this
    /// keeps is small: readme-form's GIF at scale 2 peaks at 84 MiB instead of 75 for 5 s, and
    /// at 91 instead of 88 for 60 s (64 MB blocks: 103 MiB at 60 s, for half the faults).
    package static func keepFreedMemoryForReuse() {
        // `mallopt` is in <malloc.h>, which Swift's Glibc module leaves out: it is looked up
        // instead, and its two parameters' numbers are glibc's ABI (M_TRIM_THRESHOLD -1,
        // M_MMAP_THRESHOLD -3).
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            let (trimThreshold, mmapThreshold): (Int32, Int32) = (-1, -3)
            let limit: Int32 = 8 << 20
            _ = mallopt(mmapThreshold, limit)
            _ = mallopt(trimThreshold, limit)
        #endif
    }

    /// This process's id, which temporary names carry so a later run can tell whose they are.
    package static var processID: Int32 { getpid() }

    /// Whether the process `pid` exists and still runs. `kill` with signal 0 sends nothing and
    /// only checks: `EPERM` means the process exists but belongs to someone else, so it counts as
    /// alive. A zombie — killed, not yet reaped by its parent — answers `kill` too, but will write
    /// nothing more: where `/proc` says so (state `Z`), it counts as dead, so the leftovers of a
    /// run killed a moment ago are cleaned at once.
    package static func isProcessAlive(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
        return !isZombie(pid)
    }

    /// Whether `/proc/<pid>/stat` gives the state `Z`; false where there is no `/proc`. The state
    /// follows the command name in parentheses, which may itself hold spaces and parentheses.
    package static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// Whether standard error is a terminal (so progress can be redrawn in place).
    package static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Standard error's terminal width in columns (`TIOCGWINSZ`); `nil` when it is not a terminal
    /// or does not say. A progress bar that fits never wraps onto a new line at each redraw.
    package static var standardErrorColumns: Int? {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes `text` to standard error, unbuffered; a failure is ignored (there is nowhere left to
    /// report it).
    package static func writeToStandardError(_ text: String) {
        _ = writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Makes sure a closed standard output or error cannot be taken by a file the run opens (the
    /// next descriptor open() hands out is the lowest free one: a closed 1 would make a picture's
    /// temporary file receive what `print` writes). A closed standard output becomes /dev/full, so
    /// anything printed fails and `standardOutputFailure()` reports it; a closed standard error
    /// becomes /dev/null. True when standard output was closed.
    package static func holdStandardStreams() -> Bool {
        let outputClosed = fcntl(STDOUT_FILENO, F_GETFD) == -1 && errno == EBADF
        if outputClosed { _ = open("/dev/full", O_WRONLY) }
        if fcntl(STDERR_FILENO, F_GETFD) == -1 && errno == EBADF { _ = open("/dev/null", O_WRONLY) }
        return outputClosed
    }

    /// Why what the run printed did not all reach standard output (a full disk, `/dev/full`, a
    /// closed descriptor), or nil when it did: the buffer is flushed, and any failed write of the
    /// run, which stdio remembers, is reported. `print` cannot report it itself.
    package static func standardOutputFailure(closed: Bool) -> String? {
        guard let output = standardOutputStream() else { return nil }
        let flushed = fflush(output) == 0
        // errno is the flush's own only when the flush failed; an earlier write's is long gone.
        let reason = flushed ? "" : ": " + String(cString: strerror(errno)).lowercased()
        guard !flushed || ferror(output) != 0 else { return nil }
        return closed ? "standard output is closed" : "cannot write standard output" + reason
    }

    /// Flushes what was printed; false when it could not reach standard output because its
    /// reader went away (`EPIPE`: SIGPIPE is handled or ignored), the one failure that says
    /// nobody reads on.
    package static func flushStandardOutputToReader() -> Bool {
        guard let output = standardOutputStream() else { return true }
        return fflush(output) == 0 || errno != EPIPE
    }

    /// The C library's `stdout`, which `print` writes through. Swift 6 refuses a reference to the
    /// global itself (shared mutable state), so its address is looked up by name, once, here.
    private static func standardOutputStream() -> UnsafeMutablePointer<FILE>? {
        #if canImport(Darwin)
            let name = "__stdoutp"
        #else
            let name = "stdout"
        #endif
        return dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)?
            .assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
    }

    /// Writes every byte to `descriptor`, retrying short writes and writes a signal interrupted
    /// (`EINTR`). False on any other failure, with `errno` set.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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

    /// A new file at `path`, opened for writing; `O_EXCL` so it never opens someone else's file,
    /// mode 0666 so the umask decides the permissions as for any new file. Nil when the name is
    /// taken (`EEXIST`); other failures throw the system's reason.
    package static func createExclusively(_ path: String) throws(SystemError) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor >= 0 { return descriptor }
        if errno == EEXIST { return nil }
        throw SystemError.current
    }

    /// Flushes `descriptor` to disk.
    package static func synchronize(_ descriptor: Int32) throws(SystemError) {
        if fsync(descriptor) != 0 { throw SystemError.current }
    }

    /// Closes `descriptor`.
    package static func close(_ descriptor: Int32) throws(SystemError) {
        if systemClose(descriptor) != 0 { throw SystemError.current }
    }

    /// Renames `source` over `destination` (atomic within one file system).
    /// Once a stop signal has arrived nothing more is put in place: the caller waits here for
    /// the clean-up to end the process.
    package static func rename(_ source: String, to destination: String) throws(SystemError) {
        waitIfStopping()
        if systemRename(source, destination) != 0 { throw SystemError.current }
    }

    /// Removes the file at `path`, if it can.
    package static func removeFile(_ path: String) {
        unlink(path)
    }

    /// What is at a path, without following a symbolic link there.
    package enum FileKind: Equatable, Sendable {
        case regularFile, folder, symbolicLink
        /// A device, FIFO or socket, named in words ("a FIFO").
        case special(String)
    }

    /// What is at `path` (`lstat`, so a link is reported as a link), or nil when nothing is.
    package static func fileKind(at path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .special("a FIFO")
        case S_IFSOCK: return .special("a socket")
        case S_IFCHR, S_IFBLK: return .special("a device")
        default: return .special("not a regular file")
        }
    }

    /// The size in bytes of the regular file at `path` (`stat`, so a link is followed), or nil
    /// when there is none: what a batch weighs a scene file by without reading it.
    public static func regularFileSize(at path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Creates the folder `path` (mode 0777, the umask applies). False when the name is taken;
    /// other failures throw the system's reason.
    package static func makeFolder(_ path: String) throws(SystemError) -> Bool {
        if mkdir(path, 0o777) == 0 { return true }
        if errno == EEXIST { return false }
        throw SystemError.current
    }

    /// The longest file name the system takes, in bytes (`NAME_MAX`).
    package static let longestName = 255

    /// A failed system call's reason, in the system's own words, lower case.
    package struct SystemError: Error {
        package var reason: String

        package init(reason: String) { self.reason = reason }

        package static var current: SystemError { SystemError(reason: String(cString: strerror(errno)).lowercased()) }
    }
}

// libc's functions under names that do not clash with `Platform`'s own.

func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
