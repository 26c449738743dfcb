import Foundation

/// A file without a name for bytes a render keeps between passes (`FrameChangeLog`): C's
/// `tmpfile`, which the system removes when it is closed or the process ends, however it ends —
/// nothing is left behind by a crash or a kill, and no name can clash with anyone's file.
///
/// A class, like `GDImage`, because it owns a C resource that must be closed exactly once.
final class ScratchFile {
    private let file: UnsafeMutablePointer<FILE>

    /// A new empty scratch file, or `nil` when the system cannot make one.
    init?() {
        guard let file = tmpfile() else { return nil }
        self.file = file
    }

    deinit { fclose(file) }

    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws(RasterError) {
        guard !bytes.isEmpty else { return }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else {
            throw .scratchNotWritten(Self.reason)
        }
    }

    /// Goes back to the start, to read what was written.
    func rewind() throws(RasterError) {
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else {
            throw .scratchNotRead(Self.reason)
        }
    }

    /// The next bytes, at most `count`; empty at the end.
    func read(upTo count: Int) throws(RasterError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) }
        guard read == count || ferror(file) == 0 else {
            throw .scratchNotRead(Self.reason)
        }
        bytes.removeLast(count - read)
        return bytes
    }

    private static var reason: String { String(cString: strerror(errno)) }
}
