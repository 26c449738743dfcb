import Foundation

/// The hidden names KeySlide writes under before a file or folder takes its real name, in one
/// place: how they are made, how they are recognised, and how a later run removes the ones a
/// dead process left.
///
/// A temporary name is `.<name>.keyslide-<pid><suffix>`: hidden, next to the destination, with the
/// id of the process that made it, so a run can tell a living writer's temporaries (left alone)
/// from a dead one's (removed). `<name>` is shortened when needed so the whole name fits in
/// `NAME_MAX` bytes: a legal 250-byte output name still has a legal temporary name.
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

    /// The temporary name for `name` made by process `pid`.
    package static func name(for name: String, kind: Kind, pid: Int32 = Platform.processID) -> String {
        let tail = marker + String(pid) + kind.suffix
        let room = Platform.longestName - 1 - tail.utf8.count
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

    /// The process id in a temporary name, or nil when `name` is not one.
    package static func processID(inName name: String) -> Int32? {
        // Staging folders of earlier versions: `.keyslide-staging-<scene>-<pid>`.
        if name.hasPrefix(".keyslide-staging-"), let last = name.split(separator: "-").last,
            last.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            return Int32(last)
        }
        guard name.hasPrefix("."), let found = name.range(of: marker, options: .backwards) else { return nil }
        let rest = name[found.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let pid = Int32(digits) else { return nil }
        let suffix = rest.dropFirst(digits.count)
        let known = [".tmp", ".old", ".staging"]
        let isFile =
            suffix.hasPrefix("-") && suffix.hasSuffix(".tmp")
            && suffix.dropFirst().dropLast(4).allSatisfy { $0.isASCII && $0.isNumber }
        guard isFile || known.contains(String(suffix)) else { return nil }
        return pid
    }

    /// Removes, from `folder`, the temporaries of processes that are gone (a run killed by
    /// SIGKILL, or one that crashed). A living process's temporaries, this one's included, stay.
    package static func removeStale(in folder: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let me = Platform.processID
        for name in names {
            guard let pid = processID(inName: name), pid != me, !Platform.isProcessAlive(pid) else { continue }
            try? manager.removeItem(atPath: folder + "/" + name)
        }
    }
}
