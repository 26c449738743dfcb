import Foundation

/// Pictures a test saves for people to look at: written only when `KEYSLIDE_SCREENSHOT_DIR`
/// names a folder, so ordinary runs leave nothing behind.
public enum Artefacts {
    public static func keep(_ bytes: [UInt8], as name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["KEYSLIDE_SCREENSHOT_DIR"], !folder.isEmpty else {
            return
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
}
