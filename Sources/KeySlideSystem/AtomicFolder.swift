import Dispatch
import Foundation
import Synchronization

/// Writes a folder of frames so that a reader never sees it half written, and never deletes
/// anything KeySlide did not write.
///
/// The files go into a hidden temporary folder beside the destination; when all are written the
/// temporary folder takes the destination's name. On failure (or a stop signal) the temporary
/// folder is removed and the destination is left as it was.
///
/// What may be replaced: nothing, an empty folder, or a folder of KeySlide's own frames, which
/// holds only regular files named like frames (`frame-0001.png`, `frame-0001.svg`). Such a folder
/// is moved aside, and removed once the new one is in place. Anything else there (a folder with
/// any other file in it, a file, a symbolic link, a device) is refused before any work: a folder
/// of frames must not cost the user a file.
package enum AtomicFolder {
    /// Whether `name` is a frame's file name: `frame-`, digits, `.svg` or `.png`.
    package static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".svg") || name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `path` without trailing slashes: `frames/` names the folder `frames`.
    package static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Refuses a destination a new folder of frames must not replace (see the type's comment).
    package static func checkDestination(_ path: String) throws(AtomicFile.WriteError) {
        let path = trimmed(path)
        guard !path.isEmpty else { throw AtomicFile.WriteError(path: path, reason: "the path is empty") }
        switch Platform.fileKind(at: path) {
        case nil: return
        case .folder:
            // Listed by bytes: a name that is not UTF-8 is no frame, and must not go unseen
            // (Foundation's listing leaves it out, and the folder would have been replaced).
            let entries = (try? Platform.folderEntries(path)) ?? []
            let names = entries.map { $0.name ?? $0.shown }
            if let other = names.sorted().first(where: {
                !isFrameName($0) || Platform.fileKind(at: path + "/" + $0) != .regularFile
            }) {
                let shown = Quoted.text(other, limit: Quoted.fileNameLimit)
                throw AtomicFile.WriteError(
                    path: path,
                    reason: "the folder holds '\(shown)', which KeySlide did not write; "
                        + "KeySlide replaces only an empty folder or one of its own frames")
            }
        case .regularFile: throw AtomicFile.WriteError(path: path, reason: "a file is in the way of the folder")
        case .symbolicLink:
            throw AtomicFile.WriteError(
                path: path,
                reason: "it is a symbolic link; KeySlide replaces only its own folders (name the folder itself)")
        case .special(let what):
            throw AtomicFile.WriteError(path: path, reason: "it is \(what); KeySlide replaces only its own folders")
        }
    }

    /// Makes the folder `path` and any missing folder above it, for outputs to go into; a folder
    /// already there (or a link to one) is used as it is. Anything else in its place, or a folder
    /// the system will not make, is one line with the reason ("it is a FIFO, not a folder",
    /// "permission denied"), never Foundation's "NSCocoaErrorDomain error 516".
    package static func makeFolder(_ path: String) throws(AtomicFile.WriteError) {
        let path = trimmed(path)
        guard !path.isEmpty else { throw AtomicFile.WriteError(path: path, reason: "the path is empty") }
        func refuse(_ reason: String) -> AtomicFile.WriteError { AtomicFile.WriteError(path: path, reason: reason) }
        for attempt in 0..<2 {
            switch Platform.fileKind(at: path) {
            case .folder: return
            case .symbolicLink:
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw refuse("it is a symbolic link to something that is not a folder")
                }
                return
            case .regularFile: throw refuse("a file is in the way of the folder")
            case .special(let what): throw refuse("it is \(what), not a folder")
            case nil:
                let parent = AtomicFile.split(path).directory
                if path.contains("/"), parent != path { try makeFolder(parent) }
                do throws(Platform.SystemError) {
                    if try Platform.makeFolder(path) { return }
                } catch {
                    throw refuse(error.reason)
                }
                // Taken between the look and the make: look again, once.
                if attempt == 1 { throw refuse("the name is taken") }
            }
        }
    }

    /// Writes the frames `produce` hands to its sink, in order, as the files `names` of the folder
    /// `path`, and returns the bytes written. A frame that fails to render (`produce` throws) fails
    /// the write, its error's description the reason: the folder is left as it was.
    @discardableResult
    package static func write(
        names: [String], to path: String, produce: (_ output: FrameSink) throws -> Void
    ) throws(AtomicFile.WriteError) -> Int {
        let path = trimmed(path)
        try checkDestination(path)
        let manager = FileManager.default
        let (directory, name) = AtomicFile.split(path)
        Temporaries.removeStale(in: directory)
        let temporary = directory + "/" + Temporaries.name(for: name, kind: .folder)
        let previous = directory + "/" + Temporaries.name(for: name, kind: .previous)
        try? manager.removeItem(atPath: temporary)
        do throws(Platform.SystemError) {
            guard try Platform.createTemporaryFolder(temporary) else {
                throw Platform.SystemError(reason: "the name is taken")
            }
        } catch {
            Platform.waitIfStopping()
            throw AtomicFile.WriteError(path: path, reason: error.reason)
        }
        defer { Platform.keep(temporary) }
        do throws(AtomicFile.WriteError) {
            guard let bad = names.first(where: { !isFrameName($0) }) else {
                var byteCount = 0
                let writer = FrameFileWriter()
                do {
                    try produce { index, bytes in
                        guard writer.write(bytes, to: temporary + "/" + names[index]) else { return false }
                        byteCount += bytes.count
                        return true
                    }
                } catch {
                    throw writer.finish() ?? AtomicFile.WriteError(path: path, reason: "\(error)")
                }
                if let writeFailure = writer.finish() { throw writeFailure }
                try replace(path, with: temporary, movingAsideTo: previous)
                return byteCount
            }
            throw AtomicFile.WriteError(path: path, reason: "bad file name '\(Quoted.text(bad))'")
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Renames `temporary` to `path`; an existing folder there (already checked to be ours) goes
    /// to `previous` first and is removed after, or put back when the rename fails.
    private static func replace(
        _ path: String, with temporary: String, movingAsideTo previous: String
    ) throws(AtomicFile.WriteError) {
        let exists = Platform.fileKind(at: path) != nil
        do throws(Platform.SystemError) {
            if exists {
                Platform.removeIfInterrupted(previous)
                Platform.lockBeforeRenaming(path, to: previous)
                try Platform.rename(path, to: previous)
            }
            do throws(Platform.SystemError) {
                try Platform.rename(temporary, to: path)
            } catch {
                if exists { try? Platform.rename(previous, to: path) }
                throw error
            }
        } catch {
            if exists { Platform.keep(previous) }
            throw AtomicFile.WriteError(path: path, reason: error.reason)
        }
        if exists {
            try? FileManager.default.removeItem(atPath: previous)
            Platform.keep(previous)
        }
    }
}

/// Writes a folder's frame files on threads of their own while the render goes on: each file is
/// flushed to disk (`fsync`), which waits on the disk, not the processor. Several files are
/// written at once, so the file system can flush them together (ext4 commits concurrent `fsync`s
/// in one journal transaction): signup-form's 416 frames spent 0.1 s of a 0.5 s render waiting
/// on flushes one file at a time. At most `pending` frames wait, so memory stays bounded when the
/// disk is slower than the render; after a failure nothing more is written, and the render stops
/// at its next frame. The files' order on disk does not matter: the folder appears whole, by one
/// rename, once every file is written.
private final class FrameFileWriter: Sendable {
    private static let pending = 16
    private let queue = DispatchQueue(label: "keyslide.frame-files", attributes: .concurrent)
    private let group = DispatchGroup()
    private let room = DispatchSemaphore(value: pending)
    private let failure = Mutex<AtomicFile.WriteError?>(nil)

    /// Queues `bytes` to be written as the new file `path`; false once a write has failed.
    func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard failure.withLock({ $0 == nil }) else { return false }
        room.wait()
        queue.async(group: group) { [self] in
            defer { room.signal() }
            guard failure.withLock({ $0 == nil }) else { return }
            do throws(AtomicFile.WriteError) {
                try AtomicFile.writeNew(bytes, to: path)
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        return true
    }

    /// Waits for every queued file; the first failure, if any.
    func finish() -> AtomicFile.WriteError? {
        group.wait()
        return failure.withLock { $0 }
    }
}
