import Foundation

/// Runs the built `keyslide` binary, the way a user would, for end-to-end tests.
///
/// The binary is `$KEYSLIDE_BINARY` when that is set, otherwise the `keyslide` these tests were
/// built with (`.build/release/keyslide` for `swift test -c release`, as `make test` runs them;
/// `.build/debug/keyslide` for a plain `swift test`) under
/// the package root (found from this file's path). Output goes through temporary files rather
/// than pipes, so a command that prints a lot can never block on a full pipe.
public enum KeySlideProcess {
    /// What a finished run printed and how it exited.
    public struct Result: Sendable {
        public var standardOutput: String
        public var standardError: String
        public var status: Int32

        public init(standardOutput: String, standardError: String, status: Int32) {
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.status = status
        }
    }

    /// The package's root directory.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KeySlideTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The binary the tests run.
    public static var executablePath: String {
        if let path = ProcessInfo.processInfo.environment["KEYSLIDE_BINARY"], !path.isEmpty { return path }
        return packageRoot.appendingPathComponent(".build/\(buildConfiguration)/keyslide").path
    }

    /// The configuration these tests were compiled in, which is the one the test target's
    /// dependency on the `keyslide` product built the binary in.
    #if DEBUG
        static let buildConfiguration = "debug"
    #else
        static let buildConfiguration = "release"
    #endif

    /// Runs `keyslide` with `arguments` and waits for it. `COLUMNS` is fixed at 80 so help
    /// text wraps the same way in every terminal.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let scratch = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        for url in [outURL, errURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()

        return Result(
            standardOutput: try String(contentsOf: outURL, encoding: .utf8),
            standardError: try String(contentsOf: errURL, encoding: .utf8),
            status: process.terminationStatus
        )
    }

    /// A new empty directory for one test's files; the caller removes it.
    public static func makeScratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
