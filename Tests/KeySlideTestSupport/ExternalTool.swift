import Foundation

/// Runs a command-line tool the tests rely on (xmllint, Chromium) and reports failures as one
/// readable error instead of a crash.
///
/// A missing tool is an error, never a skip: `make test` installs every tool the tests use, so a
/// missing one means the machine is not set up and the test must say so.
public enum ExternalTool {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// The output of a finished run.
    public struct Result {
        public var status: Int32
        public var standardOutput: Data
        public var standardError: String
    }

    /// The first of `names` found on `PATH` (or given as an absolute path that exists).
    public static func find(_ names: [String]) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            if name.hasPrefix("/") {
                if FileManager.default.isExecutableFile(atPath: name) { return name }
                continue
            }
            for directory in directories {
                let path = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Runs `executable` with `arguments`, waiting at most `timeout` seconds; output goes through
    /// files in `workDirectory` so a chatty tool can never fill a pipe and stall.
    public static func run(_ executable: String, _ arguments: [String], in workDirectory: URL, timeout: Double) throws
        -> Result
    {
        let outURL = workDirectory.appendingPathComponent("stdout.txt")
        let errURL = workDirectory.appendingPathComponent("stderr.txt")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = workDirectory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            throw Failure("could not start \(executable): \(error)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw Failure(
                    "\(executable) did not finish within \(Int(timeout)) s (arguments: "
                        + "\(arguments.joined(separator: " ")))"
                )
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        let stdout = (try? Data(contentsOf: outURL)) ?? Data()
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, standardOutput: stdout, standardError: stderr)
    }

    /// Runs `body` with a fresh temporary directory and removes the directory afterwards.
    public static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyslide-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }
}
