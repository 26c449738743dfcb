import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// One name in a folder, as the system gives it: bytes, which need not be UTF-8.
    package struct FolderEntry: Hashable, Sendable {
        /// The name's bytes.
        package var bytes: [UInt8]

        /// The name as text; nil when the bytes are not UTF-8 (`caf\xE9.yaml` written in Latin-1),
        /// which no `String` path can name again: Swift would repair the byte to U+FFFD.
        package var name: String? { String(validating: bytes, as: UTF8.self) }

        /// The name for a message: UTF-8 as it is, any other byte as `\xE9`.
        package var shown: String {
            if let name { return name }
            var text = ""
            var rest = bytes[...]
            while !rest.isEmpty {
                // The longest valid prefix, then one byte escaped.
                var end = rest.endIndex
                while end > rest.startIndex, String(validating: rest[rest.startIndex..<end], as: UTF8.self) == nil {
                    end -= 1
                }
                text += String(decoding: rest[rest.startIndex..<end], as: UTF8.self)
                if end < rest.endIndex {
                    let hex = String(rest[end], radix: 16, uppercase: true)
                    text += "\\x" + (hex.count == 1 ? "0" : "") + hex
                    end += 1
                }
                rest = rest[end...]
            }
            return text
        }

        /// Whether the name ends in `.<suffix>`, any case, read on the bytes.
        package func hasExtension(_ suffix: String) -> Bool {
            let tail = Array(("." + suffix).utf8)
            guard bytes.count > tail.count else { return false }
            let lower = { (byte: UInt8) in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
            return zip(bytes.suffix(tail.count), tail).allSatisfy { lower($0) == lower($1) }
        }
    }

    /// Every name in the folder `path` but `.` and `..`, however encoded (`readdir`). Foundation's
    /// `contentsOfDirectory` leaves out a name that is not UTF-8 without a word, so a folder
    /// listing built on it can skip a file: a scene named in Latin-1 was never checked, and its
    /// check passed.
    package static func folderEntries(_ path: String) throws(SystemError) -> [FolderEntry] {
        guard let folder = opendir(path) else { throw SystemError.current }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw SystemError.current }
                return entries
            }
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes != [0x2E], bytes != [0x2E, 0x2E] { entries.append(FolderEntry(bytes: bytes)) }
        }
    }

    /// Whether `first` and `second` name the same file: the same device and inode, links
    /// followed. A string comparison is fooled by `./a.yaml`, a symbolic or hard link, or a
    /// case-insensitive disk; the inode is not. False when either does not exist.
    package static func isSameFile(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var two = stat()
        guard stat(first, &one) == 0, stat(second, &two) == 0 else { return false }
        return one.st_dev == two.st_dev && one.st_ino == two.st_ino
    }
}
