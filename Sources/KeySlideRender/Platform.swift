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
public enum Platform {
    /// This process's id, which temporary names carry so a later run can tell whose they are.
    public static var processID: Int32 { getpid() }

    /// Whether the process `pid` exists. `kill` with signal 0 sends nothing and only checks:
    /// `EPERM` means the process exists but belongs to someone else, so it counts as alive.
    public static func isProcessAlive(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Whether standard error is a terminal (so progress can be redrawn in place).
    public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes `text` to standard error, unbuffered; a failure is ignored (there is nowhere left to
    /// report it).
    public static func writeToStandardError(_ text: String) {
        _ = writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes every byte to `descriptor`, retrying short writes and writes a signal interrupted
    /// (`EINTR`). False on any other failure, with `errno` set.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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
    static func createExclusively(_ path: String) throws(SystemError) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor >= 0 { return descriptor }
        if errno == EEXIST { return nil }
        throw SystemError.current
    }

    /// Flushes `descriptor` to disk.
    static func synchronize(_ descriptor: Int32) throws(SystemError) {
        if fsync(descriptor) != 0 { throw SystemError.current }
    }

    /// Closes `descriptor`.
    static func close(_ descriptor: Int32) throws(SystemError) {
        if systemClose(descriptor) != 0 { throw SystemError.current }
    }

    /// Renames `source` over `destination` (atomic within one file system).
    static func rename(_ source: String, to destination: String) throws(SystemError) {
        if systemRename(source, destination) != 0 { throw SystemError.current }
    }

    /// Removes the file at `path`, if it can.
    static func removeFile(_ path: String) {
        unlink(path)
    }

    /// A failed system call's reason, in the system's own words, lower case.
    struct SystemError: Error {
        var reason: String

        static var current: SystemError { SystemError(reason: String(cString: strerror(errno)).lowercased()) }
    }
}

// libc's functions under names that do not clash with `Platform`'s own.

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
