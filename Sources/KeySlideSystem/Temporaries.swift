import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hidden names KeySlide writes under before a file or folder takes its real name, in one
/// place: how they are made, how they are recognised, and how a later run removes the ones a
/// dead process left.
///
/// A temporary name is `.<name>.keyslide-<machine>-<pid><suffix>`: hidden, next to the
/// destination. `<name>` is shortened when needed so the whole name fits in `NAME_MAX` bytes: a
/// legal 250-byte output name still has a legal temporary name.
///
/// Whether a temporary's writer is dead is decided by a lock, not by its process id. The writer
/// holds an `flock` on the temporary itself from before it has its name until it is renamed into
/// place or removed; the kernel lets the lock go when the process ends, however it ends (SIGKILL,
/// a crash). So another run removes a temporary only when it can take that lock: proof that no
/// process holds it. A process id alone proves nothing in a shared folder: the README's shards
/// on several machines, or two containers (PID namespaces) on one, number their processes
/// independently, and a batch took another's living `.staging` folder for a dead one's. Locks
/// taken with `flock` are seen across NFS clients (Linux emulates them with NFS byte-range locks).
///
/// The lock cannot be taken at the very moment a file or folder is made, so each is made under
/// its name plus `~`, locked, then renamed (the lock follows the file). A `~` name is removed
/// only by a run of the same machine (`<machine>`: the boot and the PID namespace) that finds
/// its process gone: the one case a process id proves something. Names of earlier versions,
/// which held no lock, are judged by their process id as they always were.
package enum Temporaries {
    /// What follows the pid: the kinds of temporary.
    package enum Kind: Sendable {
        /// A file being written; `attempt` tells apart several tries in one process.
        case file(attempt: Int)
        /// A folder of frames being written.
        case folder
        /// An existing folder of frames moved aside while the new one takes its name.
        case previous
        /// A batch scene's staging folder.
        case staging

        var suffix: String {
            switch self {
            case .file(let attempt): "-\(attempt).tmp"
            case .folder: ".tmp"
            case .previous: ".old"
            case .staging: ".staging"
            }
        }
    }

    package static let marker = ".keyslide-"

    /// The mark of a temporary not yet locked: made, about to be locked and renamed.
    static let unlockedMark = "~"

    /// This machine, boot and PID namespace, as 8 hex digits: the processes that share it share
    /// their process ids' meaning. From the kernel's random id of this boot and the PID
    /// namespace's inode (a container has its own), where `/proc` says them, and the host name.
    package static let machine: String = {
        let boot = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)) ?? ""
        let namespace = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid")) ?? ""
        var host = [UInt8](repeating: 0, count: 256)
        _ = host.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { gethostname($0.baseAddress!, 255) }
        }
        let name = String(decoding: host.prefix { $0 != 0 }, as: UTF8.self)
        let identity = boot + "/" + namespace + "/" + name
        // FNV-1a, 64 bits, folded to 32: stable across runs and versions, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let hex = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }()

    /// The temporary name for `name` made by process `pid` of `machine`.
    package static func name(
        for name: String, kind: Kind, pid: Int32 = Platform.processID, machine: String = machine
    ) -> String {
        let tail = marker + machine + "-" + String(pid) + kind.suffix
        let room = Platform.longestName - 1 - tail.utf8.count - unlockedMark.utf8.count
        var kept = ""
        var bytes = 0
        for scalar in name.unicodeScalars {
            let size = String(scalar).utf8.count
            guard bytes + size <= room else { break }
            kept.unicodeScalars.append(scalar)
            bytes += size
        }
        return "." + kept + tail
    }

    /// Who made a temporary, as its name says.
    package struct Owner: Equatable, Sendable {
        /// The writer's machine (`Temporaries.machine`); nil in an earlier version's name.
        package var machine: String?
        package var pid: Int32
        /// A `~` name: made, not yet locked.
        package var isUnlocked: Bool
    }

    /// The process id in a temporary name, or nil when `name` is not one.
    package static func processID(inName name: String) -> Int32? { owner(inName: name)?.pid }

    /// Who made the temporary `name`, or nil when `name` is not one.
    package static func owner(inName name: String) -> Owner? {
        // Staging folders of earlier versions: `.keyslide-staging-<scene>-<pid>`.
        if name.hasPrefix(".keyslide-staging-"), let last = name.split(separator: "-").last,
            last.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = Int32(last)
        {
            return Owner(machine: nil, pid: pid, isUnlocked: false)
        }
        let isUnlocked = name.hasSuffix(unlockedMark)
        let name = isUnlocked ? String(name.dropLast(unlockedMark.count)) : name
        guard name.hasPrefix("."), let found = name.range(of: marker, options: .backwards) else { return nil }
        var rest = name[found.upperBound...]
        var machine: String?
        let hex = rest.prefix { $0.isHexDigit && $0.isASCII && !$0.isUppercase }
        if hex.count == 8, rest.dropFirst(8).hasPrefix("-") {
            machine = String(hex)
            rest = rest.dropFirst(9)
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let pid = Int32(digits) else { return nil }
        let suffix = rest.dropFirst(digits.count)
        let known = [".tmp", ".old", ".staging"]
        let isFile =
            suffix.hasPrefix("-") && suffix.hasSuffix(".tmp")
            && suffix.dropFirst().dropLast(4).allSatisfy { $0.isASCII && $0.isNumber }
        guard isFile || known.contains(String(suffix)) else { return nil }
        guard machine != nil || !isUnlocked else { return nil }
        return Owner(machine: machine, pid: pid, isUnlocked: isUnlocked)
    }

    /// Removes, from `folder`, the temporaries of processes that are provably gone (a run killed
    /// by SIGKILL, or one that crashed): those whose lock can be taken, and the few that cannot
    /// have one (see the type's comment) whose process is gone. A living process's temporaries,
    /// on this machine or another, stay.
    package static func removeStale(in folder: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let me = Platform.processID
        for name in names {
            guard let owner = owner(inName: name) else { continue }
            let path = folder + "/" + name
            if owner.isUnlocked || owner.machine == nil {
                guard owner.machine == nil || owner.machine == machine, owner.pid != me,
                    !Platform.isProcessAlive(owner.pid)
                else { continue }
                try? manager.removeItem(atPath: path)
            } else {
                Platform.removeIfUnlocked(path)
            }
        }
    }
}

