import Foundation

/// Writes a folder of files so that a reader never sees it half written.
///
/// The files go into a hidden temporary folder beside the destination; when all are written the
/// temporary folder takes the destination's name (an existing folder there is moved aside first
/// and removed afterwards). On failure the temporary folder is removed and the destination is
/// left as it was.
public enum AtomicFolder {
    public static func write(_ files: [(name: String, bytes: [UInt8])], to path: String) throws(AtomicFile.WriteError) {
        // `frames/` names the folder `frames`.
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        let manager = FileManager.default
        let (directory, name) = AtomicFile.split(path)
        let process = Platform.processID
        let temporary = "\(directory)/.\(name).keyslide-\(process).tmp"
        let previous = "\(directory)/.\(name).keyslide-\(process).old"
        do {
            try? manager.removeItem(atPath: temporary)
            try manager.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            for file in files {
                guard !file.name.contains("/") else { throw AtomicFile.WriteError(path: path, reason: "bad file name '\(file.name)'") }
                try AtomicFile.write(file.bytes, to: temporary + "/" + file.name)
            }
            var isFolder: ObjCBool = false
            let exists = manager.fileExists(atPath: path, isDirectory: &isFolder)
            if exists {
                guard isFolder.boolValue else { throw AtomicFile.WriteError(path: path, reason: "a file is in the way of the folder") }
                try manager.moveItem(atPath: path, toPath: previous)
            }
            do {
                try manager.moveItem(atPath: temporary, toPath: path)
            } catch {
                if exists { try? manager.moveItem(atPath: previous, toPath: path) }
                throw error
            }
            if exists { try? manager.removeItem(atPath: previous) }
        } catch let error as AtomicFile.WriteError {
            try? manager.removeItem(atPath: temporary)
            throw error
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw AtomicFile.WriteError(path: path, reason: Self.reason(error))
        }
    }

    /// A short reason for a file-system error: the system's own words when there are some.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(describing: POSIXError(code).localizedDescription).lowercased()
        }
        return error.localizedDescription
    }
}