extension Platform {
    /// Makes the temporary folder `path` (a `Temporaries` name), locked by this process and
    /// registered for removal on a stop signal, until `keep(_:)`; false when the name is taken.
    /// Throws once a stop signal has arrived: nothing new is made while the run cleans up.
    package static func createTemporaryFolder(_ path: String) throws(SystemError) -> Bool {
        try createTemporary(path) { unlocked throws(SystemError) in
            guard mkdir(unlocked, 0o777) == 0 else {
                if errno == EEXIST { return nil }
                throw SystemError.current
            }
            let lock = open(unlocked, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard lock >= 0 else {
                let error = SystemError.current
                rmdir(unlocked)
                throw error
            }
            return (lock, -1)
        } != nil
    }

    /// Makes the temporary file `path` (a `Temporaries` name) as `createTemporaryFolder(_:)`
    /// makes a folder; its descriptor, open for writing, or nil when the name is taken.
    package static func createTemporaryFile(_ path: String) throws(SystemError) -> Int32? {
        try createTemporary(path) { unlocked throws(SystemError) in
            guard let descriptor = try createExclusively(unlocked) else { return nil }
            let lock = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
            guard lock >= 0 else {
                let error = SystemError.current
                _ = systemClose(descriptor)
                unlink(unlocked)
                throw error
            }
            return (lock, descriptor)
        }
    }

    /// Makes `path` under its unlocked name with `make` (a lock descriptor, and the descriptor
    /// to return), locks it, renames it to `path`; on `leftoverQueue`, so a stop signal's clean-up
    /// either sees it or runs first.
    private static func createTemporary(
        _ path: String, make: (String) throws(SystemError) -> (lock: Int32, result: Int32)?
    ) throws(SystemError) -> Int32? {
        let unlocked = path + Temporaries.unlockedMark
        let outcome: Result<Int32?, SystemError> = leftoverQueue.sync {
            guard !isStopping else { return .failure(SystemError(reason: "the run is stopping")) }
            guard fileKind(at: path) == nil else { return .success(nil) }
            do throws(SystemError) {
                guard let made = try make(unlocked) else { return .success(nil) }
                let (lock, result) = (made.lock, made.result)
                guard flock(lock, LOCK_EX | LOCK_NB) == 0, systemRename(unlocked, path) == 0 else {
                    let error = SystemError.current
                    _ = systemClose(lock)
                    if result >= 0 { _ = systemClose(result) }
                    try? FileManager.default.removeItem(atPath: unlocked)
                    return .failure(error)
                }
                leftovers.paths[path, default: 0] += 1
                leftovers.locks[path, default: []].append(lock)
                return .success(result)
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Locks the folder `path` (about to be renamed to a temporary name, `to`), registered
    /// under `to` like a temporary this process made.
    package static func lockBeforeRenaming(_ path: String, to temporary: String) {
        let lock = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard lock >= 0 else { return }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            _ = systemClose(lock)
            return
        }
        leftoverQueue.sync { leftovers.locks[temporary, default: []].append(lock) }
    }

    /// Removes the temporary `path` if its lock can be taken: no process holds it. Opened without
    /// following a link and without blocking (a FIFO named like a temporary), and only a file or
    /// a folder is removed. A file system without locks (`ENOLCK`) proves nothing: kept.
    package static func removeIfUnlocked(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { _ = systemClose(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, [S_IFREG, S_IFDIR].contains(info.st_mode & S_IFMT),
            flock(descriptor, LOCK_EX | LOCK_NB) == 0
        else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}
